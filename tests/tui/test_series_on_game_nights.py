"""`X` on the playoffs bracket puts a whole series on the league's game nights (its weekly slots: the
example's Sundays), one game a night, never one a day; the "if necessary" games are marked on the bracket,
in the schedule and (TENTATIVE) in the calendar."""

from __future__ import annotations

from datetime import UTC, date, datetime

from icalendar import Calendar

from league.season.values import Game, Score
from store.views.season_load import load_season, season_rulebook
from store.writes.games import save_game
from tests.tui.conftest import wait_until
from tui.modals.playoff_game_modal import PlayoffGameModal
from tui.text.calendar_export import season_calendar

SIZE = (120, 40)
SUNDAYS = (date(2002, 12, 29), date(2003, 1, 5), date(2003, 1, 12), date(2003, 1, 19), date(2003, 1, 26))


def semis_decided(store) -> None:
    """Red wins SF1 2-0 and Black SF2 2-0 on 2002-12-22: the final (best of 5) is Red v Black."""
    for gid, slot, home, away, score in (
        ("SF1-2", ("20:15", (3, 4)), "WHT", "RED", Score(1, 3)),
        ("SF2-2", ("21:30", (5, 6)), "BLK", "BLU", Score(3, 1)),
    ):
        series, no = gid.split("-")
        day, (time, rooms) = date(2002, 12, 22), slot
        game = Game(gid, "playoff", day, time, home, away, rooms, "final", series, int(no), score)
        save_game(store, None, game)


async def test_the_final_best_of_5_goes_on_the_next_five_sundays_games_4_and_5_if_necessary(
    make_app, league_file, read_screen
):
    semis_decided(league_file)
    app = make_app(today=date(2002, 12, 23))  # a Monday: the next game night is Sunday the 29th
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("o")
        await pilot.pause()
        table = app.screen.query_one("#next-games")
        table.move_cursor(row=table.get_row_index("F"))
        await pilot.press("X")
        await wait_until(pilot, lambda: isinstance(app.screen, PlayoffGameModal))
        text = read_screen(app)
        assert "game 4: Black (home) v Red, if necessary" in text and "one a game night" in text
        assert app.screen.query_one("#slot-date").value == "2002-12-29"
        await pilot.press("enter")
        await wait_until(pilot, lambda: load_season(league_file).game("F-5") is not None)
        await pilot.pause()
        text = read_screen(app)
        assert "g4 Jan 19 BLK v RED if necessary" in text and "g5 Jan 26 RED v BLK if necessary" in text
        await pilot.press("s", "F")  # the schedule, scheduled games only
        await pilot.pause()
        text = read_screen(app)
        assert "F game 4, if necessary" in text and "F game 3, if necessary" not in text
    season = load_season(league_file)
    final = sorted((g for g in season.games if g.series == "F"), key=lambda g: g.no)
    assert [g.date for g in final] == list(SUNDAYS)
    assert [g.home for g in final] == ["RED", "BLK", "RED", "BLK", "RED"]
    calendar = Calendar.from_ical(season_calendar(season, season_rulebook(season), datetime(2002, 12, 23, tzinfo=UTC)))
    status = {str(e["UID"]).split("-2002")[0]: str(e["STATUS"]) for e in calendar.walk("VEVENT")}
    assert [status[f"F-{no}"] for no in range(1, 6)] == ["CONFIRMED"] * 3 + ["TENTATIVE"] * 2
