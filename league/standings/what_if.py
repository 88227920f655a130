"""A season read under another built-in rulebook: what a committee weighing a rule change sees.

`season_under(season, rulebook)` gives the season as the other rulebook would count it, without changing
anything: plain values in, plain values out. The readings, each reported back as a `Reading`:

- The games stand as they were played under the season's own rulebook: its sheets' replays decide every
  forfeit, shootout winner and ejection. The other rulebook gives the points, the posted score (its cap), the
  forfeit score, the penalty minutes and the tiebreakers, and counts a disqualification its own way (from the
  disqualifying game on, or every game). Its rules that would have ended a game or disqualified a team on the
  ice are not applied: the games were not played under them. A disqualification the own rules made on the ice
  counts as a committee's would.
- A season without pools read under a rulebook with pools is one pool of every team; its playoff games are
  no bracket of that rulebook and are left out. A season with pools read under one without is one table of
  every team over its pool games; its knockout games are left out.
- Facts the other rulebook needs and the season lacks: period points are counted from each regulation
  period's goal events (or a sheet's period scores) over the periods the game was played in; a game with a
  score but neither gives no period points. A tie no shootout decided stays a tie, at the other rulebook's
  points for a tie. A shootout where the other rulebook lets a tie stand decides nothing.
- Under the season's own rulebook nothing is read differently: the season and its counted outcomes as they are.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import date

from league.results.disqualification import counted_outcome as _counted
from league.results.disqualification import ruling_forfeits, season_goalies, season_outcomes
from league.results.outcome import FORFEIT, Outcome
from league.results.rule_disqualifications import rule_disqualifications
from league.rulebooks import built_in_rulebook
from league.rules.formats import POOL, game_kind
from league.rules.rulebook import Rulebook
from league.season.values import OPEN_DIVISION, Game, Pool, Season
from league.sheet.period_scores import period_score
from league.sheet.replay import replay_sheet
from league.standings.records import regular_outcomes
from league.standings.table import Standings, standings

# The one pool of a season without pools read under a rulebook with pools.
ONE_POOL_CODE = "ALL"
ONE_POOL_NAME = "All teams"

# What each `Reading` says was read differently (the wording is the caller's: `tui.text.what_if_text`).
AS_PLAYED = "as_played"  # games stand as the season's own rules ended them
ONE_POOL = "one_pool"  # no pools: one pool of every team
ONE_TABLE = "one_table"  # pools: one table of every team
LEFT_OUT = "left_out"  # playoff or knockout games that are no bracket of the other rulebook
TIES_STAND = "ties_stand"  # ties the other rulebook would have settled by a shootout the season lacks
SHOOTOUTS_IGNORED = "shootouts_ignored"  # shootouts where the other rulebook lets a tie stand
NO_PERIOD_POINTS = "no_period_points"  # games whose periods' scores are unknown


@dataclass(frozen=True, slots=True)
class Reading:
    """One way the season was read under the other rulebook, and the ids of the games it concerns."""

    kind: str
    games: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class WhatIf:
    """The season as `rulebook` reads it, each game's counted outcome under it, and how it was read.

    `season` names `rulebook` and has the pools that rulebook's tables need; `outcomes` are by game id,
    for the games that have one (`league.results.disqualification.season_outcomes`'s shape); `own` is the
    rulebook the season follows. `readings` is empty exactly when `rulebook` is `own`. Under another
    rulebook, `rulebook` is that one without its disqualifications on the ice (`counting_rules`): pass it
    to the tables and the bracket, so that they apply none either.
    """

    season: Season
    rulebook: Rulebook
    own: Rulebook
    outcomes: Mapping[str, Outcome]
    readings: tuple[Reading, ...]
    as_of: date | None = None  # games after this date count as not played yet (None: every result)

    @property
    def changed(self) -> bool:
        """Whether the season is read under a rulebook other than its own."""
        return self.rulebook.name != self.own.name

    def reading(self, kind: str) -> Reading | None:
        """The reading of `kind`, or None when the season needed none."""
        return next((r for r in self.readings if r.kind == kind), None)

    def up_to(self, as_of: date | None) -> WhatIf:
        """The same reading with only the games up to `as_of` counted (games on it count); None: every one."""
        if as_of is None:
            return self
        dated = {g.id: g.date for g in self.season.games}
        kept = {gid: o for gid, o in self.outcomes.items() if dated[gid] <= as_of}
        return replace(self, outcomes=kept, as_of=as_of)

    def table(self) -> Standings:
        """The one table of a season read under a rulebook without pools (`league.standings.season_table`'s)."""
        names = {t.code: t.name for t in self.season.teams}
        every = {g.id: self.outcomes.get(g.id) for g in self.season.games}
        counted = regular_outcomes(self.season, self.rulebook, self.as_of, every)
        return standings(tuple(names), counted, self.rulebook, self.season.coin_tosses, names)


def what_if(season: Season, name: str) -> WhatIf:
    """`season_under` the built-in rulebook called `name`; a RuleViolation listing the built-in ones when
    there is none (`league.rulebooks.unknown_rulebook`)."""
    return season_under(season, built_in_rulebook(name))


def season_under(season: Season, rulebook: Rulebook) -> WhatIf:
    """The season as `rulebook` would count it (the module's readings); itself under its own rulebook."""
    own = built_in_rulebook(season.rulebook)
    if rulebook.name == own.name:
        return WhatIf(season, rulebook, own, season_outcomes(season, rulebook), ())
    rulebook = counting_rules(rulebook)
    shaped, readings = _shaped(season, rulebook, own)
    games = tuple(_as_read(g, rulebook) for g in shaped.games)
    read = replace(shaped, games=games)
    outcomes = _outcomes(read, rulebook, own)
    readings += _fact_readings(shaped, read, rulebook, outcomes)
    return WhatIf(read, rulebook, own, outcomes, (Reading(AS_PLAYED), *readings))


def counting_rules(rulebook: Rulebook) -> Rulebook:
    """`rulebook` as it counts another rulebook's games: without the rules that disqualify a team on the ice
    (those games were not played under them; the rest of its discipline still gives penalty minutes)."""
    rules = rulebook.discipline
    if rules is None or not rules.disqualifies:
        return rulebook
    quiet = replace(
        rules,
        disqualifying_kinds=(),
        disqualifying_infractions=(),
        disqualifying_ejection_kinds=(),
        disqualifying_any_infractions=(),
    )
    return replace(rulebook, discipline=quiet)


def _shaped(season: Season, rulebook: Rulebook, own: Rulebook) -> tuple[Season, tuple[Reading, ...]]:
    """The season with the other rulebook's name, the pools its tables need, and only the games it can
    place; the disqualifications the own rules made on the ice kept as the committee's rulings."""
    base = replace(
        season,
        rulebook=rulebook.name,
        disqualifications=(*season.disqualifications, *rule_disqualifications(season, own)),
    )
    if rulebook.has_pools == own.has_pools:
        return base, ()
    kept = tuple(g for g in season.games if g.stage == "regular")
    left = tuple(g.id for g in season.games if g.stage != "regular")
    readings = (Reading(LEFT_OUT, left),) if left else ()
    if rulebook.has_pools:  # no pools: one pool of every team, in the season's team order
        pool = Pool(ONE_POOL_CODE, ONE_POOL_NAME, OPEN_DIVISION, tuple(t.code for t in season.teams))
        shaped = replace(base, games=kept, pools=(pool,), divisions=(), bracket=())
        return shaped, (Reading(ONE_POOL), *readings)
    shaped = replace(base, games=kept, pools=(), divisions=(), bracket=())
    return shaped, (Reading(ONE_TABLE), *readings)


def _as_read(game: Game, rulebook: Rulebook) -> Game:
    """The game as the other rulebook reads it: a shootout decides nothing where its ties stand."""
    if game.shootout is not None and rulebook.format_for(game_kind(game)).ties_stand:
        return replace(game, shootout=None)
    return game


def _outcomes(season: Season, rulebook: Rulebook, own: Rulebook) -> dict[str, Outcome]:
    """Each game's counted outcome under `rulebook`, the sheet replayed under the season's own rules (its
    forfeits and shootout winner), disqualifications the other rulebook's way."""
    forfeits = ruling_forfeits(season, rulebook)
    goalies = season_goalies(season)
    outcomes: dict[str, Outcome] = {}
    for game in sorted(season.games, key=lambda g: g.sort_key):
        replay = replay_sheet(game, own, goalies) if game.status == "final" else None
        outcome = _counted(game, rulebook, forfeits, replay)
        if outcome is not None:
            outcomes[game.id] = _with_own_periods(game, outcome, rulebook, own)
    return outcomes


def _with_own_periods(game: Game, outcome: Outcome, rulebook: Rulebook, own: Rulebook) -> Outcome:
    """`outcome` with its period points counted over the periods the game was played in (the own rulebook's
    regulation periods for its kind), none where they are unknown; a forfeit keeps the other rulebook's."""
    won_level_lost = rulebook.points.period_points
    facts = outcome.facts
    if won_level_lost is None or facts is None or outcome.decided_by == FORFEIT:
        return outcome
    home = away = 0
    if not periods_unknown(game):
        won, level, lost = won_level_lost
        for period in range(1, len(own.format_for(game_kind(game)).periods) + 1):
            h, a = period_score(game, period)
            home += won if h > a else lost if h < a else level
            away += won if a > h else lost if a < h else level
    return outcome._replace(
        home_points=outcome.home_points - facts.home_period_points + home,
        away_points=outcome.away_points - facts.away_period_points + away,
        facts=facts._replace(home_period_points=home, away_period_points=away),
    )


def periods_unknown(game: Game) -> bool:
    """Whether a final game's periods' scores are unknown: a score other than 0-0 with neither goal events
    nor period scores (a 0-0 game's periods were all level)."""
    score = game.played_score
    return score is not None and bool(score.home or score.away) and not game.goals and not game.period_scores


def _fact_readings(
    shaped: Season, read: Season, rulebook: Rulebook, outcomes: Mapping[str, Outcome]
) -> tuple[Reading, ...]:
    """The games whose result needed a fact the season lacks, or carried one the other rulebook ignores."""
    pool_games = [g for g in read.games if game_kind(g) == POOL and g.id in outcomes]
    ignored = tuple(g.id for g, r in zip(shaped.games, read.games, strict=True) if g.shootout and not r.shootout)
    ties = tuple(g.id for g in pool_games if outcomes[g.id].winner is None and not rulebook.format_for(POOL).ties_stand)
    unknown = tuple(
        g.id
        for g in pool_games
        if rulebook.points.period_points is not None and outcomes[g.id].decided_by != FORFEIT and periods_unknown(g)
    )
    found = ((TIES_STAND, ties), (SHOOTOUTS_IGNORED, ignored), (NO_PERIOD_POINTS, unknown))
    return tuple(Reading(kind, items) for kind, items in found if items)
