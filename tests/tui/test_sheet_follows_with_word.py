"""A window's message line never contradicts the sheet it shows: when the sheet follows another window's save of
its game, the line says so (which window, when, and what the game holds now) instead of keeping this window's own
older answer."""

from __future__ import annotations

import re
from dataclasses import replace

from league.season.values import Score
from store.views.season_load import load_season
from store.writes.games import save_game
from store.writes.registration import register_player
from tests.tui.game_night_windows import (
    SEASON,
    TODAY,
    follow,
    message,
    open_sheet,
    stored,
    two_windows,
    type_line,
)


async def test_a_sheet_following_another_windows_final_says_so_on_its_message_line(r31_dressed):
    async with two_windows(r31_dressed) as (first, p1, second, p2):
        await open_sheet(p1)
        await type_line(p1, "score 1-0")
        assert message(first) == "Saved: final White 1, Blue 0."
        follow(second)
        await open_sheet(p2)
        await type_line(p2, "score 3-1")
        await p2.press("y")
        await p2.pause()
        assert stored(r31_dressed).score == Score(3, 1)
        follow(first)  # what its live view does within a second
        await p1.pause()
        said = message(first)
        assert re.fullmatch(r"Another window saved R31 at \d\d:\d\d: final White 3, Blue 1\.", said), said
        header = str(first.screen.query_one("#sheet-game-line").render())
        assert header.startswith("R31 · FINAL White 3, Blue 1 ·"), header


async def test_a_sheet_whose_game_another_window_left_alone_keeps_its_message(r31_dressed):
    async with two_windows(r31_dressed) as (first, p1, second, _):
        await open_sheet(p1)
        await type_line(p1, "score 1-0")
        p001 = load_season(second.store, SEASON).known_player("P001")  # another window edits a player
        register_player(second.store, SEASON, replace(p001, phone="555-0199"), TODAY)
        follow(first)
        await p1.pause()
        assert message(first) == "Saved: final White 1, Blue 0.", message(first)


async def test_a_sheet_whose_game_another_window_moved_says_it_follows_that_save(r31_dressed):
    """Not a result: the line says the sheet now shows the game as the other window saved it, never this window's
    older answer."""
    async with two_windows(r31_dressed) as (first, p1, second, _):
        await open_sheet(p1)
        await type_line(p1, "score 1-0")
        await type_line(p1, "score 1-0")  # the same result again: said already saved
        r31 = load_season(second.store, SEASON).known_game("R31")
        save_game(second.store, SEASON, replace(r31, status="scheduled", score=None), "reopen", "entered early")
        follow(first)
        await p1.pause()
        said = message(first)
        assert re.fullmatch(r"Another window saved R31 at \d\d:\d\d: the sheet shows it as saved there\.", said), said
