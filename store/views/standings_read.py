"""The standings of one season read by plain SQL on any `Reader` (`store.file.sql_reader`): the counted results,
the teams and the recorded coin tosses. `store.views.standings.load_standings` reads them from an open store; the
app's first frame from the file through `sqlite3` alone, before peewee is imported (docs/performance.md)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from datetime import date
from typing import NamedTuple

from league.results.outcome_values import Outcome, uses_facts
from league.rulebooks import built_in_rulebook
from league.rules.rulebook import Rulebook
from league.season.shape_values import CoinToss
from league.standings.criteria import level_on_points, pairs_from_totals, uses_goal_times, uses_head_to_head
from league.standings.records import GameTotals, SideTotals, points_from_totals, records_from_totals
from league.standings.table import Standings, ranked
from store.file.sql_reader import Reader
from store.views.outcome_totals import load_game_totals, load_side_totals, read_outcomes


class SeasonTeams(NamedTuple):
    """A season's row id, its rulebook and its teams as the standings list them: (row id, code, name) in order."""

    sid: int
    rulebook: Rulebook
    rows: list[tuple[int, str, str]]

    @property
    def codes(self) -> dict[int, str]:
        return {row_id: code for row_id, code, _ in self.rows}


def season_teams(db: Reader, season: str | None) -> SeasonTeams | None:
    """Season `season`'s (the latest when None) row id, rulebook and teams; None when the file holds no such season."""
    held = {name: (sid, rulebook) for name, sid, rulebook in db.execute(_SEASONS)}
    name = season if season is not None else next(reversed(held), "")
    if name not in held:
        return None
    sid, rulebook_name = held[name]
    rows = db.execute("SELECT id, code, name FROM team WHERE season_id = ? ORDER BY seq", (sid,)).fetchall()
    return SeasonTeams(sid, built_in_rulebook(rulebook_name), rows)


def read_standings(db: Reader, season: str | None, as_of: date | None = None) -> Standings | None:
    """Season `season`'s standings (the latest when None), games on `as_of` counting, in the read transaction
    open on `db`; None when the file holds no such season.

    Explanations name teams by their names. SQL adds the counted results up (`store.views.outcome_totals`) and
    `league` makes the records and head-to-head pairs of the sums; each game's outcome is read only
    for a rulebook whose tiebreakers read goal times.
    """
    # Plain SQL: the whole path is measured against a raw GROUP BY (docs/performance.md: within 3x at every shape).
    found = season_teams(db, season)
    if found is None:
        return None
    codes = found.codes
    sides = load_side_totals(db, found.sid, codes, as_of, uses_facts(found.rulebook))
    return standings_from_totals(
        db, found, sides, lambda level_ids: load_game_totals(db, found.sid, codes, level_ids, as_of), as_of
    )


def standings_from_totals(
    db: Reader,
    found: SeasonTeams,
    sides: Iterable[SideTotals],
    endings: Callable[[Mapping[int, int]], list[GameTotals]],
    as_of: date | None = None,
) -> Standings:
    """The standings of `found`'s season from its counted results added up per team and side (`sides`) and per
    pairing (`endings(level)`: the games decided after regulation, and those between the teams `level` gives, row
    id -> points, all on the same points): `league` makes the records, pairs and places of the sums, whichever
    read added them up (`read_standings`, or the dashboard's one scan: `store.views.season_scan`)."""
    sides = list(sides)
    teams = tuple(found.codes.values())
    level = level_on_points(points_from_totals(teams, sides))
    ids = {code: row_id for row_id, code in found.codes.items()}
    # The games between level teams only where a head-to-head criterion counts them.
    level_ids = {ids[code]: points for code, points in level.items()} if uses_head_to_head(found.rulebook) else {}
    games = endings(level_ids)
    records = records_from_totals(teams, sides, games)
    pairs = pairs_from_totals(games, level)
    outcomes: tuple[Outcome, ...] = ()
    if level and uses_goal_times(found.rulebook):
        codes: dict[int | None, str | None] = {row_id: code for row_id, code in found.codes.items()}
        outcomes = read_outcomes(db, found.sid, codes, as_of, facts=True)
    tosses = tuple(
        CoinToss(tuple(t.split()), tuple(o.split()))
        for t, o in db.execute("SELECT teams, ord FROM coin_toss WHERE season_id = ? ORDER BY seq", (found.sid,))
    )
    names = {code: name for _, code, name in found.rows}
    return ranked(teams, records, outcomes, found.rulebook, tosses, names, pairs)


_SEASONS = "SELECT name, id, rulebook FROM season ORDER BY id"  # oldest first: the latest is the last
