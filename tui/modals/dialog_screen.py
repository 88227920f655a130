"""The dialogs that ask for fields: on a short terminal (a laptop's 80x24) each field takes one line, so the
whole form, its refusal and its keys fit on screen at once (`.-short .dialog` in app.tcss)."""

from __future__ import annotations

from typing import TypeVar

from textual.screen import ModalScreen

from tui.screens.rinkbook_screen import SHORT_BELOW

ResultT = TypeVar("ResultT")


class DialogScreen(ModalScreen[ResultT]):
    """A modal form, styled `-short` below `SHORT_BELOW` lines as the screens are."""

    # Textual types it "ClassVar[...] | None", which mypy reads as an instance variable: no ClassVar here.
    VERTICAL_BREAKPOINTS = [(0, "-short"), (SHORT_BELOW, "-tall")]  # noqa: RUF012
