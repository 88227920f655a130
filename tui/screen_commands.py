"""A screen's own commands (sort, filter, record ...): its keys, its palette entries and its help lines.

Like the app's commands (`tui.commands`), each is declared once as a `Command` in the screen's
`SCREEN_COMMANDS`; `ScreenCommands` gives the screen its `BINDINGS`, the palette its entries
while the screen is in view, and read-only mode its refusals (write commands are hidden).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, ClassVar

from rich.markup import escape
from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.screen import Screen
from textual.widgets import Input

from tui.commands import Command, action_name


def command_help(command: Command) -> str:
    """The palette's help line: what it does and its key, escaped (the palette reads markup): an entry's
    "[assists]" is shown as written."""
    return escape(f"{command.help} (key {command.key_display or command.key})")


def screen_commands(screen: object) -> tuple[Command, ...]:
    """The commands `screen` offers now (its `SCREEN_COMMANDS` less those its season has no use for)."""
    offered = getattr(screen, "offered_commands", None)
    return tuple(offered()) if offered is not None else tuple(getattr(screen, "SCREEN_COMMANDS", ()))


class ScreenCommandsProvider(Provider):
    """The palette entries of the screen the palette was opened on (write commands hidden when read-only)."""

    def _commands(self) -> list[Command]:
        read_only = getattr(self.app, "read_only", False)
        return [
            c
            for c in screen_commands(self.screen)
            if not (c.writes and read_only) and _beyond_role(self.app, self.screen, action_name(c)) is None
        ]

    def _run(self, command: Command) -> Callable[[], Any]:
        return partial(self.app.run_action, command.action, self.screen)

    async def discover(self) -> Hits:
        for command in self._commands():
            yield DiscoveryHit(command.title, self._run(command), help=command_help(command))

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for command in self._commands():
            score = matcher.match(command.title)
            if score > 0:
                yield Hit(score, matcher.highlight(command.title), self._run(command), help=command_help(command))


class ScreenCommands(Screen[None]):
    """Base for a screen with `SCREEN_COMMANDS` (before the screen's own base class): palette entries, and
    its write commands off when read-only."""

    SCREEN_COMMANDS: ClassVar[tuple[Command, ...]] = ()
    COMMANDS: ClassVar[set[type[Provider] | Callable[[], type[Provider]]]] = {ScreenCommandsProvider}

    def offered_commands(self) -> tuple[Command, ...]:
        """The commands the palette and the help list for this screen now (a screen may leave some out)."""
        return self.SCREEN_COMMANDS

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Hidden from the footer in read-only mode; its key still says why (`RinkbookApp.run_action`).
        read_only = getattr(self.app, "read_only", False)
        if isinstance(self.focused, Input) and any(
            c.priority and action_name(c) == action for c in self.SCREEN_COMMANDS
        ):
            return False  # a key taken first, such as "/", is a letter of what is being typed
        if _beyond_role(self.app, self, action, parameters) is not None:
            return False  # beyond the signed-in role: hidden, its key says why (`RinkbookApp.run_action`)
        return not (read_only and any(c.writes and action_name(c) == action for c in self.SCREEN_COMMANDS))


def _beyond_role(app: object, screen: object, action: str, parameters: tuple[object, ...] = ()) -> str | None:
    """Why `action` on `screen` is beyond the signed-in role (`tui.role_keys`), None when it is not."""
    ask = getattr(app, "key_refusal_on", None)
    return ask(screen, action, parameters) if ask is not None else None
