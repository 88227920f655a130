"""Whatever is typed into a form or the scoresheet's entry line is read or refused with a sentence naming
the field: the readers never raise (a raise there is a crash of the app while typing)."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from league.rulebooks.gray import GRAY
from league.season.values import Player
from tests.tui.sheet_fixtures import GAME, sheet_season
from tui.modals.coin_toss_modal import parse_order
from tui.modals.draft_order_modal import read_order
from tui.modals.fee_payment_modal import read_payment
from tui.modals.player_modal import FIELDS, read_player
from tui.modals.playoff_game_modal import parse_slot
from tui.text.money_text import read_dollars
from tui.text.new_league_form import read_new_season, read_teams
from tui.text.schedule_form import read_dates, read_rooms, read_slots, read_time
from tui.text.scoresheet_entry import EntryContext, EntryError, parse_entry

# Text a person could type or paste: digits of other scripts and superscripts, signs, brackets, controls.
typed = st.text(
    st.sampled_from(list("0123456789:/-.,; ²³٣۴ 𝟗+eEx_[]ABCDFGNPRhaorsltnk\x1b\u202e")) | st.characters(), max_size=24
)
BASE = Player("P901", "", date(1970, 1, 1), "F", "B", 50)
TEAMS = ("BLK", "RED", "GRN", "WHT", "BLU", "GLD")
FAST = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@FAST
@given(text=typed, other=typed, third=typed)
@example(text="٣:٠٠", other="١٩:٠٠", third="２０２６-１２-０６")  # digits int() reads, no time or date of ours
def test_the_form_readers_return_a_value_or_a_sentence(text, other, third):
    assert isinstance(read_dollars(text, "Amount"), (int, str))
    assert read_time(text) == "" or re.fullmatch("[0-9]{2}:[0-9]{2}", read_time(text))
    read_rooms(text)
    assert isinstance(read_slots(text), (tuple, str))
    assert isinstance(read_dates(text, "Blackouts"), (tuple, str))
    parse_order(text)
    read_order(text, other, TEAMS)
    read_payment(text, other, third, {"RED": "Red"})
    parse_slot(text, other, third)
    read_teams(text)
    read_new_season(
        {
            "league": text,
            "season": other,
            "rulebook": "gray",
            "cutoff": third,
            "deadline": third,
            "teams": f"{text}; {other}",
        }
    )


@FAST
@given(values=st.fixed_dictionaries({key: typed for key, _ in FIELDS}))
def test_the_registration_form_reads_any_typing_or_names_the_field(values):
    result = read_player(values, BASE)
    assert isinstance(result, Player) or result.split(":")[0] in {label for _, label in FIELDS}


@pytest.fixture
def ctx(example_season) -> EntryContext:
    season = sheet_season(example_season)
    return EntryContext(
        replace(season.game(GAME), dressed=(("WHT", ("P042", "P043")), ("BLU", ("P055",)))), season, GRAY
    )


words = st.sampled_from(
    [
        "goal",
        "pen",
        "dress",
        "sub",
        "late",
        "score",
        "final",
        "forfeit",
        "sign",
        "override",
        "h",
        "a",
        "wht",
        "blu",
        "11",
        "42",
        "P042",
        "1",
        "2",
        "3",
        "ot",
        "03:07",
        "99:99",
        "minor",
        "major",
        "2",
        "-1",
        "²",
        "٣",
        "999999999999",
        "[/]",
        "\x1b[2J",
        "",
    ]
)


@FAST
@given(line=st.lists(words | typed, max_size=7).map(" ".join))
def test_the_scoresheet_entry_line_reads_any_line_or_names_the_part(line, ctx):
    try:
        parse_entry(line, ctx)
    except EntryError as error:
        assert str(error)
