"""Knockout eligibility (docs/readings/shared.md#knockout-eligibility; Coors rule 3.1.8, Cole PR 2) where the rulebook
has it.

A player may dress for a knockout game only if he was dressed for that team in at least one of its
pool games (final, regular-stage games); a status the rulebook exempts (Coors: injured) needs none.
"""

from __future__ import annotations

from collections.abc import Iterator

from league.rules.rulebook import Rulebook
from league.season.errors import Problem
from league.season.values import Game, Season


def pool_dressed(season: Season) -> frozenset[tuple[str, str]]:
    """Every (team, player) dressed together in a final pool game."""
    return frozenset(
        (team, pid)
        for game in season.games
        if game.stage == "regular" and game.status == "final"
        for team, pids in game.dressed
        for pid in pids
    )


def knockout_refusal(
    pid: str,
    team: str,
    game: Game,
    season: Season,
    rulebook: Rulebook,
    dressed: frozenset[tuple[str, str]] | None = None,
) -> tuple[str, str] | None:
    """(rule, why) when `pid` may not dress for `team` in the knockout `game`
    (docs/readings/shared.md#knockout-eligibility), else None.

    `dressed` is `pool_dressed(season)` where the caller checks many players (worked out here otherwise).
    """
    rules = rulebook.tournament
    if not knockout_rule_reaches(game, rulebook):
        return None
    player = season.player(pid)
    if player is None or player.status in rules.knockout_exempt_statuses:
        return None  # an unknown player is the roster rule's refusal, not this one's
    if (team, pid) in (pool_dressed(season) if dressed is None else dressed):
        return None
    exempt = f" (unless {' or '.join(rules.knockout_exempt_statuses)})" if rules.knockout_exempt_statuses else ""
    return rulebook.cite("knockout_eligibility"), (
        f"{player.name} ({pid}) was dressed in none of {season.team_name(team)}'s pool games: "
        f"a player needs one of them to dress for a knockout game{exempt}"
    )


def knockout_rule_reaches(game: Game, rulebook: Rulebook) -> bool:
    """True when `game` is a knockout game of a rulebook that asks its players for a pool game."""
    return rulebook.tournament.knockout_needs_pool_game and game.stage == "playoff"


def knockout_eligibility_problems(season: Season, rulebook: Rulebook) -> Iterator[Problem]:
    """Knockout eligibility (docs/readings/shared.md#knockout-eligibility) over every knockout game's dressed lists,
    each refusal at its sheet path ("games[12].dressed.RED[3]"), in file order."""
    if not rulebook.tournament.knockout_needs_pool_game:
        return
    dressed = pool_dressed(season)
    for i, game in enumerate(season.games):
        if game.stage != "playoff":
            continue
        for team, pids in game.dressed:
            for j, pid in enumerate(pids):
                refusal = knockout_refusal(pid, team, game, season, rulebook, dressed)
                if refusal is not None:
                    yield Problem(f"games[{i}].dressed.{team}[{j}]", *refusal)


def not_yet_knockout_eligible(
    season: Season, rulebook: Rulebook, team: str, players: tuple[str, ...]
) -> tuple[str, ...]:
    """Of `players` (a roster), those who could not dress for `team` in a knockout game yet: the board's alert."""
    rules = rulebook.tournament
    if not rules.knockout_needs_pool_game:
        return ()
    dressed = pool_dressed(season)
    return tuple(
        pid
        for pid in players
        if (team, pid) not in dressed
        and (player := season.player(pid)) is not None
        and player.status not in rules.knockout_exempt_statuses
    )
