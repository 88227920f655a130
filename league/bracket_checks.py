"""The knockout games of a tournament against its bracket (SPEC 10.1 T2): what a season file may hold.

Only what holds whatever happened later: a filled side never changes (`league.bracket_sides`),
so a game is never refused because a correction or a disqualification has since reordered a pool.
A slot's games are numbered within its `best_of`, each number once; every game of a slot is between
the same two teams; and those teams fit the sides: a `pool:P:N` side is a team of pool P, a
`winner:ID` or `loser:ID` side one of slot ID's two teams.
"""

from __future__ import annotations

from collections.abc import Iterator

from league.bracket import Bracket
from league.errors import Problem
from league.rulebook import Rulebook
from league.values import BracketSlot, Game, Season


def knockout_game_problems(season: Season, rulebook: Rulebook, bracket: Bracket) -> Iterator[Problem]:
    """Every knockout game that does not fit its slot, at its season-file path, in file order."""
    slots = {slot.id: slot for slot in season.bracket}
    rule = rulebook.cite("bracket")
    first: dict[str, Game] = {}
    numbers: dict[str, set[int]] = {}
    for index, game in enumerate(season.games):
        slot = slots.get(game.series or "") if game.stage == "playoff" else None
        if slot is None or game.status == "cancelled":
            continue
        path, taken = f"games[{index}]", numbers.setdefault(slot.id, set())
        if game.no is not None and not 1 <= game.no <= slot.best_of:
            yield Problem(f"{path}.no", rule, f"{slot.id} is best of {slot.best_of}: there is no game {game.no}")
        elif game.no is not None and game.no in taken:
            yield Problem(f"{path}.no", rule, f"{slot.id} already has a game {game.no}")
        if game.no is not None:
            taken.add(game.no)
        opener = first.setdefault(slot.id, game)
        if opener is not game and set(opener.teams) != set(game.teams):
            yield Problem(path, rule, f"{slot.id} is {opener.home} v {opener.away}, not {game.home} v {game.away}")
        elif opener is game:
            yield from _side_problems(path, game, slot, season, bracket, rule)


def _side_problems(
    path: str, game: Game, slot: BracketSlot, season: Season, bracket: Bracket, rule: str
) -> Iterator[Problem]:
    """The first game's two teams against the slot's two sides, in either order."""
    fits = [[_fits(team, side, season, bracket) for side in slot.sides] for team in game.teams]
    if not ((fits[0][0] and fits[1][1]) or (fits[0][1] and fits[1][0])):
        sides = " v ".join(slot.sides)
        yield Problem(path, rule, f"{slot.id} is {sides}: {game.home} v {game.away} does not fit it")


def _fits(team: str, side: str, season: Season, bracket: Bracket) -> bool:
    kind, _, ref = side.partition(":")
    if kind == "pool":
        pool = next((p for p in season.pools if p.code == ref.rpartition(":")[0]), None)
        return pool is not None and team in pool.teams
    source = bracket.get(ref)
    return source is not None and team in source.teams
