"""The night's first result on the scoresheet is answered as a later one is: "Saved" is in the first frame painted
after Enter (not the one after it), and what a save uses for the first time is made ready once the season is read
(`tui.save_warmup`), the first save after it saving as any other. The collector's passes over what a save made wait
until its answer is painted (`tui.collector.collector_paused_for_answer`)."""

from __future__ import annotations

import gc
from typing import Any

import pytest
from textual.screen import Screen

import tui.collector
import tui.save_warmup
from league.season.values import Score
from store.file.db import Store, open_league
from store.season_files.import_export import import_season
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season
from tests.conftest import EXAMPLE, screen_text
from tests.tui.conftest import SIZE, TEXTUAL_COMPOSITOR_REFRESH, wait_until
from tests.tui.first_frame_starts import _opened_by_the_command_line
from tests.tui.tonight import TONIGHT, tonight
from tui.app import RinkbookApp
from tui.screens import scoresheet_saving
from tui.screens.scoresheet_screen import ScoresheetScreen
from tui.textual_patches.app_internals import frame_painter, replace_frame_painter


@pytest.fixture
def night(empty_league: Store) -> Store:
    import_season(empty_league, tonight(parse_season_text(EXAMPLE.read_bytes())), backup=False)
    return empty_league


async def _sheet_with(pilot: Any, typed: str) -> ScoresheetScreen:
    """`g` (tonight's first game), `typed` on the sheet's entry line, not entered yet."""
    app = pilot.app
    await pilot.press("g")
    await wait_until(pilot, lambda: isinstance(app.screen, ScoresheetScreen) and app.screen.game is not None)
    sheet = app.screen
    entry = app.focused
    entry.value, entry.cursor_position = typed, len(typed)
    await pilot.pause()
    return sheet


async def test_saved_is_in_the_first_frame_painted_after_enter(night: Store, monkeypatch):
    """Textual's own frames (not the harness's skipped ones), as the terminal is written: the first frame after
    Enter already says "Saved" (before, it painted the emptied entry line alone, "Saved" one frame later)."""
    monkeypatch.setattr(Screen, "_compositor_refresh", TEXTUAL_COMPOSITOR_REFRESH)
    app = RinkbookApp(night, today=TONIGHT, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await _sheet_with(pilot, "score 3-1")
        painter = frame_painter(app)
        frames: list[str] = []

        def written(screen: Screen[Any], renderable: Any) -> None:
            painter(screen, renderable)
            if renderable is not None:
                frames.append(renderable.render_segments(app.console))  # what the terminal would be sent

        replace_frame_painter(app, written)
        await pilot.press("enter")
        await wait_until(pilot, lambda: any("Saved" in frame for frame in frames))
        replace_frame_painter(app, painter)
        assert "Saved" in frames[0], f"{len(frames)} frames, the first without the answer: {frames[0]!r}"


async def test_the_save_path_is_made_ready_once_after_the_read_and_the_first_save_then_saves(night: Store, monkeypatch):
    """Started as the command line starts it (the first frame drawn before the season is read off the event
    loop): once the season is read, the warm-up runs once (the dialog keeper made, the save's modules imported,
    each game's place looked up by the reading thread); the first result after it is saved in the file."""
    runs: list[object] = []
    warm = tui.save_warmup.warm_save_path
    monkeypatch.setattr(tui.save_warmup, "warm_save_path", lambda app, done: (runs.append(app), warm(app, done)))
    path = night.path
    night.close()
    app = _opened_by_the_command_line(path, monkeypatch, TONIGHT)
    assert not app.loaded and app.save_path_warm is None  # nothing made before the first frame
    try:
        async with app.run_test(size=SIZE) as pilot:
            await wait_until(pilot, lambda: app.save_path_warm is True)
            assert runs == [app]
            assert "forms" in app.__dict__  # the keeper of refused dialogs, made at the first write before
            assert app.season._index.places is not None  # each game's place, built by the reading thread
            sheet = await _sheet_with(pilot, "score 3-1")
            game = sheet.game
            await pilot.press("enter")
            await wait_until(pilot, lambda: "Saved: final" in screen_text(app))
            assert runs == [app]  # once an app, not at every load
    finally:
        app.close_store()
    with open_league(path) as store:
        saved = load_season(store, "2002-03").known_game(game.id)
    assert saved.score == Score(3, 1) and saved.status == "final"


async def test_the_collector_waits_for_the_saves_answer_to_be_painted(night: Store, monkeypatch):
    """The collector is paused while the entry is saved and the answer drawn, and runs again once "Saved" is
    painted (its passes over the season's new containers come after the frame, not inside the save)."""
    collecting: list[bool] = []
    monkeypatch.setattr(tui.collector, "ANSWER_WAIT", 60)  # resumed by the frame, not by the limit
    save = scoresheet_saving.save_entry
    monkeypatch.setattr(
        scoresheet_saving, "save_entry", lambda *a, **k: (collecting.append(gc.isenabled()), save(*a, **k))[1]
    )
    app = RinkbookApp(night, today=TONIGHT, season="2002-03")
    try:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert gc.isenabled()
            await _sheet_with(pilot, "score 3-1")
            await pilot.press("enter")
            await wait_until(pilot, lambda: "Saved: final" in screen_text(app))
            assert collecting == [False]  # paused through the save
            await wait_until(pilot, gc.isenabled)
            assert gc.isenabled()  # and running again once its answer was painted and written
    finally:
        gc.enable()
