"""The help screen: every command with its key and what it does, from the one command list."""

from __future__ import annotations

from dataclasses import replace
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen

from tui.commands import COMMANDS, Command, binding, offered
from tui.screen_commands import screen_commands
from tui.widgets.plain_static import PlainStatic


def key_label(command: Command) -> str:
    """The key as people name it: "?" rather than "question_mark", "F1" rather than "f1"."""
    if command.key_display:
        return command.key_display
    return command.key.upper() if command.key[:1] == "f" and command.key[1:].isdigit() else command.key


GAP = "  "  # between the list's columns


def commands_text(rows: list[tuple[str, str, str]]) -> Text:
    """The list of commands, one row (key, command, what it does) a line in three columns (the box cuts what
    it has no room for: app.tcss). One text laid out here: a table widget measured and drew every cell as the
    help opened, most of that key's time (benchmarks/RESULTS.md)."""
    key_width = max(len(key) for key, _, _ in rows)
    title_width = max(len(title) for _, title, _ in rows)
    text = Text()
    for key, title, does in rows:
        text.append(key.ljust(key_width), style="bold")
        text.append(f"{GAP}{title.ljust(title_width)}{GAP}{does}\n")
    text.rstrip()
    return text


class HelpModal(ModalScreen[None]):
    """Lists every command: pressing a screen's key here closes the help and goes there."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "dismiss", "Close help"),
        Binding("question_mark", "dismiss", "Close help", show=False),
        Binding("f1", "dismiss", "Close help", show=False),
        # A modal hides the app's bindings: the screens' keys are repeated here so they work from the help.
        *(replace(binding(c), show=False) for c in COMMANDS if c.action.startswith("app.show(")),
        # The list scrolls on the help's own keys: it takes no focus, so a screen's key closing the help restyles
        # nothing on the way out (a focused table was restyled as it lost focus: `d` after a result).
        *(
            Binding(key, f"scroll_list('{how}')", show=False)
            for key, how in (
                ("up", "scroll_up"),
                ("down", "scroll_down"),
                ("pageup", "scroll_page_up"),
                ("pagedown", "scroll_page_down"),
                ("home", "scroll_home"),
                ("end", "scroll_end"),
            )
        ),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="help-box") as box:
            box.border_title = "Keys and commands"
            with VerticalScroll(id="help-list", can_focus=False):
                # Text, never markup: an entry's "[assists]" or "[infraction]" is shown as written.
                yield PlainStatic(commands_text(self._rows()), id="help-table")
            if getattr(self.app, "read_only", False):
                yield PlainStatic(
                    "Read-only (captains' mode): commands that change the file are refused.", classes="note"
                )
            yield PlainStatic(
                "Esc or ? closes this · a screen's key pressed here goes there (the scoresheet's line takes every "
                "letter: F1, then the key) · Ctrl+P opens the command palette, which lists the same commands "
                "· Tab moves between panels, arrows within a table",
                classes="note",
            )

    def action_scroll_list(self, how: str) -> None:
        """Scroll the list of commands (`how`: one of Textual's scroll methods, such as "scroll_page_down")."""
        getattr(self.query_one("#help-list", VerticalScroll), how)(animate=False)

    def _rows(self) -> list[tuple[str, str, str]]:
        """Every command the season's rules offer (key, command, what it does), then the keys of the screen the
        help was opened on, then the command palette."""
        keys: dict[str, list[str]] = {}
        first: dict[str, Command] = {}
        # A screen of a Gray-only block the season's rules lack is left out (docs/guide.md#the-screens).
        for command in offered(getattr(self.app, "rulebook", None)):  # twins such as "?" and F1 share one row
            keys.setdefault(command.action, []).append(key_label(command))
            first.setdefault(command.action, command)
        rows = [(" ".join(keys[action]), command.title, command.help) for action, command in first.items()]
        stack = self.app.screen_stack
        below = stack[stack.index(self) - 1] if self in stack[1:] else None  # the screen the help was opened on
        rows += [(key_label(c), f"{c.title} (this screen)", c.help) for c in screen_commands(below)]
        rows.append(("Ctrl+P", "Command palette", "Find any command by typing part of its name"))
        return rows
