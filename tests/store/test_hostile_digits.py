"""Digits other than 0-9 in a season file or a CSV sheet: Python's `\\d` and `int()` read Arabic-Indic and
full-width digits, so such a time was stored as written, which no other reader expects. Each is refused naming
its field, nothing stored."""

from __future__ import annotations

import copy
import json
import re

import pytest

from league.season.errors import RuleViolation
from store.season_files.import_export import import_season_file
from store.writes.csv_import import import_csv_text
from tests.conftest import EXAMPLE

BASE = json.loads(EXAMPLE.read_text(encoding="utf-8"))
ARABIC_INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
FULL_WIDTH = str.maketrans("0123456789", "０１２３４５６７８９")


def _season_with(path: tuple[str | int, ...], value: str) -> dict:
    data = copy.deepcopy(BASE)
    data["season"] = "digits"
    holder = data
    for step in path[:-1]:
        holder = holder[step]
    holder[path[-1]] = value
    return data


@pytest.mark.parametrize(
    ("path", "where", "value", "says"),
    [
        (("games", 0, "time"), "games[0].time", "٠٣:٠٠", "is not a time of day (HH:MM)"),
        (("games", 0, "time"), "games[0].time", "０３:００", "is not a time of day (HH:MM)"),
        (("games", 0, "time"), "games[0].time", "0٣:00", "is not a time of day (HH:MM)"),
        (("games", 1, "goals", 0, "time"), "games[1].goals[0].time", "٠١:٠٤", "is not an elapsed time (MM:SS)"),
        (("games", 1, "penalties", 0, "time"), "games[1].penalties[0].time", "1０:47", "is not an elapsed time"),
    ],
)
def test_a_season_file_time_in_other_digits_is_refused_naming_the_field(
    path, where, value, says, league_file, tmp_path, digest
):
    file = tmp_path / "digits.json"
    file.write_text(json.dumps(_season_with(path, value), ensure_ascii=False), encoding="utf-8")
    before = digest(league_file.path)
    with pytest.raises(RuleViolation, match=re.escape(f"{where}: '{value}' {says}")) as refused:
        import_season_file(league_file, file)
    assert refused.value.first.path == where
    assert digest(league_file.path) == before


@pytest.mark.parametrize(
    "born", ["1990-03-15".translate(ARABIC_INDIC), "1990-03-15".translate(FULL_WIDTH), "15 Mar ١٩٩٠", "1٥ Mar 1990"]
)
def test_a_sign_up_birth_date_in_other_digits_is_refused_naming_line_and_column(born, league_file, digest):
    before = digest(league_file.path)
    sheet = f"name,born,position,class,rating,email\nNour Haddad,{born},F,B,55,nour@example.org\n"
    with pytest.raises(RuleViolation, match="not a date") as refused:
        import_csv_text(league_file, sheet, "signups.csv")
    assert refused.value.first.path == "signups.csv line 2, column born"
    assert digest(league_file.path) == before


@pytest.mark.parametrize("time", ["٣:٠٠", "１９:００", "19:0٠"])
def test_a_schedule_sheet_time_in_other_digits_is_refused_naming_the_line(time, league_file, digest):
    before = digest(league_file.path)
    with pytest.raises(RuleViolation) as refused:
        import_csv_text(league_file, f"date,time,home,away\n2003-03-01,{time},RED,BLU\n", "schedule.csv")
    assert refused.value.first.path.startswith("schedule.csv line 2"), refused.value.first
    assert "time" in refused.value.first.path + refused.value.first.message
    assert digest(league_file.path) == before
