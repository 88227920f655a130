"""Season rollover: same teams, rosters kept, dropped players back in the pool, dates a year on, a backup."""

from __future__ import annotations

from datetime import date

import pytest

from league.rosters.membership import Rosters
from league.rosters.rollover import next_season_name, year_later
from league.season.errors import RuleViolation
from store.file.audit import audit_log
from store.views.season_load import load_season
from store.views.season_names import season_names
from store.writes.rollover import roll_over_season, season_unfinished


def test_rollover_keeps_rosters_and_sends_a_dropped_player_to_the_pool(league_file):
    old = load_season(league_file)
    end = Rosters(old)
    result, backup = roll_over_season(league_file, None, leaving=("P002",))
    assert backup.exists() and "before-rollover" in backup.name
    assert season_names(league_file) == ["2002-03", "2003-04"]
    new = load_season(league_file, "2003-04")
    assert new.dates.age_cutoff == date(2003, 12, 31) and new.games == () and new.transfers == ()
    assert [t.code for t in new.teams] == [t.code for t in old.teams]
    assert new.player("P069").team is None and "P069" in result.to_pool  # dropped (Gray rule 10): back in the draft
    assert new.player("P052").team == end.team_of("P052", date(2002, 12, 31)) == "GLD"  # his team after a transfer
    assert new.player("P001").team == "BLK" and new.team("BLK").captain == "P001"
    assert new.player("P002") is None and result.left == ("P002",)  # marked leaving: not registered again
    assert new.player("P900").eligibility_override is not None  # the committee's override stays on record
    assert load_season(league_file, "2002-03") == old  # the old season stays as it was
    assert audit_log(league_file)[0].action == "roll over"


def test_a_second_rollover_to_the_same_name_is_refused(league_file):
    roll_over_season(league_file, "2002-03")
    with pytest.raises(RuleViolation, match="already holds season '2003-04'"):
        roll_over_season(league_file, "2002-03")


def test_names_and_dates_move_one_year():
    assert next_season_name("2002-03") == "2003-04" and next_season_name("1999-00") == "2000-01"
    assert next_season_name("2024") == "2025"
    assert year_later(date(2004, 2, 29)) == date(2005, 2, 28)


def test_read_only_rollover_is_refused_without_a_backup(league_file):
    import pytest

    from store.file.connection import ReadOnlyError
    from store.file.db import backup_folder, open_league
    from store.writes.rollover import roll_over_season

    reader = open_league(league_file.path, read_only=True)
    try:
        with pytest.raises(ReadOnlyError):
            roll_over_season(reader, None)
    finally:
        reader.close()
    assert not backup_folder(league_file.path).exists() or not any(
        "rollover" in p.name for p in backup_folder(league_file.path).iterdir()
    )


def test_the_rollover_lists_what_the_season_left_unfinished_and_audits_it(league_file):
    left = season_unfinished(league_file, None)
    assert [u.kind for u in left] == ["series", "fees"]
    roll_over_season(league_file, None)
    entry = audit_log(league_file)[0]
    assert entry.action == "roll over" and entry.detail["unfinished"] == [u.text for u in left]
    assert season_unfinished(league_file, "2003-04") == ()  # a new season has nothing to finish yet
