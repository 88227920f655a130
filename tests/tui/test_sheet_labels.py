"""An event's label never changes meaning while the sheet is shown, typed as a scorer does from the list on
screen: a missed goal entered at an earlier time and an edited penalty keep every label; `del` and `edit`
name the event they change; a label whose event another window changed is refused, not applied to another."""

from __future__ import annotations

import re

from tests.tui.game_night_windows import (
    app_over,
    events,
    follow,
    message,
    open_sheet,
    stored,
    two_windows,
    type_line,
)


def label_of(app, words: str) -> str:
    """The label the event list gives the line holding `words`."""
    line = next(ln for ln in events(app).splitlines() if words in ln)
    found = re.match(r"\s*([GPL]\d+)\s", line)
    assert found, line
    return found[1]


async def test_a_late_entry_and_an_edit_keep_every_label_and_del_deletes_the_event_read(r31_dressed):
    app = app_over(r31_dressed)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_sheet(pilot)
        await type_line(pilot, "goal WHT 11 1 01:00")
        await type_line(pilot, "goal BLU 14 1 05:00")
        await type_line(pilot, "goal WHT 36 1 03:00")  # missed: entered late, at an earlier time
        assert message(app).startswith("Saved: goal G3 White #36 Rick Zeller")
        assert (label_of(app, "Tod Sato"), label_of(app, "Rick Zeller")) == ("G2", "G3")
        await type_line(pilot, "del G2")  # read from the list a second earlier: Blue's goal
        assert "deleted goal G2 Blue #14 Tod Sato" in message(app)
        assert [g.scorer for g in stored(r31_dressed).goals] == ["P042", "P043"]

        await type_line(pilot, "pen WHT 60 minor hooking 1 06:00")
        await type_line(pilot, "pen BLU 13 misconduct 1 07:00")
        await type_line(pilot, "edit P1 WHT 60 minor hooking 1 08:00")  # after P2 now: still P1
        assert "penalty P1 White #60 Bob Kowal minor hooking, period 1 06:00" in message(app)
        assert label_of(app, "Bob Kowal") == "P1" and label_of(app, "Ty Kowal") == "P2"
        await type_line(pilot, "del P2")
        assert "deleted penalty P2 Blue #13 Ty Kowal misconduct" in message(app)
        assert [p.player for p in stored(r31_dressed).penalties] == ["P039"]
        await type_line(pilot, "del G2")  # deleted already: refused, never another event
        assert "G2" in message(app) and "deleted" in message(app) and "Refused" in message(app)
        assert len(stored(r31_dressed).goals) == 2


async def test_a_label_whose_event_another_window_changed_is_refused(r31_dressed):
    async with two_windows(r31_dressed) as (first, p1, second, p2):
        await open_sheet(p1)
        await open_sheet(p2)
        await type_line(p1, "pen WHT 60 minor hooking 1 06:00")
        await type_line(p1, "pen WHT 11 minor tripping 1 09:00")
        follow(second)
        await p2.pause()
        await type_line(p2, "edit P1 WHT 36 minor hooking 1 06:00")  # the other window corrects P1's player
        # Not yet shown here: the entry is refused naming the event, and the sheet shows the change.
        await type_line(p1, "del P1")
        said = message(first)
        assert "penalty P1 White #60 Bob Kowal" in said and "another window" in said, said
        assert [p.player for p in stored(r31_dressed).penalties] == ["P043", "P042"]
        # Shown now: P1 is no longer the penalty read; the corrected one has a label of its own.
        await type_line(p1, "del P1")
        said = message(first)
        assert "P1" in said and "another window" in said and "Refused" in said, said
        assert [p.player for p in stored(r31_dressed).penalties] == ["P043", "P042"]
        assert label_of(first, "Rick Marsh") == "P2"  # the untouched penalty keeps its label
        await type_line(p1, f"del {label_of(first, 'Rick Zeller')}")
        assert [p.player for p in stored(r31_dressed).penalties] == ["P042"]
