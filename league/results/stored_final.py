"""Whether an entry that sets a game's result by itself (a bare score, `final`, a forfeit ruling) would replace a
final result the file already holds: the one place every entry point asks before it saves one.

A stored final is never replaced without the person entering it being asked, naming both results: two windows
on one game (or one window showing the game as it was before another saved it) would otherwise let the later
entry win without a word. The same result entered again replaces nothing. A signed sheet is left out: no entry
changes it until the committee unlocks it, asked or not.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from league.season.values import Forfeit, Game, Score

# What a final game's result is: its played score (a bare score, or its goals), overtime and any committee forfeit.
Result = tuple[Score | None, bool, Forfeit | None]
# The fields a result entry sets (the rest of the sheet it leaves as it is).
RESULT_FIELDS = ("status", "score", "overtime", "forfeit")


def result_of(game: Game) -> Result:
    """The result `game` holds as its final (meaningful only for a final game)."""
    return (game.played_score, game.overtime, game.forfeit)


def _open_final(game: Game) -> bool:
    """`game` is final and unsigned: a result an entry can meet (a signed sheet refuses every entry by itself)."""
    return game.status == "final" and not game.signed


@dataclass(frozen=True, slots=True)
class StoredFinal:
    """A final result in the file that an entry meets: `stored` as the file holds it, `entry` as the entry made it,
    and `shown` as the window showed it when the entry was typed."""

    stored: Game
    entry: Game
    shown: Game

    @property
    def after(self) -> Game:
        """The file's game with the entry saved: the result fields the entry changed from the sheet it was typed on
        taken from it, the rest as stored (as the save merges it)."""
        changed = {f: getattr(self.entry, f) for f in RESULT_FIELDS if getattr(self.entry, f) != getattr(self.shown, f)}
        return replace(self.stored, **changed)

    @property
    def replaces(self) -> bool:
        """The entry makes a different result: saving it replaces the stored one."""
        return result_of(self.after) != result_of(self.stored)

    @property
    def saved_already(self) -> bool:
        """The entry makes the stored result and changes nothing else on the sheet it was typed on (the same score
        again): nothing to save. A `periods` correction keeping the final score still saves its periods."""
        return not self.replaces and _with_result_of(self.shown, self.entry) == self.shown

    @property
    def stale(self) -> bool:
        """The window did not show this stored result: another window or process saved it since."""
        return self.shown.status != "final" or result_of(self.shown) != result_of(self.stored)

    def holds(self, game: Game) -> bool:
        """`game` (the file's, read again) still holds the stored result this entry met: a `y` to the question about
        it replaces that result, never one saved since the question was asked."""
        return _open_final(game) and result_of(game) == result_of(self.stored)

    @property
    def was(self) -> Score | None:
        return self.stored.played_score

    @property
    def now(self) -> Score | None:
        return self.after.played_score


def _with_result_of(source: Game, game: Game) -> Game:
    """`game` with `source`'s result fields (`RESULT_FIELDS`): equal to `source` when nothing else differs."""
    return replace(game, **{f: getattr(source, f) for f in RESULT_FIELDS})


def stored_final(shown: Game, entry: Game, stored: Game) -> StoredFinal | None:
    """What a result entry (typed on `shown`, making `entry`) meets in the file, whose game is `stored`: None when
    the file's game is not final (or is signed: its signature refuses any entry) or the entry makes it not final."""
    if not _open_final(stored) or entry.status != "final":
        return None
    return StoredFinal(stored, entry, shown)


def unasked_replacement(shown: Game, entry: Game, stored: Game) -> StoredFinal | None:
    """The stored final a result entry would replace without its window having shown it (so without the
    question having been asked about it), or None: the save refuses such an entry."""
    met = stored_final(shown, entry, stored)
    return met if met is not None and met.replaces and met.stale else None


def unshown_final_changed(shown: Game, merged: Game, stored: Game) -> StoredFinal | None:
    """The stored final any entry (a goal, a correction, an undo or a redo) typed on `shown` would change, merged onto
    the file's game as `merged`, when its window did not show that final (saved since in another window), or None:
    the save refuses it too. A window that shows the final corrects it as it always did."""
    if not _open_final(stored):
        return None
    met = StoredFinal(stored, merged, shown)
    changed = merged.status != "final" or result_of(merged) != result_of(stored)
    return met if met.stale and changed else None
