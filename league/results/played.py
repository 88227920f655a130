"""What of a final game counts in the stats and the fee ledger: whether it started, and the goals that count.

A game forfeited before the start is nobody's game: no game played, no goal, no minute, no fee (Gray rules 6 and 15).
The replay says so of a late start past the grace period and of a tournament's short lineup it derives
(`SheetReplay.pre_game_forfeit`). A team whose recorded lineup the rules would not let start (Gray rule 6's
skaters and goalie, a tournament's lineup rules) forfeits the same way when the committee records its
forfeit, whatever the teams then played: its sheet's goals and minutes count nowhere. A committee forfeit
whose sheet holds nothing played is a no-show. Any other forfeit, on the ice (a team's 10th counted
penalty, a tournament's rule) or ruled after the game, ends a game that was played: the stats keep its
goals as played, while the standings and the bracket take the forfeit score (`league.results.outcome`).

The stats and the fee ledger both ask `counted_goals` / `game_started`, never the raw typed events.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from league.results.disqualification import NO_FORFEITS
from league.rules.rulebook import Rulebook
from league.season.values import Game, Goal
from league.sheet.lineups import short_lineups
from league.sheet.replay import NO_GOALIES, SheetReplay


class CountedGoals(NamedTuple):
    """A started game's goals as the stats count them: each side's played goals (its bare score, else its
    goal events counted) and the goal events that name scorers (none on a bare score)."""

    home: int
    away: int
    events: tuple[Goal, ...]

    def scored(self, game: Game, team: str) -> int:
        """The goals `team` scored in `game`."""
        return self.home if team == game.home else self.away


def short_handed(game: Game, rulebook: Rulebook, goalies: frozenset[str] = NO_GOALIES) -> tuple[str, ...]:
    """The teams whose recorded lineup cannot start the game (`league.sheet.lineups`): fewer skaters (and goalie) than
    Gray rule 6 asks, or short of a tournament's lineup rules without the official's waiver. `goalies` are the season's
    goalie ids (`league.results.disqualification.season_goalies`): without them every dressed player counts as a skater.
    A team with no list on the sheet is left out: whether its forfeit was a no-show is `game_started`'s to say."""
    return tuple(s.team for s in short_lineups(game, rulebook, goalies) if game.lineup_recorded(s.team))


def game_started(
    game: Game,
    replay: SheetReplay,
    rulebook: Rulebook,
    goalies: frozenset[str] = NO_GOALIES,
    forfeits: Mapping[str, str] = NO_FORFEITS,
) -> bool:
    """Whether a final game started: not forfeited before the start by the rules (a late start, a short
    lineup), not the forfeit of a team that could not dress a lineup to start it, and not a no-show ruling.

    A committee forfeit whose sheet holds no score, no dressed players and no goal, penalty or shift is
    a no-show; one with any of these was played, then ruled, unless the team it names was short-handed.
    A game a disqualification forfeits (`forfeits`, the season's `ruling_forfeits`) is such a ruling: it
    needs no sheet, and marked final without one, nobody played it.
    """
    if game.status != "final" or replay.pre_game_forfeit:
        return False
    if replay.forfeit is not None and replay.forfeit[0] in short_handed(game, rulebook, goalies):
        # Gray rule 6: a team that cannot dress a legal lineup forfeits as a late start does, before the start
        return False
    if game.forfeit is not None or game.id in forfeits:
        dressed = any(pids for _, pids in game.dressed)  # a recorded empty lineup is the no-show itself
        played = game.score or game.period_scores or game.goals or game.penalties or game.shifts
        return bool(played or dressed)
    return True


def counted_goals(
    game: Game,
    replay: SheetReplay,
    rulebook: Rulebook,
    goalies: frozenset[str] = NO_GOALIES,
    forfeits: Mapping[str, str] = NO_FORFEITS,
) -> CountedGoals | None:
    """The goals of a final game that count in the stats, or None when the game did not start (nothing of it
    counts, its goals included; `forfeits` as `game_started` takes them). A forfeit's score is the
    standings': the stats keep the goals played."""
    if not game_started(game, replay, rulebook, goalies, forfeits):
        return None
    score = game.played_score
    if score is None:
        return CountedGoals(0, 0, game.goals)
    return CountedGoals(score.home, score.away, game.goals)
