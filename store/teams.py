"""A team's captain (who requests drops, G10), named by the committee once players are registered."""

from __future__ import annotations

from dataclasses import replace

from league.errors import Problem, RuleViolation
from league.values import Season
from store import models as m
from store.audit import record_decision
from store.db import Store
from store.season_rows import row_ids
from store.season_load import load_season, resolve_season
from store.seasons import refuse_broken


def set_captain(store: Store, season_name: str | None, team: str, player: str) -> Season:
    """Make `player` (on `team` when the season starts) its captain; checked and audit-logged in one transaction."""
    name = resolve_season(store, season_name)
    with store.writing():
        season = load_season(store, name)
        if season.team(team) is None:
            raise RuleViolation(Problem("team", "rule 2", f"no team {team} in season {name}"))
        teams = tuple(replace(t, captain=player) if t.code == team else t for t in season.teams)
        updated = replace(season, teams=teams)
        refuse_broken(updated)
        ids = row_ids(name)
        m.Captain.delete().where(m.Captain.team == ids.team[team]).execute()
        m.Captain.create(team=ids.team[team], player=ids.player[player])
        record_decision(name, "set captain", {"team": team, "player": player})
    return updated
