"""The season switcher: the seasons of the file, the one in view marked; Enter opens the one chosen."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from tui.widgets.plain_static import PlainStatic


class SeasonModal(ModalScreen[str | None]):
    """Lists `seasons` (oldest first); dismisses with the name chosen, or None on Esc."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, seasons: list[str], current: str):
        super().__init__()
        self.seasons, self.current = seasons, current

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="season-box") as box:
            box.border_title = "Switch season"
            yield OptionList(
                *(Option(f"{name}{'  (in view)' if name == self.current else ''}", id=name) for name in self.seasons),
                id="season-list",
                markup=False,
            )
            yield PlainStatic("Enter opens it · Esc cancels", classes="note")

    def on_mount(self) -> None:
        options = self.query_one("#season-list", OptionList)
        options.highlighted = self.seasons.index(self.current) if self.current in self.seasons else 0
        self.set_focus(options)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option.id)

    def action_cancel(self) -> None:
        """Close and stay on the season in view."""
        self.dismiss(None)
