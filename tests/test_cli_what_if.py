"""`standings --rulebook NAME` and `playoffs --rulebook NAME`: the season as another built-in rulebook would count
it, the file unchanged; under its own rulebook the command's own output, byte for byte."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from league.rulebooks import rulebook_names
from store.file.audit import audit_log
from store.file.db import open_league
from tests.cli_run import imported_fixture, run
from tests.conftest import league_digest

FIXTURES = Path(__file__).parent / "fixtures"
TOURNAMENTS = {name: FIXTURES / f"tournament-{name}.json" for name in rulebook_names()[1:]}
OUTPUTS = (
    ("standings", "--json"),
    ("standings", "--json", "--explain"),
    ("standings", "--json", "--as-of", "2002-10-27"),
    ("playoffs", "--json"),
    ("standings",),
    ("playoffs",),
)


@pytest.fixture
def db(league_file) -> str:
    path = str(league_file.path)
    league_file.close()  # the command opens the file itself
    return path


def imported(tmp_path: Path, capsys, source: Path) -> str:
    """A league file of the test's as `rinkbook import SOURCE` leaves it, for one of the fixtures: a copy of the
    import made once per test process (the tests ask what the league reads under another rulebook)."""
    return str(imported_fixture(source, tmp_path / f"{source.stem}.db"))


def audit_rows(path: str) -> int:
    with open_league(path, read_only=True) as store:
        return len(audit_log(store))


def same_under_own_rulebook(capsys, path: str, own: str) -> None:
    for argv in OUTPUTS:
        plain = run(capsys, "--db", path, *argv)
        under = run(capsys, "--db", path, *argv, "--rulebook", own)
        assert plain[0] == 0 and under == plain, argv


def test_gray_under_its_own_rulebook_is_the_season_byte_for_byte(db, capsys):
    same_under_own_rulebook(capsys, db, "gray")


@pytest.mark.parametrize("name", list(TOURNAMENTS))
def test_a_tournament_under_its_own_rulebook_is_the_season_byte_for_byte(tmp_path, capsys, name):
    same_under_own_rulebook(capsys, imported(tmp_path, capsys, TOURNAMENTS[name]), name)


def test_gray_as_one_pool_under_prime_changes_nothing_in_the_file(db, capsys):
    """Prime's 3-2-1-0 on Gray's games: Blue passes Red; the ties stay ties, said so; nothing is written."""
    before, audited = league_digest(Path(db)), audit_rows(db)
    code, out, err = run(capsys, "--db", db, "standings", "--json", "--rulebook", "prime-expo-boulder")
    assert code == 0, err
    data = json.loads(out)
    rows = [(r["pool"], r["rank"], r["team"], r["pts"]) for r in data["standings"]]
    assert rows[:2] == [("ALL", 1, "BLU", 20), ("ALL", 2, "RED", 19)]
    what = data["what_if"]
    assert (what["rulebook"], what["title"], what["season_rulebook"]) == (
        "prime-expo-boulder",
        "Prime Expo Boulder",
        "gray",
    )
    readings = {r["kind"]: r for r in what["readings"]}
    assert readings["ties_stand"]["games"] == ["R06", "R13", "R15", "R17", "R20", "R21", "R29"]
    assert "Ties stay ties, 1 point each" in readings["ties_stand"]["text"]
    assert readings["left_out"]["games"] == ["WC1-1", "SF2-1", "WC2-1", "SF1-1"]
    assert league_digest(Path(db)) == before and audit_rows(db) == audited


def test_the_readable_table_says_what_if_first(db, capsys):
    code, out, _ = run(capsys, "--db", db, "standings", "--rulebook", "prime-expo-boulder")
    lines = out.splitlines()
    assert code == 0 and lines[0] == "what if: Prime Expo Boulder's rules"
    assert "nothing in the file is changed" in lines[1]
    assert any(line.startswith("1   BLU ") for line in lines)


def test_a_csv_stays_one_table_and_the_what_if_goes_to_stderr(db, capsys):
    code, out, err = run(capsys, "--db", db, "standings", "--csv", "--rulebook", "coors-cup")
    assert code == 0 and out.splitlines()[0].startswith("pool,") and "what if" not in out
    assert err.startswith("what if: Coors Cup's rules")


def test_playoffs_under_a_pool_rulebook_give_the_places_of_the_one_pool(db, capsys):
    code, out, err = run(capsys, "--db", db, "playoffs", "--json", "--rulebook", "prime-expo-boulder")
    assert code == 0, err
    data = json.loads(out)
    assert data["places"] == {"ALL": ["BLU", "RED", "BLK", "GLD", "WHT", "GRN"]} and data["series"] == []
    assert data["what_if"]["rulebook"] == "prime-expo-boulder"


def test_a_tournament_under_gray_is_one_table(tmp_path, capsys):
    path = imported(tmp_path, capsys, TOURNAMENTS["prime-expo-boulder"])
    before = league_digest(Path(path))
    code, out, err = run(capsys, "--db", path, "standings", "--json", "--rulebook", "gray")
    assert code == 0, err
    data = json.loads(out)
    assert "pool" not in data["standings"][0] and len(data["standings"]) == 16
    assert {r["kind"] for r in data["what_if"]["readings"]} >= {"one_table", "left_out", "shootouts_ignored"}
    assert league_digest(Path(path)) == before


def test_a_tournament_under_gray_seeds_grays_playoffs_from_its_one_table(tmp_path, capsys):
    path = imported(tmp_path, capsys, TOURNAMENTS["coors-cup"])
    code, out, err = run(capsys, "--db", path, "standings", "--json", "--rulebook", "gray")
    table = [r["team"] for r in json.loads(out)["standings"]]
    code, out, err = run(capsys, "--db", path, "playoffs", "--json", "--rulebook", "gray")
    assert code == 0, err
    data = json.loads(out)
    assert data["seeds"] == table
    assert [s["id"] for s in data["series"]] == ["WC1", "WC2", "SF1", "SF2", "F"]
    assert all(s["games"] == [] for s in data["series"])  # the tournament's knockout games are no Gray series


def test_an_unknown_rulebook_is_refused_naming_the_built_in_ones(db, capsys):
    before = league_digest(Path(db))
    code, out, err = run(capsys, "--db", db, "playoffs", "--json", "--rulebook", "prime")
    assert code == 1 and out == ""
    assert "--rulebook: unknown rulebook 'prime'" in err
    assert all(name in err for name in rulebook_names())
    assert league_digest(Path(db)) == before


def test_pool_refused_where_the_reading_has_no_pools(tmp_path, capsys):
    path = imported(tmp_path, capsys, TOURNAMENTS["coors-cup"])
    code, _, err = run(capsys, "--db", path, "standings", "--pool", "A", "--rulebook", "gray")
    assert code == 1 and "--pool" in err
