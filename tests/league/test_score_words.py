"""A game's two numbers are worded with its teams' names, home first: the one wording the scoresheet, the tournament
sheet and the store's refusals share."""

from __future__ import annotations

from league.season.score_words import score_words, teams_numbers
from league.season.values import Score


def test_a_score_names_the_home_team_first(example_season):
    game = example_season.games[0]
    home, away = example_season.team_name(game.home), example_season.team_name(game.away)
    assert home != away
    assert score_words(game, Score(2, 1), example_season) == f"{home} 2, {away} 1"


def test_any_two_numbers_are_worded_as_a_score_is(example_season):
    game = example_season.games[0]
    assert teams_numbers(game, 24, 19, example_season) == score_words(game, Score(24, 19), example_season)
