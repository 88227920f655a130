"""What a season leaves unfinished before a rollover: unplayed games, pending tosses, open series, unpaid fees."""

from __future__ import annotations

import dataclasses
from datetime import date

from league.checks.unfinished import unfinished
from league.ledger.fees import fee_ledger
from league.rulebooks import GRAY
from league.season.values import FeePayment, Season
from tests.league.playoff_season import TEAMS, playoff, regular_games, season


def champion_season() -> Season:
    """Every game played, A champion 3-0."""
    return season(
        playoff("WC1", 1, "E", "F"),
        playoff("WC2", 1, "D", "E", day=1),
        playoff("SF1", 1, "A", "D", day=2),
        playoff("SF1", 2, "D", "A", home_wins=False, day=3),
        playoff("SF2", 1, "B", "C", day=2),
        playoff("SF2", 2, "C", "B", home_wins=False, day=3),
        playoff("F", 1, "A", "B", day=4),
        playoff("F", 2, "B", "A", home_wins=False, day=5),
        playoff("F", 3, "A", "B", day=6),
    )


def paid_up(s: Season) -> Season:
    owed = {t.team: t.outstanding_cents for t in fee_ledger(s, GRAY).teams}
    return dataclasses.replace(s, fees_paid=tuple(FeePayment(t, date(2003, 1, 5), owed[t]) for t in TEAMS if owed[t]))


def test_a_season_played_to_its_champion_and_paid_up_leaves_nothing_unfinished():
    assert unfinished(paid_up(champion_season()), GRAY) == ()


def test_unpaid_fees_are_named_per_team_in_dollars():
    (fees,) = unfinished(champion_season(), GRAY)
    assert fees.kind == "fees" and fees.text.startswith("fees unpaid: Team A $")


def test_an_unplayed_game_and_the_open_series_are_listed_and_a_tie_waits_for_the_games_left():
    games = regular_games(ties=(("E", "F"),))
    unplayed = dataclasses.replace(games[-2], status="scheduled", score=None)
    s = paid_up(season(regular=(*games[:-2], unplayed, games[-1])))
    found = {u.kind: u.text for u in unfinished(s, GRAY)}
    assert found["games"] == f"1 game not played: {unplayed.id}"
    assert found["series"].startswith("5 playoff series undecided: WC1 (waiting for its teams)")
    assert list(found) == ["games", "series"]


def test_a_pending_coin_toss_is_listed_once_the_regular_season_is_over():
    s = paid_up(season(regular=regular_games(ties=(("E", "F"),))))
    found = {u.kind: u.text for u in unfinished(s, GRAY)}
    assert found["tosses"] == "coin toss pending: Team E and Team F"
