"""A season file read as it streams, a game at a time: the season, and every refusal, the whole file's reading gives."""

from __future__ import annotations

import functools
import json
from pathlib import Path

import pytest

import store.season_files.stream_reader
from benchmarks.season_import import big_season_text
from league.season.errors import RuleViolation
from store.file.db import open_league
from store.season_files import reader as season_file
from store.season_files.import_export import import_season_file, refuse_broken
from store.season_files.reader import parse_season_text
from store.season_files.stream import export_season_file
from store.season_files.stream_reader import read_season_file
from store.views.season_load import load_season
from store.views.season_names import season_names
from tests.store.season_file_texts import EXAMPLE_DATA, REFUSALS, file_digest, refused_file, write

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
FILES = sorted(FIXTURES.glob("*.json"))


def _refusal(read) -> list[str]:
    """Each problem the reading, then the rules, find: the words a user reads."""
    try:
        refuse_broken(read())
    except RuleViolation as refused:
        return [str(p) for p in refused.problems]
    return []


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_each_fixture_reads_as_the_whole_file_reads(path):
    assert read_season_file(path) == parse_season_text(path.read_bytes())


@functools.cache
def _refused_text(case: str) -> str:
    """The text of the season file `REFUSALS` names `case`: made once per process for both of the case's tests."""
    data, _ = refused_file(case)
    return data if isinstance(data, str) else json.dumps(data)


@functools.cache
def _whole_refusal(case: str) -> tuple[str, ...]:
    """The problems the whole file's reading finds in `case`'s file: once per process for both of the case's tests
    (a fresh parse and check of the example's season each)."""
    return tuple(_refusal(lambda: parse_season_text(_refused_text(case).encode())))


@pytest.mark.parametrize("streamed_only", [False, True], ids=["as imported", "never read whole"])
@pytest.mark.parametrize("case", sorted(REFUSALS))
def test_a_streamed_file_is_refused_in_the_whole_file_s_words(case, streamed_only, tmp_path, monkeypatch):
    path = write(tmp_path, _refused_text(case))
    whole = list(_whole_refusal(case))
    if streamed_only:  # no second reading of the whole file: what the stream itself says
        monkeypatch.setattr(store.season_files.stream_reader, "MAX_BYTES", 0)
    streamed = _refusal(lambda: read_season_file(path))
    assert whole, case
    if streamed_only and not _streamable(path):
        # Not JSON, too deep, or NaN: past the whole-read limit the stream says so in its own words.
        assert len(streamed) == 1 and "season file" in streamed[0] and streamed[0].startswith("not "), streamed
    else:
        assert streamed == whole


def _streamable(path: Path) -> bool:
    """Whether json reads the file as a season file's reading takes it: such a file is read in one pass,
    every value json's (a number past 64 bits too, which ijson's C parser cannot read)."""
    try:
        json.loads(path.read_bytes(), parse_constant=_refused)
    except (ValueError, RecursionError):
        return False
    return True


def _refused(name: str) -> None:
    raise ValueError(name)


def test_a_field_named_twice_past_the_whole_read_limit_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(store.season_files.stream_reader, "MAX_BYTES", 0)
    text = json.dumps(EXAMPLE_DATA).replace('"id": "R02",', '"id": "R02", "id": "R99",', 1)
    with pytest.raises(RuleViolation, match=r"names a field twice in one object"):
        read_season_file(write(tmp_path, text))


def test_a_file_past_the_whole_read_limit_imports_as_it_streams(empty_league, tmp_path, monkeypatch):
    monkeypatch.setattr(store.season_files.stream_reader, "MAX_BYTES", 1000)
    path = write(tmp_path, EXAMPLE_DATA)
    import_season_file(empty_league, path)
    assert load_season(empty_league, EXAMPLE_DATA["season"]) == parse_season_text(path.read_bytes())


def test_an_escaped_surrogate_pair_reads_as_its_character_and_a_lone_one_is_kept_to_be_refused(empty_league, tmp_path):
    """A file that escapes a UTF-16 surrogate reads as json reads it: a pair is its one character; a lone one stays
    (never a silent "?"), for the name's check to refuse as the whole file's reading does."""
    data = json.loads(json.dumps(EXAMPLE_DATA))
    name = data["players"][0]["name"]
    paired = json.dumps(data).replace(f'"{name}"', f'"{name} \\ud83c\\udfd2"', 1)  # as a file escapes it
    path = tmp_path / "paired.json"
    path.write_text(paired, encoding="utf-8")
    assert read_season_file(path) == parse_season_text(path.read_bytes())
    assert read_season_file(path).players[0].name == f"{name} \U0001f3d2"
    lone = tmp_path / "lone.json"
    lone.write_text(paired.replace("\\udfd2", "", 1), encoding="utf-8")
    with pytest.raises(RuleViolation, match="lone surrogate"):
        import_season_file(empty_league, lone)


def test_a_value_too_long_to_stream_is_read_whole_for_its_field_s_refusal(empty_league, tmp_path):
    """A 2 MB name: the stream would lex it again at every read; read whole, it is refused by its field's limit."""
    data = json.loads(json.dumps(EXAMPLE_DATA))
    data["league"] = "L" * 2**21
    path = write(tmp_path, data)
    with pytest.raises(RuleViolation, match=r"^league: 2,097,152 characters; the most is 80"):
        import_season_file(empty_league, path)


def test_a_file_refused_half_way_through_its_games_leaves_nothing(league_file, tmp_path, monkeypatch):
    monkeypatch.setattr(store.season_files.stream_reader, "MAX_BYTES", 0)
    data = json.loads(json.dumps(EXAMPLE_DATA))
    data["season"] = "2003-04"
    data["games"][len(data["games"]) // 2]["date"] = "not a date"
    before = file_digest(league_file)
    with pytest.raises(RuleViolation, match=r"games\[\d+\]\.date"):
        import_season_file(league_file, write(tmp_path, data))
    assert file_digest(league_file) == before and season_names(league_file) == ["2002-03"]


def test_an_export_past_the_whole_read_limit_is_written_compact_and_imports_again_as_it_streams(tmp_path, monkeypatch):
    """A season past import's whole-read limit even written compact (at the real limit, about 62,000 games of the
    example's density: `python -m benchmarks.round_trip` takes that size), here 120 games with the limit lowered
    under them: export writes it compact, still past the limit, and import takes it back as it streams, never
    reading the file whole."""
    limit = 200_000  # bytes: under the 120 games' compact text, over any one game's
    monkeypatch.setattr(season_file, "MAX_BYTES", limit)  # as export reads it
    monkeypatch.setattr(store.season_files.stream_reader, "MAX_BYTES", limit)  # as import reads it

    def read_whole(path: Path, _error: Exception | None) -> None:
        raise AssertionError(f"{path.name} was read whole, not as it streams")

    monkeypatch.setattr(store.season_files.stream_reader, "_read_whole", read_whole)
    source, out = tmp_path / "big.json", tmp_path / "out.json"
    source.write_text(big_season_text(games=120), encoding="utf-8")
    with open_league(tmp_path / "league.db", create=True) as league:
        import_season_file(league, source)
        season = load_season(league, EXAMPLE_DATA["season"])
        written = export_season_file(league, None, out)
        assert written.compact and written.size == out.stat().st_size > limit
        import_season_file(league, out, replace=True)
        assert load_season(league, EXAMPLE_DATA["season"]) == season and len(season.games) >= 120
