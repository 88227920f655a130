"""The schedule's forms refused because another window changed the schedule meanwhile stay open as typed, say
what Enter does now, and never lose what was typed to a question or a refusal."""

from __future__ import annotations

import re
from datetime import date

from store.file.audit import audit_log
from store.season_files.import_export import import_season
from store.views.season_load import load_season
from tests.conftest import screen_text
from tests.league.attendance_nights import game as attendance_game
from tests.league.attendance_nights import season as attendance_season
from tests.tui.stale_forms import saved_meanwhile
from tests.tui.two_window_cases import AT, CASES, NEW_GAME_FIRST, NEW_GAME_SECOND, form_error, keys, league_for
from tui.modals.game_modal import GameModal
from tui.modals.reason_modal import ReasonModal
from tui.modals.round_robin_modal import RoundRobinModal

CASES_BY_NAME = {case.name: case for case in CASES}
NEW_GAME = CASES_BY_NAME["new game on the schedule"]


async def test_a_stale_round_robin_keeps_the_typed_plan_and_plans_it_again_on_the_schedule_now(
    empty_league, example_season
):
    season = league_for(NEW_GAME, empty_league, example_season)
    before = len(load_season(empty_league).games)
    first = {"rr-rounds": "1", "rr-start": "2002-12-15"}
    second_typed = {"rr-rounds": "1", "rr-start": "2002-12-15", "rr-slots": "Wed 21:45 7/8, Wed 23:00 9/10"}
    saving = ("enter", "ctrl+s")  # previewed, then saved
    async with saved_meanwhile(
        empty_league, season, NEW_GAME.today, ("s", "R"), first, second_typed, saving=saving
    ) as (p2, second):
        assert isinstance(second.screen, RoundRobinModal), form_error(second)
        assert second.screen.query_one("#rr-slots").value == "Wed 21:45 7/8, Wed 23:00 9/10"  # as typed
        said = form_error(second)
        assert re.search(r"game R\d+ was added", said), said
        assert said.endswith("Enter plans it again on the schedule as it is now, then Ctrl+S saves; Esc cancels."), said
        await keys(p2, "ctrl+s")  # the preview planned on the old schedule is gone: nothing saved over it
        assert "Press Enter to preview the games first." in form_error(second)
        second.screen.query_one("#rr-rounds").focus()
        await keys(p2, "enter", "ctrl+s")
        assert not isinstance(second.screen, RoundRobinModal), form_error(second)
    games = load_season(empty_league).games
    added = len(games) - before
    assert added > 0 and added % 2 == 0, added  # both windows' round robins, as many games each
    assert len({g.id for g in games}) == len(games)
    assert any(g.time == "21:45" for g in games) and any(
        g.time == "19:00" and g.date.isoformat() >= "2002-12-15" for g in games
    )


async def test_a_kept_new_game_form_is_titled_with_the_id_enter_adds_it_under(empty_league, example_season):
    """Another window added R04, the id this form opened with: the form kept open is titled "Add game R05", the
    game its Enter adds, not the R04 it can no longer be."""
    season = league_for(NEW_GAME, empty_league, example_season)
    async with saved_meanwhile(empty_league, season, NEW_GAME.today, ("s", "A"), NEW_GAME_FIRST, NEW_GAME_SECOND) as (
        p2,
        second,
    ):
        assert isinstance(second.screen, GameModal), form_error(second)
        assert str(second.screen.query_one("#game-box").border_title) == "Add game R05"
        assert "Add game R05" in screen_text(second) and "Add game R04" not in screen_text(second)
        await keys(p2, "enter")
        assert not isinstance(second.screen, GameModal), form_error(second)
    assert load_season(empty_league).game("R05").time == "22:30"


async def test_a_stale_correction_of_a_signed_sheet_keeps_the_reason_and_corrects_the_list_as_it_is_now(empty_league):
    """Both windows correct Red's list of signed game G01: the first dresses RED1, the second RED2. The second's
    reason form stays open as typed after the refusal, and its Enter dresses RED2 on the list the first left."""
    signed = (attendance_game(n, absent=("RED1", "RED2"), signed=True) for n in range(1, 8))
    import_season(empty_league, attendance_season(*signed), backup=False)
    g01 = ("right",) * 5
    async with saved_meanwhile(
        empty_league,
        "S",
        date(2002, 11, 25),
        ("a", "down", "down", *g01, "C"),
        {"reason": "RED1 was there"},
        {"reason": "RED2 came late"},
        first_opening=("a", "down", *g01, "C"),
    ) as (p2, second):
        assert isinstance(second.screen, ReasonModal), form_error(second)
        assert second.screen.query_one("#reason").value == "RED2 came late"
        said = form_error(second)
        assert re.search("game G01's dressed players were changed" + AT, said), said
        assert "RED1 dressed now" in said, said  # what the other window stored
        assert said.endswith("Enter dresses RED2 too, on the list as it is now; Esc cancels."), said
        await keys(p2, "enter")
        assert not isinstance(second.screen, ReasonModal), form_error(second)
    dressed = load_season(empty_league, "S").game("G01").dressed_for("RED")
    assert "RED1" in dressed and "RED2" in dressed, dressed


async def test_a_stale_correction_another_window_already_made_says_so_and_records_nothing(empty_league):
    """Both windows dress RED1 on Red's list of signed game G01. The second's reason form, kept open after the
    refusal, says RED1 is dressed now instead of offering Enter, and its Enter records no second correction."""
    signed = (attendance_game(n, absent=("RED1", "RED2"), signed=True) for n in range(1, 8))
    import_season(empty_league, attendance_season(*signed), backup=False)
    opening = ("a", "down", *("right",) * 5, "C")
    async with saved_meanwhile(
        empty_league, "S", date(2002, 11, 25), opening, {"reason": "RED1 was there"}, {"reason": "RED1 came late"}
    ) as (p2, second):
        assert isinstance(second.screen, ReasonModal), form_error(second)
        assert second.screen.query_one("#reason").value == "RED1 came late"
        said = form_error(second)
        assert "RED1 dressed now" in said, said
        assert said.endswith("RED1 is dressed for Red in G01 now: nothing to correct; Esc cancels."), said
        await keys(p2, "enter")  # the same correction again: refused in the form, nothing recorded
        assert isinstance(second.screen, ReasonModal), form_error(second)
        assert form_error(second) == "RED1 is dressed for Red in G01 now: nothing to correct; Esc cancels."
        await keys(p2, "escape")
        assert not isinstance(second.screen, ReasonModal)
    corrections = [e for e in audit_log(empty_league, "S") if e.action == "correct attendance"]
    assert [e.detail for e in corrections] == [{"game": "G01", "reason": "RED1 was there"}], corrections
