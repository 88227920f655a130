"""The app says on screen what the open file is: a snapshot that will not follow changes, or a captains'
copy without birth dates and contacts (and then shows none of its stand-in dates)."""

from __future__ import annotations

from pathlib import Path

from store.file.db import Store, open_league
from store.file.maintenance import backup_league
from tests.store.permissions import fail_first_read_only_connect
from tests.tui.conftest import TODAY
from tui.app import RinkbookApp
from tui.screens.rosters_screen import RostersScreen

SIZE = (160, 40)


async def test_a_snapshot_says_it_will_not_follow_changes(league_file: Store, monkeypatch, read_screen):
    with open_league(league_file.path, read_only=True) as store:  # an ordinary read-only window first: no note
        app = RinkbookApp(store, today=TODAY, season="2002-03")
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert "READ-ONLY" in read_screen(app) and "SNAPSHOT" not in read_screen(app)
            assert app.sub_title.endswith("READ-ONLY")
    league_file.close()  # its commits folded into the file: a snapshot reads the file alone
    fail_first_read_only_connect(monkeypatch, "attempt to write a readonly database")
    with open_league(league_file.path, read_only=True) as store:
        app = RinkbookApp(store, today=TODAY, season="2002-03")
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            text = read_screen(app)
            assert "READ-ONLY · SNAPSHOT" in app.sub_title
            assert "READ-ONLY" in text and "SNAPSHOT" in text
            assert "changes saved to it since will not appear" in text
            assert "Season dashboard" in text  # the notes do not hide the screen's heading


async def test_a_captains_copy_says_birth_dates_and_contacts_were_removed(
    league_file: Store, tmp_path: Path, read_screen
):
    copy = backup_league(league_file, tmp_path / "captains.db", for_captains=True)
    with open_league(copy) as store:  # opened to write, even: the copy still says what it lacks
        app = RinkbookApp(store, today=TODAY, season="2002-03")
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert "CAPTAINS' COPY" in app.sub_title and "READ-ONLY" not in app.sub_title
            assert "captains' copy" in read_screen(app).lower()
            assert "birth dates and contacts removed" in read_screen(app)
            await pilot.press("r")
            await pilot.pause()
            assert isinstance(app.screen, RostersScreen)
            text = read_screen(app)
            assert "Dan Healy (C)" in text and "Born" not in text  # no stand-in date passes for his
