"""A form refused because another window saved the same thing meanwhile stays open as typed: it says what
the other window stored, and Enter then saves what was typed over that version, on purpose (Esc cancels)."""

from __future__ import annotations

import re
from datetime import date

from store.views.season_load import load_season
from tests.conftest import screen_text
from tests.tui.conftest import TODAY
from tests.tui.notices import notice_titles, notices
from tests.tui.stale_forms import saved_meanwhile
from tests.tui.two_window_cases import AT, CASES, fill, form_error, keys, league_for
from tui.modals.game_modal import GameModal
from tui.modals.player_modal import PlayerModal

CASES_BY_NAME = {case.name: case for case in CASES}

EDIT_P001 = ("p", "slash", *"P001", "enter", "E")
MOVE_R4 = ("s", "down", "down", "down", "M")


def p001_rated_meanwhile(league_file, second_typed: dict[str, str]):
    """P001's edit form open in two windows: the first saves rating 77, the second Enter on `second_typed`."""
    return saved_meanwhile(league_file, "2002-03", TODAY, EDIT_P001, {"player-rating": "77"}, second_typed)


def r4_moved_meanwhile(empty_league, example_season, first_typed: dict[str, str], second_typed: dict[str, str]):
    """R4's move form open in two windows: the first saves `first_typed`, the second Enter on `second_typed`."""
    season = league_for(CASES_BY_NAME["game moved"], empty_league, example_season)
    return saved_meanwhile(empty_league, season, date(2002, 12, 1), MOVE_R4, first_typed, second_typed)


async def test_a_stale_player_edit_keeps_the_typed_form_says_what_is_stored_and_saves_over_it(league_file):
    typed = {"player-phone": "555-0199", "player-name": "Al Newname"}
    async with p001_rated_meanwhile(league_file, typed) as (p2, second):
        # Refused, and the form is still there with what the second window typed.
        assert isinstance(second.screen, PlayerModal)
        assert second.screen.query_one("#player-phone").value == "555-0199"
        assert second.screen.query_one("#player-name").value == "Al Newname"
        text = form_error(second)
        assert re.search(r"P001's rating was changed in another window at \d\d:\d\d", text), text
        assert "rating 77 now" in text and "Enter saves what you changed over it" in text, (
            text
        )  # what the other window stored
        assert load_season(league_file).player("P001").phone != "555-0199"  # nothing saved yet
        assert "Editing a player refused" in notice_titles(second), notice_titles(second)  # not "Registering"
        # The field this window did not type in shows what the other window stored: Enter saves what is shown.
        assert second.screen.query_one("#player-rating").value == "77"
        await keys(p2, "enter")  # saved over the other window's version, on purpose
        assert not isinstance(second.screen, PlayerModal)
    stored = load_season(league_file).player("P001")
    assert (stored.name, stored.phone, stored.rating) == ("Al Newname", "555-0199", 77)


async def test_escape_on_a_kept_stale_form_saves_nothing(league_file):
    async with p001_rated_meanwhile(league_file, {"player-phone": "555-0199"}) as (p2, second):
        assert isinstance(second.screen, PlayerModal)
        await keys(p2, "escape")
        assert not isinstance(second.screen, PlayerModal)
    stored = load_season(league_file).player("P001")
    assert stored.rating == 77 and stored.phone != "555-0199"  # the other window's save, and nothing of this one


async def test_a_kept_player_form_saves_a_value_typed_back_to_the_one_it_was_opened_with(league_file):
    """The form showed the other window's rating 77 after the refusal: typing the old rating back is a change
    made on purpose, saved, not taken for a field left alone."""
    opened = load_season(league_file).player("P001").rating
    async with p001_rated_meanwhile(league_file, {"player-phone": "555-0199"}) as (p2, second):
        assert isinstance(second.screen, PlayerModal)
        assert second.screen.query_one("#player-rating").value == "77"
        await fill(p2, second, **{"player-rating": str(opened)})
        await keys(p2, "enter")
        assert not isinstance(second.screen, PlayerModal)
    stored = load_season(league_file).player("P001")
    assert (stored.phone, stored.rating) == ("555-0199", opened), stored


async def test_a_kept_move_form_shows_the_other_windows_time_and_saves_the_time_typed_back(
    empty_league, example_season
):
    """Another window moved R4 to 21:00: the move form kept open shows 21:00 where nothing was typed (what Enter
    saves), and a 19:00 typed back on purpose is saved, not taken for the time left alone."""
    first_typed = {"game-time": "21:00", "game-reason": "ice booked late"}
    second_typed = {"game-rooms": "2/1", "game-reason": "rooms swapped"}
    async with r4_moved_meanwhile(empty_league, example_season, first_typed, second_typed) as (p2, second):
        assert isinstance(second.screen, GameModal), screen_text(second)
        assert second.screen.query_one("#game-time").value == "21:00"  # what Enter would save
        await fill(p2, second, **{"game-time": "19:00"})
        await keys(p2, "enter")
        assert not isinstance(second.screen, GameModal), screen_text(second)
    stored = load_season(empty_league).game("R4")
    assert (stored.time, stored.rooms) == ("19:00", (1, 2)), stored


async def test_a_move_refused_after_the_same_night_question_keeps_the_typed_form(empty_league, example_season):
    """Red already plays on 2002-10-06: the move is asked about first, and a stale refusal after the y still keeps
    the form as typed, to be saved over the other window's rooms on purpose."""
    first_typed = {"game-rooms": "2/1", "game-reason": "rooms swapped"}
    second_typed = {"game-date": "2002-10-06", "game-time": "22:30", "game-reason": "make-up"}
    async with r4_moved_meanwhile(empty_league, example_season, first_typed, second_typed) as (p2, second):
        assert "anyway?" in screen_text(second)  # Red twice that night: asked first
        await keys(p2, "y")
        assert isinstance(second.screen, GameModal), screen_text(second)
        assert second.screen.query_one("#game-date").value == "2002-10-06"
        assert re.search(r"game R4's rooms were changed" + AT, form_error(second)), form_error(second)
        await keys(p2, "enter")
        assert "anyway?" in screen_text(second)  # asked again on the game as it is now
        await keys(p2, "y")
        assert not isinstance(second.screen, GameModal), screen_text(second)
    stored = load_season(empty_league).game("R4")
    assert (stored.date, stored.time, stored.rooms) == (date(2002, 10, 6), "22:30", (1, 2)), stored


async def test_no_to_the_same_night_question_returns_to_the_move_form_as_typed(empty_league, example_season):
    """Red already plays on 2002-10-06: `n` to "move anyway?" goes back to the form as typed, saying why nothing
    was saved; the next Enter asks again, and the stale refusal after the y keeps the form as well."""
    first_typed = {"game-rooms": "2/1", "game-reason": "rooms swapped"}
    second_typed = {"game-date": "2002-10-06", "game-time": "22:30", "game-reason": "make-up"}
    async with r4_moved_meanwhile(empty_league, example_season, first_typed, second_typed) as (p2, second):
        assert "anyway?" in screen_text(second)
        await keys(p2, "n")
        assert isinstance(second.screen, GameModal), screen_text(second)
        assert (second.screen.query_one("#game-date").value, second.screen.query_one("#game-time").value) == (
            "2002-10-06",
            "22:30",
        )
        said = form_error(second)
        assert said.startswith("Date: not saved (") and said.endswith("or Enter asks again."), said
        assert second.focused is second.screen.query_one("#game-date")  # the field the answer leaves to mend
        await keys(p2, "enter")
        assert "anyway?" in screen_text(second)  # asked again
        await keys(p2, "y")
        assert isinstance(second.screen, GameModal), screen_text(second)  # the other window's rooms: kept as typed
        assert re.search(r"game R4's rooms were changed" + AT, form_error(second)), form_error(second)
    assert load_season(empty_league).game("R4").date == date(2002, 10, 27)  # nothing of this window saved


async def test_a_kept_draft_order_form_shows_the_other_windows_order_and_saves_the_one_typed_back(
    empty_league, example_season
):
    """Another window set the straight order: the kept form shows it where nothing was typed, and the snake
    typed back on purpose is saved with the first round this window typed."""
    season = league_for(CASES_BY_NAME["draft order"], empty_league, example_season)
    first_round = "GLD BLU WHT GRN RED BLK"
    async with saved_meanwhile(
        empty_league,
        season,
        date(2002, 9, 25),
        ("b", "O"),
        {"order-kind": "straight"},
        {"order-first": first_round},
    ) as (p2, second):
        assert second.screen.query_one("#order-first").value == first_round, screen_text(second)
        assert second.screen.query_one("#order-kind").value == "straight"  # what Enter would save
        await fill(p2, second, **{"order-kind": "snake"})
        await keys(p2, "enter")
    draft = load_season(empty_league).draft
    assert (draft.order, " ".join(draft.first_round)) == ("snake", first_round), draft


async def test_a_move_form_on_a_game_removed_meanwhile_is_let_go_saying_so(empty_league, example_season):
    """Another window deleted R4: there is nothing left to save the move over, so the form is not kept offering
    Enter (which would be refused again and again); the refusal says the game was removed."""
    season = league_for(CASES_BY_NAME["game moved"], empty_league, example_season)
    deleting = {"typed-confirm-reason": "added by mistake", "typed-confirm": "R4"}
    async with saved_meanwhile(
        empty_league,
        season,
        date(2002, 12, 1),
        MOVE_R4,
        deleting,
        {"game-rooms": "2/1", "game-reason": "rooms swapped"},
        first_opening=(*MOVE_R4[:-1], "D"),
    ) as (_, second):
        assert load_season(empty_league).game("R4") is None  # the first window's delete was saved
        assert not isinstance(second.screen, GameModal), form_error(second)
        said = " ".join(notices(second, severity="error"))
        assert re.search("game R4 was removed" + AT, said), said


async def test_a_kept_drop_request_for_the_drop_requested_meanwhile_says_why_instead_of_offering_enter(
    empty_league, example_season
):
    """Both windows asked to drop RED1: the second's form kept open says RED1's request is already waiting, and
    offers no Enter that could only be refused again."""
    season = league_for(CASES_BY_NAME["drop request"], empty_league, example_season)
    async with saved_meanwhile(empty_league, season, date(2002, 11, 25), ("a", "down", "Q"), {}, {}) as (_, second):
        said = form_error(second)
        assert re.search("the drop of RED1 was requested" + AT, said), said
        assert "RED1 already has a drop request waiting" in said and "Enter" not in said, said
    assert [d.player for d in load_season(empty_league, season).drops] == ["RED1"]


async def test_a_kept_postponement_asks_about_the_game_as_the_other_window_moved_it(empty_league, example_season):
    """Another window moved R4 to 21:00 while its postponement was being typed: the form kept open asks why the
    game at 21:00 is postponed, the one Enter postpones, not the 19:00 it opened on."""
    season = league_for(CASES_BY_NAME["game moved"], empty_league, example_season)
    moved = {"game-time": "21:00", "game-reason": "ice booked late"}
    postpone_r4 = (*MOVE_R4[:-1], "P")
    async with saved_meanwhile(
        empty_league, season, date(2002, 12, 1), postpone_r4, moved, {"reason": "flu"}, first_opening=MOVE_R4
    ) as (p2, second):
        shown = screen_text(second)
        assert "Why is game R4 (RED v BLK, 2002-10-27 21:00) postponed?" in shown, shown
        assert "19:00" not in shown.split("postponed?")[0].rsplit("Why is", 1)[-1]
        await keys(p2, "enter")
    r4 = load_season(empty_league, season).game("R4")
    assert (r4.status, r4.time) == ("postponed", "21:00"), r4
