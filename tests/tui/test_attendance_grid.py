"""The attendance grid by keys: the games a team played or will play, the players it had from its first
game on, and the deadline said as passed once it has."""

from __future__ import annotations

from datetime import date

import pytest

from league.season.values import Transfer
from store.season_files.import_export import import_season
from tests.league.attendance_nights import START, game, season
from tui.app import RinkbookApp

SIZE = (150, 40)


@pytest.fixture
def red_league(empty_league):
    """Red's four games, the third one cancelled; RED5 went to Black before Red's first game, RED6 after it."""
    cancelled = game(3, status="cancelled", score=None, dressed=())
    moves = (Transfer("RED5", "BLK", START, "before the first game"), Transfer("RED6", "BLK", game(2).date, "later"))
    played = (game(1, absent=("RED5",)), game(2, absent=("RED5", "RED6")), cancelled, game(4, absent=("RED5", "RED6")))
    import_season(empty_league, season(*played, transfers=moves), backup=False)
    return empty_league


async def test_a_cancelled_game_is_neither_a_column_nor_counted(red_league, read_screen):
    app = RinkbookApp(red_league, today=date(2002, 11, 25), season="S")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a")
        await pilot.pause()
        text = read_screen(app)
    assert "3 regular-season games" in text
    assert game(3).date.strftime("%d%b") not in text
    assert all(game(n).date.strftime("%d%b") in text for n in (1, 2, 4))


async def test_a_player_who_left_before_the_first_game_is_not_listed_under_the_team(red_league, read_screen):
    app = RinkbookApp(red_league, today=date(2002, 11, 25), season="S")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a")
        await pilot.pause()
        red = read_screen(app)
        await pilot.press("T", "T")  # Blue, then Black: both are Black's now
        await pilot.pause()
        black = read_screen(app)
    assert "RED5 RED skater 5" not in red and "RED6 RED skater 6" in red  # RED6 played Red's first game
    assert "Red: 7 players" in red
    assert "RED5 RED skater 5" in black and "RED6 RED skater 6" in black


@pytest.mark.parametrize(
    ("today", "said"),
    [
        (date(2002, 12, 28), "(3 days left)"),
        (date(2002, 12, 31), "(the last day)"),
        (date(2003, 1, 3), "(closed 3 days ago)"),
    ],
)
async def test_the_deadline_says_the_days_left_then_how_long_ago_it_closed(red_league, read_screen, today, said):
    app = RinkbookApp(red_league, today=today, season="S")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a")
        await pilot.pause()
        text = read_screen(app)
    assert said in text and "(-" not in text


async def test_a_transferred_players_nights_on_his_new_team_name_that_team(red_league, read_screen):
    """RED6 went to Black on Red's second game: Red's grid shows his first game and, for the later ones, the
    team whose roster he was on (his Att and Miss count every team), not blank cells that do not add up."""
    app = RinkbookApp(red_league, today=date(2002, 11, 25), season="S")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a")
        await pilot.pause()
        text = read_screen(app)
    row = next(line for line in text.splitlines() if "RED6 RED skater 6" in line)
    assert row.split()[-3:] == ["✓", "BLK", "BLK"]
    assert "a code: his team then (Att, Miss count all)" in text
