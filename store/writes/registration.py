"""Registering and editing one player (Gray rule 1): eligibility on the season's cutoff, or the committee's override.

A player Gray rule 1 refuses is stored only with an override: the committee's reason, dated, kept with
the player (and so in the season file) and audit-logged in the same transaction as the player.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.rosters.eligibility import eligibility_problem, placement_problem
from league.season.changes import changed_fields, fields_changed, stored_now
from league.season.errors import Problem, RuleViolation
from league.season.ids import id_number
from league.season.values import EligibilityOverride, Player, Season
from store.file.audit import record_decision
from store.file.db import Store
from store.views.season_load import season_rulebook, season_to_write
from store.writes.players import save_players
from store.writes.stale import PLAYER_ACTIONS, stale_write


def next_player_id(season: Season) -> str:
    """A fresh player id in the league's style (P followed by digits), above every id of the season."""
    return f"P{max((n for p in season.players if (n := id_number(p.id, 'P')) is not None), default=0) + 1:03d}"


def register_player(
    store: Store,
    season_name: str | None,
    player: Player,
    today: date,
    override_reason: str | None = None,
    new: bool = False,
    based_on: Season | None = None,
) -> Season:
    """Add `player` (a new id) or replace the registration with his id, once Gray rule 1 admits him.

    Gray rule 1 is checked on the season's age cutoff. A refused player is stored only with
    `override_reason`, the committee's override, recorded with `today`'s date and audit-logged;
    an override already on record is kept. Every other rule is checked by `save_players`.
    `based_on` is the season the form was opened on: when another window has changed (or
    registered) this player since, the save is refused (StaleWrite) rather than undo that change.
    The change is audit-logged with the player's id and the fields it changed.
    """
    with store.writing():  # save_players' own transaction nests as a savepoint of this one
        season = season_to_write(store, season_name)
        known = season.player(player.id)
        if based_on is not None:
            refuse_changed_player(season, based_on.player(player.id), known, player.id)
        if new and known is not None:  # the id was taken since the form opened: never overwrite him
            raise RuleViolation(
                Problem(
                    "players.id",
                    season_rulebook(season).cite("eligibility"),
                    f"{player.id} is already registered ({known.name}): open the form again for a new id",
                )
            )
        if known is not None and player.eligibility_override is None:
            player = replace(player, eligibility_override=known.eligibility_override)
        why = eligibility_problem(player, season.dates.age_cutoff, season_rulebook(season))
        reason = (override_reason or "").strip()
        if why and player.eligibility_override is None and not reason:
            raise RuleViolation(
                Problem(
                    "players.born" if "cutoff" in why else "players.class",
                    season_rulebook(season).cite("eligibility"),
                    f"{why}; the committee may override with a reason",
                )
            )
        _refuse_placement(season, player)
        if why and reason:
            player = replace(player, eligibility_override=EligibilityOverride(reason, today))
        saved = save_players(
            store,
            season.name,
            (player,),
            source="players screen",
            action="edit player" if known else "register player",
            detail={"player": player.id, "fields": list(changed_fields(known, player))},
        )
        if why and reason:
            record_decision(season.name, "eligibility override", {"player": player.id, "reason": reason, "why": why})
    return saved.season


def _refuse_placement(season: Season, player: Player) -> None:
    """RuleViolation when `player` may not start on his team (Cole RE 5: an elite player
    outside the elite division; Coors 1.6: one person on two teams of one division); no committee override."""
    if player.team is None:
        return
    others = {p.id: p.team for p in season.players if p.id != player.id}
    found = placement_problem(season, season_rulebook(season), player, player.team, others.get)
    if found is not None:
        field, rule, message = found
        raise RuleViolation(Problem(f"players.{'team' if field == 'elite' else field}", rule, message))


def register_new_player(
    store: Store,
    season_name: str | None,
    player: Player,
    today: date,
    override_reason: str | None = None,
) -> tuple[Season, str]:
    """Register `player`, new to the season, under the id the form proposed, or, when another window took
    that id since the form opened, under the next free id: the id is chosen inside the registration's own
    write transaction, so two windows never get the same one and the committee never retypes the form.
    Returns the season as saved and the id the player got (`register_player` checks the rest)."""
    with store.writing():  # register_player's transaction nests as a savepoint of this one
        season = season_to_write(store, season_name)
        pid = player.id if season.player(player.id) is None else next_player_id(season)
        saved = register_player(store, season.name, replace(player, id=pid), today, override_reason, new=True)
    return saved, pid


def refuse_changed_player(season: Season, shown: Player | None, current: Player | None, pid: str) -> None:
    """StaleWrite when player `pid` in the file is not the one the form showed (`shown`, None for a new
    player): "P001's phone was changed in another window at 20:14"."""
    if shown == current:
        return
    if current is None:
        raise stale_write(season.name, "players.id", f"{pid} was removed", PLAYER_ACTIONS, pid)
    if shown is None:
        raise stale_write(
            season.name,
            "players.id",
            f"{pid} ({current.name}) was registered",
            PLAYER_ACTIONS,
            pid,
            "open the form again for a new id",
        )
    names = changed_fields(shown, current)
    raise stale_write(
        season.name,
        f"players.{names[0]}",
        fields_changed(pid, shown, current),
        PLAYER_ACTIONS,
        pid,
        stored_now(current, names),
    )


def move_registration(
    store: Store, season_name: str | None, pid: str, team: str, reason: str, today: date, based_on: Season
) -> Season:
    """Register player `pid`, who has not played, on `team` instead (a tournament's roster before its games:
    a transfer would leave him counted on his first team when the season starts), checked as any registration
    is; the committee's `reason` audit-logged with it in one transaction."""
    with store.writing():
        player = replace(based_on.known_player(pid), team=team)
        saved = register_player(store, season_name, player, today, based_on=based_on)
        record_decision(saved.name, "move player", {"player": pid, "to": team, "reason": reason})
    return saved
