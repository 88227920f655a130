"""The stored-values check of a season asks every table at once whether any of its rows breaks a rule, then reads
only those tables rule by rule: for every hostile value it names the same problems, in the same words and order, as
each table's statement asked alone (the check as it was), with and without the columns a load looks up."""

from __future__ import annotations

import sqlite3

import pytest

from store.file.engine import on_server
from store.tables import models as m
from store.views.stored_values import _TABLES, _broken_tables, _season_filter, _table_problems, bad_values

# SQL as another program could run it on the example league, one or more of each kind of rule, in many tables.
HOSTILE = {
    "date as a word": "UPDATE game SET date = 'xyz' WHERE id = 12",
    "date as a number": "UPDATE game SET date = 20021201 WHERE id = 3",
    "date past the month's end": "UPDATE game SET date = '2003-02-30' WHERE id = 4",
    "date as bytes": "UPDATE game SET date = x'00ff' WHERE id = 5",
    "date as a fraction": "UPDATE player SET born = 1970.5 WHERE id = 2",
    "date unpadded": "UPDATE player SET born = '1970-1-1' WHERE id = 5",
    "a time past midnight": "UPDATE game SET time = '24:00' WHERE id = 6",
    "a time in words": "UPDATE game SET time = '7pm' WHERE id = 7",
    "a boolean of two": "UPDATE game SET overtime = 2 WHERE id = 8",
    "a boolean in words": "UPDATE penalty SET bench = 'yes' WHERE id = (SELECT min(id) FROM penalty)",
    "a game status unknown": "UPDATE game SET status = 'retired' WHERE id = 9",
    "a stage unknown": "UPDATE game SET stage = 'friendly' WHERE id = 10",
    "period scores a pair short": "UPDATE game SET period_scores = '[[1, 0], [2]]' WHERE id = 1",
    "period scores an object": "UPDATE game SET period_scores = '{}' WHERE id = 11",
    "period scores a word": "UPDATE game SET period_scores = '[[1, \"a\"]]' WHERE id = 13",
    "a rating in words": "UPDATE player SET rating = 'abc' WHERE id = 3",
    "a rating with a fraction": "UPDATE player SET rating = 1.5 WHERE id = 6",
    "a player status unknown": "UPDATE player SET status = 'retired' WHERE id = 4",
    "a position unknown": "UPDATE player SET position = 'X' WHERE id = 7",
    "a name as bytes": "UPDATE player SET name = x'41ff42' WHERE id = 9",
    "a team row in words": "UPDATE player SET team_id = 'RED' WHERE id = 10",
    "a place in the list in words": "UPDATE player SET seq = 'first' WHERE id = 11",
    "a draft order unknown": "UPDATE season SET draft_order = 'random'",
    "a season's cutoff in words": "UPDATE season SET age_cutoff = 'soon'",
    "a penalty kind unknown": "UPDATE penalty SET kind = 'nope' WHERE id = (SELECT max(id) FROM penalty)",
    "a goal's period in words": "UPDATE goal SET period = 'one' WHERE id = (SELECT min(id) FROM goal)",
    "a dressed player in words": "UPDATE dressed SET player_id = 'P1' WHERE id = (SELECT min(id) FROM dressed)",
    "a shift line garbled": "UPDATE shift_list SET shifts = shifts || char(10) || 'X 9 garbage' WHERE id = 1",
    "a shift list as bytes": "UPDATE shift_list SET shifts = x'00' WHERE id = 2",
    "a team's colour as bytes": "UPDATE team SET colour = x'ff' WHERE id = 1",
}


def _write(league_file, sql: str) -> None:
    connection = sqlite3.connect(league_file.path)
    try:
        assert connection.execute(sql).rowcount >= 1, f"no row changed: {sql}"
        connection.commit()
    finally:
        connection.close()


def _table_by_table(db, season_row: int, quick: bool) -> list[str]:
    """The check as each table's statement gives it alone, in the tables' order (the check before the one
    statement)."""
    server, problems = on_server(db), []
    for model in _TABLES:
        where = _season_filter(model)
        if where:
            problems += _table_problems(db, model, where, season_row, quick, server)
    return problems


def _both(league_file) -> tuple[set[str], list[str], list[str]]:
    with league_file.reading() as db:
        season_row = m.Season.get().id
        found = {}
        for quick in (True, False):
            found[quick] = _table_by_table(db, season_row, quick)
            assert bad_values(db, season_row, quick=quick) == found[quick]
            named = {_TABLES[model][0] for model in _broken_tables(db, season_row, quick, on_server(db))}
            # A table named by the one statement is one whose rules its own statement finds broken (shift lines
            # are judged apart, in Python), and every such table is named.
            assert named == {problem.split(" row ")[0] for problem in found[quick] if " line " not in problem}
        return named, found[True], found[False]


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_each_hostile_value_is_named_as_each_tables_statement_names_it(case, league_file):
    _write(league_file, HOSTILE[case])
    _, quick, whole = _both(league_file)
    assert whole, "the hostile value went unseen"
    assert set(quick) <= set(whole)


def test_every_hostile_value_at_once_is_named_in_the_same_words_and_order(league_file):
    for sql in HOSTILE.values():
        _write(league_file, sql)
    named, quick, whole = _both(league_file)
    assert len(named) >= 6 and len(whole) >= len(HOSTILE) and quick


def test_a_whole_season_names_no_table(league_file):
    named, quick, whole = _both(league_file)
    assert named == set() and quick == whole == []


def test_a_hostile_value_of_another_season_is_not_this_ones(league_file):
    # A second season's team, holding a code no season may hold.
    _write(
        league_file,
        "INSERT INTO season (name, league, rulebook, age_cutoff, roster_deadline) "
        "VALUES ('other', 'x', 'house', '2000-01-01', '2000-01-01')",
    )
    _write(
        league_file,
        "INSERT INTO team (season_id, code, name, seq) VALUES ((SELECT max(id) FROM season), x'ff', 'Fives', 0)",
    )
    named, quick, whole = _both(league_file)  # the first season: as whole as before
    assert named == set() and quick == whole == []
