"""The committee's spares: rule 18's official substitute goalies and the spare players kept for rule 11's
substitutes, marked and taken back as audited decisions, kept by the file (schema 15), the season file and
the player CSV."""

from __future__ import annotations

import json

import pytest

from league.season.errors import RuleViolation
from store.file.audit import audit_log
from store.file.db import open_league
from store.file.failures import StaleWrite
from store.season_files.csv_formats import players_csv
from store.season_files.import_export import export_season_text, import_season
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season
from store.writes.csv_import import import_csv_text
from store.writes.spares import mark_spare
from tests.store.free_players import free
from tests.store.schema_steps import migrated_at_open, undo_schema_15


def test_a_free_goalie_becomes_an_official_substitute_goalie_and_back(league_file):
    goalie = free(league_file, "G")
    season = mark_spare(league_file, None, goalie, True)
    assert season.substitute_goalies[-1] == goalie and load_season(league_file).substitute_goalies[-1] == goalie
    assert audit_log(league_file)[0].action == "substitute goalie registered"
    assert audit_log(league_file)[0].detail["player"] == goalie
    mark_spare(league_file, None, goalie, False)
    assert goalie not in load_season(league_file).substitute_goalies
    assert audit_log(league_file)[0].action == "substitute goalie removed"


def test_a_free_skater_becomes_a_spare_kept_by_the_season_file(league_file, tmp_path):
    skater = free(league_file, "F")
    mark_spare(league_file, None, skater, True)
    assert load_season(league_file).spares == (skater,)
    assert audit_log(league_file)[0].action == "spare registered"
    text = export_season_text(league_file)
    assert json.loads(text)["spares"] == [skater]
    with open_league(tmp_path / "two.db", create=True) as two:
        import_season(two, parse_season_text(text.encode()), backup=False)
        assert load_season(two).spares == (skater,)
        assert export_season_text(two) == text


def test_a_season_without_spares_writes_no_spares_field(league_file):
    assert '"spares"' not in export_season_text(league_file)


def test_a_rostered_player_is_refused_and_nothing_changes(league_file):
    rostered = next(p for p in load_season(league_file).players if p.team is not None)
    before = export_season_text(league_file)
    with pytest.raises(RuleViolation, match=f"{rostered.id} is on a team's roster"):
        mark_spare(league_file, None, rostered.id, True)
    assert export_season_text(league_file) == before


def test_a_mark_made_on_a_stale_season_is_refused(league_file):
    shown = load_season(league_file)
    goalie, skater = free(league_file, "G"), free(league_file, "F")
    mark_spare(league_file, None, skater, True)
    with pytest.raises(StaleWrite, match=f"{skater} was made a spare in another window"):
        mark_spare(league_file, None, goalie, True, based_on=shown)


def test_a_schema_14_file_gains_the_spares_at_open(league_file):
    if league_file.engine.server:
        pytest.skip("a league file's own migration step")
    with migrated_at_open(league_file, lambda store: undo_schema_15(store.db)) as store:
        skater = free(store, "F")
        mark_spare(store, None, skater, True)
        assert load_season(store).spares == (skater,)


def test_the_player_csv_marks_and_writes_spares(league_file):
    goalie, skater = free(league_file, "G"), free(league_file, "F")
    season = load_season(league_file)
    g, s = season.player(goalie), season.player(skater)
    text = f"id,name,born,spare\n{goalie},{g.name},{g.born},yes\n{skater},{s.name},{s.born},yes\n"
    import_csv_text(league_file, text, "spares.csv")
    after = load_season(league_file)
    assert goalie in after.substitute_goalies and after.spares == (skater,)
    written = players_csv(after).splitlines()
    assert written[0].endswith(",spare")
    assert next(line for line in written if line.startswith(skater)).endswith(",yes")
    # "no" takes it back; a sheet without the column leaves the marks as they are.
    import_csv_text(league_file, f"id,name,born\n{skater},{s.name},{s.born}\n", "again.csv")
    assert load_season(league_file).spares == (skater,)
    import_csv_text(league_file, f"id,name,born,spare\n{skater},{s.name},{s.born},no\n", "again.csv")
    assert load_season(league_file).spares == ()


@pytest.mark.parametrize(
    ("cell", "message"),
    [
        ("maybe", "spares.csv line 2, column spare: 'maybe' is not yes or no"),
        ("yes", "spares.csv line 2, column spare: {pid} is on a team's roster"),
    ],
)
def test_the_player_csv_refuses_a_bad_spare_cell_naming_line_and_column(league_file, cell, message):
    rostered = next(p for p in load_season(league_file).players if p.team is not None)
    before = export_season_text(league_file)
    text = f"id,name,born,spare\n{rostered.id},{rostered.name},{rostered.born},{cell}\n"
    with pytest.raises(RuleViolation, match=message.format(pid=rostered.id)):
        import_csv_text(league_file, text, "spares.csv")
    assert export_season_text(league_file) == before
