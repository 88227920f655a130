"""Handouts from the command line: CSV for spreadsheets (standings, stats, the schedule with its results,
location and length), `--version`, `python -m rinkbook`, shell completion, and the calendar's file."""

from __future__ import annotations

import csv
import io
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest
from icalendar import Calendar

from tests.cli_run import run
from tui.cli import main

ROOT = Path(__file__).resolve().parents[1]


def rows(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text)))


@pytest.fixture
def db(league_file) -> str:
    path = str(league_file.path)
    league_file.close()  # the command opens the file itself
    return path


def test_standings_and_stats_as_csv_read_back_by_the_csv_module(db, capsys):
    code, out, _ = run(capsys, "--db", db, "standings", "--csv")
    table = rows(out)
    assert code == 0 and [r["team"] for r in table] == ["RED", "BLU", "BLK", "GLD", "WHT", "GRN"]
    assert (table[0]["name"], table[0]["pts"], table[0]["gp"]) == ("Red", "14", "10")

    code, out, _ = run(capsys, "--db", db, "stats", "--csv", "--team", "BLU")
    players = rows(out)
    assert code == 0 and players and {r["team"] for r in players} == {"BLU"}
    assert players[0] == players[0] | {"player": "P062", "name": "Cal Wolfe", "g": "5", "a": "2", "pts": "7"}

    code, out, _ = run(capsys, "--db", db, "stats", "--csv", "--table", "teams")
    assert code == 0 and [r["team"] for r in rows(out)] == ["BLK", "RED", "GRN", "WHT", "BLU", "GLD"]

    code, _, err = run(capsys, "--db", db, "stats", "--team", "NOPE")
    assert code == 1 and "--team: 'NOPE' is not a team of season 2002-03" in err


def test_the_schedule_csv_holds_scores_location_and_length(db, capsys, tmp_path):
    target = tmp_path / "schedule.csv"
    assert run(capsys, "--db", db, "export", "--schedule", str(target))[0] == 0
    games = {r["id"]: r for r in rows(target.read_text())}
    r02 = games["R02"]  # Blue 1, Red 4 in the example
    assert (r02["home"], r02["home_score"], r02["away_score"], r02["minutes"], r02["rooms"]) == (
        "BLU",
        "1",
        "4",
        "75",
        "4/3",
    )
    assert "location" in r02


def test_calendar_command_writes_one_teams_games(db, capsys, tmp_path):
    target = tmp_path / "red.ics"
    code, out, _ = run(capsys, "--db", db, "calendar", "--team", "RED", str(target))
    assert code == 0 and out == f"Calendar of 11 games written to {target}\n"
    assert target.read_bytes().startswith(b"BEGIN:VCALENDAR")


def test_calendar_command_names_a_forfeit_instead_of_a_game_to_come(db, capsys, tmp_path):
    """Green forfeited R10 by coming 23 minutes late: Green's captain reads the forfeit, not a game to play."""
    target = tmp_path / "green.ics"
    assert run(capsys, "--db", db, "calendar", "--team", "GRN", str(target))[0] == 0
    r10 = next(e for e in Calendar.from_ical(target.read_bytes()).walk("VEVENT") if "Game R10 " in e["description"])
    assert str(r10["summary"]) == "Black at Green, final: Green 0, Black 1, by forfeit of Green"
    assert "Green forfeits (more than 15 minutes late: before the start" in str(r10["description"])


def test_version_module_entry_and_completion_follow_the_conventions(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0 and capsys.readouterr().out == f"rinkbook {version('rinkbook')}\n"

    module = subprocess.run(
        [sys.executable, "-m", "rinkbook", "--version"], capture_output=True, text=True, cwd=ROOT, check=False
    )
    assert module.returncode == 0 and module.stdout == f"rinkbook {version('rinkbook')}\n"

    for shell in ("bash", "zsh"):
        code, out, _ = run(capsys, "completion", shell)
        assert code == 0 and "calendar" in out and "--for-captains" in out  # commands and their options
