"""Hostile season files: any mutation of a valid file is stored whole or refused naming the field, and a
refusal leaves the league file unchanged; a file over 256 MB is refused before it is read."""

from __future__ import annotations

import copy
import itertools
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from league.season.errors import RuleViolation
from store.season_files.import_export import import_season_file
from store.season_files.reader import MAX_BYTES, parse_season_text
from tests.conftest import EXAMPLE, league_digest

BASE = json.loads(EXAMPLE.read_text(encoding="utf-8"))
# A smaller season keeps each example quick, with every kind of field still there (the drops and
# substitutes of the example need its later games).
BASE.update(games=BASE["games"][:10], drops=BASE["drops"][:0], substitutes=BASE["substitutes"][:0])
HOSTILE_VALUES = [
    None,
    "",
    " ",
    "garbage",
    -1,
    2**70,
    1.5,
    True,
    [],
    {},
    [None],
    {"x": 1},
    "2002-02-30",
    "0001-01-01",
    "99:99",
    "٠٣:٠٠",
    "１９９０-０３-１５",
    "P999",
    "ZZZ",
    "💥",
    "x" * 10_000,
    "Al\x1b[2J",
    "\u202eevil",
    "NaN",
]
_names = itertools.count()


def _paths(value, path=()):
    """Every path into the JSON value: object keys and list indexes, containers and leaves alike."""
    yield path
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _paths(inner, (*path, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from _paths(inner, (*path, index))


PATHS = [p for p in _paths(BASE) if p]


def _mutate(data, path, operation, value):
    """Apply one mutation at `path`: drop it, replace it, or duplicate a list element (a duplicated id)."""
    holder = data
    for step in path[:-1]:
        holder = holder[step]
    last = path[-1]
    if operation == "drop":
        del holder[last]
    elif operation == "duplicate" and isinstance(holder, list):
        holder.insert(last, copy.deepcopy(holder[last]))
    else:
        holder[last] = value


mutations = st.lists(
    st.tuples(
        st.sampled_from(PATHS), st.sampled_from(["drop", "replace", "duplicate"]), st.sampled_from(HOSTILE_VALUES)
    ),
    min_size=1,
    max_size=3,
)


def _mutated_text(steps) -> str:
    data = copy.deepcopy(BASE)
    data["season"] = f"H{next(_names)}"  # an accepted mutation adds a season of its own
    for path, operation, value in steps:
        try:
            _mutate(data, path, operation, value)
        except (KeyError, IndexError, TypeError):  # an earlier step removed or replaced what this one aims at
            continue
    return json.dumps(data)


def _import_or_refusal(league_file, path: Path) -> RuleViolation | None:
    try:
        import_season_file(league_file, path)
    except RuleViolation as refused:
        return refused
    return None


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=mutations)
def test_a_mutated_season_file_is_stored_whole_or_refused_naming_the_field(steps, league_file, kept_digest, tmp_path):
    path = tmp_path / "mutated.json"
    path.write_text(_mutated_text(steps), encoding="utf-8")
    before = kept_digest.before()
    refused = _import_or_refusal(league_file, path)
    if refused is not None:
        assert refused.problems and all(p.path and p.message for p in refused.problems), refused.problems
        assert kept_digest.after() == before


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cut=st.integers(min_value=0, max_value=len(json.dumps(BASE)) - 1))
def test_a_truncated_season_file_is_refused_naming_line_and_column(cut, league_file, kept_digest, tmp_path):
    path = tmp_path / "truncated.json"
    path.write_text(json.dumps(BASE)[:cut], encoding="utf-8")
    before = kept_digest.before()
    refused = _import_or_refusal(league_file, path)
    assert refused is not None and refused.first.path.startswith("line 1 column "), refused
    assert kept_digest.after() == before


@pytest.mark.parametrize(
    "text",
    [
        "[]",
        '"season"',
        "42",
        "null",
        "true",
        "[" * 100_000,
        '{"a":' * 100_000,
        "\ufeff",
        "",
        "\x00\x01",
        '{"format": "rinkbook.season", "version": 1}' * 2,
    ],
)
def test_a_file_that_is_not_a_season_object_is_refused_in_one_sentence(text, league_file, tmp_path):
    path = tmp_path / "odd.json"
    path.write_text(text, encoding="utf-8")
    before = league_digest(league_file.path)
    refused = _import_or_refusal(league_file, path)
    assert refused is not None and len(str(refused.first)) < 200, refused
    assert league_digest(league_file.path) == before


def test_a_file_over_256_mb_is_read_as_it_streams_and_refused_at_its_first_bad_byte(league_file, tmp_path, monkeypatch):
    huge = tmp_path / "huge.json"
    with huge.open("wb") as sparse:
        sparse.truncate(MAX_BYTES + 2**20)  # 257 MB on disk in name only: sparse, nothing written
    reads = []
    original = Path.read_bytes
    monkeypatch.setattr(Path, "read_bytes", lambda self: reads.append(self) or original(self))
    monkeypatch.setattr(Path, "read_text", lambda self, *a, **k: reads.append(self) or "")
    before = league_digest(league_file.path)
    with pytest.raises(RuleViolation, match=r"^not valid JSON \(lexical error: invalid char in json text") as refused:
        import_season_file(league_file, huge)
    assert len(refused.value.problems) == 1
    assert reads == [] and league_digest(league_file.path) == before


def test_text_over_256_mb_is_refused_before_it_is_parsed(monkeypatch):
    """The parse layer keeps the limit too, for text that came by another way than a file."""
    import store.season_files.reader

    monkeypatch.setattr(store.season_files.reader.json, "loads", lambda *a, **k: pytest.fail("parsed"))
    with pytest.raises(RuleViolation, match="larger than 256 MB"):
        parse_season_text(b" " * (MAX_BYTES + 1))


@pytest.mark.parametrize("text", ["[" * 100_000, '{"a":' * 100_000, '{"players": ' + "[" * 50_000 + "]" * 50_000 + "}"])
def test_deeply_nested_json_is_refused_in_words_not_a_recursion_error(text):
    with pytest.raises(RuleViolation, match=r"^not a readable season file \(nested too deeply\)"):
        parse_season_text(text)
