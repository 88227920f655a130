"""A read-only window writes no file: F12 in the captains' mode says how to print the sheet from the command
line, a browser session offers the sheet as a download, a past season shown read-only prints nothing beside
the league file, and an unexpected error's traceback is not written beside it either."""

from __future__ import annotations

import os
from pathlib import Path

from tests.tui.conftest import submit_line, wait_until
from tests.tui.notices import notices
from tui.app import RinkbookApp
from tui.screens.scoresheet_screen import ScoresheetScreen
from tui.write_path import log_unexpected

SIZE = (120, 40)


def folder_files(app: RinkbookApp) -> set[Path]:
    """What is beside the league file: not the user's cache folder, which the tests put there too (a kept first
    frame is written to it once the dashboard is painted, read-only or not)."""
    cache = Path(os.environ["RINKBOOK_CACHE"])
    return {path for path in app.store.path.parent.iterdir() if path != cache}


async def sheet_of_r02(pilot) -> None:
    await pilot.press("g")
    await wait_until(pilot, lambda: isinstance(pilot.app.screen, ScoresheetScreen))
    await pilot.press("ctrl+g")
    await submit_line(pilot, "R02")


async def test_f12_in_the_captains_mode_writes_nothing_and_says_the_command_that_prints(make_app):
    app = make_app(read_only=True)
    delivered: list[object] = []
    app.deliver_binary = lambda *args, **kwargs: delivered.append(args)  # type: ignore[method-assign]
    async with app.run_test(size=SIZE) as pilot:
        before = folder_files(app)
        await sheet_of_r02(pilot)
        await pilot.press("f12")
        await wait_until(pilot, lambda: bool(notices(app)))
        said = " ".join(notices(app))
        assert folder_files(app) == before and not delivered  # nothing beside the file, nothing in Downloads
        assert "writes no file" in said
        assert f"rinkbook --db {app.store.path} --season 2002-03 sheet R02 R02.pdf" in said


async def test_f12_in_a_browser_session_offers_the_sheet_as_a_download(make_app, monkeypatch):
    monkeypatch.setattr(RinkbookApp, "is_web", property(lambda self: True))
    app = make_app(read_only=True)
    delivered: list[tuple[bytes, dict[str, object]]] = []

    def deliver(binary, **how):
        delivered.append((binary.read(), how))
        return "key"

    app.deliver_binary = deliver  # type: ignore[method-assign]
    async with app.run_test(size=SIZE) as pilot:
        before = folder_files(app)
        await sheet_of_r02(pilot)
        await pilot.press("f12")
        await wait_until(pilot, lambda: bool(delivered))
        assert folder_files(app) == before
        (pdf, how) = delivered[0]
        assert pdf.startswith(b"%PDF") and how["save_filename"] == "game-R02.pdf"
        said = " ".join(notices(app))
        assert "Game sheet of game R02 offered as a download (game-R02.pdf)" in said
        assert str(app.store.path.parent) not in said  # the server's folders are nobody's business


async def test_f12_on_a_past_season_shown_read_only_writes_nothing(make_app):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        app.latest_season = "2003-04"  # as after a rollover: the season shown is a past one, locked
        assert app.read_only and app.past_season_locked
        before = folder_files(app)
        await sheet_of_r02(pilot)
        await pilot.press("f12")
        await wait_until(pilot, lambda: bool(notices(app)))
        assert folder_files(app) == before
        assert "sheet R02 R02.pdf" in " ".join(notices(app))


async def test_a_read_only_window_keeps_an_unexpected_errors_traceback_off_the_disk(make_app, tmp_path):
    app = make_app(read_only=True)
    app.error_log = tmp_path / "league-errors.log"
    async with app.run_test(size=SIZE):
        log_unexpected(app, "showing a screen", RuntimeError("boom"))
    assert not app.error_log.exists()


async def test_the_palette_offers_no_screenshot_to_a_read_only_terminal_window(make_app):
    app = make_app(read_only=True)
    async with app.run_test(size=SIZE):
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert "Screenshot" not in titles and "Theme" in titles
    writable = make_app()
    async with writable.run_test(size=SIZE):
        assert "Screenshot" in [c.title for c in writable.get_system_commands(writable.screen)]
