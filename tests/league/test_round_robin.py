"""The round-robin generator: pairings, home and away, slots, blackout dates."""

from __future__ import annotations

import string
from collections import Counter
from datetime import date, timedelta
from functools import cache
from itertools import combinations

import pytest

from league.schedule.round_robin import IceSlot, pairings, round_robin
from league.season.errors import RuleViolation

START = date(2026, 9, 6)  # a Sunday


def teams_of(n: int) -> tuple[str, ...]:
    return tuple(f"T{c}" for c in string.ascii_uppercase[:n])


def sunday_slots(count: int) -> tuple[IceSlot, ...]:
    return tuple(IceSlot(6, f"{19 + i}:00", (2 * i + 1, 2 * i + 2)) for i in range(count))


@cache  # each league's schedule is built once for the five properties checked of it (12 teams: seconds each)
def schedule(n: int, cycles: int, blackouts: tuple[date, ...] = ()):
    teams = teams_of(n)
    return teams, round_robin(teams, cycles, sunday_slots(n // 2), START, blackouts)


@pytest.mark.parametrize("cycles", [1, 2])
@pytest.mark.parametrize("n", range(4, 13))
def test_every_pair_meets_once_per_cycle(n, cycles):
    teams, games = schedule(n, cycles)
    met = Counter(frozenset(g.teams) for g in games)
    assert set(met) == {frozenset(p) for p in combinations(teams, 2)}
    assert set(met.values()) == {cycles}


@pytest.mark.parametrize("cycles", [1, 2, 3])
@pytest.mark.parametrize("n", range(4, 13))
def test_each_team_plays_at_most_once_a_round(n, cycles):
    teams = teams_of(n)
    rounds = pairings(teams, cycles)
    assert len(rounds) == cycles * (n - 1 + n % 2)
    for pairs in rounds:
        playing = [t for pair in pairs for t in pair]
        assert len(playing) == len(set(playing))
        assert len(pairs) == n // 2  # an odd league: exactly one team rests each round


@pytest.mark.parametrize("cycles", [1, 2])
@pytest.mark.parametrize("n", range(4, 13))
def test_one_game_per_team_per_ice_night(n, cycles):
    _, games = schedule(n, cycles)
    for night in {g.date for g in games}:
        playing = [t for g in games if g.date == night for t in g.teams]
        assert len(playing) == len(set(playing))


@pytest.mark.parametrize("cycles", [1, 2, 3])
@pytest.mark.parametrize("n", range(4, 13))
def test_home_and_away_within_one(n, cycles):
    teams, games = schedule(n, cycles)
    home, away = Counter(g.home for g in games), Counter(g.away for g in games)
    assert all(abs(home[t] - away[t]) <= 1 for t in teams)


@pytest.mark.parametrize("cycles", [1, 2])
@pytest.mark.parametrize("n", range(4, 13))
def test_no_team_plays_three_home_or_three_away_games_running(n, cycles):
    teams, games = schedule(n, cycles)
    for team in teams:
        pattern = "".join("H" if g.home == team else "A" for g in games if team in g.teams)
        assert "HHH" not in pattern and "AAA" not in pattern, (team, pattern)


# A single round robin of an even league gives each team an odd number of games over n/2 slots:
# for four teams no placement keeps every team within one (the first and third games of any path
# through K4 share a round), and the search reaches two for twelve.
SINGLE_LIMITS = {4: 3, 12: 2}


@pytest.mark.parametrize("cycles", [1, 2])
@pytest.mark.parametrize("n", range(4, 13))
def test_each_teams_slot_times_within_one(n, cycles):
    teams, games = schedule(n, cycles)
    limit = SINGLE_LIMITS.get(n, 1) if cycles == 1 else 1
    times = sorted({g.time for g in games})
    for team in teams:
        per_time = Counter(g.time for g in games if team in g.teams)
        counts = [per_time[t] for t in times]
        assert max(counts) - min(counts) <= limit, (team, per_time)


def test_games_take_the_committees_slots_and_rooms_home_higher():
    slots = (IceSlot(6, "19:00", (1, 2)), IceSlot(2, "21:30", (4, 3)))
    games = round_robin(teams_of(4), 2, slots, START)
    assert {(g.date.weekday(), g.time) for g in games} == {(6, "19:00"), (2, "21:30")}
    assert all(g.rooms in ((1, 2), (3, 4)) for g in games)
    assert [g.id for g in games[:3]] == ["R01", "R02", "R03"]
    assert all(g.status == "scheduled" and g.stage == "regular" for g in games)
    assert games == round_robin(teams_of(4), 2, slots, START)  # the same plan gives the same games


def test_blackout_dates_are_skipped():
    blackouts = (START + timedelta(weeks=1), START + timedelta(weeks=3))
    _, games = schedule(6, 2, blackouts)
    nights = sorted({g.date for g in games})
    assert not set(blackouts) & set(nights)
    assert len(nights) == 10
    assert nights[-1] == START + timedelta(weeks=11)  # two weeks later than without the blackouts


def test_blackout_of_one_slot_moves_the_round_to_the_next_week_with_room():
    slots = (IceSlot(6, "19:00", (1, 2)), IceSlot(2, "21:30", (3, 4)))
    wednesday = START + timedelta(days=3)
    games = round_robin(teams_of(4), 1, slots, START, (wednesday,))
    assert wednesday not in {g.date for g in games}
    assert min(g.date for g in games) == START + timedelta(days=7)  # week one lacks a second slot


def test_fewer_slots_than_games_spread_a_round_over_weeks():
    games = round_robin(teams_of(6), 1, sunday_slots(2), START)
    assert len(games) == 15
    for night in {g.date for g in games}:
        assert sum(1 for g in games if g.date == night) <= 2


@pytest.mark.parametrize(
    "teams, cycles, slots",
    [
        (("A",), 1, sunday_slots(1)),
        (("A", "A"), 1, sunday_slots(1)),
        (("A", "B"), 4, sunday_slots(1)),
        (("A", "B"), 1, ()),
    ],
)
def test_impossible_plans_are_refused(teams, cycles, slots):
    with pytest.raises(RuleViolation):
        round_robin(teams, cycles, slots, START)
