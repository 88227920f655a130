"""The shift report's season prepared while the app is idle (`tui.screen_preparing`) is the season of the team `c`
opens on: a signed-in captain's own, else the team the report showed last, else the first."""

from __future__ import annotations

from textual.widgets import Static

from store.cache.game_figures import fairness_to_count
from store.writes.people import add_person
from tests.tui.conftest import wait_until
from tests.tui.test_sign_in import GAME_DAY, PASSWORD, SIZE, sign_in, signing_app
from tui import screen_preparing
from tui.app import RinkbookApp


def prepared_teams(monkeypatch) -> list[str]:
    """The teams the preparation sums a shift report season for, as it sums them."""
    summed: list[str] = []
    keep = screen_preparing.season_fairness_kept

    def summing(cache, team):
        summed.append(team)
        return keep(cache, team)

    monkeypatch.setattr(screen_preparing, "season_fairness_kept", summing)
    return summed


async def prepared_then_opened(app: RinkbookApp, pilot, monkeypatch) -> tuple[list[str], str]:
    """Prepare the screens now (the app's own preparation held back), then press `c`: the teams prepared and
    the shift report's title."""
    summed = prepared_teams(monkeypatch)
    screen_preparing.prepare(app)
    await wait_until(pilot, lambda: not app.preparing.running)
    await pilot.press("c")
    await wait_until(pilot, lambda: app.current_mode == "shifts")
    await pilot.pause()
    return summed, str(app.screen.query_one("#shifts-title", Static).render())


async def test_the_committee_gets_the_team_the_report_showed_last_prepared(league_file, monkeypatch):
    app = RinkbookApp(league_file, today=GAME_DAY, season="2002-03")
    app.preparing = False  # prepared by the test, once the report has shown another team
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.loaded and not app.season_being_read)
        await pilot.press("c", "T", "T")  # Black, Red, then Green
        await wait_until(pilot, lambda: "Green" in str(app.screen.query_one("#shifts-title", Static).render()))
        await pilot.press("d")
        await wait_until(pilot, lambda: app.current_mode == "dashboard")
        summed, title = await prepared_then_opened(app, pilot, monkeypatch)
    assert summed == ["GRN"], summed
    assert title.startswith("GRN Green"), title


async def test_a_captain_gets_his_own_team_prepared(league_file, monkeypatch):
    add_person(league_file, "Ann", "committee", None, PASSWORD)
    add_person(league_file, "Cal", "captain", "RED", PASSWORD)
    app = signing_app(league_file)
    app.preparing = False
    async with app.run_test(size=SIZE) as pilot:
        await sign_in(pilot, "Cal", PASSWORD)
        await wait_until(pilot, lambda: app.current_mode == "shifts" and app.loaded)
        summed, title = await prepared_then_opened(app, pilot, monkeypatch)
    assert summed == ["RED"], summed
    assert title.startswith("RED Red"), title


async def test_the_idle_time_prepares_every_teams_every_final_game_a_few_games_a_step(league_file, monkeypatch):
    # Each team's games are listed and counted at its own steps (none listed beforehand): every final game of every
    # team is kept once the preparation ends, each counted once, one team's after another's.
    monkeypatch.setattr(screen_preparing, "SHIFT_GAMES", 2)  # the example's 11 games a team: six steps each
    counted: list[str] = []
    keep = screen_preparing.packed_fairness_kept

    def counting(cache, code, game, position):
        counted.append(code)
        return keep(cache, code, game, position)

    monkeypatch.setattr(screen_preparing, "packed_fairness_kept", counting)
    app = RinkbookApp(league_file, today=GAME_DAY, season="2002-03")
    app.preparing = False  # prepared by the test
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.loaded and not app.season_being_read)
        listed: list[str] = []
        list_games = screen_preparing.final_games
        monkeypatch.setattr(screen_preparing, "final_games", lambda s, code: listed.append(code) or list_games(s, code))
        assert screen_preparing.shift_report_steps(app, app.season_cache) and listed == []  # made, none listed yet
        screen_preparing.prepare(app)
        await wait_until(pilot, lambda: not app.preparing.running)
        season, cache = app.season, app.season_cache
        assert sorted(listed) == sorted(t.code for t in season.teams)  # each team's, once, at its own first step
        for team in season.teams:
            finals = screen_preparing.final_games(season, team.code)
            assert finals and fairness_to_count(cache, team.code, finals) == [], team.code
            assert counted.count(team.code) == len(finals), team.code
    assert counted == sorted(counted, key=counted.index)  # each team's games together
