"""The captains' mode (`--read-only`): said on screen, no contact details or birth dates, no writes."""

from __future__ import annotations

from tests.tui.notices import notices
from tui.screens.rosters_screen import RostersScreen

SIZE = (120, 40)
DAN_HEALY_BORN = "1952-12-11"  # P001, Black's captain: Black is the first roster tab


async def test_read_only_shows_the_marker(make_app, read_screen):
    app = make_app(read_only=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.read_only
        text = read_screen(app)
        assert "READ-ONLY" in text
        assert "Season dashboard" in text  # the banner does not hide the screen's heading


async def test_writable_file_shows_no_marker(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "READ-ONLY" not in read_screen(app)


async def test_committee_sees_birth_dates_and_contacts_on_rosters(make_app, read_screen):
    app = make_app()
    # Wide enough for every column whole: narrower, the roster's names are cut first (with an ellipsis).
    async with app.run_test(size=(170, 40)) as pilot:
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, RostersScreen)
        text = read_screen(app)
        assert "Dan Healy (C)" in text
        assert DAN_HEALY_BORN in text
        assert "p001@example.org" in text


async def test_read_only_hides_birth_dates_and_contacts_on_rosters(make_app, read_screen):
    app = make_app(read_only=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, RostersScreen)
        text = read_screen(app)
        assert "Dan Healy (C)" in text
        assert DAN_HEALY_BORN not in text
        assert "Born" not in text
        assert "example.org" not in text
        assert "555-" not in text


async def test_read_only_refuses_a_write(make_app):
    """A screen asking before a write is told no, and the user gets a notice."""
    app = make_app(read_only=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.refuse_write("recording a transfer") is True
        await pilot.pause()
        assert any("Read-only" in note for note in notices(app))
