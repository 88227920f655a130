"""The scoresheet's entry line: an Input that offers penalty kinds and the rulebook's infractions as you type."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.message import Message
from textual.suggester import Suggester
from textual.widgets import Input

from league.rulebooks.gray import GRAY
from league.season.values import PENALTY_KINDS
from tui.text.scoresheet_entry import verb_of
from tui.textual_patches.keys import KeysFirst, drop_suggestion, suggestion_shown


class EntrySuggester(Suggester):
    """Completes a penalty line's kind (4th word) and infraction (the words after it); → accepts."""

    def __init__(self) -> None:
        super().__init__(use_cache=False, case_sensitive=True)
        self.kinds: tuple[str, ...] = PENALTY_KINDS  # the sheet's rulebook's (a tournament's gross misconduct)
        self.infractions: tuple[str, ...] = GRAY.infractions.names  # the sheet's rulebook's list

    async def get_suggestion(self, value: str) -> str | None:
        if verb_of(value) == "so" and not value.endswith(" "):
            return _shootout_suggestion(value)
        if verb_of(value) != "pen" or value.endswith(" "):
            return None
        words = value.split(" ")
        choices: tuple[str, ...]
        if len(words) == 4:
            choices = self.kinds
            typed = words[3]
        elif len(words) >= 5:
            choices = self.infractions
            typed = " ".join(words[4:])
        else:
            return None
        for choice in choices:
            if typed and choice.startswith(typed.lower()) and choice != typed.lower():
                return value + choice[len(typed) :]
        return None


def _shootout_suggestion(value: str) -> str | None:
    """A shootout attempt's result (4th word): "g" -> "goal", "m" -> "miss"; → accepts."""
    words = value.split(" ")
    if len(words) != 4 or not words[3]:
        return None
    typed = words[3].lower()
    choice = next((c for c in ("goal", "miss") if c.startswith(typed) and c != typed), None)
    return value + choice[len(typed) :] if choice else None


def show_value(field: Input, value: str) -> None:
    """Put `value` in `field`, unless the user is typing there: a reload (another window's save, shown
    live) must not throw away what is half typed, nor move its cursor."""
    if not field.has_focus:
        field.value = value


class EntryLine(KeysFirst, Input):
    """Where every sheet entry is typed ("goal RED 14 15 2 05:31"); Enter saves it at once."""

    class TypingCleared(Message):
        """Ctrl+Z took a half-typed line back: nothing saved was undone."""

    def __init__(self, **kwargs: Any) -> None:
        self.entry_suggester = EntrySuggester()
        # Focus selects nothing: a half-typed line goes on where it was after the dressing lists, another screen
        # or a dialog (a refused line is selected by `keep_refused` itself, so the next line typed replaces it).
        super().__init__(suggester=self.entry_suggester, select_on_focus=False, **kwargs)

    def offer_kinds(self, kinds: tuple[str, ...]) -> None:
        """The penalty kinds the line completes: the open sheet's rulebook's."""
        self.entry_suggester.kinds = kinds

    def offer_infractions(self, names: tuple[str, ...]) -> None:
        """The infractions the line completes: the open sheet's rulebook's list."""
        self.entry_suggester.infractions = names

    def key_first(self, event: events.Key) -> bool:
        if event.key == "escape":
            return self.close_one()
        if event.key == "ctrl+z" and self.value:
            # Undo takes back the typing first, in the order the keys came: the screen's undo of a saved
            # entry is for an empty line only (a slip mid-line never costs a goal).
            self.value = ""
            drop_suggestion(self)
            self.post_message(self.TypingCleared())
            return True
        if event.key != "enter":
            return False
        # Enter hands the line on and empties it in the order the keys came: Input's own Enter is a binding
        # run after keys already waiting, so a fast scorer's next line ran on from this one ("alldress").
        text, self.value = self.value, ""
        self.post_message(self.Submitted(self, text))
        return True

    def close_one(self) -> bool:
        """Esc: drop the completion shown, else the line's text (half typed, or refused and kept); False when
        there is nothing to close. Handled here, in the order the keys came, and the cursor stays: the keys
        typed next are the next entry's."""
        if suggestion_shown(self):
            drop_suggestion(self)
        elif self.value:
            self.value = ""
        else:
            return False
        return True

    def keep_refused(self, text: str) -> None:
        """A refused line back on the entry, selected (the next line typed replaces it, an arrow key keeps it
        to mend), unless the scorer has already typed on."""
        if not self.value:
            self.value = text
            self.select_all()
