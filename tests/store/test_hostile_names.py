"""Hostile names: any script, quotes and markup-like text kept byte for byte; control characters refused
by every way in (season file, CSV sheet, the registration form), naming the field, changing nothing."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from league.season.errors import RuleViolation
from league.season.texts import field_problem, printable, text_problem, text_problems
from league.season.values import Player
from store.season_files.csv_formats import players_csv, read_table
from store.season_files.import_export import export_season_text, import_season_file
from store.season_files.reader import parse_season_text
from store.season_files.writer import season_to_text
from store.views.season_load import load_season
from store.writes.csv_import import import_csv_text
from store.writes.registration import register_player
from store.writes.rule_texts import attach_rule_text

KEPT = [
    "Dan O'Brien",
    'Joe "The Wall" Caro',
    "[bold]Big[/bold] Al",
    "[/]",
    "Ed [link=http://x]me[/link]",
    "محمد العلي",
    "דוד כהן",
    "Zoë Łukasz-Ñúñez",
    "李小龙",
    "Åsa 🏒",
    "e\u0301lan",
    "Back\\slash; semi,comma",
]
REFUSED = {
    "escape": "Al\x1b[2J",
    "nul": "Al\x00",
    "carriage return": "Al\rBob",
    "line feed": "Al\nBob",
    "tab": "Al\tB",
    "delete": "Al\x7f",
    "C1 next line": "Al\x85",
    "right-to-left override": "\u202eAl",
    "isolate": "Al\u2066x",
    "line separator": "Al\u2028x",
}


@pytest.mark.parametrize("name", KEPT)
def test_names_of_any_script_with_quotes_or_brackets_are_allowed(name):
    assert text_problem(name) is None


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_control_characters_are_refused_naming_the_code_point(case):
    name = REFUSED[case]
    odd = next(c for c in name if not (c.isalnum() or c in " [];"))
    assert f"U+{ord(odd):04X}" in text_problem(name)


@pytest.mark.parametrize("name", KEPT)
def test_a_kept_name_survives_season_file_and_csv_round_trips_byte_for_byte(name, league_file, tmp_path):
    season = load_season(league_file)
    season = replace(season, players=(replace(season.players[0], name=name), *season.players[1:]))
    path = tmp_path / "named.json"
    path.write_text(season_to_text(replace(season, name="2009-10")), encoding="utf-8")
    import_season_file(league_file, path)
    assert load_season(league_file, "2009-10").players[0].name == name
    assert export_season_text(league_file, "2009-10").encode() == path.read_bytes()
    sheet = players_csv(load_season(league_file, "2009-10"))
    assert read_table(sheet, "p.csv").rows[0][1]["name"] == name
    assert import_csv_text(league_file, sheet, "p.csv", "2009-10").updated == 0  # the same names: nothing to change


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_a_control_character_in_a_season_file_is_refused_naming_its_path(case, league_file, tmp_path, digest):
    data = json.loads(export_season_text(league_file))
    data["season"] = "2009-10"
    data["players"][3]["name"] = REFUSED[case]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    before = digest(league_file.path)
    with pytest.raises(RuleViolation) as refused:
        import_season_file(league_file, path)
    assert refused.value.first.path == "players[3].name" and "control character" in refused.value.first.message
    assert digest(league_file.path) == before


@pytest.mark.parametrize("field", ["league", "season", "teams[1].name", "transfers[0].reason"])
def test_every_text_field_refuses_an_escape_sequence(field, league_file, tmp_path):
    data = json.loads(export_season_text(league_file))
    data["season"] = "2009-10"
    target, _, key = field.rpartition(".")
    holder = data if not target else (data[target[:-3]][int(target[-2])] if target.endswith("]") else data[target])
    holder[key or field] = "x\x1b]0;pwned\x07"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RuleViolation) as refused:
        import_season_file(league_file, path)
    assert refused.value.first.path == field


@pytest.mark.parametrize("case", ["escape", "right-to-left override", "nul"])
def test_a_control_character_in_a_player_sheet_is_refused_naming_line_and_column(case, league_file, digest):
    sheet = f'name,born,position,class,rating\nGood Name,1970-01-01,F,B,50\n"{REFUSED[case]}",1971-01-01,D,C,40\n'
    before = digest(league_file.path)
    with pytest.raises(RuleViolation) as refused:
        import_csv_text(league_file, sheet, "players.csv")
    assert refused.value.first.path == "players.csv line 3, column name", refused.value.first
    assert digest(league_file.path) == before


def test_the_registration_form_refuses_a_control_character_in_a_name(league_file, digest):
    before = digest(league_file.path)
    with pytest.raises(RuleViolation, match="control character U\\+001B"):
        register_player(
            league_file, None, Player("P901", "Al\x1b[31m", date(1970, 1, 1), "F", "B", 60), date(2002, 9, 20)
        )
    assert digest(league_file.path) == before


@settings(max_examples=150, deadline=None)
@given(name=st.text(min_size=1, max_size=20).filter(str.strip))
def test_any_name_is_either_kept_exactly_or_refused_naming_the_field(name):
    """In the season file layer: the name comes back byte for byte, or the checks name players[0].name."""
    season = parse_season_text(_TINY)
    season = replace(season, players=(replace(season.players[0], name=name),))
    again = parse_season_text(season_to_text(season).encode())
    assert again.players[0].name == name
    problems = list(text_problems(again))
    assert bool(problems) == (field_problem(name, "players.name") is not None)
    assert all(p.path == "players[0].name" for p in problems)


_TINY = json.dumps(
    {
        "format": "rinkbook.season",
        "version": 1,
        "league": "L",
        "season": "2002-03",
        "rulebook": "gray",
        "dates": {"age_cutoff": "2002-12-31", "roster_deadline": "2002-12-31"},
        "teams": [{"code": "RED", "name": "Red"}, {"code": "BLU", "name": "Blue"}],
        "players": [{"id": "P001", "name": "A", "born": "1970-01-01", "position": "F", "class": "B", "rating": 50}],
    }
)


def test_a_rule_text_keeps_its_lines_tabs_and_brackets(league_file, tmp_path):
    path = tmp_path / "rules.txt"
    path.write_bytes("Gray [rules]\r\n\t1. 22 and over.\r\nمحمد\n".encode())
    assert attach_rule_text(league_file, None, path).text == "Gray [rules]\r\n\t1. 22 and over.\r\nمحمد\n"


def test_a_rule_text_with_an_escape_sequence_is_refused_naming_its_line(league_file, tmp_path, digest):
    path = tmp_path / "rules.txt"
    path.write_text("Gray\n1. Open to all.\n2. \x1b]0;pwned\x07\n", encoding="utf-8")
    before = digest(league_file.path)
    with pytest.raises(RuleViolation, match="line 3 holds the control character U\\+001B"):
        attach_rule_text(league_file, None, path)
    assert digest(league_file.path) == before


def test_a_rule_text_over_the_size_limit_is_refused_before_it_is_read(league_file, tmp_path, monkeypatch):
    huge = tmp_path / "rules.txt"
    with huge.open("wb") as sparse:
        sparse.truncate(257 * 2**20)
    monkeypatch.setattr(Path, "read_bytes", lambda self: pytest.fail("read"))
    with pytest.raises(RuleViolation, match="larger than 1 MB"):
        attach_rule_text(league_file, None, huge)


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("Al\x1b[2J", "Al\\x1b[2J"),
        ("\u202eAl", "\\u202eAl"),
        ("Al\nBob", "Al\\nBob"),
        ("[/] Al", "[/] Al"),
    ],
)
def test_text_stored_before_the_rule_is_printed_with_its_controls_escaped(text, shown):
    assert printable(text) == shown
