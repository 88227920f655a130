"""A game's players marked out of the game on the bench, as the bench tracker marks them."""

from __future__ import annotations

from dataclasses import replace

from league.season.values import BenchOut
from store.views.season_load import load_season
from store.writes.games import save_game


def marked(store) -> tuple[str, tuple[BenchOut, ...]]:
    """The first unsigned game gets two marks of its home team: an injured player and a major's stretch."""
    season = load_season(store)
    game = next(g for g in season.games if not g.signed)
    team, players = game.home, [p.id for p in season.players if p.team == game.home]
    marks = (BenchOut(team, players[0], 3, "injured"), BenchOut(team, players[1], 5, "major"))
    save_game(store, season.name, replace(game, bench_outs=marks))
    return game.id, marks
