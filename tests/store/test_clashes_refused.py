"""Every path that writes a game refuses a clash naming both games, and writes nothing
(docs/readings/shared.md#the-schedule); a transfer that leaves a team without a goalie is refused with rule 2 (point 4);
a season file of four Gray teams is refused naming rule 2 and the count (point 5)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from league.season.errors import RuleViolation
from league.season.values import Game, Team
from store.season_files.import_export import import_season
from store.writes.csv_import import import_csv_text
from store.writes.games import save_game
from store.writes.schedule import add_games
from store.writes.transfers import record_swap, record_transfer
from tests.store.results_writer import unplayed_season

# The example's R02 is Blue v Red at 20:15 on 2002-10-06 in rooms 3 and 4.
SUNDAY = date(2002, 10, 6)
CLASH = (
    "R35 Black v Red at 20:15 on 2002-10-06 overlaps R02 Blue v Red at 20:15: "
    "Red would play two games at once (schedule)"
)


@pytest.fixture
def unplayed(empty_league):
    """The example's teams, players and regular schedule before the first game."""
    import_season(empty_league, unplayed_season(), backup=False)
    return empty_league


def refused(call, league_file, digest) -> str:
    """The refusal `call` raises, once the league file is checked to be byte for byte as it was."""
    before = digest(league_file.path)
    with pytest.raises(RuleViolation) as error:
        call()
    assert digest(league_file.path) == before
    return str(error.value)


def test_adding_a_game_into_a_teams_taken_slot_is_refused_naming_both_games(league_file, digest):
    new = Game("R35", "regular", SUNDAY, "20:15", "BLK", "RED", rooms=(3, 4))
    assert (
        refused(lambda: save_game(league_file, None, new, decision="add game", reason=""), league_file, digest)
        == f"time: {CLASH}"
    )


def test_moving_a_game_onto_a_teams_taken_slot_is_refused_naming_both_games(unplayed, digest):
    moved = replace(unplayed_season().game("R04"), date=SUNDAY, time="20:45")
    message = refused(lambda: save_game(unplayed, None, moved, decision="move game", reason="ice"), unplayed, digest)
    assert message == (
        "time: R04 Blue v Black at 20:45 on 2002-10-06 overlaps R02 Blue v Red at 20:15: "
        "Blue would play two games at once (schedule)"
    )


def test_a_second_round_robin_into_the_slot_of_red_v_blue_is_refused_naming_both_games(league_file, digest):
    """The issue's case: Black v Red saved at 20:15 on 2002-10-06 in rooms 4 and 3, Red's slot."""
    plan = (Game("R35", "regular", SUNDAY, "20:15", "BLK", "RED", rooms=(3, 4)),)
    message = refused(lambda: add_games(league_file, None, plan, "generate schedule"), league_file, digest)
    assert message == f"games[34]: {CLASH}"


def test_a_schedule_csv_line_into_a_taken_slot_is_refused_naming_both_games(league_file, digest):
    text = "id,date,time,home,away,rooms\nR35,2002-10-06,20:15,BLK,RED,4/3\n"
    message = refused(lambda: import_csv_text(league_file, text, "schedule.csv"), league_file, digest)
    assert message == f"schedule.csv line 2, column away: {CLASH}"


def test_a_season_file_with_a_clash_is_refused_naming_both_games(empty_league, example_season):
    clashing = Game("R35", "regular", SUNDAY, "20:15", "BLK", "RED", rooms=(3, 4))
    with pytest.raises(RuleViolation) as error:
        import_season(empty_league, replace(example_season, games=(*example_season.games, clashing)), backup=False)
    assert f"games[34]: {CLASH}" in [str(p) for p in error.value.problems]


def test_a_game_into_a_cancelled_games_slot_is_saved(unplayed):
    save_game(
        unplayed, None, replace(unplayed_season().game("R02"), status="cancelled"), decision="cancel game", reason="ice"
    )
    new = Game("R35", "regular", SUNDAY, "20:15", "BLK", "RED", rooms=(3, 4))
    assert save_game(unplayed, None, new, decision="add game", reason="").season.game("R35") == new


def test_a_transfer_of_a_teams_only_goalie_is_refused_with_rule_2(league_file, digest):
    """Black's only goalie is Rick Caro (P012): moving him to Green (one goalie) would leave Black none."""
    message = refused(
        lambda: record_transfer(league_file, None, "P012", "GRN", date(2002, 12, 22), "balance"), league_file, digest
    )
    assert message == "transfers.player: Black would have no goalie (at least 1 goalie) (rule 2)"


def test_a_swap_of_a_teams_only_goalie_for_a_skater_is_refused_with_rule_2(league_file, digest):
    message = refused(
        lambda: record_swap(league_file, None, "P012", "P030", date(2002, 12, 22), "balance"), league_file, digest
    )
    assert "Black would have no goalie" in message and message.endswith("(rule 2)")


def test_a_gray_season_file_of_four_teams_is_refused_naming_rule_2_and_the_count(empty_league, example_season):
    four = replace(
        example_season,
        teams=tuple(Team(t.code, t.name) for t in example_season.teams[:4]),
        players=(),
        games=(),
        transfers=(),
        drops=(),
        substitutes=(),
        coin_tosses=(),
        fees_paid=(),
        substitute_goalies=(),
        draft=None,
    )
    with pytest.raises(RuleViolation, match=r"^teams: the league has 6 teams, not 4 \(rule 2\)$"):
        import_season(empty_league, four, backup=False)
