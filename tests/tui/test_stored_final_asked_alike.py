"""`y` to "replace the stored final?" goes on through every question and check a result entry meets on the normal
path: a game dated after today is asked about before it is finalised, and a game gone from the file under the
question is said to be gone, nothing saved."""

from __future__ import annotations

from datetime import date

from league.season.values import Score
from tests.tui.game_night_windows import message, open_sheet, stored, two_windows, type_line
from tests.tui.test_stored_final import STORED, question

BEFORE = date(2002, 12, 8)  # R31 is dated 2002-12-10: two days after this today


async def stale_future_entry(windows) -> None:
    """The second window finalises R31 (dated after today: asked, `y`); the first, still showing it as scheduled,
    types `score 3-1` and answers `y` to replacing that final."""
    first, p1, second, p2 = windows
    for pilot in (p1, p2):
        await open_sheet(pilot)
        await type_line(pilot, "game R31")
    await type_line(p2, "score 1-0")
    assert "after today" in question(second)
    await p2.press("y")
    await p2.pause()
    assert stored(first.store).score == Score(1, 0)
    await type_line(p1, "score 3-1")
    assert STORED in question(first)
    await p1.press("y")
    await p1.pause()


async def test_y_to_replacing_a_final_still_asks_about_a_game_dated_after_today(r31_dressed):
    async with two_windows(r31_dressed, BEFORE) as windows:
        first, p1 = windows[:2]
        await stale_future_entry(windows)
        asked = question(first)  # the normal entry's question, not skipped by the y
        assert "Game R31 is dated" in asked and "2 days after today" in asked, asked
        assert stored(r31_dressed).score == Score(1, 0)  # nothing saved while asking
        await p1.press("y")
        await p1.pause()
        assert stored(r31_dressed).score == Score(3, 1), message(first)
        assert message(first).endswith("final score now 3-1 (was 1-0)."), message(first)


async def test_no_to_the_date_after_a_y_to_replacing_saves_nothing_and_says_why(r31_dressed):
    async with two_windows(r31_dressed, BEFORE) as windows:
        first, p1 = windows[:2]
        await stale_future_entry(windows)
        question(first)
        await p1.press("n")
        await p1.pause()
        assert stored(r31_dressed).score == Score(1, 0)
        said = message(first)
        assert said == "Not saved: final White 3, Blue 1 (game R31 is dated after today).", said
        assert first.screen.query_one("#sheet-entry").value == "score 3-1"


async def test_y_to_replacing_a_final_deleted_under_the_question_says_it_is_gone(r31_dressed):
    """The window's own final asked about (nothing for its live view to follow); the game leaves the file (a program
    outside the app: no window deletes a final) before `y`: said gone, nothing saved, the line kept."""
    async with two_windows(r31_dressed) as (first, p1, _, _):
        await open_sheet(p1)
        await type_line(p1, "score 1-0")
        await type_line(p1, "score 3-1")
        assert question(first).startswith("R31 is already final White 1, Blue 0.")
        r31_dressed.db.execute_sql("DELETE FROM game WHERE gid = 'R31'")
        await p1.press("y")
        await p1.pause()
        assert message(first) == "Not saved: R31 is no longer in the season; nothing was replaced.", message(first)
        assert first.screen.query_one("#sheet-entry").value == "score 3-1"
