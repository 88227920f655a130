"""A tournament's suspensions (docs/readings/shared.md#ejections-and-suspensions, Coors 4.4-4.5, Cole PT 3-4 and VA 1):
what each rulebook's rules derive, the committee's rulings, serving in the team's next games and the lapse, each with
its rule."""

from __future__ import annotations

from league.discipline.suspensions import season_suspensions, still_to_serve
from league.rosters.membership import Rosters
from league.rulebooks import COLE, COORS, PRIME
from league.season.values import Disqualification, SuspensionRuling
from league.turnout.dressing import dress_refusal
from tests.league.suspension_cup import cup, ledger, pen


def test_coors_late_window_from_10_00_of_the_third_13_00_in_a_division_final_and_never_in_overtime():
    s = cup(
        COORS,
        {
            "P01": (
                pen("RED", "R1", "misconduct", 3, "10:00"),
                pen("RED", "R2", "misconduct", 3, "09:59"),  # ejected, not suspended
                pen("RED", "R3", "match", 3, "11:59", "spearing"),
                pen("BLU", "B1", "game-misconduct", 3, "10:30"),
                pen("BLU", "B2", "major", 3, "11:00"),  # not a misconduct kind
            ),
            "K01": (
                pen("RED", "R4", "misconduct", 3, "12:59"),  # the final's third is 15 minutes
                pen("RED", "R5", "misconduct", 3, "13:00"),
                pen("BLU", "B3", "misconduct", 4, "01:00"),  # overtime
            ),
        },
    )
    assert ledger(s, COORS) == [
        ("R1", "P01", 1, "rule 4.4", ("P02",), None, False),
        ("B1", "P01", 1, "rule 4.4", ("P04",), None, False),
        ("R3", "P01", 1, "rule 4.5", ("P02",), None, False),  # RED's third player: it forfeits, he sits out
        # RED has no game after the final: what is left lapses once the third-place game decides the bracket
        ("R5", "K01", 1, "rule 4.4", (), "K02", False),
    ]
    assert season_suspensions(s, COORS)[0].cause == "misconduct in the last 2 minutes (period 3 10:00)"


def test_cole_late_game_misconduct_a_majors_added_one_overtime_and_no_match_or_gross_misconduct_as_late():
    s = cup(
        COLE,
        {
            "P01": (
                pen("RED", "R1", "game-misconduct", 2, "10:00", "abuse of officials"),
                pen("RED", "R2", "game-misconduct", 2, "09:59", "abuse of officials"),
                pen("RED", "R3", "match", 2, "15:00", "spearing"),  # a match suspends only for fighting
                pen("BLU", "B1", "major", 2, "12:00", "boarding"),  # adds a game misconduct
                pen("BLU", "B2", "major", 2, "12:00", "high-sticking (accidental)"),  # adds none
            ),
            "K01": (pen("BLU", "B3", "game-misconduct", 3, "01:00", "unsportsmanlike conduct"),),  # overtime
        },
        third=None,
    )
    assert ledger(s, COLE) == [
        ("R1", "P01", 1, "PT 3", ("P02",), None, False),
        ("B1", "P01", 1, "PT 3", ("P04",), None, False),
        ("B3", "K01", 1, "PT 3", (), None, False),  # the third-place game is still to play: no lapse yet
    ]
    causes = [x.cause for x in season_suspensions(s, COLE)]
    assert causes[1] == "game misconduct added to a major in the last 10 minutes (period 2 12:00)"
    assert causes[2] == "game misconduct in overtime (OT1 01:00)"


def test_cole_fighting_is_the_rest_of_the_tournament_even_after_an_ejection_and_runs_beside_a_next_game():
    s = cup(
        COLE,
        {
            "P01": (
                *(pen("RED", "R1", "minor", 1, f"0{n}:00") for n in range(1, 4)),  # ejected by his third
                pen("RED", "R1", "minor", 1, "05:00", "fighting"),  # after the ejection: still counts
                pen("BLU", "B1", "major", 2, "15:00", "fighting"),  # late added game misconduct, and fighting
            )
        },
        final=None,
        third=None,
    )
    assert ledger(s, COLE) == [
        ("R1", "P01", None, "PT 4", ("P02", "P03"), None, False),
        ("B1", "P01", None, "PT 4", ("P04", "P05"), None, False),
        ("B1", "P01", 1, "PT 3", ("P04",), None, False),  # the game misconduct his major adds
    ]
    listed = {x.player: x for x, _ in still_to_serve(s, season_suspensions(s, COLE))}
    assert listed["B1"].rest_of_season and listed["B1"].remaining is None  # of one game's two: the longest left


def test_gross_misconduct_is_pending_review_until_a_ruling_sets_its_length_and_other_rulings_add():
    penalties = {"P01": (pen("RED", "R1", "gross-misconduct", 1, "05:00", "verbal abuse"),)}
    pending = cup(COLE, penalties, final=None, third=None)
    (only,) = season_suspensions(pending, COLE)
    assert (only.cause, only.rule, only.pending_review, only.length, only.remaining) == (
        "gross misconduct",
        "VA 1",
        True,
        None,
        None,
    )
    assert not only.rest_of_season and only.served_in == ("P02", "P03")  # out until the review
    rulings = (
        SuspensionRuling("R1", "P01", 2, "slur: two games"),
        SuspensionRuling("B1", "P04", None, "struck an official"),
    )
    ruled = cup(COLE, penalties, final=None, third=None, rulings=rulings)
    assert ledger(ruled, COLE) == [
        ("R1", "P01", 2, "VA 1", ("P02", "P03"), None, False),
        ("B1", "P04", None, "PR 4", ("P05",), None, False),
    ]
    first, second = season_suspensions(ruled, COLE)
    assert first.reason == "slur: two games" and second.cause == "committee ruling: struck an official"
    rest = cup(COLE, penalties, final=None, third=None, rulings=(SuspensionRuling("R1", "P01", None, "for good"),))
    assert season_suspensions(rest, COLE)[0].rest_of_season


def test_prime_derives_no_suspension_and_takes_the_committees_ruling():
    s = cup(
        PRIME,
        {"P01": (pen("RED", "R1", "match", 3, "14:00", "spearing"),)},
        rulings=(SuspensionRuling("R2", "P01", 1, "committee review"),),
    )
    assert ledger(s, PRIME) == [("R2", "P01", 1, "Prime Expo Boulder", ("P02",), None, False)]


def test_what_is_left_lapses_once_every_slot_of_the_division_is_decided():
    penalties = {"P01": (pen("RED", "R1", "major", 1, "05:00", "fighting"),)}
    open_third = cup(COLE, penalties, third=None)
    (rest,) = (x for x in season_suspensions(open_third, COLE) if x.rule == "PT 4")
    assert rest.lapsed_at is None and rest.active and rest.served_in == ("P02", "P03", "K01")
    decided = cup(COLE, penalties)
    (rest,) = (x for x in season_suspensions(decided, COLE) if x.rule == "PT 4")
    assert (rest.lapsed_at, rest.active, rest.remaining) == ("K02", False, 0)
    assert still_to_serve(decided, season_suspensions(decided, COLE)) == ()


def test_a_forfeit_counts_as_a_game_served():
    """WHT is disqualified from P03, never played: RED's next game counts, as its forfeit win
    (docs/readings/shared.md#ejections-and-suspensions, docs/readings/shared.md#disqualification)."""
    s = cup(
        COLE,
        {"P02": (pen("RED", "R1", "game-misconduct", 2, "19:00"),)},
        unplayed=("P03",),
        disqualifications=(Disqualification("WHT", "P03", "ineligible player"),),
    )
    assert ledger(s, COLE)[0][4] == ("P03",)


def test_a_suspended_player_is_refused_in_his_teams_next_knockout_game_with_the_games_left_and_the_rule():
    s = cup(COORS, {"P03": (pen("RED", "R1", "misconduct", 3, "10:30"),)}, final=None, third=None)
    final = s.known_game("K01")
    refusal = dress_refusal("R1", "RED", final, s, COORS, Rosters(s), season_suspensions(s, COORS))
    assert refusal == (
        "rule 4.4",
        "R1 is suspended: misconduct in the last 2 minutes (period 3 10:30) in P03; 1 of 1 game still to serve",
    )
    played = cup(COORS, {"P03": (pen("RED", "R1", "misconduct", 3, "10:30"),)}, third=None)
    assert ledger(played, COORS) == [("R1", "P03", 1, "rule 4.4", ("K01",), None, False)]
