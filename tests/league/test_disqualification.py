"""docs/readings/shared.md#disqualification: a disqualified team's games count as its forfeits; it ranks last, marked
dq."""

from __future__ import annotations

from dataclasses import replace

from league.results.disqualification import DISQUALIFIED, ruling_forfeits, season_outcomes
from league.rulebooks import COLE, COORS, THREE_ON_THREE
from league.season.values import Disqualification, Game, Goal, Penalty, Season
from league.standings.pools import pool_tables
from tests.league.pool_games import scored
from tests.league.tournament_season import pool_game, pools, season

POOL = pools("A: A B C D")
RULING = Disqualification("D", "P04", "ineligible player")


def _games() -> tuple[Game, ...]:
    """D beats C before its disqualifying game P04 (which it wins on the ice); P05 is never played."""
    return (
        scored(1, "A B 2-1"),
        scored(2, "C D 1-3"),
        scored(3, "A C 2-0"),
        scored(4, "B D 1-2"),
        pool_game(5, "A", "D", status="scheduled"),
        scored(6, "B C 2-2"),
    )


def _season(name: str, games: tuple[Game, ...] | None = None) -> Season:
    return season(name, POOL, _games() if games is None else games, disqualifications=(RULING,))


def test_from_the_disqualifying_game_on_every_game_is_its_forfeit_and_its_earlier_results_stand():
    """Cole: P04 (won on the ice) and P05 (never played) are D's 5-0 forfeits; P02, won before, stands.
    D ranks last, marked dq, its row counting the unplayed forfeit; the places are fixed with P05 scheduled."""
    outcomes = season_outcomes(_season(COLE.name), COLE)
    assert ruling_forfeits(_season(COLE.name), COLE) == {"P04": "D", "P05": "D"}
    forfeits = (outcomes["P04"], outcomes["P05"])
    assert [(o.winner, o.home_goals, o.away_goals, o.decided_by, o.forfeit_cause) for o in forfeits] == [
        ("B", 5, 0, "forfeit", DISQUALIFIED),
        ("A", 5, 0, "forfeit", DISQUALIFIED),
    ]
    assert (outcomes["P02"].winner, outcomes["P02"].decided_by) == ("D", "regulation")
    table = pool_tables(_season(COLE.name), COLE)[0]
    assert [(r.rank, r.team, r.record.pts, r.dq) for r in table.standings.rows] == [
        (1, "A", 6, False),
        (2, "B", 3, False),
        (3, "C", 1, False),
        (4, "D", 2, True),  # more points than C, still last
    ]
    d = table.standings.row("D").record
    assert (d.gp, d.w, d.l, d.gf, d.ga) == (3, 1, 2, 3, 11)
    assert (table.games_left, table.places, table.bracket_order) == (0, ("A", "B", "C", "D"), ("A", "B", "C"))


def test_coors_forfeits_every_game_of_the_disqualified_team_played_or_not_at_three_nil_one_a_period():
    outcomes = season_outcomes(_season(COORS.name), COORS)
    assert ruling_forfeits(_season(COORS.name), COORS) == {"P02": "D", "P04": "D", "P05": "D"}
    before = outcomes["P02"]  # C's 1-3 loss becomes its 3-0 win: 8 points to 0 (Coors 3.1.10)
    assert (before.winner, before.home_goals, before.away_goals, before.home_points, before.away_points) == (
        "C", 3, 0, 8, 0
    )  # fmt: skip
    d = pool_tables(_season(COORS.name), COORS)[0].standings.rows[-1]
    assert (d.team, d.dq, d.record.gp, d.record.w, d.record.l, d.record.pts, d.record.ga) == ("D", True, 3, 0, 3, 0, 9)
    assert d.record.period_points == 0


def test_a_cancelled_game_of_a_disqualified_team_counts_for_nothing():
    games = tuple(replace(g, status="cancelled") if g.id == "P05" else g for g in _games())
    assert "P05" not in season_outcomes(_season(COLE.name, games), COLE)
    d = pool_tables(_season(COLE.name, games), COLE)[0].standings.row("D")
    assert d is not None and (d.record.gp, d.dq) == (2, True)


def test_several_rulings_take_the_earliest_game_and_two_disqualified_teams_both_rank_last():
    """Of two rulings on D, the earlier game counts; a game of two disqualified teams is the forfeit of the
    one disqualified first; the disqualified rank among themselves, after every other team."""
    rulings = (RULING, Disqualification("D", "P02", "another ineligible player"), Disqualification("C", "P03", "x"))
    made = season(COLE.name, POOL, _games(), disqualifications=rulings)
    assert ruling_forfeits(made, COLE) == {"P02": "D", "P04": "D", "P05": "D", "P03": "C", "P06": "C"}
    rows = pool_tables(made, COLE)[0].standings.rows
    assert [(r.team, r.dq, r.coin_toss_pending) for r in rows] == [
        ("A", False, False),
        ("B", False, False),
        ("C", True, False),
        ("D", True, False),
    ]


def test_a_three_on_three_disqualification_on_the_ice_forfeits_the_teams_later_games_and_marks_it_dq():
    """3-on-3 PEN 5: D's player fights in P02; that game ends there as D's forfeit and
    D is disqualified from it on. A ruling naming a later game changes nothing: the
    earlier disqualification holds (docs/readings/shared.md#disqualification)."""
    fight = Penalty("D", "D1", "minor", "fighting", 2, 60)
    games = (
        scored(1, "A B 2-1"),
        pool_game(2, "C", "D", goals=(Goal("D", "D2", period=1, second=30),), penalties=(fight,)),
        scored(3, "A C 2-0"),
        scored(4, "B D 1-2"),
        pool_game(5, "A", "D", status="scheduled"),
        scored(6, "B C 2-2"),
    )
    made = season(THREE_ON_THREE.name, POOL, games, disqualifications=(Disqualification("D", "P04", "late ruling"),))
    assert ruling_forfeits(made, THREE_ON_THREE) == {"P02": "D", "P04": "D", "P05": "D"}
    outcomes = season_outcomes(made, THREE_ON_THREE)
    assert [(outcomes[g].winner, outcomes[g].home_goals, outcomes[g].away_goals) for g in ("P02", "P04")] == [
        ("C", 1, 0),
        ("B", 1, 0),
    ]
    table = pool_tables(made, THREE_ON_THREE)[0]
    assert [(r.team, r.dq) for r in table.standings.rows][-1] == ("D", True)
