"""Each team's regular-season record: games, wins, losses, ties, points, goals (G19's columns)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from league.outcome import Outcome, game_outcome
from league.rulebook import Rulebook
from league.values import Season


@dataclass(frozen=True, slots=True)
class TeamRecord:
    team: str
    gp: int = 0
    w: int = 0
    l: int = 0  # noqa: E741 - the column every standings table calls L
    t: int = 0
    pts: int = 0
    gf: int = 0
    ga: int = 0

    @property
    def diff(self) -> int:
        return self.gf - self.ga


def regular_outcomes(season: Season, rulebook: Rulebook, as_of: date | None = None) -> tuple[Outcome, ...]:
    """The outcomes of the final regular-season games, in date order (games on `as_of` count)."""
    games = sorted(season.games, key=lambda g: g.sort_key)
    outcomes = []
    for game in games:
        if game.stage != "regular" or (as_of is not None and game.date > as_of):
            continue
        outcome = game_outcome(game, rulebook)
        if outcome is not None:
            outcomes.append(outcome)
    return tuple(outcomes)


def team_records(teams: tuple[str, ...], outcomes: tuple[Outcome, ...], rulebook: Rulebook) -> dict[str, TeamRecord]:
    """Every team's record over `outcomes`, keyed by team code (teams without games have zeros)."""
    rows = {code: [0, 0, 0, 0, 0, 0, 0] for code in teams}  # gp w l t pts gf ga
    points = rulebook.points
    # Column of a result and its points, by the sign of (scored - allowed), for home and then away:
    # the loop runs once per game of a season, so it is unrolled and avoids method calls
    # (benchmarks/standings.py: 10,000 games in well under the 20 ms SPEC section 9 allows).
    home_result = {1: (1, points.win), -1: (2, points.loss), 0: (3, points.tie)}
    away_result = {1: (2, points.loss), -1: (1, points.win), 0: (3, points.tie)}
    for outcome in outcomes:
        home_goals, away_goals = outcome.home_goals, outcome.away_goals
        sign = (home_goals > away_goals) - (home_goals < away_goals)
        row = rows.get(outcome.home)
        if row is not None:
            column, earned = home_result[sign]
            row[0] += 1
            row[column] += 1
            row[4] += earned
            row[5] += home_goals
            row[6] += away_goals
        row = rows.get(outcome.away)
        if row is not None:
            column, earned = away_result[sign]
            row[0] += 1
            row[column] += 1
            row[4] += earned
            row[5] += away_goals
            row[6] += home_goals
    return {code: TeamRecord(code, *row) for code, row in rows.items()}


def table_by_points(records: dict[str, TeamRecord]) -> list[tuple[int, TeamRecord, bool]]:
    """(place, record, level) rows by points; teams on equal points share a place and are marked level.

    This is the table before G19's tiebreakers: it never pretends to separate teams it cannot.
    """
    ordered = sorted(records.values(), key=lambda r: (-r.pts, r.team))
    rows = []
    for record in ordered:
        same = [r for r in ordered if r.pts == record.pts]
        place = ordered.index(same[0]) + 1
        rows.append((place, record, len(same) > 1))
    return rows
