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

from league.scoring.merge import Labels, SheetConflict, merged_entry
from league.season.values import Game, Season
from store.file.db import Store
from store.writes.games import SavedGame, change_game
from store.writes.stale import AUDITED_GAME_FIELDS, GAME_ACTIONS, stale_write

REDO = "look at it again and redo the entry"


def save_entry(
    store: Store,
    season: Season,
    typed_on: Game,
    entry: Game,
    decision: str | None = None,
    reason: str | None = None,
    labels: Labels | None = None,
) -> SavedGame:
    """Save the change from `typed_on` (the game as the screen showed it) to `entry` (as the entry made it),
    applied to the game as the file holds it. `season` is the one shown (its names word a conflict);
    `labels` name `typed_on`'s events as the sheet showed them. RuleViolation (a StaleWrite for another
    window's change to the same part) writes nothing."""

    def merged(current: Game) -> Game:
        try:
            return merged_entry(typed_on, entry, current, season, labels)
        except SheetConflict as conflict:
            # A signed sheet, a forfeit, a move change only by an audited decision: its time is said.
            audited = GAME_ACTIONS if conflict.field in AUDITED_GAME_FIELDS or current.signed else ()
            what = conflict.what if conflict.what.startswith("game ") else f"game {entry.id}'s {conflict.what}"
            raise stale_write(season.name, f"games.{conflict.field}", what, audited, entry.id, REDO) from None

    return change_game(store, season.name, entry.id, merged, decision, reason)
