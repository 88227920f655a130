"""Adding many games at once (a generated round robin, a schedule CSV): one check, one transaction."""

from __future__ import annotations

from dataclasses import replace

from league.clashes import first_clash
from league.errors import Problem, RuleViolation
from league.values import Game, Season
from store import models as m
from store.audit import Detail, record_decision
from store.db import Store
from store.derived import write_outcomes
from store.raw_sql import tuples
from store.season_load import load_season, season_rulebook
from store.season_names import resolve_season
from store.season_rows import (
    GAME_FIELDS,
    game_columns,
    insert_rows,
    row_ids,
    write_sheets,
)
from store.seasons import refuse_broken
from store.sheets import refuse_stale_games


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
    outcomes and one audit row naming `decision` are written in one transaction; a refusal
    (RuleViolation) writes nothing. Returns the season as it now is. `based_on` is the season as the
    screen showed it: when another window has added, moved or changed a game of the schedule since
    (the plan was made on the schedule shown), the games are refused (StaleWrite) naming that change.
    """
    with store.writing():  # read, checked and written under one lock
        season = load_season(store, resolve_season(store, season_name))
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
        refuse_broken(updated)
        ids = row_ids(updated.name)
        sid, team, player = ids.season, ids.team, ids.player
        seq = m.Game.select().where(m.Game.season == sid).count()
        g = m.Game
        insert_rows(
            g,
            [g.season, g.gid, *GAME_FIELDS, g.seq],
            [(sid, x.id, *game_columns(x, team, player, updated.bracket), seq + i) for i, x in enumerate(games)],
        )
        rid: dict[str, int] = {gid: r for r, gid in tuples(g.select(g.id, g.gid).where(g.season == sid))}
        write_sheets([(rid[x.id], x) for x in games], team, player)
        write_outcomes(updated, rulebook)
        record_decision(updated.name, decision, {"games": len(games), **(detail or {})})
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
