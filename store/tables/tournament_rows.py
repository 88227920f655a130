"""A tournament's own rows (schema 12, docs/season-file.md#a-tournaments-parts): its divisions, pools with their teams,
bracket slots, disqualifications and suspension rulings, written after the season's games and read back as values."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from peewee import Field

from league.season.values import BracketSlot, Disqualification, Division, Pool, Season, SuspensionRuling
from store.file.raw_sql import tuples
from store.tables import models as m
from store.tables.held_tables import season_rows_in_order, tables_holding


@dataclass(frozen=True, slots=True)
class Tournament:
    """A season's tournament parts as read back; all empty for a Gray season."""

    divisions: tuple[Division, ...]
    pools: tuple[Pool, ...]
    bracket: tuple[BracketSlot, ...]
    disqualifications: tuple[Disqualification, ...]
    suspension_rulings: tuple[SuspensionRuling, ...]


def _insert(model: type[m.BaseModel], fields: Sequence[Field[Any]], rows: list[tuple[object, ...]]) -> None:
    """A few rows in one INSERT (a tournament's lists are short)."""
    if rows:
        model.insert_many(rows, fields=list(fields)).execute()


def write_tournament(sid: int, s: Season, team: dict[str, int], player: dict[str, int]) -> None:
    """Insert a tournament's divisions, pools, bracket and committee rulings, after its games (the
    rulings name them); the caller holds the write transaction."""
    game: dict[str, int] = dict(tuples(m.Game.select(m.Game.gid, m.Game.id).where(m.Game.season == sid)))
    dv, bs, dq, sr, pt = m.Division, m.BracketSlot, m.Disqualification, m.SuspensionRuling, m.PoolTeam
    _insert(dv, [dv.season, dv.code, dv.name, dv.seq], [(sid, d.code, d.name, i) for i, d in enumerate(s.divisions)])
    for i, p in enumerate(s.pools):
        pool = m.Pool.insert(season=sid, code=p.code, name=p.name, division=p.division, seq=i).execute()
        _insert(pt, [pt.pool, pt.team, pt.seq], [(pool, team[code], j) for j, code in enumerate(p.teams)])
    _insert(
        bs,
        [bs.season, bs.slot, bs.division, bs.kind, bs.side_a, bs.side_b, bs.best_of, bs.seq],
        [(sid, b.id, b.division, b.kind, *b.sides, b.best_of, i) for i, b in enumerate(s.bracket)],
    )
    _insert(
        dq,
        [dq.season, dq.team, dq.game, dq.reason, dq.seq],
        [(sid, team[x.team], game[x.game], x.reason, i) for i, x in enumerate(s.disqualifications)],
    )
    _insert(
        sr,
        [sr.season, sr.player, sr.game, sr.games, sr.reason, sr.seq],
        [(sid, player[x.player], game[x.game], x.games, x.reason, i) for i, x in enumerate(s.suspension_rulings)],
    )


# A Gray season's parts: none of a tournament's.
NO_TOURNAMENT = Tournament((), (), (), (), ())


# The tables of a tournament's parts that name their season (a pool's teams go with their pool).
_TOURNAMENT_TABLES = (m.Division, m.Pool, m.BracketSlot, m.Disqualification, m.SuspensionRuling)


def read_tournament(sid: int, code: dict[int, str], pid: dict[int, str]) -> Tournament:
    """Season `sid`'s tournament parts in file order, teams and players by their league codes."""
    if not tables_holding(sid, _TOURNAMENT_TABLES):
        return NO_TOURNAMENT
    gid: dict[int, str] = dict(tuples(m.Game.select(m.Game.id, m.Game.gid).where(m.Game.season == sid), ("gids", sid)))
    dv, bs, dq, sr = m.Division, m.BracketSlot, m.Disqualification, m.SuspensionRuling
    return Tournament(
        divisions=tuple(Division(x.code, x.name) for x in season_rows_in_order(dv, sid)),
        pools=_pools(sid, code),
        bracket=tuple(
            BracketSlot(x.slot, x.division, x.kind, (x.side_a, x.side_b), x.best_of)
            for x in season_rows_in_order(bs, sid)
        ),
        disqualifications=tuple(
            Disqualification(code[x.team_id], gid[x.game_id], x.reason) for x in season_rows_in_order(dq, sid)
        ),
        suspension_rulings=tuple(
            SuspensionRuling(pid[x.player_id], gid[x.game_id], x.games, x.reason) for x in season_rows_in_order(sr, sid)
        ),
    )


def _pools(sid: int, code: dict[int, str]) -> tuple[Pool, ...]:
    """A tournament's pools in file order, each with its teams in the pool's order."""
    pt = m.PoolTeam
    teams: dict[int, list[str]] = defaultdict(list)
    query = pt.select(pt.pool, pt.team).join(m.Pool).where(m.Pool.season == sid).order_by(pt.pool, pt.seq)
    for pool, team in tuples(query, ("pool teams", sid)):
        teams[pool].append(code[team])
    pools = season_rows_in_order(m.Pool, sid)
    return tuple(Pool(p.code, p.name, p.division, tuple(teams[p.id])) for p in pools)
