"""What if: the season on screen under another built-in rulebook, chosen from a list; nothing is saved.

The dashboard's and the tournament board's `W` opens it. Each rulebook highlighted shows the season as that
rulebook would count it (`league.standings.what_if`), worked out from the season the app holds: no file is read or
written, and no decision is made, so there is nothing to audit.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from league.rulebooks import rulebook_named, rulebook_names
from league.season.values import Season
from league.standings.what_if import season_under
from tui.text.what_if_text import what_if_heading, what_if_lines
from tui.widgets.plain_static import PlainStatic

TEXT_WIDTH = 100  # columns the pools are laid out in, side by side as many as fit


class WhatIfModal(ModalScreen[None]):
    """The season under each built-in rulebook in turn: its own first marked, another highlighted at once."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "dismiss", "Close")]

    def __init__(self, season: Season):
        super().__init__()
        self.season = season
        self.names = rulebook_names()

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="what-if-box") as box:
            box.border_title = "What if: another rulebook"
            yield PlainStatic("", id="what-if-heading", markup=False)
            yield OptionList(*(self._option(name) for name in self.names), id="what-if-rulebooks", markup=False)
            with VerticalScroll(id="what-if-scroll"):
                yield PlainStatic("", id="what-if-text", markup=False)
            yield PlainStatic("↑↓ another rulebook · Esc closes · a what-if only: nothing is saved", classes="note")

    def _option(self, name: str) -> Option:
        rulebook = rulebook_named(name)
        title = rulebook.title if rulebook is not None else name
        own = "  (the season's own: as it stands)" if name == self.season.rulebook else ""
        return Option(f"{title} ({name}){own}", id=name)

    def on_mount(self) -> None:
        options = self.query_one("#what-if-rulebooks", OptionList)
        others = [i for i, name in enumerate(self.names) if name != self.season.rulebook]
        options.highlighted = others[0] if others else 0
        self.set_focus(options)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        rulebook = rulebook_named(event.option.id or "")
        if rulebook is None:
            return
        w = season_under(self.season, rulebook)
        self.query_one("#what-if-heading", Static).update(what_if_heading(w))
        self.query_one("#what-if-text", Static).update("\n".join(what_if_lines(w, TEXT_WIDTH)))
        self.query_one("#what-if-scroll", VerticalScroll).scroll_home(animate=False)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()  # Enter on a rulebook: it is already shown; the dialog stays until Esc
