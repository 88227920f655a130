"""The demo season's roster moves and the attendance they rest on (Gray rules 2, 10, 11 and 18).

One balance transfer mid-season, one approved drop of a player who stopped coming (with a
substitute from the free agents), one injured player who is droppable but not dropped, and one
night a team's only goalie stays home and an official substitute goalie stands in. The plan
names the nights each player misses on purpose; the game sheets honour it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from statistics import mean

from league.season.values import Drop, Player, Substitute, Team, Transfer
from seed.people import GOALIE_NUMBERS, SUBSTITUTE_GOALIE_NUMBERS, People

MISSES_TO_DROP = 6  # Gray rule 10: more than five misses before the roster deadline
REFUND_CENTS = 4000


@dataclass(slots=True)
class Plan:
    """The moves, the players as they end up registered, and the nights each player misses."""

    players: list[Player]
    transfers: list[Transfer] = field(default_factory=list)
    drops: list[Drop] = field(default_factory=list)
    substitutes: list[Substitute] = field(default_factory=list)
    absent: dict[str, set[int]] = field(default_factory=dict)  # player id -> night indexes missed
    # (team, night index, goalie who stays home, official substitute goalie who stands in)
    stand_in: tuple[str, int, str, str] | None = None


def _skaters(players: list[Player], team: str) -> list[Player]:
    return [p for p in players if p.team == team and p.position != "G"]


def _spread(players: list[Player], teams: list[str], moved: Player | None = None, to: str | None = None) -> float:
    """Strongest minus weakest team by mean skater rating, with `moved` counted on `to`."""
    means = []
    for code in teams:
        group = [p for p in _skaters(players, code) if moved is None or p.id != moved.id]
        if moved is not None and to == code:
            group.append(moved)
        means.append(mean(p.rating for p in group))
    return max(means) - min(means)


def _plan_transfer(plan: Plan, people: People, nights: list[date]) -> tuple[str, str]:
    """The balance transfer the program would suggest: strongest team to a weaker one with room."""
    codes = [t.code for t in people.teams]
    captains = {t.captain for t in people.teams}
    strength = {c: mean(p.rating for p in _skaters(plan.players, c)) for c in codes}
    pairs = [
        (a, b)
        for a in codes
        for b in codes
        # The giver keeps at least 11 skaters, the taker stays within 13 (Gray rule 2).
        if a != b and len(_skaters(plan.players, a)) >= 12 and len(_skaters(plan.players, b)) <= 12
    ]
    giver, taker = max(pairs, key=lambda pair: (strength[pair[0]] - strength[pair[1]], pair))
    taken_numbers = {p.number for p in plan.players if p.team == taker}
    candidates = [p for p in _skaters(plan.players, giver) if p.id not in captains and p.number not in taken_numbers]
    moved = min(candidates, key=lambda p: (_spread(plan.players, codes, p, taker), p.id))
    # The Wednesday after the fourth night: a committee meets midweek, once the talent gap shows.
    day = nights[3] + timedelta(days=3)
    names = {t.code: t.name for t in people.teams}
    reason = f"balance: mean skater rating {names[giver]} {strength[giver]:.1f}, {names[taker]} {strength[taker]:.1f}"
    plan.transfers.append(Transfer(moved.id, taker, day, reason))
    return giver, taker


def _drop_dates(nights: list[date], today: date, deadline: date) -> tuple[int, date, date, date] | None:
    """(first night missed, request, decision, substitute date) for a drop the rules allow, or None.

    The player must have missed six nights before the decision and before the deadline, and the
    decision and the substitute both come before today and no later than the deadline (Gray rules 10 and 11).
    """
    last = min(deadline, today - timedelta(days=1))
    for first_missed in (1, 0):  # he came to the first night, or never showed up at all
        sixth = first_missed + MISSES_TO_DROP - 1
        if sixth >= len(nights) or nights[sixth] + timedelta(days=1) > last:
            continue
        requested = nights[sixth] + timedelta(days=1)  # the captain asks the morning after
        decided = min(nights[sixth] + timedelta(days=3), last)
        return first_missed, requested, decided, min(decided + timedelta(days=3), last)
    return None


def _plan_drop(plan: Plan, rng: random.Random, people: People, team: Team, dates: tuple[int, date, date, date]) -> None:
    """Drop a skater of `team` who stopped coming and place the closest-rated free agent instead."""
    first_missed, requested, decided, placed = dates
    skaters = [p for p in _skaters(plan.players, team.code) if p.id != team.captain]
    gone = rng.choice(skaters)
    plan.absent[gone.id] = set(range(first_missed, 99))
    free = [p for p in plan.players if p.id in people.free_agents and p.position == gone.position]
    # Gray rule 11: the committee picks a substitute of similar ability, the closest rating in his position.
    sub = min(free, key=lambda p: (abs(p.rating - gone.rating), p.id))
    used = {p.number for p in plan.players if p.team == team.code}
    number = rng.choice(
        [n for n in range(2, 99) if n not in used and n not in GOALIE_NUMBERS + SUBSTITUTE_GOALIE_NUMBERS]
    )
    plan.players = [replace(p, number=number) if p.id == sub.id else p for p in plan.players]
    plan.drops.append(
        Drop(gone.id, team.captain, requested, decided, True, "more than five games missed", REFUND_CENTS)
    )
    plan.substitutes.append(Substitute(sub.id, team.code, placed, gone.id))


def plan_moves(rng: random.Random, people: People, nights: list[date], today: date, deadline: date) -> Plan:
    """Every roster move and planned absence of the demo season, all valid under the Gray rules.

    The drop is skipped when the roster deadline leaves no room for one (a demo dated in the
    new year, after the deadline has closed drops): the season must validate on any day.
    """
    plan = Plan(players=list(people.players))
    giver, taker = _plan_transfer(plan, people, nights)
    others = [t for t in people.teams if t.code not in (giver, taker)]
    rng.shuffle(others)
    dropping, injured_team, leaving_team = others[0], others[1], others[2]

    dates = _drop_dates(nights, today, deadline)
    if dates is not None:
        _plan_drop(plan, rng, people, dropping, dates)

    # An injured player, out since the second night (or the first, when fewer nights fit before the
    # deadline): droppable once he has missed six, but his captain has not asked.
    hurt = rng.choice([p for p in _skaters(plan.players, injured_team.code) if p.id != injured_team.captain])
    counted = sum(1 for night in nights if night < min(today, deadline))
    plan.absent[hurt.id] = set(range(1 if counted > MISSES_TO_DROP else 0, 99))
    leaving = rng.choice([p for p in _skaters(plan.players, leaving_team.code) if p.id != leaving_team.captain])
    status = {hurt.id: "injured", leaving.id: "leaving"}
    plan.players = [replace(p, status=status.get(p.id, p.status)) for p in plan.players]

    # One night a team's only goalie is away and an official substitute goalie stands in (Gray rule 18).
    lone = [t.code for t in people.teams if sum(1 for p in plan.players if p.team == t.code and p.position == "G") == 1]
    team = rng.choice(lone)
    goalie = next(p.id for p in plan.players if p.team == team and p.position == "G")
    night = 4
    plan.absent.setdefault(goalie, set()).add(night)
    plan.stand_in = (team, night, goalie, people.substitute_goalies[0])
    return plan
