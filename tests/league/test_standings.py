"""Gray rule 19 standings: points, then head-to-head, goals, goal difference, wins and a recorded coin toss."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

import pytest

from league.results.outcome import game_outcome
from league.rulebooks import GRAY
from league.season.values import CoinToss, Forfeit, Game, Penalty, Score
from league.standings.records import regular_outcomes
from league.standings.table import standings

START = date(2002, 10, 6)


def games(*results: str) -> tuple[Game, ...]:
    """Final regular-season games from "HOME AWAY h-a" strings, a day apart."""
    made = []
    for i, text in enumerate(results):
        home, away, score = text.split()
        h, a = (int(n) for n in score.split("-"))
        made.append(
            Game(
                f"R{i + 1}",
                "regular",
                START + timedelta(days=i),
                "19:00",
                home,
                away,
                status="final",
                score=Score(h, a),
            )
        )
    return tuple(made)


def table(teams: str, played: tuple[Game, ...], tosses: tuple[CoinToss, ...] = (), rulebook=GRAY):
    outcomes = tuple(o for g in played if (o := game_outcome(g, rulebook)) is not None)
    return standings(tuple(teams.split()), outcomes, rulebook, tosses)


@pytest.mark.parametrize(
    ("case", "results", "order"),
    [
        (
            "two teams level: head-to-head points decide, whatever the goals",
            ("A B 1-0", "B C 6-0", "A C 0-0", "B D 0-0"),
            "A B D C",
        ),
        ("circular three-way tie separated on head-to-head goals", ("A B 3-0", "B C 2-1", "C A 2-1"), "A C B"),
        (
            "one team split off, the other two restart and are ordered by their own game",
            ("B A 2-1", "A C 3-0", "C B 3-1", "B D 9-0", "C D 1-0", "A D 1-0"),
            "A C B D",
        ),
        (
            "a tied team that met none of the others has 0 head-to-head, then goals for decide",
            ("A B 1-0", "B D 1-0", "C D 5-0"),
            "A C B D",
        ),
        (
            "level down to wins: the team with more wins goes first",
            ("A C 3-0", "D A 3-0", "B E 1-1", "B F 2-2"),
            "D A B F E C",
        ),
    ],
)
def test_tiebreakers_order_level_teams(case, results, order):
    teams = " ".join(sorted({t for r in results for t in r.split()[:2]}))
    result = table(teams, games(*results))
    assert " ".join(result.order) == order, case
    assert [r.rank for r in result.rows] == list(range(1, len(result.rows) + 1))
    assert result.coin_toss_pending == ()


def test_restart_among_the_remaining_pair_explained():
    """A out on head-to-head goals (4 v 3 v 3); B and C start again at criterion 1: C beat B."""
    result = table("A B C D", games("B A 2-1", "A C 3-0", "C B 3-1", "B D 9-0", "C D 1-0", "A D 1-0"))
    assert result.row("C").explanation == (
        "A, B and C 4 pts; level on head-to-head points (2 each); head-to-head goals A 4, B 3, C 3",
        "C and B 4 pts, again among themselves only; head-to-head points C 2, B 0",
    )
    assert result.row("D").explanation == ()


def test_without_restart_the_next_criterion_decides_the_rest():
    """A rulebook that does not restart carries on with goals for: B (12) above C (4)."""
    no_restart = replace(GRAY, points=replace(GRAY.points, after_split="continue"))
    result = table(
        "A B C D", games("B A 2-1", "A C 3-0", "C B 3-1", "B D 9-0", "C D 1-0", "A D 1-0"), rulebook=no_restart
    )
    assert result.order == ("A", "B", "C", "D")


def test_wins_decide_with_the_numbers_in_the_explanation():
    result = table("A B C D E F", games("A C 3-0", "D A 3-0", "B E 1-1", "B F 2-2"))
    assert result.row("B").explanation[-1] == (
        "A and B 2 pts, again among themselves only; level on head-to-head points (0 each), head-to-head goals "
        "(0 each), goals for (3 each), goal difference (+0 each); wins A 1, B 0"
    )


LEVEL_PAIRS = ("A C 2-1", "B D 2-1", "C D 0-0")  # A, B level on everything; C, D too


def test_teams_level_after_wins_are_coin_toss_pending_in_code_order():
    result = table("A B C D", games(*LEVEL_PAIRS))
    assert result.coin_toss_pending == (("A", "B"), ("C", "D"))
    assert [(r.rank, r.team, r.coin_toss_pending) for r in result.rows] == [
        (1, "A", True),
        (2, "B", True),
        (3, "C", True),
        (4, "D", True),
    ]
    assert result.row("A").explanation[-1].endswith("wins (1 each); coin toss pending")


def test_recorded_toss_orders_exactly_its_set():
    result = table("A B C D", games(*LEVEL_PAIRS), (CoinToss(("A", "B"), ("B", "A")),))
    assert result.order == ("B", "A", "C", "D")
    assert result.coin_toss_pending == (("C", "D"),)
    assert not result.row("A").coin_toss_pending and result.row("C").coin_toss_pending
    assert result.row("A").explanation[-1].endswith("coin toss recorded: B, A")


@pytest.mark.parametrize("toss", [CoinToss(("A", "C"), ("C", "A")), CoinToss(("A", "B", "C"), ("C", "B", "A"))])
def test_toss_for_a_different_set_has_no_effect(toss):
    result = table("A B C D", games(*LEVEL_PAIRS), (toss,))
    assert result.order == ("A", "B", "C", "D")
    assert result.coin_toss_pending == (("A", "B"), ("C", "D"))


def test_ruling_forfeit_of_a_6_2_game_counts_1_0_in_goals():
    """X won 6-2 but Z forfeits by ruling: X has 1 goal from it, so Y's 5 goals for put Y first."""
    played = games("X Y 2-2", "X Z 6-2", "Y W 3-0")
    played = (played[0], replace(played[1], forfeit=Forfeit("Z", "ineligible player")), played[2])
    result = table("W X Y Z", played)
    assert result.order[:2] == ("Y", "X")
    x = result.row("X").record
    assert (x.pts, x.gf, x.ga) == (3, 3, 2)
    assert "goals for Y 5, X 3" in result.row("X").explanation[0]


def test_tenth_penalty_forfeit_turns_a_win_into_a_1_0_loss():
    sheet = tuple(Penalty("X", f"P{i}", "minor", "hooking", 1, 60 * i) for i in range(10))
    played = (replace(games("X Z 5-2")[0], penalties=sheet),)
    result = table("X Z", played)
    assert result.order == ("Z", "X")
    z, x = result.row("Z").record, result.row("X").record
    assert (z.w, z.pts, z.gf, z.ga, x.l, x.gf, x.ga) == (1, 2, 1, 0, 1, 0, 1)


def test_standings_as_of_a_date_count_games_on_that_date(example_season):
    teams = tuple(t.code for t in example_season.teams)
    day = date(2002, 10, 27)
    outcomes = regular_outcomes(example_season, GRAY, day)
    assert any(g.date == day for g in example_season.games if g.id in {o.game for o in outcomes})
    result = standings(teams, outcomes, GRAY)
    assert result.order == ("RED", "BLK", "GLD", "BLU", "WHT", "GRN")
    assert {r.record.gp for r in result.rows} == {4}
    assert result.row("GLD").explanation == ("GLD and BLU 4 pts; head-to-head points GLD 2, BLU 0",)


def test_example_season_red_above_blue_and_gold_above_white_on_head_to_head(example_season):
    teams = tuple(t.code for t in example_season.teams)
    names = {t.code: t.name for t in example_season.teams}
    result = standings(teams, regular_outcomes(example_season, GRAY), GRAY, example_season.coin_tosses, names)
    assert result.order == ("RED", "BLU", "BLK", "GLD", "WHT", "GRN")
    assert [r.record.pts for r in result.rows] == [14, 14, 11, 8, 8, 5]
    assert result.row("BLU").explanation == ("Red and Blue 14 pts; head-to-head points Red 3, Blue 1",)
    assert result.row("WHT").explanation == ("Gold and White 8 pts; head-to-head points Gold 3, White 1",)
    assert result.coin_toss_pending == ()
