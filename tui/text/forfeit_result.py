"""What `final` (or `score`) makes of a sheet a forfeit decided: the result the rules give, never the played one.

A team's 10th counted penalty (G4), a late start or a short lineup (G6), a tournament's own forfeits
and the committee's ruling each decide the game by the replay (`league.sheet.replay_sheet`): it is
final at the rulebook's forfeit score, a regulation win for the other team (`league.outcome`), so the
scorer's confirmation says that score, who won it and why, and the game is stored without overtime.
"""

from __future__ import annotations

from dataclasses import replace
from typing import NamedTuple

from league.disqualification import season_goalies
from league.outcome import game_outcome
from league.rulebook import Rulebook
from league.sheet import replay_sheet
from league.values import Game, Season
from tui.text.sheet_story import forfeit_words


class ForfeitedFinal(NamedTuple):
    """A forfeited game made final, its result in words and why it was forfeited."""

    game: Game
    words: str  # "White 1, Blue 0, a forfeit win for White: Blue forfeits (its 10th counted penalty, rule 4)"
    why: str  # "Blue forfeits (its 10th counted penalty, rule 4)"


def forfeited_final(game: Game, season: Season, rulebook: Rulebook) -> ForfeitedFinal | None:
    """`game` made final as its forfeit decided it, or None when no forfeit decides it. The replay knows
    the season's goalies: a tournament's lineup counts its goalie apart."""
    final = replace(game, status="final", overtime=False)
    replay = replay_sheet(final, rulebook, season_goalies(season))
    outcome = game_outcome(final, rulebook, replay)
    if replay.forfeit is None or outcome is None or outcome.winner is None:
        return None
    why = forfeit_words(replay.forfeit[0], replay.forfeit[1], final, season, rulebook)
    home, away, winner = (season.team_name(team) for team in (game.home, game.away, outcome.winner))
    words = f"{home} {outcome.home_goals}, {away} {outcome.away_goals}, a forfeit win for {winner}: {why}"
    return ForfeitedFinal(final, words, why)
