"""The committee takes back an approved drop (Gray rule 10): with its reason, in one transaction, audit-logged; the
player on his team again from the decision day; refused while a substitute stands for it, and changing nothing."""

from __future__ import annotations

from datetime import date

import pytest

from league.rosters.membership import Rosters
from league.season.errors import RuleViolation
from store.file.audit import audit_log
from store.file.db import Store
from store.season_files.import_export import export_season_text, import_season
from store.views.season_load import load_season
from store.writes.drops import decide_drop, place_substitute, request_drop, take_back_drop
from tests.league.attendance_nights import game, season

DAY = date(2002, 11, 25)


def _dropped(store: Store) -> None:
    import_season(store, season(*(game(n, absent=("RED1",)) for n in range(1, 8))), backup=False)
    request_drop(store, None, "RED1", "RED0", DAY)
    decide_drop(store, None, "RED1", DAY, True, "seven games missed", refund_cents=4000)


@pytest.fixture
def dropped_league(filled_league) -> Store:
    """Red's RED1 missed all seven games by late November and the committee dropped him, with a $40 refund: filled
    once per test process and copied."""
    return filled_league("test_drop_take_back.dropped_league", _dropped)


def test_a_drop_taken_back_puts_the_player_on_his_team_again_from_the_decision_day(dropped_league: Store):
    assert Rosters(load_season(dropped_league)).team_of("RED1", DAY) is None
    take_back_drop(dropped_league, None, "RED1", " the referee's fight report came late ")
    s = load_season(dropped_league)
    assert Rosters(s).team_of("RED1", DAY) == "RED"
    (drop,) = s.drops
    assert (drop.approved, drop.decided_on, drop.refund_cents) == (False, DAY, 0)
    assert drop.reason == "taken back: the referee's fight report came late"
    entry = audit_log(dropped_league)[0]
    assert entry.action == "drop taken back"
    assert entry.detail == {
        "player": "RED1",
        "decided_on": DAY.isoformat(),
        "reason": "the referee's fight report came late",
        "approved_for": "seven games missed",
        "refund_cents": 4000,
    }
    # A season file keeps it as it keeps a denial: it imports again as it was.
    text = export_season_text(dropped_league)
    assert '"approved": false' in text and "taken back: the referee" in text


@pytest.mark.parametrize("reason", ["", "   "])
def test_taking_back_a_drop_without_a_reason_is_refused(dropped_league: Store, reason: str):
    before = export_season_text(dropped_league)
    with pytest.raises(RuleViolation, match="taking back a drop needs its reason") as refused:
        take_back_drop(dropped_league, None, "RED1", reason)
    assert refused.value.first.path == "reason"
    assert export_season_text(dropped_league) == before
    assert audit_log(dropped_league)[0].action == "drop approved"


def test_a_drop_a_substitute_stands_for_is_not_taken_back(dropped_league: Store):
    place_substitute(dropped_league, None, "FA1", "RED", date(2002, 11, 27), "RED1")
    before = export_season_text(dropped_league)
    with pytest.raises(RuleViolation) as refused:
        take_back_drop(dropped_league, None, "RED1", "he came back")
    problem = refused.value.first
    assert problem.rule == "rule 11"
    assert (
        problem.message
        == "FA1 replaces RED1 on Red from 2002-11-27: a drop a substitute stands for cannot be taken back"
    )
    assert export_season_text(dropped_league) == before


@pytest.mark.parametrize("player", ["RED2", "RED1"])
def test_only_an_approved_drop_is_taken_back(dropped_league: Store, player: str):
    """RED2 was never dropped; RED1's drop, once taken back, is not taken back twice."""
    if player == "RED1":
        take_back_drop(dropped_league, None, "RED1", "he came back")
    before = export_season_text(dropped_league)
    with pytest.raises(RuleViolation, match=f"{player} has no approved drop to take back"):
        take_back_drop(dropped_league, None, player, "he came back")
    assert export_season_text(dropped_league) == before


def test_the_captain_may_ask_again_after_a_drop_taken_back(dropped_league: Store):
    take_back_drop(dropped_league, None, "RED1", "a mistake")
    request_drop(dropped_league, None, "RED1", "RED0", date(2002, 11, 26))
    assert [d.approved for d in load_season(dropped_league).drops] == [False, None]


def test_a_denial_whose_reason_reads_as_taken_back_is_refused_and_changes_nothing(empty_league: Store):
    import_season(empty_league, season(*(game(n, absent=("RED1",)) for n in range(1, 8))), backup=False)
    request_drop(empty_league, None, "RED1", "RED0", DAY)
    before = load_season(empty_league)
    with pytest.raises(RuleViolation, match='may not start with "taken back:"'):
        decide_drop(empty_league, None, "RED1", DAY, False, "taken back: he came to the last game")
    assert load_season(empty_league) == before
    decide_drop(empty_league, None, "RED1", DAY, False, "he came to the last game")
    assert load_season(empty_league).drops[0].approved is False
