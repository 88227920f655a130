"""The screens whose first build walked every game now find their figures ready: the stats and the fee ledger are
worked out off the event loop once the app is idle after the season's read (`tui.screen_preparing`), the attendance
grid reads the season cache's tally, the shift report the cache's replays. Each shows exactly the rows it showed
when it worked them out afresh at its key, and what is kept equals the rules' own fresh computation."""

from __future__ import annotations

from time import monotonic
from types import SimpleNamespace

import pytest
from textual.widgets import DataTable, Static

from league.ledger.fees import fee_ledger
from league.rosters.balance import suggestions
from league.rosters.transfers import rosters_on
from league.season.date_range import end_of_records
from league.stats.fairness import final_games, season_fairness
from league.stats.penalty_records import penalty_records
from league.stats.totals import season_stats
from league.turnout.attendance import attendance
from store.cache.game_figures import fairness_to_count
from store.cache.season_cache import SeasonCache
from store.file.db import open_league
from store.season_files.reader import parse_season_text
from tests.conftest import EXAMPLE
from tests.tui.conftest import SIZE, wait_until
from tests.tui.prepared_night import game_night, shown_prepared_night
from tests.tui.tonight import TONIGHT, tonight
from tui.app import RinkbookApp
from tui.screens import shift_report_screen

# Each screen's key, then its own keys (the next team, the games counted) with what they show compared too.
VISITS = (
    ("t",),
    ("G",),
    ("T",),
    ("f",),
    ("T",),
    ("a",),
    ("T",),
    ("T",),
    ("c",),
    ("T",),
    ("r",),
    ("V",),
    ("i",),
    ("T",),
)


def _shown(app: RinkbookApp) -> tuple[object, ...]:
    """The screen's name, its texts and every table's rows (each cell's text)."""
    screen = app.screen
    texts = tuple(str(s.render()) for s in screen.query(Static) if s.id)
    tables = tuple(
        (table.id, tuple(tuple(str(cell) for cell in table.get_row_at(i)) for i in range(table.row_count)))
        for table in screen.query(DataTable)
    )
    return type(screen).__name__, texts, tables


async def _visit(app: RinkbookApp, prepared: bool) -> list[tuple[object, ...]]:
    seen = []
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.loaded and not app.season_being_read)
        if prepared:
            await wait_until(pilot, lambda: bool(app.preparing) and not app.preparing.running)
            cache, season, rulebook = app.season_cache, app.season, app.rulebook
            kept_stats = cache.derived(("stats", None), lambda: pytest.fail("the stats were not prepared"))
            assert kept_stats == season_stats(season, rulebook)  # every sheet replayed afresh
            kept_ledger = cache.derived("fee ledger", lambda: pytest.fail("the fee ledger was not prepared"))
            assert kept_ledger == fee_ledger(season, rulebook)
            kept_records = cache.derived("penalty records", lambda: pytest.fail("no penalty records prepared"))
            assert kept_records == penalty_records(season, rulebook)
            kept_moves = cache.derived(("roster moves", app.today, False), lambda: pytest.fail("no moves prepared"))
            assert kept_moves == suggestions(rosters_on(season, app.today), rulebook.roster)
            first = season.teams[0].code
            kept_fairness = cache.derived("season fairness", lambda: pytest.fail("no shift report prepared"))
            assert kept_fairness == {first: season_fairness(season, first, rulebook)}
            # `T`'s teams: each final game's figures kept for every team, summed at the key
            left = [fairness_to_count(cache, t.code, final_games(season, t.code)) for t in season.teams]
            assert left == [[]] * len(season.teams)
            end = end_of_records(season)
            assert end is not None and cache.counted_attendance(end) is not None  # counted for the alerts
        for keys in VISITS:
            await pilot.press(*keys)
            await wait_until(pilot, lambda: app.screen.query(DataTable))
            await pilot.pause()
            seen.append(_shown(app))
    return seen


async def test_prepared_screens_show_what_they_showed_worked_out_at_the_key(tmp_path, monkeypatch):
    shown_prepared = await shown_prepared_night(tmp_path / "prepared.db", monkeypatch, _visit)
    # As before: nothing prepared, one team's attendance walked, every sheet replayed again for the shift report.
    monkeypatch.setattr(SeasonCache, "counted_attendance", lambda self, as_of: None)
    monkeypatch.setattr(
        shift_report_screen,
        "season_fairness_kept",
        lambda cache, team, games=None: season_fairness(cache.season, team, cache.rulebook),
    )
    with open_league(game_night(tmp_path / "fresh.db")) as store:
        fresh = RinkbookApp(store, TONIGHT, "2002-03")
        fresh.preparing = False  # never prepared
        shown_fresh = await _visit(fresh, prepared=False)
    assert shown_prepared == shown_fresh
    names = [name for name, *_ in shown_prepared]
    assert names[:10] == ["StatsScreen"] * 3 + ["FeesScreen"] * 2 + ["AttendanceScreen"] * 3 + ["ShiftReportScreen"] * 2
    assert names[10:] == ["RostersScreen"] * 2 + ["DisciplineScreen"] * 2
    assert all(any(rows for _, rows in tables) for *_, tables in shown_prepared)  # each screen shows rows


def test_the_cache_tally_gives_each_team_the_rows_its_walk_gives(tmp_path):
    season = tonight(parse_season_text(EXAMPLE.read_bytes()))
    cache = SeasonCache(season, _rulebook(season))
    end = end_of_records(season)
    assert end is not None
    cache.attendance(end)  # the tally counted, as the alerts count it
    counted = cache.counted_attendance(end)
    assert counted is not None
    for team in season.teams:
        players = frozenset(p.id for p in season.players if p.team == team.code)
        walked = attendance(season, cache.rulebook, suspensions=cache.suspensions, players=players)
        assert {r.player: r for r in counted if r.player in players} == {r.player: r for r in walked}
    assert SeasonCache(season, cache.rulebook).counted_attendance(end) is None  # not counted: the walk is taken


def _rulebook(season):
    from store.views.season_load import season_rulebook

    return season_rulebook(season)


def _stand_in_app(later: list, **fields) -> SimpleNamespace:
    """An app holding the example's season tonight, for the preparation alone: its timers' callbacks kept in `later`
    (run by the test), no screen shown yet (the shift report opens on the first team), no key waiting unless
    `fields` say otherwise."""
    season = tonight(parse_season_text(EXAMPLE.read_bytes()))
    cache = SeasonCache(season, _rulebook(season))
    app = SimpleNamespace(
        season=season,
        rulebook=cache.rulebook,
        season_cache=cache,
        today=TONIGHT,
        generation=0,
        is_running=True,
        set_timer=lambda _delay, step: later.append(step),
        keys_waiting=lambda: False,
        call_later=later.append,
        _screen_stacks={},
        read_only=False,
    )
    vars(app).update(fields)
    return app


def test_a_preparation_that_finds_another_season_and_no_module_left_to_import_ends(monkeypatch):
    """The app holds another season value when the next step comes (another window's save), and every screen's module
    is imported already (a window opened after others in the same process): nothing is left to do, and the preparation
    ends without working out the old season's figures."""

    from tui import screen_preparing

    monkeypatch.setattr(screen_preparing, "screen_modules", lambda: ())  # every screen's module imported
    later: list = []
    app = _stand_in_app(later, key_typed_at=monotonic())  # a key just typed: the first step waits
    cache = app.season_cache
    preparing = screen_preparing.ScreenPreparing(app)
    assert preparing.running and len(later) == 1
    app.generation, app.key_typed_at = 1, monotonic() - 10 * screen_preparing.KEYS_STILL  # a save, then idle
    later.pop()()
    assert not preparing.running and not later
    assert cache.derived(("stats", None), lambda: "not worked out") == "not worked out"


def test_a_preparation_step_due_while_a_typed_key_waits_does_no_work_until_the_key_is_answered(monkeypatch):
    """A step of the idle preparation comes due while a key typed waits to be answered (on the app's queue, or on its
    way to its binding): it does no work and comes due again a tick later, until the key is answered; then it runs."""

    from tui import screen_preparing

    monkeypatch.setattr(screen_preparing, "screen_modules", lambda: ())  # the figures' steps alone
    ledgers: list[object] = []

    def counted_ledger(*args):
        ledgers.append(fee_ledger(*args))
        return ledgers[-1]

    monkeypatch.setattr(screen_preparing, "fee_ledger", counted_ledger)
    later: list = []
    key_waiting = [False]
    app = _stand_in_app(
        later,
        key_typed_at=monotonic() - 10 * screen_preparing.KEYS_STILL,  # idle: the first step (the stats) runs at once
        keys_waiting=lambda: key_waiting[0],
    )
    screen_preparing.ScreenPreparing(app)
    key_waiting[0] = True  # typed as the next step (the fee ledger) comes due
    for _ in range(3):
        later.pop()()
        assert len(later) == 1 and not ledgers  # due again a tick later, nothing worked out
    key_waiting[0] = False  # answered
    later.pop()()
    assert len(ledgers) == 1 and len(later) == 1  # the ledger worked out, the next step on its way
