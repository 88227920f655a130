"""The app opened on a tournament's file, and its goalies by level."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import date
from functools import partial
from pathlib import Path

from store.file.db import Store, open_league
from store.season_files.import_export import import_season_file
from store.views.season_names import season_names
from tests.league_templates import function_name, process_templates, source_beside
from tui.app import RinkbookApp

FIXTURES = Path(__file__).parent.parent / "fixtures"
TODAY = date(2009, 10, 1)  # before every example event's games: they are all "next"


def event_app(tmp_path: Path, name: str, change: Callable[[dict], None] | None = None) -> RinkbookApp:
    """The app over a fresh file holding example event `name`, changed first by `change(data)` if given: a copy of
    the file imported once per test process for each event and change."""
    changed = "" if change is None else f" changed by {function_name(change)}"
    fill = partial(_import_event, name, change)
    store = open_league(process_templates().copy(f"event {name}{changed}", fill, tmp_path / f"{name}.db"))
    return RinkbookApp(store, today=TODAY, season=season_names(store)[-1])


def _import_event(name: str, change: Callable[[dict], None] | None, store: Store) -> None:
    path = FIXTURES / f"tournament-{name}.json"
    if change is not None:
        data = json.loads(path.read_text())
        change(data)
        path = source_beside(store, path.name)
        path.write_text(json.dumps(data))
    import_season_file(store, path)


def level_goalies(data: dict) -> None:
    """G012's goalie (P0049, 3 against) on 50 shots and G011's (P0050, 5 against) on 125: both rate 91.00."""
    shots = {"G012": {"home": 25, "away": 25}, "G011": {"home": 60, "away": 65}}
    for game in data["games"]:
        game["shots"] = shots.get(game["id"], game.get("shots"))
