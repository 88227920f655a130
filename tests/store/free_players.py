"""A player freed from his team, to be marked a spare."""

from __future__ import annotations

from datetime import date

from league.season.values import Player
from store.views.season_load import load_season
from store.writes.players import save_players


def free(store, position: str) -> str:
    """The id of an unrostered player of `position` on no list yet (a goalie registered for it when the
    example has none left: its two free goalies are its official substitutes)."""
    season = load_season(store)
    taken = {s.player for s in season.substitutes} | set(season.substitute_goalies) | set(season.spares)
    found = [p.id for p in season.players if p.team is None and p.position == position and p.id not in taken]
    if found:
        return found[0]
    goalie = Player("P990", "Free Goalie", date(1980, 1, 1), "G", "B", 50)
    save_players(store, None, (goalie,))
    return goalie.id
