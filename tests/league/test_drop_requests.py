"""Rules 10 and 11 asked before a write: who may be asked to be dropped on a date, when a substitute may join,
and the committee's spares (unrostered players kept for rule 11's substitutes)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from league.checks.season import check_season
from league.rosters.draft import draft_pool
from league.rulebooks import GRAY
from league.season.values import Drop, Player, Substitute
from league.turnout.attendance import substitute_candidates
from league.turnout.drop_requests import (
    approved_drop_at,
    drop_request_problem,
    drop_state,
    is_taken_back,
    mended_by_taking_back,
    substitute_date_problem,
    take_back_problem,
    taken_back,
)
from tests.league.attendance_nights import DEADLINE, game, season

DAY = date(2002, 11, 25)


def absentee():
    """RED1 missed all seven games by late November; RED2 missed none."""
    return season(*(game(n, absent=("RED1",)) for n in range(1, 8)))


def test_a_droppable_player_may_be_asked_for():
    assert drop_request_problem(absentee(), GRAY, "RED1", DAY) is None


def test_a_request_after_the_deadline_is_refused_even_for_a_player_with_no_miss():
    problem = drop_request_problem(absentee(), GRAY, "RED2", date(2003, 1, 5))
    assert problem is not None
    assert (problem.path, problem.rule) == ("requested_on", "rule 10")
    assert "no player may be dropped after 2002-12-31" in problem.message


def test_a_player_who_is_not_droppable_on_that_date_is_refused_with_his_misses():
    problem = drop_request_problem(absentee(), GRAY, "RED2", DAY)
    assert problem is not None and problem.path == "player"
    assert problem.message == "RED2 has missed 0 games by 2002-11-25: more than 5 make a player droppable"
    # Counted up to the request's date: on 2002-11-10 RED1 had missed five games only.
    early = drop_request_problem(absentee(), GRAY, "RED1", date(2002, 11, 10))
    assert early is not None and "RED1 has missed 5 games by 2002-11-10" in early.message


def test_a_team_without_its_captain_on_record_cannot_ask():
    s = absentee()
    s = replace(s, teams=(replace(s.teams[0], captain=None), *s.teams[1:]))
    problem = drop_request_problem(s, GRAY, "RED1", DAY)
    assert problem is not None and problem.path == "requested_by" and "Red has no captain" in problem.message


def test_a_second_request_waiting_is_refused():
    s = replace(absentee(), drops=(Drop("RED1", "RED0", DAY),))
    problem = drop_request_problem(s, GRAY, "RED1", DAY)
    assert problem is not None and "already has a drop request waiting" in problem.message


def test_a_substitute_before_the_drop_is_refused_for_his_date_not_for_the_roster_maximum():
    s = absentee()
    # Red holds 13 skaters: one more before the drop would pass rule 2's maximum, which is not the reason.
    extra = tuple(
        Player(f"RED{i}", f"Red extra {i}", date(1970, 1, 1), "F", "B", 50, number=i + 1, team="RED")
        for i in range(7, 13)
    )
    s = replace(s, players=s.players + extra, drops=(Drop("RED1", "RED0", DAY, DAY, True, "absent"),))
    early = Substitute("FA1", "RED", date(2002, 11, 20), "RED1")
    problem = substitute_date_problem(s, GRAY, early)
    assert problem is not None and (problem.path, problem.rule) == ("date", "rule 11")
    assert problem.message == (
        "2002-11-20 is before the drop's decision: a substitute joins on or after 2002-11-25, the day RED1 was dropped"
    )
    assert substitute_date_problem(s, GRAY, replace(early, date=DAY)) is None
    # The season check names the same reason.
    assert "substitutes[0].date: " + problem.message + " (rule 11)" in [
        str(p) for p in check_season(replace(s, substitutes=(early,)), GRAY)
    ]


def test_spares_are_on_no_team_and_skaters():
    s = replace(absentee(), spares=("FA1", "RED2"))
    assert "spares[1]: RED2 is on a team's roster, not a spare (rule 11)" in [str(p) for p in check_season(s, GRAY)]
    goalie = Player("FAG", "Free Goalie", date(1970, 1, 1), "G", "B", 50)
    s = replace(absentee(), players=(*absentee().players, goalie), spares=("FAG",))
    assert "spares[0]: FAG is a goalie: an official substitute goalie (rule 18), not a spare (rule 11)" in [
        str(p) for p in check_season(s, GRAY)
    ]


def test_spares_are_offered_first_as_substitutes_and_kept_out_of_the_draft():
    s = replace(absentee(), spares=("FA2",))
    ranked = substitute_candidates(s, GRAY, "RED1", DAY, team="RED")
    assert [(c.player.id, c.spare) for c in ranked] == [("FA2", True), ("FA1", False)]
    assert "FA2" not in [p.id for p in draft_pool(s, GRAY)]
    assert "FA1" in [p.id for p in draft_pool(s, GRAY)]


@pytest.mark.parametrize("day", [DEADLINE, date(2002, 12, 30)])
def test_a_request_on_or_before_the_deadline_is_asked_for_his_misses_alone(day):
    assert drop_request_problem(absentee(), GRAY, "RED1", day) is None


def test_a_drop_taken_back_is_a_denial_on_its_day_that_keeps_the_player_on_his_team():
    approved = Drop("RED1", "RED0", DAY, DAY, True, "seven games missed", 4000)
    back = taken_back(approved, " a late fight report ")
    assert back == Drop("RED1", "RED0", DAY, DAY, False, "taken back: a late fight report", 0)
    assert is_taken_back(back) and not is_taken_back(replace(approved, approved=False))
    states = [drop_state(d) for d in (Drop("RED1", "RED0", DAY), approved, replace(approved, approved=False), back)]
    assert states == ["requested", "approved", "denied", "taken back"]
    assert check_season(replace(absentee(), drops=(back,)), GRAY) == []


@pytest.mark.parametrize(
    ("drops", "substitutes", "message"),
    [
        ((), (), "RED1 has no approved drop to take back"),
        ((Drop("RED1", "RED0", DAY),), (), "RED1 has no approved drop to take back"),
        ((Drop("RED1", "RED0", DAY, DAY, True, "absent"),), (), None),
        (
            (Drop("RED1", "RED0", DAY, DAY, True, "absent"),),
            (Substitute("FA1", "RED", DAY, "RED1"),),
            "FA1 replaces RED1 on Red from 2002-11-25: a drop a substitute stands for cannot be taken back",
        ),
    ],
)
def test_only_an_approved_drop_no_substitute_stands_for_is_taken_back(drops, substitutes, message):
    problem = take_back_problem(replace(absentee(), drops=drops, substitutes=substitutes), GRAY, "RED1")
    assert (problem.message if problem else None) == message


def test_only_a_drop_without_grounds_no_substitute_stands_for_is_mended_by_taking_it_back():
    unfounded = replace(absentee(), drops=(Drop("RED2", "RED0", DAY, DAY, True, "absent"),))
    (problem,) = check_season(unfounded, GRAY)
    assert mended_by_taking_back(unfounded, problem.path)
    stood_for = replace(unfounded, substitutes=(Substitute("FA1", "RED", DAY, "RED2"),))
    assert not mended_by_taking_back(stood_for, problem.path)
    assert not mended_by_taking_back(unfounded, "drops[1].approved")
    assert not mended_by_taking_back(unfounded, "drops[0].reason")
    # Taking back takes back the player's latest approved drop: an earlier one is not mended by it.
    again = replace(unfounded, drops=(*unfounded.drops, Drop("RED2", "RED0", DAY, DAY, True, "absent again")))
    assert not mended_by_taking_back(again, "drops[0].approved")
    assert approved_drop_at(again, "RED2") == 1
