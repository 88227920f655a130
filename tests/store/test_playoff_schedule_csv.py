"""The schedule CSV makes playoff games too: a series and a number, held against the bracket (Gray rules 20-22)."""

from __future__ import annotations

from datetime import date

import pytest

from league.season.errors import RuleViolation
from store.season_files.csv_formats import schedule_csv
from store.views.season_load import load_season
from store.writes.csv_import import import_csv_text

HEADER = "date,time,home,away,rooms,series,no\n"


def test_a_schedule_csv_adds_the_rest_of_a_series_as_playoff_games(league_file):
    text = HEADER + "2002-12-22,20:15,WHT,RED,4/3,SF1,2\n2002-12-23,20:15,RED,WHT,4/3,sf1,3\n"
    assert import_csv_text(league_file, text, "playoffs.csv").added == 2
    season = load_season(league_file)
    three = season.game("SF1-3")
    assert (three.stage, three.series, three.no, three.home, three.date) == (
        "playoff",
        "SF1",
        3,
        "RED",
        date(2002, 12, 23),
    )
    assert "SF1-3,2002-12-23,20:15,RED,WHT,4/3,scheduled,SF1,3" in schedule_csv(season)


@pytest.mark.parametrize(
    ("row", "message"),
    [
        ("2002-12-22,20:15,RED,WHT,4/3,SF1,2", "playoffs.csv line 2, column home: WHT is home in SF1 game 2, not RED"),
        ("2002-12-22,20:15,WHT,BLU,4/3,SF1,2", "SF1 is RED v WHT, not WHT v BLU"),
        (
            "2002-12-22,20:15,WHT,RED,4/3,SF1,4",
            "playoffs.csv line 2, column no: '4' is not a game number of SF1 (1 to 3",
        ),
        ("2002-12-22,20:15,WHT,RED,4/3,SF9,2", "playoffs.csv line 2, column series: 'SF9' is not a series"),
        ("2002-12-22,20:15,WHT,RED,4/3,,2", "playoffs.csv line 2, column series: is empty"),
        ("2002-12-22,20:15,WHT,RED,4/3,SF1,", "playoffs.csv line 2, column no: is empty"),
        ("2002-12-22,20:15,WHT,RED,4/3,SF1,1", "SF1 already has a game 1"),
    ],
)
def test_a_playoff_game_the_bracket_refuses_is_refused_naming_its_line(league_file, row, message):
    before = load_season(league_file)
    with pytest.raises(RuleViolation) as refused:
        import_csv_text(league_file, HEADER + row + "\n", "playoffs.csv")
    assert message in str(refused.value)
    assert load_season(league_file) == before
