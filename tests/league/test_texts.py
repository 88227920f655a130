"""Text limits and characters held in `league.season.texts`: every text field has a length limit, refused naming the
field and the limit; lone surrogates and invisible format characters in names and ids are refused."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

import pytest

from league.season.texts import FREE_TEXTS, SHOWN_MOST, TEXT_LIMITS, field_problem, printable, text_problems
from league.season.values import (
    Drop,
    EligibilityOverride,
    Forfeit,
    Game,
    Penalty,
    Player,
    Season,
    SeasonDates,
    Team,
    Transfer,
)


def _season(text: str = "x") -> Season:
    """A season whose every text field holds `text`."""
    teams = (Team(text, text, colour=text), Team("BLU", "Blue"))
    player = Player(
        text,
        text,
        date(1970, 1, 1),
        "F",
        "B",
        50,
        email=text,
        phone=text,
        eligibility_override=EligibilityOverride(text, date(2002, 9, 1)),
    )
    game = Game(
        text,
        "playoff",
        date(2002, 10, 6),
        "19:00",
        text,
        "BLU",
        series=text,
        signed_by=text,
        fees_waived=text,
        forfeit=Forfeit("BLU", text),
        penalties=(Penalty(text, text, "minor", text),),
    )
    return Season(
        text,
        text,
        text,
        SeasonDates(date(2002, 12, 31), date(2002, 12, 31)),
        teams=teams,
        players=(player,),
        transfers=(Transfer(text, "BLU", date(2002, 10, 1), text),),
        drops=(Drop(text, None, date(2002, 10, 2), reason=text),),
        games=(game,),
    )


def test_a_team_name_over_its_limit_is_refused_naming_the_field_and_the_limit():
    season = replace(_season(), teams=(Team("RED", "Red"), Team("BLU", "Blue"), Team("GLD", "G" * 412)))
    assert [str(p) for p in text_problems(season)] == ["teams[2].name: 412 characters; the most is 60 (text)"]


def test_every_text_field_of_a_season_has_a_limit():
    problems = list(text_problems(_season("x" * 1001)))
    paths = {p.path for p in problems}
    assert paths >= {
        "league",
        "season",
        "rulebook",
        "teams[0].code",
        "teams[0].name",
        "teams[0].colour",
        "players[0].id",
        "players[0].name",
        "players[0].email",
        "players[0].phone",
        "players[0].eligibility_override.reason",
        "transfers[0].reason",
        "drops[0].reason",
        "games[0].id",
        "games[0].series",
        "games[0].signed_by",
        "games[0].fees_waived.reason",
        "games[0].forfeit.reason",
        "games[0].penalties[0].infraction",
    }
    for problem in problems:
        field = re.sub(r"\[\d+\]", "", problem.path)
        assert problem.message == f"1,001 characters; the most is {TEXT_LIMITS[field]:,}", problem


def test_a_hundred_megabyte_name_is_refused_by_its_length_without_reading_it():
    name = "L" * (100 * 2**20)
    assert field_problem(name, "league") == "104,857,600 characters; the most is 80"


@pytest.mark.parametrize("field", sorted(TEXT_LIMITS))
def test_a_lone_surrogate_is_refused_in_every_field(field):
    assert "lone surrogate U+D800" in field_problem("Al\ud800", field)


@pytest.mark.parametrize("char", ["\u200b", "\u200d", "\u2060", "\ufeff", "\u200e", "\u00ad", "\U000e0041"])
def test_an_invisible_format_character_in_a_name_or_id_is_refused_naming_it(char):
    season = replace(_season(), players=(replace(_season().players[0], name=f"Al{char}an"),))
    problems = list(text_problems(season))
    assert [p.path for p in problems] == ["players[0].name"]
    assert f"invisible character U+{ord(char):04X}" in problems[0].message
    assert field_problem(f"P0{char}1", "players.id") and field_problem(f"BL{char}K", "teams.code")


@pytest.mark.parametrize("field", sorted(FREE_TEXTS))
def test_a_reason_keeps_the_joiners_of_persian_and_emoji(field):
    assert field_problem("می\u200cخواهم 👨\u200d👩", field) is None


def test_printable_cuts_a_long_stored_line_and_escapes_a_lone_surrogate():
    shown = printable("N" * (100 * 2**20))
    assert len(shown) == SHOWN_MOST and shown.endswith("…")
    assert printable("a\ud800b") == "a\\ud800b"
    lines = printable("short\n" + "R" * 5000 + "\nend", keep="\n").split("\n")
    assert lines[0] == "short" and len(lines[1]) == SHOWN_MOST and lines[2] == "end"
