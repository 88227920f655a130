"""peewee is imported without its PostgreSQL driver, and given it when a server's league is opened."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def imported_after(code: str) -> str:
    """What `code`, run in a fresh interpreter from the repository, prints."""
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    return done.stdout.strip()


def test_opening_a_league_file_never_imports_the_postgresql_driver(league_file) -> None:
    """Every command on a league file opens it, reads a season and writes: none of it needs the driver (a file
    being made or migrated may: peewee's migrations import it)."""
    pytest.importorskip("psycopg", reason="needs the postgres extra: without it nothing is held back")
    path = str(league_file.path)
    league_file.close()
    code = (
        "import sys; from store.file.db import open_league; from store.views.season_load import load_season; "
        "from store.writes.coin_tosses import record_coin_toss; "
        f"s = open_league({path!r}); load_season(s); record_coin_toss(s, '2002-03', ('GLD', 'WHT'), ('WHT', 'GLD')); "
        "print('psycopg' in sys.modules)"
    )
    assert imported_after(code) == "False"


def test_a_league_on_a_server_opens_with_the_driver_handed_over_late(pg_url: str) -> None:
    """The server tests run in a process whose peewee was imported without the driver: this one says so, then
    opens a server's league and reads it."""
    code = (
        "import sys; from pathlib import Path; import store.file.db, peewee; held = peewee.psycopg is None; "
        "from store.file.db import open_league; from store.season_files.import_export import import_season_file; "
        f"s = open_league({pg_url!r}, create=True); "
        f"import_season_file(s, Path({str(ROOT / 'tests/fixtures/season-2002-03.json')!r})); "
        "from store.views.season_load import load_season; print(held, len(load_season(s).games))"
    )
    assert imported_after(code) == "True 34"
