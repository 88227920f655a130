"""A tournament's pools (docs/readings/shared.md#pools-and-the-bracket, docs/readings/shared.md#disqualification):
each pool's table over its own games, and its places.

A pool's table counts only the pool games (stage `regular`) between two of its teams, with the
rulebook's points and criteria and the coin tosses recorded for sets of its teams. A disqualified
team ranks last, marked `dq`, its row counting every game counted as its forfeit (unplayed ones too).
The places are fixed once every pool game is final, cancelled or a disqualification's forfeit (decided
even while scheduled) and no coin toss is pending in the pool.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from league.results.disqualification import disqualified_from, season_outcomes
from league.results.outcome import Outcome
from league.rules.rulebook import Rulebook
from league.season.values import OPEN_DIVISION, Game, Pool, Season
from league.standings.table import Standings, standings

DECIDED_STATUSES = ("final", "cancelled")


@dataclass(frozen=True, slots=True)
class PoolTable:
    """One pool's standings (disqualified teams last, marked `dq`) and whether its places are fixed.

    `games_left` counts its games still to be decided (neither final, cancelled nor a disqualification's
    forfeit); `places` is the order of every team once fixed (None before), `bracket_order` the order of
    the teams a bracket side `pool:P:N` may name (the disqualified left out).
    """

    pool: Pool
    standings: Standings
    games_left: int

    @property
    def fixed(self) -> bool:
        return self.games_left == 0 and not self.standings.coin_toss_pending

    @property
    def places(self) -> tuple[str, ...] | None:
        return self.standings.order if self.fixed else None

    @property
    def bracket_order(self) -> tuple[str, ...]:
        return tuple(row.team for row in self.standings.rows if not row.dq)

    def place_of(self, team: str) -> int | None:
        """The team's place in its pool as the table stands (1 is first), or None when not in the pool."""
        row = self.standings.row(team)
        return row.rank if row is not None else None


def division_codes(season: Season) -> tuple[str, ...]:
    """The season's divisions in file order, then any a pool or slot names that the list lacks
    (`OPEN` when the file gives none)."""
    codes = [d.code for d in season.divisions]
    for named in (*(p.division for p in season.pools), *(s.division for s in season.bracket)):
        if named not in codes:
            codes.append(named)
    return tuple(codes) or (OPEN_DIVISION,)


def pool_games(season: Season, pool: Pool) -> tuple[Game, ...]:
    """The pool's own games: regular games between two of its teams, in game order."""
    members = set(pool.teams)
    games = (g for g in season.games if g.stage == "regular" and g.home in members and g.away in members)
    return tuple(sorted(games, key=lambda g: g.sort_key))


def pool_of(season: Season, team: str) -> Pool | None:
    """The pool `team` plays in, or None."""
    return next((p for p in season.pools if team in p.teams), None)


def pool_tables(
    season: Season, rulebook: Rulebook, outcomes: Mapping[str, Outcome] | None = None
) -> tuple[PoolTable, ...]:
    """Every pool's table, in the order of `season.pools`. `outcomes` are the counted outcomes by game id
    (`league.results.disqualification.season_outcomes`), computed here when not given."""
    counted = season_outcomes(season, rulebook) if outcomes is None else outcomes
    disqualified = frozenset(disqualified_from(season, rulebook))
    names = {t.code: t.name for t in season.teams}
    return tuple(_table(season, pool, rulebook, counted, disqualified, names) for pool in season.pools)


def places(tables: tuple[PoolTable, ...]) -> dict[str, tuple[str, ...]]:
    """{pool code: its teams in place order} for every fixed pool (`playoffs --json`'s `places`)."""
    return {t.pool.code: order for t in tables if (order := t.places) is not None}


def _table(
    season: Season,
    pool: Pool,
    rulebook: Rulebook,
    outcomes: Mapping[str, Outcome],
    disqualified: frozenset[str],
    names: dict[str, str],
) -> PoolTable:
    games = pool_games(season, pool)
    counted = tuple(outcomes[g.id] for g in games if g.id in outcomes)
    left = sum(1 for g in games if g.status not in DECIDED_STATUSES and g.id not in outcomes)
    members = set(pool.teams)
    tosses = tuple(t for t in season.coin_tosses if set(t.teams) <= members)
    staying = tuple(t for t in pool.teams if t not in disqualified)
    out = tuple(t for t in pool.teams if t in disqualified)
    table = standings(staying, counted, rulebook, tosses, names)
    if out:
        # The disqualified rank last, among themselves by their records; no toss is ever needed for them.
        tail = standings(out, counted, rulebook, (), names).rows
        below = tuple(
            replace(row, rank=len(table.rows) + i, coin_toss_pending=False, explanation=(), dq=True)
            for i, row in enumerate(tail, 1)
        )
        table = replace(table, rows=table.rows + below)
    return PoolTable(pool, table, left)
