"""docs/readings/shared.md#pools-and-the-bracket and each tournament's tiebreakers: each pool's table over its own
games, and when its places are fixed."""

from __future__ import annotations

from dataclasses import replace

import pytest

from league.rulebooks import COLE, COORS, PRIME, THREE_ON_THREE
from league.rules.rulebook import Rulebook
from league.season.values import CoinToss, Division, Game
from league.standings.pools import division_codes, places, pool_tables
from tests.league.pool_games import by_periods, scored
from tests.league.tournament_season import ladder, pools, season, shootout_won_by

TWO_POOLS = pools("A: A B C D; B: E F G H")


def _examples(rulebook: Rulebook) -> tuple[Game, ...]:
    """The worked tiebreak example of `rulebook` as pool A's games (P01-P06)."""
    if rulebook is COORS:
        return (
            by_periods(1, "A", "B", (2, 0), (0, 1), (0, 0)),
            by_periods(2, "B", "C", (1, 0), (1, 0), (0, 0)),
            by_periods(3, "C", "A", (0, 0), (1, 0), (0, 0)),
            by_periods(4, "A", "D", (1, 0), (1, 0), (0, 0)),
            by_periods(5, "C", "D", (0, 0), (2, 0), (1, 0)),
            by_periods(6, "B", "D", (1, 0), (0, 1), (0, 0)),
        )
    if rulebook is PRIME:
        return (
            scored(1, "A B 0-0", shootout=shootout_won_by("B", "A")),
            scored(2, "C B 1-0"),
            scored(3, "A C 11-3"),
            scored(4, "D A 1-0"),
            scored(5, "B D 1-1", shootout=shootout_won_by("B", "D")),
            scored(6, "C D 2-2", shootout=shootout_won_by("D", "C")),
        )
    if rulebook is THREE_ON_THREE:
        results = ("A B 1-1", "B C 2-2", "C A 0-0", "A D 5-1", "B D 3-0", "C D 4-0")
    else:
        results = ("A B 1-1", "B C 2-2", "C A 3-0", "A D 4-0", "B D 2-2", "D C 2-0")
    return tuple(scored(n, text) for n, text in enumerate(results, 1))


@pytest.mark.parametrize(
    ("rulebook", "order"),
    [(COORS, ("B", "C", "A", "D")), (PRIME, ("D", "A", "C", "B")), (COLE, ("C", "A", "D", "B"))],
    ids=["coors", "prime", "cole"],
)
def test_each_spec_example_is_pool_a_of_two_pools_whose_places_are_fixed_once_every_game_is_final(rulebook, order):
    """Pool B (E beats F, G and H, F beats G and H, G beats H) and a game between the pools played alongside:
    each pool's table counts only its own games."""
    across = scored(20, "A E 9-0")
    games = (*_examples(rulebook), *ladder(7, "E F G H"), across)
    tables = pool_tables(season(rulebook.name, TWO_POOLS, games), rulebook)
    assert [t.pool.code for t in tables] == ["A", "B"]
    assert tables[0].standings.order == order
    assert tables[1].standings.order == ("E", "F", "G", "H")
    assert [row.record.gp for t in tables for row in t.standings.rows] == [3] * 8  # not the game across pools
    assert all(t.fixed and t.games_left == 0 for t in tables)
    assert places(tables) == {"A": order, "B": ("E", "F", "G", "H")}
    assert tables[0].standings.citation == rulebook.cite("tiebreakers")


def test_a_pool_with_a_game_still_to_play_has_no_places_while_the_other_pool_has():
    games = (*_examples(COLE), *ladder(7, "E F G H"))
    pending = tuple(replace(g, status="scheduled", score=None) if g.id == "P09" else g for g in games)
    tables = pool_tables(season(COLE.name, TWO_POOLS, pending), COLE)
    assert (tables[0].fixed, tables[1].fixed, tables[1].games_left) == (True, False, 1)
    assert tables[1].places is None
    assert places(tables) == {"A": ("C", "A", "D", "B")}
    # a postponed game is still to play; a cancelled one is not
    postponed = tuple(replace(g, status="postponed") if g.id == "P09" else g for g in pending)
    assert not pool_tables(season(COLE.name, TWO_POOLS, postponed), COLE)[1].fixed
    cancelled = tuple(replace(g, status="cancelled") if g.id == "P09" else g for g in pending)
    assert pool_tables(season(COLE.name, TWO_POOLS, cancelled), COLE)[1].places == ("E", "F", "G", "H")


def test_a_pending_coin_toss_keeps_a_pools_places_open_until_the_toss_for_its_teams_is_recorded():
    """3-on-3 (docs/readings/three-on-three.md#points-and-tiebreakers): A and C are level on everything; pool B is fixed
    meanwhile. A toss recorded for another set (a team of each pool) decides nothing."""
    games = (*_examples(THREE_ON_THREE), *ladder(7, "E F G H"))
    other = CoinToss(("A", "E"), ("E", "A"))
    tables = pool_tables(season(THREE_ON_THREE.name, TWO_POOLS, games, coin_tosses=(other,)), THREE_ON_THREE)
    assert tables[0].standings.coin_toss_pending == (("A", "C"),)
    assert (tables[0].fixed, tables[0].games_left) == (False, 0)
    assert places(tables) == {"B": ("E", "F", "G", "H")}
    toss = CoinToss(("A", "C"), ("C", "A"))
    tossed = pool_tables(season(THREE_ON_THREE.name, TWO_POOLS, games, coin_tosses=(other, toss)), THREE_ON_THREE)
    assert places(tossed) == {"A": ("C", "A", "B", "D"), "B": ("E", "F", "G", "H")}


def test_the_division_is_open_unless_the_season_names_its_divisions():
    plain = season(COLE.name, TWO_POOLS, ())
    assert division_codes(plain) == ("OPEN",)
    named = replace(
        plain,
        divisions=(Division("A", "A division"), Division("B", "B division")),
        pools=(replace(TWO_POOLS[0], division="A"), replace(TWO_POOLS[1], division="C")),
    )
    assert division_codes(named) == ("A", "B", "C")


def test_a_coors_bare_sheet_takes_its_period_points_from_its_period_scores():
    """Coors 5.1.3: a final pool game's period scores come from its goal events or its `period_scores`."""
    bare = scored(1, "A B 3-2", period_scores=((2, 1), (1, 1), (0, 0)))
    rows = pool_tables(season(COORS.name, pools("A: A B"), (bare,)), COORS)[0].standings.rows
    assert [(r.team, r.record.pts, r.record.period_points) for r in rows] == [("A", 6, 4), ("B", 2, 2)]
