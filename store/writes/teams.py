"""A team's captain (who requests drops, Gray rule 10), named by the committee once players are registered."""

from __future__ import annotations

from dataclasses import replace

from league.season.changes import fields_changed
from league.season.errors import Problem, RuleViolation
from league.season.values import Season
from store.file.audit import record_decision_leaving
from store.file.db import Store
from store.season_files.refusal import refuse_broken
from store.tables import models as m
from store.tables.season_rows import row_ids
from store.views.season_load import season_rulebook, season_to_write
from store.writes.stale import CAPTAIN_ACTIONS, stale_write


def set_captain(
    store: Store, season_name: str | None, team: str, player: str, based_on: Season | None = None
) -> Season:
    """Make `player` (on `team` when the season starts) its captain; checked and audit-logged in one transaction.

    `based_on` is the season as the screen showed it: when another window has changed the team since
    (named another captain), this choice is refused (StaleWrite) rather than undo that one."""
    with store.writing():
        season = season_to_write(store, season_name)
        name = season.name
        current = season.team(team)
        if current is None:
            raise RuleViolation(
                Problem("team", season_rulebook(season).cite("rosters"), f"no team {team} in season {name}")
            )
        shown = based_on.team(team) if based_on is not None else current
        if shown is not None and shown != current:
            raise stale_write(name, "teams.captain", fields_changed(team, shown, current), CAPTAIN_ACTIONS, team)
        teams = tuple(replace(t, captain=player) if t.code == team else t for t in season.teams)
        updated = replace(season, teams=teams)
        refuse_broken(updated, store)
        ids = row_ids(name)
        m.Captain.delete().where(m.Captain.team == ids.team[team]).execute()
        m.Captain.create(team=ids.team[team], player=ids.player[player])
        record_decision_leaving(store, updated, "set captain", {"team": team, "player": player})
    return updated
