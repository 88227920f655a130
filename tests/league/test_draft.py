"""The draft's order (straight, snake), the team on the clock, the pool and a pick's refusals (Gray rules 1 and 2)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.checks.season import check_season
from league.rosters.draft import (
    draft_pool,
    on_the_clock,
    order_problem,
    pick_problem,
    slot,
    with_pick,
    without_last_pick,
)
from league.rulebooks.gray import GRAY
from league.season.errors import Problem
from league.season.values import Draft, EligibilityOverride, Player, Season, SeasonDates, Team

TEAMS = ("BLK", "RED", "GRN")


def season(players: tuple[Player, ...], order: str = "snake") -> Season:
    return Season(
        "L",
        "2002-03",
        "gray",
        SeasonDates(date(2002, 12, 31), date(2002, 12, 31)),
        teams=tuple(Team(c, c.title()) for c in TEAMS),
        players=players,
        draft=Draft(order, TEAMS),
    )


def p(pid: str, position: str = "F", team: str | None = None, klass: str = "B", number: int | None = None) -> Player:
    return Player(pid, pid, date(1970, 1, 1), position, klass, 50, number, team=team)


def test_snake_order_reverses_every_second_round_over_several_rounds():
    draft = Draft("snake", TEAMS)
    teams = [slot(draft, i).team for i in range(12)]
    assert teams == ["BLK", "RED", "GRN", "GRN", "RED", "BLK", "BLK", "RED", "GRN", "GRN", "RED", "BLK"]
    assert (slot(draft, 4).round, slot(draft, 4).pick) == (2, 2)


def test_straight_order_repeats_the_first_round():
    draft = Draft("straight", TEAMS)
    assert [slot(draft, i).team for i in range(7)] == ["BLK", "RED", "GRN", "BLK", "RED", "GRN", "BLK"]


def test_picks_move_the_clock_and_undo_gives_it_back():
    s = season((p("P1"), p("P2"), p("P3"), p("P4")))
    for pid in ("P1", "P2", "P3"):
        s, _ = with_pick(s, pid)
    assert on_the_clock(s.draft).team == "GRN"  # snake: the third team picks twice in a row
    s, pick = with_pick(s, "P4")
    assert (pick.round, pick.pick, pick.team) == (2, 1, "GRN") and s.player("P4").team == "GRN"
    s, undone = without_last_pick(s)
    assert undone.player == "P4" and s.player("P4").team is None
    assert on_the_clock(s.draft).team == "GRN" and len(s.draft.picks) == 3


def test_the_pool_holds_eligible_unrostered_players_and_overrides():
    young = replace(p("Y"), born=date(1981, 1, 1))
    class_d = p("D1", klass="D")
    allowed = replace(p("D2", klass="D"), eligibility_override=EligibilityOverride("founder", date(2002, 9, 1)))
    s = season((p("A", team="BLK"), young, class_d, allowed, p("B")))
    assert [x.id for x in draft_pool(s, GRAY)] == ["D2", "B"]
    assert pick_problem(s, GRAY, "D1").rule == "rule 1"
    assert pick_problem(s, GRAY, "D2") is None


def test_a_fourteenth_skater_is_refused_in_the_draft():
    full = tuple(p(f"S{i}", "D" if i % 3 else "F", team="BLK") for i in range(13))
    problem = pick_problem(season((*full, p("X"))), GRAY, "X")
    assert problem is not None and problem.message == "Blk already has 13 skaters; the most is 13"


def test_a_third_goalie_is_refused_in_the_draft():
    goalies = (p("G1", "G", team="BLK"), p("G2", "G", team="BLK"))
    problem = pick_problem(season((*goalies, p("G3", "G"), p("F1"))), GRAY, "G3")
    assert problem is not None and "already has 2 goalies; the most is 2" in problem.message
    assert pick_problem(season((*goalies, p("G3", "G"), p("F1"))), GRAY, "F1") is None


def test_a_taken_number_is_refused_in_the_draft():
    s = season((p("A", team="BLK", number=9), p("B", number=9)))
    assert "number 9" in pick_problem(s, GRAY, "B").message


def test_every_refusal_of_the_draft_cites_the_gray_rule_it_is_about():
    """The draft balances the teams under Gray rule 2: its refusals cite that rule, never a document's section."""
    leaving = replace(p("L"), status="leaving")
    s = season((p("A"), leaving))
    unordered = replace(s, draft=None)
    assert order_problem("random", TEAMS, s, GRAY) == Problem(
        "draft.order", "rule 2", "'random' is not a draft order (straight or snake)"
    )
    assert pick_problem(unordered, GRAY, "A") == Problem(
        "draft.first_round", "rule 2", "the committee has not set the draft order yet"
    )
    assert pick_problem(s, GRAY, "NOPE") == Problem("draft.picks.player", "rule 2", "no player NOPE")
    assert pick_problem(s, GRAY, "L") == Problem(
        "draft.picks.player",
        "rule 2",
        "L is not in the draft pool (leaving, an official substitute goalie or a substitute)",
    )


def test_a_rating_out_of_range_cites_the_rosters_rule():
    s = replace(season((p("A"),)), draft=None, players=(replace(p("A"), rating=101),))
    found = [x for x in check_season(s, GRAY) if x.path == "players[0].rating"]
    assert found == [Problem("players[0].rating", "rule 2", "101 is not a rating from 0 to 100")]
