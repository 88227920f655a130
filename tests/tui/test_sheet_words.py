"""The scoresheet's words, typed as a scorer does: overtime is OT1 in every message, each refusal names the right
team and the real reason, a game misconduct's suspension is the ledger's, and the help and the palette show
every bracketed part of an entry."""

from __future__ import annotations

from dataclasses import replace

import pytest
from rich.text import Text
from textual.widgets import Static

from league.season.values import Penalty, Shift
from store.file.db import Store
from store.season_files.import_export import import_season, import_season_file
from store.season_files.reader import parse_season_text
from tests.conftest import EXAMPLE
from tests.tui.conftest import palette_searched, submit_line, wait_until
from tests.tui.coors_cup_sheet import DAY, SIZE, coors_cup, opened
from tests.tui.scoresheet_keys import app_over, events, message, open_sheet
from tests.tui.sheet_fixtures import GAME, sheet_season
from tui.app import RinkbookApp


def _with_misconducts(season):
    """P039 (#60 of White) with a game misconduct in R20 and in R26, each served in White's next game."""
    misconduct = Penalty("WHT", "P039", "game-misconduct", "abuse", 1, 60)
    games = [replace(g, penalties=(*g.penalties, misconduct)) if g.id in ("R20", "R26") else g for g in season.games]
    return replace(season, games=tuple(games))


@pytest.fixture
def words_league(filled_league) -> Store:
    return filled_league(
        "test_sheet_words.words_league",
        lambda store: import_season(
            store, _with_misconducts(sheet_season(parse_season_text(EXAMPLE.read_bytes()))), backup=False
        ),
    )


async def test_a_third_game_misconduct_says_the_six_games_the_ledger_gives(words_league):
    app = app_over(words_league)
    async with app.run_test(size=SIZE) as pilot:
        await open_sheet(pilot)
        for line in ("d h all", "d a all", "pen h 60 major fighting 1 05:00"):
            await submit_line(pilot, line)
            assert message(app).startswith("Saved"), (line, message(app))
        story = events(app)
        assert "out of his team's next 6 games (his 3rd game misconduct of the season)" in story, story
        assert "out of his team's next game" not in story


async def test_refusals_name_the_right_team_and_the_real_reason(words_league):
    app = app_over(words_league)
    async with app.run_test(size=SIZE) as pilot:
        await open_sheet(pilot)
        for line in ("d h all", "d a all"):
            await submit_line(pilot, line)
        await submit_line(pilot, "sub h P063")  # Blue's goalie #39, dressed for Blue
        refusal = message(app)
        assert refusal.startswith("Refused") and "#39" in refusal and "already dressed for Blue" in refusal, refusal
        assert "White" not in refusal.split("already dressed for")[1], refusal
        await submit_line(pilot, "score 1-1 final")
        refusal = message(app)
        assert "final is an entry of its own" in refusal and "score 1-1" in refusal, refusal
        await submit_line(pilot, "score 1-1")
        assert message(app).startswith("Saved: final"), message(app)


async def test_undressing_a_player_with_shifts_says_he_played_them(words_league):
    from store.writes.games import change_game

    def with_shift(game):
        dressed = (("WHT", ("P048", "P047", "P050")), ("BLU", ()))
        return replace(game, dressed=dressed[:1], shifts=(("WHT", (Shift("D", ("P048", "P047")),)),))

    change_game(words_league, "2002-03", GAME, with_shift)
    app = app_over(words_league)
    async with app.run_test(size=SIZE) as pilot:
        await open_sheet(pilot)
        await submit_line(pilot, "dress h 10")  # #10 Zed Dolan played shift 1
        refusal = message(app)
        assert refusal.startswith("Refused") and "#10 Zed Dolan" in refusal and "shift 1" in refusal, refusal
        assert "is not dressed" not in refusal


async def test_overtime_is_ot1_in_the_messages_of_a_knockout_sheet(empty_league: Store, tmp_path):
    import_season_file(empty_league, coors_cup(tmp_path))
    app = RinkbookApp(empty_league, today=DAY, season="2026")
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot, "G7")
        for line in ("dress RED all", "dress WHT all", "g RED 1 2 OT1 01:00"):
            await submit_line(pilot, line)
            assert message(app).startswith("Saved"), (line, message(app))
        assert "OT1 01:00" in message(app) and "period 4" not in message(app) and "overtime 1" not in message(app)
        await submit_line(pilot, "goal WHT 1 ot 02:00")  # after the sudden-death goal
        refusal = message(app)
        assert refusal.startswith("Refused") and "OT1 01:00" in refusal and "period 4" not in refusal, refusal


async def test_the_help_and_the_palette_show_every_bracketed_part_of_an_entry(words_league, read_screen):
    app = app_over(words_league)
    async with app.run_test(size=(160, 60)) as pilot:
        await open_sheet(pilot)
        await pilot.press("f1")
        await pilot.pause()
        assert "goal TEAM scorer [assists] PERIO" in read_screen(app)  # the column is cut at the box's edge
        listed = app.screen.query_one("#help-table", Static).content
        assert isinstance(listed, Text)  # never markup: each entry shown as written
        for part in ("scorer [assists]", "KIND [infraction]", "[eq] [co]", "late TEAM MINUTES [goalie]"):
            assert part in listed.plain, part
        await pilot.press("escape", "ctrl+p")
        await pilot.pause()
        for key in "enter a goal":
            await pilot.press("space" if key == " " else key)
        await palette_searched(pilot)
        await wait_until(pilot, lambda: "[assists]" in read_screen(app))
        assert "goal TEAM scorer [assists] PERIOD MM:SS" in read_screen(app)
