"""Playoff games that cannot be (G20-G23): the wrong teams, the wrong home team, numbers out of order,
a game after its series was decided. Registered in `league.season_checks.GAME_CHECKS`."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol

from league.bracket import Bracket, expected_home
from league.errors import Problem
from league.rulebook import Rulebook
from league.values import Game, Season


class PlayoffContext(Protocol):
    """What a playoff game's check reads; `league.season_checks.Context` is the one the checks pass."""

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
    if ctx.season.bracket:  # a tournament's knockout games are its bracket slots' (league.references)
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
