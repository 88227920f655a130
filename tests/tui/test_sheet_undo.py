"""Undo on the scoresheet, typed as a scorer does: Ctrl+Z clears a half-typed line before it undoes anything,
undoes only this window's own entries (another window's goal stays), is refused naming the event another
window changed since, and Ctrl+Y redoes."""

from __future__ import annotations

from tests.tui.game_night_windows import (
    app_over,
    events,
    follow,
    keys_of,
    message,
    open_sheet,
    stored,
    two_windows,
    type_line,
)


async def test_ctrl_z_on_a_half_typed_line_clears_the_typing_then_undoes_and_ctrl_y_redoes(r31_dressed):
    app = app_over(r31_dressed)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_sheet(pilot)
        await type_line(pilot, "goal WHT 11 1 01:00")
        await type_line(pilot, "goal BLU 14 1 02:00")
        await pilot.press(*keys_of("pen WHT 60 minor hoo"), "ctrl+z")  # a slip of the fingers mid-line
        await pilot.pause()
        assert app.screen.query_one("#sheet-entry").value == ""
        assert len(stored(r31_dressed).goals) == 2 and "nothing was undone" in message(app)
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert [g.scorer for g in stored(r31_dressed).goals] == ["P042"]
        assert message(app).startswith("Undone: goal G2 Blue #14 Tod Sato")
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert stored(r31_dressed).goals == ()
        await pilot.press("ctrl+y")
        await pilot.pause()
        assert [g.scorer for g in stored(r31_dressed).goals] == ["P042"]
        assert message(app).startswith("Redone: goal G1 White #11 Rick Marsh")
        await pilot.press("ctrl+y", "ctrl+y")
        await pilot.pause()
        assert [g.scorer for g in stored(r31_dressed).goals] == ["P042", "P056"]
        assert "Nothing to redo" in message(app)
        await type_line(pilot, "goal WHT 36 1 03:00")  # a new entry: what was undone before it is not redone
        await pilot.press("ctrl+z", "ctrl+y", "ctrl+y")
        await pilot.pause()
        assert [g.scorer for g in stored(r31_dressed).goals] == ["P042", "P056", "P043"]


async def test_undo_takes_back_this_windows_entry_and_keeps_the_goal_another_window_saved(r31_dressed):
    async with two_windows(r31_dressed) as (first, p1, second, p2):
        await open_sheet(p1)
        await open_sheet(p2)
        await type_line(p1, "goal WHT 11 1 01:00")
        await type_line(p2, "goal BLU 14 1 02:00")  # typed from a sheet that does not show the first goal yet
        assert "Refused" not in message(second), message(second)
        await p1.press("ctrl+z")
        await p1.pause()
        assert message(first).startswith("Undone: goal G1 White #11 Rick Marsh"), message(first)
        assert [g.scorer for g in stored(r31_dressed).goals] == ["P056"]
        assert "Blue #14 Tod Sato" in events(first)  # the undo shows the file's sheet, the other goal on it
        await p2.press("ctrl+z")  # the second window's own entry, nobody else's
        await p2.pause()
        assert stored(r31_dressed).goals == ()
        await p1.press("ctrl+z")
        await p1.pause()
        assert "Nothing to undo" in message(first)


async def test_undo_is_refused_naming_the_event_another_window_changed_since(r31_dressed):
    async with two_windows(r31_dressed) as (first, p1, second, p2):
        await open_sheet(p1)
        await open_sheet(p2)
        await type_line(p1, "goal WHT 11 36 1 01:00")
        follow(second)
        await p2.pause()
        await type_line(p2, "edit G1 WHT 60 1 01:00")  # the scorer was #60, not #11
        assert stored(r31_dressed).goals[0].scorer == "P039"
        await p1.press("ctrl+z")
        await p1.pause()
        said = message(first)
        assert "goal G1 White #11 Rick Marsh" in said and "another window" in said and "Nothing was undone" in said
        assert [g.scorer for g in stored(r31_dressed).goals] == ["P039"]
        assert "#60 Bob Kowal" in events(first)  # refused, the window shows the file's sheet
        await p1.press("ctrl+z")
        await p1.pause()
        assert [g.scorer for g in stored(r31_dressed).goals] == ["P039"]  # the refused entry is not tried again


async def test_ctrl_z_on_a_refused_line_takes_back_the_line_not_the_goal_before_it(r31_dressed):
    app = app_over(r31_dressed)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_sheet(pilot)
        await type_line(pilot, "goal WHT 11 1 01:00")
        await type_line(pilot, "goal BLU 14 1 0200")  # a typo: refused, kept on the line, selected
        assert message(app).startswith("Refused (time)")
        await pilot.press("ctrl+z")  # the scorer means the typo, not the goal saved before it
        await pilot.pause()
        assert app.screen.query_one("#sheet-entry").value == ""
        assert [g.scorer for g in stored(r31_dressed).goals] == ["P042"]
        await type_line(pilot, "goal BLU 14 1 02:00")
        await pilot.press("ctrl+z", "ctrl+z", "ctrl+y")  # fast: two undos and a redo, in the order typed
        await pilot.pause()
        assert [g.scorer for g in stored(r31_dressed).goals] == ["P042"]
        assert message(app).startswith("Redone: goal G1 White #11 Rick Marsh")
