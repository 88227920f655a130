"""A text stored before texts had a limit (written by an older rinkbook or by hand) is shown cut, on every
screen and in every command: padding and measuring a megabyte-long name made the app and the tables hang."""

from __future__ import annotations

import sqlite3

from league.season.texts import SHOWN_MOST
from tui.cli import main

SIZE = (120, 40)
LONG = 2**20  # a megabyte: a 100 MB name hung the app for minutes, this one for seconds


def _store_long_names(path) -> None:
    connection = sqlite3.connect(path)
    try:
        connection.execute("UPDATE season SET league = ?", ("L" * LONG,))
        connection.execute("UPDATE team SET name = ? WHERE code = 'RED'", ("R" * LONG,))
        connection.commit()
    finally:
        connection.close()


async def test_the_app_shows_a_long_stored_league_and_team_name_cut(make_app, league_file, read_screen):
    _store_long_names(league_file.path)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert len(app.title) == SHOWN_MOST and app.title.endswith("…")
        await pilot.press("r")  # the rosters: a tab per team, titled with its name
        await pilot.pause()
        assert "RED RRRR" in read_screen(app)


def test_the_standings_command_cuts_a_long_stored_team_name_to_its_limit(league_file, capsys):
    _store_long_names(league_file.path)
    assert main(["--db", str(league_file.path), "standings"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert any("RED  " + "R" * 60 + " " in line for line in lines)
    assert max(len(line) for line in lines) < 200
