"""A store whose connection was closed and opened again never answers the season its closed connection knew."""

from __future__ import annotations

from dataclasses import replace

import store.file.engine as engine_module
from store.file.db import open_league
from store.views.season_load import load_season
from store.writes.games import save_game


def test_a_reconnected_store_reads_what_another_connection_committed_while_it_was_closed(league_file, monkeypatch):
    # CPython may give a new connection the id of a closed one; make it so here, which it cannot be relied on to do.
    # A fresh connection starts its counters where the closed one's were, so only its name tells them apart.
    monkeypatch.setattr(engine_module, "id", lambda _: 1, raising=False)
    season = load_season(league_file)  # read whole: known under this connection's revision
    game = next(g for g in season.games if g.stage == "regular" and g.status == "final")
    named = league_file.engine.revision()[0]
    league_file.db.close()  # peewee opens a new connection at the next statement
    with open_league(league_file.address) as other:
        save_game(other, season.name, replace(game, fees_waived="rink lights failed"), reason="lights", based_on=game)
    assert league_file.engine.revision()[0] != named  # the new connection is named apart from the closed one
    again = load_season(league_file)
    assert again is not season and again.known_game(game.id).fees_waived == "rink lights failed"
