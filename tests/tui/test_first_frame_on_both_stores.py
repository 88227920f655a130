"""The start's first frame on a league file and on a league server alike: drawn from the values the league keeps
(the standings summed in SQL, the next games and results as stored, the alerts the last save kept) before the
league is opened (on a server: one connection of psycopg's, no peewee, no store, `store.file.server_look`), and the
same standings, next games, results and alerts as the dashboard drawn once the season is read."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from league.season.game_values import LEFT_STATUSES
from league.season.values import Season
from store.cache.frame_cache import frame_path
from store.cache.season_cache import SeasonCache
from store.file.db import Store, open_league
from store.file.errors import StoreError
from store.file.raw_sql import reader
from store.file.server_look import kept_place
from store.season_files.import_export import import_season
from store.views import dashboard_rows as rows_module
from store.views.dashboard_rows import dashboard_rows
from store.views.season_load import load_season, season_rulebook
from store.views.standings_read import read_standings
from store.writes.games import save_game
from store.writes.people import add_person
from tests.conftest import screen_text
from tests.store.season_saves import REGULAR, _final, _forfeit, _moved
from tests.tui.conftest import SIZE, TODAY, wait_until
from tests.tui.first_frame_starts import REGULAR_SEASON, _unplayed
from tui.app import RinkbookApp
from tui.cli import app_command
from tui.cli.arguments import parse_arguments
from tui.text.dashboard_frame import panels_frame, standings_frame
from tui.text.season_view import season_standings
from tui.text.stored_dashboard import ALERTS_PENDING, stored_frame

PANELS = ("#alerts-text", "#next-text", "#recent-text", "#season-text")


def _opened_by_the_command_line(league: Store, monkeypatch, *words: str) -> RinkbookApp:
    """The app the command line makes for `rinkbook --db LEAGUE --today TODAY` (not run), the test's store closed."""
    league.close()
    opened: list[RinkbookApp] = []
    monkeypatch.setenv("RINKBOOK_USER", "Pat")  # named: the app asks nobody who is at the keys

    def run(app: RinkbookApp) -> None:
        opened.append(app)

    monkeypatch.setattr(RinkbookApp, "run", run)
    app_command.run_app(parse_arguments(["--db", str(league.address), "--today", TODAY.isoformat(), *words]))
    return opened[-1]


def _another_windows_save(league: Store) -> None:
    """A result's save as another window of the app makes it: the alerts it leaves kept with it, for today."""
    with open_league(league.address) as other:
        other.alerts_day = TODAY
        game = next(g for g in load_season(other).games if g.stage == "regular" and g.status == "final")
        save_game(other, "2002-03", replace(game, fees_waived="no ref"), "waive fees", "no ref", game)


def _dashboard(app: RinkbookApp) -> dict[str, str]:
    """What the dashboard shows: its standings table, line by line, and each side panel's text."""
    shown = {name: str(app.screen.query_one(name).render()) for name in PANELS}
    table = app.screen.query_one("#standings-table")
    shown["standings"] = "\n".join(str(table.get_row_at(row)) for row in range(table.row_count))  # type: ignore[attr-defined]
    return shown


async def test_the_first_frame_is_the_dashboard_the_season_draws(league_file, monkeypatch):
    _another_windows_save(league_file)
    app = _opened_by_the_command_line(league_file, monkeypatch)
    assert app.first_frame is not None and not app.loaded
    assert app.store_if_open is None  # drawn before the league is opened: the store opens off the event loop
    async with app.run_test(size=SIZE) as pilot:
        first = _dashboard(app)
        assert ALERTS_PENDING not in first["#alerts-text"]  # the alerts the save kept, in the first frame
        assert "GRN" in first["standings"] and "No results yet." not in first["#recent-text"]
        await wait_until(pilot, lambda: app.loaded)
        await pilot.pause()
        assert _dashboard(app) == first
        assert app.store.engine.server == (league_file.address != league_file.path)
    app.close_store()


async def test_a_write_no_save_made_leaves_the_alerts_to_the_seasons_read(league_file, monkeypatch):
    app = _opened_by_the_command_line(league_file, monkeypatch)  # imported: no alerts kept yet
    assert app.first_frame is not None and app.first_frame["panels"]["alerts"] == ALERTS_PENDING
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.loaded and ALERTS_PENDING not in screen_text(app))
        assert app.season.name == "2002-03"
    app.close_store()


def test_a_league_people_sign_in_to_is_opened_before_its_first_frame(league_file, monkeypatch):
    add_person(league_file, "Ann", "committee", None, "correct horse battery")
    app = _opened_by_the_command_line(league_file, monkeypatch)
    if league_file.address == league_file.path:  # a file: the window's name stands for the person
        assert app.first_frame is not None
    else:  # a server: the sign-in comes first, nothing of the league is painted before it
        assert app.first_frame is None and app.signing_in


def test_a_read_only_start_opens_the_league_before_its_first_frame(league_file, monkeypatch):
    app = _opened_by_the_command_line(league_file, monkeypatch, "--read-only")
    assert app.store_if_open is not None and app.store_if_open.read_only
    app.close_store()


def test_a_server_that_refuses_the_connection_is_tried_once_and_said_as_the_open_says_it(pg_server, monkeypatch):
    import psycopg

    from store.file import libpq_look

    tried: list[object] = []

    def counting(call):  # psycopg's connection, or libpq's alone (`store.file.libpq_look`)
        def counted(*args: object, **kwargs: object) -> object:
            tried.append(args)
            return call(*args, **kwargs)

        return counted

    monkeypatch.setattr(psycopg, "connect", counting(psycopg.connect))
    monkeypatch.setattr(libpq_look, "libpq_read", counting(libpq_look.libpq_read))
    monkeypatch.setattr(RinkbookApp, "run", lambda app: pytest.fail("the app ran on a league it could not open"))
    url = pg_server.url("no_such_league")
    with pytest.raises(StoreError, match=r"no_such_league\?host=.* cannot be opened: .*no_such_league"):
        app_command.run_app(parse_arguments(["--db", url, "--today", TODAY.isoformat()]))
    assert len(tried) == 1  # a server out of reach is waited for once, not again by the whole open


def _frame_kept_by_a_start(league: Store, monkeypatch) -> Path:
    """Start the app on `league` until the dashboard drawn from its season is kept for the next start: the kept
    frame's file, its title marked so that a start painting it shows it."""
    import asyncio

    app = _opened_by_the_command_line(league, monkeypatch)
    kept = frame_path(kept_place(league.address))

    async def settled() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await wait_until(pilot, kept.exists)

    asyncio.run(settled())
    app.close_store()
    whole = json.loads(kept.read_text(encoding="utf-8"))
    whole["frame"]["app"]["title"] = "THE KEPT FRAME"
    kept.write_text(json.dumps(whole), encoding="utf-8")
    return kept


def test_a_start_after_none_paints_the_kept_frame_without_the_leagues_values(league_file, monkeypatch):
    _frame_kept_by_a_start(league_file, monkeypatch)

    def not_read(*args: object) -> None:
        pytest.fail("the dashboard's values were read though nothing was written since its frame was kept")

    monkeypatch.setattr(rows_module, "dashboard_rows", not_read)
    app = _opened_by_the_command_line(league_file, monkeypatch)
    assert app.first_frame is not None and app.first_frame["app"]["title"] == "THE KEPT FRAME"
    assert app.store_if_open is None  # painted before the league is opened, as a file's kept frame is


def test_a_kept_frame_is_not_shown_once_another_machine_wrote(league_file, monkeypatch):
    _frame_kept_by_a_start(league_file, monkeypatch)
    _another_windows_save(league_file)  # another window, or on a server another machine: a new revision
    app = _opened_by_the_command_line(league_file, monkeypatch)
    assert app.first_frame is not None  # drawn from the values the league keeps now
    assert app.first_frame["app"]["title"] != "THE KEPT FRAME"
    assert ALERTS_PENDING not in app.first_frame["panels"]["alerts"]  # the alerts that save kept


def _season(*changes: Callable[[Season], Season]) -> Season:
    season = REGULAR_SEASON
    for change in changes:
        season = change(season)
    return season


def _postponed(season: Season, gid: str) -> Season:
    return season.with_game(replace(_unplayed(season, gid).known_game(gid), status="postponed"))


# Regular seasons whose sums and counts differ in kind: two teams level on points (a head-to-head criterion reads
# their games), ties and forfeits on either side, games unplayed, postponed and moved.
SEASONS = {
    "as played": (),
    "ties and forfeits": (
        lambda s: _final(s, REGULAR[0], 2, 2),
        lambda s: _forfeit(s, REGULAR[17], True),
        lambda s: _forfeit(s, REGULAR[20], False),
    ),
    "the last four to play": tuple(lambda s, g=g: _unplayed(s, g) for g in REGULAR[-4:]),
    "postponed and moved": (
        lambda s: _postponed(s, REGULAR[-1]),
        lambda s: _unplayed(s, REGULAR[-2]),
        lambda s: _moved(s, REGULAR[-2], 2),
        lambda s: _final(s, REGULAR[1], 0, 5),
    ),
}


@pytest.mark.parametrize("store_kind", ["file", "server"], indirect=True)
@pytest.mark.parametrize("name", SEASONS)
def test_the_first_frames_one_scan_adds_up_what_the_season_draws(store_kind, name, tmp_path, request):
    """The first frame's standings and counts, added up in one scan of the games (`store.views.season_scan`),
    are those of the standings' own sums (`read_standings`) and of the dashboard the whole season draws."""
    season = _season(*SEASONS[name])
    address = request.getfixturevalue("pg_server").new_database() if store_kind == "server" else tmp_path / "x.db"
    with open_league(address, create=True) as store:
        import_season(store, season, backup=False)
        with store.reading() as db:
            rows = dashboard_rows(reader(db), season.name, TODAY)
            summed = read_standings(reader(db), season.name)
        loaded = load_season(store)
    assert rows is not None and rows.standings == summed
    rulebook = season_rulebook(loaded)
    cache = SeasonCache(loaded, rulebook)
    stored = stored_frame(rows, rulebook, TODAY, "")
    table = season_standings(loaded, rulebook, None, cache)
    assert stored["standings"] == standings_frame(loaded, rulebook, table, None, cache)
    panels = panels_frame(loaded, rulebook, TODAY, cache)
    assert {**stored["panels"], "alerts": ""} == {**panels, "alerts": ""}  # an import keeps no alerts
    assert rows.left == {
        t.code: sum(g.stage == "regular" and g.status in LEFT_STATUSES and t.code in g.teams for g in loaded.games)
        for t in loaded.teams
    }
