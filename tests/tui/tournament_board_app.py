"""The app opened on a tournament example file's board."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from store.file.db import open_league
from store.season_files.import_export import import_season_file
from store.views.season_names import season_names
from tui.app import RinkbookApp

FIXTURES = Path(__file__).parent.parent / "fixtures"


TODAY = date(2009, 10, 1)  # before every example event's games: they are all "next"


def event_app(tmp_path: Path, name: str) -> RinkbookApp:
    """The app over a fresh file holding example event `name` (`tests/fixtures/tournament-NAME.json`)."""
    store = open_league(tmp_path / f"{name}.db", create=True)
    import_season_file(store, FIXTURES / f"tournament-{name}.json")
    return RinkbookApp(store, today=TODAY, season=season_names(store)[-1])
