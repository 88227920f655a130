"""The order a game sheet's events are taken in, and the labels the sheet names them by.

The replay (`league.sheet.replay`) takes the goals and penalties in this order; the event list, the scorer's
corrections (`del G3`, `edit P2 ...`) and the sheet's story name the events by these labels.
"""

from __future__ import annotations

from league.season.values import Game, Goal, Penalty
from league.sheet.replay_values import Moment


def events_in_order(game: Game, regulation: int = 0) -> list[tuple[Moment, str, int, Goal | Penalty]]:
    """Goals and penalties by period and elapsed time; at one moment goals first, then sheet order. `regulation`:
    the format's regulation periods, that each moment names overtime as OT1 ..."""
    events: list[tuple[Moment, str, int, Goal | Penalty]]
    events = [(Moment(g.period, g.second, regulation), "goals", i, g) for i, g in enumerate(game.goals)]
    events += [(Moment(p.period, p.second, regulation), "penalties", i, p) for i, p in enumerate(game.penalties)]
    events.sort(key=lambda e: (e[0].period, e[0].second, e[1] != "goals", e[2]))
    return events


LABEL_PREFIXES = {"goals": "G", "penalties": "P", "late_starts": "L"}


def event_labels(game: Game) -> dict[tuple[str, int], str]:
    """The names the sheet gives its events: ("goals", 2) -> "G1" ... goals and penalties numbered apart
    in the order `events_in_order` takes them (period, time, sheet order), late starts L1 ... as stored.
    The event list shows them and the scorer's corrections (`del G3`, `edit P2 ...`) name them."""
    labels: dict[tuple[str, int], str] = {}
    counts = dict.fromkeys(LABEL_PREFIXES, 0)
    keys = [(kind, index) for _, kind, index, _ in events_in_order(game)]
    keys += [("late_starts", i) for i in range(len(game.late_starts))]
    for kind, index in keys:
        counts[kind] += 1
        labels[(kind, index)] = f"{LABEL_PREFIXES[kind]}{counts[kind]}"
    return labels


def event_key(game: Game, label: str) -> tuple[str, int] | None:
    """The event a label names ("g3" or "G3" -> ("goals", index in game.goals)), or None when none has it."""
    wanted = label.strip().upper()
    return next((key for key, name in event_labels(game).items() if name == wanted), None)
