"""The game-night message line at the widths a committee laptop has: a refusal is read to its end, where it
says what to do, never cut at the terminal's edge."""

from __future__ import annotations

import pytest

from tests.tui.conftest import submit_line

SIGNED_REFUSAL = (
    "Refused (rule 16): game SF1-1 is signed: the committee unlocks it with override REASON (audit-logged), "
    "corrects it, and signs it again. Nothing was saved."
)


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_a_refusal_on_the_scoresheet_is_shown_whole(make_app, read_screen, size):
    app = make_app()
    async with app.run_test(size=size) as pilot:
        await pilot.press("g")
        await pilot.pause()
        await submit_line(pilot, "goal RED 19 1 10:00")  # tonight's sheet is signed
        text = read_screen(app)
    assert SIGNED_REFUSAL in " ".join(text.split())
