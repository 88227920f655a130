"""A game misconduct entered on game night (Gray's for a fight; a Coors Cup one in the last two minutes) keeps
its player out of his team's next game the moment the sheet is final: `dress a all` leaves him out and
`dress a N` is refused.

The suspension comes from the final sheet (a game misconduct only suspends once its game is final), so the
save of `final` changes the season's suspensions although no penalty changed with it."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path

from league.season.values import Game
from store.file.db import Store
from store.season_files.import_export import import_season, import_season_file
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season
from tests.conftest import EXAMPLE, screen_text
from tests.tournament_files import game, tournament, write
from tests.tui.conftest import submit_line, wait_until
from tests.tui.sheet_fixtures import sheet_season
from tui.app import RinkbookApp
from tui.screens.scoresheet_screen import ScoresheetScreen

SIZE = (120, 40)
FIGHT = "R32"  # Blue (home) v Green, the day after R31: no suspension of either team is open then
NEXT = "R33"  # Red (home) v Blue, the day after
FIGHTER = "P055"  # Blue's #13


def message(app: RinkbookApp) -> str:
    return str(app.screen.query_one("#sheet-message").render())


async def opened(pilot, game_id: str) -> None:
    app = pilot.app
    await app.open_scoresheet(game_id)
    await wait_until(pilot, lambda: isinstance(app.screen, ScoresheetScreen) and app.screen.game is not None)
    assert isinstance(app.screen, ScoresheetScreen) and app.screen.game.id == game_id


async def entered(pilot, app: RinkbookApp, lines: tuple[str, ...]) -> None:
    for line in lines:
        await submit_line(pilot, line)
        assert message(app).startswith("Saved"), (line, message(app))


async def test_a_gray_fighter_is_kept_out_of_his_teams_next_game_once_the_sheet_is_final(empty_league: Store):
    season = sheet_season(parse_season_text(EXAMPLE.read_bytes()))
    fight = Game(FIGHT, "regular", date(2002, 12, 11), "19:00", "BLU", "GRN", rooms=(1, 2))
    following = Game(NEXT, "regular", date(2002, 12, 12), "19:00", "RED", "BLU", rooms=(1, 2))
    import_season(empty_league, replace(season, games=(*season.games, fight, following)), backup=False)
    app = RinkbookApp(empty_league, today=date(2002, 12, 11), season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot, FIGHT)
        lines = ("d h all", "d a all", "goal h 16 1 05:00", "pen h 13 major fighting 2 03:00", "final")
        await entered(pilot, app, lines)
        await opened(pilot, NEXT)
        await submit_line(pilot, "dress a all")
        dressed = load_season(empty_league, "2002-03").known_game(NEXT).dressed_for("BLU")
        assert dressed and FIGHTER not in dressed, dressed
        assert "1 left out: suspended" in message(app), message(app)
        await submit_line(pilot, "dress a 13")
        refusal = message(app)
        assert "suspended" in refusal and FIGHT in refusal and "Nothing was saved" in refusal, refusal
        assert FIGHTER not in load_season(empty_league, "2002-03").known_game(NEXT).dressed_for("BLU")


async def test_a_tournament_late_misconduct_keeps_its_player_out_of_his_teams_next_game_once_the_sheet_is_final(
    empty_league: Store, tmp_path: Path
):
    data = tournament("coors-cup", {"A": "RED BLU GRN"}, [game("G1", "RED", "BLU"), game("G2", "GRN", "BLU")])
    import_season_file(empty_league, write(tmp_path, data))
    app = RinkbookApp(empty_league, today=date(2026, 3, 7), season="2026")
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot, "G1")
        lines = ("dress RED all", "dress BLU all", "goal RED 1 1 01:00", "pen BLU 4 game-misconduct 3 11:00", "final")
        await entered(pilot, app, lines)
        await opened(pilot, "G2")
        await submit_line(pilot, "dress a all")
        dressed = load_season(empty_league, "2026").known_game("G2").dressed_for("BLU")
        assert dressed and "BLU4" not in dressed, dressed
        await submit_line(pilot, "dress a 4")
        refusal = message(app)
        assert "suspended" in refusal and "G1" in refusal and "Nothing was saved" in refusal, refusal
        assert "BLU4" not in load_season(empty_league, "2026").known_game("G2").dressed_for("BLU")


async def test_a_final_that_suspends_a_player_already_dressed_later_names_that_game(empty_league: Store):
    """Sheets entered out of order: the fighter is already on his team's next sheet when the fight's game is made
    final. The save is refused (he may not be dressed there), and the refusal says where he is dressed."""
    season = sheet_season(parse_season_text(EXAMPLE.read_bytes()))
    fight = Game(FIGHT, "regular", date(2002, 12, 11), "19:00", "BLU", "GRN", rooms=(1, 2))
    following = Game(NEXT, "regular", date(2002, 12, 12), "19:00", "RED", "BLU", rooms=(1, 2))
    import_season(empty_league, replace(season, games=(*season.games, fight, following)), backup=False)
    app = RinkbookApp(empty_league, today=date(2002, 12, 12), season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot, NEXT)
        await entered(pilot, app, ("dress a all",))
        await opened(pilot, FIGHT)
        await entered(pilot, app, ("d h all", "d a all", "goal h 16 1 05:00", "pen h 13 major fighting 2 03:00"))
        await submit_line(pilot, "final")
        refusal = message(app)
        assert refusal.startswith("Refused") and "suspended" in refusal and NEXT in refusal, refusal
        assert load_season(empty_league, "2002-03").known_game(FIGHT).status == "scheduled"


async def test_a_fight_that_takes_a_dropped_players_sixth_miss_away_is_refused_naming_his_drop(empty_league: Store):
    """Black's P011 (#24, Walt Tate) was dropped on 2002-12-04 for six misses. A fight entered later on R16, a game
    he played, keeps him out of Black's next game, one he missed: he sat it out suspended, so he had missed five, not
    six, when the drop was decided (Gray rule 10). The entry is refused naming the drop, and nothing is saved."""
    season = sheet_season(parse_season_text(EXAMPLE.read_bytes()))
    unsigned = replace(season.known_game("R16"), signed=False, signed_by=None)  # a correction needs no override
    import_season(empty_league, season.with_game(unsigned), backup=False)
    app = RinkbookApp(empty_league, today=date(2002, 12, 10), season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot, "R16")
        await submit_line(pilot, "pen a 24 major fighting 3 01:00")
        refusal = message(app)
        assert refusal.startswith("Refused") and "Nothing was saved" in refusal, refusal
        assert refusal.startswith("Refused (rule 10): #24 Walt Tate has missed 5 games by 2002-12-04"), refusal
        assert "Walt Tate has missed 5 games by 2002-12-04" in screen_text(app)
    assert load_season(empty_league, "2002-03").known_game("R16") == unsigned
