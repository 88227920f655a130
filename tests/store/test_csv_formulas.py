"""Every CSV the app writes neutralises a cell a spreadsheet would run as a formula, and a sheet written
so reads back unchanged: "=cmd" stays "=cmd", "-Ann" stays "-Ann"."""

from __future__ import annotations

import csv
import io
from dataclasses import replace

import pytest

from league.rulebooks.gray import GRAY
from store.season_files.csv_cells import csv_text, read_cell, safe_cell
from store.season_files.csv_formats import players_csv, schedule_csv
from store.views.season_load import load_season
from store.writes.csv_import import import_csv_text
from tui.text.shift_text import shifts_cells, team_report

RISKY = [
    "=cmd|' /C calc'!A0",
    "-Ann",
    "+Carl",
    "@SUM(A1:A9)",
    "\t=1+1",
    "\r=1+1",
    " =1+1",  # spaces before a formula are skipped
    "   @SUM(A1)",
    "\u3000=1+1",  # an ideographic space
    "＝1+1",  # the full-width look-alikes
    "＋1",
    "－1",
    "＠SUM(A1)",
    "﹦1+1",  # the small forms
    " －1",
]


def cells(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


@pytest.mark.parametrize("text", RISKY)
def test_a_text_cell_that_would_start_a_formula_is_written_as_text(text):
    assert safe_cell(text) == "'" + text
    assert read_cell(safe_cell(text)) == text


@pytest.mark.parametrize("value", [7, -3, 1.5, "-3", "1.50", "Ann", "P001", "2002-10-06", "", " Ann", "A=B", "Ｐ001"])
def test_numbers_and_plain_text_stay_as_they_are(value):
    assert safe_cell(value) == value
    assert read_cell(str(value)) == str(value)


def test_text_already_behind_an_apostrophe_reads_back_as_it_was():
    assert read_cell(safe_cell("'=x")) == "'=x"
    assert read_cell("'quoted'") == "'quoted'"  # an apostrophe before ordinary text is the text's own


def test_the_one_writer_leaves_no_risky_cell_and_writes_none_empty():
    text = csv_text(["name", "n"], [["=2+2", None], ["-Ann", -4]])
    assert cells(text) == [["name", "n"], ["'=2+2", ""], ["'-Ann", "-4"]]


def _risky_players(league_file):
    header = "name,born,position,class,rating,email,phone\n"
    rows = [
        f'"{name}",1980-01-0{i + 1},F,B,50,x{i}@example.org,+1 555 013{i}\n'
        for i, name in enumerate(["=cmd", "-Ann", "@Bob", "+Carl"])
    ]
    import_csv_text(league_file, header + "".join(rows), "risky.csv")
    return load_season(league_file)


def test_the_player_sheet_neutralises_names_and_phones_and_reads_back_unchanged(league_file):
    season = _risky_players(league_file)
    exported = players_csv(season)
    rows = {row[0]: row for row in cells(exported)[1:]}
    new = [p for p in season.players if p.name in ("=cmd", "-Ann", "@Bob", "+Carl")]
    assert sorted(rows[p.id][1] for p in new) == ["'+Carl", "'-Ann", "'=cmd", "'@Bob"]
    assert all(rows[p.id][8].startswith("'+1 555") for p in new)
    report = import_csv_text(league_file, exported, "players.csv")
    assert report.updated == 0  # the round trip changed no player: names and phones read back as they were
    assert players_csv(load_season(league_file)) == exported


def test_the_schedule_writes_every_cell_through_the_one_writer(league_file):
    season = load_season(league_file)
    game = season.games[0]
    risky = replace(season, games=(replace(game, id="=HYPERLINK(1)", time="-1"),))
    row = cells(schedule_csv(risky))[1]
    assert row[0] == "'=HYPERLINK(1)" and row[2] == "-1"  # "-1" is a number to a spreadsheet


def test_the_shift_report_neutralises_a_players_name(league_file):
    season = load_season(league_file)
    report = team_report(season, GRAY, season.teams[0].code)
    first = report.rows[0]
    renamed = replace(report, rows=(replace(first, name="=cmd"), *report.rows[1:]))
    row = cells(csv_text(*shifts_cells(renamed)))[1]
    assert row[3] == "'=cmd"
    assert row[6] == str(first.shifts)  # counts stay numbers
