"""What `final` (or `score`) makes of a sheet a forfeit decided: the result the rules give, never the played one.

A team's 10th counted penalty (Gray rule 4), a late start or a short lineup (Gray rule 6), a tournament's own forfeits
and the committee's ruling each decide the game by the replay (`league.sheet.replay.replay_sheet`), and a
disqualification decides every later game of the team (docs/readings/shared.md#disqualification) whatever its sheet
says: the game counts as the forfeit (`league.results.counted_result`), a regulation win for the other team at the
rulebook's forfeit score, so the scorer's confirmation says that score, who won it and why (a disqualification's
forfeit that was played: both scores), and the game is stored without overtime.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import NamedTuple

from league.results.counted_result import counted_result
from league.results.disqualification import ruling_forfeits, season_goalies
from league.rules.rulebook import Rulebook
from league.season.score_words import teams_numbers
from league.season.values import Game, Season
from league.sheet.replay import replay_sheet
from tui.text.scoresheet_story import forfeit_words, overruling, played_and_counted


class ForfeitedFinal(NamedTuple):
    """A forfeited game made final, its result in words and why it was forfeited."""

    game: Game
    words: str  # "White 1, Blue 0, a forfeit win for White: Blue forfeits (its 10th counted penalty, rule 4)"
    why: str  # "Blue forfeits (its 10th counted penalty, rule 4)"


def forfeited_final(
    game: Game, season: Season, rulebook: Rulebook, forfeits: Mapping[str, str] | None = None
) -> ForfeitedFinal | None:
    """`game` made final as its forfeit decided it, or None when no forfeit decides it. `forfeits` are the
    season's disqualification forfeits (`ruling_forfeits`, worked out here when not given). The replay knows
    the season's goalies: a tournament's lineup counts its goalie apart."""
    final = replace(game, status="final", overtime=False)
    replay = replay_sheet(final, rulebook, season_goalies(season))
    known = ruling_forfeits(season, rulebook) if forfeits is None else forfeits
    counted = counted_result(final, rulebook, known, replay)
    outcome, forfeit = counted.outcome, counted.forfeit
    if forfeit is None or outcome is None or outcome.winner is None:
        return None
    why = forfeit_words(*forfeit, final, season, rulebook)
    score = teams_numbers(game, outcome.home_goals, outcome.away_goals, season)
    words = f"{score}, a forfeit win for {season.team_name(outcome.winner)}: {why}"
    played = counted.played
    if played is not None and overruling(counted, replay) is not None:  # the sheet says otherwise: say both
        words = played_and_counted(game, played, words, season)
    return ForfeitedFinal(final, words, why)
