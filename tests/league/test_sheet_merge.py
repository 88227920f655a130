"""An entry's change merged onto the game as it is now: different parts of one sheet never refuse each other,
the same part does, named; an undo is the entry's change the other way."""

from __future__ import annotations

from dataclasses import replace

import pytest

from league.scoring.merge import SheetConflict, merged_entry
from league.season.values import Game, Goal, LateStart, Penalty, Score, Season, Shift
from tests.tui.sheet_fixtures import GAME, sheet_season

WHITE_GOAL = Goal("WHT", "P042", (), 1, 60)  # #11 Rick Marsh
BLUE_GOAL = Goal("BLU", "P056", (), 1, 120)  # #14 Tod Sato
HOOKING = Penalty("BLU", "P056", "minor", "hooking", 1, 180)


@pytest.fixture
def season(example_season) -> Season:
    return sheet_season(example_season)


@pytest.fixture
def game(season) -> Game:
    return season.game(GAME)


def test_a_goal_and_a_shift_recorded_meanwhile_are_both_kept(game, season):
    shift = (("WHT", (Shift("F", ("P039", "P040")),)),)
    current = replace(game, shifts=shift)
    merged = merged_entry(game, replace(game, goals=(WHITE_GOAL,)), current, season)
    assert merged.goals == (WHITE_GOAL,) and merged.shifts == shift


def test_two_goals_typed_at_once_are_both_kept_in_the_order_saved(game, season):
    current = replace(game, goals=(BLUE_GOAL,))
    merged = merged_entry(game, replace(game, goals=(WHITE_GOAL,)), current, season)
    assert merged.goals == (BLUE_GOAL, WHITE_GOAL)


def test_an_undo_takes_back_exactly_its_goal_and_an_edit_keeps_its_place(game, season):
    mine = replace(game, goals=(WHITE_GOAL,))
    current = replace(game, goals=(WHITE_GOAL, BLUE_GOAL))
    assert merged_entry(mine, game, current, season).goals == (BLUE_GOAL,)
    moved = replace(WHITE_GOAL, second=90)
    assert merged_entry(mine, replace(mine, goals=(moved,)), current, season).goals == (moved, BLUE_GOAL)


def test_an_event_another_window_changed_is_a_conflict_named_by_its_label(game, season):
    base = replace(game, goals=(WHITE_GOAL,), penalties=(HOOKING,))
    current = replace(base, goals=(replace(WHITE_GOAL, scorer="P043"),))
    with pytest.raises(SheetConflict) as refused:
        merged_entry(base, replace(base, goals=()), current, season, {("goals", 0): "G1"})
    assert refused.value.field == "goals"
    assert refused.value.what == "goal G1 White #11 Rick Marsh, period 1 01:00 was changed or deleted"
    deleted = merged_entry(base, replace(base, penalties=()), current, season)  # another event: no conflict
    assert deleted.penalties == () and deleted.goals == current.goals


def test_dressing_merges_player_by_player_and_a_late_start_is_one_per_team(game, season):
    base = replace(game, dressed=(("WHT", ("P042",)),))
    mine = replace(base, dressed=(("WHT", ("P042", "P043")),))
    current = replace(base, dressed=(("WHT", ("P042", "P043")), ("BLU", ("P056",))))
    assert merged_entry(base, mine, current, season).dressed == current.dressed  # dressed twice: once
    late = replace(game, late_starts=(LateStart("BLU", 4),))
    both = merged_entry(game, replace(game, late_starts=(LateStart("WHT", 2),)), late, season)
    assert both.late_starts == (LateStart("BLU", 4), LateStart("WHT", 2))
    with pytest.raises(SheetConflict, match="late start Blue 4 minutes was recorded"):
        merged_entry(game, replace(game, late_starts=(LateStart("BLU", 6),)), late, season)


def test_a_final_score_follows_the_merged_goals_and_two_scores_conflict(game, season):
    final = replace(game, status="final", goals=(WHITE_GOAL,), score=Score(1, 0))
    mine = replace(final, goals=(WHITE_GOAL, replace(WHITE_GOAL, second=400)), score=Score(2, 0))
    current = replace(final, goals=(WHITE_GOAL, BLUE_GOAL), score=Score(1, 1))
    assert merged_entry(final, mine, current, season).score == Score(2, 1)
    with pytest.raises(SheetConflict, match="game R31's score was changed"):
        merged_entry(game, replace(game, score=Score(3, 1)), replace(game, score=Score(2, 1)), season)
