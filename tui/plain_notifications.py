"""Toasts that show their message as written, for apps whose messages quote names and ids."""

from __future__ import annotations

from typing import TypeVar

from textual.app import App
from textual.notifications import SeverityLevel

from league.season.texts import printable

Result = TypeVar("Result")  # what the app's run() returns


class PlainNotifications(App[Result]):
    """An App whose `notify` never reads the message as markup.

    Refusals quote what people typed ("[/] already has 13 skaters"): read as markup, a team called
    "[/]" would crash the toast that refuses its transfer, and "[bold]" would vanish. Screens call
    `notify` without `markup`, which Textual passes as True, so the argument is ignored here.
    """

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = False,
    ) -> None:
        """Show a toast with `message` exactly as written (a control character in it as its escape)."""
        super().notify(printable(message), title=printable(title), severity=severity, timeout=timeout, markup=False)
