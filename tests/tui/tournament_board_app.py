"""The app opened on a tournament example file's board: `tests.tui.tournament_apps`'s, on a day before every
example event's games (they are all "next")."""

from __future__ import annotations

from tests.tui.tournament_apps import FIXTURES, TODAY, event_app

__all__ = ["FIXTURES", "TODAY", "event_app"]
