"""The stats every league keeps: players (GP, G, A, PTS, PIM), goalies (GP, GA, GAA) and teams (GF, GA, PIM)."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from league.rulebooks import GRAY
from league.season.values import Game, Goal, LateStart, Penalty, Player, Score, Season, SeasonDates, Team
from league.stats.totals import season_stats

RED = tuple(f"R{i}" for i in range(1, 7))
BLU = tuple(f"B{i}" for i in range(1, 7))
PLAYERS = (
    *(Player(pid, f"Red {pid}", date(1970, 1, 1), "F", "B", 50, team="RED") for pid in RED),
    *(Player(pid, f"Blue {pid}", date(1970, 1, 1), "F", "B", 50, team="BLU") for pid in BLU),
    Player("RG", "Red goalie", date(1970, 1, 1), "G", "B", 50, team="RED"),
    Player("BG1", "Blue goalie", date(1970, 1, 1), "G", "B", 50, team="BLU"),
    Player("BG2", "Blue backup", date(1970, 1, 1), "G", "B", 50, team="BLU"),
)


def game(n: int, blue_goalies: tuple[str, ...] = ("BG1",), **fields) -> Game:
    base = dict(
        stage="regular",
        date=date(2002, 10, 6) + timedelta(days=7 * n),
        time="19:00",
        status="final",
        dressed=(("RED", (*RED, "RG")), ("BLU", BLU + blue_goalies)),
    )
    return Game(f"G{n}", home="RED", away="BLU", **{**base, **fields})


def stats(*games: Game, stage: str | None = None):
    season = Season(
        "Test",
        "2002-03",
        "gray",
        SeasonDates(date(2002, 12, 31), date(2002, 12, 31)),
        teams=(Team("RED", "Red"), Team("BLU", "Blue")),
        players=PLAYERS,
        games=games,
    )
    return season_stats(season, GRAY, stage)


def line(lines, player: str):
    return next(x for x in lines if x.player == player)


DETAILED = game(
    1,
    score=Score(3, 1),
    goals=(
        Goal("RED", "R1", ("R2", "R3"), 1, 60),
        Goal("RED", "R1", ("R2",), 1, 120),
        Goal("BLU", "B1", (), 2, 30),
        Goal("RED", "R2", (), 3, 10),
    ),
)


def test_goals_assists_and_points_come_from_the_goal_events():
    players = stats(DETAILED).players
    assert [(x.goals, x.assists, x.points) for x in (line(players, p) for p in ("R1", "R2", "R3", "B1"))] == [
        (2, 0, 2),
        (1, 2, 3),
        (0, 1, 1),
        (1, 0, 1),
    ]


def test_games_played_are_the_games_a_player_was_dressed_for_his_team():
    players = stats(DETAILED, game(2, score=Score(1, 1)), game(3, status="scheduled")).players
    assert line(players, "R4").gp == 2  # the scheduled game is no game played
    assert not any(x.player == "BG2" for x in players)  # never dressed: no line


def test_a_game_forfeited_before_the_start_is_nobodys_game_played():
    late = game(2, late_starts=(LateStart("BLU", 20),))
    result = stats(DETAILED, late)
    assert line(result.players, "R1").gp == 1 and result.games == 1
    assert line(result.goalies, "RG").gp == 1
    assert [t.gp for t in result.teams] == [1, 1]


def test_a_lone_goalie_is_charged_the_goals_against_and_averages_per_game():
    result = stats(DETAILED, game(2, score=Score(0, 4)))
    red, blue = line(result.goalies, "RG"), line(result.goalies, "BG1")
    assert (red.gp, red.ga, red.alone) == (2, 1 + 4, 2)
    assert red.gaa == pytest.approx(2.5)
    assert (blue.gp, blue.ga, blue.gaa) == (2, 3 + 0, pytest.approx(1.5))


def test_with_a_bare_score_the_goals_against_are_the_opponents_score():
    result = stats(game(1, score=Score(5, 2)))
    assert (line(result.goalies, "RG").ga, line(result.goalies, "BG1").ga) == (2, 5)
    assert result.games_with_goal_details == 0 and line(result.players, "R1").goals == 0


def test_two_goalies_dressed_both_play_a_game_and_neither_is_charged():
    result = stats(game(1, blue_goalies=("BG1", "BG2"), score=Score(6, 0)), game(2, score=Score(1, 2)))
    first, second = line(result.goalies, "BG1"), line(result.goalies, "BG2")
    assert (first.gp, first.ga, first.alone) == (2, 1, 1)
    assert (second.gp, second.ga, second.alone, second.gaa) == (1, 0, 0, None)
    blue = next(t for t in result.teams if t.team == "BLU")
    assert (blue.gf, blue.ga) == (2, 7)  # the team's goals against count every game


def test_penalty_minutes_include_the_misconduct_the_rules_add():
    minors = tuple(Penalty("RED", "R5", "minor", "hooking", 1, 60 * i) for i in range(1, 5))
    result = stats(game(1, score=Score(1, 0), penalties=minors))
    assert line(result.players, "R5").pim == 4 * 2 + 10  # the 4th penalty adds a 10-minute misconduct (Gray rule 4)
    assert next(t for t in result.teams if t.team == "RED").pim == 18


def test_a_minor_in_running_time_is_three_minutes_and_a_bench_minor_counts_for_the_team():
    goals = tuple(Goal("RED", "R1", (), 1, 30 * i) for i in range(1, 11))
    late = (
        Penalty("BLU", "B2", "minor", "hooking", 1, 400),
        Penalty("BLU", None, "minor", "too many men", 1, 420, bench=True),
    )
    result = stats(game(1, score=Score(10, 0), goals=goals, penalties=late))
    assert line(result.players, "B2").pim == 3
    assert next(t for t in result.teams if t.team == "BLU").pim == 6


def test_stats_of_one_stage_only():
    playoff = game(2, stage="playoff", series="F", no=1, score=Score(2, 1))
    assert stats(DETAILED, playoff, stage="regular").games == 1
    assert line(stats(DETAILED, playoff, stage="playoff").goalies, "RG").ga == 1
