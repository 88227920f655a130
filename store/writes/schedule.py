"""Adding many games at once (a generated round robin, a schedule CSV): one check, one transaction; deleting
a game added by mistake; the weekly ice slots the round robin was last given."""

from __future__ import annotations

import json
from dataclasses import replace

from league.schedule.clashes import first_clash
from league.schedule.games import delete_problem
from league.season.errors import Problem, RuleViolation
from league.season.texts import RULE as TEXT_RULE
from league.season.texts import field_problem
from league.season.values import Game, Season
from store.cache.derived import write_outcomes
from store.file.audit import Detail, record_decision
from store.file.db import Store
from store.file.raw_sql import tuples
from store.season_files.refusal import refuse_broken
from store.tables import models as m
from store.tables.game_table import GAME_FIELDS, game_columns
from store.tables.season_rows import insert_rows, row_ids, write_sheets
from store.views.season_load import season_rulebook, season_to_write
from store.views.season_names import resolve_season
from store.writes.games import refuse_stale_games


def add_games(
    store: Store,
    season_name: str | None,
    games: tuple[Game, ...],
    decision: str,
    detail: Detail | None = None,
    based_on: Season | None = None,
) -> Season:
    """Add `games` (all new ids) to the season once the season with all of them keeps every rule.

    The season is checked once with every new game in place, then the games, their sheets and
    outcomes and one audit row naming `decision` and the games by id are written in one transaction; a refusal
    (RuleViolation) writes nothing. Returns the season as it now is. `based_on` is the season as the
    screen showed it: when another window has added, moved or changed a game of the schedule since
    (the plan was made on the schedule shown), the games are refused (StaleWrite) naming that change.
    """
    with store.writing():  # read, checked and written under one lock
        season = season_to_write(store, season_name)
        if based_on is not None:
            lines = {g.id: _schedule_line(g) for g in based_on.games}
            now = replace(season, games=tuple(_schedule_line(g) for g in season.games))
            shown = replace(season, games=tuple(lines.values()))
            refuse_stale_games(shown, now, set(lines) | {g.id for g in season.games})
        taken = {g.id for g in season.games}
        for i, game in enumerate(games):
            if game.id in taken:
                raise RuleViolation(Problem(f"games[{i}].id", "", f"game {game.id} is already in the season"))
            taken.add(game.id)
        updated = replace(season, games=season.games + tuple(games))
        rulebook = season_rulebook(updated)
        refuse_clash(season, games)
        refuse_broken(updated, store)
        ids = row_ids(updated.name)
        sid, team, player = ids.season, ids.team, ids.player
        seq = m.Game.select().where(m.Game.season == sid).count()
        g = m.Game
        insert_rows(
            g,
            [g.season, *GAME_FIELDS, g.seq],
            [(sid, *game_columns(x, team, player, updated.bracket), seq + i) for i, x in enumerate(games)],
        )
        rid: dict[str, int] = {gid: r for r, gid in tuples(g.select(g.id, g.gid).where(g.season == sid))}
        write_sheets([(rid[x.id], x) for x in games], team, player)
        write_outcomes(updated, rulebook)
        # The games by id, as a single game's row names its one: another window's stale refusal of one of them
        # says when they came (`store.writes.stale.changed_at`); the audit screen shortens a long list.
        record_decision(updated.name, decision, {"games": len(games), "ids": [g.id for g in games], **(detail or {})})
    return updated


def refuse_clash(season: Season, games: tuple[Game, ...]) -> None:
    """RuleViolation naming both games when one of `games` (new to `season`) overlaps a game of the season
    or an earlier one of `games`; its path is the new game's place in the season file (`games[N]`)."""
    clash = first_clash(games, season.games, season_rulebook(season).schedule)
    if clash is not None:
        index, found = clash
        names = {t.code: t.name for t in season.teams}
        raise RuleViolation(found.problem(f"games[{len(season.games) + index}]", names))


def _schedule_line(game: Game) -> Game:
    """The part of a game a schedule is planned on (its slot, teams and status), without its sheet: a goal
    entered on game night elsewhere does not make a plan of new games stale."""
    return Game(
        game.id, game.stage, game.date, game.time, game.home, game.away, game.rooms, game.status, game.series, game.no
    )


DELETE = "delete game"
GENERATE = "generate schedule"


def delete_game(
    store: Store, season_name: str | None, game_id: str, reason: str, based_on: Game | None = None
) -> Season:
    """Delete game `game_id`, a game added by mistake: only while it is scheduled with nothing on its sheet
    (`league.schedule.games.delete_problem`; any other is cancelled and stays on record), with the committee's
    reason, audit-logged in the same transaction. `based_on` is the game as the screen showed it: a game
    changed in another window since is refused (StaleWrite). Returns the season without it."""
    why = field_problem(reason, "reason") if reason.strip() else "is empty: the audit log keeps why the game is deleted"
    if why:
        raise RuleViolation(Problem("reason", TEXT_RULE, why))
    with store.writing():
        season = season_to_write(store, season_name)
        game = season.game(game_id)
        if based_on is not None:
            refuse_stale_games(replace(season, games=(based_on,)), season, {game_id})
        if game is None:
            raise RuleViolation(Problem("game", "", f"no game {game_id} in season {season.name}"))
        problem = delete_problem(game)
        if problem:
            raise RuleViolation(Problem("status", "schedule", problem))
        updated = refuse_broken(replace(season, games=tuple(g for g in season.games if g.id != game_id)), store)
        sid = row_ids(season.name).season
        m.Game.delete().where((m.Game.season == sid) & (m.Game.gid == game_id)).execute()
        if updated.disqualifications:  # a game a disqualification forfeited counted before it was played
            write_outcomes(updated, season_rulebook(updated))
        rooms = f", rooms {game.rooms[0]}/{game.rooms[1]}" if game.rooms else ""
        was = f"{game.home} v {game.away}, {game.date.isoformat()} {game.time}{rooms}"
        record_decision(season.name, DELETE, {"game": game_id, "reason": reason.strip(), "was": was})
    return updated


def remembered_slots(store: Store, season_name: str | None) -> str | None:
    """The weekly ice slots the season's round robin was last generated on, as typed ("Sun 19:00 1/2, ..."):
    kept with the season in the audit row of its schedule, so the next round robin offers them again."""
    name = resolve_season(store, season_name)
    a = m.Audit
    with store.reading():
        rows = a.select(a.detail).where((a.season == name) & (a.action == GENERATE)).order_by(a.id.desc())
        details = [r.detail for r in rows]
    for detail in details:
        try:
            slots = json.loads(detail).get("slots")
        except (ValueError, AttributeError):  # a row another program wrote wrongly holds no slots
            continue
        if isinstance(slots, str) and slots.strip():
            return slots
    return None
