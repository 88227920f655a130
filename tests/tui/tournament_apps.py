"""The app opened on a tournament's file, and its goalies by level."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

from store.file.db import open_league
from store.season_files.import_export import import_season_file
from store.views.season_names import season_names
from tui.app import RinkbookApp

FIXTURES = Path(__file__).parent.parent / "fixtures"


def event_app(tmp_path: Path, name: str, change=None) -> RinkbookApp:
    """The app over a fresh file holding example event `name`, changed first by `change(data)` if given."""
    path = FIXTURES / f"tournament-{name}.json"
    if change is not None:
        data = json.loads(path.read_text())
        change(data)
        path = tmp_path / path.name
        path.write_text(json.dumps(data))
    store = open_league(tmp_path / f"{name}.db", create=True)
    import_season_file(store, path)
    return RinkbookApp(store, today=date(2009, 10, 1), season=season_names(store)[-1])


def level_goalies(data: dict) -> None:
    """G012's goalie (P0049, 3 against) on 50 shots and G011's (P0050, 5 against) on 125: both rate 91.00."""
    shots = {"G012": {"home": 25, "away": 25}, "G011": {"home": 60, "away": 65}}
    for game in data["games"]:
        game["shots"] = shots.get(game["id"], game.get("shots"))
