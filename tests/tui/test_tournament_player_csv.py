"""A tournament's player CSV, imported on the new-season screen (n, Ctrl+O): no Gray `class` or `rating` column
needed, Cole's `elite` and Coors' `same_person_as` (with `same_person_reason`) read and kept."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input

from tests.tui.conftest import wait_until
from tests.tui.tournament_apps import event_app

SHEET = (
    "name,born,position,number,team,elite,same_person_as,same_person_reason\n"
    "Ada Elite,1985-02-02,F,31,RED,yes,,\n"
    "Bo Twice,1981-09-03,F,32,ORG,,P0011,also plays in division A (committee approved)\n"
)


async def test_a_tournament_sheet_without_class_sets_elite_and_same_person(tmp_path: Path, read_screen) -> None:
    app = event_app(tmp_path, "cole-harbour-classic")
    sheet = tmp_path / "cole-players.csv"
    sheet.write_text(SHEET)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        app.screen.query_one("#new-import", Input).value = str(sheet)
        await pilot.press("ctrl+o")
        await wait_until(pilot, lambda: "2 players to add" in read_screen(app))
        await pilot.press("y")
        await wait_until(pilot, lambda: any(p.name == "Bo Twice" for p in app.season.players))
        ada = next(p for p in app.season.players if p.name == "Ada Elite")
        bo = next(p for p in app.season.players if p.name == "Bo Twice")
        assert (ada.team, ada.elite) == ("RED", True)
        assert bo.same_person_as is not None and bo.same_person_as.player == "P0011"
        assert bo.same_person_as.reason == "also plays in division A (committee approved)"
        await pilot.press("escape", "r")  # out of the form; the rosters screen shows both marks
        await pilot.pause()
        assert any("Ada Elite" in line and "yes" in line for line in read_screen(app).splitlines())
