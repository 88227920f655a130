"""A key refused at once, then what the user typed for the dialog it would have opened, in one burst (one read of
the terminal, faster than the refusal is drawn): none of those keys is used, and the refusal says so. Under the
refusal each letter is a screen's key: `w` opened the "Who is using rinkbook?" dialog and the rest of the reason
went into its name field, one Enter from signing this window's decisions with it. A key typed once the refusal is
drawn is read as ever."""

from __future__ import annotations

from tests.tui.conftest import wait_until
from tests.tui.notices import notices
from tests.tui.test_attendance_corrections import TODAY, played_league  # noqa: F401 - the fixture
from tests.tui.test_dialog_keys_in_one_burst import SIZE, burst
from tui.app import RinkbookApp
from tui.modals.member_modal import MemberModal
from tui.screens.attendance_screen import AttendanceScreen

REASON = "was there, late"  # w opens the Who dialog, n the new-league form, e the rulebook, under the grid


async def test_a_refused_correction_uses_none_of_the_keys_typed_with_it(played_league):  # noqa: F811
    app = RinkbookApp(played_league, today=TODAY, season="S", member="Marge")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a")
        await wait_until(pilot, lambda: isinstance(app.screen, AttendanceScreen))
        await burst(pilot, "C" + REASON)  # the cursor on the player's name, not on a game
        assert isinstance(app.screen, AttendanceScreen), f"now on {type(app.screen).__name__}"
        assert app.current_mode == "attendance"
        assert app.member == "Marge"
        said = notices(app, "warning")
        assert said == [f"Put the cursor on a player's game; {len(REASON)} keys typed after it not used."], said


async def test_a_key_typed_after_the_refusal_is_drawn_is_used(played_league):  # noqa: F811
    app = RinkbookApp(played_league, today=TODAY, season="S", member="Marge")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a")
        await wait_until(pilot, lambda: isinstance(app.screen, AttendanceScreen))
        await burst(pilot, "C")
        assert notices(app, "warning") == ["Put the cursor on a player's game."]
        await pilot.press("w")
        assert isinstance(app.screen, MemberModal), f"now on {type(app.screen).__name__}"
