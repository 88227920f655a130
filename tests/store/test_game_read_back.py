"""A save reads back its own game alone: its shootout too, never every shootout of the season (a tournament's
3-on-3 games end in many)."""

from __future__ import annotations

from store.file.db import open_league
from store.tables import models as m
from store.views.season_games import read_game, shootout_firsts
from store.views.season_load import load_season
from tests.tournament_imports import event_league


def test_a_games_read_back_reads_its_own_shootout_alone(tmp_path):
    with open_league(event_league("three-on-three", tmp_path / "t.db")) as store:
        season = load_season(store)
        shot = [g for g in season.games if g.shootout is not None]
        assert len(shot) >= 2  # more than the one read back
        with store.reading() as db:
            sid = m.Season.get(m.Season.name == season.name).id
            rid = m.Game.get((m.Game.season == sid) & (m.Game.gid == shot[0].id)).id
            assert list(shootout_firsts(db, sid, rid)) == [rid]
            assert len(shootout_firsts(db, sid)) == len(shot)
            assert read_game(season.name, shot[0].id).shootout == shot[0].shootout
            assert read_game(season.name, shot[1].id).shootout == shot[1].shootout
