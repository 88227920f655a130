"""The app opened on a tournament's file, and its goalies by level."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path

from store.file.db import open_league
from store.views.season_names import season_names
from tests.tournament_imports import event_league
from tui.app import RinkbookApp

TODAY = date(2009, 10, 1)  # before every example event's games: they are all "next"


def event_app(tmp_path: Path, name: str, change: Callable[[dict], None] | None = None) -> RinkbookApp:
    """The app over a fresh file holding example event `name`, changed first by `change(data)` if given: a copy of
    the file imported once per test process for each event and change (`tests.tournament_imports.event_league`)."""
    store = open_league(event_league(name, tmp_path / f"{name}.db", change))
    return RinkbookApp(store, today=TODAY, season=season_names(store)[-1])


def level_goalies(data: dict) -> None:
    """G012's goalie (P0049, 3 against) on 50 shots and G011's (P0050, 5 against) on 125: both rate 91.00."""
    shots = {"G012": {"home": 25, "away": 25}, "G011": {"home": 60, "away": 65}}
    for game in data["games"]:
        game["shots"] = shots.get(game["id"], game.get("shots"))
