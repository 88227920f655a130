"""The streamed export (docs/performance.md): the bytes json.dumps gave, a page of games at a time, whole or no file,
and never a file import refuses for size while a layout of it fits."""

from __future__ import annotations

import json
from datetime import date

import pytest

from benchmarks.season_import import big_season_text
from seed.demo_db import write_demo
from store.file import user_files as files
from store.file.db import open_league
from store.file.failures import StoreError
from store.file.raw_sql import execute
from store.season_files import reader as season_file
from store.season_files import stream as season_stream
from store.season_files.import_export import import_season_file
from store.season_files.stream import export_season_file, export_season_text
from store.season_files.writer import season_to_text
from store.views.season_load import load_season
from tui import cli


def old_export(store) -> str:
    """The export as it was before it streamed: the loaded season written whole, which is json.dumps's
    indented layout of its own values (json.loads keeps the keys' order)."""
    text = season_to_text(load_season(store))
    assert text == json.dumps(json.loads(text), indent=1, ensure_ascii=False) + "\n"
    return text


def test_the_streamed_export_is_the_indented_json_of_the_example_and_the_demo_byte_for_byte(
    league_file, tmp_path, monkeypatch
):
    monkeypatch.setattr(season_stream, "PAGE", 7)  # pages joined where they meet, and a short last page
    assert export_season_text(league_file) == old_export(league_file) == season_to_text(load_season(league_file))
    write_demo(tmp_path / "demo.db", date(2026, 1, 15))
    with open_league(tmp_path / "demo.db") as demo:
        assert export_season_text(demo) == old_export(demo)


def test_odd_stored_values_are_written_as_json_dumps_writes_them(league_file, monkeypatch):
    """Escapes, nulls, waived fees, a signer, an empty lineup, a moved game: each as the old encoder wrote it."""
    monkeypatch.setattr(season_stream, "PAGE", 5)
    db = league_file.db
    first, second = (row[0] for row in execute(db, 'SELECT "id" FROM "game" ORDER BY "seq" LIMIT 2'))
    execute(
        db, 'UPDATE "penalty" SET "infraction" = ? WHERE "id" = (SELECT min("id") FROM "penalty")', ('é\t"q"\\\x01',)
    )
    execute(db, 'UPDATE "game" SET "signed_by" = ?, "fees_waived" = ? WHERE "id" = ?', ("Zoë “ref”", "snow", first))
    execute(db, 'UPDATE "game" SET "revision" = 3 WHERE "id" = ?', (second,))  # a game moved three times
    execute(db, 'UPDATE "game" SET "overtime" = 1, "room_a" = NULL WHERE "id" = ?', (second,))
    execute(db, 'UPDATE "game" SET "no" = NULL WHERE "series" IS NOT NULL AND "id" = (SELECT max("id") FROM "game")')
    team, anchor = next(iter(execute(db, 'SELECT "team_id", "player_id" FROM "dressed" WHERE "game_id" = ?', (first,))))
    execute(db, 'DELETE FROM "dressed" WHERE "game_id" = ? AND "team_id" = ?', (first, team))
    execute(
        db,
        'INSERT INTO "dressed" ("game_id", "team_id", "player_id", "seq") VALUES (?, ?, ?, -2)',
        (first, team, anchor),
    )
    execute(
        db,
        'UPDATE "shift_list" SET "shifts" = "shifts" || ? WHERE "id" = (SELECT min("id") FROM "shift_list")',
        ("\nF 1",),
    )
    text = export_season_text(league_file)
    assert text == old_export(league_file)
    assert '"infraction": "é\\t\\"q\\"\\\\\\u0001"' in text and '"fees_waived": {\n    "reason": "snow"\n   }' in text


def test_a_generated_season_exports_and_imports_back_to_the_same_file(tmp_path, monkeypatch):
    monkeypatch.setattr(season_stream, "PAGE", 10)
    source = tmp_path / "generated.json"
    source.write_text(big_season_text(games=94), encoding="utf-8")
    with open_league(tmp_path / "one.db", create=True) as one:
        import_season_file(one, source)
        written = export_season_file(one, None, tmp_path / "out.json")
        assert not written.compact and written.size == (tmp_path / "out.json").stat().st_size
        assert (tmp_path / "out.json").read_text(encoding="utf-8") == old_export(one)
    with open_league(tmp_path / "two.db", create=True) as two:
        import_season_file(two, tmp_path / "out.json")
        assert len(load_season(two).games) == 94
        assert export_season_text(two).encode() == (tmp_path / "out.json").read_bytes()


def test_an_export_that_fails_part_way_leaves_the_old_file_and_no_other(league_file, tmp_path, monkeypatch):
    monkeypatch.setattr(season_stream, "PAGE", 5)
    target = tmp_path / "out" / "season.json"
    target.parent.mkdir()
    target.write_text("the export of last week\n", encoding="utf-8")
    pieces = []

    def full_disk(handle: int, data: bytes) -> None:
        pieces.append(data)
        if len(pieces) > 40:  # the header and some pages of games are written by then
            raise OSError(28, "No space left on device")
        files.write_all(handle, data)

    monkeypatch.setattr(season_stream, "write_all", full_disk)
    with pytest.raises(OSError, match="No space left"):
        export_season_file(league_file, None, target)
    assert len(pieces) > 40
    assert [p.name for p in target.parent.iterdir()] == ["season.json"]
    assert target.read_text(encoding="utf-8") == "the export of last week\n"


def test_a_season_too_large_indented_for_import_is_written_compact_and_imports_back(league_file, tmp_path, monkeypatch):
    """The rule: export writes no file import refuses for size while a layout of the season fits
    import's limit; past the indented size it writes json.dumps's unindented layout."""
    indented = export_season_text(league_file).encode()
    data = json.loads(indented)
    compact = (json.dumps(data, ensure_ascii=False, separators=(",", ": ")) + "\n").encode()
    assert len(compact) < len(indented) * 0.6
    monkeypatch.setattr(season_file, "MAX_BYTES", len(compact))  # the whole-read limit, as the export reads it
    target = tmp_path / "season.json"
    written = export_season_file(league_file, None, target)
    assert (written.compact, written.importable, written.size) == (True, True, len(compact))
    assert target.read_bytes() == compact
    with open_league(tmp_path / "again.db", create=True) as again:
        import_season_file(again, target)
        assert export_season_text(again).encode() == indented  # the same season, indented again

    monkeypatch.setattr(season_file, "MAX_BYTES", len(compact) - 1)  # even unindented it passes the limit
    written = export_season_file(league_file, None, target)
    assert (written.compact, written.importable) == (True, False)
    with open_league(tmp_path / "streamed.db", create=True) as streamed:
        import_season_file(streamed, target)  # read as it streams: import takes a file of any size
        assert export_season_text(streamed).encode() == indented


def test_the_export_command_says_when_it_wrote_the_compact_layout(league_file, tmp_path, monkeypatch, capsys):
    size = len(export_season_text(league_file).encode())
    monkeypatch.setattr(season_file, "MAX_BYTES", size - 1)
    assert cli.main(["export", str(tmp_path / "s.json"), "--db", str(league_file.path)]) == 0
    said = capsys.readouterr().err
    assert "written without indentation" in said and "cannot be imported" not in said
    assert json.loads((tmp_path / "s.json").read_text(encoding="utf-8")) == json.loads(export_season_text(league_file))


def test_export_to_standard_output_streams_the_same_text(league_file, capsys):
    assert cli.main(["export", "-", "--db", str(league_file.path)]) == 0
    assert capsys.readouterr().out == old_export(league_file)


def test_a_row_pointing_nowhere_is_refused_in_the_words_loading_uses(league_file, monkeypatch):
    monkeypatch.setattr(season_stream, "PAGE", 5)
    execute(league_file.db, "PRAGMA foreign_keys = OFF")
    execute(league_file.db, 'UPDATE "dressed" SET "player_id" = 99999 WHERE "id" = (SELECT max("id") FROM "dressed")')
    with pytest.raises(StoreError) as loading:
        load_season(league_file)
    with pytest.raises(StoreError) as exporting:
        export_season_text(league_file)
    assert str(exporting.value) == str(loading.value) and "KeyError '99999'" in str(loading.value)
