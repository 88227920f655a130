"""A big season file whose last game is bad is refused whole: nothing of its earlier games is written."""

from __future__ import annotations

import json

import pytest

from benchmarks.season_import import big_season_text
from league.season.errors import RuleViolation
from store.season_files.import_export import import_season_file
from store.views.season_names import season_names
from tests.store.season_file_texts import file_digest, write

GAMES = 600  # a file of many pages of sheet rows (import inserts 500 games' sheets at a time)


@pytest.fixture(scope="module")
def big_season() -> dict:
    data = json.loads(big_season_text(GAMES))
    data["season"] = "2003-04"  # beside the example season the league file already holds
    return data


def _last_final(data: dict) -> tuple[int, dict]:
    """The file's last final game with a goal on its sheet, and its place."""
    games = reversed(list(enumerate(data["games"])))
    return next((i, g) for i, g in games if g["status"] == "final" and g.get("goals") and g.get("penalties"))


def _refused(league_file, tmp_path, data: dict) -> list[str]:
    before = file_digest(league_file)
    with pytest.raises(RuleViolation) as refused:
        import_season_file(league_file, write(tmp_path, data))
    assert file_digest(league_file) == before and season_names(league_file) == ["2002-03"]
    return [str(p) for p in refused.value.problems]


def test_a_bad_field_in_the_last_game_refuses_the_whole_file(league_file, tmp_path, big_season):
    data = json.loads(json.dumps(big_season))
    at, game = _last_final(data)
    assert at > 500  # past the first page of games' rows
    game["penalties"][0]["time"] = "75:99"
    assert _refused(league_file, tmp_path, data) == [
        f"games[{at}].penalties[0].time: '75:99' is not an elapsed time (MM:SS) (season file)"
    ]


def test_a_rule_broken_by_the_last_game_refuses_the_whole_file(league_file, tmp_path, big_season):
    data = json.loads(json.dumps(big_season))
    at, game = _last_final(data)
    team = game["goals"][0]["team"]
    other = next(code for code in game["dressed"] if code != team)
    game["goals"][0]["scorer"] = game["dressed"][other][-1]  # a player of the other team scores for this one
    problems = _refused(league_file, tmp_path, data)
    assert any(p.startswith(f"games[{at}].goals[0].scorer: ") and "is not dressed for" in p for p in problems), problems
