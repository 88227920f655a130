"""The season's table and counts are plain functions of the season value: the table from outcomes given by a
caller (a season cache) is the table worked out from the sheets, save after save."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from league.results.outcome import game_outcome
from league.rulebooks import GRAY
from league.season.game_counts import game_counts
from league.season.values import Game, Score, Season
from league.standings.season_table import season_table


def _rows(season: Season, outcomes: dict | None = None) -> tuple[object, ...]:
    table = season_table(season, GRAY, outcomes)
    return (table.rows, table.steps, table.coin_toss_pending)


def test_the_table_from_given_outcomes_is_the_table_worked_out_from_the_sheets(example_season: Season) -> None:
    season = example_season
    for game in _saves(season):
        season = season.with_game(game)
        given = {g.id: game_outcome(g, GRAY) for g in season.games}
        assert _rows(season, given) == _rows(season)
        assert _rows(season) == _rows(replace(season, games=tuple(season.games)))


def test_a_saved_games_counts_and_games_to_play_follow_each_save(example_season: Season) -> None:
    season = example_season
    for game in _saves(season):
        season = season.with_game(game)
        counts = game_counts(season)
        scheduled = [g.id for g in season.games if g.status == "scheduled"]
        assert list(counts.scheduled) == scheduled
        assert counts.games("regular") == sum(1 for g in season.games if g.stage == "regular")
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
