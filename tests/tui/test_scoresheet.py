"""The scoresheet, driven by keys as a scorer types: dressing, goals, penalties with the Gray rule 4 automation,
signing."""

from __future__ import annotations

from pathlib import Path

import pytest

from store.file.audit import audit_log
from store.file.db import Store, open_league
from store.season_files.import_export import import_season
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season
from tests.conftest import EXAMPLE
from tests.tui.conftest import submit_line
from tests.tui.notices import notices
from tests.tui.scoresheet_keys import SIZE, app_over, dress_all, events, message, open_sheet, stored_game, type_line
from tests.tui.sheet_fixtures import GAME, OUTSIDE_GOALIE, sheet_season
from tui.screens.scoresheet_screen import ScoresheetScreen

# Dressed by jersey number: White (home) leaves out 69 (P049, suspended); Blue dresses ten skaters and a goalie.
WHITE = "10 11 32 36 47 60 71 77 84 99"
BLUE = "13 14 16 25 38 46 50 63 67 73 p082"  # P082 has no number: his id serves


@pytest.fixture
def sheet_league(filled_league) -> Store:
    """A league file with the example's regular season and game R31 (White v Blue) still to play."""
    return filled_league(
        "test_scoresheet.sheet_league",
        lambda store: import_season(store, sheet_season(parse_season_text(EXAMPLE.read_bytes())), backup=False),
    )


def header(app) -> str:
    """The game's line beside the picker: the game and where its sheet stands."""
    return str(app.screen.query_one("#sheet-game-line").render())


async def dress_both(pilot) -> None:
    await submit_line(pilot, f"dress WHT {WHITE}")
    await submit_line(pilot, f"dress BLU {BLUE}")


async def test_scoresheet_opens_on_the_next_game_without_a_result(sheet_league, read_screen):
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_sheet(pilot)
        assert screen.game_id == GAME
        text = read_screen(app)
        assert "R31 · scheduled · regular" in text and "White (WHT, home)" in text
        assert "goal TEAM" in text and "pen TEAM" in text  # the syntax is on screen


async def test_dress_both_teams_by_jersey_numbers(sheet_league, read_screen):
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await open_sheet(pilot)
        await dress_both(pilot)
        game = stored_game(sheet_league)
        assert len(game.dressed_for("WHT")) == 10 and "P050" in game.dressed_for("WHT")  # 71: Rick Wolfe, G
        assert len(game.dressed_for("BLU")) == 11 and "P082" in game.dressed_for("BLU")  # typed by id
        assert "10 dressed" in read_screen(app) and "11 dressed" in read_screen(app)
        await submit_line(pilot, "dress BLU 73")  # typing a dressed number again takes him off
        assert "P061" not in stored_game(sheet_league).dressed_for("BLU")


async def test_dressing_list_toggles_with_the_space_key(sheet_league):
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await open_sheet(pilot)
        await pilot.press("escape", "space")  # the home list, its first player: #10 Zed Dolan
        await pilot.pause()
        assert stored_game(sheet_league).dressed_for("WHT") == ("P048",)
        await pilot.press("space")
        await pilot.pause()
        assert stored_game(sheet_league).dressed_for("WHT") == ()


async def test_suspended_player_is_refused_with_the_reason(sheet_league, read_screen):
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await open_sheet(pilot)
        await submit_line(pilot, "dress WHT 69")
        text = message(app)
        assert (
            "rule 5" in text
            and "#69 Lee Marsh is suspended" in text
            and "R30" in text
            and "1 of 1 game still to serve" in text
        )
        assert "Nothing was saved" in text
        assert stored_game(sheet_league).dressed_for("WHT") == ()
        await submit_line(pilot, "dress WHT all")  # the whole roster, but never the suspended player
        dressed = stored_game(sheet_league).dressed_for("WHT")
        assert len(dressed) == 11 and "P049" not in dressed


async def test_substitute_goalie_accepted_and_outsider_refused(sheet_league):
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await open_sheet(pilot)
        await submit_line(pilot, "sub BLU P084")  # an official substitute goalie
        assert "P084" in stored_game(sheet_league).dressed_for("BLU")
        await submit_line(pilot, "sub WHT P026")  # Red's goalie may stand in too (rule 18)
        assert "P026" in stored_game(sheet_league).dressed_for("WHT")
        await submit_line(pilot, f"sub WHT {OUTSIDE_GOALIE}")
        assert "may not stand in" in message(app) and "rule 18" in message(app)
        await submit_line(pilot, "sub WHT P083")  # a forward on no roster
        assert "not a goalie" in message(app)
        game = stored_game(sheet_league)
        assert OUTSIDE_GOALIE not in game.dressed_for("WHT") and "P083" not in game.dressed_for("WHT")


async def test_a_game_of_goals_and_penalties_changes_the_standings(sheet_league, read_screen):
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        gp_before = app.season and _row(app, "WHT")
        await open_sheet(pilot)
        await dress_all(pilot)
        await type_line(pilot, "goal WHT 11 36 60 1 05:31")
        await type_line(pilot, "pen BLU 13 minor hooking 1 06:00")
        await type_line(pilot, "goal BLU 14 2 10:10")
        await type_line(pilot, "goal WHT 99 3 14:00")
        await type_line(pilot, "final")
        text = events(app)
        assert "G1  1st 05:31  GOAL White #11 Rick Marsh (#36 Rick Zeller, #60 Bob Kowal)  1-0" in text
        assert "P1  1st 06:00  PEN  Blue #13 Ty Kowal minor hooking 2 min" in text
        assert "FINAL: White 2, Blue 1" in text and "FINAL White 2, Blue 1" in read_screen(app)  # list and header
        game = stored_game(sheet_league)
        assert game.status == "final" and (game.played_score.home, game.played_score.away) == (2, 1)
        assert game.score is None  # the goal events are the result: no bare score beside them (docs/season-file.md)
        await pilot.press("f1", "d")
        await pilot.pause()
        gp_after = _row(app, "WHT")
        assert gp_after[0] == gp_before[0] + 1 and gp_after[1] == gp_before[1] + 2  # one game more, a win
        table = app.screen.query_one("#standings-table")
        assert str(table.get_row("WHT")[2]) == str(gp_after[0])


def _row(app, team: str) -> tuple[int, int]:
    """(games played, points) of `team` in the standings as the app has them loaded."""
    from tui.text.season_view import season_standings

    record = season_standings(app.season, app.rulebook).row(team).record
    return record.gp, record.pts


async def test_third_penalty_warns_and_fourth_and_fifth_add_misconducts(sheet_league, read_screen):
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await open_sheet(pilot)
        await dress_all(pilot)
        for minute in (1, 2, 3):
            await submit_line(pilot, f"p a 13 minor 1 {minute}:00")
        assert any("3rd penalty" in note for note in notices(app))
        assert "#13 Ty Kowal: 3rd penalty at period 1 03:00" in events(app)
        await submit_line(pilot, "p a 13 minor 1 4:00")
        assert "auto: 10-min misconduct to #13 Ty Kowal (4th penalty, rule 4)" in events(app)
        await submit_line(pilot, "p a 13 minor 1 5:00")
        text = events(app)
        assert "auto: game misconduct to #13 Ty Kowal (5th penalty, rule 4): out of his team's next game" in text
        assert "Blue: 0 goals, 30 PIM" in read_screen(app)  # five minors, the misconduct and the game misconduct


async def test_tenth_team_penalty_ends_the_game_and_refuses_the_next_entry(sheet_league, read_screen):
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await open_sheet(pilot)
        await dress_all(pilot)
        for i, number in enumerate(["13", "14", "16", "38", "46", "50", "63", "67", "73", "13"]):
            await submit_line(pilot, f"p a {number} minor 2 {i + 1}:00")
            assert message(app).startswith("Saved")
        text = events(app)
        assert "WARNING Blue (team): 10th counted penalty at period 2 10:00" in text
        assert "P10  2nd 10:00  PEN  Blue #13 Ty Kowal minor 2 min" in text
        assert "FORFEIT by Blue: its 10th counted penalty (rule 4). Game over." in text
        await submit_line(pilot, "goal WHT 11 2 12:00")
        assert "Refused (rule 4" in message(app) and "nothing can be recorded after it" in message(app)
        assert stored_game(sheet_league).goals == ()


async def test_signing_locks_the_sheet_and_an_override_unlocks_it_with_an_audit_row(sheet_league):
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await open_sheet(pilot)
        await dress_all(pilot)
        await submit_line(pilot, "score 0-0")
        await submit_line(pilot, "sign Ref Jones")
        assert stored_game(sheet_league).signed_by == "Ref Jones"
        assert "FINAL White 0, Blue 0 · SIGNED by Ref Jones (locked)" in header(app)
        await submit_line(pilot, "goal WHT 11 1 01:00")
        assert "rule 16" in message(app) and "signed" in message(app)
        assert stored_game(sheet_league).goals == ()
        await submit_line(pilot, "override score sheet missed a goal")
        assert not stored_game(sheet_league).signed
        assert "FINAL White 0, Blue 0 · unlocked by the committee's override" in header(app)
        rows = [e for e in audit_log(sheet_league) if e.action == "override signed sheet"]
        assert rows and rows[0].detail == {"game": GAME, "reason": "score sheet missed a goal"}
        await submit_line(pilot, "goal WHT 11 1 01:00")
        await submit_line(pilot, "score 1-0")
        assert stored_game(sheet_league).score.home == 1


async def test_undo_removes_the_last_entry(sheet_league, read_screen):
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await open_sheet(pilot)
        await dress_all(pilot)
        await submit_line(pilot, "goal WHT 11 1 01:00")
        await submit_line(pilot, "goal BLU 14 1 02:00")
        await pilot.press("ctrl+z")
        await pilot.pause()
        goals = stored_game(sheet_league).goals
        assert [g.scorer for g in goals] == ["P042"]
        assert "GOAL BLU" not in read_screen(app)
        await pilot.press("ctrl+z", "ctrl+z")
        await pilot.pause()
        assert stored_game(sheet_league).goals == ()
        assert len(stored_game(sheet_league).dressed_for("BLU")) == 0


async def test_undoing_a_forfeit_ruling_is_itself_audited(sheet_league):
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await open_sheet(pilot)
        await submit_line(pilot, "forfeit BLU no-show")
        assert stored_game(sheet_league).forfeit is not None
        await pilot.press("ctrl+z")
        await pilot.pause()
    assert stored_game(sheet_league).forfeit is None
    assert [e.action for e in audit_log(sheet_league)[:2]] == ["undo forfeit ruling", "forfeit ruling"]


async def test_a_killed_app_loses_no_saved_entry(sheet_league, read_screen):
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await open_sheet(pilot)
        await dress_all(pilot)
        await submit_line(pilot, "goal WHT 11 36 1 05:31")
        await submit_line(pilot, "pen BLU 13 minor hooking 1 06:00 co")
        entered = stored_game(sheet_league)
        # The app is never closed: a second connection, as after a crash, must find every entry.
        other = open_league(Path(sheet_league.path))
        try:
            assert load_season(other, "2002-03").game(GAME) == entered
            reopened = app_over(other)
            async with reopened.run_test(size=SIZE) as second:
                await open_sheet(second)
                text = events(reopened)
                assert "GOAL White #11 Rick Marsh" in text and "[coincidental]" in text
        finally:
            other.close()


async def test_read_only_shows_the_sheet_and_refuses_every_change(sheet_league, read_screen):
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await open_sheet(pilot)
        await dress_all(pilot)
        await submit_line(pilot, "goal WHT 11 1 01:00")
    captains = open_league(Path(sheet_league.path), read_only=True)
    try:
        app = app_over(captains)
        async with app.run_test(size=SIZE) as pilot:
            await open_sheet(pilot)
            assert "GOAL White #11 Rick Marsh" in events(app)
            await submit_line(pilot, "goal BLU 14 1 02:00")
            assert "read-only" in message(app).lower()
            await pilot.press("escape", "space")
            await pilot.pause()
            await pilot.press("ctrl+z")
            await pilot.pause()
        game = load_season(captains, "2002-03").game(GAME)
        assert len(game.goals) == 1 and len(game.dressed_for("WHT")) == 11
    finally:
        captains.close()


async def test_open_scoresheet_shows_the_game_asked_for(sheet_league):
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await app.open_scoresheet("R01")
        await pilot.pause()
        assert isinstance(app.screen, ScoresheetScreen) and app.screen.game_id == "R01"


async def test_unreadable_entry_names_the_field(sheet_league):
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await open_sheet(pilot)
        await type_line(pilot, "goal WHT 11 1 5.31")
        assert message(app).startswith("Refused (time)")
        await type_line(pilot, "pen WHT 11 minr hooking 1 05:31")
        assert message(app).startswith("Refused (kind)")
        assert stored_game(sheet_league).penalties == ()


async def test_at_80x24_a_refusal_speaks_the_rinks_words_and_a_tenth_penalty_forfeit_is_in_sight(
    sheet_league, read_screen
):
    app = app_over(sheet_league)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_sheet(pilot)
        await dress_all(pilot)
        await submit_line(pilot, "d a 13")  # #13 Ty Kowal sits this one out
        assert message(app) == "Saved: no longer dressed for Blue: #13 Ty Kowal."
        await submit_line(pilot, "goal a 13 1 01:00")  # typed as #13: said as #13, with the rule that refuses
        assert message(app) == "Refused (rule 2): #13 Ty Kowal is not dressed for Blue. Nothing was saved."
        for i, number in enumerate(["14", "16", "38", "46", "50", "63", "67", "73", "14", "16"]):
            await submit_line(pilot, f"p a {number} minor 2 {i + 1}:00")
        text = read_screen(app)
        assert "FORFEIT by Blue: its 10th" in text  # the event list follows its newest line
        assert "FORFEITED: Blue forfeits (its 10th" in text  # and the header says so
        assert "FORFEIT by Blue" in message(app)
