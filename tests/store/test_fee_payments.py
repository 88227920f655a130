"""Fees in the file (Gray rule 15): a payment recorded and a game's fees waived, each one audited transaction."""

from __future__ import annotations

import json
from datetime import date

import pytest

from league.ledger.fees import fee_ledger
from league.rulebooks import GRAY
from league.season.errors import RuleViolation
from league.season.values import FeePayment
from store.file.audit import audit_log
from store.file.db import open_league
from store.season_files.import_export import export_season_text, import_season
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season
from store.writes.fees import record_fee_payment, waive_game_fees

DAY = date(2002, 12, 10)


def test_a_payment_is_recorded_after_the_others_and_audited(league_file):
    before = load_season(league_file).fees_paid
    payment = record_fee_payment(league_file, "2002-03", "RED", DAY, 7550)
    assert payment == FeePayment("RED", DAY, 7550)
    assert load_season(league_file).fees_paid == (*before, payment)
    entry = audit_log(league_file)[0]
    assert entry.action == "fee payment"
    assert entry.detail == {"team": "RED", "date": "2002-12-10", "amount_cents": 7550}
    assert fee_ledger(load_season(league_file), GRAY).team("RED").paid_cents == 7550


@pytest.mark.parametrize(
    ("team", "day", "amount", "field"),
    [
        ("XXX", DAY, 7500, "team"),
        ("RED", DAY, 0, "amount"),
        ("RED", DAY, -7500, "amount"),
        ("RED", DAY, 75.5, "amount"),
        ("RED", DAY, True, "amount"),
        ("RED", DAY, 100_000_000, "amount"),
        ("RED", "2002-12-10", 7500, "date"),
        ("RED", date(1850, 1, 1), 7500, "date"),
    ],
)
def test_a_bad_payment_is_refused_naming_the_field_and_changes_nothing(league_file, team, day, amount, field):
    before, decisions = export_season_text(league_file), len(audit_log(league_file))
    with pytest.raises(RuleViolation) as refused:
        record_fee_payment(league_file, "2002-03", team, day, amount)
    assert (refused.value.first.path, refused.value.first.rule) == (field, "rule 15")
    assert export_season_text(league_file) == before and len(audit_log(league_file)) == decisions


def test_a_payment_to_an_unknown_season_is_refused(league_file):
    with pytest.raises(RuleViolation, match="no season"):
        record_fee_payment(league_file, "1999-00", "RED", DAY, 7500)


def test_a_read_only_file_refuses_a_payment(league_file):
    reader = open_league(league_file.address, read_only=True)
    try:
        with pytest.raises(Exception, match="read-only"):
            record_fee_payment(reader, "2002-03", "RED", DAY, 7500)
    finally:
        reader.close()
    assert len(load_season(league_file).fees_paid) == 3


def test_waiving_a_games_fees_keeps_the_reason_and_is_audited(league_file):
    waive_game_fees(league_file, "2002-03", "R03", "rink closed early")
    season = load_season(league_file)
    assert season.game("R03").fees_waived == "rink closed early"
    ledger = fee_ledger(season, GRAY)
    assert ledger.team("GRN").owed_cents == 3 * 7500 and ledger.team("GRN").waived_cents == 7500
    actions = [(e.action, e.detail) for e in audit_log(league_file)[:2]]
    assert actions[0] == ("waive fees", {"game": "R03", "reason": "rink closed early"})
    # R03 is signed, but a fee waiver is the committee's, not the referee's sheet: no override row (Gray rules 15 and
    # 16)
    assert actions[1][0] == "import season"


@pytest.mark.parametrize(
    ("game", "reason", "message"),
    [
        ("R10", "why", "did not start"),  # forfeited before the start: nothing owed
        ("R03", "   ", "reason"),
        ("R99", "why", "no game R99"),
    ],
)
def test_a_waiver_that_cannot_be_is_refused_and_changes_nothing(league_file, game, reason, message):
    before, decisions = export_season_text(league_file), len(audit_log(league_file))
    with pytest.raises(RuleViolation, match=message) as refused:
        waive_game_fees(league_file, "2002-03", game, reason)
    assert refused.value.first.rule == "rule 15"
    assert export_season_text(league_file) == before and len(audit_log(league_file)) == decisions


def test_a_game_is_waived_once(league_file):
    waive_game_fees(league_file, "2002-03", "R03", "rink closed early")
    with pytest.raises(RuleViolation, match="already waived"):
        waive_game_fees(league_file, "2002-03", "R03", "again")


def test_payments_and_waivers_leave_with_the_season_file_and_come_back(league_file, tmp_path):
    record_fee_payment(league_file, "2002-03", "GLD", DAY, 22500)
    waive_game_fees(league_file, "2002-03", "R03", "rink closed early")
    text = export_season_text(league_file)
    data = json.loads(text)
    assert next(g for g in data["games"] if g["id"] == "R03")["fees_waived"] == {"reason": "rink closed early"}
    assert data["fees_paid"][-1] == {"team": "GLD", "date": "2002-12-10", "amount": 225}
    copy = open_league(tmp_path / "copy.db", create=True)
    try:
        import_season(copy, parse_season_text(text.encode()), backup=False)
        assert export_season_text(copy) == text
        again = load_season(copy)
        assert again.fees_paid[-1] == FeePayment("GLD", DAY, 22500)
        assert again.game("R03").fees_waived == "rink closed early"
    finally:
        copy.close()
