"""Playoff games against their bracket: what a season file may hold and what a change may make.

A season whose playoffs are its rulebook's series (`check_playoff_game`, registered in
`league.checks.season.GAME_CHECKS`): the wrong teams, the wrong home team, numbers out of order, a game
after its series was decided.

A season whose knockout games fill its bracket's slots (`knockout_game_problems`): only what holds
whatever happened later. A filled side never changes (`league.bracket.sides`), so a game is never refused
because a correction or a disqualification has since reordered a pool. A slot's games are numbered within
its `best_of`, each number once; every game of a slot is between the same two teams; and those teams fit
the sides: a `pool:P:N` side is a team of pool P, a `winner:ID` or `loser:ID` side one of slot ID's two
teams.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol

from league.bracket.engine import Bracket, expected_home
from league.rules.rulebook import Rulebook
from league.season.errors import Problem
from league.season.values import BracketSlot, Game, Season


class PlayoffContext(Protocol):
    """What a playoff game's check reads; `league.checks.context.Context` is the one the checks pass."""

    @property
    def season(self) -> Season: ...
    @property
    def rulebook(self) -> Rulebook: ...
    @property
    def bracket(self) -> Bracket: ...


def check_playoff_game(ctx: PlayoffContext, path: str, g: Game) -> Iterator[Problem]:
    """One playoff game against its series' state."""
    if g.stage != "playoff" or g.status == "cancelled" or g.series is None or g.no is None:
        return
    if ctx.season.bracket:  # a tournament's knockout games are its bracket slots' (league.checks.references)
        return
    cite = ctx.rulebook.cite
    formats = {f.id: f for f in ctx.rulebook.playoffs.series}
    fmt = formats.get(g.series)
    if fmt is None:
        yield Problem(
            f"{path}.series", cite("playoff_bracket"), f"no series {g.series!r} (the playoffs are {', '.join(formats)})"
        )
        return
    if not ctx.bracket.fixed:
        yield Problem(path, cite("tiebreakers"), f"the playoffs wait for the seeds: {'; '.join(ctx.bracket.missing)}")
        return
    state = ctx.bracket.known(g.series)  # the bracket holds a state for each of the rulebook's series
    if not 1 <= g.no <= fmt.best_of:
        yield Problem(
            f"{path}.no", cite("playoff_series"), f"{g.series} is best of {fmt.best_of}: there is no game {g.no}"
        )
        return
    if state.high is None or state.low is None:
        yield Problem(path, cite("playoff_bracket"), f"{g.series}'s teams are not known yet")
        return
    if {g.home, g.away} != {state.high, state.low}:
        yield Problem(
            path, cite("playoff_bracket"), f"{g.series} is {state.high} v {state.low}, not {g.home} v {g.away}"
        )
        return
    home = expected_home(fmt, state, g.no)
    if g.home != home:
        yield Problem(f"{path}.home", cite("playoff_series"), f"{home} is home in {g.series} game {g.no}, not {g.home}")
    # A sibling without a number is refused by its own check ("needs its series and game number").
    others = [(x.no, x) for x in state.series_games if x.status != "cancelled" and x.id != g.id and x.no is not None]
    if any(no == g.no for no, _ in others):
        yield Problem(f"{path}.no", cite("playoff_series"), f"{g.series} already has a game {g.no}")
    if any((no < g.no and x.sort_key > g.sort_key) or (no > g.no and x.sort_key < g.sort_key) for no, x in others):
        yield Problem(
            f"{path}.no", cite("playoff_series"), f"{g.series} game {g.no} is out of order with the series' other games"
        )
    decided_in = ctx.season.known_game(state.decided_by).no if state.decided_by else None
    if decided_in is not None and g.no > decided_in:
        yield Problem(
            path,
            cite("playoff_series"),
            f"{g.series} was decided in game {decided_in}: game {g.no} is not played (cancel it)",
        )


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
