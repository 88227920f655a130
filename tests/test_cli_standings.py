"""`rinkbook standings`: its JSON, readable tables, --as-of and --explain (docs/guide.md#the-command-line)."""

from __future__ import annotations

import json

import pytest

from store.tables import models as m
from tests.cli_run import run
from tui.cli import main
from tui.text.cells import cells


@pytest.fixture
def db(league_file) -> str:
    path = str(league_file.path)
    league_file.close()  # the command opens the file itself
    return path


def test_json_rows_in_rank_order_with_the_spec_fields(db, capsys):
    code, out, _ = run(capsys, "--db", db, "standings", "--json")
    data = json.loads(out)
    assert code == 0 and data["coin_toss_pending"] == []
    assert [r["team"] for r in data["standings"]] == ["RED", "BLU", "BLK", "GLD", "WHT", "GRN"]
    first = data["standings"][0]
    assert {k: first[k] for k in ("rank", "team", "gp", "w", "l", "t", "pts", "gf", "ga")} == {
        "rank": 1,
        "team": "RED",
        "gp": 10,
        "w": 5,
        "l": 1,
        "t": 4,
        "pts": 14,
        "gf": 19,
        "ga": 13,
    }
    assert [r["rank"] for r in data["standings"]] == [1, 2, 3, 4, 5, 6]


def test_as_of_counts_games_on_that_date(db, capsys):
    code, out, _ = run(capsys, "standings", "--json", "--as-of", "2002-10-27", "--db", db)
    rows = json.loads(out)["standings"]
    assert code == 0
    assert [r["team"] for r in rows] == ["RED", "BLK", "GLD", "BLU", "WHT", "GRN"]
    assert {r["gp"] for r in rows} == {4}


def test_explain_says_which_criterion_separated_which_teams(db, capsys):
    code, out, _ = run(capsys, "--db", db, "--read-only", "standings", "--explain")
    assert code == 0
    lines = out.splitlines()
    assert lines[1].split() == ["Rank", "Team", "GP", "W", "L", "T", "PTS", "GF", "GA"]
    assert lines[2].split() == ["1", "RED", "Red", "10", "5", "1", "4", "14", "19", "13"]
    assert "  Red and Blue 14 pts; head-to-head points Red 3, Blue 1" in lines
    assert "  Gold and White 8 pts; head-to-head points Gold 3, White 1" in lines
    data = json.loads(run(capsys, "--db", db, "standings", "--json", "--explain")[1])
    assert data["standings"][1]["explanation"] == ["Red and Blue 14 pts; head-to-head points Red 3, Blue 1"]


def test_pending_toss_sets_are_listed_and_marked(toss_league, capsys):
    db = str(toss_league.path)
    toss_league.close()
    data = json.loads(run(capsys, "--db", db, "standings", "--json")[1])
    assert data["coin_toss_pending"] == [["BLU", "WHT"], ["GLD", "GRN"]]
    assert [(r["rank"], r["team"], r["coin_toss_pending"]) for r in data["standings"]] == [
        (1, "RED", False),
        (2, "BLU", True),
        (3, "WHT", True),
        (4, "GLD", True),
        (5, "GRN", True),
        (6, "BLK", False),
    ]
    out = run(capsys, "--db", db, "standings")[1]
    assert "2*    BLU  Blue" in out
    assert "coin toss pending (rule 19): Blue and White; Gold and Green" in out


def test_bad_date_is_wrong_usage(db, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--db", db, "standings", "--as-of", "2002-13-01"])
    assert exit_.value.code == 2
    assert "is not a date" in capsys.readouterr().err


def test_missing_file_is_refused(tmp_path, capsys):
    code, _, err = run(capsys, "--db", str(tmp_path / "typo.db"), "standings")
    assert code == 1 and "no league file" in err


def test_columns_stay_aligned_in_terminal_cells_after_an_emoji_or_accented_name(league_file, capsys):
    """An emoji takes two cells and a combining accent none: padded by characters, the row of a team
    called "Red 🏒" had every number one cell right of the header's."""
    with league_file.writing():
        m.Team.update(name="Red 🏒").where(m.Team.code == "RED").execute()
        m.Team.update(name="Gold\u0301").where(m.Team.code == "GLD").execute()
    path = str(league_file.path)
    league_file.close()
    code, out, _ = run(capsys, "--db", path, "standings")
    header, *rows = out.splitlines()[1:7]
    assert code == 0
    assert {cells(row[: row.index(" 10 ")]) for row in rows} == {cells(header[: header.index(" GP")])}
