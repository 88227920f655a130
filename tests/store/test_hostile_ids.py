"""Ids that are not numbers ("P²", "R" and five thousand digits) are kept, and never crash the choice of
the next id by the registration form, the schedule form or a CSV import."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from league.season.errors import RuleViolation
from league.season.ids import id_number
from league.season.values import Player
from store.season_files.import_export import import_season, import_season_file
from store.views.season_load import load_season
from store.writes.csv_import import import_csv_text
from store.writes.registration import next_player_id
from tests.conftest import pending_toss_season
from tui.text.schedule_form import next_game_number

ODD = ["²", "٣", "9" * 5000, "", "-1", " 7"]


@pytest.mark.parametrize("tail", ODD)
def test_an_id_whose_tail_is_not_ascii_digits_is_not_a_number(tail):
    assert id_number(f"P{tail}", "P") is None


def test_ids_that_are_not_numbers_do_not_stop_the_next_ids(empty_league):
    season = pending_toss_season()
    storable = [tail[:20] for tail in ODD]  # an id holds at most 24 characters (league.season.texts.TEXT_LIMITS)
    players = tuple(
        Player(f"P{tail}", f"Odd {i}", date(1970, 1, 1), "F", "B", 50) for i, tail in enumerate(storable[:3])
    )
    games = tuple(replace(g, id=f"R{tail}") for g, tail in zip(season.games, storable, strict=False))
    import_season(
        empty_league,
        replace(season, players=(*players, replace(players[0], id="P004", name="Four")), games=games),
        backup=False,
    )
    stored = load_season(empty_league)
    assert next_player_id(stored) == "P005"
    assert next_game_number(stored) == 1
    report = import_csv_text(empty_league, "name,born,position,class,rating\nNew Man,1970-01-01,F,B,50\n", "p.csv")
    assert report.added == 1 and load_season(empty_league).players[-1].id == "P005"


@pytest.mark.parametrize(
    ("old", "new", "path"),
    [
        ('"P009"', '"P 009"', "players[8].id"),
        ('"BLK"', '"BL\u00a0K"', "teams[0].code"),
    ],
)
def test_a_player_id_or_team_code_with_a_space_is_refused_naming_it(
    old, new, path, league_file, example_path, tmp_path, digest
):
    # The file keeps a shift's players and a coin toss's teams as one text separated by spaces: such an id
    # was stored, then read back as two.
    before = digest(league_file.path)
    season_file = tmp_path / "spaced.json"
    season_file.write_text(example_path.read_text().replace(old, new).replace('"2002-03"', '"2003-04"'))
    with pytest.raises(RuleViolation) as refused:
        import_season_file(league_file, season_file)
    assert (refused.value.first.path, refused.value.first.rule) == (path, "text")
    assert digest(league_file.path) == before
