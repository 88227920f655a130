"""Recording a coin toss: one audited transaction; a bad order is refused and changes nothing."""

from __future__ import annotations

import pytest

from league.season.errors import RuleViolation
from store.file.audit import audit_log
from store.file.db import open_league
from store.season_files.import_export import export_season_text
from store.views.season_load import load_season
from store.views.season_names import season_names
from store.views.standings import load_standings
from store.writes.coin_tosses import record_coin_toss
from tests.tournament_imports import event_league


def test_recorded_toss_is_kept_in_the_season_and_audited(league_file):
    record_coin_toss(league_file, "2002-03", ("GLD", "WHT"), ("WHT", "GLD"))
    record_coin_toss(league_file, "2002-03", ("BLU", "RED"), ("RED", "BLU"))
    assert [t.order for t in load_season(league_file).coin_tosses] == [("WHT", "GLD"), ("RED", "BLU")]
    entry = audit_log(league_file, "2002-03")[1]
    assert (entry.action, entry.detail) == ("coin toss", {"teams": ["GLD", "WHT"], "order": ["WHT", "GLD"]})
    assert '"coin_tosses": [' in export_season_text(league_file)


def test_toss_and_its_audit_row_are_one_transaction(league_file, monkeypatch):
    """When the audit row cannot be written, the toss is not kept either."""

    def broken_audit(*args):
        raise RuntimeError("disk full")

    monkeypatch.setattr("store.writes.coin_tosses.record_decision", broken_audit)
    with pytest.raises(RuntimeError):
        record_coin_toss(league_file, "2002-03", ("GLD", "WHT"), ("WHT", "GLD"))
    assert load_season(league_file).coin_tosses == ()


def test_a_toss_for_a_set_that_is_not_level_is_kept_and_has_no_effect(league_file):
    """Gold is above White on head-to-head points: the toss does not reorder them."""
    record_coin_toss(league_file, "2002-03", ("GLD", "WHT"), ("WHT", "GLD"))
    assert load_standings(league_file).order == ("RED", "BLU", "BLK", "GLD", "WHT", "GRN")


@pytest.mark.parametrize(
    ("teams", "order", "field"),
    [
        (("GLD", "WHT"), ("WHT",), "order"),
        (("GLD", "WHT"), ("WHT", "RED"), "order"),
        (("GLD", "WHT"), ("WHT", "WHT"), "order"),
        (("GLD",), ("GLD",), "teams"),
        (("GLD", "XXX"), ("XXX", "GLD"), "teams"),
    ],
)
def test_bad_toss_is_refused_and_changes_nothing(league_file, teams, order, field):
    before = (len(audit_log(league_file)), load_season(league_file).coin_tosses)
    with pytest.raises(RuleViolation) as refused:
        record_coin_toss(league_file, "2002-03", teams, order)
    assert refused.value.first.path == field and refused.value.first.rule == "rule 19"
    assert (len(audit_log(league_file)), load_season(league_file).coin_tosses) == before


def test_read_only_file_refuses_a_toss(league_file):
    reader = open_league(league_file.address, read_only=True)
    try:
        with pytest.raises(Exception, match="read-only"):
            record_coin_toss(reader, "2002-03", ("GLD", "WHT"), ("WHT", "GLD"))
    finally:
        reader.close()
    assert load_season(league_file).coin_tosses == ()


def test_load_standings_reads_the_file_and_names_teams(league_file):
    table = load_standings(league_file)
    assert table.row("BLU").explanation == ("Red and Blue 14 pts; head-to-head points Red 3, Blue 1",)
    assert load_standings(league_file, as_of=load_season(league_file).games[0].date).rows[0].record.gp == 1


def test_a_goalie_toss_names_the_goalies_ids_only_where_the_rulebook_has_a_goalie_competition(tmp_path):
    """A 3-on-3 toss may order goalies (their ids); an unknown id is refused naming the field and
    the rule, and nothing is written (a league's toss still names teams only)."""
    store = open_league(event_league("three-on-three", tmp_path / "cup.db"))
    name = season_names(store)[-1]
    record_coin_toss(store, name, ("P0049", "P0050"), ("P0050", "P0049"))
    assert load_season(store, name).coin_tosses[-1].order == ("P0050", "P0049")
    with pytest.raises(RuleViolation) as refused:
        record_coin_toss(store, name, ("P0049", "P9999"), ("P9999", "P0049"))
    assert (refused.value.first.path, refused.value.first.rule) == ("teams", "GC")
    assert "no goalie P9999" in refused.value.first.message
    with pytest.raises(RuleViolation) as refused:  # P0001 plays forward: he is in no goalie competition
        record_coin_toss(store, name, ("P0049", "P0001"), ("P0001", "P0049"))
    assert (refused.value.first.rule, refused.value.first.message) == ("GC", f"no goalie P0001 in season {name}")
    assert len(load_season(store, name).coin_tosses) == 1
