"""The tests' Pilot (`tui.textual_patches.pilot_waits`): a key's answer is on screen when `press` returns, with
no update of the screen still pending, whatever the key changed (a text, the layout, a resize)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import App, ComposeResult
from textual.containers import Vertical
from textual.pilot import Pilot
from textual.widgets import Label

from tests.conftest import screen_text
from tui.textual_patches.pilot_waits import _frame_pending


class Answers(App[None]):
    """`a` changes a label's text, `m` mounts a new line, `r` asks for a callback after the next frame."""

    BINDINGS: ClassVar = [("a", "change", ""), ("m", "add", ""), ("r", "after_frame", "")]

    def __init__(self) -> None:
        super().__init__()
        self.after_frame: list[str] = []

    def compose(self) -> ComposeResult:
        with Vertical(id="lines"):
            yield Label("first text", id="first")

    def action_change(self) -> None:
        self.query_one("#first", Label).update("changed text")

    def action_add(self) -> None:
        self.query_one("#lines").mount(Label(f"line {len(self.query(Label)) + 1}"))

    def action_after_frame(self) -> None:
        self.call_after_refresh(self.after_frame.append, "ran")


def test_the_tests_pilot_is_the_one_that_waits_for_the_app() -> None:
    assert getattr(Pilot.press, "settles", False)


async def test_a_key_is_drawn_when_press_returns() -> None:
    app = Answers()
    async with app.run_test(size=(40, 10)) as pilot:
        await pilot.press("a")
        assert "changed text" in screen_text(app)
        assert not _frame_pending(app.screen)


async def test_widgets_a_key_mounts_are_laid_out_when_press_returns() -> None:
    app = Answers()
    async with app.run_test(size=(40, 10)) as pilot:
        await pilot.press("m", "m", "m")
        assert screen_text(app).splitlines()[1:4] == ["line 2", "line 3", "line 4"]
        assert not _frame_pending(app.screen)


async def test_what_waits_for_the_frame_has_run_when_press_returns() -> None:
    app = Answers()
    async with app.run_test(size=(40, 10)) as pilot:
        await pilot.press("r")
        assert app.after_frame == ["ran"]


async def test_a_new_terminal_size_is_taken_when_the_pause_returns() -> None:
    app = Answers()
    async with app.run_test(size=(40, 10)) as pilot:
        await pilot.resize_terminal(30, 6)
        assert app.screen.size == (30, 6)
        assert not _frame_pending(app.screen)
