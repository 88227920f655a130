"""Copying a whole league to another store: every season and every table, ids and audit log as they were,
checked before it is kept; a destination holding anything is refused, and a failed copy leaves nothing."""

from __future__ import annotations

import shutil
import sqlite3
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest

from benchmarks.season_import import big_season_text
from store.file import league_copy
from store.file.audit import audit_log, record_decision
from store.file.copy_target import is_database_url, shown_target
from store.file.db import open_league
from store.file.errors import NoLeagueFile, StoreError
from store.file.league_copy import COPIED_FROM, CopyCheckFailed, copy_league, copy_order
from store.season_files.import_export import import_season, import_season_file
from store.season_files.reader import parse_season_text
from store.season_files.stream import export_season_text
from store.tables import models as m
from store.views.season_names import season_names
from store.writes.alert_dismissals import dismiss_alert
from store.writes.coin_tosses import record_coin_toss
from store.writes.dashboard_alerts import keep_read_alerts
from store.writes.people import add_person
from store.writes.rule_texts import attach_rule_text
from store.writes.spares import mark_spare
from tests.conftest import EXAMPLE, league_digest
from tests.store.bench_marking import marked
from tests.store.foreign_files import make_foreign, snapshot
from tests.store.free_players import free

FIXTURES = sorted(EXAMPLE.parent.glob("*.json"))
REVISION = "revision"


def rows(path: Path, table: str) -> list[tuple[object, ...]]:
    """Every row of `table` in the league file at `path`, read by SQLite alone, in id order."""
    raw = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        order = "" if table == REVISION else ' ORDER BY "id"'
        return raw.execute(f'SELECT * FROM "{table}"{order}').fetchall()
    finally:
        raw.close()


def tables(path: Path) -> set[str]:
    raw = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return {name for (name,) in raw.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    finally:
        raw.close()


def exports(path: Path) -> dict[str, str]:
    with open_league(path, read_only=True) as store:
        return {name: export_season_text(store, name) for name in season_names(store)}


def imported(path: Path, *files: Path) -> Path:
    with open_league(path, create=True) as store:
        for file in files:
            import_season_file(store, file)
    return path


@pytest.fixture(scope="module")
def every_table(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A closed league file with a row in every table: the example with a coin toss, a spare, a rule text, a
    dismissed alert, bench marks, a person who signs in and the dashboard's stored alerts, decided by a named
    member; every tournament
    fixture under its own name."""
    folder = tmp_path_factory.mktemp("every-table")
    rule_text = folder / "rules.txt"
    rule_text.write_text("Gray\n1. Open to players 22 and over.\n", encoding="utf-8")
    with open_league(folder / "league.db", create=True) as store:
        store.actor = "Pat Member"
        import_season_file(store, EXAMPLE)
        marked(store)
        mark_spare(store, "2002-03", free(store, "F"), True)
        record_coin_toss(store, "2002-03", ("GLD", "WHT"), ("WHT", "GLD"))
        attach_rule_text(store, "2002-03", rule_text)
        dismiss_alert(store, "2002-03", "deadline", "Roster deadline", "known", date(2002, 12, 1))
        add_person(store, "Pat Member", "committee", None, "a long pass phrase")
        keep_read_alerts(store, "2002-03", store.revision(), date(2002, 12, 1), (("deadline", "Roster deadline"),))
        for file in FIXTURES[1:]:
            import_season(store, replace(parse_season_text(file.read_bytes()), name=file.stem), backup=False)
    return folder / "league.db"


@pytest.fixture
def league(every_table: Path, tmp_path: Path) -> Path:
    """This test's own copy of `every_table`, in its own folder (the copies go to another)."""
    (tmp_path / "src").mkdir()
    path = tmp_path / "src" / "league.db"
    shutil.copy2(every_table, path)
    return path


def test_the_copy_holds_every_row_of_every_table_with_its_id_and_one_audit_row_more(league, tmp_path):
    """Fails when a table is left out of the copy: every table of the source holds rows, and each is compared
    with SQLite alone, not with the copy's own check."""
    dest = tmp_path / "copy.db"
    empty = [model._meta.table_name for model in m.MODELS if not rows(league, model._meta.table_name)]
    assert not empty, f"the source leaves tables empty: {empty}"
    report = copy_league(str(league), str(dest))
    assert report.tables == len(m.MODELS) and report.seasons == tuple(exports(league))
    for model in m.MODELS:
        table = model._meta.table_name
        if table != "audit":
            assert rows(dest, table) == rows(league, table), table
    *audit, last = rows(dest, "audit")
    assert audit == rows(league, "audit")
    entries = audit_log(open_league(dest, read_only=True))
    assert (entries[0].action, entries[0].detail["from"]) == (COPIED_FROM, str(league.resolve()))
    assert {e.actor for e in entries[1:]} == {"Pat Member"} and last[0] == audit[-1][0] + 1
    assert rows(dest, REVISION) != rows(league, REVISION)  # its own state: a revision of its own
    assert exports(dest) == exports(league)


def test_every_table_of_a_league_file_is_a_model_with_every_column(empty_league):
    """The copy goes by the models: a table the schema has and no model names would be left behind."""
    names = {model._meta.table_name for model in m.MODELS}
    assert tables(empty_league.path) == names | {REVISION}
    for model in m.MODELS:
        columns = {column.name for column in empty_league.db.get_columns(model._meta.table_name)}
        assert columns == {field.column_name for field in model._meta.sorted_fields}, model._meta.table_name


def test_copy_order_puts_every_table_after_the_tables_it_points_at():
    order = copy_order()
    assert set(order) == set(m.MODELS) and len(order) == len(m.MODELS)
    for at, model in enumerate(order):
        assert all(order.index(target) <= at for target in model._meta.refs.values()), model._meta.table_name


@pytest.mark.parametrize("fixture", FIXTURES, ids=lambda path: path.stem)
def test_each_fixture_exports_byte_for_byte_the_same_after_the_copy(fixture, tmp_path):
    source = imported(tmp_path / "source.db", fixture)
    copy_league(str(source), str(tmp_path / "dest.db"))
    assert exports(tmp_path / "dest.db") == exports(source)
    assert [e.action for e in audit_log(open_league(tmp_path / "dest.db", read_only=True))] == [
        COPIED_FROM,
        "import season",
    ]


def test_the_source_is_only_read(league, tmp_path):
    before, listing = league_digest(league), snapshot(league)
    copy_league(str(league), str(tmp_path / "copy.db"))
    assert league_digest(league) == before and snapshot(league) == listing  # bytes, time and no file beside it


def test_a_season_of_a_thousand_games_is_copied_whole(tmp_path):
    """A big-ish season goes through the pages of every table; how long it takes is the benchmarks' business."""
    file = tmp_path / "big.json"
    file.write_text(big_season_text(games=1000, compact=True), encoding="utf-8")
    source = imported(tmp_path / "big.db", file)
    report = copy_league(str(source), str(tmp_path / "copy.db"))
    assert report.rows > 20_000
    assert exports(tmp_path / "copy.db") == exports(source)
    assert rows(tmp_path / "copy.db", "dressed") == rows(source, "dressed")


def test_a_destination_holding_a_league_is_refused_naming_its_seasons_and_left_as_it_was(league, tmp_path):
    dest = imported(tmp_path / "theirs.db", EXAMPLE)
    before = league_digest(dest)
    with pytest.raises(StoreError, match=r"theirs\.db already holds a league \(season 2002-03\)"):
        copy_league(str(league), str(dest))
    assert league_digest(dest) == before


def test_a_destination_with_any_row_is_refused(league, tmp_path):
    with open_league(tmp_path / "noted.db", create=True) as store, store.writing():
        record_decision(None, "note", {})
    before = league_digest(tmp_path / "noted.db")
    with pytest.raises(StoreError, match=r"not empty \(its audit table holds rows\)"):
        copy_league(str(league), str(tmp_path / "noted.db"))
    assert league_digest(tmp_path / "noted.db") == before


def test_an_empty_league_file_is_filled_where_it_is(league, tmp_path):
    open_league(tmp_path / "empty.db", create=True).close()
    copy_league(str(league), str(tmp_path / "empty.db"))
    assert exports(tmp_path / "empty.db") == exports(league)


def test_another_programs_file_as_destination_is_refused_and_keeps_every_byte(league, tmp_path):
    dest = make_foreign(tmp_path / "notes.db")
    before = snapshot(dest)
    with pytest.raises(StoreError, match="another program"):
        copy_league(str(league), str(dest))
    assert snapshot(dest) == before


@pytest.mark.parametrize(
    ("make", "error", "words"),
    [
        (lambda path: None, NoLeagueFile, "no league file at"),
        (lambda path: path.write_text("not a league\n"), StoreError, "not a readable league file"),
        (make_foreign, StoreError, "another program"),
        (lambda path: open_league(path, create=True).close(), StoreError, "holds no season: nothing to copy"),
    ],
    ids=["missing", "a text file", "another program's", "an empty league"],
)
def test_a_source_that_is_no_league_is_refused_and_nothing_is_made(make, error, words, tmp_path):
    source = tmp_path / "source.db"
    make(source)
    (tmp_path / "out").mkdir()
    with pytest.raises(error, match=words):
        copy_league(str(source), str(tmp_path / "out" / "copy.db"))
    assert list((tmp_path / "out").iterdir()) == []


def test_a_copy_onto_itself_or_into_a_missing_folder_is_refused(league, tmp_path):
    before = league_digest(league)
    with pytest.raises(StoreError, match="the same league file"):
        copy_league(str(league), str(league.parent / ".." / "src" / "league.db"))
    with pytest.raises(StoreError, match="does not exist"):
        copy_league(str(league), str(tmp_path / "nowhere" / "copy.db"))
    assert league_digest(league) == before and not (tmp_path / "nowhere").exists()


def _moved_goal(db, models):
    """A copy that went wrong in a season's sheet: its first goal a second later."""
    first = m.Goal.select(m.Goal.id).order_by(m.Goal.id).limit(1).bind(db).scalar()
    m.Goal.update(second=m.Goal.second + 1).where(m.Goal.id == first).bind(db).execute()


def _reworded_dismissal(db, models):
    """A copy that went wrong where no export looks: a dismissed alert's reason."""
    m.AlertDismissal.update(reason="changed").bind(db).execute()


def _interrupted(db, models):
    raise KeyboardInterrupt


@pytest.mark.parametrize(
    ("hook", "error", "words"),
    [
        (_moved_goal, CopyCheckFailed, "the copy of season 2002-03 exports differently"),
        (_reworded_dismissal, CopyCheckFailed, "table alert_dismissal differs"),
        (_interrupted, KeyboardInterrupt, None),
    ],
    ids=["an export differs", "a table differs", "Ctrl-C"],
)
@pytest.mark.parametrize("existing", [False, True], ids=["new file", "empty file"])
def test_a_copy_that_fails_its_check_leaves_nothing_at_the_destination(
    hook, error, words, existing, league, tmp_path, monkeypatch
):
    (tmp_path / "out").mkdir()
    dest = tmp_path / "out" / "copy.db"
    if existing:
        open_league(dest, create=True).close()
    monkeypatch.setattr(league_copy, "after_rows_with_explicit_ids", hook)
    with pytest.raises(error, match=words):
        copy_league(str(league), str(dest))
    if existing:  # listed before SQLite reads it (a read-only reader leaves its -wal and -shm behind)
        assert sorted(p.name for p in dest.parent.iterdir()) == ["copy.db"]
        assert all(not rows(dest, model._meta.table_name) for model in m.MODELS)
    else:
        assert list(dest.parent.iterdir()) == []


@pytest.mark.parametrize(
    ("target", "shown"),
    [
        ("postgresql://pat:secret@db.example.org:5432/league", "postgresql://pat@db.example.org:5432/league"),
        ("postgresql://pat@localhost/league", "postgresql://pat@localhost/league"),
    ],
)
def test_a_database_url_is_named_without_its_password(target, shown):
    """What the copy's audit row and its messages say of a server: never a password typed into the URL."""
    assert is_database_url(target) and shown_target(target) == shown


def test_a_path_is_named_whole_and_is_no_url(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert not is_database_url("league.db") and shown_target("league.db") == str(tmp_path / "league.db")


def test_a_file_put_at_the_destination_during_the_copy_is_never_replaced(league, tmp_path, monkeypatch):
    (tmp_path / "out").mkdir()
    dest = tmp_path / "out" / "copy.db"

    def meanwhile(db, models):
        dest.write_text("another program's\n")

    monkeypatch.setattr(league_copy, "after_rows_with_explicit_ids", meanwhile)
    with pytest.raises(StoreError, match="appeared while the league was copied"):
        copy_league(str(league), str(dest))
    assert dest.read_text() == "another program's\n" and list(dest.parent.iterdir()) == [dest]


def test_a_column_no_model_names_is_refused_rather_than_left_behind(league, tmp_path):
    with sqlite3.connect(league) as raw:
        raw.execute('ALTER TABLE "spare" ADD COLUMN "note" TEXT')
    raw.close()
    with pytest.raises(StoreError, match=r"the table spare holds columns this rinkbook does not know \(note\)"):
        copy_league(str(league), str(tmp_path / "copy.db"))
    assert not (tmp_path / "copy.db").exists()


def test_a_league_goes_to_a_server_and_back_the_same_and_the_server_numbers_new_rows_past_the_copied(
    league: Path, tmp_path: Path, pg_url: str
) -> None:
    """A file copied into an empty server database and back: every season's export the same bytes, every table
    the same rows; a row made on the server after the copy takes an id no copied row holds."""
    copy_league(str(league), pg_url)
    back = tmp_path / "back.db"
    copy_league(pg_url, str(back))
    assert exports(back) == exports(league)
    for model in m.MODELS:
        table = model._meta.table_name
        if table != "audit":
            assert rows(back, table) == rows(league, table), table
    with open_league(pg_url) as server:
        biggest = max(row[0] for row in rows(league, "audit"))
        record_coin_toss(server, "2002-03", ("GLD", "WHT"), ("GLD", "WHT"))
        with server.reading():
            assert max(row.id for row in m.Audit.select()) > biggest
