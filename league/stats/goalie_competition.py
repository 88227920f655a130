"""The 3-on-3 goalie competition (3-on-3 GC; docs/readings/three-on-three.md#the-goalie-competition).

Per division, over its final pool games with `shots` recorded: a goalie faces both teams, so his shots
are both teams' shots on goal and his goals against both teams' goals (the played score: a shootout's
goals count in none; in a game the rules ended as a forfeit, the goals before its end; a game nobody
started counts nothing, as in the stats: `league.results.played`). His rating is
100 x saves / shots - goals against per game, compared exactly; equal ratings wait for a coin toss
naming the goalies (`Season.coin_tosses`), and while one is pending they take consecutive ranks in id
order. A goalie with no shots is unranked. The first goalies are assigned to the
division's slots of the rulebook's kinds (final, third-place, consolation), skipping disqualified goalies;
a place a pending toss holds stays unassigned. Whether a rulebook has the competition is its data
(`TournamentRules.goalie_competition_slots`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from itertools import groupby

from league.results.disqualification import ruling_forfeits, season_goalies
from league.results.played import CountedGoals, counted_goals
from league.results.rule_disqualifications import disqualified_goalies
from league.rosters.eligibility import division_of, team_divisions
from league.rules.rulebook import Rulebook
from league.season.values import OPEN_DIVISION, Season
from league.sheet.replay import replay_sheet


@dataclass(frozen=True, slots=True)
class GoalieRow:
    """One goalie's line in his division; `rank` and `rating` None while he has no shots (unranked)."""

    division: str
    player: str
    gp: int
    shots: int
    saves: int
    ga: int
    rating: Fraction | None
    rank: int | None = None
    coin_toss_pending: bool = False


@dataclass(frozen=True, slots=True)
class GoalieCompetition:
    """The competition of every division: its rows (division by division, ranked first), the sets of
    goalies waiting for a coin toss, and each division's assignments {slot kind: goalie or None}."""

    rows: tuple[GoalieRow, ...]
    coin_toss_pending: tuple[tuple[str, ...], ...]
    assigned: tuple[tuple[str, tuple[tuple[str, str | None], ...]], ...]

    def assigned_in(self, division: str) -> dict[str, str | None]:
        return dict(dict(self.assigned).get(division, ()))


def rating_text(rating: Fraction) -> str:
    """The rating to two decimals, rounded half up (away from zero at an exact half): 82.00, -1.25."""
    hundredths = abs(rating) * 100
    rounded = int(hundredths + Fraction(1, 2))  # int() truncates: the floor of a positive number
    sign = "-" if rating < 0 and rounded else ""
    return f"{sign}{rounded // 100}.{rounded % 100:02d}"


def goalie_competition(season: Season, rulebook: Rulebook) -> GoalieCompetition:
    """The goalie competition of every division (empty where the rulebook has none)."""
    kinds = rulebook.tournament.goalie_competition_slots
    if not kinds:
        return GoalieCompetition((), (), ())
    barred = {goalie for goalie, _ in disqualified_goalies(season, rulebook)}
    tosses = {frozenset(t.teams): t.order for t in season.coin_tosses}
    rows: list[GoalieRow] = []
    pending: list[tuple[str, ...]] = []
    assigned: list[tuple[str, tuple[tuple[str, str | None], ...]]] = []
    counted = _counted_goals(season, rulebook)
    for division in _divisions(season):
        ranked, unranked, waiting = _ranked(_tallies(season, division, counted), tosses)
        rows += [*ranked, *unranked]
        pending += waiting
        assigned.append((division, _assignments(ranked, kinds, barred)))
    return GoalieCompetition(tuple(rows), tuple(pending), tuple(assigned))


def _divisions(season: Season) -> tuple[str, ...]:
    return (
        tuple(d.code for d in season.divisions)
        or tuple(dict.fromkeys(p.division for p in season.pools))
        or (OPEN_DIVISION,)
    )


def _tallies(season: Season, division: str, counted: dict[str, CountedGoals | None]) -> list[GoalieRow]:
    """Each goalie of the division's final pool games, his games with shots and their totals."""
    divisions = team_divisions(season)
    totals: dict[str, list[int]] = {}
    for game in season.games_in_order():
        if game.stage != "regular" or game.status != "final" or game.goalie is None:
            continue
        if division_of(divisions, game.home) != division:
            continue
        tally = totals.setdefault(game.goalie, [0, 0, 0])
        goals = counted[game.id]
        if game.shots is None or goals is None:
            continue  # his game without shots recorded, or a game nobody started: he is listed, it is not counted
        tally[0] += 1
        tally[1] += game.shots.home + game.shots.away
        tally[2] += goals.home + goals.away
    rows = []
    for goalie, (gp, shots, ga) in sorted(totals.items()):
        rating = Fraction(100 * (shots - ga), shots) - Fraction(ga, gp) if shots else None
        rows.append(GoalieRow(division, goalie, gp, shots, shots - ga, ga, rating))
    return rows


def _counted_goals(season: Season, rulebook: Rulebook) -> dict[str, CountedGoals | None]:
    """{game id: the goals its goalie let in} for every final pool game with a goalie, as the stats count them
    (`league.results.played.counted_goals`): the played goals, a shootout's in none; in a game the rules ended as a
    forfeit, the goals before its end (none, where it ended before a goal, a team disqualified on the ice,
    3-on-3 PEN 5); None for a game nobody started (a forfeit before the start, a short-handed team's ruled forfeit,
    a disqualification's forfeit nobody played)."""
    goalies, forfeits = season_goalies(season), ruling_forfeits(season, rulebook)
    return {
        game.id: counted_goals(game, replay_sheet(game, rulebook, goalies), rulebook, goalies, forfeits)
        for game in season.games
        if game.stage == "regular" and game.status == "final" and game.goalie is not None
    }


def _ranked(
    rows: list[GoalieRow], tosses: dict[frozenset[str], tuple[str, ...]]
) -> tuple[list[GoalieRow], list[GoalieRow], list[tuple[str, ...]]]:
    """(ranked rows in rank order, unranked rows in id order, the sets of goalies waiting for a toss)."""
    rated = sorted((r for r in rows if r.rating is not None), key=lambda r: (-(r.rating or 0), r.player))
    ranked: list[GoalieRow] = []
    waiting: list[tuple[str, ...]] = []
    for _, level in groupby(rated, key=lambda r: r.rating):
        group = list(level)
        ids = tuple(r.player for r in group)
        order = tosses.get(frozenset(ids)) if len(group) > 1 else ids
        toss_pending = order is None or sorted(order) != sorted(ids)
        if toss_pending:
            waiting.append(ids)  # already in id order
            order = ids
        by_id = {r.player: r for r in group}
        for pid in order or ids:
            ranked.append(_with_rank(by_id[pid], len(ranked) + 1, toss_pending))
    unranked = [r for r in rows if r.rating is None]
    return ranked, unranked, waiting


def _with_rank(row: GoalieRow, rank: int, pending: bool) -> GoalieRow:
    return GoalieRow(row.division, row.player, row.gp, row.shots, row.saves, row.ga, row.rating, rank, pending)


def _assignments(
    ranked: list[GoalieRow], kinds: tuple[str, ...], barred: set[str]
) -> tuple[tuple[str, str | None], ...]:
    """The first goalies not disqualified, one to each slot kind; None where a pending toss holds the place."""
    eligible: Iterator[GoalieRow] = (r for r in ranked if r.player not in barred)
    places: list[tuple[str, str | None]] = []
    for kind in kinds:
        row = next(eligible, None)
        places.append((kind, None if row is None or row.coin_toss_pending else row.player))
    return tuple(places)


def assignment_alerts(season: Season, rulebook: Rulebook, competition: GoalieCompetition | None = None) -> list[str]:
    """A knockout game of an assigned slot kind whose goalie is not the competition's: the committee's
    reason is needed (3-on-3 GC). The text names no field for the reason, so it stays an alert to act on."""
    kinds = rulebook.tournament.goalie_competition_slots
    if not kinds:
        return []
    known = competition if competition is not None else goalie_competition(season, rulebook)
    slots = {b.id: b for b in season.bracket}
    places = dict(zip(kinds, ("first", "second", "third", *(f"{n}th" for n in range(4, 10))), strict=False))
    alerts = []
    for game in season.games_in_order():
        slot = slots.get(game.series or "")
        if game.goalie is None or slot is None or slot.kind not in places:
            continue
        wanted = known.assigned_in(slot.division).get(slot.kind)
        if wanted is not None and wanted != game.goalie:
            rule = rulebook.cite("goalie_competition")
            alerts.append(
                f"Goalie {game.goalie} in the {slot.kind} ({game.id}) is not the goalie competition's "
                f"{places[slot.kind]} ({wanted}): the committee's reason is needed ({rule})"
            )
    return alerts
