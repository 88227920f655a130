"""Which games' checks a change beside the games can reach: what lets a write re-check only those.

Every game check (`league.checks.season.GAME_CHECKS`) reads the game, its sheet's replay, and of the rest of the
season only: the teams (their names), the dates, the bracket and the rulings, the official lists (substitute
goalies, spares), the game order, and, for each player the game dresses (or names as its goalie), his
registration, his roster moves and his suspensions. A change that leaves the games and all of the season but the
players and their moves as they were can change a game's problems only through a player it dresses whose
registration, moves or suspensions changed; a change of moves alone only from the first date they differ.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace
from datetime import date

from league.checks.season import game_check_inputs
from league.discipline.suspension_values import Suspension
from league.rosters.membership import Moves, first_move_difference, moves_by_player
from league.season.values import Game, Season

_Facts = tuple[object, Moves, tuple[Suspension, ...]]


def games_reached(
    before: Season, after: Season, suspensions_before: tuple[Suspension, ...], suspensions_after: tuple[Suspension, ...]
) -> frozenset[str] | None:
    """The ids of `after`'s games whose checks may find otherwise than in `before` (each season with its
    suspensions); None when any game's may: the games themselves, or the season beside its players and their moves,
    differ."""
    if before.games != after.games or _beside_players(before) != _beside_players(after):
        return None
    since = players_changed(before, after, suspensions_before, suspensions_after)
    if not since:
        return frozenset()
    days = since.values()
    # A game before every changed player's first date is reached by none (a move after the last game: none read).
    first = None if None in days else min(day for day in days if day is not None)
    return frozenset(g.id for g in after.games if (first is None or g.date >= first) and _reaches(g, since))


def players_changed(
    before: Season, after: Season, suspensions_before: tuple[Suspension, ...], suspensions_after: tuple[Suspension, ...]
) -> dict[str, date | None]:
    """Each player whose registration (as the game checks read it), roster moves or suspensions differ between the
    two seasons (each with its suspensions), with the first date they tell apart (None: from the start)."""
    facts_before, facts_after = _facts(before, suspensions_before), _facts(after, suspensions_after)
    since: dict[str, date | None] = {}
    for pid in facts_before.keys() | facts_after.keys():
        old, new = facts_before.get(pid), facts_after.get(pid)
        if old != new:
            since[pid] = _first_difference(old, new)
    return since


def attendance_reached(
    before: Season, after: Season, suspensions_before: tuple[Suspension, ...], suspensions_after: tuple[Suspension, ...]
) -> frozenset[str] | None:
    """The players whose attendance (`league.turnout.attendance` at any day, under one rulebook) may count otherwise
    in `after` than in `before`; None when anyone's may (the games or the season's dates differ). A player's counts
    read the games, the roster deadline, and of the players only his own registration, moves and suspensions."""
    if before.games != after.games or before.dates != after.dates:
        return None
    return frozenset(players_changed(before, after, suspensions_before, suspensions_after))


def _beside_players(season: Season) -> Season:
    """The season as the game checks read it, without its players and their moves (compared player by player)."""
    return replace(game_check_inputs(season), players=(), transfers=(), drops=(), substitutes=(), games=())


def _facts(season: Season, suspensions: tuple[Suspension, ...]) -> dict[str, _Facts]:
    """Each player's registration (as the game checks read it), dated roster moves and suspensions."""
    moves = moves_by_player(season)
    held: dict[str, list[Suspension]] = defaultdict(list)
    for s in suspensions:
        held[s.player].append(s)
    players = game_check_inputs(season).players
    ids = {p.id for p in players} | moves.keys() | held.keys()
    registered = {p.id: p for p in players}
    return {pid: (registered.get(pid), moves.get(pid, ()), tuple(held.get(pid, ()))) for pid in ids}


def _first_difference(old: _Facts | None, new: _Facts | None) -> date | None:
    """The first date a player's two facts can tell apart: his first differing roster move's, when only moves differ;
    None (from the start) otherwise."""
    if old is None or new is None or old[0] != new[0] or old[2] != new[2]:
        return None
    return first_move_difference(old[1], new[1])


def _reaches(game: Game, since: dict[str, date | None]) -> bool:
    """True when `game` dresses (or names as its goalie) a player of `since` on or after his date."""
    ids = since.keys()
    named = [pids for _, pids in game.dressed if not ids.isdisjoint(pids)]
    if game.goalie is not None and game.goalie in since:
        named.append((game.goalie,))
    return any((day := since[pid]) is None or game.date >= day for pids in named for pid in pids if pid in since)
