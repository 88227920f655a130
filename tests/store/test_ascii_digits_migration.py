"""Schema 19: a league an older rinkbook wrote, whose readers took every script's digits, holds game times and
remembered weekly ice slots in Arabic-Indic digits. Its open backs it up, writes them in digits 0-9, and its
`export` then imports again, the season unchanged; a league without such values is left as it was."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from store.cache import derived
from store.file.db import backup_folder, open_league
from store.file.file_format import SCHEMA_VERSION
from store.file.maintenance import outcome_drift
from store.file.migration_19 import ascii_digits, pool_side, slots_detail
from store.file.raw_sql import execute
from store.file.server import MARK_TABLE, server_schema
from store.season_files.import_export import import_season_file
from store.season_files.stream import export_season_file
from store.views.season_load import load_season
from store.writes.schedule import GENERATE, remembered_slots
from tests.store.schema_steps import undo_schema_19

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
ARABIC_INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
# What the old readers kept: the game form's clock_time padded the hours and kept the minutes as typed; a season
# file's import kept the whole time as written; the round robin kept its weekly slots as typed.
FORM_TIME, FILE_TIME = "03:" + "00".translate(ARABIC_INDIC), "03:00".translate(ARABIC_INDIC)
SLOTS = "Sun 3:00 1/2, Sun 20:15 3/4".translate(ARABIC_INDIC)


def _old_values(db) -> None:
    """The values an older rinkbook's forms, imports and round robin stored, written as it wrote them."""
    execute(db, 'UPDATE "game" SET "time" = ? WHERE "gid" = ?', (FORM_TIME, "R01"))
    execute(db, 'UPDATE "game" SET "time" = ? WHERE "gid" = ?', (FILE_TIME, "R04"))
    detail = json.dumps({"games": 2, "slots": SLOTS, "start": "2002-10-06"}, sort_keys=True, default=str)
    execute(
        db,
        'INSERT INTO "audit" ("at", "season", "action", "detail", "actor") VALUES (?, ?, ?, ?, ?)',
        ("2002-09-30T20:00:00", "2002-03", GENERATE, detail, "Committee"),
    )


def _at_schema_18(league_file, old_values: bool) -> str:
    """The league file as schema 18 left it (with the old values when `old_values`), closed: its revision."""
    with league_file.db.atomic():
        if old_values:
            _old_values(league_file.db)
    revision = league_file.revision()
    undo_schema_19(league_file.db)
    league_file.close()
    return revision


def _version(path) -> int:
    with sqlite3.connect(path) as raw:
        version = raw.execute("PRAGMA user_version").fetchone()[0]
    raw.close()
    return int(version)


def test_times_and_slots_in_other_digits_are_written_0_9_after_a_backup(league_file):
    expected = load_season(league_file)
    games = {"R01": "03:00", "R04": "03:00"}
    expected = replace(expected, games=tuple(replace(g, time=games.get(g.id, g.time)) for g in expected.games))
    revision = _at_schema_18(league_file, old_values=True)
    path = league_file.path
    assert _version(path) == 18
    with open_league(path) as store:
        assert _version(path) == SCHEMA_VERSION
        season = load_season(store)
        assert season == expected
        assert remembered_slots(store, season.name) == "Sun 3:00 1/2, Sun 20:15 3/4"
        assert store.revision() != revision  # a first frame kept under the old one showed the old times
        assert outcome_drift(store, season.name, season) == []
    (backup,) = [p for p in backup_folder(path).iterdir() if "before-schema" in p.name]
    assert _version(backup) == 18
    with sqlite3.connect(backup) as raw:  # the backup holds the league as it was
        assert raw.execute("SELECT time FROM game WHERE gid = 'R01'").fetchone() == (FORM_TIME,)
    raw.close()


def test_the_migrated_leagues_export_imports_again_unchanged(league_file, tmp_path):
    _at_schema_18(league_file, old_values=True)
    with open_league(league_file.path) as store:
        season = load_season(store)
        export_season_file(store, None, tmp_path / "season.json")
    with open_league(tmp_path / "again.db", create=True) as again:
        import_season_file(again, tmp_path / "season.json")
        assert load_season(again) == season
        export_season_file(again, None, tmp_path / "again.json")
    assert (tmp_path / "again.json").read_text(encoding="utf-8") == (tmp_path / "season.json").read_text(
        encoding="utf-8"
    )


def test_a_league_without_such_values_is_unchanged_but_for_its_version(league_file, digest):
    revision = _at_schema_18(league_file, old_values=False)
    before = digest(league_file.path)
    with open_league(league_file.path) as store:
        assert store.revision() == revision
    assert _version(league_file.path) == SCHEMA_VERSION
    assert digest(league_file.path) == before


def test_a_leagues_server_is_brought_to_digits_0_9_as_a_file_is(pg_url, example_path, tmp_path):
    with open_league(pg_url, create=True) as store:
        import_season_file(store, example_path)
        expected = load_season(store)
        with store.db.atomic():  # the league as an older rinkbook left it at schema 18
            _old_values(store.db)
            execute(store.db, f'UPDATE "{MARK_TABLE}" SET "value" = ? WHERE "key" = ?', ("18", "schema"))
        revision = store.revision()
    games = {"R01": "03:00", "R04": "03:00"}
    expected = replace(expected, games=tuple(replace(g, time=games.get(g.id, g.time)) for g in expected.games))
    with open_league(pg_url) as upgraded:
        assert server_schema(upgraded.db) == SCHEMA_VERSION
        assert load_season(upgraded) == expected
        assert remembered_slots(upgraded, "2002-03") == "Sun 3:00 1/2, Sun 20:15 3/4"
        assert upgraded.revision() != revision
        assert outcome_drift(upgraded, "2002-03", expected) == []
        export_season_file(upgraded, None, tmp_path / "season.json")
    with open_league(tmp_path / "again.db", create=True) as again:
        import_season_file(again, tmp_path / "season.json")
        assert load_season(again) == expected


@pytest.mark.parametrize(
    ("stored", "written"),
    [
        (FORM_TIME, "03:00"),
        (FILE_TIME, "03:00"),
        ("１９:３０", "19:30"),
        ("19:30", "19:30"),
        ("²", "²"),  # no decimal digit: no reader took it, none is made of it
    ],
)
def test_each_decimal_digit_is_written_0_9(stored, written):
    assert ascii_digits(stored) == written


@pytest.mark.parametrize(
    ("stored", "written"),
    [
        ("pool:A:1" + "0".translate(ARABIC_INDIC), "pool:A:10"),
        ("pool:" + "2".translate(ARABIC_INDIC) + ":1", "pool:" + "2".translate(ARABIC_INDIC) + ":1"),  # a pool's code
        ("winner:SF" + "1".translate(ARABIC_INDIC), "winner:SF" + "1".translate(ARABIC_INDIC)),  # a slot's id
        ("pool:A:3", "pool:A:3"),
    ],
)
def test_only_a_pool_sides_place_is_written_0_9(stored, written):
    assert pool_side(stored) == written


def test_only_the_round_robins_slots_are_written_0_9_in_its_detail():
    name = "Team " + "7".translate(ARABIC_INDIC)
    detail = json.dumps({"slots": SLOTS, "note": name}, sort_keys=True)
    assert json.loads(slots_detail(detail)) == {"slots": "Sun 3:00 1/2, Sun 20:15 3/4", "note": name}
    assert slots_detail('{"games": 4}') == '{"games": 4}'
    assert slots_detail("not json") == "not json"


def test_a_bracket_sides_pool_place_in_other_digits_is_written_0_9(empty_league, tmp_path):
    """An older import kept "pool:A:1" and an Arabic-Indic zero as place 10 of a pool of ten; here a place of the
    example event's bracket is so written, and comes back as it was."""
    import_season_file(empty_league, FIXTURES / "tournament-coors-cup.json")
    expected = load_season(empty_league)
    sid, side = execute(empty_league.db, "SELECT id, side_a FROM bracket_slot WHERE side_a LIKE 'pool:%'").fetchone()
    head, _, place = side.rpartition(":")
    with empty_league.db.atomic():
        execute(
            empty_league.db,
            "UPDATE bracket_slot SET side_a = ? WHERE id = ?",
            (f"{head}:{place.translate(ARABIC_INDIC)}", sid),
        )
    undo_schema_19(empty_league.db)
    empty_league.close()
    with open_league(empty_league.path) as store:
        assert execute(store.db, "SELECT side_a FROM bracket_slot WHERE id = ?", (sid,)).fetchone() == (side,)
        assert load_season(store) == expected
        export_season_file(store, None, tmp_path / "event.json")
    with open_league(tmp_path / "again.db", create=True) as again:
        import_season_file(again, tmp_path / "event.json")
        assert load_season(again) == expected


def test_bytes_another_program_put_in_a_time_column_do_not_stop_the_open(league_file):
    """`rinkbook check` names such a value; the migration leaves it to it, and its season's outcomes too."""
    with league_file.db.atomic():
        execute(league_file.db, 'UPDATE "game" SET "time" = ? WHERE "gid" = ?', (b"19:00", "R02"))
    _at_schema_18(league_file, old_values=True)
    with open_league(league_file.path) as store:
        times = dict(execute(store.db, "SELECT gid, time FROM game WHERE gid IN ('R01', 'R02')").fetchall())
    assert times == {"R01": "03:00", "R02": b"19:00"}


def test_a_servers_upgrade_stopped_while_its_outcomes_are_worked_out_leaves_it_at_18_for_the_next_open(
    pg_url, example_path, monkeypatch
):
    """The digits, the outcomes and the schema number land in one transaction: an upgrade committed before its
    outcomes were worked out, then stopped, said schema 19 with stale outcomes that no later open worked out."""
    import psycopg

    with open_league(pg_url, create=True) as store:
        import_season_file(store, example_path)
        season = load_season(store)
        with store.db.atomic():  # an older rinkbook's values, and an outcome that is no longer the sheet's
            _old_values(store.db)
            execute(store.db, 'UPDATE "game" SET "points_home" = ? WHERE "gid" = ?', (99, "R02"))
            execute(store.db, f'UPDATE "{MARK_TABLE}" SET "value" = ? WHERE "key" = ?', ("18", "schema"))
    write = derived.write_outcomes

    def stopped(*args, **kwargs):
        write(*args, **kwargs)
        raise KeyboardInterrupt  # the committee pressed Ctrl-C with the season's outcomes written, not committed

    monkeypatch.setattr(derived, "write_outcomes", stopped)
    with pytest.raises(KeyboardInterrupt):
        open_league(pg_url)
    monkeypatch.undo()
    with psycopg.connect(pg_url) as raw:
        assert raw.execute(f'SELECT "value" FROM "{MARK_TABLE}" WHERE "key" = \'schema\'').fetchone() == ("18",)
        times = dict(raw.execute("SELECT gid, time FROM game WHERE gid IN ('R01', 'R04')").fetchall())
        assert times == {"R01": FORM_TIME, "R04": FILE_TIME}
        assert raw.execute("SELECT points_home FROM game WHERE gid = 'R02'").fetchone() == (99,)
    with open_league(pg_url) as upgraded:
        assert server_schema(upgraded.db) == SCHEMA_VERSION
        assert load_season(upgraded).game("R01").time == "03:00"
        assert outcome_drift(upgraded, season.name, load_season(upgraded)) == []
