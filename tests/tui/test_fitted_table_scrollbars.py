"""A table whose columns a fit narrows until they fit shows no sideways scrollbar: the line under its rows
shows what comes next, as at other sizes, not a scrollbar with nothing to scroll (the dashboard's standings
and the discipline screen's suspensions at 80x24, whose sizes settle before their columns are fitted)."""

from __future__ import annotations

from typing import Any

import pytest
from textual.widgets import DataTable


def _sideways_with_nothing_to_scroll(screen: Any) -> list[str]:
    return [
        str(table.id) for table in screen.query(DataTable) if table.show_horizontal_scrollbar and not table.max_scroll_x
    ]


@pytest.mark.parametrize(("mode", "table_id"), [("dashboard", "standings-table"), ("discipline", "suspensions")])
async def test_a_table_whose_columns_fit_shows_no_sideways_scrollbar(make_app, mode, table_id):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await app.switch_mode(mode)
        await pilot.pause()
        await pilot.pause()
        table = app.screen.query_one(f"#{table_id}", DataTable)
        assert table.virtual_size.width == table.size.width  # the fit made its columns just fit
        assert _sideways_with_nothing_to_scroll(app.screen) == []
        assert table.size.height == table.header_height + table.row_count  # no line kept for a scrollbar
