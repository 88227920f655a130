"""Every screen's write goes through one path: a full disk, a busy file or an error no one foresaw is said on
screen with "nothing was saved", and the app goes on."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import date
from pathlib import Path

import pytest

from league.season.values import FeePayment, Season, Transfer
from store.file.failures import store_failure
from tests.conftest import league_digest, screen_text
from tests.tui.conftest import SIZE, TODAY, past_timers, wait_until
from tests.tui.notices import notice_titles, notices
from tui.app import RinkbookApp
from tui.modals.player_modal import Registration
from tui.modals.waiting_modal import WaitingModal
from tui.text.scoresheet_entry import SheetChange
from tui.write_path import RETRY_SECONDS


# A new error at each raise: one error raised again and again grows its traceback, which kept the frames of
# every app that raised it, and with them every app (14 apps alive after this module, a slower garbage
# collection for every test the worker ran after it).
def disk_full() -> Exception:
    return sqlite3.OperationalError("database or disk is full")


def locked() -> Exception:
    return store_failure(sqlite3.OperationalError("database is locked"))  # as Store.writing raises it


def everything_said(app: RinkbookApp) -> str:
    """The toasts shown so far and the screen as text (a message line included)."""
    toasts = (f"{title}: {message}" for title, message in zip(notice_titles(app), notices(app), strict=True))
    return "\n".join([*toasts, screen_text(app)])


def failing(error: Callable[[], Exception]) -> Callable[..., object]:
    def store_call(*args, **kwargs):
        raise error()

    return store_call


def season_of(app: RinkbookApp) -> Season:
    assert app.season is not None
    return app.season


# Per writing screen: its key, the store function its module calls, and the write it starts (what a key
# or the dialog's answer leads to).
Write = Callable[[RinkbookApp], object]
SCREEN_WRITES: dict[str, tuple[str, str, Write]] = {
    "draft pick": ("b", "tui.screens.draft_screen.make_pick", lambda app: app.screen.pick("P001")),
    "draft undo": ("b", "tui.screens.draft_screen.undo_pick", lambda app: app.screen.action_undo()),
    "player": (
        "p",
        "tui.screens.players_screen.register_player",
        lambda app: app.screen.save(Registration(season_of(app).players[0], None)),
    ),
    "fee payment": (
        "f",
        "tui.screens.fees_screen.record_fee_payment",
        lambda app: app.screen._record_payment(FeePayment("RED", TODAY, 5000)),
    ),
    "coin toss": (
        "d",
        "store.writes.coin_tosses.record_coin_toss",
        lambda app: app.screen._record_toss(("RED", "BLU")),
    ),
    "captain": ("r", "tui.screens.rosters_screen.set_captain", lambda app: app.screen.action_make_captain()),
    "transfer": (
        "r",
        "tui.screens.rosters_screen.record_transfers",
        lambda app: app.screen.record((Transfer("P001", "RED", TODAY, "balance"),)),
    ),
    "drop request": (
        "a",
        "tui.screens.attendance_screen.request_drop",
        lambda app: app.screen._request(app.screen.players[0], TODAY, season_of(app)),
    ),
    "rule text": (
        "e",
        "tui.screens.rulebook_screen.attach_rule_text",
        lambda app: app.screen._attach_file("rules.txt"),
    ),
    "schedule": (
        "s",
        "store.writes.schedule.add_games",
        lambda app: app.screen._save_plan(season_of(app).games[:1]),
    ),
    "new season": (
        "n",
        "store.season_files.import_export.import_season",
        lambda app: app.screen._create(season_of(app)),
    ),
    "rollover": ("d", "store.writes.rollover.roll_over_season", lambda app: app._roll_over()),
    "scoresheet": (
        "g",
        "tui.screens.scoresheet_saving.save_entry",
        lambda app: app.screen.save(SheetChange(app.screen.game, "an entry")),
    ),
    "bench": (
        "l",
        "tui.screens.bench_screen.change_game",
        lambda app: app.screen.save("recording a shift", lambda game: game, lambda: None),
    ),
}


async def start_write(pilot, case: str, monkeypatch, error: Callable[[], Exception]) -> RinkbookApp:
    key, target, write = SCREEN_WRITES[case]
    monkeypatch.setattr(target, failing(error))
    await pilot.press(key)
    await pilot.pause()
    write(pilot.app)
    await pilot.pause()
    return pilot.app


@pytest.mark.parametrize("case", sorted(SCREEN_WRITES))
async def test_a_full_disk_is_said_on_every_writing_screen_and_the_app_goes_on(
    case, make_app, league_file, monkeypatch
):
    before = league_digest(league_file.path)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await start_write(pilot, case, monkeypatch, disk_full)
        assert "the disk is full: nothing was saved" in everything_said(app)
        assert app.is_running and app._exception is None
        if case not in ("new season", "scoresheet"):  # (a line has the focus: a letter is typed there)
            await pilot.press("d")  # the app still answers keys
            await pilot.pause()
            assert app.current_mode == "dashboard"
    assert league_digest(league_file.path) == before


@pytest.mark.parametrize("case", ["fee payment", "draft pick", "rollover"])
async def test_a_busy_file_says_it_waits_and_esc_cancels_saving_nothing(case, make_app, league_file, monkeypatch):
    before = league_digest(league_file.path)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await start_write(pilot, case, monkeypatch, locked)
        assert isinstance(app.screen, WaitingModal)
        assert "Waiting for another window's write to finish" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        said = everything_said(app)
        assert "cancelled while waiting for another window's write: nothing was saved" in said
        assert "database is locked" not in said
        assert app.is_running and app._exception is None
    assert league_digest(league_file.path) == before


async def test_an_unexpected_error_in_a_write_is_a_refusal_naming_what_failed(make_app, league_file, monkeypatch):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await start_write(pilot, "fee payment", monkeypatch, lambda: KeyError("cents"))
        said = everything_said(app)
        assert "recording a fee payment failed unexpectedly (KeyError" in said and "nothing was saved" in said
        assert app.is_running and app._exception is None


async def test_an_unexpected_error_in_a_key_or_a_handler_is_shown_and_the_app_goes_on(make_app, monkeypatch):
    from tui.screens.draft_screen import DraftScreen

    def broken(*args, **kwargs):
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(DraftScreen, "action_sort", broken)
    monkeypatch.setattr(DraftScreen, "on_input_changed", broken)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("b", "S")  # a key's action
        await pilot.pause()
        assert "failed unexpectedly (ZeroDivisionError: division by zero)" in everything_said(app)
        await pilot.press("slash", "x")  # a message handler (the search box changed)
        await pilot.pause()
        assert sum("ZeroDivisionError" in note for note in notices(app)) == 2
        await pilot.press("escape", "d")
        await pilot.pause()
        assert app.is_running and app._exception is None and app.current_mode == "dashboard"


async def test_an_unexpected_error_is_logged_with_its_traceback(make_app, league_file, monkeypatch, tmp_path: Path):
    app = make_app()
    app.error_log = tmp_path / "league-errors.log"
    async with app.run_test(size=SIZE) as pilot:
        await start_write(pilot, "fee payment", monkeypatch, lambda: KeyError("cents"))
    log = app.error_log.read_text()
    assert "recording a fee payment" in log and "Traceback" in log and "KeyError: 'cents'" in log
    assert app.error_log.stat().st_mode & 0o777 == 0o600  # a traceback may quote names: the owner's only


def holding_the_write_lock(path: Path) -> sqlite3.Connection:
    """Another process's long write (an import): a connection holding the write lock until it ends."""
    other = sqlite3.connect(str(path), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    return other


async def test_a_save_behind_another_connections_write_waits_visibly_then_lands(make_app, league_file):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f")
        await pilot.pause()
        other = holding_the_write_lock(league_file.path)
        try:
            app.screen._record_payment(FeePayment("RED", TODAY, 5000))
            await pilot.pause()
            assert isinstance(app.screen, WaitingModal)
            assert "Waiting for another window's write to finish… Esc cancels" in screen_text(app)
            await past_timers(pilot, 3 * RETRY_SECONDS)  # tried again, and again: the other write goes on
            assert isinstance(app.screen, WaitingModal)
        finally:
            other.rollback()
            other.close()
        await wait_until(pilot, lambda: "Payment recorded" in notice_titles(app))
        assert "Payment recorded" in notice_titles(app)
        assert not isinstance(app.screen, WaitingModal)
        assert any(p.amount_cents == 5000 and p.team == "RED" for p in season_of(app).fees_paid)


async def test_esc_while_waiting_for_another_connection_saves_nothing(make_app, league_file):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f")
        await pilot.pause()
        before = league_digest(league_file.path)
        other = holding_the_write_lock(league_file.path)
        try:
            app.screen._record_payment(FeePayment("RED", TODAY, 5000))
            await pilot.pause()
            assert isinstance(app.screen, WaitingModal)
            await pilot.press("escape")
            await pilot.pause()
        finally:
            other.rollback()
            other.close()
        await past_timers(pilot, 3 * RETRY_SECONDS)  # a try left over would have landed by now
        assert "nothing was saved" in everything_said(app)
        assert "Payment recorded" not in notice_titles(app)
    assert league_digest(league_file.path) == before


def test_the_app_waits_in_short_steps_it_can_show(make_app, league_file):
    make_app()
    assert league_file.busy_timeout < 1  # the command line's 10 s would freeze the screen instead


async def test_the_scoresheet_after_another_windows_change_shows_it_and_the_next_entry_works(empty_league):
    from dataclasses import replace

    from league.season.values import LateStart
    from store.file.db import open_league
    from store.season_files.import_export import import_season
    from store.season_files.reader import parse_season_text
    from store.views.season_load import load_season
    from store.writes.games import save_game
    from tests.conftest import EXAMPLE
    from tests.tui.sheet_fixtures import GAME, sheet_season

    import_season(empty_league, sheet_season(parse_season_text(EXAMPLE.read_bytes())), backup=False)
    app = RinkbookApp(empty_league, today=date(2002, 12, 10), season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("g")
        await pilot.pause()
        # The live view would show the other window's change before the entry: held back, the entry is
        # based on the sheet as it was, as when both save within the same half second.
        with app.live.paused(), open_league(empty_league.path) as other:
            game = load_season(other, "2002-03").game(GAME)  # another window dresses White's #10 meanwhile
            save_game(other, "2002-03", replace(game, dressed=(("WHT", ("P048",)),)), based_on=game)
            await pilot.press(*"d a all", "enter")  # another part of the sheet: saved with the other's
            await pilot.pause()
            assert str(app.screen.query_one("#sheet-message").render()).startswith("Saved")
            game = load_season(other, "2002-03").game(GAME)  # then records White's late start
            save_game(other, "2002-03", replace(game, late_starts=(LateStart("WHT", 3),)), based_on=game)
            await pilot.press(*"late h 5", "enter")  # the same late start: refused, naming it
            await pilot.pause()
        message = str(app.screen.query_one("#sheet-message").render())
        assert (
            message.startswith("Refused: game R31's late start White 3 minutes was recorded in another window")
            and "(, game)" not in message
        )
        assert "Nothing was saved" in message
        assert app.screen.query_one("#sheet-entry").value == "late h 5"  # what the scorer typed stays
        assert "White 3 min late" in screen_text(app)  # the sheet shows the file's game at once
        await pilot.press("enter")  # the next try works
        await pilot.pause()
        assert str(app.screen.query_one("#sheet-message").render()).startswith("Saved")
        stored = load_season(empty_league, "2002-03").game(GAME)
        assert stored.dressed_for("WHT") == ("P048",) and len(stored.dressed_for("BLU")) > 10
        assert stored.late_starts == (LateStart("WHT", 5),)
