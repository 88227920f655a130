"""Dates out of the season file's range (1900 to 2199) are refused by every way in, naming the field, so
a season exported always imports again."""

from __future__ import annotations

from datetime import date

import pytest

from league.season.errors import RuleViolation
from league.season.values import Player
from store.writes.csv_import import import_csv_text
from store.writes.registration import register_player


@pytest.mark.parametrize("born", ["0001-01-01", "1899-12-31", "2200-01-01", "9999-12-31"])
def test_a_player_sheet_birth_date_out_of_range_is_refused_naming_line_and_column(born, league_file, digest):
    before = digest(league_file.path)
    with pytest.raises(RuleViolation, match=f"{born} is not a date from 1900 to 2199") as refused:
        import_csv_text(league_file, f"name,born,position,class,rating\nOld Timer,{born},F,B,50\n", "players.csv")
    assert refused.value.first.path == "players.csv line 2, column born"
    assert digest(league_file.path) == before


def test_a_schedule_date_out_of_range_is_refused_naming_the_line(league_file, digest):
    before = digest(league_file.path)
    with pytest.raises(RuleViolation, match="0001-03-01 is not a date from 1900 to 2199") as refused:
        import_csv_text(league_file, "date,time,home,away\n0001-03-01,19:00,RED,BLU\n", "schedule.csv")
    assert refused.value.first.path.startswith("schedule.csv line 2")
    assert digest(league_file.path) == before


def test_the_registration_form_refuses_a_birth_date_the_season_file_cannot_hold(league_file, digest):
    before = digest(league_file.path)
    with pytest.raises(RuleViolation, match="9999-12-31 is not a date from 1900 to 2199"):
        register_player(
            league_file,
            None,
            Player("P901", "Al", date(9999, 12, 31), "F", "B", 60),
            date(2002, 9, 20),
            override_reason="the committee says so",
        )
    assert digest(league_file.path) == before
