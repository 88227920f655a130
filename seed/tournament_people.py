"""A demo tournament's shape and people: divisions, pools of teams, the bracket, and the registered players.

Each rulebook's event has its own shape (`EVENTS`): which divisions, how many teams a pool, how big a
roster and how old its players, whether teams carry goalies (3-on-3's goalies belong to no team and
face both sides). Everything is drawn from one `random.Random` in a fixed order, so a seed always
gives the same event.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from datetime import date

from league.rules.bracket_templates import template_named, template_slots
from league.season.values import BracketSlot, Division, Player, Pool, SamePerson, Team
from seed.names import draw_names
from seed.people import GOALIE_NUMBERS, RATING_RANGES

# Teams named after their sweaters, as a tournament's organisers hand them out.
SWEATERS: tuple[tuple[str, str], ...] = (
    ("RED", "Red"),
    ("BLU", "Blue"),
    ("GRN", "Green"),
    ("WHT", "White"),
    ("BLK", "Black"),
    ("GLD", "Gold"),
    ("ORG", "Orange"),
    ("PUR", "Purple"),
    ("SLV", "Silver"),
    ("TEA", "Teal"),
    ("MAR", "Maroon"),
    ("NAV", "Navy"),
    ("OLV", "Olive"),
    ("PNK", "Pink"),
    ("CYN", "Cyan"),
    ("BRN", "Brown"),
)
POOL_CODES = "ABCDEFGH"


@dataclass(frozen=True, slots=True)
class EventShape:
    """One rulebook's demo event: (division code, name, pool sizes), roster sizes and ages.

    `skaters`/`goalies` are each team's (fewest, most); `neutral_goalies` are goalies on no team (3-on-3);
    `min_age` the youngest a player is on the age cutoff; `elite` how many skaters of each division-A team
    are marked elite (Cole); `placement` adds a game for the pools' 4th places (Coors: every place plays);
    `fewest_dressed` the fewest skaters a team dresses (Cole PR 1: 6, with a goalie); `dq_by_fight`: the
    disqualification comes from a fight on the ice (3-on-3 PEN 5), not a ruling; `dq_every_game`: a
    disqualified team forfeits every game, played or not (Coors 3.1.11); `suspension_ruling`: the committee
    adds a game to the ejected player's (as the example files do); `rout`: one pool game is won by more
    than the posted cap (Prime SR 2); `lineup_waiver`: one team plays a pool game short, the official's
    waiver on the sheet (Cole PR 1); `age_cutoff` the (month, day) ages are taken on, last before the event
    (None: the first pool game's date). The other discipline rules, each in one game: `misconduct_forfeit`, a
    pool game a team forfeits on its third different player's misconduct (Coors 4.7);
    `late_misconduct`, a semi-final misconduct in the late window, served in the next game (Coors 4.4-4.5);
    `short_forfeit`, a team short without the official's waiver forfeits (Cole PR 1); `fight`, a fighting
    penalty keeping him out for the rest of the tournament, and `gross_misconduct`, one pending review
    until the committee's ruling sets it (Cole VA 1); `barred_goalie`, the neutral goalie whose third
    penalty bars him (3-on-3 PEN 4); `penalty_shot`, a penalty shot awarded and scored (3-on-3 PEN 4).
    """

    league: str
    divisions: tuple[tuple[str, str, tuple[int, ...]], ...]
    skaters: tuple[int, int]
    goalies: tuple[int, int]
    min_age: int
    neutral_goalies: int = 0
    elite: int = 0
    placement: bool = False
    second_registration: bool = False
    fewest_dressed: int = 8
    dq_by_fight: bool = False
    dq_every_game: bool = False
    suspension_ruling: bool = False
    rout: bool = False
    lineup_waiver: bool = False
    age_cutoff: tuple[int, int] | None = None
    misconduct_forfeit: bool = False
    late_misconduct: bool = False
    short_forfeit: bool = False
    fight: bool = False
    gross_misconduct: bool = False
    barred_goalie: bool = False
    penalty_shot: bool = False


EVENTS: dict[str, EventShape] = {
    # Coors 1.1 and 2.5: at most 15 skaters and 2 goalies, 18 or older; Coors 3.1.1: every pool place plays a
    # knockout game.
    "coors-cup": EventShape(
        "Coors Cup",
        (("OPEN", "Open division", (4, 4)), ("MASTERS", "Masters division", (4, 4))),
        skaters=(11, 14),
        goalies=(1, 2),
        min_age=18,
        placement=True,
        second_registration=True,
        dq_every_game=True,
        suspension_ruling=True,
        age_cutoff=(9, 5),  # Coors 2.5: the default cutoff, 5 September
        misconduct_forfeit=True,
        late_misconduct=True,
    ),
    "prime-expo-boulder": EventShape(
        "Prime Expo Boulder",
        (("OPEN", "Open division", (4, 4)), ("REC", "Rec division", (3, 3))),
        skaters=(10, 14),
        goalies=(1, 2),
        min_age=18,
        suspension_ruling=True,
        rout=True,
    ),
    # 3-on-3 GF 1, 3-on-3 GF 2: teams of at most 4 and no goalie; the goalies are the event's, one named on each sheet.
    "three-on-three": EventShape(
        "3-on-3 Half Ice Classic",
        (("OPEN", "Open division", (4, 4)),),
        skaters=(4, 4),
        goalies=(0, 0),
        min_age=18,
        neutral_goalies=4,
        fewest_dressed=3,
        dq_by_fight=True,
        barred_goalie=True,
        penalty_shot=True,
    ),
    # Cole RE 2, RE 5 and PR 1: 19 or older on the first pool game's day; elite players only in division A; 6
    # skaters and a goalie.
    "cole-harbour-classic": EventShape(
        "Cole Harbour Classic",
        (("A", "A division", (3, 3)), ("B", "B division", (4, 4))),
        skaters=(10, 13),
        goalies=(1, 2),
        min_age=19,
        elite=2,
        fewest_dressed=6,
        suspension_ruling=True,
        lineup_waiver=True,
        short_forfeit=True,
        fight=True,
        gross_misconduct=True,
    ),
}


@dataclass(frozen=True, slots=True)
class EventPeople:
    """The event's divisions, pools, bracket, teams and players (goalies of no team included)."""

    divisions: tuple[Division, ...]
    pools: tuple[Pool, ...]
    bracket: tuple[BracketSlot, ...]
    teams: tuple[Team, ...]
    players: tuple[Player, ...]
    neutral_goalies: tuple[str, ...]


def two_pool_bracket(division: str, pools: tuple[Pool, Pool], placement: bool) -> list[BracketSlot]:
    """The two-pool template with its consolation (docs/readings/shared.md#pools-and-the-bracket: A1vB2, B1vA2, final,
    third place, A3vB3) and, where every place plays (Coors 3.1.1), a placement game for the 4th places."""
    template = template_named("two-pools-consolation")
    assert template is not None  # a built-in template
    slots = list(template_slots(template, division, pools))
    if placement and min(len(p.teams) for p in pools) >= 4:
        first, second = (p.code for p in pools)
        slots.append(BracketSlot(f"{division}-PLC", division, "placement", (f"pool:{first}:4", f"pool:{second}:4")))
    return slots


def event_shape(
    shape: EventShape,
) -> tuple[tuple[Division, ...], tuple[Pool, ...], tuple[BracketSlot, ...], list[tuple[str, str, str]]]:
    """Divisions, pools (teams in sweater order), the bracket, and each team's (code, name, division)."""
    sweaters = iter(SWEATERS)
    pool_codes = iter(POOL_CODES)
    divisions, pools, bracket, teams = [], [], [], []
    for code, name, sizes in shape.divisions:
        divisions.append(Division(code, name))
        mine = []
        for size in sizes:
            pool = next(pool_codes)
            members = [next(sweaters) for _ in range(size)]
            mine.append(Pool(pool, f"Pool {pool}", code, tuple(c for c, _ in members)))
            teams += [(c, n, code) for c, n in members]
        pools += mine
        bracket += two_pool_bracket(code, (mine[0], mine[1]), shape.placement)
    return tuple(divisions), tuple(pools), tuple(bracket), teams


def _numbers(rng: random.Random, positions: list[str]) -> list[int]:
    """Jersey numbers unique on the team; goalies wear goalie numbers."""
    goalie = rng.sample(GOALIE_NUMBERS, positions.count("G"))
    skater = rng.sample([n for n in range(2, 99) if n not in GOALIE_NUMBERS], len(positions) - len(goalie))
    return [goalie.pop() if pos == "G" else skater.pop() for pos in positions]


def _player(rng: random.Random, pid: str, name: str, position: str, cutoff: date, min_age: int) -> Player:
    age = rng.randint(min_age + 1, 56)
    born = date(cutoff.year - age, rng.randint(1, 12), rng.randint(1, 28))
    klass = rng.choices("ABC", weights=(3, 4, 3))[0]
    low, high = RATING_RANGES[klass]
    return Player(
        pid, name, born, position, klass, rng.randint(low, high), email=f"{pid.lower()}@example.org", phone=None
    )


def build_event_people(rng: random.Random, shape: EventShape, cutoff: date) -> EventPeople:
    """Register every team's players (ids in roster order), the event's own goalies, and at Coors one
    player's second registration in the other division (Coors 1.6: `same_person_as`, with the reason)."""
    divisions, pools, bracket, team_rows = event_shape(shape)
    plan = []
    for code, _, division in team_rows:
        skaters = rng.randint(*shape.skaters)
        defence = max(1, round(skaters * rng.uniform(0.33, 0.42)))
        plan.append(
            (code, division, ["G"] * rng.randint(*shape.goalies) + ["F"] * (skaters - defence) + ["D"] * defence)
        )
    total = sum(len(positions) for _, _, positions in plan) + shape.neutral_goalies
    names = iter(draw_names(rng, total))
    players: list[Player] = []
    teams: list[Team] = []
    for (code, division, positions), (_, name, _) in zip(plan, team_rows, strict=True):
        numbers = _numbers(rng, positions)
        first = len(players)
        for position, number in zip(positions, numbers, strict=True):
            player = _player(rng, f"P{len(players) + 1:04d}", next(names), position, cutoff, shape.min_age)
            players.append(replace(player, team=code, number=number))
        roster = players[first:]
        if shape.elite and division == divisions[0].code:
            best = sorted((p for p in roster if p.position != "G"), key=lambda p: (-p.rating, p.id))[: shape.elite]
            players[first:] = [replace(p, elite=p in best) for p in roster]
        teams.append(Team(code, name, captain=next(p.id for p in roster if p.position != "G")))
    neutral = []
    for _ in range(shape.neutral_goalies):
        goalie = _player(rng, f"P{len(players) + 1:04d}", next(names), "G", cutoff, shape.min_age)
        players.append(replace(goalie, number=rng.choice(GOALIE_NUMBERS)))
        neutral.append(goalie.id)
    if shape.second_registration:
        players.append(_second_registration(rng, players, pools, divisions))
    return EventPeople(divisions, pools, tuple(bracket), tuple(teams), tuple(players), tuple(neutral))


def _second_registration(
    rng: random.Random, players: list[Player], pools: tuple[Pool, ...], divisions: tuple[Division, ...]
) -> Player:
    """A masters skater who also plays for a team of the open division with room on its roster."""
    division_of = {team: pool.division for pool in pools for team in pool.teams}
    older = [p for p in players if p.team and division_of[p.team] == divisions[-1].code and p.position != "G"]
    first = rng.choice(older)
    counts = {t: sum(1 for p in players if p.team == t and p.position != "G") for t in division_of}
    roomy = sorted(t for t, n in counts.items() if division_of[t] == divisions[0].code and n < 15)
    team = rng.choice(roomy)
    taken = {p.number for p in players if p.team == team}
    number = min(n for n in range(2, 99) if n not in taken and n not in GOALIE_NUMBERS)
    return replace(
        first,
        id=f"P{len(players) + 1:04d}",
        team=team,
        number=number,
        same_person_as=SamePerson(first.id, "plays in both divisions, approved by the tournament committee"),
    )
