"""`rinkbook demo --rulebook NAME`: the demo of any of the five built-in rulebooks."""

from __future__ import annotations

import json
from datetime import date

import pytest

from league.rulebooks import TOURNAMENT_RULEBOOKS
from seed.tournament_demo import build_tournament_demo
from store.season_files.reader import parse_season_text
from tests.cli_run import run
from tui.cli import main


def test_an_unknown_rulebook_is_refused_listing_the_five_and_writes_nothing(tmp_path, capsys):
    demo = tmp_path / "demo.db"
    code, _, err = run(capsys, "--db", str(demo), "demo", "--no-open", "--rulebook", "gray-cup")
    assert code == 1 and err.count("\n") == 1
    assert "'gray-cup'" in err and "gray, coors-cup, prime-expo-boulder, three-on-three, cole-harbour-classic" in err
    assert not demo.exists()


def test_the_gray_rulebook_is_the_default_demo(tmp_path, capsys):
    files = {}
    for name, extra in (("default", ()), ("gray", ("--rulebook", "gray"))):
        db = tmp_path / f"{name}.db"
        code, out, _ = run(capsys, "--db", str(db), "--today", "2026-11-29", "demo", "--no-open", *extra)
        assert code == 0 and out.startswith("Demo season 2026-27 for 2026-11-29")
        assert run(capsys, "--db", str(db), "export", str(tmp_path / f"{name}.json"))[0] == 0
        files[name] = (tmp_path / f"{name}.json").read_bytes()
    assert files["default"] == files["gray"]


@pytest.mark.parametrize("rulebook", list(TOURNAMENT_RULEBOOKS))
def test_a_tournament_demo_goes_through_the_store_and_check_finds_it_clean(tmp_path, capsys, rulebook):
    demo = tmp_path / "demo.db"
    code, out, _ = run(capsys, "--db", str(demo), "--today", "2026-12-06", "demo", "--no-open", "--rulebook", rulebook)
    assert code == 0 and out.startswith(f"Demo {rulebook} tournament 2026 for 2026-12-06")
    code, out, err = run(capsys, "--db", str(demo), "check")
    assert (code, err) == (0, "") and "no damage" in out
    assert run(capsys, "--db", str(demo), "export", str(tmp_path / "demo.json"))[0] == 0
    text = (tmp_path / "demo.json").read_text()
    assert json.loads(text)["version"] == 2
    assert parse_season_text(text) == build_tournament_demo(rulebook, date(2026, 12, 6))


def test_a_demo_of_another_rulebook_replaces_the_earlier_demo(tmp_path, capsys):
    demo = tmp_path / "demo.db"
    for rulebook in ("gray", "three-on-three"):
        assert (
            run(capsys, "--db", str(demo), "--today", "2026-12-06", "demo", "--no-open", "--rulebook", rulebook)[0] == 0
        )
    assert run(capsys, "--db", str(demo), "seasons")[1] == "2026\n"


def test_a_demo_that_fails_on_a_new_path_leaves_no_file_the_next_demo_would_refuse(tmp_path, capsys, monkeypatch):
    import seed.demo_db
    from league.season.errors import Problem, RuleViolation

    def refused(*args: object, **kwargs: object) -> None:
        raise RuleViolation(Problem("games", "season file", "made up for the test"))

    db = tmp_path / "demo.db"
    monkeypatch.setattr(seed.demo_db, "import_season", refused)
    assert main(["--db", str(db), "demo", "--no-open"]) == 1
    assert not db.exists() and not list(tmp_path.iterdir())
    monkeypatch.undo()
    assert main(["--db", str(db), "demo", "--no-open"]) == 0  # not refused as "not a demo file"
    capsys.readouterr()
