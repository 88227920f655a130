"""The result a game counts as, and why: the one answer every view that says a game's result asks.

A game counts as what its sheet decides (`league.results.outcome.game_outcome`: the posted score, or the forfeit
the replay derives or the committee ruled on the sheet) unless a disqualification forfeits it
(`league.results.disqualification`): then it is the disqualified team's forfeit whatever was played, decided even
while scheduled, and needs no sheet. The played score stays the sheet's: a view that shows the sheet's
goals shows both, the score played and the result it counts as.

The season's forfeits (`ruling_forfeits`) are a season-wide computation: a view works them out once and
passes them to every game it shows.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from league.results.disqualification import DISQUALIFIED, counted_outcome
from league.results.outcome import Outcome
from league.rules.rulebook import Rulebook
from league.season.values import Game, Score
from league.sheet.replay import SheetReplay


class CountedResult(NamedTuple):
    """A game's counted outcome (None while it has none) beside the score it was played to (None: nothing
    played or written). The outcome's `forfeited_by` and `forfeit_cause` say why a forfeit is one."""

    outcome: Outcome | None
    played: Score | None

    @property
    def forfeit(self) -> tuple[str, str] | None:
        """(the team that forfeits, the cause) where the game counts as a forfeit, else None."""
        o = self.outcome
        if o is None or o.forfeited_by is None or o.forfeit_cause is None:
            return None
        return o.forfeited_by, o.forfeit_cause

    @property
    def disqualified(self) -> str | None:
        """The disqualified team whose forfeit the game counts as, whatever its sheet says, or None."""
        forfeit = self.forfeit
        return forfeit[0] if forfeit is not None and forfeit[1] == DISQUALIFIED else None

    @property
    def overrules_play(self) -> bool:
        """Whether the game was played (its sheet holds a score) and counts as a disqualification's forfeit:
        the played score is then not the result, and a view showing the sheet says both."""
        return self.played is not None and self.disqualified is not None


def counted_result(
    game: Game,
    rulebook: Rulebook,
    forfeits: Mapping[str, str],
    replay: SheetReplay | None = None,
    goalies: frozenset[str] = frozenset(),
) -> CountedResult:
    """What `game` counts as and the score it was played to. `forfeits` are the season's disqualification
    forfeits (`league.results.disqualification.ruling_forfeits`, worked out once per view); pass the sheet's `replay`
    where it is at hand, and the season's `goalies` where a replay must count a lineup's goalie apart."""
    return CountedResult(counted_outcome(game, rulebook, forfeits, replay, goalies), game.played_score)
