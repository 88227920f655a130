"""A tournament's bracket as the command line words it: JSON (docs/guide.md#json-output), a tree drawn from its
sides, results.

No rules here: every slot's teams, wins and next game come from `league.bracket.engine`. The tree is
drawn from the sides themselves (a slot's children are the slots whose winners it takes), never from fixed
columns, so any bracket a committee types is drawn the same way.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from league.bracket.engine import Bracket, SlotState
from league.results.counted_result import CountedResult
from league.results.outcome import FORFEIT, OVERTIME, SHOOTOUT, Outcome
from league.season.values import Game, Season
from league.season.whole_numbers import typed_whole


def playoffs_json(bracket: Bracket) -> dict[str, Any]:
    """`{"places": {pool: [teams]}, "series": [...]}`: every fixed pool's places, every slot in bracket order."""
    return {
        "places": {pool: list(order) for pool, order in bracket.places.items()},
        "series": [slot_json(s) for s in bracket.slots],
    }


def slot_json(s: SlotState) -> dict[str, Any]:
    """One slot as `playoffs --json` gives it: `high` the home side (docs/readings/shared.md#pools-and-the-bracket),
    `null` while unknown."""
    return {
        "id": s.slot_id,
        "kind": s.kind,
        "division": s.division,
        "best_of": s.best_of,
        "high": s.high,
        "low": s.low,
        "wins": dict(s.wins),
        "winner": s.winner,
        "loser": s.loser,
        "games": [
            {"no": g.no, "home": g.home, "away": g.away, "status": g.status, "decided_in": g.decided_in}
            for g in s.games
        ],
        "next_game": None
        if s.next_game is None
        else {"no": s.next_game.no, "home": s.next_game.home, "away": s.next_game.away},
    }


def shootout_tally(game: Game) -> tuple[int, int]:
    """The shootout's goals as (home, away): they count in no score, only in how the result is said."""
    attempts = game.shootout.attempts if game.shootout else ()
    home = sum(1 for a in attempts if a.scored and a.team == game.home)
    return home, sum(1 for a in attempts if a.scored and a.team == game.away)


def result_words(game: Game, outcome: Outcome | None) -> str:
    """A result as a rink says it, home first: "3-1", "3-2 OT", "3-3 SO 2-1", "forfeit 3-0", "9-2 (11-2 played)",
    and a played game a disqualification forfeits "forfeit 0-5 (3-1 played)". `outcome` is what the game
    counts as (`league.results.counted_result`, or the season's `season_outcomes`)."""
    if outcome is None:
        return game.status
    counted = CountedResult(outcome, game.played_score)
    posted = f"{outcome.home_goals}-{outcome.away_goals}"
    played = counted.played
    said = posted
    if played is not None and (played.home, played.away) != (outcome.home_goals, outcome.away_goals):
        said += f" ({played.home}-{played.away} played)"
    if outcome.decided_by == FORFEIT:  # the sheet's own forfeit says no score of its own
        return f"forfeit {said if counted.overrules_play else posted}"
    if outcome.decided_by == SHOOTOUT:
        home, away = shootout_tally(game)
        return f"{said} SO {home}-{away}"
    return f"{said} OT" if outcome.decided_by == OVERTIME else said


def bracket_lines(bracket: Bracket, season: Season, outcomes: Mapping[str, Outcome]) -> list[str]:
    """Each division's bracket as a tree: a final (or any slot no other slot's winner goes to) at the root,
    the slots whose winners it takes below it, each with its teams, results and what comes next."""
    lines: list[str] = []
    for division in dict.fromkeys(s.division for s in bracket.slots):
        lines.extend([""] if lines else [])
        lines.append(f"Division {division}")
        lines.extend(_tree({s.slot_id: s for s in bracket.division(division)}, season, outcomes))
    return lines or ["No bracket yet."]


def _tree(slots: dict[str, SlotState], season: Season, outcomes: Mapping[str, Outcome]) -> list[str]:
    children = {sid: [k for k in _winner_sources(s) if k in slots] for sid, s in slots.items()}
    lines: list[str] = []

    def draw(sid: str, first: str, rest: str) -> None:
        lines.append(first + slot_line(slots[sid], season, outcomes))
        kids = children[sid]
        for i, kid in enumerate(kids):
            last = i == len(kids) - 1
            draw(kid, rest + ("└─ " if last else "├─ "), rest + ("   " if last else "│  "))

    taken = {child for kids in children.values() for child in kids}
    for root in (sid for sid in slots if sid not in taken):
        draw(root, "", "")
    return lines


def _winner_sources(slot: SlotState) -> list[str]:
    return [side.split(":", 1)[1] for side in slot.slot.sides if side.startswith("winner:")]


def side_words(side: str) -> str:
    """A side not yet filled, as people say it: "pool A 1st", "winner of A-SF1", "loser of A-SF2"."""
    what, _, rest = side.partition(":")
    if what == "pool":
        pool, _, place = rest.partition(":")
        number = typed_whole(place)  # ASCII digits only: str.isdigit takes "²", which int() refuses
        return f"pool {pool} {_ordinal(number)}" if number is not None else side
    return f"{what} of {rest}"


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def slot_line(s: SlotState, season: Season, outcomes: Mapping[str, Outcome]) -> str:
    """ "A-F final: RED v GLD: 3-3 SO 2-1; RED wins" or "A-3RD third-place: loser of A-SF1 v loser of A-SF2"."""
    high_side, low_side = s.slot.sides if s.high is None or s.high == s.teams[0] else reversed(s.slot.sides)
    high = s.high or ("vacant" if s.vacant[s.slot.sides.index(high_side)] else side_words(high_side))
    low = s.low or ("vacant" if s.vacant[s.slot.sides.index(low_side)] else side_words(low_side))
    head = f"{s.slot_id} {s.kind}" + (f" (best of {s.best_of})" if s.best_of > 1 else "") + f": {high} v {low}"
    # Games played (or forfeited) only: a scheduled one is the next game, said below.
    results = [result_words(season.known_game(g.id), outcomes[g.id]) for g in s.games if g.id in outcomes]
    if s.best_of > 1 and s.wins:
        results.append("wins " + ", ".join(f"{team} {n}" for team, n in s.wins))
    if s.winner is not None:
        results.append(f"{s.winner} wins")
    elif s.next_game is not None:
        results.append(f"next game {s.next_game.no}, {s.next_game.home} home")
    return head + (" — " + "; ".join(results) if results else "")
