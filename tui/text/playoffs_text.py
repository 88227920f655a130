"""The playoffs worded for programs (JSON, docs/guide.md#json-output) and for people (a plain bracket)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from league.bracket.engine import Bracket, NextGame, PlannedGame, SlotState, bracket
from league.rules.rulebook import Rulebook
from league.season.values import Game, Season
from league.standings.records import regular_outcomes
from league.standings.table import standings
from tui.text.season_view import result_text

if TYPE_CHECKING:
    from tui.text.worked import WorkedSeason


def playoffs_json(b: Bracket) -> dict[str, Any]:
    """`{"seeds": [...], "series": [...]}`: both empty until the seeds are fixed (docs/guide.md#json-output)."""
    if not b.fixed:
        return {"seeds": [], "series": [], "missing": list(b.missing)}
    return {"seeds": list(b.seeds), "series": [_series_json(s) for s in b.slots]}


def no_next_games_text(b: Bracket) -> str:
    """Why no series lists a game to schedule: the seeds are not fixed yet (saying what is missing), or every
    series is decided."""
    if not b.fixed:
        return f"None until the seeds are fixed: {'; '.join(b.missing)}."
    return "None: every series is decided."


def _series_json(s: SlotState) -> dict[str, Any]:
    return {
        "id": s.slot_id,
        "best_of": s.best_of,
        "high": s.high,
        "low": s.low,
        "wins": {team: n for team, n in s.wins},
        "winner": s.winner,
        "games": [_game_json(s, g) for g in s.series_games],
        "next_game": None
        if s.next_game is None
        else {"no": s.next_game.no, "home": s.next_game.home, "away": s.next_game.away},
    }


def _game_json(s: SlotState, g: Game) -> dict[str, Any]:
    """One series game; `"if_necessary": true` only on a game played only if necessary (Gray rules 21 and 22)."""
    shown: dict[str, Any] = {"no": g.no, "home": g.home, "away": g.away, "status": g.status, "game": g.id}
    return {**shown, "if_necessary": True} if is_if_necessary(s, g) else shown


def is_if_necessary(s: SlotState, g: Game) -> bool:
    """Whether a scheduled game of the series is played only if necessary."""
    return g.status == "scheduled" and g.no is not None and s.if_necessary(g.no)


def if_necessary_ids(season: Season, rulebook: Rulebook, cache: WorkedSeason | None = None) -> frozenset[str]:
    """The ids of the season's scheduled playoff games played only if necessary (the schedule marks them); the
    table and counts are the season `cache`'s when given."""
    if not any(g.stage == "playoff" and g.status == "scheduled" for g in season.games):
        return frozenset()
    if cache is not None:
        table, counts = cache.table, cache.counts
    else:
        teams = tuple(t.code for t in season.teams)
        table, counts = standings(teams, regular_outcomes(season, rulebook), rulebook, season.coin_tosses), None
    found = bracket(season, rulebook, table, counts=counts).slots
    return frozenset(g.id for s in found for g in s.series_games if is_if_necessary(s, g))


def if_necessary_mark(s: SlotState, g: Game) -> str:
    """ " (if necessary)" after a game played only if necessary, else nothing."""
    return " (if necessary)" if is_if_necessary(s, g) else ""


def playoffs_lines(b: Bracket, names: dict[str, str]) -> list[str]:
    """A readable listing: the seeds, then each series with its state, games and next game."""
    lines = []
    if not b.fixed:
        lines.append(f"Seeds not fixed yet: {'; '.join(b.missing)}.")
        if b.seeds:
            lines.append("Projected from the current standings:")
    if b.seeds:
        lines.append("Seeds: " + "  ".join(f"{i}. {t}" for i, t in enumerate(b.seeds, 1)))
    for s in b.slots:
        teams = f"{s.high or '?'} v {s.low or '?'}"
        lines.append(f"{s.slot_id:<4} best of {s.best_of}  {teams:<10} {s.state_text(names)}")
        for g in s.series_games:
            when = f"{g.date.isoformat()} {g.time}"
            mark = if_necessary_mark(s, g)
            lines.append(f"       game {g.no}: {g.home} v {g.away}  {g.status}{mark}  ({g.id}, {when})")
        if s.next_game:
            lines.append(f"       next: game {s.next_game.no}, {s.next_game.home} at home to {s.next_game.away}")
    return lines


def next_game_refusal(what: str, state: SlotState | None, wanted: NextGame) -> str | None:
    """Why a form kept open after another window's change cannot schedule `wanted` (`what`: "SF1 game 2") on the
    bracket as it is now (`state`): that game is scheduled now, or the series needs another; None: it can."""
    booked = next((g for g in state.records if g.no == wanted.no and g.status == "scheduled"), None) if state else None
    if booked is not None:
        return f"{what} is scheduled now, {booked.date.isoformat()} {booked.time} ({booked.id}); Esc cancels."
    now = state.next_game if state is not None else None
    if now != wanted:
        needs = "no game" if now is None else f"game {now.no}, {now.home} (home) v {now.away}"
        return f"{what} is not the game it needs now: {needs}; Esc cancels."
    return None


def series_plan_refusal(series_id: str, planned: tuple[PlannedGame, ...], now: tuple[PlannedGame, ...]) -> str | None:
    """Why a series' form kept open after another window's change cannot schedule the games it `planned`: the
    series needs others `now` (one scheduled meanwhile); None: the same games."""
    if now == planned:
        return None
    needs = f"games {', '.join(str(p.no) for p in now)}" if now else "no game"
    return f"{series_id} needs {needs} now; Esc cancels (X plans them again)."


def series_lines(state: SlotState, b: Bracket, names: dict[str, str], rulebook: Rulebook) -> list[str]:
    """One series box: its teams with seeds and wins, its state, its games, the game it needs next."""
    lines = [f"{state.slot_id} · best of {state.best_of}"]
    for team in (state.high, state.low):
        if team is None:
            lines.append("   ?  to be decided")
            continue
        seed = b.seed(team, state.slot_id) or "?"
        lines.append(f"{seed:>3}  {names.get(team, team):<10} {state.wins_of(team)}")
    lines.append(state.state_text(names))
    for game in state.series_games:
        result = result_text(game, rulebook, cause=False) if game.status == "final" else game.status
        if is_if_necessary(state, game):
            result = "if necessary"  # scheduled, and played only if the series is still open
        lines.append(f"  g{game.no} {game.date.strftime('%b %d')} {game.home} v {game.away} {result}")
    if state.next_game:
        n = state.next_game
        lines.append(f"  next: g{n.no} at {n.home}")
    return lines
