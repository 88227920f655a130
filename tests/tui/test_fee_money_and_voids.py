"""The fee ledger reads money as the treasurer types it and voids a payment recorded in error (
point 3): `12,50` is $12.50, `1,2,3` is refused with the reason, a voided payment is struck through."""

from __future__ import annotations

import re

from store.file.audit import audit_log
from store.views.season_load import load_season
from tests.tui.notices import notices
from tui.modals.fee_payment_modal import FeePaymentModal
from tui.modals.reason_modal import ReasonModal
from tui.screens.fees_screen import FeesScreen
from tui.widgets.sortable_table import SortableTable

SIZE = (120, 40)


async def test_a_decimal_comma_is_read_as_cents_and_a_list_of_commas_is_refused(make_app, league_file, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f", "P")  # the cursor is on Black's row: the dialog offers BLK
        await pilot.pause()
        await pilot.press("tab", "tab", *"1,2,3", "enter")
        await pilot.pause()
        assert isinstance(app.screen, FeePaymentModal)
        assert "Amount: 1,2,3 has more than one separator" in read_screen(app)
        await pilot.press(*["backspace"] * 5, *"12,50", "enter")
        await pilot.pause()
        assert isinstance(app.screen, FeesScreen)
        assert re.search(r"2002-12-01\s+BLK\s+\$12\.50", read_screen(app))
    assert load_season(league_file).fees_paid[-1].amount_cents == 1250


async def test_a_voided_payment_is_struck_through_says_void_and_counts_for_nothing(make_app, league_file, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f")
        await pilot.pause()
        payments = app.screen.query_one("#payments", SortableTable)
        payments.focus()
        payments.move_cursor(row=0)  # sorted by date: Black's payment of 2002-10-15 first
        await pilot.press("V")
        await pilot.pause()
        assert isinstance(app.screen, ReasonModal)
        assert "Void BLK's payment of $150.00 on 2002-10-15" in read_screen(app)
        await pilot.press(*"cheque bounced", "enter")
        await pilot.pause()
        assert isinstance(app.screen, FeesScreen)
        text = read_screen(app)
        assert re.search(r"2002-10-15\s*BLK\s*\$150\.00\s*void: cheque", text)
        assert re.search(r"BLK\s+5\s+\$375\.00\s+\$0\.00\s+\$150\.00\s+\$225\.00", text)  # paid less the void
        cells = app.screen.query_one("#payments", SortableTable).get_row("0")
        assert all("strike" in str(cell.style) for cell in cells[:3])
        assert cells[3].plain == "void: cheque bounced (2002-12-01)"  # in words too, for terminals without strike
        assert any("BLK's payment of $150.00 on 2002-10-15 is void: cheque bounced" in note for note in notices(app))
        await pilot.press("V")  # the same row again: already void, nothing asked
        await pilot.pause()
        assert isinstance(app.screen, FeesScreen)
        assert any("is already void (cheque bounced)" in note for note in notices(app))
    assert load_season(league_file).fees_paid[0].void.reason == "cheque bounced"
    assert audit_log(league_file)[0].action == "void fee payment"
