"""A start with no kept frame (another process wrote the file, or the first start of the day) draws its first
frame from what the file keeps (`store.views.dashboard_rows`), then reads the season off the event loop
(`tui.season_loader`): the frame shows the file as it is now, equals what the season draws, and keys typed
while the season is read are answered, not lost."""

from __future__ import annotations

import tempfile
import threading
from dataclasses import replace
from datetime import date, timedelta
from pathlib import Path

from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st

from league.season.errors import RuleViolation
from league.season.values import Score
from store.cache.season_cache import SeasonCache
from store.file.db import open_league
from store.file.file_format import REVISION_TABLE, first_look, first_read
from store.file.raw_sql import execute, reader
from store.season_files.import_export import import_season
from store.views.dashboard_rows import dashboard_rows
from store.views.season_load import load_season, season_rulebook
from store.writes.fees import record_fee_payment
from store.writes.games import save_game
from tests.conftest import screen_text
from tests.store.season_saves import REGULAR, _final, _forfeit, _moved
from tests.tui.conftest import SIZE, TODAY, wait_until
from tests.tui.first_frame_starts import REGULAR_SEASON, _opened_by_the_command_line, _unplayed
from tui.app import RinkbookApp
from tui.cli import app_command
from tui.cli import main as cli_main
from tui.season_loader import BackgroundLoad
from tui.text.dashboard_frame import panels_frame, standings_frame
from tui.text.season_view import season_standings
from tui.text.stored_dashboard import ALERTS_PENDING, stored_frame


async def test_the_first_frame_after_another_process_wrote_shows_that_write(empty_league, example_season, monkeypatch):
    regular = replace(example_season, games=tuple(g for g in example_season.games if g.stage == "regular"))
    import_season(empty_league, _unplayed(regular, "R29"), backup=False)  # in season: R29 still to play
    async with RinkbookApp(empty_league, TODAY, "2002-03").run_test(size=SIZE) as pilot:
        await pilot.pause()  # the dashboard drawn from the season, and kept for the next start
    with open_league(empty_league.path) as other:  # another window enters R29's result after the frame was kept
        game = load_season(other).known_game("R29")
        save_game(other, "2002-03", replace(game, status="final", score=Score(9, 0)), based_on=game)
    revision = first_look(empty_league.path).revision  # type: ignore[union-attr]
    app = _opened_by_the_command_line(empty_league.path, monkeypatch)
    assert app.first_frame is not None and not app.loaded  # drawn without reading the season
    async with app.run_test(size=SIZE) as pilot:
        first = screen_text(app)
        assert "R29    GRN v GLD  9-0" in first and "GRN v GLD  rooms" not in first  # a result, no longer next
        assert ALERTS_PENDING not in first  # the other's write kept true the alerts it found kept
        await wait_until(pilot, lambda: app.loaded)
        assert app.season.known_game("R29").score == Score(9, 0)
        assert "R29    GRN v GLD  9-0" in screen_text(app)
    app.close_store()
    # Nothing was written since: the revision is the other window's, its alerts kept under it.
    assert first_look(empty_league.path).revision == revision  # type: ignore[union-attr]
    with first_read(empty_league.path) as db:
        rows = dashboard_rows(db, "2002-03", TODAY)
    assert rows is not None and rows.alerts is not None


async def test_keys_typed_while_the_season_is_read_are_answered_and_not_lost(league_file, monkeypatch):
    release = threading.Event()
    read = BackgroundLoad._read

    def slow_read(self: BackgroundLoad):
        release.wait(30)  # the season's read held back until the test lets it go
        return read(self)

    monkeypatch.setattr(BackgroundLoad, "_read", slow_read)
    app = _opened_by_the_command_line(league_file.path, monkeypatch)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = app.screen.query_one("#standings-table")
        await pilot.press("down", "down")  # answered at once, the season still unread
        await pilot.pause()
        assert table.cursor_row == 2 and not app.loaded
        assert app.store_if_open is None  # the season's read opens the file too: peewee never on the event loop
        assert "Why " in screen_text(app) or ": no team level on points" in screen_text(app)
        threading.Timer(0.2, release.set).start()
        await pilot.press("s")  # a screen that needs the season: said to be read, then filled in place
        await wait_until(
            pilot, lambda: "Schedule" in screen_text(app) and "Reading the season…" not in screen_text(app)
        )
        assert app.loaded and app.store_if_open is not None
        await pilot.press("d")
        await wait_until(pilot, lambda: ALERTS_PENDING not in screen_text(app))
        assert app.screen.query_one("#standings-table").cursor_row == 2  # the place kept by the keys
    app.close_store()


changes = st.one_of(
    st.builds(
        lambda g, h, a: lambda s: _final(s, g, h, a), st.sampled_from(REGULAR), st.integers(0, 9), st.integers(0, 9)
    ),
    st.builds(lambda g, h: lambda s: _forfeit(s, g, h), st.sampled_from(REGULAR), st.booleans()),
    st.builds(lambda g: lambda s: _unplayed(s, g), st.sampled_from(REGULAR)),
    st.builds(lambda g, d: lambda s: _moved(s, g, d), st.sampled_from(REGULAR), st.integers(-3, 3)),
)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(st.lists(changes, max_size=6), st.integers(-40, 40), st.sampled_from(REGULAR), st.sampled_from(("app", "none")))
def test_the_dashboard_from_stored_values_is_the_one_the_season_draws(steps, days, gid, save) -> None:
    season = REGULAR_SEASON
    for step in steps:
        season = step(season)
    today = TODAY + timedelta(days=days)
    with tempfile.TemporaryDirectory() as folder, open_league(Path(folder) / "x.db", create=True) as store:
        try:
            import_season(store, season, backup=False)
        except RuleViolation:
            reject()  # changes no committee could make (a drop approved for games no longer missed)
        if save == "app":  # a save of the app's (Enter on a sheet as it is) keeps the alerts with it
            store.alerts_day = today
            game = load_season(store).known_game(gid)
            save_game(store, season.name, game, based_on=game)
        with first_read(store.path) as db:  # as the command line reads it: `sqlite3` alone
            rows = dashboard_rows(db, season.name, today)
        assert rows is not None
        stored = stored_frame(rows, season_rulebook(season), today, "")
        loaded = load_season(store)
    rulebook = season_rulebook(loaded)
    cache = SeasonCache(loaded, rulebook)
    table = season_standings(loaded, rulebook, None, cache)
    assert stored["standings"] == standings_frame(loaded, rulebook, table, None, cache)
    panels = panels_frame(loaded, rulebook, today, cache)
    if save == "app":
        assert stored["panels"] == panels
    else:  # an import keeps no alerts: the first frame says they are being read
        assert {**stored["panels"], "alerts": ALERTS_PENDING} == {**panels, "alerts": stored["panels"]["alerts"]}
    assert stored["app"]["title"] == loaded.league and stored["app"]["latest_season"] == loaded.name


async def test_a_start_after_another_windows_save_shows_the_alerts_that_save_kept(league_file, monkeypatch, tmp_path):
    """Another window of the app (the scorer's laptop) saves a sheet: this start has no frame kept for the file
    as that save left it, and draws the alerts the save kept; a new day leaves them to the season's read."""
    async with RinkbookApp(league_file, TODAY, "2002-03").run_test(size=SIZE) as pilot:  # the other window
        game = next(g for g in load_season(league_file).games if g.status == "final")
        saved = save_game(league_file, "2002-03", replace(game, fees_waived="no ref"), "waive fees", "no ref", game)
        await pilot.pause()
    league_file.close()
    shown = panels_frame(saved.season, season_rulebook(saved.season), TODAY)["alerts"]
    monkeypatch.setenv("RINKBOOK_CACHE", str(tmp_path / "this machine"))  # none of the other window's frames
    app = _opened_by_the_command_line(league_file.path, monkeypatch)
    assert app.first_frame is not None and not app.loaded
    assert app.first_frame["panels"]["alerts"] == shown != ALERTS_PENDING
    tomorrow = _opened_by_the_command_line(league_file.path, monkeypatch, TODAY + timedelta(days=1))
    assert tomorrow.first_frame is not None and tomorrow.first_frame["panels"]["alerts"] == ALERTS_PENDING


def test_a_season_with_no_results_is_drawn_from_stored_values_too(empty_league, example_season) -> None:
    season = replace(example_season, games=(), drops=(), transfers=(), substitutes=())
    import_season(empty_league, season, backup=False)
    with empty_league.reading() as db:  # through the open store, as a league on a server is read
        rows = dashboard_rows(reader(db), season.name, date(2002, 12, 1))
    assert rows is not None
    frame = stored_frame(rows, season_rulebook(season), date(2002, 12, 1), "")
    assert (
        frame["panels"]["next"] == "No games scheduled from today." and frame["panels"]["recent"] == "No results yet."
    )
    assert "no games scheduled yet" in frame["panels"]["season"]


async def test_a_start_after_a_payment_shows_the_alerts_kept_before_it_in_its_first_frame(
    league_file, monkeypatch, tmp_path
):
    """A payment recorded elsewhere (a command's store, after another window's save) changes nothing an alert is
    worked out from: its commit carries the kept alerts over, and the next start's first frame shows them."""
    async with RinkbookApp(league_file, TODAY, "2002-03").run_test(size=SIZE) as pilot:  # the other window
        game = next(g for g in load_season(league_file).games if g.status == "final")
        saved = save_game(league_file, "2002-03", replace(game, fees_waived="no ref"), "waive fees", "no ref", game)
        await pilot.pause()
    league_file.close()
    with open_league(league_file.path) as command:
        record_fee_payment(command, "2002-03", "RED", TODAY, 2500)
    shown = panels_frame(saved.season, season_rulebook(saved.season), TODAY)["alerts"]
    monkeypatch.setenv("RINKBOOK_CACHE", str(tmp_path / "this machine"))
    app = _opened_by_the_command_line(league_file.path, monkeypatch)
    assert app.first_frame is not None and app.first_frame["panels"]["alerts"] == shown != ALERTS_PENDING
    async with app.run_test(size=SIZE) as pilot:
        first = screen_text(app)
        assert ALERTS_PENDING not in first and "Roster deadline 2002-12-31" in first


async def test_the_dashboard_drawn_after_a_write_that_left_the_alerts_stale_keeps_them_again(league_file):
    """A write by a program that keeps no alerts (an older rinkbook, raw SQL) leaves the kept alerts stale; the app's
    dashboard drawn from the season after it keeps the alerts it shows for the file as it is, and the app still knows
    the file holds that season (its next save reads no game again)."""

    def kept() -> tuple[tuple[str, str], ...] | None:
        with league_file.reading() as db:
            return dashboard_rows(reader(db), "2002-03", TODAY).alerts  # type: ignore[union-attr]

    app = RinkbookApp(league_file, TODAY, "2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.loaded and kept() is not None)
        with open_league(league_file.path) as older, older.db.atomic():
            execute(older.db, "UPDATE player SET rating = rating")
            execute(older.db, f'UPDATE "{REVISION_TABLE}" SET "token" = ?', ("an older program's",))
        assert kept() is None
        app.reload()
        await wait_until(pilot, lambda: kept() is not None)
        season = load_season(league_file)
        assert kept() == tuple((a.kind, a.text) for a in SeasonCache(season, season_rulebook(season)).alerts(TODAY))
        assert league_file.known_season("2002-03") is app.season


async def test_a_start_after_a_commands_write_shows_the_alerts_it_worked_out_in_its_first_frame(
    league_file, monkeypatch, tmp_path
):
    """A command writes what the alerts read (`rinkbook import players.csv`, a player registered, after another
    window's save kept the alerts): it works them out at its write, and the next start's first frame shows them,
    not "being read"."""
    async with RinkbookApp(league_file, TODAY, "2002-03").run_test(size=SIZE) as pilot:  # the other window
        game = next(g for g in load_season(league_file).games if g.status == "final")
        save_game(league_file, "2002-03", replace(game, fees_waived="no ref"), "waive fees", "no ref", game)
        await pilot.pause()
    league_file.close()
    sheet = tmp_path / "players.csv"
    sheet.write_text("name,born,position,class,rating\nAl Moss,1961-05-02,F,C,60\n")
    monkeypatch.setenv("RINKBOOK_USER", "Pat")
    assert cli_main(["--db", str(league_file.path), "--today", TODAY.isoformat(), "import", str(sheet)]) == 0
    with open_league(league_file.path) as after:
        season = load_season(after)
    assert "Al Moss" in {p.name for p in season.players}
    shown = panels_frame(season, season_rulebook(season), TODAY)["alerts"]
    monkeypatch.setenv("RINKBOOK_CACHE", str(tmp_path / "this machine"))  # no frame kept for the file as it is
    app = _opened_by_the_command_line(league_file.path, monkeypatch)
    assert app.first_frame is not None and not app.loaded
    assert app.first_frame["panels"]["alerts"] == shown != ALERTS_PENDING
    async with app.run_test(size=SIZE):
        first = screen_text(app)
        assert ALERTS_PENDING not in first and "Roster deadline 2002-12-31" in first


def test_a_first_frame_whose_read_fails_leaves_no_scan_running_and_draws_nothing(league_file, monkeypatch):
    """The games are scanned in a thread while the app's modules are imported (`app_command._scanned_ahead`): a
    read that fails after the scan began still waits for it before the file is closed, gives the interpreter its
    switch interval back, and draws no frame (the whole open that follows says what is wrong)."""
    import sqlite3
    import sys

    from store.views import dashboard_rows as rows_module

    def unreadable(*args: object) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    league_file.close()
    interval = sys.getswitchinterval()
    monkeypatch.setattr(rows_module, "stored_alerts", unreadable)
    imported: list[bool] = []
    frame = app_command._frame_from_the_file(league_file.path, "2002-03", TODAY, lambda: imported.append(True))
    assert frame is None and imported == [True]
    assert sys.getswitchinterval() == interval
    assert not any(t.name == "rinkbook first scan" for t in threading.enumerate())
    monkeypatch.undo()
    drawn = app_command._frame_from_the_file(league_file.path, "2002-03", TODAY)
    with first_read(league_file.path) as db:
        alone = app_command._stored_frame(dashboard_rows(db, "2002-03", TODAY), TODAY)
    assert drawn is not None and drawn == alone  # the rows scanned ahead are the rows read in line
