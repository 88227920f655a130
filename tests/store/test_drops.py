"""The drop workflow: the captain's request, the committee's decision, the substitute; audited, all or nothing."""

from __future__ import annotations

from datetime import date

import pytest

from league.season.errors import RuleViolation
from store.file.audit import audit_log
from store.season_files.import_export import export_season_text, import_season
from store.views.season_load import load_season
from store.writes.drops import decide_drop, place_substitute, request_drop, withdraw_drop
from tests.league.attendance_nights import game, season

DAY = date(2002, 11, 25)


def _absentees(store):
    import_season(store, season(*(game(n, absent=("RED1",)) for n in range(1, 8))), backup=False)


@pytest.fixture
def absentee_league(filled_league):
    """Red's RED1 has missed all seven games by late November: filled once per test process and copied."""
    return filled_league("test_drops.absentee_league", _absentees)


def test_request_decision_and_substitute(absentee_league):
    request_drop(absentee_league, None, "RED1", "RED0", DAY)
    decide_drop(absentee_league, None, "RED1", DAY, True, "seven games missed", refund_cents=4000)
    place_substitute(absentee_league, None, "FA1", "RED", date(2002, 11, 27), "RED1")
    s = load_season(absentee_league)
    assert (s.drops[0].approved, s.drops[0].refund_cents, s.drops[0].decided_on) == (True, 4000, DAY)
    assert s.substitutes[0].player == "FA1"
    assert [e.action for e in audit_log(absentee_league)[:3]] == ["substitute placed", "drop approved", "drop request"]


def test_a_denied_request_keeps_the_player(absentee_league):
    request_drop(absentee_league, None, "RED1", "RED0", DAY)
    decide_drop(absentee_league, None, "RED1", DAY, False, "he is back next week")
    s = load_season(absentee_league)
    assert s.drops[0].approved is False and audit_log(absentee_league)[0].action == "drop denied"


@pytest.mark.parametrize(
    ("asked", "decision", "message"),
    [
        (("RED1", "RED2", DAY), None, "RED2 is not the captain of Red"),
        (("RED2", "RED0", DAY), None, "RED2 has missed 0 games by 2002-11-25"),
        (("RED2", "RED0", date(2003, 1, 5)), None, "no player may be dropped after 2002-12-31"),
        (("RED1", "RED0", DAY), ("RED1", date(2003, 1, 2), True, "late"), "no player may be dropped after 2002-12-31"),
        (("RED1", "RED0", DAY), ("RED1", DAY, True, " "), "needs its reason"),
    ],
)
def test_refusals_change_nothing(absentee_league, asked, decision, message):
    if decision is None:
        before = export_season_text(absentee_league)
        with pytest.raises(RuleViolation, match=message):
            request_drop(absentee_league, None, *asked)
    else:
        request_drop(absentee_league, None, *asked)
        before = export_season_text(absentee_league)
        with pytest.raises(RuleViolation, match=message):
            decide_drop(absentee_league, None, *decision)
    assert export_season_text(absentee_league) == before


def test_a_substitute_after_the_deadline_or_for_no_drop_is_refused(absentee_league):
    with pytest.raises(RuleViolation, match="RED1 was not dropped by Red"):
        place_substitute(absentee_league, None, "FA1", "RED", DAY, "RED1")
    request_drop(absentee_league, None, "RED1", "RED0", DAY)
    decide_drop(absentee_league, None, "RED1", DAY, True, "absent")
    with pytest.raises(RuleViolation, match="no substitute may be added after 2002-12-31"):
        place_substitute(absentee_league, None, "FA1", "RED", date(2003, 1, 5), "RED1")


def test_a_waiting_request_is_withdrawn_with_its_reason_audit_logged(absentee_league):
    before = export_season_text(absentee_league)
    request_drop(absentee_league, None, "RED1", "RED0", DAY)
    withdraw_drop(absentee_league, None, "RED1", "he came back")
    assert load_season(absentee_league).drops == ()
    entry = audit_log(absentee_league)[0]
    assert entry.action == "drop request withdrawn"
    assert entry.detail["reason"] == "he came back" and entry.detail["requested_on"] == DAY.isoformat()
    # Nothing of a withdrawn request stays in the season: its file is the one before the request.
    assert export_season_text(absentee_league) == before
    request_drop(absentee_league, None, "RED1", "RED0", DAY)  # and the captain may ask again


@pytest.mark.parametrize(
    ("decided", "reason", "message"),
    [(False, " ", "Reason: a withdrawal needs its reason"), (True, "x", "RED1 has no drop request waiting")],
)
def test_a_withdrawal_without_a_reason_or_of_a_decided_request_is_refused(absentee_league, decided, reason, message):
    request_drop(absentee_league, None, "RED1", "RED0", DAY)
    if decided:
        decide_drop(absentee_league, None, "RED1", DAY, True, "absent")
    before = export_season_text(absentee_league)
    with pytest.raises(RuleViolation, match=message.split(": ")[-1]):
        withdraw_drop(absentee_league, None, "RED1", reason)
    assert export_season_text(absentee_league) == before


def test_a_substitute_before_the_drop_is_refused_for_his_date(absentee_league):
    request_drop(absentee_league, None, "RED1", "RED0", DAY)
    decide_drop(absentee_league, None, "RED1", DAY, True, "absent")
    with pytest.raises(RuleViolation) as refused:
        place_substitute(absentee_league, None, "FA1", "RED", date(2002, 11, 20), "RED1")
    assert [(p.path, p.rule) for p in refused.value.problems] == [("date", "rule 11")]
    assert "a substitute joins on or after 2002-11-25, the day RED1 was dropped" in str(refused.value)


@pytest.mark.parametrize(("player", "message"), [("RED1", None), ("RED2", "RED2 has missed 0 games by 2002-11-25")])
def test_a_request_on_the_dashboards_day_reads_the_attendance_its_alerts_counted(
    absentee_league, monkeypatch, player, message
):
    """The app's window counted every player's attendance for its dashboard's alerts: a request on that day takes the
    player's misses from it, walking no game again, and is granted or refused as a fresh count would have it."""
    absentee_league.alerts_day = DAY
    season = load_season(absentee_league)
    absentee_league.season_cache(season).alerts(DAY)  # the dashboard drawn

    def not_again(*args: object, **named: object) -> object:
        raise AssertionError("attendance counted again")

    monkeypatch.setattr("league.turnout.drop_requests.attendance", not_again)
    if message is None:
        request_drop(absentee_league, None, player, "RED0", DAY, season)
        assert load_season(absentee_league).drops[0].player == player
    else:
        with pytest.raises(RuleViolation, match=message):
            request_drop(absentee_league, None, player, "RED0", DAY, season)
