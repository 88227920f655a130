"""The scoresheet's saves: each entry merged onto the game as the file holds it, this window's own undo and
redo, and the labels the shown sheet keeps (`league.scoring.labels`).

An entry is saved as the change from the sheet it was typed on to the sheet it made (`store.writes.scoresheet_entries`):
the bench tracker's shifts or another scorer's goal recorded meanwhile stay, and only the same event changed
since is refused. Ctrl+Z takes back this window's last entry on this game the same way (its change the other
way round): another window's entries are never touched, and an undo whose event another window changed since
is refused, naming it. Ctrl+Y makes an undone entry again, until a new entry is typed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from league.results.stored_final import unshown_final_changed
from league.scoring.corrections import entry_changes, field_changes
from league.scoring.labels import Edit, SheetLabels
from league.scoring.merge import SheetConflict, merged_entry
from league.season.values import Game
from league.sheet.replay import SheetReplay
from store.file.failures import NOTHING_SAVED
from store.writes.games import SavedGame
from store.writes.scoresheet_entries import save_entry
from tui.screens.game_screen import GameScreen
from tui.text.entry_reading import SheetChange
from tui.text.scoresheet_story import saved_line
from tui.text.scoresheet_words import in_rink_words
from tui.textual_patches.rendering import post_refreshes_now

DELETED = "was deleted on this sheet"
TAKEN_BACK = "was taken back by ctrl+z (ctrl+y makes it again)"


@dataclass(frozen=True, slots=True)
class Entry:
    """One entry this window saved: the sheet it was typed on, the sheet it made there, and the entry."""

    typed_on: Game
    made: Game
    change: SheetChange

    def reversed(self) -> Entry:
        """The entry's undo: from the sheet it made back to the one it was typed on."""
        edits = tuple(Edit(e.kind, e.new, e.old) for e in self.change.edits)
        undo = SheetChange(self.typed_on, "undo of the last entry", self.undo_decision, self.change.reason, edits)
        return Entry(self.made, self.typed_on, undo)

    @property
    def undo_decision(self) -> str | None:
        # Undoing a committee decision (a forfeit ruling ...) is itself one: it is audit-logged too.
        return f"undo {self.change.decision}" if self.change.decision else None


@dataclass
class SheetHistory:
    """This window's entries per game, latest last, and the ones undone since (for redo)."""

    done: dict[str, list[Entry]] = field(default_factory=dict)
    undone: dict[str, list[Entry]] = field(default_factory=dict)

    def entered(self, entry: Entry) -> None:
        """A new entry: what was undone before it is not redone any more."""
        self.done.setdefault(entry.made.id, []).append(entry)
        self.undone.pop(entry.made.id, None)

    def move(self, game_id: str, redo: bool) -> None:
        """The last entry undone (to the redo list), or the last undone one made again."""
        source, target = (self.undone, self.done) if redo else (self.done, self.undone)
        target.setdefault(game_id, []).append(source[game_id].pop())

    def last(self, game_id: str, redo: bool = False) -> Entry | None:
        entries = (self.undone if redo else self.done).get(game_id, [])
        return entries[-1] if entries else None

    def drop(self, game_id: str, entry: Entry, redo: bool) -> None:
        """An entry whose event another window changed since: it can be neither undone nor redone."""
        entries = (self.undone if redo else self.done).get(game_id, [])
        if entry in entries:
            entries.remove(entry)

    def forget_signature(self, game_id: str) -> None:
        """Drop the signature an override just took off (the entries before it stay)."""
        entries = self.done.get(game_id, [])
        while entries and entries[-1].made.signed:
            entries.pop()


class SheetSaving(GameScreen):
    """The scoresheet's saving half: entries, undo and redo, and the shown sheet's labels."""

    replay: SheetReplay | None
    history: SheetHistory
    labels: SheetLabels | None

    def announce(self, old: SheetReplay | None, new: SheetReplay) -> None:
        """What the entry brought (the screen's)."""

    def shown_labels(self, game: Game) -> SheetLabels:
        """The labels `game` is shown with: carried from the sheet shown before it, numbered afresh for a game
        opened (`labels` None) or another game."""
        labels = self.labels
        self.labels = SheetLabels.opened(game) if labels is None or labels.game.id != game.id else labels.carried(game)
        return self.labels

    def paint_answer_now(self) -> None:
        """After an entry's Enter, saved or refused: what it changed (the message line, the sheet) handed to the screen
        at once, painted in the frame already due after the key, not one frame later (`post_refreshes_now`). Not after
        a dialog's `y`: the sheet shown again is painted whole then, and a layout asked for now would come first."""
        post_refreshes_now(self)

    def save(
        self,
        change: SheetChange,
        then: Callable[[], None] | None = None,
        failed: Callable[[], None] | None = None,
        remember: bool = True,
    ) -> None:
        """Save one entry typed on the sheet shown, remember it for undo (unless not `remember`), tell what the
        rules added, then `then()`; a refusal is said on the message line and `failed()` runs. After another
        window's change the sheet shows the file's game at once, and the next try works."""
        shown = self.game
        if shown is None:
            return
        entry, old = Entry(shown, change.game, change), self.replay

        def saved(result: SavedGame, labels: SheetLabels) -> str:
            if remember:
                self.history.entered(entry)
            if then is not None:
                then()
            rulebook = self.rinkbook.rulebook
            return saved_line(change.done, old, result.replay, result.game, result.season, rulebook)

        self.apply(entry, DELETED, saved, failed)

    def undo_or_redo(self, redo: bool) -> None:
        """Take back this window's last entry on the game shown (`redo`: make the last one undone again)."""
        game = self.game
        entry = self.history.last(game.id, redo) if game else None
        if game is None or entry is None:
            what = "redo" if redo else "undo"
            self.say(f"Nothing to {what} for this game in this window.", error=True)
            return
        if game.signed:
            self.say(
                f"Refused ({self.rinkbook.rulebook.cite('signature')}): game {game.id} is signed: the committee "
                f"unlocks it with override REASON (audit-logged), then ctrl+z undoes the entries before the "
                f"signature. Nothing was {'redone' if redo else 'undone'}.",
                error=True,
            )
            return
        step = entry if redo else entry.reversed()
        before = self.shown_labels(game)
        local = self.merged_here(step)

        def saved(_: SavedGame, labels: SheetLabels) -> str:
            self.history.move(game.id, redo)
            if local is None:
                return f"{'Redone' if redo else 'Undone'}: {entry.change.done}."
            words = [c.removeprefix("added ") for c in self.words(game, local, before, labels, redo)]
            return f"{'Redone' if redo else 'Undone'}: {'; '.join(words) or entry.change.done}."

        def failed() -> None:
            self.call_later(self.drop_if_stale, entry, step, redo)

        self.apply(step, TAKEN_BACK if not redo else DELETED, saved, failed, "redone" if redo else "undone")

    def words(self, shown: Game, local: Game, before: SheetLabels, after: SheetLabels, redo: bool) -> list[str]:
        """What an undo or a redo did, with the labels the sheet shows: the entry's own words ("goal G3 ..."),
        then the score and status it moved ("score 4-3 → 3-3")."""
        season = self.rinkbook.season
        if redo:
            events = entry_changes(shown, local, season, (before.names, after.names))
        else:
            events = entry_changes(local, shown, season, (after.names, before.names))
        return [*events, *field_changes(shown, local)]

    def drop_if_stale(self, entry: Entry, step: Entry, redo: bool) -> None:
        """After a refused undo or redo: the entry leaves the list when the file's sheet no longer takes it
        (its event changed since, or it would change a final saved since: `league.results.stored_final`), so the
        next ctrl+z reaches the entry before it."""
        game = self.game
        if game is None:
            return
        local = self.merged_here(step)
        if local is None or unshown_final_changed(step.typed_on, local, game) is not None:
            self.history.drop(game.id, entry, redo)

    def merged_here(self, step: Entry) -> Game | None:
        """The sheet shown with `step` applied to it (None when it changed what `step` touches)."""
        game = self.game
        if game is None:
            return None
        try:
            return merged_entry(step.typed_on, step.made, game, self.rinkbook.season)
        except SheetConflict:
            return None

    def apply(
        self,
        step: Entry,
        why: str,
        said: Callable[[SavedGame, SheetLabels], str],
        failed: Callable[[], None] | None,
        nothing: str = "saved",
    ) -> None:
        """Save `step`'s change onto the file's game; the labels carried (its events' gone for `why`), then
        `said(result, labels)` is the message line. A refusal says "Nothing was `nothing`"."""
        shown, old = self.game, self.replay
        if shown is None:
            return
        labels = self.shown_labels(shown)
        local = self.merged_here(step)
        mine = labels.carried(local, step.change.edits, why) if local is not None else labels
        season, store = self.rinkbook.season, self.rinkbook.store

        def saved(result: SavedGame) -> None:
            self.labels = mine.carried(result.game)  # what another window changed meanwhile: its own words
            self.rinkbook.reload(result.season)
            self.say(said(result, self.labels))
            self.announce(old, result.replay)

        def say(text: str, error: bool = False) -> None:
            self.say(text.replace(f"{NOTHING_SAVED.capitalize()}.", f"Nothing was {nothing}."), error)

        names = labels.names_for(step.typed_on)
        made, change = step.made, step.change
        save = in_rink_words(
            lambda: save_entry(
                store, season, step.typed_on, made, change.decision, change.reason, names, change.sets_final
            ),
            made,
            season,
        )
        self.write("changing a scoresheet", save, saved, say=say, reload=False, failed=failed)
