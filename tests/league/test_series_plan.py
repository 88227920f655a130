"""Playoffs planned ahead (Gray rules 20-22): every game a series may need, homes by the rulebook, "if necessary"
marked."""

from __future__ import annotations

from league.bracket.engine import PlannedGame, bracket, series_plan, unneeded_games
from league.rulebooks import GRAY
from league.season.values import Season
from tests.league.playoff_season import playoff, season, table


def plan(s: Season, series_id: str) -> tuple[PlannedGame, ...]:
    fmt = next(f for f in GRAY.playoffs.series if f.id == series_id)
    return series_plan(fmt, bracket(s, GRAY, table(s)).known(series_id), s)


def test_a_best_of_3_is_planned_whole_with_game_3_if_necessary_and_the_higher_seed_home_in_1_and_3():
    assert plan(season(), "SF2") == (
        PlannedGame(1, "B", "C", False),
        PlannedGame(2, "C", "B", False),
        PlannedGame(3, "B", "C", True),
    )


def test_a_best_of_1_play_in_is_one_game_at_the_higher_seed_and_never_if_necessary():
    assert plan(season(), "WC1") == (PlannedGame(1, "E", "F", False),)


def test_the_final_best_of_5_has_games_4_and_5_if_necessary_and_the_low_seed_home_in_2_and_4():
    s = season(
        playoff("WC1", 1, "E", "F"),
        playoff("WC2", 1, "D", "E", day=1),
        playoff("SF1", 1, "A", "D", day=2),
        playoff("SF1", 2, "D", "A", home_wins=False, day=3),
        playoff("SF2", 1, "B", "C", day=2),
        playoff("SF2", 2, "C", "B", home_wins=False, day=3),
    )
    assert plan(s, "F") == (
        PlannedGame(1, "A", "B", False),
        PlannedGame(2, "B", "A", False),
        PlannedGame(3, "A", "B", False),
        PlannedGame(4, "B", "A", True),
        PlannedGame(5, "A", "B", True),
    )


def test_game_3_stops_being_if_necessary_at_1_1_and_games_already_scheduled_are_not_planned_again():
    s = season(
        playoff("SF2", 1, "B", "C", day=0),
        playoff("SF2", 2, "C", "B", home_wins=True, day=1),
        playoff("SF2", 3, "B", "C", home_wins=None, day=2),
    )
    sf2 = bracket(s, GRAY, table(s)).known("SF2")
    assert not sf2.if_necessary(3) and plan(s, "SF2") == ()


def test_game_3_scheduled_ahead_is_if_necessary_until_the_series_is_decided_then_cancelled_by_a_2_0():
    planned = season(
        playoff("SF2", 1, "B", "C", home_wins=None),
        playoff("SF2", 2, "C", "B", home_wins=None, day=1),
        playoff("SF2", 3, "B", "C", home_wins=None, day=2),
    )
    assert bracket(planned, GRAY, table(planned)).known("SF2").if_necessary(3)
    decided = season(
        playoff("SF2", 1, "B", "C"),
        playoff("SF2", 2, "C", "B", home_wins=False, day=1),
        playoff("SF2", 3, "B", "C", home_wins=None, day=2),
    )
    sf2 = bracket(decided, GRAY, table(decided)).known("SF2")
    assert not sf2.if_necessary(3) and plan(decided, "SF2") == ()
    assert [g.id for g in unneeded_games(decided, GRAY, table(decided))] == ["SF2-3"]


def test_a_series_whose_teams_are_not_known_plans_nothing():
    assert plan(season(), "SF1") == () and plan(season(), "F") == ()
