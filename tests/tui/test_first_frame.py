"""The dashboard's kept first frame (`store.cache.frame_cache`): the next start paints it before reading the season,
only while the file holds exactly what it was drawn from, and the season read just after draws the same
screen (or the right one, whatever a kept file says)."""

from __future__ import annotations

import gc
import subprocess
import sys
from datetime import date
from pathlib import Path

from store.cache.frame_cache import frame_path, keep_frame, read_frame
from store.file.db import open_league
from store.views.season_load import load_season
from store.writes.alert_dismissals import dismiss_alert
from store.writes.fees import record_fee_payment
from tests.conftest import damage_shift_lists, screen_text
from tests.tui.conftest import SIZE, TODAY, wait_until
from tui.app import RinkbookApp
from tui.cli import app_command
from tui.cli.arguments import parse_arguments
from tui.collector import collector_paused_for_start
from tui.screens.season_reading import READING_TEXT
from tui.text.stored_dashboard import ALERTS_PENDING

ROOT = Path(__file__).resolve().parents[2]


def _kept(app: RinkbookApp):
    """The frame kept for the app's file, today and mode, at the file's revision now (None if none matches)."""
    return read_frame(app.store.path, app.frame_key(app.store.revision()))


async def _kept_by_a_start(league_file) -> tuple[dict, str]:
    """The dashboard's frame a start on the league file kept, and the screen it drew."""
    async with RinkbookApp(league_file, TODAY, "2002-03").run_test(size=SIZE) as pilot:
        await pilot.pause()
        drawn = screen_text(pilot.app)
        kept = _kept(pilot.app)
    assert kept is not None
    return kept, drawn


async def _first_and_loaded(app: RinkbookApp) -> tuple[str, str]:
    """The screen as the first frame showed it (before the season was read) and once the season was read."""
    first: list[str] = []
    load_after_first_frame = app._after_first_frame

    def seen_then_loaded() -> None:
        first.append(screen_text(app))
        load_after_first_frame()

    app._after_first_frame = seen_then_loaded  # type: ignore[method-assign]
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.loaded and bool(first))
        await pilot.pause()
        return first[0], screen_text(app)


async def test_the_next_start_paints_the_kept_frame_first_and_it_is_the_screen_the_season_draws(league_file):
    kept, drawn = await _kept_by_a_start(league_file)
    assert len(kept["standings"]["rows"]) == 6

    app = RinkbookApp(league_file, TODAY, "2002-03", first_frame=kept)
    assert not app.loaded  # nothing read yet: the frame is painted first
    first, loaded = await _first_and_loaded(app)
    assert first == loaded == drawn
    assert kept["standings"]["explanations"][kept["standings"]["rows"][0][-1]].splitlines()[0] in first


async def test_a_kept_frame_that_says_otherwise_is_redrawn_from_the_season(league_file):
    kept, _ = await _kept_by_a_start(league_file)
    kept["standings"]["rows"][0][1] = "XXX  Blackest"
    kept["panels"]["alerts"] = "an alert no season gives"
    first, loaded = await _first_and_loaded(RinkbookApp(league_file, TODAY, "2002-03", first_frame=kept))
    assert "Blackest" in first and "an alert no season gives" in first
    assert "Blackest" not in loaded and "an alert no season gives" not in loaded and "RED  Red" in loaded


def test_a_frame_is_kept_only_for_the_file_as_it_was_drawn_from(league_file):
    season = load_season(league_file)
    app = RinkbookApp(league_file, TODAY, "2002-03")
    revision = league_file.revision()
    keep_frame(league_file.path, app.frame_key(revision), {"app": {}, "standings": {}, "panels": {}})
    assert read_frame(league_file.path, app.frame_key(revision)) is not None
    # Another day, another mode or another revision (a write since) finds no frame.
    assert read_frame(league_file.path, {**app.frame_key(revision), "today": "2002-12-02"}) is None
    assert read_frame(league_file.path, {**app.frame_key(revision), "read_only": True}) is None
    record_fee_payment(league_file, "2002-03", season.teams[0].code, date(2002, 11, 30), 2500)
    assert read_frame(league_file.path, app.frame_key(league_file.revision())) is None
    # The app drew the season read before the payment: it keeps no frame for the file as it is now.
    app.keep_first_frame({}, {})  # type: ignore[typeddict-item]
    assert read_frame(league_file.path, app.frame_key(league_file.revision())) is None
    keep_frame(league_file.path, app.frame_key(revision), {"app": {}, "standings": {}})  # not a whole frame
    assert read_frame(league_file.path, app.frame_key(revision)) is None
    frame_path(league_file.path).write_text("{not json", encoding="utf-8")
    assert read_frame(league_file.path, app.frame_key(revision)) is None


def test_a_cache_folder_that_cannot_be_written_keeps_nothing_and_fails_nothing(league_file, tmp_path, monkeypatch):
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the folder would be", encoding="utf-8")
    monkeypatch.setenv("RINKBOOK_CACHE", str(blocked))
    keep_frame(league_file.path, {"format": 1}, {"app": {}})
    assert read_frame(league_file.path, {"format": 1}) is None


def test_the_season_is_read_at_the_first_ask_after_a_kept_frame(league_file):
    app = RinkbookApp(
        league_file, TODAY, "2002-03", first_frame={"app": {"title": "t", "sub_title": "s", "latest_season": "2002-03"}}
    )
    assert not app.loaded and app.title == "t"
    assert app.season.name == "2002-03" and app.loaded and app.rulebook.name == "gray"
    assert app.title == "Gray League"


DEADLINE_ALERT = "Roster deadline 2002-12-31: in 30 days (drops and substitutes close then)"


async def test_the_command_line_opens_the_app_on_the_kept_frame_while_the_file_is_unchanged(league_file, monkeypatch):
    opened: list[RinkbookApp] = []

    def run(app: RinkbookApp) -> None:
        opened.append(app)

    monkeypatch.setattr(RinkbookApp, "run", run)
    args = parse_arguments(["--db", str(league_file.path), "--today", TODAY.isoformat()])
    app_command.run_app(args)
    # Nothing kept yet: the first frame is drawn from what the file keeps, the season read after it.
    assert opened[-1].first_frame is not None and not opened[-1].loaded
    async with RinkbookApp(league_file, TODAY, "2002-03").run_test(size=SIZE) as pilot:
        await pilot.pause()  # the dashboard drawn, and kept
    app_command.run_app(args)
    kept = opened[-1].first_frame
    assert kept is not None and not opened[-1].loaded
    with open_league(league_file.path) as other:  # another window's writes: the kept frame is not the file's
        record_fee_payment(other, "2002-03", load_season(other).teams[0].code, date(2002, 11, 30), 2500)
        dismiss_alert(other, "2002-03", "deadline", DEADLINE_ALERT, "known", TODAY)
    app_command.run_app(args)  # drawn from what the file keeps now, the season read after the frame
    drawn = opened[-1].first_frame
    assert drawn is not None and drawn != kept and not opened[-1].loaded
    # Neither write changed what an alert is worked out from: the alerts are shown, the dismissed one left out.
    assert drawn["panels"]["alerts"] != ALERTS_PENDING and DEADLINE_ALERT not in drawn["panels"]["alerts"]


async def test_a_file_damaged_since_its_frame_was_kept_ends_the_app_after_that_frame_saying_so(league_file, capsys):
    kept, _ = await _kept_by_a_start(league_file)
    path = league_file.path
    league_file.close()
    damage_shift_lists(path)
    store = open_league(path, check_later=True)  # as the command line opens it when a frame is kept
    try:
        app = RinkbookApp(store, TODAY, "2002-03", first_frame=kept)
        async with app.run_test(size=SIZE) as pilot:
            await wait_until(pilot, lambda: not app.is_running)
        assert app.return_code == 1 and not app.loaded
        said = " ".join(capsys.readouterr().err.split())
        assert "refused:" in said and "is not a readable league file (database disk image is malformed)" in said
    finally:
        store.close()


async def test_the_season_read_after_the_kept_frame_is_counted_in_what_the_start_made(league_file):
    """The collector, paused by the command line for the start, resumes once the season is read: the
    season is frozen with the start's objects, not walked by every later pass of the collector."""
    kept, _ = await _kept_by_a_start(league_file)
    with open_league(league_file.path) as store, collector_paused_for_start():  # a start of its own: read anew
        app = RinkbookApp(store, TODAY, "2002-03", first_frame=kept)
        async with app.run_test(size=SIZE) as pilot:
            await wait_until(pilot, lambda: app.loaded and gc.isenabled())
            season = app.season
            assert not any(thing is season for thing in gc.get_objects())  # frozen


async def test_the_file_found_by_a_first_look_is_opened_after_the_kept_frame_is_painted(league_file):
    kept, drawn = await _kept_by_a_start(league_file)
    league_file.close()  # as the next start finds it
    app = RinkbookApp(league_file.path, TODAY, "2002-03", first_frame=kept)
    opened_at_first_frame: list[bool] = []
    after_first_frame = app._after_first_frame

    def seen_then_opened() -> None:
        opened_at_first_frame.append(app.store_if_open is not None)
        after_first_frame()

    app._after_first_frame = seen_then_opened  # type: ignore[method-assign]
    assert app.store_if_open is None and not app.read_only
    try:
        async with app.run_test(size=SIZE) as pilot:
            await wait_until(pilot, lambda: app.loaded)
            assert opened_at_first_frame == [False]
            assert app.store_if_open is not None and app.store.path == league_file.path
            assert screen_text(app) == drawn
            # Another window's write is followed from the open on (the live view started with the file).
            with open_league(league_file.path) as other:
                record_fee_payment(other, "2002-03", load_season(other).teams[0].code, date(2002, 11, 30), 2500)
            generation = app.generation
            await wait_until(pilot, lambda: app.generation > generation)
            assert any(p.amount_cents == 2500 for p in app.season.fees_paid)
    finally:
        app.close_store()


async def test_a_key_typed_before_the_file_is_opened_opens_it_and_is_handled(league_file):
    kept, _ = await _kept_by_a_start(league_file)
    league_file.close()  # as the next start finds it
    app = RinkbookApp(league_file.path, TODAY, "2002-03", first_frame=kept)
    app._after_first_frame = lambda: None  # type: ignore[method-assign]  # only the key opens the file
    try:
        async with app.run_test(size=SIZE) as pilot:
            assert app.store_if_open is None
            await pilot.press("s")  # said to be read, the read started by the key, then filled in place
            await wait_until(pilot, lambda: "Schedule" in screen_text(app) and READING_TEXT not in screen_text(app))
            assert app.loaded and app.store_if_open is not None
    finally:
        app.close_store()


async def test_a_file_that_cannot_be_opened_after_its_kept_frame_ends_the_app_saying_why(league_file, capsys):
    kept, _ = await _kept_by_a_start(league_file)
    league_file.close()  # as the next start finds it
    damage_shift_lists(league_file.path)
    app = RinkbookApp(league_file.path, TODAY, "2002-03", first_frame=kept)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: not app.is_running)
    assert app.return_code == 1 and not app.loaded and app.file_refused is not None
    said = " ".join(capsys.readouterr().err.split())
    assert said.count("refused:") == 1 and "database disk image is malformed" in said
    assert said.startswith("rinkbook: refused:")  # as the command line says it


async def test_a_key_that_asks_for_a_file_that_cannot_be_opened_is_said_once_and_logs_no_error(
    league_file, capsys, tmp_path
):
    kept, _ = await _kept_by_a_start(league_file)
    league_file.close()  # as the next start finds it
    damage_shift_lists(league_file.path)
    app = RinkbookApp(league_file.path, TODAY, "2002-03", first_frame=kept)
    app.error_log = tmp_path / "errors.log"
    after_first_frame = app._after_first_frame
    app._after_first_frame = lambda: None  # type: ignore[method-assign]  # the key asks first
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        after_first_frame()  # and the app after its frame, again
        await wait_until(pilot, lambda: not app.is_running)
    assert app.return_code == 1 and app.file_refused is not None
    said = " ".join(capsys.readouterr().err.split())
    assert said.count("refused:") == 1 and "errors shown" not in said
    assert not app.error_log.exists()  # no traceback: the refusal is no unexpected error


def test_the_command_line_paints_the_first_frame_before_importing_peewee(league_file):
    """The real start, in a process of its own (`benchmarks/app_probe.py`, as the start is measured): at the
    first frame of the whole dashboard, neither peewee nor the store's models are imported, whether the frame
    is drawn from the values the file keeps (nothing kept yet: as after another process's write, or on the
    first start of the day; read with `sqlite3` alone) or kept from the start before (then not the rules'
    season values either) (docs/performance.md: within 1.3x of a bare Textual app). The test's own cache
    folder keeps the frame."""
    league_file.close()
    probe = [sys.executable, "benchmarks/app_probe.py", "rinkbook", str(league_file.path), "--whole", "--modules"]

    def modules_at_first_frame(*until: str) -> set[str]:
        done = subprocess.run([*probe, *until], cwd=ROOT, capture_output=True, text=True, check=True)
        line = next(line for line in done.stdout.splitlines() if line.startswith("modules "))
        return set(line.split()[1:])

    store = {"peewee", "store.tables.models", "store.file.db", "store.file.raw_sql"}
    # Nothing kept yet: drawn from the file's stored values (and kept once the season is read, off the event loop).
    assert not store & modules_at_first_frame("--settle")
    assert not {*store, "league.season.values"} & modules_at_first_frame()
