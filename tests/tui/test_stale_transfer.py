"""A transfer refused because another window changed the rosters meanwhile keeps its dialog: what was typed
stays, the refusal is said in it, and Enter then records the move on the rosters as they are now."""

from __future__ import annotations

from contextlib import asynccontextmanager
from datetime import date

from league.season.values import Transfer
from store.file.db import Store, open_league
from store.views.season_load import load_season
from store.writes.transfers import record_transfers
from tests.tui.two_window_cases import form_error
from tui.app import RinkbookApp
from tui.modals.transfer_modal import TransferModal

TODAY = date(2002, 12, 22)


@asynccontextmanager
async def two_windows(league_file: Store):
    """This window's app on `league_file` (its pilot) and another window's store on the same file."""
    other = open_league(league_file.path)
    app = RinkbookApp(league_file, TODAY, "2002-03")
    try:
        async with app.run_test(size=(130, 40)) as pilot:
            yield pilot, app, other
    finally:
        other.close()


async def refused_meanwhile(pilot, app, key: str, typed: tuple[str, ...], other: Store, meanwhile: Transfer) -> object:
    """Open a Red skater's dialog by `key`, type `typed`, and press Enter after the `other` window's move; the
    dialog typed in."""
    with app.live.paused():  # the other window's save lands while this dialog is open
        await pilot.press("r", "right")
        table = app.screen.query_one("#roster-1")
        table.focus()
        table.move_cursor(row=2)  # a Red skater (the goalies are rows 0 and 1)
        await pilot.press(key)
        await pilot.pause()
        typed_in = app.screen
        await pilot.press(*typed)
        record_transfers(other, None, (meanwhile,))
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
    return typed_in


async def test_a_stale_transfer_keeps_its_dialog_with_the_reason_and_says_why(league_file, read_screen):
    season = load_season(league_file)
    goalie = next(p.id for p in season.players if p.team == "RED" and p.position == "G")
    async with two_windows(league_file) as (pilot, app, other):
        typed = (*"GRN", "tab", "tab", *"Green needs depth")
        await refused_meanwhile(pilot, app, "M", typed, other, Transfer(goalie, "BLK", TODAY, "Black has one goalie"))
        assert isinstance(app.screen, TransferModal)
        assert app.screen.query_one("#transfer-target").value == "GRN"
        assert app.screen.query_one("#transfer-reason").value == "Green needs depth"
        text = " ".join(read_screen(app).split())
        assert f"{goalie}'s move to BLK from 2002-12-22 was recorded in another window" in text
        await pilot.press("enter")  # the rosters as they are now: the move is recorded
        await pilot.pause()
        assert not isinstance(app.screen, TransferModal)
    assert [(t.to, t.reason) for t in load_season(league_file).transfers][-2:] == [
        ("BLK", "Black has one goalie"),
        ("GRN", "Green needs depth"),
    ]


async def test_a_stale_swap_keeps_the_same_dialog_and_swaps_on_the_rosters_as_they_are_now(league_file, read_screen):
    """The swap's dialog kept after the refusal is the one typed in (`tui.form_keeper`, as every form's): the
    cursor stays in the Reason field, and Enter swaps on the rosters as they are now: the other player, moved to
    Blue meanwhile, swaps from Blue."""
    season = load_season(league_file)
    green = next(p.id for p in season.players if p.team == "GRN" and p.position == "F")
    async with two_windows(league_file) as (pilot, app, other):
        typed = (*green, "tab", "tab", *"even the lines")
        meanwhile = Transfer(green, "BLU", TODAY, "Blue is short")
        typed_in = await refused_meanwhile(pilot, app, "W", typed, other, meanwhile)
        assert app.screen is typed_in, read_screen(app)
        assert app.screen.focused is app.screen.query_one("#transfer-reason")
        said = form_error(app)
        assert f"{green}'s move to BLU from 2002-12-22 was recorded in another window" in said, said
        assert said.endswith("Enter records yours too, on the rosters as they are now; Esc cancels."), said
        preview = str(app.screen.query_one("#transfer-preview").render())
        assert "BLU" in preview and "GRN" not in preview, preview  # the swap previewed with Blue now
        await pilot.press("enter")
        await pilot.pause()
        assert not isinstance(app.screen, TransferModal), read_screen(app)
    assert [(t.to, t.reason) for t in load_season(league_file).transfers][-3:] == [
        ("BLU", "Blue is short"),
        ("BLU", "even the lines"),
        ("RED", "even the lines"),
    ]
