"""The demo season's regular-season schedule: a double round robin on one weekly ice night.

Six teams make five rounds of three games; the second half repeats them with home and away
swapped, so each pair meets twice and every team has five home and five away games. Each night
has three slots, each with its own pair of locker rooms (the home team takes the higher, Gray rule 24).
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from league.season.values import Game

ICE_NIGHT = 6  # Sunday, as date.weekday() counts
# (time of day, locker rooms): three games a night, each in its own pair of rooms.
SLOTS: tuple[tuple[str, tuple[int, int]], ...] = (
    ("19:00", (1, 2)),
    ("20:15", (3, 4)),
    ("21:30", (5, 6)),
)
WEEKS_BEFORE_TODAY = 7  # the first game is about seven weeks before today: mid-season


def first_night(today: date) -> date:
    """The ice night on or before the day seven weeks before `today`: the season's opening night.

    Seven weeks back gives seven (or eight) nights played and two or three still to come, so a
    demo opened on any day of the year shows results, a live standings race and games ahead.
    """
    back = today - timedelta(weeks=WEEKS_BEFORE_TODAY)
    return back - timedelta(days=(back.weekday() - ICE_NIGHT) % 7)


def round_robin(codes: list[str]) -> list[list[tuple[str, str]]]:
    """Rounds of (home, away) pairs: the circle method for one half, mirrored for the second."""
    n = len(codes)
    circle = list(codes)
    half: list[list[tuple[str, str]]] = []
    for rnd in range(n - 1):
        pairs = []
        for k in range(n // 2):
            a, b = circle[k], circle[n - 1 - k]
            # Alternating by round and board keeps each team near half its first-half games at home.
            pairs.append((a, b) if (rnd + k) % 2 == 0 else (b, a))
        half.append(pairs)
        circle = [circle[0], circle[-1], *circle[1:-1]]  # the first team stays, the rest turn
    return half + [[(away, home) for home, away in pairs] for pairs in half]


def regular_season(rng: random.Random, codes: list[str], opening: date) -> list[Game]:
    """The double round robin as scheduled games, one round a week from the opening night."""
    order = list(codes)
    rng.shuffle(order)  # a different set of matchups on each night for each seed
    games: list[Game] = []
    for week, week_pairs in enumerate(round_robin(order)):
        night = opening + timedelta(weeks=week)
        pairs = list(week_pairs)
        rng.shuffle(pairs)  # nobody owns the late slot
        for (time, rooms), (home, away) in zip(SLOTS, pairs, strict=False):
            games.append(Game(f"R{len(games) + 1:02d}", "regular", night, time, home, away, rooms=rooms))
    return games
