"""What a small terminal (80x24) must still show: the discipline ledger's served or lapsed column, and the
new-league form's refusal beside the field it names, in view wherever the form was scrolled to; both at
160x50 too."""

from __future__ import annotations

import re
from datetime import date

import pytest
from textual.widgets import Input

from tests.conftest import screen_text
from tests.tui.new_tournament_form import FORM, POOLS, fill_form
from tests.tui.tournament_apps import event_app
from tui.first_run_app import FirstRunApp
from tui.screens.discipline_screen import DisciplineScreen

WIDE, SMALL = (160, 50), (80, 24)


@pytest.mark.parametrize("size", [SMALL, WIDE])
async def test_the_discipline_ledger_shows_whether_each_suspension_was_served_or_lapsed(tmp_path, size) -> None:
    app = event_app(tmp_path, "cole-harbour-classic")
    async with app.run_test(size=size) as pilot:
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, DisciplineScreen)
        text = screen_text(app)
        assert all(len(line) <= size[0] for line in text.splitlines())
        assert re.search(r"Eli Duff \(P0040\).*lapsed \(G021\)", text)
        assert re.search(r"Eli Moreau \(P0021\).*served", text)


async def test_the_ledger_lays_its_columns_out_again_when_the_terminal_narrows(tmp_path) -> None:
    app = event_app(tmp_path, "cole-harbour-classic")
    async with app.run_test(size=WIDE) as pilot:
        await pilot.press("i")
        await pilot.pause()
        await pilot.resize_terminal(*SMALL)
        await pilot.pause()
        await pilot.pause()
        assert re.search(r"Eli Duff \(P0040\).*lapsed \(G021\)", screen_text(app))


@pytest.mark.parametrize("size", [SMALL, WIDE])
async def test_a_refusal_of_the_new_league_form_stays_in_sight_beside_its_field(tmp_path, size) -> None:
    first = FirstRunApp(tmp_path / "cup.db", date(2026, 3, 7))
    async with first.run_test(size=size) as pilot:
        await fill_form(pilot, first, {**FORM, "bracket": "two-pools-and-more"}, POOLS)
        first.screen.query_one("#new-sheets", Input).focus()  # the form scrolled down to its last fields
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        await pilot.pause()
        text = screen_text(first)
        assert "Bracket: 'two-pools-and-more' is not a template" in text
        lines = text.splitlines()
        field = next(i for i, line in enumerate(lines) if "Bracket" in line and "two-pools-and-more" in line)
        assert "is not a template" in "".join(lines[field : field + 3])  # said under the field it names
