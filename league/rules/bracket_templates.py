"""Bracket templates: the league's playoffs (Gray rules 20-22) and those the new-tournament form offers
(docs/readings/shared.md#pools-and-the-bracket), and Coors 3.1.1's checks of a bracket.

A template is data: its slots with sides naming the division's pools by their number (`pool:1:4`, the
first pool's fourth place), the final standings' seeds (`seed:5`) and other slots by their suffix
(`winner:SF1`), each with its best-of and home pattern. `template_slots` makes a division's `BracketSlot`s
of it, ids `DIVISION-SUFFIX` ("OPEN-SF1", as the example files have them); `seeded_slots` a league's,
ids the suffixes ("SF1"). One engine plays both (`league.bracket.engine`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from league.rules.rulebook import Rulebook
from league.season.errors import Problem
from league.season.shape_values import BracketSlot, Pool

if TYPE_CHECKING:
    from league.season.values import Season


@dataclass(frozen=True, slots=True)
class TemplateSlot:
    suffix: str
    kind: str
    sides: tuple[str, str]
    best_of: int = 1
    home_pattern: tuple[str, ...] = ()  # empty: the high side is home every game
    winner_seed: int | None = None


@dataclass(frozen=True, slots=True)
class BracketTemplate:
    """A bracket for a division of `pools` pools: its name, its words, its slots in playing order."""

    name: str
    title: str
    pools: int
    slots: tuple[TemplateSlot, ...]

    def places_needed(self, pool_number: int) -> int:
        """The most places of the division's `pool_number`-th pool (1 first) a side names."""
        numbers = [
            int(side.split(":")[2])
            for slot in self.slots
            for side in slot.sides
            if side.startswith(f"pool:{pool_number}:")
        ]
        return max(numbers, default=0)


_FINALS = (
    TemplateSlot("F", "final", ("winner:SF1", "winner:SF2")),
    TemplateSlot("3RD", "third-place", ("loser:SF1", "loser:SF2")),
)
_ONE_POOL = (
    TemplateSlot("SF1", "semi-final", ("pool:1:1", "pool:1:4")),
    TemplateSlot("SF2", "semi-final", ("pool:1:2", "pool:1:3")),
    *_FINALS,
)
_TWO_POOLS = (
    TemplateSlot("SF1", "semi-final", ("pool:1:1", "pool:2:2")),
    TemplateSlot("SF2", "semi-final", ("pool:2:1", "pool:1:2")),
    *_FINALS,
)
TEMPLATES = (
    BracketTemplate("one-pool", "one pool: 1v4, 2v3, final, third place", 1, _ONE_POOL),
    BracketTemplate(
        "one-pool-consolation",
        "one pool: 1v4, 2v3, final, third place, consolation 5v6",
        1,
        (*_ONE_POOL, TemplateSlot("CON", "consolation", ("pool:1:5", "pool:1:6"))),
    ),
    BracketTemplate("two-pools", "two pools: A1vB2, B1vA2, final, third place", 2, _TWO_POOLS),
    BracketTemplate(
        "two-pools-consolation",
        "two pools: A1vB2, B1vA2, final, third place, consolation A3vB3",
        2,
        (*_TWO_POOLS, TemplateSlot("CON", "consolation", ("pool:1:3", "pool:2:3"))),
    ),
    # Beyond the templates every rulebook offers: two pools of four under a rulebook that gives every place a knockout
    # game (Coors 3.1.1) need the fourth places' game too.
    BracketTemplate(
        "two-pools-every-place",
        "two pools: A1vB2, B1vA2, final, third place, consolation A3vB3, placement A4vB4",
        2,
        (
            *_TWO_POOLS,
            TemplateSlot("CON", "consolation", ("pool:1:3", "pool:2:3")),
            TemplateSlot("PLC", "placement", ("pool:1:4", "pool:2:4")),
        ),
    ),
)


_SERIES_OF_3 = ("high", "low", "high")
# The league's playoffs (rules 20-22): two one-game wild cards, the second's winner seeded fourth, semi-finals
# best of 3 and a final best of 5, the higher seed home in games 1, 3 and 5.
SEEDED_PLAYOFFS = BracketTemplate(
    "seeded-six",
    "six seeds: 5v6 and 4 v its winner (one game each), 1 v that winner and 2v3 (best of 3), final (best of 5)",
    0,
    (
        TemplateSlot("WC1", "play-in", ("seed:5", "seed:6"), 1, ("high",)),
        TemplateSlot("WC2", "play-in", ("seed:4", "winner:WC1"), 1, ("high",), winner_seed=4),
        TemplateSlot("SF1", "semi-final", ("seed:1", "winner:WC2"), 3, _SERIES_OF_3),
        TemplateSlot("SF2", "semi-final", ("seed:2", "seed:3"), 3, _SERIES_OF_3),
        TemplateSlot("F", "final", ("winner:SF1", "winner:SF2"), 5, (*_SERIES_OF_3, "low", "high")),
    ),
)


def seeded_slots(template: BracketTemplate) -> tuple[BracketSlot, ...]:
    """A league's playoff slots made from a template of seeds: ids and sides as the template names them."""
    return tuple(
        BracketSlot(s.suffix, "", s.kind, s.sides, s.best_of, s.home_pattern, s.winner_seed) for s in template.slots
    )


def template_named(name: str) -> BracketTemplate | None:
    return next((t for t in TEMPLATES if t.name == name), None)


def template_for(pools: tuple[Pool, ...], every_place: bool = False) -> BracketTemplate:
    """The template a division of these pools gets when none is named: the plain one for its number of
    pools, or, where the rulebook gives every place a knockout game (Coors 3.1.1), the first that fits and
    names every place of every pool (falling back to the plain one, which the checks then refuse)."""
    plain = TEMPLATES[0] if len(pools) == 1 else TEMPLATES[2]
    if not every_place:
        return plain
    for template in TEMPLATES:
        fits = template.pools == len(pools) and template_problem(template, pools) is None
        if fits and all(template.places_needed(n) == len(p.teams) for n, p in enumerate(pools, 1)):
            return template
    return plain


def template_problem(template: BracketTemplate, pools: tuple[Pool, ...]) -> str | None:
    """Why `template` does not fit a division of these pools (their number, their sizes), or None."""
    if len(pools) != template.pools:
        wanted = "one pool" if template.pools == 1 else f"{template.pools} pools"
        return f"the template {template.name} is for {wanted}, not {len(pools)}"
    for number, pool in enumerate(pools, 1):
        needed = template.places_needed(number)
        if len(pool.teams) < needed:
            return f"the template {template.name} needs {needed} teams in pool {pool.code}, not {len(pool.teams)}"
    return None


def template_slots(template: BracketTemplate, division: str, pools: tuple[Pool, ...]) -> tuple[BracketSlot, ...]:
    """The division's bracket slots made from `template` for its `pools` (in order: A, then B); pools that do
    not fit (`template_problem`) raise ValueError."""
    problem = template_problem(template, pools)
    if problem is not None:
        raise ValueError(problem)

    def side(text: str) -> str:
        kind, _, ref = text.partition(":")
        if kind == "pool":
            number, _, place = ref.partition(":")
            return f"pool:{pools[int(number) - 1].code}:{place}"
        return f"{kind}:{division}-{ref}"

    return tuple(
        BracketSlot(
            f"{division}-{s.suffix}",
            division,
            s.kind,
            (side(s.sides[0]), side(s.sides[1])),
            s.best_of,
            s.home_pattern,
            s.winner_seed,
        )
        for s in template.slots
    )


def bracket_coverage_problems(season: Season, rulebook: Rulebook) -> Iterator[Problem]:
    """Coors 3.1.1 where the rulebook has it: every place of every pool needs a knockout game of its division."""
    if not rulebook.tournament.every_place_in_bracket:
        return
    named = {(slot.division, side) for slot in season.bracket for side in slot.sides}
    for i, pool in enumerate(season.pools):
        for place in range(1, len(pool.teams) + 1):
            if (pool.division, f"pool:{pool.code}:{place}") not in named:
                yield Problem(
                    f"pools[{i}]",
                    rulebook.cite("bracket"),
                    f"place {place} of pool {pool.code} has no knockout game in the bracket of {pool.division}",
                )


def short_pool_schedules(season: Season, rulebook: Rulebook) -> tuple[tuple[str, int], ...]:
    """Coors 3.1.1's alert: (team, its pool games not cancelled) for each pool team with fewer than the rulebook's
    least, in pool order."""
    least = rulebook.tournament.min_pool_games
    if least <= 0:
        return ()
    counts = {team: 0 for pool in season.pools for team in pool.teams}
    for game in season.games:
        if game.stage == "regular" and game.status != "cancelled":
            for team in game.teams:
                if team in counts:
                    counts[team] += 1
    return tuple((team, n) for team, n in counts.items() if n < least)


def short_pool_schedule_texts(season: Season, rulebook: Rulebook) -> tuple[str, ...]:
    """The alerts of `short_pool_schedules` in words."""
    least, rule = rulebook.tournament.min_pool_games, rulebook.cite("bracket")
    return tuple(
        f"{season.team_name(team)} has {n} pool game{'s' * (n != 1)}: every team plays at least {least} ({rule})"
        for team, n in short_pool_schedules(season, rulebook)
    )
