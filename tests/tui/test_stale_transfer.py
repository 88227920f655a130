"""A transfer refused because another window changed the rosters meanwhile keeps its dialog: what was typed
stays, the refusal is said in it, and Enter then records the move on the rosters as they are now."""

from __future__ import annotations

from datetime import date

from league.season.values import Transfer
from store.file.db import open_league
from store.views.season_load import load_season
from store.writes.transfers import record_transfers
from tui.app import RinkbookApp
from tui.modals.transfer_modal import TransferModal

TODAY = date(2002, 12, 22)


async def test_a_stale_transfer_keeps_its_dialog_with_the_reason_and_says_why(league_file, read_screen):
    season = load_season(league_file)
    goalie = next(p.id for p in season.players if p.team == "RED" and p.position == "G")
    other = open_league(league_file.path)  # another window on the same file
    app = RinkbookApp(league_file, TODAY, "2002-03")
    try:
        async with app.run_test(size=(130, 40)) as pilot:
            with app.live.paused():  # the other window's save lands while this dialog is open
                await pilot.press("r", "right")
                table = app.screen.query_one("#roster-1")
                table.focus()
                table.move_cursor(row=2)  # a Red skater (the goalies are rows 0 and 1)
                await pilot.press("M")
                await pilot.pause()
                await pilot.press(*"GRN", "tab", "tab", *"Green needs depth")
                record_transfers(other, None, (Transfer(goalie, "BLK", TODAY, "Black has one goalie"),))
                await pilot.press("enter")
                await pilot.pause()
                await pilot.pause()
            assert isinstance(app.screen, TransferModal)
            assert app.screen.query_one("#transfer-target").value == "GRN"
            assert app.screen.query_one("#transfer-reason").value == "Green needs depth"
            text = " ".join(read_screen(app).split())
            assert f"{goalie}'s move to BLK from 2002-12-22 was recorded in another window" in text
            await pilot.press("enter")  # the rosters as they are now: the move is recorded
            await pilot.pause()
            assert not isinstance(app.screen, TransferModal)
    finally:
        other.close()
    assert [(t.to, t.reason) for t in load_season(league_file).transfers][-2:] == [
        ("BLK", "Black has one goalie"),
        ("GRN", "Green needs depth"),
    ]
