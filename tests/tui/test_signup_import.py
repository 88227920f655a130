"""A sign-up sheet imported in the app (the new-season screen's Import field, Ctrl+O): a preview of what
would be added, updated and held for a decision, asked before anything is written; a refusal that keeps
its line and column on screen."""

from __future__ import annotations

from textual.widgets import Input

from store.views.season_load import load_season
from tests.conftest import screen_text
from tests.tui.conftest import wait_until

SHEET = (
    "Timestamp,Email Address,First name,Last name,Date of birth,Phone number,Position,Class,Rating\n"
    ",nick@example.org,Nick,Newman,15/05/1970,,F,B,55\n"
    ",p001@example.org,Daniel,Healy,11/12/1952,,F,A,84\n"  # P001 Dan Healy's e-mail, another first name
)


async def _import(pilot, app, path) -> None:
    await pilot.press("n")
    await pilot.pause()
    app.screen.query_one("#new-import", Input).value = str(path)
    await pilot.press("ctrl+o")
    await pilot.pause()


async def test_the_preview_says_what_would_change_and_asks_first(make_app, tmp_path):
    sheet = tmp_path / "signups.csv"
    sheet.write_text(SHEET)
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        count = len(app.season.players)
        await _import(pilot, app, sheet)
        await wait_until(pilot, lambda: "needs a decision" in screen_text(app))
        shown = screen_text(app)
        assert "Nick Newman" in shown and "line 3" in shown and "P001" in shown, shown
        assert "id column" in shown, shown
        assert len(load_season(app.store).players) == count  # asked first: nothing written yet
        await pilot.press("y")
        await wait_until(pilot, lambda: len(app.season.players) == count + 1)
        assert "1 player added" in screen_text(app)
        assert load_season(app.store).player("P001").name == "Dan Healy"


async def test_no_to_the_preview_writes_nothing(make_app, tmp_path):
    sheet = tmp_path / "signups.csv"
    sheet.write_text(SHEET)
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        count = len(app.season.players)
        await _import(pilot, app, sheet)
        await wait_until(pilot, lambda: "needs a decision" in screen_text(app))
        await pilot.press("n")
        await pilot.pause()
        assert len(load_season(app.store).players) == count


async def test_a_refusal_on_screen_keeps_its_line_and_column(make_app, tmp_path):
    sheet = tmp_path / "signups.csv"
    sheet.write_text(SHEET + ",z@example.org,Zed,Bad,31/02/1965,,F,B,50\n")
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await _import(pilot, app, sheet)
        await wait_until(pilot, lambda: "Refused" in screen_text(app))
        shown = " ".join(screen_text(app).split())
        assert "line 4, column 'Date of birth': '31/02/1965' is not a date" in shown, shown
