"""Enter typed before the app reads the keyboard raw: the terminal still turns it (CR) into a line feed, which
Textual reads as Ctrl+J. Where nothing binds Ctrl+J and no multi-line field has the focus, it is the Enter the user
typed: the schedule's game opens, a dialog's form is sent."""

from __future__ import annotations

from store.file.members import remembered_member
from tests.tui.conftest import TODAY, wait_until
from tui.app import RinkbookApp
from tui.modals.member_modal import MemberModal
from tui.screens.schedule_screen import ScheduleScreen
from tui.screens.scoresheet_screen import ScoresheetScreen

SIZE = (120, 40)


async def test_ctrl_j_on_the_schedule_opens_the_game_under_the_cursor(make_app):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        await wait_until(pilot, lambda: isinstance(app.screen, ScheduleScreen))
        schedule = app.screen
        assert isinstance(schedule, ScheduleScreen)
        wanted = schedule.game_under_cursor()
        assert wanted is not None
        await pilot.press("ctrl+j")
        await wait_until(pilot, lambda: isinstance(app.screen, ScoresheetScreen))
        assert isinstance(app.screen, ScoresheetScreen), f"still on {type(app.screen).__name__}"
        assert app.screen.game_id == wanted.id


async def test_ctrl_j_in_a_dialogs_field_sends_the_form(league_file):
    app = RinkbookApp(league_file, today=TODAY, season="2002-03", ask_member=True)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MemberModal))
        await pilot.press(*"Marge Lee", "ctrl+j")
        await wait_until(pilot, lambda: not isinstance(app.screen, MemberModal))
        assert not isinstance(app.screen, MemberModal), "the form is still open: Ctrl+J was not its Enter"
    assert remembered_member() == "Marge Lee"


async def test_a_name_and_password_each_ended_by_ctrl_j_sign_in(league_file):
    """Typed at once as rinkbook starts: the Enter after the name moves to the password, the one after it signs in."""
    from store.writes.people import add_person

    add_person(league_file, "Ann", "committee", None, "correct horse battery")
    app = RinkbookApp(league_file, today=TODAY, season="2002-03")
    app.signing_in = True
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"Ann", "ctrl+j", *"correct horse battery", "ctrl+j")
        await wait_until(pilot, lambda: app.person is not None)
        assert app.person is not None and app.person.name == "Ann"
