"""A season file's sheets read as the scoresheet reads the same sheet entered by hand.

Two things the file may leave to the reader: whether a game went to overtime, and the score of a game in
which nobody scored. A goal in a period after regulation, where the game's format has overtime, was an
overtime goal: the game went to overtime whatever the file's `overtime` says, as `final` on the scoresheet
makes it (`league.results.outcome.final_result`). A final sheet whose goal events are listed as none, with no score
beside them, was played 0-0; where a forfeit decides the game instead (one the rules derive, the
committee's ruling on the sheet, or a team's disqualification), the forfeit is its result and no played
score is added to it. Whatever rule the reading then breaks (a knockout game cannot end tied) is the
season checks' to name.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace

from league.results.disqualification import ruling_forfeits, season_goalies
from league.results.outcome import scored_in_overtime
from league.rules.rulebook import Rulebook
from league.season.values import Game, Score, Season
from league.sheet.replay import replay_sheet

NIL_NIL = Score(0, 0)


def sheets_as_entered(season: Season, rulebook: Rulebook, no_goals_listed: Collection[int] = ()) -> Season:
    """`season` with its final games read as the scoresheet reads them. `no_goals_listed` holds the places
    (in `season.games`) of the games whose file lists their goal events as none and gives no score."""
    games = [_overtime_read(g, rulebook) if g.status == "final" else g for g in season.games]
    nil_nil = [i for i in sorted(no_goals_listed) if _played_without_a_result(games[i])]
    if nil_nil:  # rare: the forfeits are worked out only for such a file
        read = season.with_changes(games=tuple(games))
        forfeits, goalies = ruling_forfeits(read, rulebook), season_goalies(read)
        for i in nil_nil:
            game = games[i]
            if game.id not in forfeits and replay_sheet(game, rulebook, goalies).forfeit is None:
                games[i] = replace(game, score=NIL_NIL)
    if all(new is old for new, old in zip(games, season.games, strict=True)):
        return season
    return season.with_changes(games=tuple(games))


def _overtime_read(game: Game, rulebook: Rulebook) -> Game:
    """The game marked as gone to overtime where a goal came in an overtime period, as `final` marks it."""
    if game.overtime or not game.goals or not scored_in_overtime(game, rulebook):
        return game
    return replace(game, overtime=True)


def _played_without_a_result(game: Game) -> bool:
    """A final game with neither a score, goal events, period scores nor the committee's forfeit ruling."""
    return (
        game.status == "final"
        and game.score is None
        and not game.goals
        and not game.period_scores
        and game.forfeit is None
    )
