"""The demo season's people: six teams drafted from a pool of eligible players, plus free agents.

Everything is drawn from one `random.Random`, in a fixed order, so a seed always gives the same
league. Players are registered as the committee would: ids in roster order (each team's picks in
draft order, then the unrostered players), jersey numbers unique within a team.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from datetime import date

from league.season.values import Draft, DraftPick, EligibilityOverride, Player, Team
from seed.names import draw_names

# (code, name, colour): the Gray league's six teams, named after their sweaters.
TEAMS: tuple[tuple[str, str, str], ...] = (
    ("BLK", "Black", "black"),
    ("RED", "Red", "red"),
    ("GRN", "Green", "green"),
    ("WHT", "White", "white"),
    ("BLU", "Blue", "blue"),
    ("GLD", "Gold", "gold"),
)
# The official substitute goalies wear these; no rostered player does, so a stand-in never clashes.
SUBSTITUTE_GOALIE_NUMBERS = (30, 31)
GOALIE_NUMBERS = (1, 29, 33, 35, 39, 40)
# Free agents by position: enough that a dropped skater of either position can be replaced.
FREE_AGENT_POSITIONS = ("F", "F", "F", "D", "D")
# Ratings by skill class: the committee's judgement follows the class, with overlap at the edges.
RATING_RANGES = {"A": (68, 92), "B": (48, 72), "C": (28, 52), "D": (12, 30)}


@dataclass(frozen=True, slots=True)
class People:
    """The registered players, the teams they were drafted to, and who is left unrostered."""

    teams: tuple[Team, ...]
    players: tuple[Player, ...]
    draft: Draft
    free_agents: tuple[str, ...]
    substitute_goalies: tuple[str, ...]


@dataclass(slots=True)
class _Prospect:
    """A registrant before the draft gives him a team, an id and a number."""

    name: str
    born: date
    position: str
    klass: str
    rating: int


def _prospect(rng: random.Random, name: str, position: str, year: int, klass: str | None = None) -> _Prospect:
    # Ages 22-58 on 31 December of the season's first year: everyone passes Gray rule 1's age test.
    age = rng.randint(22, 58)
    born = date(year - age, rng.randint(1, 12), rng.randint(1, 28))
    klass = klass or rng.choices("ABC", weights=(3, 4, 3))[0]
    low, high = RATING_RANGES[klass]
    return _Prospect(name, born, position, klass, rng.randint(low, high))


def _roster_shapes(rng: random.Random) -> dict[str, dict[str, int]]:
    """How many F, D and G each team drafts: 11-13 skaters (7-8 F, 4-5 D) and 1-2 goalies."""
    skaters = [11, 12, 12, 12, 13, 13]
    goalies = [1, 1, 1, 2, 2, 2]
    rng.shuffle(skaters)
    rng.shuffle(goalies)
    shapes = {}
    for (code, _, _), n, g in zip(TEAMS, skaters, goalies, strict=False):
        d = 5 if n == 13 else rng.choice((4, 5)) if n == 12 else 4
        shapes[code] = {"F": n - d, "D": d, "G": g}
    return shapes


def _run_draft(
    rng: random.Random, pool: list[_Prospect], shapes: dict[str, dict[str, int]]
) -> tuple[Draft, dict[int, str], list[int]]:
    """A snake draft: each team takes the best-rated prospect at a position it still needs.

    Best available at a needed position is how a committee forms balanced teams by hand; the
    snake order gives the last pick of a round the first of the next.
    """
    first_round = [code for code, _, _ in TEAMS]
    rng.shuffle(first_round)
    needs = {code: dict(shape) for code, shape in shapes.items()}
    by_rating = sorted(range(len(pool)), key=lambda i: (-pool[i].rating, i))
    taken: dict[int, str] = {}
    order: list[int] = []
    picks: list[DraftPick] = []
    rounds = max(sum(shape.values()) for shape in shapes.values())
    for rnd in range(1, rounds + 1):
        turn = first_round if rnd % 2 else list(reversed(first_round))
        pick_no = 0
        for code in turn:
            choice = next((i for i in by_rating if i not in taken and needs[code][pool[i].position] > 0), None)
            if choice is None:
                continue  # this team's roster is full: it sits out the rest of the draft
            needs[code][pool[choice].position] -= 1
            taken[choice] = code
            order.append(choice)
            pick_no += 1
            picks.append(DraftPick(rnd, pick_no, code, str(choice)))  # the id is filled in later
    return Draft("snake", tuple(first_round), tuple(picks)), taken, order


def _numbers(rng: random.Random, positions: list[str]) -> list[int]:
    """Jersey numbers for one team's players, unique on the team; goalies wear goalie numbers."""
    goalie = rng.sample(GOALIE_NUMBERS, positions.count("G"))
    skater_pool = [n for n in range(2, 99) if n not in SUBSTITUTE_GOALIE_NUMBERS and n not in GOALIE_NUMBERS]
    skater = rng.sample(skater_pool, len(positions) - len(goalie))
    return [goalie.pop() if pos == "G" else skater.pop() for pos in positions]


def build_people(rng: random.Random, year: int, override_day: date) -> People:
    """Register, draft and number the league: six teams, free agents, two substitute goalies.

    `year` is the season's first year (ages are taken on 31 December of it); `override_day` is
    when the committee admitted the one class-D player it let in.
    """
    shapes = _roster_shapes(rng)
    positions = [pos for shape in shapes.values() for pos, n in shape.items() for _ in range(n)]
    extras = [*FREE_AGENT_POSITIONS, "G", "G", "D"]  # free agents, substitute goalies, the class-D player
    names = draw_names(rng, len(positions) + len(extras))
    pool = [_prospect(rng, name, pos, year) for name, pos in zip(names, positions, strict=False)]
    draft, taken, order = _run_draft(rng, pool, shapes)

    # Ids follow roster order: each team's picks in the order they were made, then the free agents.
    ordered = [i for code, _, _ in TEAMS for i in order if taken[i] == code]
    ids = {i: f"P{n:03d}" for n, i in enumerate(ordered, start=1)}
    numbers: dict[int, int] = {}
    for code, _, _ in TEAMS:
        members = [i for i in ordered if taken[i] == code]
        numbers.update(zip(members, _numbers(rng, [pool[i].position for i in members]), strict=False))

    extra_names = names[len(positions) :]
    extra_pool = [_prospect(rng, n, pos, year) for n, pos in zip(extra_names[:-1], extras[:-1], strict=False)]
    extra_pool.append(_prospect(rng, extra_names[-1], "D", year, klass="D"))
    phones = rng.sample(range(100), len(ordered) + len(extra_pool))

    players: list[Player] = []
    for n, i in enumerate(ordered):
        p = pool[i]
        players.append(_player(ids[i], p, phones[n], team=taken[i], number=numbers[i]))
    start = len(ordered) + 1
    goalie_numbers = iter(SUBSTITUTE_GOALIE_NUMBERS)
    for k, p in enumerate(extra_pool):
        pid = f"P{start + k:03d}"
        number = next(goalie_numbers) if p.position == "G" else None
        players.append(_player(pid, p, phones[len(ordered) + k], team=None, number=number))
    # The class-D player (last): Gray rule 1 refuses him, the committee admitted him with a reason on record.
    players[-1] = replace(
        players[-1],
        eligibility_override=EligibilityOverride(
            "returning founder member, approved at the preseason meeting", override_day
        ),
    )

    picks = tuple(replace(pick, player=ids[int(pick.player)]) for pick in draft.picks)
    captains = {code: next(pick.player for pick in picks if pick.team == code) for code, _, _ in TEAMS}
    teams = tuple(Team(code, name, captains[code], colour) for code, name, colour in TEAMS)
    unrostered = [p for p in players if p.team is None]
    return People(
        teams=teams,
        players=tuple(players),
        draft=replace(draft, picks=picks),
        free_agents=tuple(p.id for p in unrostered if p.position != "G" and p.klass != "D"),
        substitute_goalies=tuple(p.id for p in unrostered if p.position == "G"),
    )


def _player(pid: str, p: _Prospect, phone: int, team: str | None, number: int | None) -> Player:
    return Player(
        id=pid,
        name=p.name,
        born=p.born,
        position=p.position,
        klass=p.klass,
        rating=p.rating,
        number=number,
        email=f"{pid.lower()}@example.org",
        phone=f"555-01{phone:02d}",
        team=team,
    )
