"""What the app has said in its toasts (notifications), as text: what a test reads where a user reads a toast."""

from __future__ import annotations

from typing import Any

from textual.app import App
from textual.notifications import Notification, SeverityLevel


def notices(app: App[Any], severity: SeverityLevel | None = None) -> list[str]:
    """The messages of the app's notifications now shown, oldest first (those of `severity` only, when given)."""
    return [note.message for note in notifications(app) if severity is None or note.severity == severity]


def notice_titles(app: App[Any]) -> list[str]:
    """The titles of the app's notifications now shown, oldest first ("" for one without a title)."""
    return [note.title for note in notifications(app)]


def notifications(app: App[Any]) -> list[Notification]:
    """The app's notifications now shown (an expired one is dropped, as Textual drops it from the screen).

    Textual (8.2) offers no public way to read them: `App.notify` adds one and `App.clear_notifications`
    clears them, but the collection itself is the private `App._notifications`, and in a test run
    (`run_test(notifications=False)`, the default) no toast widget is mounted to query instead. This is
    the one place in the tests that reads it: a Textual upgrade that renames it is mended here."""
    return list(app._notifications)
