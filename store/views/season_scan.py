"""Every game of a season added up in one grouped scan, for the dashboard's first frame (`store.views.dashboard_rows`):
the standings' sums per team and side and per pairing, the games by stage and status, each team's games still to
play. Four statements read the same games four times (49 ms at 30,000 games, docs/performance.md); one scan grouped
by pairing, winner, how the game was decided, stage, status and whether it has a result gives a few dozen rows,
which Python folds into each of them. What the sums count and how they rank is the standings' own reading
(`store.views.standings_read.standings_from_totals`, then `league`): only the adding up is shared. The standings'
own statements (`store.views.outcome_totals`) add the same results up for their reads; both are SQL for their
speed, and `tests/store/test_scan_and_totals_agree.py` holds them to the same sums.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from league.results.outcome_values import REGULATION
from league.season.game_values import LEFT_STATUSES
from league.standings.records import GameTotals, SideTotals
from store.file.sql_reader import Reader

# A regular-season game still to play (`league.season.game_counts`).

# Row: home, away, winner, decided_by, stage, status, no result yet, games, then the sums of each side's points and
# goals (and, for a rulebook that reads them, period points and penalty minutes). The columns are those of the
# covering index (`migrations.STANDINGS_INDEX`) but the facts: the scan reads the index alone for most rulebooks.
_SUMS = "COUNT(*), SUM(points_home), SUM(points_away), SUM(result_home), SUM(result_away)"
_FACT_SUMS = ", SUM(period_points_home), SUM(period_points_away), SUM(pim_home), SUM(pim_away)"
_KEYS = "home_id, away_id, winner_id, decided_by, stage, status, result_home IS NULL"
_SCAN = "SELECT {keys}, {sums} FROM game WHERE season_id = ? GROUP BY {keys}"


@dataclass(frozen=True)
class GameGroups:
    """A season's games added up (`fold_groups`)."""

    sides: tuple[SideTotals, ...]  # the counted results per team and side, as `load_side_totals` adds them up
    pairings: tuple[tuple[int, int, GameTotals], ...]  # (home row id, away row id, their counted results' sums)
    by_status: dict[tuple[str, str], int]  # every game by (stage, status)
    left: dict[int, int]  # team row id -> regular-season games still to play

    def endings(self, level: Mapping[int, int]) -> list[GameTotals]:
        """What `store.views.outcome_totals.load_game_totals` reads: the games decided after regulation, and those
        between two teams on the same points (`level`: row id -> points)."""
        return [
            totals
            for home, away, totals in self.pairings
            if totals.decided_by != REGULATION or (home in level and level[home] == level.get(away))
        ]


def scan_rows(db: Reader, season_id: int, facts: bool) -> list[tuple[Any, ...]]:
    """The rows of the one scan, as the statement gives them (`fold_groups` adds them up)."""
    sql = _SCAN.format(keys=_KEYS, sums=_SUMS + (_FACT_SUMS if facts else ""))
    return db.execute(sql, (season_id,)).fetchall()


def fold_groups(rows: Iterable[tuple[Any, ...]], codes: Mapping[int, str]) -> GameGroups:
    """The scan's `rows` added up into a season's `GameGroups` (`codes`: team row id -> code)."""
    sides: dict[tuple[int, bool], list[int]] = {}
    pairings: dict[tuple[int, int, int | None, str], list[int]] = {}
    by_status: dict[tuple[str, str], int] = {}
    left: dict[int, int] = {}
    for home, away, winner, decided_by, stage, status, unplayed, games, *sums in rows:
        by_status[stage, status] = by_status.get((stage, status), 0) + games
        if stage != "regular":
            continue
        if status in LEFT_STATUSES:
            for team in (home, away):
                left[team] = left.get(team, 0) + games
        if unplayed:
            continue
        _add_sides(sides, home, away, winner, games, sums)
        how = decided_by or REGULATION
        _add(pairings.setdefault((home, away, winner, how), [0] * 5), (games, *sums[:4]))
    return GameGroups(
        tuple(SideTotals(codes.get(team), *sums) for (team, _), sums in sides.items()),
        tuple(
            (home, away, GameTotals(codes.get(home), codes.get(away), _code(codes, winner), how, *sums))
            for (home, away, winner, how), sums in pairings.items()
        ),
        by_status,
        left,
    )


def _add_sides(
    sides: dict[tuple[int, bool], list[int]], home: int, away: int, winner: int | None, games: int, sums: Sequence[int]
) -> None:
    """One group's games added to the home team's home side and the away team's away side: games, wins, ties,
    points, goals for and against, period points and penalty minutes."""
    points_home, points_away, goals_home, goals_away, *facts = sums
    period_home, period_away, pim_home, pim_away = facts or (0, 0, 0, 0)
    ties = games if winner is None else 0
    _add(
        sides.setdefault((home, True), [0] * 8),
        (games, games if winner == home else 0, ties, points_home, goals_home, goals_away, period_home, pim_home),
    )
    _add(
        sides.setdefault((away, False), [0] * 8),
        (games, games if winner == away else 0, ties, points_away, goals_away, goals_home, period_away, pim_away),
    )


def _add(into: list[int], values: Sequence[int | None]) -> None:
    """`values` added to `into`, place by place; a sum over no value (SQL's NULL) adds nothing."""
    for n, value in enumerate(values):
        if value is not None:
            into[n] += value


def _code(codes: Mapping[int, str], team: int | None) -> str | None:
    return codes.get(team) if team is not None else None
