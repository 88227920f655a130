"""Game night typed as a scorer types it: `g` opens tonight's next game, typed text never fires a screen's
keys, a game dated after today is finalised only when the scorer says yes, and the bench reads #39 as 39."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest
from textual import events

from league.rosters.membership import Rosters
from league.season.values import Game, Score
from store.file.db import Store, open_league
from store.season_files.import_export import import_season
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season
from store.writes.games import save_game
from tests.conftest import EXAMPLE
from tests.tui.conftest import past_timers, submit_line, wait_until
from tests.tui.sheet_fixtures import GAME
from tests.tui.tonight import LATE, TONIGHT, tonight
from tui.app import RinkbookApp
from tui.modals.confirm_modal import ConfirmModal
from tui.screens import bench_screen
from tui.screens.bench_screen import BenchScreen
from tui.screens.scoresheet_screen import ScoresheetScreen

SIZE = (120, 40)


@pytest.fixture
def night_league(filled_league) -> Store:
    return filled_league(
        "test_game_night_typing.night_league",
        lambda store: import_season(store, tonight(parse_season_text(EXAMPLE.read_bytes())), backup=False),
    )


def stored(store: Store, game_id: str) -> Game:
    return load_season(store, "2002-03").game(game_id)


def message(app: RinkbookApp) -> str:
    return str(app.screen.query_one("#sheet-message").render())


async def type_keys(pilot, text: str) -> None:
    """Each key of `text`, one press at a time, as a scorer types."""
    await pilot.press(*["space" if c == " " else c for c in text])


def signed_final(store: Store, game_id: str) -> None:
    """The game finished and signed in another window (both lineups dressed, 3-1)."""
    with open_league(store.path) as other_window:
        game = stored(other_window, game_id)
        rosters = Rosters(load_season(other_window, "2002-03"))
        dressed = tuple((t, tuple(p for p in rosters.roster(t, game.date) if p != "P049")) for t in game.teams)
        done = replace(game, dressed=dressed, status="final", score=Score(3, 1), signed=True, signed_by="ref")
        save_game(other_window, "2002-03", done, based_on=game)


async def test_g_opens_tonights_next_game_without_a_result_not_the_last_sheet(night_league, read_screen):
    app = RinkbookApp(night_league, today=TONIGHT, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, ScoresheetScreen) and app.screen.game_id == GAME
        assert "Tonight's next game: R31 at 19:00" in message(app)
        await submit_line(pilot, "game R01")  # a past sheet, looked at
        assert app.screen.game_id == "R01"
        signed_final(night_league, GAME)  # R31 played and signed (another window)
        await wait_until(pilot, lambda: app.season.game(GAME).signed)
        await pilot.press("f1", "d", "g")  # the help, a screen's key there, back to the sheet
        await pilot.pause()
        assert app.screen.game_id == LATE and "Tonight's next game: R32 at 20:15" in message(app)

    # The day before: no game left that day, so `g` opens the next game night's first game and says so.
    app = RinkbookApp(night_league, today=date(2002, 12, 9), season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("g")
        await pilot.pause()
        assert app.screen.game_id == LATE
        assert "No game left today (Mon 2002-12-09): opened the next scheduled game, R32 on Tue 2002-12-10" in (
            message(app)
        )


async def test_typed_text_after_esc_another_screen_and_g_goes_to_the_entry_line(night_league):
    app = RinkbookApp(night_league, today=TONIGHT, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("g")
        await pilot.pause()
        await submit_line(pilot, "dress h all")
        await submit_line(pilot, "dress a all")  # both lineups, before the first goal
        await pilot.press("f1", "d", "g")  # the help, the dashboard, back to the sheet
        await pilot.pause()
        await type_keys(pilot, "goal h 5 1 03:00")  # nobody wears 5: refused, the line kept and selected
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ScoresheetScreen) and "Refused" in message(app)
        await type_keys(pilot, "goal h 60 1 03:00")  # replaces the refused line, never runs on from it
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ScoresheetScreen) and app.screen.game_id == GAME
        assert [(g.scorer, g.period, g.second) for g in stored(night_league, GAME).goals] == [("P039", 1, 180)]
        assert app.screen.query_one("#sheet-entry").value == ""


async def test_keys_typed_at_once_after_g_go_to_the_sheet_not_to_the_screen_left(night_league):
    app = RinkbookApp(night_league, today=TONIGHT, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("g")
        await pilot.pause()
        await submit_line(pilot, "dress h all")
        await submit_line(pilot, "dress a all")  # both lineups, before the first goal
        await pilot.press("f1")  # the help: letters are screen keys there
        await pilot.pause()
        # Every key handed to the app before the first is handled, as from a fast typist or a paste.
        for character in "sggoal h 60 1 03:00":
            app.post_message(events.Key("space" if character == " " else character, character))
        app.post_message(events.Key("enter", "\r"))
        await wait_until(pilot, lambda: bool(app.season.game(GAME).goals))
        assert isinstance(app.screen, ScoresheetScreen)
        assert [(g.scorer, g.period, g.second) for g in stored(night_league, GAME).goals] == [("P039", 1, 180)]


async def test_finalising_and_signing_a_game_dated_after_today_asks_first(night_league):
    app = RinkbookApp(night_league, today=date(2002, 12, 8), season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("g")
        await pilot.pause()
        assert app.screen.game_id == GAME  # Tuesday's first game, two days ahead
        await submit_line(pilot, "dress h all")
        await submit_line(pilot, "dress a all")
        await submit_line(pilot, "score 3-1")
        assert isinstance(app.screen, ConfirmModal)
        assert "Game R31 is dated Tue 2002-12-10 19:00, 2 days after today (Sun 2002-12-08)" in app.screen.question
        await pilot.press("enter")  # the default does not confirm
        await pilot.pause()
        assert isinstance(app.screen, ConfirmModal) and stored(night_league, GAME).status == "scheduled"
        await pilot.press("n")
        await pilot.pause()
        assert "Not saved: final White 3, Blue 1" in message(app) and stored(night_league, GAME).status == "scheduled"
        await pilot.press("enter", "y")  # the same line again (kept), and yes
        await pilot.pause()
        assert stored(night_league, GAME).score == Score(3, 1)
        await type_keys(pilot, "sign Ref")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmModal) and "Sign it now?" in app.screen.question
        await pilot.press("y")
        await pilot.pause()
        assert stored(night_league, GAME).signed


async def test_the_bench_reads_39_typed_slowly_and_moves_on_from_a_signed_game(night_league, monkeypatch):
    # Any wait before a digit is longer than the bench's: a slow (gloved) scorer's 3 and 9 are still #39.
    monkeypatch.setattr(bench_screen, "JERSEY_WAIT", 0.01)
    app = RinkbookApp(night_league, today=TONIGHT, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("g")
        await pilot.pause()
        await submit_line(pilot, "dress h all")
        await submit_line(pilot, "dress a all")  # both lineups, before the first goal
        await pilot.press("f1", "l")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, BenchScreen) and (screen.game_id, screen.team) == (GAME, "WHT")
        await pilot.press("3")
        await past_timers(pilot, bench_screen.JERSEY_WAIT)  # longer than the bench waits for a next digit
        await pilot.press("9")
        await pilot.pause()
        assert screen.pending["F"] == ["P044"]  # #39, not #9 (P045)

        signed_final(night_league, GAME)  # signed in another window while the bench is away
        await pilot.press("c")
        await wait_until(pilot, lambda: app.season.game(GAME).signed)
        await pilot.press("l")
        await pilot.pause()
        assert screen.game_id == LATE
        assert "Game R31 is signed: on the bench now, tonight's next game R32" in str(
            screen.query_one("#bench-message").render()
        )


async def test_lines_typed_at_once_after_a_refusal_are_each_saved_once(night_league):
    app = RinkbookApp(night_league, today=TONIGHT, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("g")
        await pilot.pause()
        await submit_line(pilot, "dres h all")  # refused: the line stays, selected
        assert "Refused" in message(app)
        # Two lines handed to the app before the first is handled, as from a fast typist.
        for line in ("dress h all", "dress a all"):
            for character in line:
                app.post_message(events.Key("space" if character == " " else character, character))
            app.post_message(events.Key("enter", "\r"))
        await wait_until(pilot, lambda: all(app.season.game(GAME).dressed_for(t) for t in app.season.game(GAME).teams))
        game = stored(night_league, GAME)
        assert all(game.dressed_for(team) for team in game.teams), message(app)
        assert app.screen.query_one("#sheet-entry").value == ""
