"""Saving one scoresheet entry onto the game as the file holds it: two people on one game never refuse each
other for changing different parts of it.

The entry is the change from the sheet it was typed on to the sheet it made; under the write lock it is
merged onto the file's game (`league.scoring.merge`: a shift the bench tracker recorded meanwhile, another
scorer's goal, stay) and saved as every game is (`store.writes.games.change_game`: the season checked with it in
place). Only a real conflict is refused: the same event or field changed since (a StaleWrite naming it, the
screen reloads), or a merged sheet that breaks a rule (the rule's refusal). An undo or a redo of an entry is
saved the same way, its change the entry's taken back or made again.
"""

from __future__ import annotations

from peewee import DoesNotExist

from league.results.stored_final import StoredFinal, unasked_replacement, unshown_final_changed
from league.scoring.merge import Labels, SheetConflict, merged_entry
from league.season.score_words import score_words
from league.season.values import Game, Season
from store.file.db import Store
from store.file.failures import StaleWrite
from store.views.season_games import read_game
from store.writes.games import SavedGame, change_game
from store.writes.stale import AUDITED_GAME_FIELDS, FORFEIT_ACTIONS, GAME_ACTIONS, changed_at, stale_write

REDO = "look at it again and redo the entry"


def save_entry(
    store: Store,
    season: Season,
    typed_on: Game,
    entry: Game,
    decision: str | None = None,
    reason: str | None = None,
    labels: Labels | None = None,
    sets_final: bool = False,
) -> SavedGame:
    """Save the change from `typed_on` (the game as the screen showed it) to `entry` (as the entry made it),
    applied to the game as the file holds it. `season` is the one shown (its names word a conflict);
    `labels` name `typed_on`'s events as the sheet showed them. RuleViolation (a StaleWrite for another
    window's change to the same part) writes nothing. An entry that `sets_final` (a bare score, final, a forfeit
    ruling) never replaces a final result its window did not show (`league.results.stored_final`): refused so,
    the screen shows that result, and asks before the next try replaces it. Nor does any other entry change one."""

    def merged(current: Game) -> Game:
        unasked = unasked_replacement(typed_on, entry, current) if sets_final else None
        if unasked is not None:
            raise _final_saved(season, unasked)
        try:
            result = merged_entry(typed_on, entry, current, season, labels)
        except SheetConflict as conflict:
            # A signed sheet, a forfeit, a move change only by an audited decision: its time is said.
            audited = GAME_ACTIONS if conflict.field in AUDITED_GAME_FIELDS or current.signed else ()
            what = conflict.what if conflict.what.startswith("game ") else f"game {entry.id}'s {conflict.what}"
            raise stale_write(season.name, f"games.{conflict.field}", what, audited, entry.id, REDO) from None
        unshown = unshown_final_changed(typed_on, result, current)  # a goal's, an undo's: the result follows them
        if unshown is not None:
            raise _final_saved(season, unshown)
        return result

    return change_game(store, season.name, entry.id, merged, decision, reason)


def _final_saved(season: Season, met: StoredFinal) -> StaleWrite:
    """The refusal of a result entry over a final its window did not show ("game R31's final White 1, Blue 0
    was saved in another window: ..."), with the time of a forfeit ruling's audit row where one made it."""
    stored = met.stored
    score = f" {score_words(stored, met.was, season)}" if met.was is not None else ""
    audited = FORFEIT_ACTIONS if stored.forfeit is not None else ()
    what = f"game {stored.id}'s final{score} was saved"
    return stale_write(season.name, "games.score", what, audited, stored.id, "look at it again (nothing was replaced)")


def stored_game(store: Store, season_name: str, game_id: str) -> tuple[Game | None, str]:
    """Game `game_id` as the file holds it now (None when gone), and when the audit log says a forfeit ruling made
    its result ("at 20:14", else ""): what a result entry is about to meet, read before it asks."""
    known = store.known_season(season_name)
    with store.reading():
        game = known.game(game_id) if known is not None else _read(season_name, game_id)
        ruled = game is not None and game.forfeit is not None
        return game, changed_at(season_name, FORFEIT_ACTIONS, game_id) if ruled else ""


def _read(season_name: str, game_id: str) -> Game | None:
    try:
        return read_game(season_name, game_id)
    except DoesNotExist:  # deleted in another window: the save says so
        return None
