"""Values another program wrote into a league file that their columns cannot hold: `rinkbook check` names each
in words (table, row, column), loading a season refuses in the same words, never a traceback."""

from __future__ import annotations

import sqlite3

import pytest

from store.file.audit import audit_log
from store.file.db import StoreError
from store.file.maintenance import check_league
from store.views.season_load import load_season
from tui.cli import main

BAD_VALUES = {  # SQL as the sqlite3 shell would run it, and the line `check` gives for it
    "date": (
        "UPDATE game SET date = 'xyz' WHERE id = 12",
        "games row 12 ({gid}): date 'xyz' is not a date (YYYY-MM-DD)",
    ),
    "rating": (
        "UPDATE player SET rating = 'abc' WHERE id = 3",
        "players row 3 ({pid}): rating 'abc' is not a whole number",
    ),
    "status": (
        "UPDATE player SET status = 'retired' WHERE id = 4",
        "players row 4 ({pid4}): status 'retired' is not one of active, leaving, injured",
    ),
    "time": (
        "UPDATE game SET time = '7pm' WHERE id = 12",
        "games row 12 ({gid}): time '7pm' is not a time of day (HH:MM)",
    ),
    "shift line": (
        "UPDATE shift_list SET shifts = shifts || char(10) || 'X 9 garbage' WHERE id = 1",
        "shift lists row 1 (game {shift_gid}): line {line} 'X 9 garbage' is not a line change",
    ),
    "overtime": (
        "UPDATE game SET overtime = 'maybe' WHERE id = 12",
        "games row 12 ({gid}): overtime 'maybe' is not true or false (1 or 0)",
    ),
    # A date column's numeric affinity turned the year's bound into the number 1, which no text is below.
    "year zero": (
        "UPDATE game SET date = '0000-12-31' WHERE id = 13",
        "games row 13 ({gid13}): date '0000-12-31' is not a date (YYYY-MM-DD)",
    ),
    # SQLite's JSON functions stop the whole statement at text that is not JSON, unless asked in turn.
    "period scores not JSON": (
        "UPDATE game SET period_scores = '[[1, 0' WHERE id = 12",
        "games row 12 ({gid}): period_scores '[[1, 0' is not period scores (a JSON list of [home, away] pairs)",
    ),
}


def _write(league_file, sql: str) -> dict[str, object]:
    """Run `sql` on the league file through a connection of its own, and the names the lines use."""
    connection = sqlite3.connect(league_file.path)
    try:
        names = {
            "gid": connection.execute("SELECT gid FROM game WHERE id = 12").fetchone()[0],
            "gid13": connection.execute("SELECT gid FROM game WHERE id = 13").fetchone()[0],
            "pid": connection.execute("SELECT pid FROM player WHERE id = 3").fetchone()[0],
            "pid4": connection.execute("SELECT pid FROM player WHERE id = 4").fetchone()[0],
            "shift_gid": connection.execute(
                "SELECT g.gid FROM shift_list s JOIN game g ON g.id = s.game_id WHERE s.id = 1"
            ).fetchone()[0],
            "line": connection.execute(
                "SELECT length(shifts) - length(replace(shifts, char(10), '')) + 2 FROM shift_list WHERE id = 1"
            ).fetchone()[0],
        }
        connection.execute(sql)
        connection.commit()
    finally:
        connection.close()
    return names


@pytest.mark.parametrize("case", sorted(BAD_VALUES))
def test_check_names_a_bad_stored_value_by_table_row_and_column(case, league_file):
    sql, line = BAD_VALUES[case]
    names = _write(league_file, sql)
    assert check_league(league_file)[0].startswith(line.format(**names))


@pytest.mark.parametrize("case", sorted(BAD_VALUES))
def test_loading_a_season_holding_a_bad_stored_value_is_refused_in_the_same_words(case, league_file):
    sql, line = BAD_VALUES[case]
    names = _write(league_file, sql)
    with pytest.raises(StoreError) as refused:
        load_season(league_file)
    assert str(refused.value).startswith(f"season 2002-03 cannot be read: {line.format(**names)}")


def test_the_check_command_prints_one_line_per_bad_value_and_exits_1(league_file, capsys):
    for sql, _ in BAD_VALUES.values():
        _write(league_file, sql)
    _write(league_file, "UPDATE audit SET detail = 'moved by hand {' WHERE id = 1")
    code = main(["--db", str(league_file.path), "check"])
    out, err = capsys.readouterr()
    assert code == 1 and "Traceback" not in out + err
    lines = out.splitlines()
    assert len(lines) == len(BAD_VALUES) + 1 and "audit row 1: detail 'moved by hand {' is not a JSON object" in lines
    assert "9 problems found" in err


def test_the_audit_log_gives_a_row_whose_detail_is_not_json_as_its_text(league_file):
    _write(league_file, "UPDATE audit SET detail = 'moved by hand {', at = 5 WHERE id = 1")
    entry = audit_log(league_file)[-1]
    assert entry.detail == "moved by hand {" and entry.at == "5"
