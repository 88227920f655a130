"""A plain season file read in one pass of json's parser: the whole file's values at every edge of a read, and
anything not plain left to the two passes, refused in the words the whole file's reading gives."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import store.season_files.stream_one_pass
import store.season_files.stream_reader
from benchmarks.season_import import big_season_text
from league.season.errors import RuleViolation
from store.season_files.reader import parse_season_text
from store.season_files.stream_reader import read_season_file
from tests.store.season_file_texts import EXAMPLE_DATA, write

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
FILES = sorted(FIXTURES.glob("*.json"))


@pytest.fixture
def one_pass_only(monkeypatch):
    """The two passes refused: a file read at all was read in one pass."""

    def two_passes(path: Path) -> None:
        raise AssertionError(f"{path.name} was read in two passes")

    monkeypatch.setattr(store.season_files.stream_reader, "_two_passes", two_passes)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_each_fixture_is_read_in_one_pass_as_the_whole_file_reads(path, one_pass_only):
    assert read_season_file(path) == parse_season_text(path.read_bytes())


@pytest.mark.parametrize("read", [1, 97, 4096])
@pytest.mark.parametrize("layout", ["indented", "compact"])
def test_a_value_cut_by_any_read_s_edge_reads_as_the_whole_file(read, layout, tmp_path, monkeypatch, one_pass_only):
    """Reads of a few bytes cut every kind of value (a number, a string, a game) somewhere: each is parsed
    again with the next read, never taken cut short (a number "12" of "123")."""
    monkeypatch.setattr(store.season_files.stream_one_pass, "READ_BYTES", read)
    text = big_season_text(games=40)
    if layout == "compact":
        text = json.dumps(json.loads(text), separators=(",", ":"))
    path = tmp_path / "season.json"
    path.write_text(text, encoding="utf-8")
    assert read_season_file(path) == parse_season_text(path.read_bytes())


@pytest.mark.parametrize("pad", range(4))
def test_a_number_cut_by_a_read_s_edge_is_read_whole(pad, tmp_path, monkeypatch, one_pass_only):
    """A long version number read a few bytes at a time, cut by a read: still the whole number, in one pass."""
    monkeypatch.setattr(store.season_files.stream_one_pass, "READ_BYTES", 1)
    number = "123456789012345678901234567890"
    path = write(tmp_path, " " * pad + f'{{"format": "rinkbook.season", "version": {number}}}')
    with pytest.raises(RuleViolation, match=rf"^version: version {number} is not supported"):
        read_season_file(path)


def test_a_file_beginning_with_a_byte_order_mark_is_read_in_one_pass(tmp_path, one_pass_only):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(EXAMPLE_DATA).encode())
    assert read_season_file(path) == parse_season_text(path.read_bytes())


@pytest.mark.parametrize("limit", [0, 2**28], ids=["never read whole", "as imported"])
def test_a_field_named_twice_in_a_penalty_is_refused_as_the_whole_file_refuses_it(limit, tmp_path, monkeypatch):
    monkeypatch.setattr(store.season_files.stream_reader, "MAX_BYTES", limit)
    data = json.loads(json.dumps(EXAMPLE_DATA))
    i = next(i for i, game in enumerate(data["games"]) if game.get("penalties"))
    text = json.dumps(data).replace('"kind": "minor",', '"kind": "minor", "kind": "major",', 1)
    words = r"names a field twice" if limit == 0 else rf"^games\[{i}\]\.penalties\[\d+\]\.kind: appears twice"
    with pytest.raises(RuleViolation, match=words):
        read_season_file(write(tmp_path, text))


@pytest.mark.parametrize(
    "text",
    [
        json.dumps(EXAMPLE_DATA) + " x",  # trailing text
        json.dumps(EXAMPLE_DATA)[:-2],  # cut short
        json.dumps(EXAMPLE_DATA).replace('"version": 1', '"version": NaN', 1),
    ],
    ids=["trailing text", "cut short", "NaN"],
)
def test_a_file_that_is_not_plain_json_is_refused_in_the_whole_file_s_words(text, tmp_path):
    path = write(tmp_path, text)
    with pytest.raises(RuleViolation) as whole:
        parse_season_text(path.read_bytes())
    with pytest.raises(RuleViolation) as streamed:
        read_season_file(path)
    assert [str(p) for p in streamed.value.problems] == [str(p) for p in whole.value.problems]
