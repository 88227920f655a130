"""`rinkbook alerts`: the dashboard's alerts on the command line, with the app's keys."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

from tests.cli_run import imported_fixture
from tui.cli import main


def test_alerts_json_lists_each_alert_with_its_kind_words_and_key(tmp_path, example_path, capsys):
    db = str(tmp_path / "x.db")
    imported_fixture(example_path, Path(db))
    capsys.readouterr()
    assert main(["--db", db, "--today", "2002-12-01", "alerts", "--json"]) == 0
    alerts = json.loads(capsys.readouterr().out)["alerts"]
    assert alerts[0] == {
        "kind": "playoff_game",
        "text": "Playoff game to schedule: SF1 game 2, White (home) v Red",
        "key": "o x",
        "does": "schedule the series' next game",
    }
    assert [a["kind"] for a in alerts] == ["playoff_game", "playoff_game", "deadline"]
    assert alerts[-1]["text"] == "Roster deadline 2002-12-31: in 30 days (drops and substitutes close then)"


def test_alerts_prints_one_line_per_alert_with_its_key(tmp_path, example_path, capsys):
    db = str(tmp_path / "x.db")
    imported_fixture(example_path, Path(db))
    capsys.readouterr()
    assert main(["--db", db, "--today", "2003-01-02", "alerts"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == (
        "• Roster deadline 2002-12-31 has passed: no more drops or substitutes  [a: see attendance and drops]"
    )


def test_alerts_help_documents_the_json_shape(capsys):
    import pytest

    with pytest.raises(SystemExit):
        main(["alerts", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert '{"alerts": [{"kind", "text", "key", "does"}]}' in out and "missing_result" in out


def test_alerts_leave_out_the_ones_dismissed_in_the_app(tmp_path, example_path, capsys):
    from store.file.db import open_league
    from store.writes.alert_dismissals import dismiss_alert

    db = str(tmp_path / "x.db")
    imported_fixture(example_path, Path(db))
    capsys.readouterr()
    assert main(["--db", db, "--today", "2002-12-01", "alerts", "--json"]) == 0
    first, *rest = json.loads(capsys.readouterr().out)["alerts"]
    with open_league(db) as store:  # as the dashboard's x does, with the committee's reason
        dismiss_alert(store, None, first["kind"], first["text"], "scheduled by phone", date(2002, 12, 1))
    assert main(["--db", db, "--today", "2002-12-01", "alerts", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["alerts"] == rest
    assert main(["--db", db, "--today", "2002-12-01", "alerts"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(rest) and not any(first["text"] in line for line in lines)
