"""The demo season behind `rinkbook demo`: a realistic Gray-league season around today's date.

The season is placed so that today falls mid-season: about seven weeks of results on the books,
a few nights still to play, and (from July to December) the roster deadline still ahead. It is
a pure function of `today` and the seed, with no clock and no other randomness, so a demo file
can be rebuilt byte for byte and a test can hold it to every rule of `league.checks.season`.
"""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import date, timedelta

from league.rosters.membership import Rosters
from league.rulebooks import GRAY
from league.season.values import FeePayment, Game, Season, SeasonDates
from seed.moves import Plan, plan_moves
from seed.people import build_people
from seed.schedule import first_night, regular_season
from seed.sheets import play_game

LEAGUE_NAME = "Gray League"


def season_year(today: date) -> int:
    """The first year of the season `today` belongs to: seasons start in the autumn.

    From July on it is this year's season; before July, the one that started last year.
    """
    return today.year if today.month >= 7 else today.year - 1


def season_name(year: int) -> str:
    """A season's name as the league writes it: `2026-27`."""
    return f"{year}-{(year + 1) % 100:02d}"


def build_demo_season(today: date, seed: int = 1) -> Season:
    """A complete demo Gray season with live deadlines around `today`; the same inputs, the same season.

    It passes `league.checks.season.check_season` with no problem and round-trips through the
    season file. Games dated before today are final and signed; the rest are scheduled.
    """
    rng = random.Random(seed)
    year = season_year(today)
    dates = SeasonDates(date(year, *GRAY.default_age_cutoff), date(year, *GRAY.default_roster_deadline))
    opening = first_night(today)
    people = build_people(rng, year, override_day=opening - timedelta(days=21))
    schedule = regular_season(rng, [t.code for t in people.teams], opening)
    nights = sorted({g.date for g in schedule})
    plan = plan_moves(rng, people, nights, today, dates.roster_deadline)

    base = Season(
        league=LEAGUE_NAME,
        name=season_name(year),
        rulebook=GRAY.name,
        dates=dates,
        teams=people.teams,
        players=tuple(plan.players),
        substitute_goalies=people.substitute_goalies,
        draft=people.draft,
        transfers=tuple(plan.transfers),
        drops=tuple(plan.drops),
        substitutes=tuple(plan.substitutes),
    )
    games = _play(rng, base, schedule, nights, today, plan)
    fees = _fees_paid(rng, [t.code for t in people.teams], games, opening, today)
    return replace(base, games=games, fees_paid=fees)


def _play(
    rng: random.Random, season: Season, schedule: list[Game], nights: list[date], today: date, plan: Plan
) -> tuple[Game, ...]:
    """The schedule with every game before today played; one of them is the season's rough night."""
    rosters = Rosters(season)
    players = {p.id: p for p in season.players}
    played = [g for g in schedule if g.date < today]
    # The rough night is after the opener, so the dashboard's discipline view has a story to tell.
    rough = rng.choice(played[3:]) if len(played) > 3 else None
    heavy = rng.choice(rough.teams) if rough else None
    games = []
    for planned in schedule:
        if planned.date < today:
            rival = heavy if planned is rough else None
            games.append(play_game(rng, planned, nights.index(planned.date), rosters, plan, players, rival))
        else:
            games.append(planned)
    return tuple(games)


def _fees_paid(
    rng: random.Random, codes: list[str], games: tuple[Game, ...], opening: date, today: date
) -> tuple[FeePayment, ...]:
    """Monthly payments of the officials' fees each home team owed for the month before (Gray rule 15).

    One team is behind on its latest payment, so the fee ledger shows an outstanding balance.
    """
    fee = GRAY.fees.referees * GRAY.fees.referee_fee_cents + GRAY.fees.scorekeeper_fee_cents
    days = []
    day = date(opening.year + opening.month // 12, opening.month % 12 + 1, 1)
    while day < today:
        days.append(day)
        day = date(day.year + day.month // 12, day.month % 12 + 1, 1)
    late = rng.choice(codes)
    payments = []
    previous = opening
    for n, day in enumerate(days):
        for code in codes:
            if code == late and n == len(days) - 1:
                continue
            owed = sum(1 for g in games if g.home == code and g.status == "final" and previous <= g.date < day)
            if owed:
                payments.append(FeePayment(code, day, owed * fee))
        previous = day
    return tuple(payments)
