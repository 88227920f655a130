"""The first frame from stored values drawn in a forked child while the start imports Textual: the frame it hands
over is the one drawn in the process itself, and a child that fails hands over none."""

from __future__ import annotations

import os
import sys

import pytest

from tui.cli import frame_aside
from tui.cli.frame_aside import FrameAside

FRAME = {"app": {"title": "Gray · ünïcode"}, "standings": {"rows": [["1", "GRN  Green", 3, 1]]}, "panels": {}}


def _in_child() -> dict[str, object]:
    return {**FRAME, "pid": os.getpid()}


@pytest.mark.skipif(not hasattr(os, "fork") or sys.platform == "darwin", reason="drawn in the process: no fork")
def test_the_frame_is_drawn_in_another_process_and_handed_over_whole(monkeypatch) -> None:
    monkeypatch.setattr(frame_aside, "_fork_is_safe", lambda: True)  # the test's own threads are idle
    drawn = FrameAside(_in_child).result()
    assert drawn is not None and drawn.pop("pid") != os.getpid()
    assert drawn == FRAME


def test_where_no_fork_is_safe_the_frame_is_drawn_here(monkeypatch) -> None:
    monkeypatch.setattr(frame_aside, "_fork_is_safe", lambda: False)
    drawn = FrameAside(_in_child).result()
    assert drawn is not None and drawn["pid"] == os.getpid()


@pytest.mark.parametrize("safe", [True, False] if hasattr(os, "fork") and sys.platform != "darwin" else [False])
def test_a_frame_that_cannot_be_drawn_is_none(monkeypatch, safe: bool) -> None:
    monkeypatch.setattr(frame_aside, "_fork_is_safe", lambda: safe)
    assert FrameAside(lambda: None).result() is None


@pytest.mark.skipif(not hasattr(os, "fork") or sys.platform == "darwin", reason="drawn in the process: no fork")
def test_a_child_that_fails_hands_over_no_frame_and_says_nothing(monkeypatch, capfd) -> None:
    monkeypatch.setattr(frame_aside, "_fork_is_safe", lambda: True)

    def fails() -> dict[str, object]:
        raise RuntimeError("a failure in the child")

    assert FrameAside(fails).result() is None
    said = capfd.readouterr()
    assert said.out == "" and said.err == ""  # the start then opens the file the whole way, which says what is wrong
