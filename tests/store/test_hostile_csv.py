"""Hostile CSV sheets: any player sheet or schedule is imported whole or refused naming its line (and column
where one cell is at fault), and a refusal leaves the league file unchanged."""

from __future__ import annotations

import csv
import functools
import io
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from league.season.errors import RuleViolation
from store.season_files.csv_formats import read_table
from store.writes.csv_import import MAX_CSV_BYTES, import_csv_file, import_csv_text
from tests.conftest import league_digest

VALID = {
    "id": ["", "P001", "P900", "R01", "R900"],
    "name": ["Al Baker", "Dan Healy", 'Zoë "Z" O\'Neil'],
    "born": ["1970-01-01", "1985-06-30"],
    "position": ["F", "d", "G"],
    "class": ["A", "b", "C"],
    "rating": ["50", "0", "100"],
    "number": ["", "7", "99"],
    "email": ["", "a@b.org"],
    "phone": ["", "555-0100"],
    "team": ["", "RED", "blu"],
    "date": ["2003-03-01", "2003-03-08"],
    "time": ["19:00", "7:30", "23:59"],
    "home": ["RED", "GLD"],
    "away": ["BLU", "red"],
    "rooms": ["", "3/4", "1 / 2"],
    "status": ["", "scheduled", "cancelled"],
}
HOSTILE = [
    "",
    "x",
    "1970-13-01",
    "2003-02-30",
    "-1",
    "101",
    "9" * 30,
    "Z",
    "[/]",
    "Al\x1b[31m",
    "\u202eAl",
    "A\nB",
    '"',
    "名前",
    "24:00",
    "3/3",
    "final",
    "NOPE",
    "P001",
    "R01",
    "🏒" * 50,
]
PLAYER = ["id", "name", "born", "position", "class", "rating", "number", "email", "phone", "team"]
SCHEDULE = ["id", "date", "time", "home", "away", "rooms", "status"]


# The strategies a sheet's columns and cells are drawn from, made once for each kind of sheet and each cell's column
# and hostile values: made again at every draw, each new one was set up again for its first draw (about a quarter of
# a sheet's import in the property's profile).
@functools.cache
def _more_columns(required: tuple[str, ...]) -> st.SearchStrategy[list[str]]:
    """Columns of the sheet beyond those it needs: any of its kind's others, each once."""
    others = [c for c in (PLAYER if "name" in required else SCHEDULE) if c not in required]
    return st.lists(st.sampled_from(others), unique=True, max_size=len(others))


@functools.cache
def _cells(column: str, hostile: int) -> st.SearchStrategy[str]:
    """A cell of `column`: one of its valid values, or one of the first `hostile` hostile ones."""
    return st.sampled_from(VALID.get(column, [""]) + HOSTILE[:hostile])


@st.composite
def sheets(draw) -> str:
    """A player sheet or a schedule: the columns it needs (now and then one too many or too few), a few
    rows of mostly valid cells with hostile ones among them, in a spreadsheet's delimiter."""
    required = ["name", "born"] if draw(st.booleans()) else ["date", "time", "home", "away"]
    header = required + draw(_more_columns(tuple(required)))
    if not draw(st.integers(0, 6)):
        header = draw(st.permutations([*header, draw(st.sampled_from(["junk", "name", "NAME ", ""]))]))
    rows = []
    for _ in range(draw(st.integers(0, 4))):
        row = [draw(_cells(c.strip().lower(), draw(st.integers(0, 3)))) for c in header]
        if not draw(st.integers(0, 9)):
            row = row[:-1] if row and draw(st.booleans()) else [*row, "extra"]
        rows.append(row)
    out = io.StringIO()
    csv.writer(out, delimiter=draw(st.sampled_from([",", ";", "\t"])), lineterminator="\n").writerows([header, *rows])
    return out.getvalue()


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=sheets())
def test_any_sheet_is_imported_whole_or_refused_naming_its_line(text, league_file, kept_digest):
    before = kept_digest.before()
    try:
        import_csv_text(league_file, text, "sheet.csv")
    except RuleViolation as refused:
        # A row's own fault names its line; a rule it breaks elsewhere names that game or player.
        assert all(re.match(r"sheet\.csv line \d+|(games|players)\[\d+\]", p.path) for p in refused.problems), (
            text,
            refused.problems,
        )
        assert kept_digest.after() == before


def test_a_regular_game_added_after_the_playoffs_began_is_refused_not_a_crash(league_file):
    """The example's playoffs are played: a regular game more would unfix their seeds (rule 19)."""
    before = league_digest(league_file.path)
    with pytest.raises(RuleViolation, match="the playoffs wait for the seeds: 1 regular-season game left"):
        import_csv_text(league_file, "date,time,home,away\n2003-03-01,19:00,RED,BLU\n", "late.csv")
    assert league_digest(league_file.path) == before


@settings(max_examples=60, deadline=None)
@given(text=st.text(max_size=300))
def test_any_text_at_all_reads_as_a_table_or_a_refusal_naming_a_line(text):
    try:
        read_table(text, "any.csv")
    except RuleViolation as refused:
        assert refused.first.path.startswith("any.csv line "), refused.first


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("name,born\n" + "x" * 200_000 + ",1970-01-01\n", "big.csv line 2"),  # over csv's cell size limit
        ("name,born\rAl,1970-01-01\r", "big.csv line 1"),  # a stray carriage return, as text from a form
    ],
)
def test_a_sheet_csv_cannot_read_is_refused_naming_the_line(text, where, league_file):
    before = league_digest(league_file.path)
    with pytest.raises(RuleViolation, match="not readable as CSV") as refused:
        import_csv_text(league_file, text, "big.csv")
    assert refused.value.first.path == where
    assert league_digest(league_file.path) == before


def test_a_csv_over_the_size_limit_is_refused_before_it_is_read(league_file, tmp_path, monkeypatch):
    huge = tmp_path / "huge.csv"
    with huge.open("wb") as sparse:
        sparse.truncate(257 * 2**20)  # sparse: 257 MB in name only
    assert huge.stat().st_size > MAX_CSV_BYTES
    reads = []
    monkeypatch.setattr(Path, "read_text", lambda self, *a, **k: reads.append(self) or "")
    monkeypatch.setattr(Path, "read_bytes", lambda self: reads.append(self) or b"")
    before = league_digest(league_file.path)
    with pytest.raises(RuleViolation, match="larger than 8 MB"):
        import_csv_file(league_file, huge)
    assert reads == [] and league_digest(league_file.path) == before
