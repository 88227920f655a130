"""How a game's two numbers are worded with its teams' names ("White 2, Blue 1"): a final score, a tally of goals,
shots on goal, period points. The scoresheet, the tournament sheet and the store's refusals all word them so."""

from __future__ import annotations

from league.season.values import Game, Score, Season


def teams_numbers(game: Game, home: int, away: int, season: Season) -> str:
    """ "White 2, Blue 1": the home team's name and number, then the away team's."""
    return f"{season.team_name(game.home)} {home}, {season.team_name(game.away)} {away}"


def score_words(game: Game, score: Score, season: Season) -> str:
    """ "White 2, Blue 1": a score with the teams' names, home first."""
    return teams_numbers(game, score.home, score.away, season)
