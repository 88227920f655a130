"""The app opened by the command line: an error that ends it gives a non-zero exit status, never 0."""

from __future__ import annotations

import sqlite3

from tests.cli_run import imported_fixture
from tui.cli import main


def test_a_crash_that_ends_the_app_exits_non_zero(tmp_path, example_path, capsys, monkeypatch):
    db = imported_fixture(example_path, tmp_path / "league.db")
    # Damage no open check sees: a stored date that is not a date, met only when the season is loaded.
    connection = sqlite3.connect(str(db))
    connection.execute("UPDATE season SET age_cutoff = 'not a date'")
    connection.commit()
    connection.close()
    import tui.app

    run = tui.app.RinkbookApp.run
    monkeypatch.setattr(tui.app.RinkbookApp, "run", lambda self, **options: run(self, headless=True, **options))
    assert main(["--db", str(db), "--today", "2002-12-01"]) == 1
