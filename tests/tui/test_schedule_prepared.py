"""The whole schedule is worked out by the season's read, off the event loop (`tui.season_loader.prepare_schedule`),
and kept in the season's cache: `s` then shows exactly what the schedule built at the key shows (its games, the
rows its table holds, its note and its cursor), with each filter, and after a save."""

from __future__ import annotations

import pytest

from store.file.db import open_league
from tests.tui.conftest import SIZE, wait_until
from tests.tui.new_league_form import fill
from tests.tui.prepared_night import game_night, shown_prepared_night
from tests.tui.tonight import TONIGHT
from tui.app import RinkbookApp
from tui.text.schedule_view import schedule_key, whole_schedule
from tui.widgets.windowed_table import WindowedTable

# What is compared after `s`, after each filter key, and after a game postponed on the screen.
STEPS = (("s",), ("F",), ("F",), ("F",), ("F",), ("F",), ("T",), ("T", "F"), ("T", "F", "F"), ("T",), ("T",))


def _shown(app: RinkbookApp) -> tuple[object, ...]:
    """The schedule's note, every game it lists, the rows its table holds (each cell's text) and its cursor."""
    table = app.screen.query_one("#schedule-table", WindowedTable)
    rows = tuple(tuple(str(cell) for cell in table.get_row_at(i)) for i in range(table.row_count))
    note = str(app.screen.query_one("#schedule-note").render())
    return note, tuple(table.list_keys), table.window_start, rows, table.cursor_index


async def _walk(app: RinkbookApp, prepared: bool) -> list[tuple[object, ...]]:
    """What the schedule shows at each step, then after the game under the cursor is postponed."""
    seen = []
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.loaded and not app.season_being_read)
        if prepared:  # kept by the read, before any key: asked for again, it is not worked out a second time
            kept = app.derived(schedule_key(app.today), lambda: pytest.fail("the schedule was not prepared"))
            assert kept == whole_schedule(app.season, app.rulebook, app.season_cache, app.today)
        for keys in STEPS:
            await pilot.press(*keys)
            await wait_until(pilot, lambda: app.screen.query("#schedule-table"))
            seen.append(_shown(app))
        await pilot.press("F", "F", "P")  # every status again: the team's next game postponed, through the dialog
        await pilot.pause()
        await fill(pilot, app, {"reason": "no ice"})
        await pilot.press("enter")
        await wait_until(pilot, lambda: "postponed" in _shown(app)[0])
        seen.append(_shown(app))
        await pilot.press("F", "F", "F", "F")  # the postponed games alone
        await pilot.pause()
        seen.append(_shown(app))
    return seen


async def test_the_prepared_schedule_shows_what_the_one_built_at_the_key_shows(tmp_path, monkeypatch):
    shown_prepared = await shown_prepared_night(tmp_path / "prepared.db", monkeypatch, _walk)
    with open_league(game_night(tmp_path / "fresh.db")) as store:  # read on the event loop: the schedule built at `s`
        shown_fresh = await _walk(RinkbookApp(store, TONIGHT, "2002-03"), prepared=False)
    assert shown_prepared == shown_fresh
    notes = [note for note, *_ in shown_prepared]
    assert notes[0].startswith("all games:") and "cursor on the first game from 2002-12-10" in notes[0]
    assert any(note.startswith("scheduled:") for note in notes) and any(note.startswith("final:") for note in notes)
    assert "1 postponed" in notes[-2] and " · postponed: 1 games" in notes[-1]
    assert len({keys for _, keys, *_ in shown_prepared}) >= 5  # the filters showed other games
