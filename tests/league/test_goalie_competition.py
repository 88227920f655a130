"""The 3-on-3 goalie competition (3-on-3 GC, docs/readings/three-on-three.md#the-goalie-competition): exact ratings
shown to two decimals, equal ratings waiting for a coin toss, unranked goalies, the first three assigned to the final,
third-place and consolation games, and another goalie there an alert naming GC."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from league.checks.alerts import season_alerts
from league.rulebooks import COORS, THREE_ON_THREE
from league.season.values import BracketSlot, CoinToss, Penalty, Score
from league.stats.goalie_competition import goalie_competition, rating_text
from tests.league.pool_games import pool_game
from tests.league.tournament_season import knockout, pools, season

POOL = pools("A: RED BLU GRN WHT")
SLOTS = (
    BracketSlot("F", "OPEN", "final", ("pool:A:1", "pool:A:2")),
    BracketSlot("3RD", "OPEN", "third-place", ("pool:A:3", "pool:A:4")),
    BracketSlot("CON", "OPEN", "consolation", ("pool:A:3", "pool:A:4")),
)


def faced(n: int, goalie: str, shots: int, goals: int, **fields: object):
    """Pool game P{n} whose goalie faced `shots` shots (home and away together) and let in `goals`."""
    return pool_game(
        n,
        "RED",
        "BLU",
        goalie=goalie,
        shots=Score(shots - shots // 2, shots // 2),
        score=Score(goals - goals // 2, goals // 2),
        **fields,
    )


def test_the_rulebook_example_85_saves_of_100_and_15_goals_in_5_games_rates_82_00():
    games = tuple(faced(n, "G1", 20, 3) for n in range(1, 6))
    row = goalie_competition(season("three-on-three", POOL, games), THREE_ON_THREE).rows[0]
    assert (row.player, row.gp, row.shots, row.saves, row.ga, row.rank) == ("G1", 5, 100, 85, 15, 1)
    assert row.rating == 82 and rating_text(row.rating) == "82.00"
    # Shown rounded half up; compared exactly.
    assert [rating_text(Fraction(x)) for x in ("12.345", "12.3449", "-1.005", "0")] == [
        "12.35",
        "12.34",
        "-1.01",
        "0.00",
    ]


def test_equal_ratings_wait_for_a_toss_in_id_order_and_hold_their_places_until_it_is_recorded():
    games = (
        faced(1, "G3", 20, 2),  # 90 - 2 = 88
        faced(2, "G2", 20, 2),  # 88, level with G3
        faced(3, "G1", 10, 5),  # 50 - 5 = 45
        faced(4, "G4", 10, 2),  # 80 - 2 = 78
        pool_game(5, "GRN", "WHT", goalie="G5", score=Score(1, 0)),  # no shots recorded: unranked
    )
    cup = season("three-on-three", POOL, games, bracket=SLOTS)
    waiting = goalie_competition(cup, THREE_ON_THREE)
    assert [(r.rank, r.player, r.coin_toss_pending) for r in waiting.rows] == [
        (1, "G2", True),
        (2, "G3", True),
        (3, "G4", False),
        (4, "G1", False),
        (None, "G5", False),
    ]
    assert waiting.rows[-1].rating is None and waiting.rows[-1].gp == 0
    assert waiting.coin_toss_pending == (("G2", "G3"),)
    assert waiting.assigned_in("OPEN") == {"final": None, "third-place": None, "consolation": "G4"}
    tossed = goalie_competition(replace(cup, coin_tosses=(CoinToss(("G2", "G3"), ("G3", "G2")),)), THREE_ON_THREE)
    assert [r.player for r in tossed.rows[:2]] == ["G3", "G2"] and tossed.coin_toss_pending == ()
    assert tossed.assigned_in("OPEN") == {"final": "G3", "third-place": "G2", "consolation": "G4"}


def test_a_disqualified_goalie_keeps_his_rank_but_the_next_goalies_are_assigned():
    barred = tuple(
        Penalty("BLU", "G1", "minor", "delay of game", period=1, second=60 + n) for n in range(3)
    )  # his third penalty of the tournament (3-on-3 PEN 4)
    games = (
        faced(1, "G1", 20, 1, penalties=barred),
        faced(2, "G2", 20, 4),
        faced(3, "G3", 20, 6),
        faced(4, "G4", 20, 8),
    )
    found = goalie_competition(season("three-on-three", POOL, games, bracket=SLOTS), THREE_ON_THREE)
    assert [r.player for r in found.rows] == ["G1", "G2", "G3", "G4"]
    assert found.assigned_in("OPEN") == {"final": "G2", "third-place": "G3", "consolation": "G4"}


def test_another_goalie_in_the_final_is_an_alert_naming_the_competition_and_its_first():
    games = (faced(1, "G1", 20, 1), faced(2, "G2", 20, 4), knockout(1, "F", "RED", "BLU", goalie="G2"))
    alerts = season_alerts(season("three-on-three", POOL, games, bracket=SLOTS), THREE_ON_THREE, games[0].date)
    assert [a.text for a in alerts if a.kind == "goalie"] == [
        "Goalie G2 in the final (K01) is not the goalie competition's first (G1): the committee's reason is needed (GC)"
    ]
    right = (*games[:2], knockout(1, "F", "RED", "BLU", goalie="G1"))
    cup = season("three-on-three", POOL, right, bracket=SLOTS)
    assert not [a for a in season_alerts(cup, THREE_ON_THREE, games[0].date) if a.kind == "goalie"]


def test_a_rulebook_without_a_goalie_competition_has_none():
    cup = season("coors-cup", POOL, (faced(1, "G1", 20, 3),))
    assert not COORS.tournament.goalie_competition and THREE_ON_THREE.tournament.goalie_competition
    assert goalie_competition(cup, COORS).rows == ()


def test_a_game_a_disqualification_ended_before_any_goal_counts_for_its_goalie_with_no_goal_against():
    """3-on-3 PEN 5: BLU's fight at 1:00 ends P01 as BLU's forfeit, no goal scored and no score written (the sheet
    holds the events before that moment). The goalie faced 5 shots: a game played, no goal against."""
    fight = Penalty("BLU", "BLU1", "major", "fighting", period=1, second=60)
    ended = pool_game(1, "RED", "BLU", goalie="G1", shots=Score(3, 2), penalties=(fight,))
    games = (ended, faced(2, "G1", 10, 2))
    cup = season("three-on-three", POOL, games)
    row = goalie_competition(cup, THREE_ON_THREE).rows[0]
    assert (row.player, row.gp, row.shots, row.saves, row.ga, row.rank) == ("G1", 2, 15, 13, 2, 1)
    assert row.rating == Fraction(100 * 13, 15) - 1 and rating_text(row.rating) == "85.67"
