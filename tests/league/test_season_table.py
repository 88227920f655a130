"""The season's table is worked out once per season value and carried from save to save (issue 25)."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta
from unittest.mock import patch

from league import records
from league.game_counts import GameCounts, game_counts
from league.rulebooks import GRAY
from league.season_table import season_table
from league.values import Game, Score, Season


def _fresh(season: Season) -> Season:
    """The same season value without anything kept with it."""
    return replace(season, games=tuple(season.games))


def _rows(season: Season) -> tuple[object, ...]:
    table = season_table(season, GRAY)
    return (table.rows, table.steps, table.coin_toss_pending)


def test_a_saved_games_table_is_the_one_worked_out_afresh_without_counting_the_season_again(
    example_season: Season,
) -> None:
    season = example_season
    assert season_table(season, GRAY) is season_table(season, GRAY)  # the alerts and the dashboard share it
    with patch("league.season_table.regular_outcomes", side_effect=AssertionError("counted every game again")):
        for game in _saves(season):
            season = season.with_game(game)
            assert _rows(season) == _rows(_fresh_counted(season))


def test_a_saved_games_counts_and_games_to_play_are_the_ones_counted_afresh(example_season: Season) -> None:
    season = example_season
    game_counts(season)
    for game in _saves(season):
        season = season.with_game(game)
        carried, fresh = game_counts(season), GameCounts.of(season)
        assert carried is not fresh
        assert +carried.by_status == +fresh.by_status and +carried.left == +fresh.left
        assert (set(carried.playoff), set(carried.scheduled)) == (set(fresh.playoff), set(fresh.scheduled))
        assert [season.known_game(g) for g in carried.scheduled] == list(carried.scheduled.values())
    assert game_counts(season).regular_season_complete() is False  # R30 postponed: still to play


def _saves(season: Season) -> list[Game]:
    """Saves that move what the table and the counts count, one after the other."""
    r29, r30 = season.known_game("R29"), season.known_game("R30")
    return [
        replace(r29, score=Score(3, 2)),  # a tie becomes a win: points, wins, head-to-head all move
        replace(r30, status="scheduled", score=None),  # a result taken back
        replace(r30, date=r30.date + timedelta(days=3)),  # moved (its place in date order changes)
        replace(r30, date=r30.date + timedelta(days=3), status="final", score=Score(0, 5)),
        Game("R99", "regular", r30.date, "22:00", r30.away, r30.home, status="final", score=Score(1, 1)),
        replace(r29, dressed=()),  # nothing the table counts
        replace(r30, date=r30.date + timedelta(days=3), status="postponed", score=None),
    ]


def _fresh_counted(season: Season) -> Season:
    """`season` with its table counted from every game (the patch above lifted for it)."""
    fresh = _fresh(season)
    with patch("league.season_table.regular_outcomes", records.regular_outcomes):
        season_table(fresh, GRAY)
    return fresh
