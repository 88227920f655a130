"""A tournament's players put on, moved between and taken off its teams on the rosters screen (r): Cole's elite
mark, Coors' second registration with its reason, each rulebook's roster limits; at 80x24 and 160x50."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import DataTable, Input, TabbedContent

from store.file.audit import audit_log
from tests.tui.conftest import wait_until
from tests.tui.notices import notices
from tests.tui.tournament_apps import event_app
from tui.modals.move_player_modal import MovePlayerModal
from tui.modals.tournament_player_modal import TournamentPlayerModal
from tui.screens.rosters_screen import RostersScreen

WIDE, SMALL = (160, 50), (80, 24)


async def open_rosters(pilot, app, team_index: int = 0) -> None:
    await pilot.press("r")
    await wait_until(pilot, lambda: isinstance(app.screen, RostersScreen))
    await pilot.pause()
    app.screen.query_one("#roster-tabs", TabbedContent).active = f"team-{team_index}"
    await pilot.pause()


async def add(pilot, app, **values: str) -> None:
    await pilot.press("N")
    await wait_until(pilot, lambda: isinstance(app.screen, TournamentPlayerModal))
    for field, value in values.items():
        app.screen.query_one(f"#player-{field}", Input).value = value
    app.screen.query_one("#player-name", Input).focus()
    await pilot.press("enter")
    await pilot.pause()
    await pilot.pause()


def messages(app) -> str:
    return " ".join(notices(app))


@pytest.mark.parametrize("size", [SMALL, WIDE])
async def test_a_player_is_added_within_the_roster_limit_and_refused_past_it(tmp_path: Path, read_screen, size):
    app = event_app(tmp_path, "three-on-three")  # Red has 3 players; 3-on-3 teams hold at most 4 (GF 1)
    async with app.run_test(size=size) as pilot:
        await open_rosters(pilot, app)
        text = read_screen(app)
        assert "3 skaters of at most 4" in text and "Elite" in text
        await add(pilot, app, name="Ann Fourth", born="1990-05-05", position="F", number="12")
        await wait_until(pilot, lambda: any(p.name == "Ann Fourth" for p in app.season.players))
        assert next(p for p in app.season.players if p.name == "Ann Fourth").team == "RED"
        await pilot.pause()
        assert "4 skaters of at most 4" in read_screen(app)
        await add(pilot, app, name="Bob Fifth", born="1990-05-05", position="F")
        await pilot.pause()
        assert not any(p.name == "Bob Fifth" for p in app.season.players)
        assert "at most 4" in messages(app)


async def test_coles_elite_mark_and_coors_second_registration_with_its_reason(tmp_path: Path, read_screen):
    app = event_app(tmp_path, "cole-harbour-classic")
    async with app.run_test(size=WIDE) as pilot:
        await open_rosters(pilot, app, 6)  # ORG, a team of division B
        await add(pilot, app, name="Eli Elite", born="1980-01-01", position="D", elite="yes")
        await pilot.pause()
        assert not any(p.name == "Eli Elite" for p in app.season.players)
        assert "elite player" in messages(app) and "RE 5" in messages(app)
    app = event_app(tmp_path, "coors-cup")
    async with app.run_test(size=WIDE) as pilot:
        await open_rosters(pilot, app, 9)  # TEA: P0157 is P0022 a second time
        assert "P0022 (plays in both divisions, committee approved)" in read_screen(app)
        await add(pilot, app, name="Ty Again", born="1981-09-03", position="F", same="P0001")
        assert isinstance(app.screen, TournamentPlayerModal)  # no reason: the dialog says which field
        assert "Reason: a second registration" in read_screen(app)
        await pilot.press("escape")


async def test_a_player_is_moved_with_a_reason_and_one_who_never_played_is_taken_off(tmp_path: Path, read_screen):
    app = event_app(tmp_path, "three-on-three")
    async with app.run_test(size=WIDE) as pilot:
        await open_rosters(pilot, app)
        await add(pilot, app, name="Ann Fourth", born="1990-05-05", position="F", number="12")
        await wait_until(pilot, lambda: any(p.name == "Ann Fourth" for p in app.season.players))
        pid = next(p.id for p in app.season.players if p.name == "Ann Fourth")
        await pilot.pause()
        table = app.screen.query_one("#roster-0", DataTable)
        played = str(table.coordinate_to_cell_key((0, 0)).row_key.value)
        table.move_cursor(row=0)
        await pilot.press("X")  # a player who dressed stays on the roster
        await pilot.pause()
        assert app.season.known_player(played).team == "RED" and "Move him (M) instead" in messages(app)
        table.move_cursor(row=table.get_row_index(pid))
        await pilot.press("M")
        await wait_until(pilot, lambda: isinstance(app.screen, MovePlayerModal))
        app.screen.query_one("#move-team", Input).value = "blu"  # Blu has 4 already: refused in the dialog
        app.screen.query_one("#move-reason", Input).value = "Blu's fourth is injured"
        await pilot.press("enter")
        await wait_until(pilot, lambda: "Blu would have 5 skaters" in read_screen(app))
        assert isinstance(app.screen, MovePlayerModal) and not app.season.transfers
        sizes = {t.code: sum(p.team == t.code for p in app.season.players) for t in app.season.teams}
        room = next(code for code, n in sizes.items() if code != "RED" and n < 4)
        app.screen.query_one("#move-team", Input).value = room.lower()
        await pilot.press("enter")
        # He has not played: registered on the new team (counted there from the start), the reason in the log.
        await wait_until(pilot, lambda: app.season.known_player(pid).team == room)
        entry = audit_log(app.store)[0]
        assert entry.action == "move player" and entry.detail["reason"] == "Blu's fourth is injured"
        await add(pilot, app, name="Cy Mistake", born="1990-05-05", position="F")
        await wait_until(pilot, lambda: any(p.name == "Cy Mistake" for p in app.season.players))
        mistake = next(p.id for p in app.season.players if p.name == "Cy Mistake")
        await pilot.pause()
        table = app.screen.query_one("#roster-0", DataTable)
        table.move_cursor(row=table.get_row_index(mistake))
        await pilot.press("X")
        await wait_until(pilot, lambda: app.season.known_player(mistake).team is None)
        await pilot.pause()
        assert "Cy Mistake" not in read_screen(app)
