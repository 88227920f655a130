"""Each team's regular-season record: games, wins, losses, ties, points, goals (Gray rule 19's columns)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, NamedTuple

from league.results.outcome_values import Outcome
from league.rules.rulebook import Rulebook

if TYPE_CHECKING:
    from league.season.values import Season


@dataclass(frozen=True, slots=True)
class TeamRecord:
    """A team's columns; `w` and `l` count every win and loss, `otw` ... `sol` those after regulation
    (docs/readings/shared.md#game-formats)."""

    team: str
    gp: int = 0
    w: int = 0
    l: int = 0  # noqa: E741 - the column every standings table calls L
    t: int = 0
    pts: int = 0
    gf: int = 0
    ga: int = 0
    otw: int = 0
    otl: int = 0
    sow: int = 0
    sol: int = 0
    period_points: int = 0
    pim: int = 0

    @property
    def diff(self) -> int:
        return self.gf - self.ga


def regular_outcomes(
    season: Season,
    rulebook: Rulebook,
    as_of: date | None = None,
    outcomes: Mapping[str, Outcome | None] | None = None,
) -> tuple[Outcome, ...]:
    """The outcomes of the final regular-season games, in date order (games on `as_of` count), and of
    those a disqualification counts as forfeits, played or not. `outcomes` (game id ->
    `game_outcome`, each game's own) where they are at hand: a disqualification's forfeit still comes first."""
    # The outcomes game by game: their rules only here (the standings added up in SQL need none of them).
    from league.results.disqualification import counted_outcome, ruling_forfeits, season_goalies

    forfeits = ruling_forfeits(season, rulebook)
    goalies = season_goalies(season)
    counted = []
    for game in season.games_in_order():
        if game.stage != "regular" or (as_of is not None and game.date > as_of):
            continue
        if outcomes is not None and game.id not in forfeits:
            outcome = outcomes[game.id]
        else:
            outcome = counted_outcome(game, rulebook, forfeits, goalies=goalies)
        if outcome is not None:
            counted.append(outcome)
    return tuple(counted)


def team_records(teams: tuple[str, ...], outcomes: tuple[Outcome, ...], rulebook: Rulebook) -> dict[str, TeamRecord]:
    """Every team's record over `outcomes`, keyed by team code (teams without games have zeros).

    Points are the ones each outcome carries (its rulebook's, docs/readings/shared.md#points-and-tiebreakers); goals are
    posted goals.
    """
    rows = {code: [0] * 13 for code in teams}  # gp w l t pts gf ga otw otl sow sol period_points pim
    # The loop runs once per game of a season, so it is unrolled and avoids method calls
    # (benchmarks/standings.py: 10,000 games in well under the 20 ms docs/performance.md allows).
    for outcome in outcomes:
        # Unpacked at once: a named tuple's attributes cost a lookup each.
        _, _, home, away, home_goals, away_goals, home_points, away_points, winner, decided_by, _, _, facts = outcome
        home_column = 3 if winner is None else 1 if winner == home else 2
        row = rows.get(home)
        if row is not None:
            row[0] += 1
            row[home_column] += 1
            row[4] += home_points
            row[5] += home_goals
            row[6] += away_goals
        row = rows.get(away)
        if row is not None:
            row[0] += 1
            row[3 if home_column == 3 else 3 - home_column] += 1
            row[4] += away_points
            row[5] += away_goals
            row[6] += home_goals
        if facts is not None or decided_by in _AFTER_REGULATION:
            _add_details(rows, outcome)
    return {code: TeamRecord(code, *row) for code, row in rows.items()}


_AFTER_REGULATION = {"overtime": 7, "shootout": 9}  # the column of the win; the loss is the next one


def _add_details(rows: dict[str, list[int]], outcome: Outcome) -> None:
    """Overtime and shootout results, period points and penalty minutes of one game."""
    column = _AFTER_REGULATION.get(outcome.decided_by)
    facts = outcome.facts
    for team, period_points, pim in (
        (outcome.home, facts.home_period_points if facts else 0, facts.home_pim if facts else 0),
        (outcome.away, facts.away_period_points if facts else 0, facts.away_pim if facts else 0),
    ):
        row = rows.get(team)
        if row is None:
            continue
        if column is not None and outcome.winner is not None:
            row[column if outcome.winner == team else column + 1] += 1
        row[11] += period_points
        row[12] += pim


class SideTotals(NamedTuple):
    """One team's counted outcomes on one side (home or away) added up: games, wins, ties (the rest are
    losses), points, posted goals for and against, period points and penalty minutes."""

    team: str | None  # None: a team the standings do not list, passed over
    games: int
    wins: int
    ties: int
    points: int
    goals_for: int
    goals_against: int
    period_points: int = 0
    pim: int = 0


class GameTotals(NamedTuple):
    """The outcomes of `games` games of `home` at `away` that `winner` won (None: ties that stood), all
    decided `decided_by`, added up per side."""

    home: str | None
    away: str | None
    winner: str | None
    decided_by: str
    games: int
    home_points: int = 0
    away_points: int = 0
    home_goals: int = 0
    away_goals: int = 0


def points_from_totals(teams: tuple[str, ...], sides: Iterable[SideTotals]) -> dict[str, int]:
    """Every team's points over the outcomes `sides` add up (the records' `pts`), before the records."""
    points = dict.fromkeys(teams, 0)
    for side in sides:
        if side.team in points:
            points[side.team] += side.points
    return points


def records_from_totals(
    teams: tuple[str, ...], sides: Iterable[SideTotals], endings: Iterable[GameTotals]
) -> dict[str, TeamRecord]:
    """`team_records` of the outcomes that `sides` add up per team and side (the store sums them in SQL
    rather than read each game); `endings` give the games decided after regulation (any others are
    passed over), for the overtime and shootout columns."""
    rows = {code: [0] * 13 for code in teams}  # gp w l t pts gf ga otw otl sow sol period_points pim
    for team, games, wins, ties, points, goals_for, goals_against, period_points, pim in sides:
        row = rows.get(team) if team is not None else None
        if row is None:
            continue
        row[0] += games
        row[1] += wins
        row[2] += games - wins - ties
        row[3] += ties
        row[4] += points
        row[5] += goals_for
        row[6] += goals_against
        row[11] += period_points
        row[12] += pim
    for home, away, winner, decided_by, games, *_ in endings:
        won = _AFTER_REGULATION.get(decided_by)  # the column of the win; the loss is the next one
        if won is None or winner is None:
            continue
        for team in (home, away):
            row = rows.get(team) if team is not None else None
            if row is not None:
                row[won if winner == team else won + 1] += games
    return {code: TeamRecord(code, *row) for code, row in rows.items()}


def table_by_points(records: dict[str, TeamRecord]) -> list[tuple[int, TeamRecord, bool]]:
    """(place, record, level) rows by points; teams on equal points share a place and are marked level.

    This is the table before Gray rule 19's tiebreakers: it never pretends to separate teams it cannot.
    """
    ordered = sorted(records.values(), key=lambda r: (-r.pts, r.team))
    rows = []
    for record in ordered:
        same = [r for r in ordered if r.pts == record.pts]
        place = ordered.index(same[0]) + 1
        rows.append((place, record, len(same) > 1))
    return rows
