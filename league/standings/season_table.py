"""A season's Gray rule 19 standings of every regular-season result entered, the teams' names in the explanations.

The dashboard's table, its alerts, its race and the playoffs all show it. `season_table` is one pass over the
counted outcomes (a caller holding each game's outcome passes them, and no sheet is replayed). `TableTally` is
the same count as a value that a caller keeping it (a season cache, `store.cache.season_cache`) can move from one
season value to the next by the games that changed, instead of counting every game again.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Mapping
from dataclasses import dataclass, fields
from datetime import date

from league.results.outcome import Outcome
from league.rules.rulebook import Rulebook
from league.season.values import Game, Season
from league.standings.criteria import Pairs, count_pairs
from league.standings.records import TeamRecord, regular_outcomes, team_records
from league.standings.table import Standings, ranked, standings

_COLUMNS = tuple(f.name for f in fields(TeamRecord))[1:]  # every column but the team's code


def season_table(season: Season, rulebook: Rulebook, outcomes: Mapping[str, Outcome | None] | None = None) -> Standings:
    """The Gray rule 19 standings of every regular-season result entered; `outcomes` (game id -> `game_outcome`)
    where they are at hand."""
    names = {t.code: t.name for t in season.teams}
    counted = regular_outcomes(season, rulebook, outcomes=outcomes)
    return standings(tuple(names), counted, rulebook, season.coin_tosses, names)


@dataclass(frozen=True, slots=True)
class TableTally:
    """The counted regular-season outcomes in date order (with each one's game sort key), every team's record
    and every head-to-head pair over them: what `season_table` counts before it ranks."""

    outcomes: tuple[Outcome, ...]
    keys: tuple[tuple[date, str, str], ...]
    records: dict[str, TeamRecord]
    pairs: Pairs

    @classmethod
    def of(cls, season: Season, rulebook: Rulebook, outcomes: Mapping[str, Outcome | None]) -> TableTally:
        counted = regular_outcomes(season, rulebook, outcomes=outcomes)
        keys = tuple(season.known_game(o.game).sort_key for o in counted)
        records = team_records(tuple(t.code for t in season.teams), counted, rulebook)
        return cls(counted, keys, records, count_pairs(counted))

    def table(self, season: Season, rulebook: Rulebook) -> Standings:
        """The standings of `season` from this tally (its teams, coin tosses and names)."""
        names = {t.code: t.name for t in season.teams}
        return ranked(tuple(names), self.records, self.outcomes, rulebook, season.coin_tosses, names, self.pairs)

    def with_changes(
        self, changes: tuple[tuple[Game | None, Outcome | None, Game | None, Outcome | None], ...], rulebook: Rulebook
    ) -> TableTally:
        """The tally with each (old game, its outcome, new game, its outcome) of `changes` taken out and put in
        again. Only for a season whose games no disqualification forfeits, and the same teams: an outcome is then
        its game's own (`regular_outcomes`)."""
        outcomes, keys, records, pairs = list(self.outcomes), list(self.keys), dict(self.records), dict(self.pairs)
        for old, before, new, after in changes:
            for game, outcome, sign in ((old, before, -1), (new, after, 1)):
                if game is None or outcome is None or game.stage != "regular":
                    continue
                at = bisect_left(keys, game.sort_key)
                if sign < 0:
                    del outcomes[at], keys[at]
                else:
                    outcomes.insert(at, outcome)
                    keys.insert(at, game.sort_key)
                for code, change in team_records((outcome.home, outcome.away), (outcome,), rulebook).items():
                    if code in records:
                        records[code] = _added(records[code], change, sign)
                for pair, totals in count_pairs((outcome,)).items():  # new lists: the tally before keeps its own
                    pairs[pair] = [a + sign * b for a, b in zip(pairs.get(pair, (0, 0, 0)), totals, strict=True)]
        return TableTally(tuple(outcomes), tuple(keys), records, pairs)


def _added(record: TeamRecord, change: TeamRecord, sign: int) -> TeamRecord:
    """`record` with `change`'s columns added (`sign` 1) or taken away (-1)."""
    return TeamRecord(record.team, *(getattr(record, c) + sign * getattr(change, c) for c in _COLUMNS))
