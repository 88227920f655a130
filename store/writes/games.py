"""Writing one game: its schedule line and its sheet, checked against the season, one transaction each.

Every entry of the scoresheet, the bench tracker and the schedule saves the game whole through
`save_game`: the season is checked with the new game in place for everything the change can reach
(`league.checks.game_change`: a game misconduct that would make a later sheet illegal is refused
here), then the game's rows, its stored outcome and, for a committee decision, an audit row are
written together. The season it starts from is the one this connection last read or wrote when
nothing was committed since (`Store.known_season`), else the file's; what it leaves is that season
with the saved game read back in place, known to the store for the next save and the app's reload.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from league.bracket.engine import unneeded_games
from league.checks.game_change import game_change_problems
from league.results.disqualification import counted_outcome, ruling_forfeits
from league.rules.roles import DECIDE, WRITE_SHEET
from league.rules.rulebook import Rulebook
from league.schedule.clashes import clash_in_season
from league.schedule.games import schedule_change_problem
from league.scoring.corrections import sheet_changes
from league.season.changes import changed_fields, dressed_now, fields_changed, stored_now
from league.season.errors import Problem, RuleViolation
from league.season.texts import RULE as TEXT_RULE
from league.season.texts import field_problem
from league.season.values import Game, Season
from league.sheet.replay import SheetReplay
from league.standings.records import regular_outcomes
from league.standings.table import standings
from store.cache.derived import OUTCOME_COLUMNS, outcome_values, write_outcomes
from store.cache.season_cache import SeasonCache
from store.file.audit import OVERRIDE, overridden, record_decision
from store.file.db import Store
from store.file.permits import declaring, require
from store.season_files.tournament_fields import with_slot_kinds
from store.tables import models as m
from store.tables.game_table import GAME_FIELDS, game_columns
from store.tables.season_rows import insert_rows, row_ids, write_sheets
from store.views.season_games import read_game
from store.views.season_load import season_rulebook, season_to_write
from store.writes.stale import AUDITED_GAME_FIELDS, GAME_ACTIONS, stale_write

SHEET_TABLES = (m.LateStart, m.Dressed, m.Goal, m.Penalty, m.ShiftList, m.Shootout, m.ShootoutAttempt)


@dataclass(frozen=True, slots=True)
class SavedGame:
    """What a save leaves behind: the season as it now is, and the saved game's replay."""

    season: Season
    game: Game
    replay: SheetReplay


def save_game(
    store: Store,
    season_name: str | None,
    game: Game,
    decision: str | None = None,
    reason: str | None = None,
    based_on: Game | Season | None = None,
) -> SavedGame:
    """Store `game` (new, or replacing the game with its id) once the season with it keeps every rule.

    A signed sheet (Gray rule 16) changes only with `reason`, the committee's override, which is audit-logged.
    `decision` names a committee decision made by this save (a forfeit ruling, a cancellation ...):
    it is audit-logged with `reason`. `based_on` is the game as the caller saw it, or the season as
    the screen showed it (for a new game: no game with its id, and its playoff series' games as
    shown): when the file holds something else now (another window or process changed it), the save
    is refused (StaleWrite, naming the change) rather than overwrite that change. A refusal raises
    RuleViolation and writes nothing.
    """

    def whole(season: Season) -> Game:
        if isinstance(based_on, Season):
            refuse_stale_games(based_on, season, {game.id} | _series_ids(based_on, game) | _series_ids(season, game))
        elif based_on is not None:
            refuse_stale_games(replace(season, games=(based_on,)), season, {game.id})
        return game

    return _save(store, season_name, whole, decision, reason)


def change_game(
    store: Store,
    season_name: str | None,
    game_id: str,
    change: Callable[[Game], Game],
    decision: str | None = None,
    reason: str | None = None,
) -> SavedGame:
    """Apply `change` to the game as the file holds it under the write lock, then save it as `save_game`
    does: entries from two windows (a bench scorer per team) never overwrite each other."""

    def changed(season: Season) -> Game:
        current = season.game(game_id)
        if current is None:
            raise RuleViolation(Problem("game", "", f"no game {game_id} in season {season.name}"))
        return change(current)

    return _save(store, season_name, changed, decision, reason)


def refuse_stale_games(shown: Season, season: Season, ids: set[str]) -> None:
    """StaleWrite when a game of `ids` in the file is not as `shown` showed it: added, removed or changed
    ("game R12's time was changed in another window at 20:14"; no time for an unaudited sheet entry)."""
    before, now = ({gid: s.game(gid) for gid in ids} for s in (shown, season))
    for gid in sorted(ids):
        old, new = before.get(gid), now.get(gid)
        if old == new:
            continue
        if old is None or new is None:
            raise stale_write(
                season.name, "games", f"game {gid} was {'added' if old is None else 'removed'}", GAME_ACTIONS, gid
            )
        names = changed_fields(old, new)
        # A signed sheet changes only by an audited override; other sheet entries are not audited.
        audited = GAME_ACTIONS if old.signed or set(names) <= AUDITED_GAME_FIELDS else ()
        raise stale_write(
            season.name,
            f"games.{names[0]}",
            fields_changed(f"game {gid}", old, new),
            audited,
            gid,
            stored_now(new, names) or dressed_now(old, new) or "look at it again and redo the entry",
        )


def _series_ids(season: Season, game: Game) -> set[str]:
    """The ids of the games of `game`'s playoff series (none for a regular game)."""
    return {g.id for g in season.games if game.series and g.series == game.series}


def _save(
    store: Store, season_name: str | None, make: Callable[[Season], Game], decision: str | None, reason: str | None
) -> SavedGame:
    # Read, checked and written under one write lock: a sheet signed or changed by another process a
    # moment ago is what these checks see.
    with declaring(WRITE_SHEET), store.writing():
        season = season_to_write(store, season_name)
        game = make(season)
        _permitted(store, season.game(game.id), game, decision)
        cache = store.season_cache(season)
        updated, cancelled, edits_sheet, after = _checked_season(season, game, reason, cache)
        if edits_sheet:
            require(store.actor, DECIDE)  # a signed sheet is unlocked by the committee only
        rulebook = after.rulebook
        replay = after.replays[game.id]
        _write_game(updated, game, rulebook, replay)
        for extra in cancelled:
            _write_game(updated, extra, rulebook, after.replays[extra.id])
            reason_text = f"{extra.series} was decided in game {game.no}: game {extra.no} not needed"
            record_decision(updated.name, "cancel game", {"game": extra.id, "reason": reason_text})
        if rulebook.has_pools:
            # A disqualification (a ruling's, or one on the ice this sheet may have made or undone) turns the
            # team's other games into forfeits or back: a tournament's few games are all written again.
            write_outcomes(updated, rulebook)
        if edits_sheet:
            record_decision(updated.name, OVERRIDE, {"game": game.id, "reason": reason})
        elif (before := season.game(game.id)) is not None and _sheet_of(before) != _sheet_of(game):
            _record_correction(updated, before, game)
        if decision:
            record_decision(updated.name, decision, {"game": game.id, "reason": reason})
        # The rows as written (a move's revision counted, an empty shift list left out): what a reload reads.
        # A game read back equal to the one checked leaves the checked season as it is (the same value, its cache
        # kept whole).
        stored = updated
        for written in (game, *cancelled):
            # A knockout game takes its bracket slot's kind, as a whole season's load gives it: else the next
            # save would find the game "changed in another window" once the screens read the file again.
            read = with_slot_kinds((read_game(updated.name, written.id),), updated.bracket)[0]
            checked = stored.game(read.id)
            # Equal games compare without their move count (a calendar's SEQUENCE): a move read back counts.
            if checked != read or checked is None or checked.revision != read.revision:
                stored = stored.with_game(read)
        store.remember(stored)
        # The season as stored gets its cache from the one the checks made (`store.cache.season_cache`'s rule: a
        # game read back equal keeps its replay), so the screens after the save replay no sheet again.
        kept = after.next(stored, only=(game.id, *(extra.id for extra in cancelled)))
        # Kept inside the write: the dashboard's alerts its commit keeps (`Store.writing`) are worked out through it,
        # and the store holds it from that commit on.
        store.keep_season_cache(kept)
    saved = stored.known_game(game.id)
    return SavedGame(stored, saved, kept.replays[game.id])


def _permitted(store: Store, before: Game | None, game: Game, decision: str | None) -> None:
    """Refuse a signed-in person whose role may not write this game's sheet: a scorer only a game already
    on today's date that stays there, and never with a committee decision."""
    for day in (None if before is None else before.date, game.date):
        require(store.actor, WRITE_SHEET, day=day)
    if decision:
        require(store.actor, DECIDE)


def _checked_season(
    season: Season, game: Game, reason: str | None, cache: SeasonCache
) -> tuple[Season, tuple[Game, ...], bool, SeasonCache]:
    """The season with `game` in place (and the if-necessary games it makes unneeded cancelled), whether
    it overrides a signed sheet, and its cache made from `cache` (`season`'s); RuleViolation when any rule
    refuses it."""
    before = season.game(game.id)
    change = schedule_change_problem(before, game) if before is not None else None
    if change:
        raise RuleViolation(Problem("status", "schedule", change))
    clash = clash_in_season(game, season, season_rulebook(season).schedule)
    if clash is not None:  # a new or moved game, or one scheduled again, taking a slot already held
        names = {t.code: t.name for t in season.teams}
        raise RuleViolation(clash.problem("rooms" if clash.kind == "room" else "time", names))
    edits_sheet = before is not None and before.signed and _sheet_of(before) != _sheet_of(game)
    why = field_problem(reason, "reason") if reason else None  # kept only in the audit log: checked here
    if why:
        raise RuleViolation(Problem("reason", TEXT_RULE, why))
    if edits_sheet and not reason:
        raise RuleViolation(
            Problem(
                "signed",
                season_rulebook(season).cite("signature"),
                f"game {game.id} is signed: the committee unlocks it with override REASON (audit-logged), "
                "corrects it, and signs it again",
            )
        )
    updated = season.with_game(game)
    rulebook = season_rulebook(updated)
    cancelled = _cancel_unneeded(updated, rulebook) if game.stage == "playoff" else ()
    for extra in cancelled:  # unplayed games of the saved game's series: its playoff checks see them all
        updated = updated.with_game(extra)
    after = cache.next(updated, rulebook, only=(game.id, *(extra.id for extra in cancelled)))
    problems = game_change_problems(
        season, updated, game.id, rulebook, cache.replays, after.replays, cache.suspensions, after.suspensions
    )
    if problems:
        raise RuleViolation(problems)
    return updated, cancelled, edits_sheet, after


def _record_correction(season: Season, before: Game, game: Game) -> None:
    """Audit-log a change to a sheet the committee unlocked (override, rule 16) until it is signed again: a
    correction of a signed sheet is a committee decision, what changed said before and after."""
    # Only a final sheet is ever signed: a sheet still being played never asks the audit log (game night's pace).
    if before.status == "final" and not before.signed and overridden(season.name, game.id):
        changes = list(sheet_changes(before, game, season))
        record_decision(season.name, "correct overridden sheet", {"game": game.id, "changes": changes})


def _sheet_of(game: Game) -> Game:
    """The part of a game the referee signs: everything but the committee's fee waiver (Gray rules 15 and 16)."""
    return replace(game, fees_waived=None)


def _cancel_unneeded(season: Season, rulebook: Rulebook) -> tuple[Game, ...]:
    """The series' "if necessary" games a just-decided series no longer needs, marked cancelled."""
    outcomes = regular_outcomes(season, rulebook)
    table = standings(tuple(t.code for t in season.teams), outcomes, rulebook, season.coin_tosses)
    return tuple(replace(g, status="cancelled") for g in unneeded_games(season, rulebook, table))


def _moved(row: m.Game, game: Game) -> bool:
    """Whether the save moves the game (day, time, rooms), or calls it off or back on: a calendar's event
    then changes, and its SEQUENCE (`Game.revision`) must grow for a phone to take the new one."""
    off = ("cancelled", "postponed")
    rooms = (row.room_a, row.room_b) if row.room_a is not None else None
    return (
        (row.date, row.time, rooms) != (game.date, game.time, game.rooms)
        or (row.status in off) != (game.status in off)
        or (row.status != game.status and game.status in off)
    )


def _write_game(season: Season, game: Game, rulebook: Rulebook, replay: SheetReplay) -> None:
    ids = row_ids(season.name)
    sid, team, player = ids.season, ids.team, ids.player
    row = m.Game.get_or_none((m.Game.season == sid) & (m.Game.gid == game.id))
    # A game a disqualification forfeits stores that forfeit, whatever its sheet says
    # (docs/readings/shared.md#disqualification).
    outcome = counted_outcome(game, rulebook, ruling_forfeits(season, rulebook), replay)
    values = dict(zip([f.name for f in GAME_FIELDS], game_columns(game, team, player, season.bracket), strict=True))
    values.update(zip(OUTCOME_COLUMNS, outcome_values(outcome, team), strict=True))
    if row is not None:
        values["revision"] = row.revision + (1 if _moved(row, game) else 0)
    if row is None:  # a new game goes last in the season file's order
        g = m.Game
        seq = g.select().where(g.season == sid).count()
        insert_rows(
            g,
            [g.season, *GAME_FIELDS, g.seq],
            [(sid, *game_columns(game, team, player, season.bracket), seq)],
        )
        row = g.get((g.season == sid) & (g.gid == game.id))
    m.Game.update(**values).where(m.Game.id == row.id).execute()
    for table in SHEET_TABLES:
        table.delete().where(table.game == row.id).execute()
    write_sheets([(row.id, game)], team, player)
