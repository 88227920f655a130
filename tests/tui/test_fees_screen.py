"""The fee ledger (Gray rule 15): owed, paid and outstanding per team; a payment and a waiver entered from the keys."""

from __future__ import annotations

import re

from store.file.audit import audit_log
from store.views.season_load import load_season
from tests.tui.conftest import palette_searched
from tests.tui.notices import notices
from tui.modals.fee_payment_modal import FeePaymentModal
from tui.modals.help_modal import HelpModal
from tui.modals.waive_fees_modal import WaiveFeesModal
from tui.screens.fees_screen import FeesScreen

SIZE = (120, 40)


def account(text: str, team: str) -> tuple[str, ...]:
    """A team's row of the per-team table: games, owed, waived, paid, outstanding."""
    match = re.search(rf"│\s+{team}\s+(\d+)\s+(\$[\d,.]+)\s+(\$[\d,.]+)\s+(\$[\d,.]+)\s+(-?\$[\d,.]+)", text)
    return match.groups()


async def test_ledger_shows_owed_paid_and_outstanding_per_team(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f")
        await pilot.pause()
        text = read_screen(app)
        assert "2 referees × $30.00 + the scorekeeper $15.00 = $75.00 (rule 15)" in text
        assert account(text, "BLK") == ("5", "$375.00", "$0.00", "$300.00", "$75.00")
        assert account(text, "GRN") == ("4", "$300.00", "$0.00", "$0.00", "$300.00")  # R10 forfeited before the start
        assert "League: owed $2,400.00 · paid $450.00 · outstanding" in text
        assert re.search(r"2002-11-15\s+BLK\s+\$150.00", text)


async def test_recording_a_payment_updates_the_ledger_and_the_file(make_app, league_file, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f")
        await pilot.pause()
        await pilot.press("P")  # the cursor is on Black's row: the dialog offers BLK, its first field
        await pilot.pause()
        assert isinstance(app.screen, FeePaymentModal)
        await pilot.press("tab", "tab", *"75", "enter")
        await pilot.pause()
        assert isinstance(app.screen, FeesScreen)
        text = read_screen(app)
        assert account(text, "BLK") == ("5", "$375.00", "$0.00", "$375.00", "$0.00")
        assert any("BLK paid $75.00 on 2002-12-01" in note for note in notices(app))
    assert load_season(league_file).fees_paid[-1].amount_cents == 7500
    assert audit_log(league_file)[0].action == "fee payment"


async def test_a_bad_amount_is_refused_in_the_dialog_and_escape_records_nothing(make_app, league_file, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f", "P")
        await pilot.pause()
        await pilot.press("tab", "tab", *"-5", "enter")
        await pilot.pause()
        assert isinstance(app.screen, FeePaymentModal)
        assert "Amount: -5 is negative: type the amount without a minus sign." in read_screen(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, FeesScreen)
    assert len(load_season(league_file).fees_paid) == 3


async def test_waiving_the_game_under_the_cursor_keeps_its_reason(make_app, league_file, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f")
        await pilot.pause()
        await pilot.press("tab", "tab", "down", "down")  # the games table, on R03 (Green at home)
        await pilot.press("W")
        await pilot.pause()
        assert isinstance(app.screen, WaiveFeesModal)
        assert "R03 2002-10-06 GRN v WHT: GRN owes $75.00" in read_screen(app)
        await pilot.press("tab", *"no refs", "enter")  # the game offered first, then the reason
        await pilot.pause()
        text = read_screen(app)
        assert account(text, "GRN") == ("4", "$225.00", "$75.00", "$0.00", "$225.00")
        assert re.search(r"R03\s+2002-10-06\s+GRN\s+WHT\s+\$0.00\s+no refs", text)
    assert load_season(league_file).game("R03").fees_waived == "no refs"
    assert "waive fees" in [e.action for e in audit_log(league_file)[:2]]


async def test_team_filter_and_sort(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f", "T")
        await pilot.pause()
        text = read_screen(app)
        assert "Games and payments of team BLK." in text
        assert re.search(r"R01\s+2002-10-06\s+BLK", text) and "R02 " not in text
        assert "WHT   $150.00" not in text
        await pilot.press("T", "T", "T", "T", "T", "T")  # past the last team: every team again
        await pilot.pause()
        assert "Games and payments of all teams." in read_screen(app)
        for _ in range(5):
            await pilot.press("right")  # the per-team table's "Outstanding" column
        await pilot.press("S")
        await pilot.pause()
        text = read_screen(app)
        assert "Outstanding▼" in text
        order = [m for m in re.findall(r"│\s*(BLK|RED|GRN|WHT|BLU|GLD)\s+\d+\s+\$", text)]
        assert order[:3] == ["RED", "BLU", "GLD"] and order[-1] == "BLK"


async def test_palette_and_help_list_the_screens_commands(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f", "question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpModal)
        text = read_screen(app)
        assert re.search(r"P\s+Record payment \(this screen\)", text)
        assert re.search(r"W\s+Waive fees \(this screen\)", text)
        await pilot.press("escape", "ctrl+p")
        await pilot.pause()
        await pilot.press(*"record payment")
        await palette_searched(pilot)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, FeePaymentModal)


async def test_read_only_shows_the_ledger_and_refuses_payments_and_waivers(make_app, league_file, read_screen):
    app = make_app(read_only=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f")
        await pilot.pause()
        assert account(read_screen(app), "BLK") == ("5", "$375.00", "$0.00", "$300.00", "$75.00")
        await pilot.press("P", "W")
        await pilot.pause()
        assert isinstance(app.screen, FeesScreen)  # the keys are hidden: each says why in a toast
        assert sum("Read-only: ask the committee" in note for note in notices(app)) == 2
        app.screen.action_record_payment()
        app.screen.action_waive_fees()
        await pilot.pause()
        assert isinstance(app.screen, FeesScreen)
        assert sum("Read-only" in note for note in notices(app)) == 4
        await pilot.press("ctrl+p", *"record payment")  # the palette does not offer it either
        await palette_searched(pilot)
        await pilot.press("enter")
        await pilot.pause()
        assert not isinstance(app.screen, FeePaymentModal)
    assert len(load_season(league_file).fees_paid) == 3 and load_season(league_file).game("R03").fees_waived is None
