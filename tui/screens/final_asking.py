"""The scoresheet's question before a result entry (a bare score, final, a forfeit ruling) replaces a final result the
file already holds (`league.results.stored_final`).

Two windows on one game: the later one's `score 3-1` would replace the other's saved 1-0 without a word. So before a
result entry is saved, the file's game is read: over a stored final with a different result the window asks, naming
both (and saying when another window saved it since this sheet was shown); `y` enters the line again on the sheet as
the file holds it and goes on as any entry does (a game dated after today is asked about) to save it, saying the
score it replaced; anything else keeps the stored result and says so. The
same result again asks nothing. Either way the sheet then shows the file's game. The save itself refuses a result
entry over a final its window never showed (a race after the question), so nothing is replaced unasked.
"""

from __future__ import annotations

from dataclasses import replace

from league.results.stored_final import StoredFinal, stored_final
from league.season.values import Game
from store.writes.scoresheet_entries import stored_game
from tui.modals.confirm_modal import ConfirmModal
from tui.screens.scoresheet_saving import SheetSaving
from tui.text.entry_reading import EntryContext, EntryError, SheetChange
from tui.text.game_night_text import ahead_of_today
from tui.text.stored_final_text import already_words, changed_words, kept_words, replace_question, replaced_words
from tui.text.tournament_entry import parse_line
from tui.widgets.entry_line import EntryLine


class FinalAsking(SheetSaving):
    """The scoresheet's asking half: a result entry over a stored final, and the question before any entry
    finalises or signs a game dated after today, which the `y` to replacing a final goes through as well."""

    def save_entry(self, change: SheetChange, entry: EntryLine, typed: str) -> None:
        """Save a typed entry (the screen's)."""

    def save_asked(
        self, shown: Game, change: SheetChange, entry: EntryLine, typed: str, key: bool = True, replaced: str = ""
    ) -> None:
        """Save an entry typed on `shown` once what every entry is asked is answered: finalising or signing a game
        dated after today (after a `y` to replacing a stored final too: `replaced` says the score it replaced, once
        saved). `key`: right after the entry's Enter."""
        saving = replace(change, done=f"{change.done}{replaced}")
        question = ahead_of_today(shown, change.game, self.rinkbook.today)
        if question is None:
            self.save_entry(saving, entry, typed)
            if key:
                self.paint_answer_now()
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.save_entry(saving, entry, typed)
            else:
                self.refuse_line(f"Not saved: {change.done} (game {shown.id} is dated after today).", entry, typed)

        self.app.push_screen(ConfirmModal(question), answered)

    def refuse_line(self, text: str, entry: EntryLine, typed: str) -> None:
        """Say `text` as a refusal and put the line back as typed, selected, to be mended or typed over."""
        self.say(text, error=True)
        entry.keep_refused(typed)

    def entry_context(self, game: Game) -> EntryContext:
        """What a line typed on `game`'s sheet is read against."""
        rinkbook = self.rinkbook
        labels = self.shown_labels(game)
        return EntryContext(game, rinkbook.season, rinkbook.rulebook, rinkbook.season_cache, labels, rinkbook.member)

    def read_entry(self, text: str, game: Game, entry: EntryLine, typed: str) -> SheetChange | None:
        """The line read against `game`'s sheet; None when refused (said, naming the field, and the typed line
        kept), nothing saved."""
        try:
            return parse_line(text, self.entry_context(game))
        except EntryError as error:
            self.refuse_line(error.refusal, entry, typed)
            return None

    def asked_over_final(self, change: SheetChange, text: str, entry: EntryLine, typed: str) -> bool:
        """Whether the entry met a stored final (then it is answered here: said already saved, or asked about);
        False for any other entry, which the screen saves as it does."""
        shown = self.game
        if not change.sets_final or shown is None:
            return False
        stored, when = stored_game(self.rinkbook.store, self.rinkbook.season.name, shown.id)
        met = stored_final(shown, change.game, stored) if stored is not None else None
        if met is None:
            return False
        if met.saved_already:
            self.show_stored(met)
            self.say(already_words(met, self.rinkbook.season))
            return True
        if not met.replaces:  # the same result, with more on the sheet (a final's periods split otherwise): saved
            return False
        question = replace_question(met, self.rinkbook.season, when)

        def answered(yes: bool | None) -> None:
            self.show_stored(met)
            if yes:
                self.replace_final(met, text, entry, typed)
            else:
                self.refuse_line(kept_words(met, self.rinkbook.season), entry, typed)

        self.app.push_screen(ConfirmModal(question), answered)
        return True

    def show_stored(self, met: StoredFinal) -> None:
        """The sheet as the file holds it, when this window showed it otherwise."""
        if met.stale:
            self.rinkbook.live.follow()

    def replace_final(self, asked: StoredFinal, text: str, entry: EntryLine, typed: str) -> None:
        """`y`: the line entered again on the sheet as the file holds it, then on through what any entry meets (a game
        dated after today is asked about), saved, and the score it replaced said. Not when the file's game is gone or
        no longer holds the result `asked` about (another window saved one under the question: the `y` was not about
        it); said, the line kept, nothing saved."""
        found, _ = stored_game(self.rinkbook.store, self.rinkbook.season.name, asked.stored.id)
        if found is not None and self.game != found:
            self.rinkbook.live.follow()  # the sheet as the file holds it, before the line is read on it
        game = self.game
        if found is None or game is None or game.id != found.id:  # deleted under the question
            gone = f"Not saved: {asked.stored.id} is no longer in the season; nothing was replaced."
            self.refuse_line(gone, entry, typed)
            return
        if not asked.holds(game):
            self.refuse_line(changed_words(asked, game, self.rinkbook.season), entry, typed)
            return
        change = self.read_entry(text, game, entry, typed)
        if change is None:
            return
        met = stored_final(game, change.game, game)
        moved = replaced_words(met) if met is not None else ""
        self.save_asked(asked.shown, change, entry, typed, key=False, replaced=moved)
