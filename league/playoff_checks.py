"""Playoff games that cannot be (G20-G23): the wrong teams, the wrong home team, numbers out of order,
a game after its series was decided. Registered in `league.season_checks.GAME_CHECKS`."""

from __future__ import annotations

from typing import Iterator

from league.errors import Problem
from league.playoffs import expected_home
from league.values import Game


def check_playoff_game(ctx, path: str, g: Game) -> Iterator[Problem]:
    """One playoff game against its series' state (ctx is `league.season_checks.Context`)."""
    if g.stage != "playoff" or g.status == "cancelled" or g.series is None or g.no is None:
        return
    formats = {f.id: f for f in ctx.rulebook.playoffs.series}
    fmt = formats.get(g.series)
    if fmt is None:
        yield Problem(f"{path}.series", "rule 20", f"no series {g.series!r} (the playoffs are {', '.join(formats)})")
        return
    if not ctx.bracket.fixed:
        yield Problem(path, "rule 19", f"the playoffs wait for the seeds: {'; '.join(ctx.bracket.missing)}")
        return
    state = ctx.bracket.get(g.series)
    if not 1 <= g.no <= fmt.best_of:
        yield Problem(f"{path}.no", "rule 21", f"{g.series} is best of {fmt.best_of}: there is no game {g.no}")
        return
    if state.high is None or state.low is None:
        yield Problem(path, "rule 20", f"{g.series}'s teams are not known yet")
        return
    if {g.home, g.away} != {state.high, state.low}:
        yield Problem(path, "rule 20", f"{g.series} is {state.high} v {state.low}, not {g.home} v {g.away}")
        return
    home = expected_home(fmt, state, g.no)
    if g.home != home:
        yield Problem(f"{path}.home", "rule 21", f"{home} is home in {g.series} game {g.no}, not {g.home}")
    same = [x for x in state.games if x.status != "cancelled" and x.id != g.id]
    if any(x.no == g.no for x in same):
        yield Problem(f"{path}.no", "rule 21", f"{g.series} already has a game {g.no}")
    if any((x.no < g.no and x.sort_key > g.sort_key) or (x.no > g.no and x.sort_key < g.sort_key) for x in same):
        yield Problem(f"{path}.no", "rule 21", f"{g.series} game {g.no} is out of order with the series' other games")
    decider = ctx.season.game(state.decided_by) if state.decided_by else None
    if decider is not None and g.no > decider.no:
        yield Problem(path, "rule 21", f"{g.series} was decided in game {decider.no}: game {g.no} is not played (cancel it)")
