"""Gray rule 15: the home team owes the rulebook's fees for each final game that started; waivers; payments;
outstanding."""

from __future__ import annotations

import dataclasses
from datetime import date

import pytest

from league.ledger.fees import fee_ledger, game_fee_cents, waiver_problem
from league.rulebooks import GRAY
from league.rules.rulebook import FeeRules
from league.season.values import FeePayment, Forfeit, Game, LateStart, Score, Season, SeasonDates, Team

TEAMS = (Team("RED", "Red"), Team("BLU", "Blue"))


def game(gid: str, home: str = "RED", away: str = "BLU", **fields) -> Game:
    base = dict(stage="regular", date=date(2002, 10, 6), time="19:00", status="final", score=Score(2, 1))
    return Game(gid, home=home, away=away, **{**base, **fields})


def season(*games: Game, paid: tuple[FeePayment, ...] = ()) -> Season:
    return Season(
        "Test",
        "2002-03",
        "gray",
        SeasonDates(date(2002, 12, 31), date(2002, 12, 31)),
        teams=TEAMS,
        games=games,
        fees_paid=paid,
    )


def test_a_game_costs_two_referees_and_a_scorekeeper():
    assert game_fee_cents(GRAY) == 2 * 3000 + 1500


def test_the_home_team_owes_for_each_final_game_and_the_away_team_nothing():
    ledger = fee_ledger(season(game("R1"), game("R2"), game("R3", home="BLU", away="RED")), GRAY)
    assert (ledger.team("RED").games, ledger.team("RED").owed_cents) == (2, 15000)
    assert (ledger.team("BLU").games, ledger.team("BLU").owed_cents) == (1, 7500)
    assert ledger.owed_cents == 22500


@pytest.mark.parametrize("status", ["scheduled", "cancelled", "postponed"])
def test_a_game_that_is_not_final_owes_nothing(status):
    ledger = fee_ledger(season(game("R1", status=status, score=None)), GRAY)
    assert ledger.team("RED").owed_cents == 0 and ledger.games == ()


def test_a_game_forfeited_before_the_start_owes_nothing():
    late = game("R1", score=None, late_starts=(LateStart("BLU", 20),))
    ledger = fee_ledger(season(late, game("R2")), GRAY)
    assert [g.game for g in ledger.games] == ["R2"] and ledger.team("RED").owed_cents == 7500


def test_a_late_start_inside_the_grace_period_still_owes():
    ledger = fee_ledger(season(game("R1", late_starts=(LateStart("BLU", 10),))), GRAY)
    assert ledger.team("RED").owed_cents == 7500


def test_a_no_show_ruling_owes_nothing_but_a_played_then_ruled_game_owes():
    no_show = game("R1", score=None, forfeit=Forfeit("BLU", "no-show"))
    ruled = game("R2", forfeit=Forfeit("BLU", "ineligible player"))
    ledger = fee_ledger(season(no_show, ruled), GRAY)
    assert [g.game for g in ledger.games] == ["R2"]


def test_a_no_show_ruling_with_the_teams_empty_dressed_lists_still_owes_nothing():
    """An empty dressed list records who came (nobody, Gray rule 10): no player was dressed, the game never started."""
    no_show = game("R1", score=None, forfeit=Forfeit("BLU", "no-show"), dressed=(("BLU", ()),))
    both = game("R2", score=None, forfeit=Forfeit("BLU", "no-show"), dressed=(("RED", ()), ("BLU", ())))
    assert fee_ledger(season(no_show, both), GRAY).games == ()


def test_a_waived_game_owes_nothing_and_keeps_its_reason():
    ledger = fee_ledger(season(game("R1", fees_waived="officials did not show"), game("R2")), GRAY)
    red = ledger.team("RED")
    assert (red.owed_cents, red.waived_cents) == (7500, 7500)
    waived = ledger.games[0]
    assert (waived.game, waived.waived) == ("R1", "officials did not show")
    assert (waived.owed_cents, waived.fee_cents) == (0, 7500)


def test_paid_is_the_sum_of_payments_and_outstanding_is_owed_minus_paid():
    paid = (
        FeePayment("RED", date(2002, 10, 15), 5000),
        FeePayment("RED", date(2002, 11, 1), 1234),
        FeePayment("BLU", date(2002, 11, 1), 7500),
    )
    ledger = fee_ledger(season(game("R1"), game("R2"), paid=paid), GRAY)
    red, blue = ledger.team("RED"), ledger.team("BLU")
    assert (red.paid_cents, red.outstanding_cents) == (6234, 15000 - 6234)
    assert (blue.owed_cents, blue.outstanding_cents) == (0, -7500)  # paid ahead: a credit
    assert [p.amount_cents for p in red.payments] == [5000, 1234]
    assert ledger.outstanding_cents == 15000 - 6234 - 7500


def test_every_amount_comes_from_the_rulebook():
    dearer = dataclasses.replace(GRAY, fees=FeeRules(referees=3, referee_fee_cents=2550, scorekeeper_fee_cents=1001))
    ledger = fee_ledger(season(game("R1")), dearer)
    assert ledger.team("RED").owed_cents == 3 * 2550 + 1001


def test_a_waiver_needs_a_reason_and_a_game_that_owes_fees():
    owed, late = game("R1"), game("R2", score=None, late_starts=(LateStart("BLU", 20),))
    assert waiver_problem(owed, "R1", "rink closed early", GRAY) is None
    assert "reason" in waiver_problem(owed, "R1", "  ", GRAY).message
    assert "did not start" in waiver_problem(late, "R2", "why", GRAY).message
    assert "not final" in waiver_problem(game("R3", status="scheduled", score=None), "R3", "why", GRAY).message
    assert "already waived" in waiver_problem(game("R4", fees_waived="x"), "R4", "why", GRAY).message
    assert "no game R9" in waiver_problem(None, "R9", "why", GRAY).message
    assert waiver_problem(None, "R9", "why", GRAY).rule == "rule 15"
