"""docs/readings/shared.md#pools-and-the-bracket's templates and Coors 3.1.1's checks of a bracket."""

from __future__ import annotations

import pytest

from league.rulebooks import COLE, COORS
from league.rules.bracket_templates import (
    TEMPLATES,
    bracket_coverage_problems,
    short_pool_schedule_texts,
    short_pool_schedules,
    template_named,
    template_problem,
    template_slots,
)
from league.season.values import BracketSlot
from tests.league.tournament_season import ladder, pool_game, pools, season


def _template(name: str):
    template = template_named(name)
    assert template is not None
    return template


def test_the_two_pool_template_with_consolation_is_the_example_files_bracket():
    made = template_slots(_template("two-pools-consolation"), "OPEN", pools("A: RED BLU GRN; B: WHT BLK GLD"))
    assert made == (
        BracketSlot("OPEN-SF1", "OPEN", "semi-final", ("pool:A:1", "pool:B:2")),
        BracketSlot("OPEN-SF2", "OPEN", "semi-final", ("pool:B:1", "pool:A:2")),
        BracketSlot("OPEN-F", "OPEN", "final", ("winner:OPEN-SF1", "winner:OPEN-SF2")),
        BracketSlot("OPEN-3RD", "OPEN", "third-place", ("loser:OPEN-SF1", "loser:OPEN-SF2")),
        BracketSlot("OPEN-CON", "OPEN", "consolation", ("pool:A:3", "pool:B:3")),
    )
    two = template_slots(_template("two-pools"), "B", pools("C: ORG PUR; D: TEA MAR", division="B"))
    assert [(s.id, s.sides) for s in two] == [
        ("B-SF1", ("pool:C:1", "pool:D:2")),
        ("B-SF2", ("pool:D:1", "pool:C:2")),
        ("B-F", ("winner:B-SF1", "winner:B-SF2")),
        ("B-3RD", ("loser:B-SF1", "loser:B-SF2")),
    ]


def test_the_one_pool_templates_play_one_against_four_and_two_against_three_then_five_against_six():
    one = pools("A: T1 T2 T3 T4 T5 T6")
    plain = template_slots(_template("one-pool"), "OPEN", one)
    assert [(s.kind, s.sides) for s in plain] == [
        ("semi-final", ("pool:A:1", "pool:A:4")),
        ("semi-final", ("pool:A:2", "pool:A:3")),
        ("final", ("winner:OPEN-SF1", "winner:OPEN-SF2")),
        ("third-place", ("loser:OPEN-SF1", "loser:OPEN-SF2")),
    ]
    consolation = template_slots(_template("one-pool-consolation"), "OPEN", one)
    assert consolation[:4] == plain
    assert (consolation[4].kind, consolation[4].sides) == ("consolation", ("pool:A:5", "pool:A:6"))
    names = ["one-pool", "one-pool-consolation", "two-pools", "two-pools-consolation", "two-pools-every-place"]
    assert [t.name for t in TEMPLATES] == names


def test_a_template_refuses_pools_it_does_not_fit():
    assert template_problem(_template("one-pool"), pools("A: A B C; B: D E F")) == (
        "the template one-pool is for one pool, not 2"
    )
    assert template_problem(_template("one-pool-consolation"), pools("A: A B C D E")) == (
        "the template one-pool-consolation needs 6 teams in pool A, not 5"
    )
    assert template_problem(_template("two-pools-consolation"), pools("A: A B C; B: D E")) == (
        "the template two-pools-consolation needs 3 teams in pool B, not 2"
    )
    with pytest.raises(ValueError, match="for 2 pools, not 1"):
        template_slots(_template("two-pools"), "OPEN", pools("A: A B C D"))


def test_coors_needs_a_knockout_game_for_every_pool_place_and_alerts_a_team_with_fewer_than_three_pool_games():
    """Coors 3.1.1: without the consolation the third places of two pools of three have no knockout game; pools of
    three play two games a team. Cole has neither check."""
    two = pools("A: RED BLU GRN; B: WHT BLK GLD")
    games = (*ladder(1, "RED BLU GRN"), *ladder(4, "WHT BLK GLD"))
    short = season(COORS.name, two, games, bracket=template_slots(_template("two-pools"), "OPEN", two))
    assert [(p.path, p.rule, p.message) for p in bracket_coverage_problems(short, COORS)] == [
        ("pools[0]", "rule 3.1.1", "place 3 of pool A has no knockout game in the bracket of OPEN"),
        ("pools[1]", "rule 3.1.1", "place 3 of pool B has no knockout game in the bracket of OPEN"),
    ]
    full = season(COORS.name, two, games, bracket=template_slots(_template("two-pools-consolation"), "OPEN", two))
    assert list(bracket_coverage_problems(full, COORS)) == []
    assert list(bracket_coverage_problems(short, COLE)) == []
    assert short_pool_schedules(full, COORS) == tuple((t, 2) for t in ("RED", "BLU", "GRN", "WHT", "BLK", "GLD"))
    assert short_pool_schedule_texts(full, COORS)[0] == "Red has 2 pool games: every team plays at least 3 (rule 3.1.1)"
    four = pools("A: RED BLU GRN YEL")
    cancelled = pool_game(9, "RED", "BLU", status="cancelled")
    played = season(COORS.name, four, (*ladder(1, "RED BLU GRN YEL"), cancelled))
    assert short_pool_schedules(played, COORS) == ()
    assert short_pool_schedules(short, COLE) == ()


def test_two_pools_of_four_under_coors_need_the_template_that_gives_every_place_a_game():
    """Coors 3.1.1 with pools of four: the consolation leaves the fourth places out; the placement game covers them."""
    two = pools("A: RED BLU GRN YEL; B: WHT BLK GLD PNK")
    games = (*ladder(1, "RED BLU GRN YEL"), *ladder(7, "WHT BLK GLD PNK"))
    made = template_slots(_template("two-pools-consolation"), "OPEN", two)
    missing = bracket_coverage_problems(season(COORS.name, two, games, bracket=made), COORS)
    assert [p.message for p in missing] == [
        "place 4 of pool A has no knockout game in the bracket of OPEN",
        "place 4 of pool B has no knockout game in the bracket of OPEN",
    ]
    every = template_slots(_template("two-pools-every-place"), "OPEN", two)
    assert every[-1] == BracketSlot("OPEN-PLC", "OPEN", "placement", ("pool:A:4", "pool:B:4"))
    assert list(bracket_coverage_problems(season(COORS.name, two, games, bracket=every), COORS)) == []
    assert template_problem(_template("two-pools-every-place"), pools("A: RED BLU GRN; B: WHT BLK GLD")) == (
        "the template two-pools-every-place needs 4 teams in pool A, not 3"
    )


def test_the_template_offered_by_default_names_every_place_where_the_rulebook_asks():
    from league.rules.bracket_templates import template_for

    fours = pools("A: RED BLU GRN YEL; B: WHT BLK GLD PNK")
    assert template_for(fours).name == "two-pools"
    assert template_for(fours, every_place=True).name == "two-pools-every-place"
    assert template_for(pools("A: RED BLU GRN; B: WHT BLK GLD"), every_place=True).name == "two-pools-consolation"
    assert template_for(pools("A: RED BLU GRN YEL"), every_place=True).name == "one-pool"
