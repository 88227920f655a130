"""Seasons in and out of the file: load one as `league` values, import a checked one, export it."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from peewee import DateField

from league.errors import Problem, RuleViolation
from league.rulebook import Rulebook
from league.rulebooks import rulebook_named
from league.season_checks import check_season
from league.values import (
    CoinToss,
    Draft,
    DraftPick,
    Drop,
    EligibilityOverride,
    FeePayment,
    Forfeit,
    Game,
    Goal,
    LateStart,
    Penalty,
    Player,
    Score,
    Season,
    SeasonDates,
    Shift,
    Substitute,
    Team,
    Transfer,
)
from store import models as m
from store.audit import record_decision
from store.db import Store, backup_file
from store.derived import write_outcomes
from store.season_export import season_to_text
from store.season_file import MAX_BYTES, parse_season_text


@dataclass(frozen=True, slots=True)
class ImportReport:
    season: str
    replaced: bool
    backup: Path | None
    games: int
    players: int


def season_names(store: Store) -> list[str]:
    """The seasons held in the file, oldest first."""
    with store.reading():
        return [s.name for s in m.Season.select(m.Season.name).order_by(m.Season.id)]


def resolve_season(store: Store, name: str | None) -> str:
    """The season called `name`, or the latest when None; StoreError-free: RuleViolation when absent."""
    names = season_names(store)
    if not names:
        raise RuleViolation(Problem("--season", "", f"{store.path} holds no season yet (import a season file)"))
    if name is None:
        return names[-1]
    if name not in names:
        raise RuleViolation(Problem("--season", "", f"no season {name!r} in {store.path} (it holds {', '.join(names)})"))
    return name


def season_rulebook(season: Season) -> Rulebook:
    """The built-in rulebook a season names; a RuleViolation names the field when there is none."""
    rulebook = rulebook_named(season.rulebook)
    if rulebook is None:
        raise RuleViolation(Problem("rulebook", "season file", f"unknown rulebook {season.rulebook!r} (built in: gray)"))
    return rulebook


def import_season_file(store: Store, path: Path, replace: bool = False) -> ImportReport:
    """Read, check and store the season file at `path` (see `import_season`)."""
    try:
        if path.stat().st_size > MAX_BYTES:
            raise RuleViolation(Problem(str(path), "season file", f"the file is larger than {MAX_BYTES // 2**20} MB"))
        raw = path.read_bytes()
    except OSError as error:
        raise RuleViolation(Problem(str(path), "", f"cannot read the file ({error.strerror})")) from None
    return import_season(store, parse_season_text(raw), replace=replace, source=path.name)


def import_season(
    store: Store, season: Season, replace: bool = False, source: str = "", backup: bool = True
) -> ImportReport:
    """Check `season` against every rule, back the file up, and store it in one transaction.

    A season of the same name is refused unless `replace`. Nothing is written when any check fails.
    Only the demo, which is made anew on demand, skips the backup.
    """
    problems = check_season(season, season_rulebook(season))
    if problems:
        raise RuleViolation(problems)
    names = season_names(store)
    _refuse_existing(store, season.name in names, season.name, replace)
    saved = backup_file(store.db, store.path, "before-import") if backup and names else None
    with store.writing():
        # Asked again inside the write lock: of two imports of one season at once, one is refused.
        exists = m.Season.select().where(m.Season.name == season.name).exists()
        _refuse_existing(store, exists, season.name, replace)
        if exists:
            m.Season.delete().where(m.Season.name == season.name).execute()
        _write_season(season)
        write_outcomes(season, season_rulebook(season))
        record_decision(
            season.name,
            "import season",
            {"source": source, "replaced": exists, "games": len(season.games), "players": len(season.players)},
        )
    return ImportReport(season.name, exists, saved, len(season.games), len(season.players))


def _refuse_existing(store: Store, exists: bool, name: str, replace: bool) -> None:
    if exists and not replace:
        raise RuleViolation(Problem("season", "", f"{store.path} already holds season {name!r} (use --replace to overwrite it)"))


def delete_season(store: Store, name: str) -> None:
    """Remove season `name` and everything in it, in one audited transaction."""
    with store.writing():
        m.Season.delete().where(m.Season.name == name).execute()
        record_decision(name, "delete season", {})


def _insert(model: type[m.BaseModel], fields: list, rows: list[tuple]) -> None:
    """Insert many rows in one prepared statement: a season has hundreds of thousands of shift rows,
    and building one peewee INSERT per batch costs more than SQLite's own work."""
    if not rows:
        return
    columns = ", ".join(f'"{f.column_name}"' for f in fields)
    marks = ", ".join("?" for _ in fields)
    if any(isinstance(f, DateField) for f in fields):
        rows = [tuple(v.isoformat() if isinstance(v, date) else v for v in row) for row in rows]
    sql = f'INSERT INTO "{model._meta.table_name}" ({columns}) VALUES ({marks})'
    model._meta.database.connection().executemany(sql, rows)


def _write_season(s: Season) -> None:
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
    )
    sid = row.id
    team = {}
    for i, t in enumerate(s.teams):
        team[t.code] = m.Team.insert(season=sid, code=t.code, name=t.name, colour=t.colour, seq=i).execute()
    f = m.Player
    _insert(
        f,
        [f.season, f.pid, f.name, f.born, f.position, f.klass, f.rating, f.number, f.email, f.phone, f.status, f.team,
         f.override_reason, f.override_date, f.seq],
        [
            (sid, p.id, p.name, p.born, p.position, p.klass, p.rating, p.number, p.email, p.phone, p.status,
             team.get(p.team), p.eligibility_override and p.eligibility_override.reason,
             p.eligibility_override and p.eligibility_override.date, i)
            for i, p in enumerate(s.players)
        ],
    )
    player = {pid: rid for rid, pid in m.Player.select(m.Player.id, m.Player.pid).where(m.Player.season == sid).tuples()}
    m.Captain.insert_many([(team[t.code], player[t.captain]) for t in s.teams if t.captain],
                          fields=[m.Captain.team, m.Captain.player]).execute()
    _insert(m.SubstituteGoalie, [m.SubstituteGoalie.season, m.SubstituteGoalie.player, m.SubstituteGoalie.seq],
            [(sid, player[pid], i) for i, pid in enumerate(s.substitute_goalies)])
    if draft:
        d = m.DraftPick
        _insert(d, [d.season, d.round, d.pick, d.team, d.player, d.seq],
                [(sid, k.round, k.pick, team[k.team], player[k.player], i) for i, k in enumerate(draft.picks)])
    t = m.Transfer
    _insert(t, [t.season, t.player, t.to, t.date, t.reason, t.seq],
            [(sid, player[x.player], team[x.to], x.date, x.reason, i) for i, x in enumerate(s.transfers)])
    d = m.Drop
    _insert(d, [d.season, d.player, d.requested_by, d.requested_on, d.decided_on, d.approved, d.reason, d.refund_cents, d.seq],
            [(sid, player[x.player], player.get(x.requested_by), x.requested_on, x.decided_on, x.approved, x.reason,
              x.refund_cents, i) for i, x in enumerate(s.drops)])
    u = m.Substitute
    _insert(u, [u.season, u.player, u.team, u.date, u.replaces, u.seq],
            [(sid, player[x.player], team[x.team], x.date, player[x.replaces], i) for i, x in enumerate(s.substitutes)])
    c = m.CoinToss
    _insert(c, [c.season, c.teams, c.ord, c.seq],
            [(sid, " ".join(x.teams), " ".join(x.order), i) for i, x in enumerate(s.coin_tosses)])
    fp = m.FeePayment
    _insert(fp, [fp.season, fp.team, fp.date, fp.amount_cents, fp.seq],
            [(sid, team[x.team], x.date, x.amount_cents, i) for i, x in enumerate(s.fees_paid)])
    _write_games(sid, s.games, team, player)


def _write_games(sid: int, games: tuple[Game, ...], team: dict, player: dict) -> None:
    g = m.Game
    _insert(
        g,
        [g.season, g.gid, g.stage, g.series, g.no, g.date, g.time, g.room_a, g.room_b, g.home, g.away, g.status,
         g.score_home, g.score_away, g.overtime, g.forfeit_team, g.forfeit_reason, g.signed, g.signed_by,
         g.fees_waived, g.seq],
        [
            (sid, x.id, x.stage, x.series, x.no, x.date, x.time, x.rooms[0] if x.rooms else None,
             x.rooms[1] if x.rooms else None, team[x.home], team[x.away], x.status,
             x.score.home if x.score else None, x.score.away if x.score else None, x.overtime,
             team[x.forfeit.team] if x.forfeit else None, x.forfeit.reason if x.forfeit else None,
             x.signed, x.signed_by, x.fees_waived, i)
            for i, x in enumerate(games)
        ],
    )
    gid = {code: rid for rid, code in g.select(g.id, g.gid).where(g.season == sid).tuples()}
    late, dressed, goals, penalties, shifts = [], [], [], [], []
    for x in games:
        game = gid[x.id]
        late += [(game, team[s.team], s.minutes, s.goalie_only, i) for i, s in enumerate(x.late_starts)]
        seq = 0
        for code, pids in x.dressed:
            for pid in pids:
                dressed.append((game, team[code], player[pid], seq))
                seq += 1
        for i, e in enumerate(x.goals):
            a = [player[pid] for pid in e.assists] + [None, None]
            goals.append((game, team[e.team], player[e.scorer], a[0], a[1], e.period, e.second, i))
        penalties += [
            (game, team[e.team], player.get(e.player), e.kind, e.infraction, e.period, e.second, e.bench, e.equipment,
             e.coincidental, i)
            for i, e in enumerate(x.penalties)
        ]
        seq = 0
        for code, team_shifts in x.shifts:
            for e in team_shifts:
                shifts.append((game, team[code], e.group, " ".join(e.players), e.stop_time, seq))
                seq += 1
    ls, dr, go, pe, sh = m.LateStart, m.Dressed, m.Goal, m.Penalty, m.Shift
    _insert(ls, [ls.game, ls.team, ls.minutes, ls.goalie_only, ls.seq], late)
    _insert(dr, [dr.game, dr.team, dr.player, dr.seq], dressed)
    _insert(go, [go.game, go.team, go.scorer, go.assist1, go.assist2, go.period, go.second, go.seq], goals)
    _insert(pe, [pe.game, pe.team, pe.player, pe.kind, pe.infraction, pe.period, pe.second, pe.bench, pe.equipment,
                 pe.coincidental, pe.seq], penalties)
    _insert(sh, [sh.game, sh.team, sh.grp, sh.players, sh.stop_time, sh.seq], shifts)


def export_season_text(store: Store, name: str | None = None) -> str:
    """The season file of season `name` (the latest when None): the same season, the same bytes."""
    return season_to_text(load_season(store, name))


def load_season(store: Store, name: str | None = None) -> Season:
    """Season `name` (the latest when None) as `league` values, read in one snapshot."""
    name = resolve_season(store, name)
    with store.reading():
        return _read_season(m.Season.get(m.Season.name == name))


def _read_season(row: m.Season) -> Season:
    sid = row.id
    code = {rid: c for rid, c in m.Team.select(m.Team.id, m.Team.code).where(m.Team.season == sid).tuples()}
    pid = {rid: p for rid, p in m.Player.select(m.Player.id, m.Player.pid).where(m.Player.season == sid).tuples()}
    captains = {t: pid[p] for t, p in m.Captain.select(m.Captain.team, m.Captain.player).join(m.Team)
                .where(m.Team.season == sid).tuples()}
    teams = tuple(
        Team(t.code, t.name, captains.get(t.id), t.colour)
        for t in m.Team.select().where(m.Team.season == sid).order_by(m.Team.seq)
    )
    players = tuple(
        Player(p.pid, p.name, p.born, p.position, p.klass, p.rating, p.number, p.email, p.phone, p.status,
               code.get(p.team_id),
               EligibilityOverride(p.override_reason, p.override_date) if p.override_reason is not None else None)
        for p in m.Player.select().where(m.Player.season == sid).order_by(m.Player.seq)
    )

    def rows(model):
        return model.select().where(model.season == sid).order_by(model.seq)

    draft = None
    if row.draft_order is not None:
        picks = tuple(DraftPick(k.round, k.pick, code[k.team_id], pid[k.player_id]) for k in rows(m.DraftPick))
        draft = Draft(row.draft_order, tuple((row.draft_first_round or "").split()), picks)
    return Season(
        league=row.league,
        name=row.name,
        rulebook=row.rulebook,
        dates=SeasonDates(row.age_cutoff, row.roster_deadline),
        teams=teams,
        players=players,
        substitute_goalies=tuple(pid[x.player_id] for x in rows(m.SubstituteGoalie)),
        draft=draft,
        transfers=tuple(Transfer(pid[x.player_id], code[x.to_id], x.date, x.reason) for x in rows(m.Transfer)),
        drops=tuple(
            Drop(pid[x.player_id], pid.get(x.requested_by_id), x.requested_on, x.decided_on, x.approved, x.reason,
                 x.refund_cents)
            for x in rows(m.Drop)
        ),
        substitutes=tuple(
            Substitute(pid[x.player_id], code[x.team_id], x.date, pid[x.replaces_id]) for x in rows(m.Substitute)
        ),
        games=_read_games(sid, code, pid),
        coin_tosses=tuple(CoinToss(tuple(x.teams.split()), tuple(x.ord.split())) for x in rows(m.CoinToss)),
        fees_paid=tuple(FeePayment(code[x.team_id], x.date, x.amount_cents) for x in rows(m.FeePayment)),
    )


def _grouped(model, sid: int, columns: list) -> dict[int, list[tuple]]:
    """Rows of a per-game table for the whole season, grouped by game row id, in sheet order."""
    query = (
        model.select(model.game, *columns)
        .join(m.Game)
        .where(m.Game.season == sid)
        .order_by(model.game, model.seq)
        .tuples()
    )
    result: dict[int, list[tuple]] = defaultdict(list)
    for game, *rest in query:
        result[game].append(tuple(rest))
    return result


def _by_team(rows: list[tuple], code: dict) -> tuple:
    """(team, items) pairs in order of each team's first row."""
    result: dict[str, list] = {}
    for team, item in rows:
        result.setdefault(code[team], []).append(item)
    return tuple((team, tuple(items)) for team, items in result.items())


def _read_games(sid: int, code: dict, pid: dict) -> tuple[Game, ...]:
    late = _grouped(m.LateStart, sid, [m.LateStart.team, m.LateStart.minutes, m.LateStart.goalie_only])
    dressed = _grouped(m.Dressed, sid, [m.Dressed.team, m.Dressed.player])
    g_ = m.Goal
    goals = _grouped(g_, sid, [g_.team, g_.scorer, g_.assist1, g_.assist2, g_.period, g_.second])
    p_ = m.Penalty
    penalties = _grouped(p_, sid, [p_.team, p_.player, p_.kind, p_.infraction, p_.period, p_.second, p_.bench,
                                   p_.equipment, p_.coincidental])
    shifts = _grouped(m.Shift, sid, [m.Shift.team, m.Shift.grp, m.Shift.players, m.Shift.stop_time])
    games = []
    for x in m.Game.select().where(m.Game.season == sid).order_by(m.Game.seq):
        games.append(
            Game(
                id=x.gid, stage=x.stage, date=x.date, time=x.time, home=code[x.home_id], away=code[x.away_id],
                rooms=(x.room_a, x.room_b) if x.room_a is not None else None, status=x.status,
                series=x.series, no=x.no,
                score=Score(x.score_home, x.score_away) if x.score_home is not None else None,
                overtime=x.overtime,
                forfeit=Forfeit(code[x.forfeit_team_id], x.forfeit_reason or "") if x.forfeit_team_id else None,
                late_starts=tuple(LateStart(code[t], n, bool(g)) for t, n, g in late.get(x.id, ())),
                dressed=_by_team([(t, pid[p]) for t, p in dressed.get(x.id, ())], code),
                goals=tuple(
                    Goal(code[t], pid[s], tuple(pid[a] for a in (a1, a2) if a is not None), per, sec)
                    for t, s, a1, a2, per, sec in goals.get(x.id, ())
                ),
                penalties=tuple(
                    Penalty(code[t], pid.get(p), k, inf, per, sec, bool(b), bool(e), bool(c))
                    for t, p, k, inf, per, sec, b, e, c in penalties.get(x.id, ())
                ),
                shifts=_by_team(
                    [(t, Shift(grp, tuple(players.split()), bool(st))) for t, grp, players, st in shifts.get(x.id, ())],
                    code,
                ),
                signed=x.signed, signed_by=x.signed_by, fees_waived=x.fees_waived,
            )
        )
    return tuple(games)
