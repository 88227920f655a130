"""The standings of one season read by plain SQL on any `Reader` (`store.file.sql_reader`): the counted results,
the teams and the recorded coin tosses. `store.views.standings.load_standings` reads them from an open store; the
app's first frame from the file through `sqlite3` alone, before peewee is imported (docs/performance.md)."""

from __future__ import annotations

from datetime import date

from league.results.outcome_values import Outcome, uses_facts
from league.rulebooks import built_in_rulebook
from league.season.shape_values import CoinToss
from league.standings.criteria import level_on_points, pairs_from_totals, uses_goal_times, uses_head_to_head
from league.standings.records import points_from_totals, records_from_totals
from league.standings.table import Standings, ranked
from store.file.sql_reader import Reader
from store.views.outcome_totals import load_game_totals, load_side_totals, read_outcomes


def read_standings(db: Reader, season: str | None, as_of: date | None = None) -> Standings | None:
    """Season `season`'s standings (the latest when None), games on `as_of` counting, in the read transaction
    open on `db`; None when the file holds no such season.

    Explanations name teams by their names. SQL adds the counted results up (`store.views.outcome_totals`) and
    `league` makes the records and head-to-head pairs of the sums; each game's outcome is read only
    for a rulebook whose tiebreakers read goal times.
    """
    # Plain SQL: the whole path is measured against a raw GROUP BY (docs/performance.md: within 3x at every shape).
    held = {name: (sid, rulebook) for name, sid, rulebook in db.execute(_SEASONS)}
    name = season if season is not None else next(reversed(held), "")
    if name not in held:
        return None
    sid, rulebook_name = held[name]
    rulebook = built_in_rulebook(rulebook_name)
    rows = db.execute("SELECT id, code, name FROM team WHERE season_id = ? ORDER BY seq", (sid,)).fetchall()
    codes = {row_id: code for row_id, code, _ in rows}
    teams = tuple(codes.values())
    sides = load_side_totals(db, sid, codes, as_of, uses_facts(rulebook))
    level = level_on_points(points_from_totals(teams, sides))
    ids = {code: row_id for row_id, code in codes.items()}
    # The games between level teams only where a head-to-head criterion counts them.
    level_ids = {ids[code]: points for code, points in level.items()} if uses_head_to_head(rulebook) else {}
    games = load_game_totals(db, sid, codes, level_ids, as_of)
    records = records_from_totals(teams, sides, games)
    pairs = pairs_from_totals(games, level)
    outcomes: tuple[Outcome, ...] = ()
    if level and uses_goal_times(rulebook):
        outcomes = read_outcomes(db, sid, codes, as_of, facts=True)
    tosses = tuple(
        CoinToss(tuple(t.split()), tuple(o.split()))
        for t, o in db.execute("SELECT teams, ord FROM coin_toss WHERE season_id = ? ORDER BY seq", (sid,))
    )
    return ranked(teams, records, outcomes, rulebook, tosses, {code: n for _, code, n in rows}, pairs)


_SEASONS = "SELECT name, id, rulebook FROM season ORDER BY id"  # oldest first: the latest is the last
