"""The live view: an open app shows what another window or process saved within a second or so of
polling, without losing the user's place (docs/data.md#guarantees). Time passes through `pilot.pause`;
nothing here asserts a wall-clock figure (that is `benchmarks/live_view.py`)."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest

from league.season.values import Game, Player, Score
from store.file.db import Store, open_league
from store.file.maintenance import backup_league
from store.season_files.import_export import delete_season, import_season
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season
from store.writes.games import save_game
from store.writes.registration import register_player
from tests.conftest import EXAMPLE
from tests.tui.conftest import wait_until
from tests.tui.notices import notices
from tests.tui.sheet_fixtures import GAME, sheet_season
from tui.app import RinkbookApp
from tui.live_view import LiveView
from tui.modals.player_modal import PlayerModal
from tui.screens.players_screen import PlayersScreen
from tui.widgets.sortable_table import SortableTable

SIZE = (120, 40)
SEASON = "2002-03"
ROOT = Path(__file__).resolve().parents[2]
SF1_2 = Game("SF1-2", "playoff", date(2002, 12, 22), "20:15", "WHT", "RED", rooms=(3, 4), series="SF1", no=2)


@pytest.fixture
def other(league_file: Store) -> Store:
    """A second connection to the league file: another committee window."""
    store = open_league(league_file.path)
    yield store
    store.close()


def newcomer(name: str = "Aaron Aaby") -> Player:
    """A player the other window registers: his name sorts before everyone's."""
    return Player("P901", name, date(1970, 5, 5), "F", "B", 60, number=88)


def cell(table: SortableTable, key: str, column: int = 0) -> str:
    return str(table.get_row(key)[column])


async def test_the_captains_read_only_window_follows_the_committees_playoff_result(make_app, league_file, read_screen):
    save_game(league_file, SEASON, SF1_2, decision="schedule playoff game")
    app = make_app(read_only=True, today=date(2002, 12, 22))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        scheduled = "SF1 game 2  Sun 2002-12-22  20:15  WHT   RED   WHT 4 · RED 3        scheduled"
        await wait_until(pilot, lambda: scheduled in read_screen(app))  # once the season's read (a thread) ends
        assert scheduled in read_screen(app)
        save_game(
            league_file, SEASON, replace(SF1_2, status="final", score=Score(1, 3)), based_on=SF1_2
        )  # the committee
        await wait_until(pilot, lambda: app.season.game("SF1-2").status == "final")
        text = read_screen(app)
        assert "SF1 game 2  Sun 2002-12-22  20:15  WHT   RED   WHT 4 · RED 3        final      1-3" in text
        assert "scheduled" not in text.split("SF1-2", 1)[1]
        await pilot.press("o")  # the bracket agrees with the schedule
        await pilot.pause()
        assert "Red wins 2-0" in read_screen(app)


async def test_the_cursor_stays_on_its_player_when_another_window_registers_one_above(make_app, other):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p", "right", "right", "S")  # sorted by name, A to Z
        for _ in range(60):
            await pilot.press("down")
        for _ in range(10):
            await pilot.press("up")  # inside the view, not at its edge
        await pilot.pause()
        table = app.screen.query_one("#players-table", SortableTable)
        chosen, row, scroll = table.selected_key(), table.cursor_row, table.scroll_y
        assert scroll > 0
        register_player(other, SEASON, newcomer(), date(2002, 12, 1), new=True)
        await wait_until(pilot, lambda: app.season.player("P901") is not None)
        assert table.get_row_index("P901") == 0 and "Aaron Aaby" in cell(table, "P901", 2)
        assert (table.selected_key(), table.cursor_row) == (chosen, row + 1)  # the same player, one row lower
        assert table.scroll_y == scroll and table.sort_text == "Name, A to Z"


async def test_a_half_typed_search_keeps_its_text_and_cursor_through_another_windows_save(make_app, other):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p", "slash", *"aa")
        await pilot.press("left")  # the cursor inside the typed text
        search = app.screen.query_one("#players-search")
        register_player(other, SEASON, newcomer(), date(2002, 12, 1), new=True)
        await wait_until(pilot, lambda: app.season.player("P901") is not None)
        assert (search.value, search.cursor_position, search.has_focus) == ("aa", 1, True)
        table = app.screen.query_one("#players-table", SortableTable)
        assert "P901" in [str(k.value) for k in table.rows]  # "Aaron Aaby" matches the search


async def test_an_open_dialog_stays_open_while_the_screen_below_follows(make_app, other):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p", "E")
        await pilot.pause()
        assert isinstance(app.screen, PlayerModal)
        register_player(other, SEASON, newcomer(), date(2002, 12, 1), new=True)
        await wait_until(pilot, lambda: app.season.player("P901") is not None)
        assert isinstance(app.screen, PlayerModal)
        below = app.screen_stack[-2]
        assert isinstance(below, PlayersScreen)
        assert "P901" in [str(k.value) for k in below.query_one("#players-table", SortableTable).rows]


async def test_a_half_typed_sheet_entry_survives_another_windows_change_to_the_game(empty_league, read_screen):
    import_season(empty_league, sheet_season(parse_season_text(EXAMPLE.read_bytes())), backup=False)
    app = RinkbookApp(empty_league, today=date(2002, 12, 10), season=SEASON)
    with open_league(empty_league.path) as other_window:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("g")
            await pilot.pause()
            await pilot.press(*"goal WHT 60")
            game = load_season(other_window, SEASON).game(GAME)
            save_game(other_window, SEASON, replace(game, time="20:15"), "move game", "ice time", based_on=game)
            await wait_until(pilot, lambda: app.season.game(GAME).time == "20:15")
            entry = app.screen.query_one("#sheet-entry")
            assert (entry.value, entry.cursor_position, entry.has_focus) == ("goal WHT 60", 11, True)
            assert "Tue 2002-12-10 20:15" in read_screen(app)


async def test_a_half_typed_game_id_is_not_overwritten_by_a_reload(empty_league):
    import_season(empty_league, sheet_season(parse_season_text(EXAMPLE.read_bytes())), backup=False)
    app = RinkbookApp(empty_league, today=date(2002, 12, 10), season=SEASON)
    with open_league(empty_league.path) as other_window:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("g", "ctrl+g", "ctrl+a", "ctrl+k", "R", "2")
            register_player(other_window, SEASON, newcomer(), date(2002, 12, 1), new=True)
            await wait_until(pilot, lambda: app.season.player("P901") is not None)
            assert app.season.player("P901") is not None
            assert app.screen.query_one("#sheet-game-id").value == "R2"


async def test_nothing_is_refreshed_while_a_write_is_under_way(make_app, other, monkeypatch):
    polled_while_paused = []
    poll = LiveView.poll

    def counted_poll(live: LiveView) -> None:
        if live.pauses:
            polled_while_paused.append(True)
        poll(live)

    monkeypatch.setattr(LiveView, "poll", counted_poll)  # before the app starts polling
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        with app.live.paused():
            register_player(other, SEASON, newcomer(), date(2002, 12, 1), new=True)
            await wait_until(pilot, lambda: len(polled_while_paused) >= 2)  # two polls since the other's commit
            assert len(polled_while_paused) >= 2
            assert app.season.player("P901") is None
        await wait_until(pilot, lambda: app.season.player("P901") is not None)
        assert app.season.player("P901") is not None


async def test_a_restore_by_another_process_is_shown(make_app, league_file, read_screen):
    backup = backup_league(league_file)
    register_player(league_file, SEASON, newcomer(), date(2002, 12, 1), new=True)
    app = make_app(read_only=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p", "slash", *"aaby")
        await pilot.pause()
        assert "Aaron Aaby" in read_screen(app)
        done = subprocess.run(
            [sys.executable, "-m", "tui.cli", "restore", str(backup), "--db", str(league_file.path)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        await wait_until(pilot, lambda: app.season.player("P901") is None)
        assert "Aaron Aaby" not in read_screen(app) and app.season.player("P901") is None


async def test_a_file_renamed_over_the_league_is_opened_as_the_old_one_was(
    make_app, league_file, tmp_path, read_screen
):
    season = parse_season_text(EXAMPLE.read_bytes())
    with open_league(tmp_path / "other.db", create=True) as store:
        import_season(store, replace(season, league="Other League"), backup=False)
    app = make_app(read_only=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        first = app.store
        league_file.db.execute_sql("PRAGMA wal_checkpoint(TRUNCATE)")  # as a restore leaves it: no commit waiting
        os.replace(tmp_path / "other.db", league_file.path)
        await wait_until(pilot, lambda: app.store is not first)
        assert "Other League" in read_screen(app)
        assert app.store is not first and app.store.read_only and first.db.is_closed()


async def test_a_season_deleted_elsewhere_falls_back_to_the_latest_and_says_so(make_app, other, read_screen):
    season = parse_season_text(EXAMPLE.read_bytes())
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        await pilot.pause()
        import_season(other, replace(season, name="2003-04"), backup=False)
        delete_season(other, SEASON)
        await wait_until(pilot, lambda: app.season_name == "2003-04")
        assert app.season_name == "2003-04"
        assert "2003-04 · today" in read_screen(app)
        assert any("Season 2002-03 is no longer in the file" in note for note in notices(app))


async def test_a_reload_reaching_a_screen_not_yet_mounted_waits_for_its_mount(make_app):
    """Under load the live view's poll can reload while a screen is being shown: its widgets are not there
    yet, and filling them ended the app (NoMatches)."""
    from tui.screens.attendance_screen import AttendanceScreen

    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = AttendanceScreen()  # made, not yet mounted
        app.reload()
        screen.show_current()  # nothing to fill yet: no error
        await app.push_screen(screen)
        await pilot.pause()
        assert screen.is_mounted and app.is_running


async def test_another_windows_save_arriving_as_the_window_quits_draws_nothing(make_app, other):
    """The poll's timer may fire once more while the app closes and its screens' widgets go: the save is not
    followed then, and no screen looks for a widget already removed (a traceback at quit)."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a")
        await wait_until(pilot, lambda: type(app.screen).__name__ == "AttendanceScreen")
        screen = app.screen
    register_player(other, SEASON, newcomer(), date(2002, 12, 1), new=True)
    app.live.poll()  # the app no longer runs: nothing is read or drawn
    assert app.season.player("P901") is None  # the save was not followed
    drawn = screen.shown_generation
    app.generation += 1  # and a screen whose widgets are gone draws nothing, whatever the app loaded
    screen.show_current()  # no widget looked for (NoMatches would end the test here)
    assert screen.shown_generation == drawn != app.generation
