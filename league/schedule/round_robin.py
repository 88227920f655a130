"""Round-robin schedules: who meets whom in which round, and on which of the committee's ice slots.

Pure: teams, the number of cycles, the weekly slots, a start date and blackout dates in, games
out. Pairings come from the circle method (Berger tables) with the canonical home/away pattern,
which keeps every team's home and away counts within one and its runs short; odd leagues get a
bye each round. Rounds go to the ice week by week, each round in its own week(s), and within a
round the games are given slots so that no team owns the early or the late ice.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from league.rules.rulebook import ScheduleRules
from league.schedule.clashes import slot_is_free
from league.season.errors import Problem, RuleViolation
from league.season.values import Game

Pairs = tuple[tuple[str, str], ...]  # (home, away) pairs of one round
WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
MAX_WEEKS = 260  # five years of ice: a plan that needs more has too few usable slots


@dataclass(frozen=True, slots=True)
class IceSlot:
    """One weekly ice time the committee books: weekday (0 Monday), time of day and two locker rooms."""

    weekday: int
    time: str
    rooms: tuple[int, int]

    @property
    def label(self) -> str:
        """How people name the slot: "Sun 19:00 (rooms 1/2)"."""
        return f"{WEEKDAYS[self.weekday]} {self.time} (rooms {self.rooms[0]}/{self.rooms[1]})"


def _berger(n: int) -> list[list[tuple[int, int]]]:
    """One cycle for `n` (even) indices: the canonical circle schedule, n-2 breaks in all."""
    rounds = []
    last = n - 1
    for r in range(n - 1):
        # The fixed index alternates home and away; the others alternate by their distance on the circle.
        pairs = [(r, last) if r % 2 == 0 else (last, r)]
        for k in range(1, n // 2):
            a, b = (r + k) % (n - 1), (r - k) % (n - 1)
            pairs.append((a, b) if k % 2 == 1 else (b, a))
        rounds.append(pairs)
    return rounds


def _runs_of_three(rounds: list[Pairs], teams: tuple[str, ...]) -> int:
    """How many times a team plays a third home (or away) game in a row."""
    count = 0
    for team in teams:
        pattern = [("H" if home == team else "A") for pairs in rounds for home, away in pairs if team in (home, away)]
        count += sum(1 for i in range(2, len(pattern)) if pattern[i] == pattern[i - 1] == pattern[i - 2])
    return count


def pairings(teams: tuple[str, ...], cycles: int) -> tuple[Pairs, ...]:
    """The rounds of a `cycles`-fold round robin (1 single, 2 double, 3 triple) as (home, away) pairs.

    Every pair meets `cycles` times, each team plays at most once a round (one bye a round when
    the count is odd), and even cycles mirror the odd ones so home and away stay within one.
    """
    if len(teams) < 2 or len(set(teams)) != len(teams):
        raise RuleViolation(Problem("teams", "", "a round robin needs at least two different teams"))
    if not 1 <= cycles <= 3:
        raise RuleViolation(Problem("rounds", "", "choose a single, double or triple round robin (1 to 3)"))
    odd = len(teams) % 2 == 1
    n = len(teams) + odd
    # The bye takes the fixed place of the circle, so every real team alternates there too.
    base = [tuple((teams[a], teams[b]) for a, b in pairs if not (odd and n - 1 in (a, b))) for pairs in _berger(n)]
    mirrored = [tuple((b, a) for a, b in pairs) for pairs in base]
    best: list[Pairs] | None = None
    # Where one cycle meets the next, runs can grow: keep the round order with the fewest runs of three.
    for second in (mirrored, mirrored[::-1], mirrored[1:] + mirrored[:1]):
        rounds: list[Pairs] = []
        for c in range(cycles):
            rounds += base if c % 2 == 0 else second
        if best is None or _runs_of_three(rounds, teams) < _runs_of_three(best, teams):
            best = rounds
    assert best is not None
    return tuple(best)


@dataclass(frozen=True, slots=True)
class Booked:
    """The games already on the ice (the season's schedule) and how long each holds it: a plan takes
    only the slots none of them overlaps, so running the planner again fills only free slots."""

    games: Sequence[Game]
    rules: ScheduleRules

    def free(self, day: date, slot: IceSlot) -> bool:
        """Whether `slot` on `day` clashes with no booked game (the ice and the slot's rooms)."""
        return slot_is_free(day, slot.time, slot.rooms, self.games, self.rules)


def _weeks(
    slots: tuple[IceSlot, ...], start: date, blackouts: frozenset[date], booked: Booked | None
) -> Iterator[list[tuple[date, int]]]:
    """Each week from `start`: its usable (date, slot index) instances, by date and time; a blackout date
    or a slot a booked game holds is not usable."""
    for week in range(MAX_WEEKS):
        first = start + timedelta(weeks=week)
        usable = []
        for i, slot in enumerate(slots):
            day = first + timedelta(days=(slot.weekday - first.weekday()) % 7)
            if day not in blackouts and (booked is None or booked.free(day, slot)):
                usable.append((day, i))
        yield sorted(usable, key=lambda x: (x[0], slots[x[1]].time))


Placed = list[list[tuple[str, str, int]]]  # per round: (home, away, index into the round's places)


def _spread_cost(rounds: Placed, slot_of: list[list[int]]) -> int:
    """Sum over teams and slots of the squared count: smallest when every team's slots are even."""
    counts: dict[tuple[str, int], int] = {}
    for r, placed in enumerate(rounds):
        for home, away, place in placed:
            slot = slot_of[r][place]
            counts[(home, slot)] = counts.get((home, slot), 0) + 1
            counts[(away, slot)] = counts.get((away, slot), 0) + 1
    # The fourth power makes one team's third game in a slot cost more than two teams' second ones.
    return sum(c**4 for c in counts.values())


def _balance(rounds: Placed, slot_of: list[list[int]]) -> None:
    """Swap places within rounds (a round's unused places too) while that evens the teams' slot shares.

    The rounds are fixed, so only which game of a round takes which of its places can change; this
    local search settles in a few passes at league size.
    """
    best = _spread_cost(rounds, slot_of)
    improved = True
    while improved:
        improved = False
        for r, placed in enumerate(rounds):
            for i in range(len(placed)):
                for place in range(len(slot_of[r])):
                    j = next((k for k, g in enumerate(placed) if g[2] == place), None)
                    if place == placed[i][2] or (j is not None and j < i):
                        continue
                    old = placed[:]
                    hi, ai, pi = placed[i]
                    placed[i] = (hi, ai, place)
                    if j is not None:
                        placed[j] = (placed[j][0], placed[j][1], pi)
                    cost = _spread_cost(rounds, slot_of)
                    if cost < best:
                        best, improved = cost, True
                    else:
                        placed[:] = old


def _best_placement(rounds: tuple[Pairs, ...], slot_of: list[list[int]], kicks: int = 120) -> Placed:
    """An even placement: a local search, kicked out of a stall by turning one round's places at a time.

    The kicks are a fixed sequence (round k turned by j places), so the same input always gives
    the same schedule; the search stops as soon as every team's slot counts are within one.
    """
    placed: Placed = [[(home, away, i) for i, (home, away) in enumerate(pairs)] for pairs in rounds]
    _balance(placed, slot_of)
    best = [r[:] for r in placed]
    best_key = (_worst_spread(best, slot_of), _spread_cost(best, slot_of))
    for kick in range(kicks):
        if best_key[0] <= 1:
            break
        placed = [r[:] for r in best]
        r = kick % len(placed)
        turn = 1 + kick // len(placed)
        size = len(slot_of[r])
        placed[r] = [(home, away, (p + turn) % size) for home, away, p in placed[r]]
        if len(placed) > 1:  # two rounds at once: one turn alone is often undone by the search
            q = (r + 1 + kick) % len(placed)
            placed[q] = [(home, away, (p + 1) % len(slot_of[q])) for home, away, p in placed[q]]
        _balance(placed, slot_of)
        key = (_worst_spread(placed, slot_of), _spread_cost(placed, slot_of))
        if key < best_key:
            best, best_key = placed, key
    return best


def _worst_spread(rounds: Placed, slot_of: list[list[int]]) -> int:
    """The largest gap between a team's most and least used slot among the slots in use."""
    used = sorted({slot for r, placed in enumerate(rounds) for _, _, p in placed for slot in [slot_of[r][p]]})
    counts: dict[str, dict[int, int]] = {}
    for r, placed in enumerate(rounds):
        for home, away, place in placed:
            for team in (home, away):
                per = counts.setdefault(team, dict.fromkeys(used, 0))
                per[slot_of[r][place]] += 1
    return max((max(c.values()) - min(c.values()) for c in counts.values()), default=0)


def round_robin(
    teams: tuple[str, ...],
    cycles: int,
    slots: tuple[IceSlot, ...],
    start: date,
    blackouts: tuple[date, ...] = (),
    first_number: int = 1,
    prefix: str = "R",
    booked: Booked | None = None,
) -> tuple[Game, ...]:
    """The regular-season games of a round robin placed on the weekly `slots` from `start`.

    Each round takes the next week(s) with enough usable slots, skipping `blackouts` and every slot a
    `booked` game (the schedule so far) holds, so no planned game clashes with one; within each
    round the games are spread over its slots so each team's count per slot stays even. Game ids
    run `prefix` + number from `first_number`; the home team takes the higher room (Gray rule 24).
    """
    if not slots:
        raise RuleViolation(Problem("slots", "", "name at least one weekly ice slot"))
    rounds = pairings(teams, cycles)
    weeks = _weeks(slots, start, frozenset(blackouts), booked)
    places: list[list[tuple[date, int]]] = []
    for pairs in rounds:
        mine: list[tuple[date, int]] = []
        while len(mine) < len(pairs):
            week = next(weeks, None)
            if week is None:
                raise RuleViolation(
                    Problem(
                        "slots",
                        "",
                        f"the slots and blackout dates leave no room within {MAX_WEEKS} weeks of {start.isoformat()}",
                    )
                )
            if len(slots) >= len(pairs) and len(week) < len(pairs):
                continue  # a blackout leaves too little ice this week: the whole round waits a week
            mine += week
        places.append(mine)
    slot_of = [[slot for _, slot in mine] for mine in places]
    placed = _best_placement(rounds, slot_of)
    games: list[Game] = []
    width = max(2, len(str(first_number + sum(len(p) for p in rounds))))
    for r, round_games in enumerate(placed):
        in_time_order = sorted(round_games, key=lambda g: (places[r][g[2]][0], slots[places[r][g[2]][1]].time))
        for home, away, place in in_time_order:
            day, index = places[r][place]
            slot = slots[index]
            number = first_number + len(games)
            games.append(
                Game(
                    f"{prefix}{number:0{width}d}",
                    "regular",
                    day,
                    slot.time,
                    home,
                    away,
                    rooms=(min(slot.rooms), max(slot.rooms)),
                )
            )
    return tuple(games)
