"""A save starts from the season this connection last read or wrote, and only while the file still holds it."""

from __future__ import annotations

from dataclasses import replace

from league.values import Score
from store.db import open_league
from store.season_load import load_season
from store.sheets import save_game


def _unsigned_final(season):
    return next(g for g in season.games if g.stage == "regular" and g.status == "final")


def test_a_save_leaves_the_season_as_stored_and_another_windows_commit_is_read_from_the_file(league_file):
    season = load_season(league_file)
    game = _unsigned_final(season)
    changed = replace(game, fees_waived="rink lights failed")
    saved = save_game(league_file, season.name, changed, decision="waive fees", reason="rink lights", based_on=game)
    # What the save left is what the file holds, and this connection's next read takes it as it is.
    assert load_season(league_file) is saved.season
    with open_league(league_file.path) as other:
        assert load_season(other) == saved.season
        moved = replace(saved.game, score=Score(9, 0), goals=(), signed=False)
        save_game(other, season.name, replace(moved, fees_waived=None), reason="recount", based_on=saved.game)
    # Another connection committed: the file is read again, never the season this one knew.
    again = load_season(league_file)
    assert again is not saved.season and again.known_game(game.id).score == Score(9, 0)
