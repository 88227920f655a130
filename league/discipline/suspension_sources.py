"""Where a season's suspensions come from, before they are served (`league.discipline.suspensions` serves them).

Three sources, each read from the rulebook's data, none naming a competition:
- the ladder (Gray rule 5): each game misconduct of a final sheet keeps its player out for the games the ladder
  gives his Nth of the season (`SuspensionRules.games_by_count`; an empty ladder gives nothing);
- the discipline rules, as the rulebook's `DerivedSuspensions` say: a
  penalty of the late window's kinds late in the game (next game), a penalty for an infraction that costs
  the rest of the tournament, a penalty "pending review" until a committee ruling sets its length;
- the committee's rulings (`Season.suspension_rulings`): one on a pending review sets its length, any
  other adds a suspension of its own.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace

from league.bracket.engine import slot_kind
from league.results.disqualification import season_goalies
from league.rosters.membership import Rosters
from league.rules.discipline_rules import DerivedSuspensions
from league.rules.formats import game_kind
from league.rules.rulebook import Rulebook
from league.season.values import Game, Season
from league.sheet.replay import SheetReplay
from league.sheet.replay_values import Moment

_KIND_WORDS = {"match": "match penalty"}


@dataclass(frozen=True, slots=True)
class Given:
    """A suspension as a source gives it, before it is served. `misconduct` is the ladder's count of the
    player's game misconducts (None: another source's); `rule` the citation of a rule or ruling (None: Gray rule
    5's)."""

    player: str
    team: str
    source: str
    cause: str
    length: int | None
    rule: str | None = None
    pending_review: bool = False
    reason: str | None = None
    misconduct: int | None = None


@dataclass(frozen=True, slots=True)
class _SheetPenalty:
    """A penalty of a player on a sheet, the sheet's own or one the rules added (Cole's game misconduct)."""

    at: Moment
    team: str
    player: str
    kind: str
    infraction: str
    added_to: str | None = None  # the kind of the penalty that added it


def kind_words(kind: str) -> str:
    """ "game-misconduct" -> "game misconduct", "match" -> "match penalty"."""
    return _KIND_WORDS.get(kind, kind.replace("-", " "))


def derived_rules(rulebook: Rulebook) -> DerivedSuspensions:
    """What the rulebook's discipline derives from a sheet (the defaults derive nothing)."""
    return rulebook.discipline.suspensions if rulebook.discipline is not None else DerivedSuspensions()


def given_suspensions(season: Season, rulebook: Rulebook, replays: Mapping[str, SheetReplay]) -> list[Given]:
    """Every source's suspensions in the order given: by game, in a game the ladder's then the rules' (by
    moment), the rulings last."""
    given = [*_ladder(season, rulebook, replays), *_derived(season, rulebook, replays)]
    given = _with_rulings(season, rulebook, Rosters(season), given)
    order = season.game_order()
    given.sort(key=lambda g: order[g.source])  # stable: a game's own keep their order, rulings last
    return given


def _final_games(season: Season) -> Iterator[Game]:
    return (g for g in season.games_in_order() if g.status == "final")


def _ladder(season: Season, rulebook: Rulebook, replays: Mapping[str, SheetReplay]) -> Iterator[Given]:
    """Gray rule 5: each game misconduct of a final sheet, its length the ladder's for the player's Nth of the
    season."""
    rules = rulebook.suspensions
    if not rules.games_by_count:
        return
    count: dict[str, int] = defaultdict(int)
    for game in _final_games(season):
        for gm in replays[game.id].game_misconducts:
            count[gm.player] += 1
            nth = count[gm.player]
            yield Given(gm.player, gm.team, game.id, gm.cause, rules.games_for(nth), misconduct=nth)


def _derived(season: Season, rulebook: Rulebook, replays: Mapping[str, SheetReplay]) -> Iterator[Given]:
    """What the discipline rules derive from each final sheet, game by game in order."""
    rules = derived_rules(rulebook)
    if rules == DerivedSuspensions():
        return
    for game in _final_games(season):
        penalties = _penalties(game, replays[game.id], rulebook)
        yield from _game_suspensions(game, slot_kind(season, game), rulebook, rules, penalties)


def sheet_goalies(season: Season, rulebook: Rulebook) -> frozenset[str]:
    """The goalies a sheet's replay needs to tell a lineup's goalie from its skaters: only a discipline's
    lineup rules count them apart (`league.results.disqualification.season_goalies`)."""
    return season_goalies(season) if rulebook.discipline is not None else frozenset()


def _penalties(game: Game, replay: SheetReplay, rulebook: Rulebook) -> list[_SheetPenalty]:
    """The players' penalties of a sheet in order of the clock: the sheet's and the ones the rules added, each
    infraction by the rulebook's name for it."""
    ruled, regulation = rulebook.infractions.ruled, len(rulebook.format_for(game_kind(game)).periods)
    found = [
        _SheetPenalty(Moment(p.period, p.second, regulation), p.team, p.player, p.kind.lower(), ruled(p.infraction))
        for p in game.penalties
        if p.player is not None
    ]
    found += [
        _SheetPenalty(d.at, d.team, d.player, d.kind.lower(), ruled(d.infraction), d.cause)
        for d in replay.derived
        if d.player is not None
    ]
    return sorted(found, key=lambda p: (p.at.period, p.at.second))


def _game_suspensions(
    game: Game, kind: str, rulebook: Rulebook, rules: DerivedSuspensions, penalties: list[_SheetPenalty]
) -> Iterator[Given]:
    """One game's suspensions: for each player, at most one of each rule, at its first penalty."""
    window = rules.late_window
    fmt = rulebook.format_for(kind)
    last = len(fmt.periods)
    window_from = fmt.periods[-1][0] * 60 - window.minutes * 60 if window is not None else 0
    late_kinds = dict(window.kinds) if window is not None else {}
    rest, review = dict(rules.rest_of_tournament_infractions), dict(rules.pending_review_kinds)
    seen: set[tuple[str, str]] = set()
    for p in penalties:
        if window is not None and p.kind in late_kinds and (p.player, "late") not in seen:
            overtime = p.at.period > last
            if (overtime and window.overtime) or (p.at.period == last and p.at.second >= window_from):
                seen.add((p.player, "late"))
                when = "in overtime" if overtime else f"in the last {window.minutes} minutes"
                added = f" added to a {kind_words(p.added_to)}" if p.added_to else ""
                cause = f"{kind_words(p.kind)}{added} {when} ({p.at})"
                yield Given(p.player, p.team, game.id, cause, window.games, rulebook.cite(late_kinds[p.kind]))
        if p.infraction in rest and (p.player, "rest") not in seen:
            seen.add((p.player, "rest"))
            yield Given(p.player, p.team, game.id, p.infraction, None, rulebook.cite(rest[p.infraction]))
        if p.kind in review and (p.player, "review") not in seen:
            seen.add((p.player, "review"))
            rule = rulebook.cite(review[p.kind])
            yield Given(p.player, p.team, game.id, kind_words(p.kind), None, rule, pending_review=True)


def _with_rulings(season: Season, rulebook: Rulebook, rosters: Rosters, given: list[Given]) -> list[Given]:
    """The derived suspensions with the committee's rulings: a ruling on a pending review of the same player
    and game sets its length; any other adds a suspension of its own
    (docs/readings/shared.md#ejections-and-suspensions)."""
    role = derived_rules(rulebook).ruling_role
    for ruling in season.suspension_rulings:
        game = season.game(ruling.game)
        if game is None:  # a dangling reference: the season's reference checks name it
            continue
        pending = next(
            (i for i, g in enumerate(given) if g.pending_review and (g.player, g.source) == (ruling.player, game.id)),
            None,
        )
        if pending is not None:
            given[pending] = replace(given[pending], length=ruling.games, pending_review=False, reason=ruling.reason)
            continue
        team = rosters.team_of(ruling.player, game.date) or ""
        cause = f"committee ruling: {ruling.reason}"
        given.append(
            Given(ruling.player, team, game.id, cause, ruling.games, rulebook.cite(role), reason=ruling.reason)
        )
    return given
