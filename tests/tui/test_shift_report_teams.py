"""`T` on the shift report shows each team's own season, the same lines and figures as the rule worked out afresh,
whether the idle time prepared the teams' figures or the report counts them a turn at a time at the key (saying
"Counting…", every key answered meanwhile: a `T` typed during one team's count goes on to the next)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

from textual import events
from textual.widgets import DataTable, Log, Static

from league.season.texts import printable
from league.season.values import SHIFT_GROUPS
from league.stats.fairness import season_fairness
from tests.tui.conftest import wait_until
from tui.screens import shift_report_screen
from tui.screens.shift_report_screen import ShiftReportScreen
from tui.text.shift_text import group_lines, season_report, violation_lines

SIZE = (120, 40)


def title(app) -> str:
    return str(app.screen.query_one("#shifts-title", Static).render())


def fresh_lines(app, team: str) -> tuple[tuple[object, ...], list[str]]:
    """The season row and the detail's lines of `team`'s report, from `season_fairness` worked out afresh."""
    season = app.season
    fairness = season_fairness(season, team, app.rulebook)
    report = season_report(season, fairness)
    lines: list[str] = []
    for group in SHIFT_GROUPS:
        lines += [*group_lines(report, group), ""]
    lines += violation_lines(report, season)
    row = ("Season", "", "", str(fairness.spread("F")), str(fairness.spread("D")), str(len(fairness.violations)))
    return row, [printable(line) for line in lines]


async def shown_teams(app, pilot) -> list[str]:
    """Each team in `T`'s order from the first, its season row and lines checked against the fresh ones."""
    teams = [t.code for t in app.season.teams]
    seen = []
    for i, team in enumerate(teams):
        if i:
            await pilot.press("T")
        await wait_until(pilot, lambda team=team: title(app).startswith(f"{team} ") and "Counting" not in title(app))
        row, lines = fresh_lines(app, team)
        table = app.screen.query_one("#shifts-game-table", DataTable)
        assert tuple(str(cell) for cell in table.get_row_at(0)) == row, team
        assert list(app.screen.query_one("#shifts-detail", Log).lines) == lines, team
        assert f"{team} {app.season.team_name(team)} · {team} season:" in title(app)
        seen.append(team)
    return seen


async def test_T_shows_each_prepared_teams_own_season(make_app):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.loaded and bool(app.preparing) and not app.preparing.running)
        await pilot.press("c")
        assert await shown_teams(app, pilot) == [t.code for t in app.season.teams]


async def test_T_counts_a_team_not_prepared_a_turn_at_a_time_and_answers_keys_meanwhile(make_app, monkeypatch):
    app, said, _ = watched_counting(make_app, monkeypatch)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.loaded and not app.season_being_read)
        first, second, third = (t.code for t in app.season.teams[:3])
        await pilot.press("c")
        await wait_until(pilot, lambda: title(app).startswith(f"{second} ") and "Counting" not in title(app))
        counted = [team for team, _ in said]
        assert counted == sorted(counted, key=[first, second].index)  # the first team's count, then the second's
        assert said[counted.index(second) - 1] < (first, 10)  # the first team's let go at the key, not finished
        assert [done for team, done in said if team == second] == [0, 2, 4, 6, 8, 10]
        row, lines = fresh_lines(app, second)
        assert list(app.screen.query_one("#shifts-detail", Log).lines) == lines
        assert tuple(str(c) for c in app.screen.query_one("#shifts-game-table", DataTable).get_row_at(0)) == row
        await pilot.press("T")
        await wait_until(pilot, lambda: title(app).startswith(f"{third} ") and "Counting" not in title(app))
        assert said[-1] == (third, 10)
        assert list(app.screen.query_one("#shifts-detail", Log).lines) == fresh_lines(app, third)[1]


def type_T(app) -> None:
    """`T` typed as a terminal driver's thread hands it over: read once the event loop turns."""
    asyncio.get_running_loop().call_soon_threadsafe(app.post_message, events.Key("T", "T"))


def watched_counting(make_app, monkeypatch, at_second_turn: Callable[[Any], object] = type_T):
    """The app with nothing prepared (every team counted at its key, two games a turn: the example's 11 games a team
    in six turns), and the report watched: each (team, games counted) it says it is counting, in order, and, for each
    timer the screen arms, how many it had said by then. `at_second_turn(app)` (`T` typed, unless given) as the first
    team's count says its second turn."""
    monkeypatch.setattr(shift_report_screen, "COUNTED_A_TURN", 2)
    said: list[tuple[str, int]] = []
    armed: list[int] = []
    say, set_timer = ShiftReportScreen._say_counting, ShiftReportScreen.set_timer

    def saying(screen, team, done, games):
        said.append((team, done))
        say(screen, team, done, games)
        if said == [(team, 0), (team, 2)]:
            at_second_turn(screen.app)

    def arming(screen, *args, **kwargs):
        armed.append(len(said))
        return set_timer(screen, *args, **kwargs)

    monkeypatch.setattr(ShiftReportScreen, "_say_counting", saying)
    monkeypatch.setattr(ShiftReportScreen, "set_timer", arming)
    app = make_app()
    app.preparing = False
    return app, said, armed


async def test_T_typed_while_the_app_is_busy_is_answered_before_the_count_goes_on(make_app, monkeypatch):
    """`T` waits on the app's queue behind a message the app is busy with for several turns of the event loop, as on a
    busy machine, where every 1 ms turn of the count is due at each turn of the loop: the count does no turn while the
    key waits, so the first team's is let go at the key, not finished first. (Before, the turns ran on while the key
    waited, and the busy message here lasts until they had all run, or until the count's turns had come due six times
    since the key.)"""

    async def busy() -> None:  # the app busy with a message over turns of the loop, the key waiting behind it
        while (first, 10) not in said and len(armed) < 6:
            await asyncio.sleep(0.001)

    def typed(app) -> None:
        armed.clear()  # the screen's timers armed since the key was typed
        app.call_later(busy)
        app.post_message(events.Key("T", "T"))

    def behind_a_busy_message(app) -> None:  # typed while the first team is being counted, behind the busy message
        asyncio.get_running_loop().call_soon_threadsafe(typed, app)

    app, said, armed = watched_counting(make_app, monkeypatch, behind_a_busy_message)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.loaded and not app.season_being_read)
        first, second = (t.code for t in app.season.teams[:2])
        await pilot.press("c")
        await wait_until(pilot, lambda: title(app).startswith(f"{second} ") and "Counting" not in title(app))
        counted = [team for team, _ in said]
        assert said[: counted.index(second)] == [(first, 0), (first, 2)]  # no turn of the first team's after the key
        assert [done for team, done in said if team == second] == [0, 2, 4, 6, 8, 10]
        assert list(app.screen.query_one("#shifts-detail", Log).lines) == fresh_lines(app, second)[1]


async def test_T_typed_during_a_count_on_a_slow_event_loop_is_let_go_within_a_few_asks(make_app, monkeypatch):
    """Every turn of the event loop slower than the count's 1 ms timer, as on a busy machine: `T` typed during the first
    team's count is held until the app has settled, and the count asks whether a key waits before each turn. Asked
    every 1 ms, the ask was due at each turn, the app never settled, and the key waited some 250 asks (seconds) for
    the count's, the count for the key; the asks now wait longer each time, and the key is let go within a few."""

    def typed(app) -> None:
        asks.clear()  # the screen's timers armed since the key was typed: the count's asks among them
        type_T(app)

    app, said, asks = watched_counting(make_app, monkeypatch, typed)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.loaded and not app.season_being_read)
        second = app.season.teams[1].code
        selector = asyncio.get_running_loop()._selector  # type: ignore[attr-defined]
        select = selector.select

        def slow_select(timeout=None):
            time.sleep(0.003)  # every turn of the loop slower than the count's 1 ms timer
            return select(0 if timeout is None else min(timeout, 0.05))

        monkeypatch.setattr(selector, "select", slow_select)
        app.post_message(events.Key("c", "c"))  # as a terminal's driver hands it over: no Pilot poll meanwhile

        def shown() -> bool:
            return (
                isinstance(app.screen, ShiftReportScreen)
                and title(app).startswith(f"{second} ")
                and "Counting" not in title(app)
            )

        deadline = time.monotonic() + 20  # a ceiling for a hang; waited on without Pilot's own polls (they keep the
        while time.monotonic() < deadline and not shown():  # loop from ever being idle)
            await asyncio.sleep(0.2)
        assert shown(), f"the second team never shown: {said}"
        monkeypatch.setattr(selector, "select", select)
        await pilot.pause()
        held = asks.count(2)  # armed after the key, before the count said anything more
        assert held < 30, f"{held} asks while the key waited"
        assert list(app.screen.query_one("#shifts-detail", Log).lines) == fresh_lines(app, second)[1]
