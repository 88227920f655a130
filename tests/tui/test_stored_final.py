"""A result entry (a bare score, a forfeit ruling) over a final result the file already holds: never replaced
without a word. Two windows on R31: the second saves `score 1-0`, the first, still showing the game as scheduled,
types `score 3-1`. It is asked, both results named and the stored one said to be another window's; `y` replaces it
saying the score it replaced, `n` or Esc keeps it and says so; the same score again asks nothing."""

from __future__ import annotations

from dataclasses import replace

import pytest

from league.season.values import Forfeit, Game, Score
from store.file.failures import StaleWrite
from store.views.season_load import load_season
from store.writes.scoresheet_entries import save_entry
from tests.conftest import screen_text
from tests.tui.game_night_windows import (
    SEASON,
    follow,
    message,
    open_sheet,
    stored,
    two_windows,
    type_line,
)
from tui.modals.confirm_modal import ConfirmModal

STORED = "R31 is already final White 1, Blue 0 (saved in another window since this sheet was shown)."


def header(app) -> str:
    return str(app.screen.query_one("#sheet-game-line").render())


def question(app) -> str:
    """The question on screen (fails when none is asked)."""
    assert isinstance(app.screen, ConfirmModal), screen_text(app)
    return app.screen.question


async def stale_entry(windows, typed: str) -> None:
    """The second window saves 1-0; the first, opened earlier and showing R31 as scheduled, types `typed`."""
    first, p1, second, p2 = windows
    await open_sheet(p1)
    await open_sheet(p2)
    await type_line(p2, "score 1-0")
    assert message(second) == "Saved: final White 1, Blue 0."
    assert "live, 0-0" in header(first)  # the first window still shows the game as it was
    await type_line(p1, typed)


async def test_a_stale_windows_score_over_a_stored_final_asks_naming_both_and_y_replaces_it(r31_dressed):
    async with two_windows(r31_dressed) as windows:
        first, p1 = windows[:2]
        await stale_entry(windows, "score 3-1")
        asked = question(first)
        assert STORED in asked and "Replace it with White 3, Blue 1?" in asked, asked
        assert stored(r31_dressed).score == Score(1, 0)  # nothing replaced while asking
        await p1.press("y")
        await p1.pause()
        assert stored(r31_dressed).score == Score(3, 1)
        assert message(first) == "Saved: final White 3, Blue 1; final score now 3-1 (was 1-0).", message(first)
        assert header(first).startswith("R31 · FINAL White 3, Blue 1 ·"), header(first)


@pytest.mark.parametrize("answer", ["n", "escape"])
async def test_no_keeps_the_other_windows_final_says_so_and_shows_it(r31_dressed, answer):
    async with two_windows(r31_dressed) as windows:
        first, p1 = windows[:2]
        await stale_entry(windows, "score 3-1")
        question(first)
        await p1.press(answer)
        await p1.pause()
        assert stored(r31_dressed).score == Score(1, 0) and stored(r31_dressed).status == "final"
        said = message(first)
        assert said.startswith("Not saved: R31 stays final White 1, Blue 0; White 3, Blue 1 was not entered."), said
        assert header(first).startswith("R31 · FINAL White 1, Blue 0 ·"), header(first)  # the file's game shown


async def test_the_same_score_again_asks_nothing_and_says_it_was_already_saved(r31_dressed):
    async with two_windows(r31_dressed) as windows:
        first = windows[0]
        await stale_entry(windows, "score 1-0")
        assert not isinstance(first.screen, ConfirmModal)
        said = message(first)
        assert said.startswith("Saved already: R31 is final White 1, Blue 0 (saved in another window"), said
        assert stored(r31_dressed).score == Score(1, 0)
        assert header(first).startswith("R31 · FINAL White 1, Blue 0 ·"), header(first)


async def test_one_windows_new_score_over_its_own_final_asks_too(r31_dressed):
    """The window shows the final it replaces: asked without another window named, `y` says the score replaced."""
    async with two_windows(r31_dressed) as (first, p1, _, _):
        await open_sheet(p1)
        await type_line(p1, "score 1-0")
        await type_line(p1, "score 3-1")
        asked = question(first)
        assert asked.startswith("R31 is already final White 1, Blue 0.\nReplace it with White 3, Blue 1?"), asked
        await p1.press("y")
        await p1.pause()
        assert stored(r31_dressed).score == Score(3, 1)
        assert message(first).endswith("final score now 3-1 (was 1-0)."), message(first)


async def test_a_forfeit_ruling_over_a_stored_final_asks_first(r31_dressed):
    async with two_windows(r31_dressed) as windows:
        first, p1 = windows[:2]
        await stale_entry(windows, "forfeit BLU no show")
        asked = question(first)
        ruling = "Replace it with White 1, Blue 0, Blue forfeiting by the committee's ruling: no show?"
        assert STORED in asked and ruling in asked, asked
        await p1.press("n")
        await p1.pause()
        assert stored(r31_dressed).forfeit is None and stored(r31_dressed).score == Score(1, 0)


def test_the_save_refuses_a_result_entry_over_a_final_its_window_never_showed(r31_dressed):
    """The save's own guard (a race after the question): a score typed on the sheet as scheduled does not
    replace the final saved since; said so, and nothing written."""
    season = load_season(r31_dressed, SEASON)
    shown = stored(r31_dressed)
    other = save_entry(r31_dressed, season, shown, _final(shown, 1, 0), sets_final=True).game
    with pytest.raises(StaleWrite) as refused:
        save_entry(r31_dressed, season, shown, _final(shown, 3, 1), sets_final=True)
    assert "game R31's final White 1, Blue 0 was saved in another window" in str(refused.value), str(refused.value)
    assert stored(r31_dressed) == other
    ruling = replace(shown, status="final", forfeit=Forfeit("BLU", "no show"))  # refused the same way
    with pytest.raises(StaleWrite):
        save_entry(r31_dressed, season, shown, ruling, "forfeit ruling", "no show", sets_final=True)
    assert stored(r31_dressed).forfeit is None


def _final(game: Game, home: int, away: int) -> Game:
    return replace(game, status="final", score=Score(home, away))


async def test_y_after_another_final_saved_since_the_question_replaces_nothing(r31_dressed):
    """Asked about 1-0, the other window saves 2-2 before this one's `y`: the y answered the question about 1-0,
    never 2-2, so nothing is replaced; the sheet shows 2-2 and the line stays to be entered (and asked) again."""
    async with two_windows(r31_dressed) as windows:
        first, p1, second, p2 = windows
        await stale_entry(windows, "score 3-1")
        assert STORED in question(first)
        await type_line(p2, "score 2-2")  # the second window showed its own 1-0: asked too, and answers y
        assert "R31 is already final White 1, Blue 0." in question(second)
        await p2.press("y")
        await p2.pause()
        assert stored(r31_dressed).score == Score(2, 2)
        await p1.press("y")
        await p1.pause()
        assert stored(r31_dressed).score == Score(2, 2), message(first)
        said = message(first)
        assert said.startswith("Not saved: R31 changed in another window while you were asked: it is now final "), said
        assert header(first).startswith("R31 · FINAL White 2, Blue 2 ·"), header(first)


async def test_y_after_the_window_followed_another_final_replaces_nothing(r31_dressed):
    """The window's own 1-0 asked about; the other window's 2-2 lands and this one follows it (its live view) under
    the question: `y` replaces nothing it was not asked about."""
    async with two_windows(r31_dressed) as (first, p1, second, p2):
        await open_sheet(p1)
        await type_line(p1, "score 1-0")
        await type_line(p1, "score 3-1")
        assert question(first).startswith("R31 is already final White 1, Blue 0.\n"), question(first)
        follow(second)
        await open_sheet(p2)
        await type_line(p2, "score 2-2")
        await p2.press("y")
        await p2.pause()
        assert stored(r31_dressed).score == Score(2, 2)
        follow(first)  # what its live view does within a second, the question still open
        await p1.press("y")
        await p1.pause()
        assert stored(r31_dressed).score == Score(2, 2), message(first)
        assert message(first).startswith("Not saved: R31 changed in another window while you were asked"), message(
            first
        )


async def test_a_stale_windows_goal_never_changes_a_final_it_did_not_show(r31_dressed):
    """A goal typed on the sheet as it was (live, 0-0) after the other window saved the final 1-0: merged, the
    goals would make it 0-1. Refused, naming the final, nothing replaced; shown the final, the goal typed again is a
    correction of a final the window shows, saved as before."""
    async with two_windows(r31_dressed) as windows:
        first, p1 = windows[:2]
        await stale_entry(windows, "goal BLU 14 1 02:00")
        assert stored(r31_dressed).score == Score(1, 0) and not stored(r31_dressed).goals
        said = message(first)
        assert "game R31's final White 1, Blue 0 was saved in another window" in said, said
        assert header(first).startswith("R31 · FINAL White 1, Blue 0 ·"), header(first)
        await type_line(p1, "goal BLU 14 1 02:00")
        assert stored(r31_dressed).score == Score(0, 1), message(first)


async def test_an_undo_never_takes_back_a_goal_under_a_final_the_window_did_not_show(r31_dressed):
    """The first window's goal, then the second window's `final` (1-0 by that goal): the first window's ctrl+z would
    leave the final 0-0. Refused, naming the final; the entry leaves the undo list, so the next ctrl+z says there is
    nothing left rather than the same refusal again."""
    async with two_windows(r31_dressed) as (first, p1, second, p2):
        await open_sheet(p1)
        await type_line(p1, "goal WHT 11 1 01:00")
        follow(second)
        await open_sheet(p2)
        await type_line(p2, "final")
        assert stored(r31_dressed).status == "final" and stored(r31_dressed).played_score == Score(1, 0)
        await p1.press("ctrl+z")
        await p1.pause()
        assert stored(r31_dressed).status == "final" and len(stored(r31_dressed).goals) == 1, message(first)
        assert "game R31's final White 1, Blue 0 was saved in another window" in message(first), message(first)
        await p1.press("ctrl+z")
        await p1.pause()
        assert message(first) == "Nothing to undo for this game in this window.", message(first)


async def test_y_after_the_game_left_the_file_under_the_question_says_so_and_keeps_the_line(r31_dressed):
    """Asked about 1-0, the game is gone from the file before `y` (no window deletes a final: a program outside
    the app did): the `y` says nothing was replaced, and the typed line stays."""
    async with two_windows(r31_dressed) as windows:
        first, p1 = windows[:2]
        await stale_entry(windows, "score 3-1")
        assert STORED in question(first)
        r31_dressed.db.execute_sql("DELETE FROM game WHERE gid = 'R31'")
        follow(first)
        await p1.press("y")
        await p1.pause()
        assert message(first) == "Not saved: R31 is no longer in the season; nothing was replaced.", message(first)
        assert first.screen.query_one("#sheet-entry").value == "score 3-1"
