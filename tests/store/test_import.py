"""Importing season files: the example goes in whole, a file with any error changes nothing."""

from __future__ import annotations

import copy
import json
from datetime import date

import pytest

from league.season.errors import RuleViolation
from store.season_files.import_export import export_season_text, import_season_file
from store.views.season_load import load_season
from store.views.season_names import season_names
from tests.store.season_file_texts import EXAMPLE_DATA, REFUSALS, _change, _games, file_digest, refused_file, write


def test_example_imports_whole(league_file):
    season = load_season(league_file)
    assert season.name == "2002-03"
    assert (len(season.teams), len(season.players), len(season.games)) == (6, 86, 34)
    assert sum(len(s) for g in season.games for _, s in g.shifts) == 1576
    assert season.player("P900").eligibility_override.reason.startswith("returning founder")


def test_export_import_export_is_identical(league_file, tmp_path):
    first = export_season_text(league_file)
    league_2 = tmp_path / "second.db"
    from store.file.db import open_league

    with open_league(league_2, create=True) as other:
        import_season_file(other, write(tmp_path, first))
        assert export_season_text(other) == first


def test_same_season_is_refused_unless_replace(league_file, example_path):
    before = file_digest(league_file)
    with pytest.raises(RuleViolation, match=r"already holds season '2002-03'.*--replace"):
        import_season_file(league_file, example_path)
    assert file_digest(league_file) == before
    report = import_season_file(league_file, example_path, replace=True)
    assert report.replaced and report.backup.exists()
    assert season_names(league_file) == ["2002-03"]


def test_another_season_is_added(league_file, tmp_path):
    data = copy.deepcopy(EXAMPLE_DATA)
    data["season"] = "2003-04"
    import_season_file(league_file, write(tmp_path, data))
    assert season_names(league_file) == ["2002-03", "2003-04"]
    assert load_season(league_file).name == "2003-04"


@pytest.mark.parametrize("case", sorted(REFUSALS))
def test_refused_file_names_path_and_rule_and_changes_nothing(case, league_file, tmp_path):
    data, message = refused_file(case)
    before = file_digest(league_file)
    with pytest.raises(RuleViolation) as refused:
        import_season_file(league_file, write(tmp_path, data))
    assert any(__import__("re").search(message, str(p)) for p in refused.value.problems), [
        str(p) for p in refused.value.problems
    ]
    assert file_digest(league_file) == before
    assert season_names(league_file) == ["2002-03"]


def test_any_rostered_or_official_goalie_may_stand_in(league_file, tmp_path):
    def edit(d):
        _games(d, "R02")["dressed"]["RED"].append("P077")  # Gold's goalie
        _games(d, "R02")["dressed"]["BLU"].append("P085")  # an official substitute goalie

    import_season_file(league_file, write(tmp_path, _change(edit)))
    assert load_season(league_file, "2003-04").game("R02").dressed_for("RED")[-1] == "P077"


def test_a_denied_drop_may_be_decided_after_the_deadline(league_file, tmp_path):
    def deny_late(d):
        d["drops"].append(
            {
                "player": "P012",
                "requested_by": "P001",
                "requested_on": "2003-01-02",
                "decided_on": "2003-01-03",
                "approved": False,
                "reason": "after the deadline",
                "refund": 0,
            }
        )

    import_season_file(league_file, write(tmp_path, _change(deny_late)))
    season = load_season(league_file, "2003-04")
    assert season.dates.roster_deadline < date(2003, 1, 3)  # decided after the deadline, and stored as decided
    denied = [d for d in season.drops if d.player == "P012"]
    assert [(d.approved, d.decided_on, d.reason) for d in denied] == [(False, date(2003, 1, 3), "after the deadline")]


def test_utf16_file_is_refused(league_file, tmp_path):
    path = tmp_path / "utf16.json"
    path.write_text(json.dumps(EXAMPLE_DATA), encoding="utf-16")
    with pytest.raises(RuleViolation, match="a season file is UTF-8 text"):
        import_season_file(league_file, path)


def test_refused_file_leaves_an_empty_league_empty(empty_league, tmp_path):
    data, _ = refused_file("14th skater")
    with pytest.raises(RuleViolation):
        import_season_file(empty_league, write(tmp_path, data))
    assert season_names(empty_league) == []
