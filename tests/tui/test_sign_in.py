"""Signing in to the app, and each role's keys: what is shown, what is hidden, what a key beyond it says."""

from __future__ import annotations

from datetime import date

import pytest

from store.file.audit import audit_log
from store.views.season_load import load_season
from store.writes.people import add_person
from tests.store.playoff_sheet import sf1_game_2
from tests.tui.conftest import submit_line, wait_until
from tests.tui.footer_text import footer_text
from tests.tui.notices import notices
from tui.app import RinkbookApp

PASSWORD = "correct horse battery"
GAME_DAY = date(2002, 12, 22)
SIZE = (160, 40)


@pytest.fixture
def staffed(league_file):
    from store.writes.games import save_game

    add_person(league_file, "Ann", "committee", None, PASSWORD)
    add_person(league_file, "Sam", "scorer", None, PASSWORD)
    add_person(league_file, "Cal", "captain", "RED", PASSWORD)
    save_game(league_file, None, sf1_game_2())
    return league_file


def signing_app(store) -> RinkbookApp:
    app = RinkbookApp(store, today=GAME_DAY, season="2002-03")
    app.signing_in = True
    return app


async def sign_in(pilot, name: str, password: str) -> None:
    await pilot.click("#sign-in-name")
    pilot.app.query_one("#sign-in-name").value = ""
    await pilot.press(*name, "enter", *password, "enter")
    await pilot.pause()


def said(app) -> list[str]:
    return notices(app)


def team_and_player_names(store) -> list[str]:
    season = load_season(store)
    return [t.name for t in season.teams] + [p.name for p in season.players]


async def test_the_sign_in_screen_shows_nothing_of_the_league_and_one_refusal(staffed, read_screen):
    app = signing_app(staffed)
    async with app.run_test(size=SIZE) as pilot:
        shown = read_screen(app)
        assert "Sign in to rinkbook" in shown
        assert not [name for name in team_and_player_names(staffed) if name in shown]
        await pilot.press("s", "p")  # screen keys are the name's letters, not screens
        assert app.query_one("#sign-in-name").value == "sp" and "Sign in to rinkbook" in read_screen(app)
        await sign_in(pilot, "Cal", "wrong password!")
        wrong_password = read_screen(app)
        await sign_in(pilot, "Nobody", PASSWORD)
        assert "do not match anyone" in read_screen(app)
        assert wrong_password.count("do not match") == 1
        await sign_in(pilot, "Cal", "wrong again!!")
        assert "wait 30 s" in read_screen(app)
        await sign_in(pilot, "Cal", PASSWORD)  # right, but during the pause
        assert "Sign in to rinkbook" in read_screen(app) and app.person is None


async def test_tab_moves_between_the_name_and_the_password_and_signs_in(staffed, read_screen):
    app = signing_app(staffed)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"Ann", "tab", *PASSWORD)
        assert app.query_one("#sign-in-name").value == "Ann"
        assert app.query_one("#sign-in-password").value == PASSWORD
        await pilot.press("shift+tab")
        assert app.focused is app.query_one("#sign-in-name")
        await pilot.press("tab", "enter")
        await wait_until(pilot, lambda: app.person is not None)
        assert app.person is not None and app.person.name == "Ann"
        await wait_until(pilot, lambda: "Standings" in read_screen(app))


@pytest.mark.parametrize("between", ["tab", "enter"])
async def test_a_name_and_password_typed_in_one_burst_sign_in(staffed, read_screen, between):
    """Keys a terminal delivers all at once (a fast typist, a password manager): the password after Tab or Enter
    goes to the password field, never shown in the name's, and the last Enter signs in with all of it."""
    from textual import events

    app = signing_app(staffed)
    async with app.run_test(size=SIZE) as pilot:
        name = app.screen.query_one("#sign-in-name")
        for key in [*"Ann", between, *PASSWORD, "enter"]:  # posted together: nothing is handled between them
            char = key if len(key) == 1 else {"tab": "\t", "enter": "\r"}[key]
            app.post_message(events.Key(key, char))
        await wait_until(pilot, lambda: app.person is not None)
        assert app.person is not None and app.person.name == "Ann"
        assert name.value == "Ann"  # nothing of the password ever went to the name, shown in clear


async def test_a_committee_member_signs_in_to_everything_and_the_audit_names_him(staffed, read_screen):
    app = signing_app(staffed)
    async with app.run_test(size=SIZE) as pilot:
        await sign_in(pilot, "Ann", PASSWORD)
        await wait_until(pilot, lambda: "Standings" in read_screen(app))
        await pilot.press("w")
        await pilot.pause()
        assert any("signed in as Ann" in text for text in said(app))
    from store.writes.teams import set_captain

    staffed.actor = app.member  # the window's store is this file's: a decision the window makes now
    set_captain(staffed, None, "RED", "P022")
    assert audit_log(staffed)[0].actor == "Ann"


async def test_a_scorer_starts_on_the_scoresheet_and_every_other_screen_is_refused(staffed, read_screen):
    app = signing_app(staffed)
    async with app.run_test(size=SIZE) as pilot:
        await sign_in(pilot, "Sam", PASSWORD)
        await wait_until(pilot, lambda: app.current_mode == "scoresheet" and "SF1-2" in read_screen(app))
        offered = {command.title for command in app.get_system_commands(app.screen)}
        assert {"Scoresheet", "Bench tracker"} <= offered and not {"Players and registration", "Schedule"} & offered
        for key in ("p", "r", "s", "i", "a", "c"):
            await pilot.press("f1", key)  # the entry line takes letters: a screen's key is pressed in the help
            await pilot.pause()
            assert app.current_mode == "scoresheet", key
        assert any("signed in as Sam, a scorer: a scorer may only enter tonight's game sheets" in t for t in said(app))
        await submit_line(pilot, "game R01")  # a game of another day
        assert "Refused: game: signed in as Sam, a scorer" in read_screen(app) and app.screen.game_id == "SF1-2"
        await pilot.press("f1", "l")
        await wait_until(pilot, lambda: app.current_mode == "bench")


async def test_a_captain_sees_his_own_teams_shifts_and_attendance_only(staffed, read_screen):
    app = signing_app(staffed)
    async with app.run_test(size=SIZE) as pilot:
        await sign_in(pilot, "Cal", PASSWORD)
        await wait_until(pilot, lambda: app.current_mode == "shifts" and "RED" in read_screen(app))
        assert "next team" not in footer_text(app) and "Quit" in footer_text(app)
        await pilot.press("T")
        await pilot.pause()
        assert "RED" in read_screen(app) and "WHT season" not in read_screen(app)
        await pilot.press("d", "s", "u")
        await pilot.pause()
        assert app.current_mode == "shifts"
        assert any("a captain may only read his own team's shift report and attendance" in t for t in said(app))
        await pilot.press("a")
        await wait_until(pilot, lambda: app.current_mode == "attendance")
        shown = read_screen(app)
        season = load_season(staffed)
        others = [p.name for p in season.players if p.team not in (None, "RED")]
        assert not [name for name in others if name in shown]
