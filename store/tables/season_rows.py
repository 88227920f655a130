"""Writing a season's rows: every table of a season file, in bulk, inside the caller's transaction."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from peewee import DateField, Field

from league.season.values import BracketSlot, Game, Season
from store.file.migrations import shift_line
from store.file.raw_sql import execute_many, tuples
from store.tables import models as m
from store.tables.game_table import GAME_FIELDS, game_columns
from store.tables.tournament_rows import write_tournament
from store.views.season_games import SHEET_COLUMNS

Row = tuple[object, ...]
SheetRows = dict[str, list[Row]]
SHEET_PAGE = 500  # games whose sheet rows are made and inserted at once (a 30,000-game season's are 200 MB)


def insert_rows(model: type[m.BaseModel], fields: Sequence[Field[Any]], rows: Sequence[Row]) -> None:
    """Insert many rows in one prepared statement: a season has hundreds of thousands of shift rows,
    and building one peewee INSERT per batch costs more than SQLite's own work."""
    if not rows:
        return
    columns = ", ".join(f'"{f.column_name}"' for f in fields)
    marks = ", ".join("?" for _ in fields)
    if any(isinstance(f, DateField) for f in fields):
        rows = [tuple(v.isoformat() if isinstance(v, date) else v for v in row) for row in rows]
    sql = f'INSERT INTO "{model._meta.table_name}" ({columns}) VALUES ({marks})'
    execute_many(model._meta.database, sql, rows)


def write_season(s: Season) -> None:
    """Insert every row of the season; the caller holds the write transaction."""
    draft = s.draft
    row = m.Season.create(
        name=s.name,
        league=s.league,
        rulebook=s.rulebook,
        age_cutoff=s.dates.age_cutoff,
        roster_deadline=s.dates.roster_deadline,
        draft_order=draft.order if draft else None,
        draft_first_round=" ".join(draft.first_round) if draft else None,
        time_zone=s.time_zone,
        rink=s.rink,
    )
    sid = row.id
    team: dict[str, int] = {}
    for i, t in enumerate(s.teams):
        team[t.code] = m.Team.insert(season=sid, code=t.code, name=t.name, colour=t.colour, seq=i).execute()
    f = m.Player
    insert_rows(
        f,
        [
            f.season,
            f.pid,
            f.name,
            f.born,
            f.position,
            f.klass,
            f.rating,
            f.number,
            f.email,
            f.phone,
            f.status,
            f.team,
            f.override_reason,
            f.override_date,
            f.seq,
            f.elite,
            f.same_person_as,
            f.same_person_reason,
        ],
        [
            (
                sid,
                p.id,
                p.name,
                p.born,
                p.position,
                p.klass,
                p.rating,
                p.number,
                p.email,
                p.phone,
                p.status,
                None if p.team is None else team.get(p.team),
                p.eligibility_override and p.eligibility_override.reason,
                p.eligibility_override and p.eligibility_override.date,
                i,
                p.elite,
                p.same_person_as and p.same_person_as.player,
                p.same_person_as and p.same_person_as.reason,
            )
            for i, p in enumerate(s.players)
        ],
    )
    player = row_ids(s.name).player
    m.Captain.insert_many(
        [(team[t.code], player[t.captain]) for t in s.teams if t.captain], fields=[m.Captain.team, m.Captain.player]
    ).execute()
    insert_rows(
        m.SubstituteGoalie,
        [m.SubstituteGoalie.season, m.SubstituteGoalie.player, m.SubstituteGoalie.seq],
        [(sid, player[pid], i) for i, pid in enumerate(s.substitute_goalies)],
    )
    insert_rows(
        m.Spare, [m.Spare.season, m.Spare.player, m.Spare.seq], [(sid, player[p], i) for i, p in enumerate(s.spares)]
    )
    if draft:
        pk = m.DraftPick
        insert_rows(
            pk,
            [pk.season, pk.round, pk.pick, pk.team, pk.player, pk.seq],
            [(sid, k.round, k.pick, team[k.team], player[k.player], i) for i, k in enumerate(draft.picks)],
        )
    tr = m.Transfer
    insert_rows(
        tr,
        [tr.season, tr.player, tr.to, tr.date, tr.reason, tr.seq],
        [(sid, player[x.player], team[x.to], x.date, x.reason, i) for i, x in enumerate(s.transfers)],
    )
    d = m.Drop
    insert_rows(
        d,
        [d.season, d.player, d.requested_by, d.requested_on, d.decided_on, d.approved, d.reason, d.refund_cents, d.seq],
        [
            (
                sid,
                player[x.player],
                None if x.requested_by is None else player.get(x.requested_by),
                x.requested_on,
                x.decided_on,
                x.approved,
                x.reason,
                x.refund_cents,
                i,
            )
            for i, x in enumerate(s.drops)
        ],
    )
    u = m.Substitute
    insert_rows(
        u,
        [u.season, u.player, u.team, u.date, u.replaces, u.seq],
        [(sid, player[x.player], team[x.team], x.date, player[x.replaces], i) for i, x in enumerate(s.substitutes)],
    )
    c = m.CoinToss
    insert_rows(
        c,
        [c.season, c.teams, c.ord, c.seq],
        [(sid, " ".join(x.teams), " ".join(x.order), i) for i, x in enumerate(s.coin_tosses)],
    )
    fp = m.FeePayment
    insert_rows(
        fp,
        [fp.season, fp.team, fp.date, fp.amount_cents, fp.seq, fp.void_reason, fp.void_date],
        [
            (sid, team[x.team], x.date, x.amount_cents, i, *((x.void.reason, x.void.date) if x.void else (None, None)))
            for i, x in enumerate(s.fees_paid)
        ],
    )
    write_games(sid, s.games, team, player, s.bracket)
    write_tournament(sid, s, team, player)  # after the games its rulings name


def write_games(
    sid: int,
    games: tuple[Game, ...],
    team: dict[str, int],
    player: dict[str, int],
    bracket: tuple[BracketSlot, ...] = (),
) -> None:
    """Insert the games of a season with their sheets; the caller holds the write transaction."""
    g = m.Game
    for start in range(0, len(games), SHEET_PAGE):  # a page at a time: a 30,000-game season's rows are 15 MiB
        insert_rows(
            g,
            [g.season, *GAME_FIELDS, g.seq],
            [
                (sid, *game_columns(x, team, player, bracket), start + i)
                for i, x in enumerate(games[start : start + SHEET_PAGE])
            ],
        )
    gid: dict[str, int] = {code: rid for rid, code in tuples(g.select(g.id, g.gid).where(g.season == sid))}
    for start in range(0, len(games), SHEET_PAGE):  # a page of sheets' rows at a time: bounded whatever the size
        write_sheets([(gid[x.id], x) for x in games[start : start + SHEET_PAGE]], team, player)


def sheet_rows(game: object, x: Game, team: dict[str, int], player: dict[str, int], anchor: int | None) -> SheetRows:
    """Game `x`'s sheet rows by table (`season_games.SHEET_COLUMNS`' keys), each row the game (`game`), the
    table's `SHEET_COLUMNS` and its seq (a dressed row's seq is one of its columns), plus "first": the
    game's `shootout` row (game, first team) when its sheet holds one. What import stores, and what the
    season file's writer reads back (`season_export.season_to_text` writes a season's games through them).
    `anchor` is the player an empty lineup's row points at (see models.Dressed)."""
    dressed: list[Row] = []
    seq = 0
    for code, pids in x.dressed:
        if not pids and anchor is not None:  # a recorded empty lineup (Gray rule 10: a no-show) keeps its row
            dressed.append((game, team[code], anchor, m.EMPTY_LINEUP - seq))
            seq += 1
        for pid in pids:
            dressed.append((game, team[code], player[pid], seq))
            seq += 1
    goals: list[Row] = []
    for i, e in enumerate(x.goals):
        a: list[int | None] = [*(player[pid] for pid in e.assists), None, None]
        goals.append((game, team[e.team], player[e.scorer], a[0], a[1], e.period, e.second, e.penalty_shot, i))
    shootout = x.shootout
    return {
        "late": [(game, team[s.team], s.minutes, s.goalie_only, i) for i, s in enumerate(x.late_starts)],
        "dressed": dressed,
        "goals": goals,
        "penalties": [
            (
                game,
                team[e.team],
                None if e.player is None else player.get(e.player),
                e.kind,
                e.infraction,
                e.period,
                e.second,
                e.bench,
                e.equipment,
                e.coincidental,
                i,
            )
            for i, e in enumerate(x.penalties)
        ],
        "shifts": [
            (game, team[code], "\n".join(shift_line(e.group, " ".join(e.players), e.stop_time) for e in shifts), i)
            for i, (code, shifts) in enumerate((c, s) for c, s in x.shifts if s)  # no row for no shifts
        ],
        "shootout": []
        if shootout is None
        else [(game, team[a.team], player[a.shooter], a.scored, i) for i, a in enumerate(shootout.attempts)],
        "first": [] if shootout is None else [(game, None if shootout.first is None else team[shootout.first])],
    }


def write_sheets(games: list[tuple[int, Game]], team: dict[str, int], player: dict[str, int]) -> None:
    """Insert the sheet rows (late starts, dressed, goals, penalties, shifts, shootout attempts) of games by row id."""
    anchor = min(player.values(), default=None)
    tables: SheetRows = {key: [] for key in (*SHEET_COLUMNS, "first")}
    for game, x in games:
        for key, rows in sheet_rows(game, x, team, player, anchor).items():
            tables[key] += rows
    for key, (model, fields) in SHEET_COLUMNS.items():
        own = model._meta.fields  # every sheet table has its game and its seq
        seq = [] if key == "dressed" else [own["seq"]]  # a dressed row's seq is one of its columns
        insert_rows(model, [own["game"], *fields, *seq], tables[key])
    insert_rows(m.Shootout, [m.Shootout.game, m.Shootout.first], tables["first"])


@dataclass(frozen=True, slots=True)
class RowIds:
    """The row ids of one stored season: the season's, its teams' by code and its players' by league id."""

    season: int
    team: dict[str, int]
    player: dict[str, int]


def row_ids(season_name: str) -> RowIds:
    """Where a season's rows are, for writes that point at its teams and players (inside a transaction)."""
    sid = m.Season.get(m.Season.name == season_name).id
    team: dict[str, int] = dict(tuples(m.Team.select(m.Team.code, m.Team.id).where(m.Team.season == sid)))
    player: dict[str, int] = dict(tuples(m.Player.select(m.Player.pid, m.Player.id).where(m.Player.season == sid)))
    return RowIds(sid, team, player)
