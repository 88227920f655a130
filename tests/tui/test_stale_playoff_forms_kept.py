"""The playoffs' scheduling forms refused because another window scheduled meanwhile stay open as typed, saying
what that window scheduled; Enter never schedules the same game twice (Esc cancels, nothing more saved)."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

from store.file.audit import audit_log
from store.views.season_load import load_season
from tests.tui.stale_forms import saved_meanwhile
from tests.tui.test_knockout_playoffs import third_place_unscheduled
from tests.tui.tournament_apps import event_app
from tests.tui.two_window_cases import AT, CASES, form_error, keys, league_for
from tui.modals.playoff_game_modal import PlayoffGameModal

PLAYOFF_TODAY = date(2002, 12, 22)
CASES_BY_NAME = {case.name: case for case in CASES}


async def test_a_stale_playoff_game_keeps_the_typed_form_and_says_the_game_is_scheduled_now(
    empty_league, example_season
):
    season = league_for(CASES_BY_NAME["playoff game"], empty_league, example_season)
    before = len(load_season(empty_league).games)
    typed = {"slot-date": "2002-12-29", "slot-time": "21:30"}
    async with saved_meanwhile(empty_league, season, PLAYOFF_TODAY, ("o", "x"), {}, typed) as (p2, second):
        assert isinstance(second.screen, PlayoffGameModal), form_error(second)
        assert second.screen.query_one("#slot-date").value == "2002-12-29"  # what this window typed
        assert second.screen.query_one("#slot-time").value == "21:30"
        said = form_error(second)
        assert re.search("game SF1-2 was added" + AT, said), said
        assert said.endswith("SF1 game 2 is scheduled now, 2002-12-22 20:15 (SF1-2); Esc cancels."), said
        await keys(p2, "enter")  # the same game again: refused in the form, nothing saved
        assert isinstance(second.screen, PlayoffGameModal)
        await keys(p2, "escape")
        assert not isinstance(second.screen, PlayoffGameModal)
    assert len(load_season(empty_league).games) == before + 1  # the first window's game alone


async def test_a_stale_series_schedule_keeps_the_typed_form_and_says_what_the_series_needs_now(
    empty_league, example_season
):
    season = league_for(CASES_BY_NAME["playoff game"], empty_league, example_season)
    typed = {"slot-date": "2002-12-29"}
    async with saved_meanwhile(empty_league, season, PLAYOFF_TODAY, ("o", "X"), {}, typed) as (p2, second):
        assert isinstance(second.screen, PlayoffGameModal), form_error(second)
        assert second.screen.query_one("#slot-date").value == "2002-12-29"
        said = form_error(second)
        # When, as every stale refusal says it: the series' audit row names the games it scheduled.
        assert re.search("game SF1-2 was added" + AT, said), said
        assert said.endswith("SF1 needs no game now; Esc cancels (X plans them again)."), said
        await keys(p2, "enter")
        assert isinstance(second.screen, PlayoffGameModal)  # refused again in the form: never scheduled twice
    games = [g for g in load_season(empty_league).games if g.series == "SF1"]
    numbers = [g.no for g in games]
    assert len(numbers) == len(set(numbers)), numbers  # the first window's games alone
    row = next(e for e in audit_log(empty_league) if e.action == "schedule playoff series")
    scheduled = sorted(g.id for g in games if g.status == "scheduled")
    assert row.detail == {"games": len(scheduled), "series": "SF1", "ids": scheduled}, row.detail


async def test_a_stale_knockout_game_keeps_the_typed_form_and_says_the_game_is_scheduled_now(tmp_path: Path):
    first = event_app(tmp_path, "coors-cup", third_place_unscheduled)
    typed = {"slot-time": "11:45"}
    opening = ("o", "x")
    async with saved_meanwhile(first.store, first.season_name, first.today, opening, {}, typed) as (p2, second):
        assert isinstance(second.screen, PlayoffGameModal), form_error(second)
        assert second.screen.query_one("#slot-time").value == "11:45"
        said = form_error(second)
        assert re.search("game G020 was added" + AT, said), said
        assert said.endswith("OPEN-3RD third-place is scheduled now, 2009-10-11 09:15 (G020); Esc cancels."), said
        await keys(p2, "escape")
    assert [g.time for g in load_season(first.store).games if g.series == "OPEN-3RD"] == ["09:15"]
