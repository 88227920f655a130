"""The committee's spares, marked and taken back one player at a time: a goalie on no team becomes one of the
official substitute goalies any team may dress, a skater on no team a spare kept for the substitutes of
dropped players. Each mark is a committee decision: one transaction, checked with the whole season,
audit-logged."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from league.rosters.membership import Rosters
from league.season.errors import Problem, RuleViolation
from league.season.values import Season
from store.file.audit import record_decision_leaving
from store.file.db import Store
from store.season_files.refusal import refuse_broken
from store.tables import models as m
from store.tables.season_rows import row_ids
from store.views.season_load import season_rulebook, season_to_write
from store.writes.stale import stale_write

SPARE_ACTIONS = (
    "substitute goalie registered",
    "substitute goalie removed",
    "spare registered",
    "spare removed",
    "import players",
)


def marked_spares(season: Season, marks: Mapping[str, bool]) -> Season:
    """`season` with each player of `marks` put on (True) or taken off (False) his list: a goalie's is the
    official substitute goalies, a skater's the spares. A player already where his mark says stays put."""
    goalies, spares = list(season.substitute_goalies), list(season.spares)
    for pid, on in marks.items():
        listed = goalies if season.known_player(pid).position == "G" else spares
        if on and pid not in listed:
            listed.append(pid)
        elif not on and pid in listed:
            listed.remove(pid)
    return replace(season, substitute_goalies=tuple(goalies), spares=tuple(spares))


def mark_spare(
    store: Store, season_name: str | None, player: str, spare: bool, based_on: Season | None = None
) -> Season:
    """Put `player` (on no team) on the committee's list of his position, or take him off it (`spare`
    False). `based_on` is the season as the screen showed it: a list another window changed since is
    refused (StaleWrite), never silently undone."""
    with store.writing():
        season = season_to_write(store, season_name)
        refuse_stale_spares(based_on, season)
        if spare:
            refuse_rostered(season, player)
        updated = refuse_broken(marked_spares(season, {player: spare}), store)
        write_spares(updated, season)
        kind = "substitute goalie" if season.known_player(player).position == "G" else "spare"
        record_decision_leaving(store, updated, f"{kind} {'registered' if spare else 'removed'}", {"player": player})
    return updated


def refuse_rostered(season: Season, player: str) -> None:
    """RuleViolation when `player` is on a team's roster at any date of the season (from its start, or
    placed later as a substitute): only a player on no team is kept for every team."""
    p = season.player(player)
    if p is None:
        raise RuleViolation(Problem("player", "", f"{player} is not a registered player"))
    rulebook = season_rulebook(season)
    rule = rulebook.cite("substitute_goalie" if p.position == "G" else "substitutes")
    if p.position == "G" and not rulebook.roster.substitute_goalie_from_official_list:
        raise RuleViolation(
            Problem("player", rule, f"the {rulebook.title}'s rules keep no official substitute goalies")
        )
    if Rosters(season).teams_ever(player):
        raise RuleViolation(
            Problem(
                "player",
                rule,
                f"{player} is on a team's roster: only a player on no team is kept as "
                f"{'an official substitute goalie' if p.position == 'G' else 'a spare'}",
            )
        )


def write_spares(updated: Season, before: Season) -> None:
    """Rewrite the lists of official substitute goalies and spares that changed between `before` and
    `updated`, in their order (inside the caller's transaction)."""
    ids = row_ids(updated.name)
    for model, old, new in (
        (m.SubstituteGoalie, before.substitute_goalies, updated.substitute_goalies),
        (m.Spare, before.spares, updated.spares),
    ):
        if old == new:
            continue
        model.delete().where(model.season == ids.season).execute()
        for i, pid in enumerate(new):
            model.create(season=ids.season, player=ids.player[pid], seq=i)


def refuse_stale_spares(shown: Season | None, season: Season) -> None:
    """StaleWrite when the official substitute goalies or the spares in the file are not those `shown`
    showed (None: not checked): "P088 was made a spare in another window at 20:14"."""
    if shown is None:
        return
    for listed, was, field in (
        (season.spares, shown.spares, "spares"),
        (season.substitute_goalies, shown.substitute_goalies, "substitute_goalies"),
    ):
        kind = "a spare" if field == "spares" else "an official substitute goalie"
        for pid in listed:
            if pid not in was:
                raise stale_write(season.name, field, f"{pid} was made {kind}", SPARE_ACTIONS, pid)
        for pid in was:
            if pid not in listed:
                raise stale_write(season.name, field, f"{pid} is no longer {kind}", SPARE_ACTIONS, pid)
