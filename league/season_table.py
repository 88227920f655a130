"""A season's G19 standings, worked out once per season value and carried from save to save (issue 25).

The dashboard's table, its alerts, its race and the playoffs all show the standings of every regular-season
result entered. They share one `season_table` per season value, and a season made by `Season.with_game`
(a save) takes the tally of the season before it with the one game's outcome taken out and put in again:
the records and head-to-head pairs change by that game, so a save on a 10,000-game season ranks six teams
instead of counting 10,000 outcomes again.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, field, fields
from datetime import date

from league.criteria import Pairs, count_pairs
from league.outcome import Outcome, game_outcome
from league.records import TeamRecord, regular_outcomes, team_records
from league.rulebook import Rulebook
from league.standings import Standings, ranked
from league.values import Game, Season

_COLUMNS = tuple(f.name for f in fields(TeamRecord))[1:]  # every column but the team's code


def season_table(season: Season, rulebook: Rulebook) -> Standings:
    """The G19 standings of every regular-season result entered, the teams' names in the explanations."""
    tally = season.kept(("regular tally", rulebook.name), lambda s: _Tally.of(s, rulebook))
    if tally.rulebook is not rulebook:  # another rulebook of the same name (a test's): not the kept one
        tally = _Tally.of(season, rulebook)
    if tally.table is None:
        names = {t.code: t.name for t in season.teams}
        tally.table = ranked(
            tuple(names), tally.records, tally.outcomes, rulebook, season.coin_tosses, names, tally.pairs
        )
    return tally.table


@dataclass(slots=True)
class _Tally:
    """The counted regular-season outcomes in date order (with each one's game sort key), every team's
    record and every head-to-head pair over them, and the table once ranked."""

    rulebook: Rulebook
    outcomes: tuple[Outcome, ...]
    keys: tuple[tuple[date, str, str], ...]
    records: dict[str, TeamRecord]
    pairs: Pairs
    carries: bool  # False when a disqualification forfeits games: one game's change can move others
    table: Standings | None = field(default=None)

    @classmethod
    def of(cls, season: Season, rulebook: Rulebook) -> _Tally:
        outcomes = regular_outcomes(season, rulebook)
        pairs = count_pairs(outcomes)
        keys = tuple(season.known_game(o.game).sort_key for o in outcomes)
        teams = tuple(t.code for t in season.teams)
        records = team_records(teams, outcomes, rulebook)
        return cls(rulebook, outcomes, keys, records, pairs, not season.disqualifications)

    def with_game(self, old: Game | None, new: Game) -> _Tally | None:
        """The tally with `new`'s outcome in place of `old`'s (the table is ranked again when asked)."""
        if not self.carries:
            return None
        before, after = self._counted(old), self._counted(new)
        if before is after and (old is None or old.sort_key == new.sort_key):
            return self  # nothing the table counts changed (a dressing list, a game still to play)
        outcomes, keys, records, pairs = list(self.outcomes), list(self.keys), dict(self.records), dict(self.pairs)
        for game, outcome, sign in ((old, before, -1), (new, after, 1)):
            if game is None or outcome is None:
                continue
            at = bisect_left(keys, game.sort_key)
            if sign < 0:
                del outcomes[at], keys[at]
            else:
                outcomes.insert(at, outcome)
                keys.insert(at, game.sort_key)
            for code, change in team_records((outcome.home, outcome.away), (outcome,), self.rulebook).items():
                if code in records:
                    records[code] = _added(records[code], change, sign)
            for pair, totals in count_pairs((outcome,)).items():  # new lists: the tally before keeps its own
                pairs[pair] = [a + sign * b for a, b in zip(pairs.get(pair, (0, 0, 0)), totals, strict=True)]
        return _Tally(self.rulebook, tuple(outcomes), tuple(keys), records, pairs, True)

    def _counted(self, game: Game | None) -> Outcome | None:
        """What `game` counts for in the table (no disqualification forfeits any game here)."""
        if game is None or game.stage != "regular":
            return None
        return game_outcome(game, self.rulebook)


def _added(record: TeamRecord, change: TeamRecord, sign: int) -> TeamRecord:
    """`record` with `change`'s columns added (`sign` 1) or taken away (-1)."""
    return TeamRecord(record.team, *(getattr(record, c) + sign * getattr(change, c) for c in _COLUMNS))
