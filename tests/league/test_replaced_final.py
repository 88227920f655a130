"""Whether a result entry would replace a final the file holds (`league.results.stored_final`): only a final
with another result is replaced, a signed one is left to its signature, and a final the entry's window never
showed is one the save refuses unasked."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.results.stored_final import stored_final, unasked_replacement, unshown_final_changed
from league.season.values import Forfeit, Game, Goal, Score

SCHEDULED = Game("R22", "regular", date(2002, 11, 5), "19:00", "RED", "WHT")
ONE_NIL = replace(SCHEDULED, status="final", score=Score(1, 0))
THREE_ONE = replace(SCHEDULED, status="final", score=Score(3, 1))


def test_a_different_score_over_a_stored_final_replaces_it_and_says_both():
    met = stored_final(ONE_NIL, THREE_ONE, ONE_NIL)
    assert met is not None and met.replaces and not met.stale
    assert (met.was, met.now) == (Score(1, 0), Score(3, 1))


def test_the_same_result_replaces_nothing():
    met = stored_final(SCHEDULED, ONE_NIL, ONE_NIL)
    assert met is not None and not met.replaces and met.stale


def test_overtime_or_a_forfeit_ruling_is_another_result():
    assert stored_final(ONE_NIL, replace(ONE_NIL, overtime=True), ONE_NIL).replaces
    ruled = replace(ONE_NIL, forfeit=Forfeit("WHT", "no show"))
    assert stored_final(ONE_NIL, ruled, ONE_NIL).replaces


def test_the_goals_score_is_the_result_where_no_bare_score_is_stored():
    goals = (Goal("RED", "P1", (), 1, 60), Goal("WHT", "P2", (), 2, 60))
    played = replace(SCHEDULED, status="final", goals=goals)
    assert not stored_final(played, replace(played, score=Score(1, 1)), played).replaces


def test_no_stored_final_a_signed_one_or_an_entry_that_is_no_final_meets_nothing():
    assert stored_final(SCHEDULED, ONE_NIL, SCHEDULED) is None
    assert stored_final(ONE_NIL, THREE_ONE, replace(ONE_NIL, signed=True)) is None
    assert stored_final(ONE_NIL, replace(ONE_NIL, status="scheduled", score=None), ONE_NIL) is None


def test_only_a_final_the_window_never_showed_is_replaced_unasked():
    assert unasked_replacement(SCHEDULED, THREE_ONE, ONE_NIL) is not None  # shown as scheduled: stale
    assert unasked_replacement(ONE_NIL, THREE_ONE, ONE_NIL) is None  # shown: its screen asked
    assert unasked_replacement(SCHEDULED, ONE_NIL, ONE_NIL) is None  # the same result replaces nothing


def test_a_stale_entry_is_weighed_as_the_save_merges_it_onto_the_stored_game():
    """A forfeit ruling typed on the sheet as scheduled keeps the stored score beside the ruling."""
    ruled = replace(SCHEDULED, status="final", forfeit=Forfeit("WHT", "no show"))
    met = stored_final(SCHEDULED, ruled, ONE_NIL)
    assert met is not None and met.replaces and met.stale
    assert (met.after.score, met.after.forfeit) == (Score(1, 0), Forfeit("WHT", "no show"))


def test_any_merged_entry_changing_a_final_the_window_never_showed_is_refused():
    """A goal or an undo typed on the sheet as it was, merged onto a final saved since, moves or undoes its result."""
    goal = (Goal("WHT", "P2", (), 1, 60),)
    assert unshown_final_changed(SCHEDULED, replace(ONE_NIL, goals=goal, score=Score(0, 1)), ONE_NIL) is not None
    assert unshown_final_changed(SCHEDULED, replace(ONE_NIL, status="live", score=None), ONE_NIL) is not None
    assert unshown_final_changed(ONE_NIL, replace(ONE_NIL, goals=goal, score=Score(0, 1)), ONE_NIL) is None  # shown
    assert unshown_final_changed(SCHEDULED, replace(ONE_NIL, shots=Score(9, 8)), ONE_NIL) is None  # result kept
    assert unshown_final_changed(SCHEDULED, THREE_ONE, replace(ONE_NIL, signed=True)) is None  # its signature's


def test_the_same_result_again_is_saved_already_but_a_final_with_its_periods_split_otherwise_is_not():
    assert stored_final(SCHEDULED, ONE_NIL, ONE_NIL).saved_already
    split = replace(ONE_NIL, period_scores=((1, 0), (0, 0), (0, 0)))
    resplit = replace(ONE_NIL, period_scores=((0, 0), (1, 0), (0, 0)))
    met = stored_final(split, resplit, split)
    assert met is not None and not met.replaces and not met.saved_already
