"""The Coors Cup file and a game's scoresheet opened on it."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from tests.tournament_files import game, tournament, write
from tests.tui.conftest import wait_until
from tui.screens.scoresheet_screen import ScoresheetScreen

SIZE = (120, 44)


DAY = date(2026, 3, 7)


def coors_cup(tmp_path: Path) -> Path:
    """Pool A played (RED first, BLU second, GRN third, WHT fourth), semi-finals 1v4 and 2v3 to play
    (G7 RED v WHT, G8 BLU v GRN), the final between their winners, and a pool game G9 WHT v GRN to play."""
    played = [
        game("G1", "RED", "BLU", periods=[(1, 0), (0, 0), (0, 0)]),
        game("G2", "RED", "GRN", periods=[(1, 0), (1, 0), (0, 0)]),
        game("G3", "RED", "WHT", periods=[(1, 0), (1, 0), (1, 0)]),
        game("G4", "BLU", "GRN", periods=[(1, 0), (0, 0), (0, 0)]),
        game("G5", "BLU", "WHT", periods=[(2, 0), (0, 0), (0, 0)]),
        game("G6", "GRN", "WHT", periods=[(1, 0), (0, 0), (0, 0)]),
    ]
    knockout = [
        game("G7", "RED", "WHT", stage="playoff", series="SF1", no=1),
        game("G8", "BLU", "GRN", stage="playoff", series="SF2", no=1),
    ]
    bracket = [
        {"id": "SF1", "kind": "semi-final", "sides": ["pool:A:1", "pool:A:4"]},
        {"id": "SF2", "kind": "semi-final", "sides": ["pool:A:2", "pool:A:3"]},
        {"id": "F", "kind": "final", "sides": ["winner:SF1", "winner:SF2"]},
    ]
    data = tournament("coors-cup", {"A": "RED BLU GRN WHT"}, played + knockout, bracket=bracket)
    return write(tmp_path, data)


async def opened(pilot, game_id: str) -> ScoresheetScreen:
    app = pilot.app
    await app.open_scoresheet(game_id)
    await wait_until(pilot, lambda: isinstance(app.screen, ScoresheetScreen) and app.screen.game is not None)
    screen = app.screen
    assert isinstance(screen, ScoresheetScreen) and screen.game is not None and screen.game.id == game_id
    return screen
