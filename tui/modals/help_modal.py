"""The help screen: every command with its key and what it does, from the one command list."""

from __future__ import annotations

from dataclasses import replace
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import DataTable

from tui.commands import COMMANDS, Command, binding, offered
from tui.screen_commands import screen_commands
from tui.widgets.plain_static import PlainStatic


def key_label(command: Command) -> str:
    """The key as people name it: "?" rather than "question_mark", "F1" rather than "f1"."""
    if command.key_display:
        return command.key_display
    return command.key.upper() if command.key[:1] == "f" and command.key[1:].isdigit() else command.key


class HelpModal(ModalScreen[None]):
    """Lists every command: pressing a screen's key here closes the help and goes there."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "dismiss", "Close help"),
        Binding("question_mark", "dismiss", "Close help", show=False),
        Binding("f1", "dismiss", "Close help", show=False),
        # A modal hides the app's bindings: the screens' keys are repeated here so they work from the help.
        *(replace(binding(c), show=False) for c in COMMANDS if c.action.startswith("app.show(")),
        # The list scrolls on the help's own keys: the table takes no focus, so a screen's key closing the help
        # restyles nothing on the way out (a focused table was restyled as it lost focus: `d` after a result).
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
            table: DataTable[object] = DataTable(
                id="help-table", cursor_type="none", zebra_stripes=True, show_header=False
            )
            table.can_focus = False
            yield table
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
        getattr(self.query_one(DataTable), how)(animate=False)

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_columns("Key", "Command", "What it does")
        keys: dict[str, list[str]] = {}
        first: dict[str, Command] = {}
        # A screen of a Gray-only block the season's rules lack is left out (docs/guide.md#the-screens).
        for command in offered(getattr(self.app, "rulebook", None)):  # twins such as "?" and F1 share one row
            keys.setdefault(command.action, []).append(key_label(command))
            first.setdefault(command.action, command)
        # Text, never markup: an entry's "[assists]" or "[infraction]" is shown as written.
        for action, command in first.items():
            table.add_row(
                Text(" ".join(keys[action]), style="bold"), Text(command.title), Text(command.help), height=None
            )
        below = self.app.screen_stack[-2] if len(self.app.screen_stack) > 1 else None
        for command in screen_commands(below):  # the keys of the screen the help was opened on
            title = Text(f"{command.title} (this screen)")
            table.add_row(Text(key_label(command), style="bold"), title, Text(command.help))
        table.add_row(Text("Ctrl+P", style="bold"), "Command palette", "Find any command by typing part of its name")
