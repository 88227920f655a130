"""A fee payment recorded in error is voided by the committee (Gray rule 15): the row stays, marked void
with the reason and the day, counts for nothing, is audited, travels in the season file, and is voided once."""

from __future__ import annotations

import json
import shutil
import sqlite3
from datetime import date

import pytest

from league.ledger.fees import fee_ledger
from league.rulebooks import GRAY
from league.season.errors import RuleViolation
from league.season.values import FeePayment, PaymentVoid
from store.file.audit import audit_log
from store.file.db import backup_folder, open_league
from store.file.failures import StaleWrite
from store.season_files.import_export import export_season_text, import_season
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season
from store.writes.fees import record_fee_payment, void_fee_payment
from tests.store.schema1_file import FIXTURE

DAY = date(2002, 12, 10)
BLACKS_FIRST = FeePayment("BLK", date(2002, 10, 15), 15000)


def test_a_void_keeps_the_payment_marked_void_audits_it_and_the_balance_ignores_it(league_file):
    assert fee_ledger(load_season(league_file), GRAY).team("BLK").paid_cents == 30000
    voided = void_fee_payment(league_file, "2002-03", 0, "  cheque bounced ", DAY)
    assert voided == FeePayment("BLK", date(2002, 10, 15), 15000, PaymentVoid("cheque bounced", DAY))
    season = load_season(league_file)
    assert season.fees_paid[0] == voided and len(season.fees_paid) == 3
    account = fee_ledger(season, GRAY).team("BLK")
    assert (account.paid_cents, account.outstanding_cents) == (15000, 22500)
    assert voided in account.payments
    entry = audit_log(league_file)[0]
    assert entry.action == "void fee payment"
    assert entry.detail == {
        "team": "BLK",
        "date": "2002-10-15",
        "amount_cents": 15000,
        "reason": "cheque bounced",
        "on": "2002-12-10",
    }


@pytest.mark.parametrize(
    ("index", "reason", "field", "says"),
    [(0, "  ", "reason", "needs the committee's reason"), (3, "typo", "payment", "no payment number 4")],
)
def test_a_void_without_reason_or_payment_is_refused_and_changes_nothing(league_file, index, reason, field, says):
    before, decisions = export_season_text(league_file), len(audit_log(league_file))
    with pytest.raises(RuleViolation, match=says) as refused:
        void_fee_payment(league_file, "2002-03", index, reason, DAY)
    assert (refused.value.first.path, refused.value.first.rule) == (field, "rule 15")
    assert export_season_text(league_file) == before and len(audit_log(league_file)) == decisions


def test_a_payment_is_voided_once(league_file):
    void_fee_payment(league_file, "2002-03", 0, "cheque bounced", DAY)
    before, decisions = export_season_text(league_file), len(audit_log(league_file))
    with pytest.raises(RuleViolation, match=r"already void since 2002-12-10 \(cheque bounced\)"):
        void_fee_payment(league_file, "2002-03", 0, "again", date(2002, 12, 11))
    assert export_season_text(league_file) == before and len(audit_log(league_file)) == decisions


def test_a_void_based_on_a_stale_ledger_is_refused(league_file):
    shown = load_season(league_file)
    void_fee_payment(league_file, "2002-03", 0, "cheque bounced", DAY)  # another window
    before = export_season_text(league_file)
    with pytest.raises(StaleWrite, match=r"BLK's payment of \$150.00 on 2002-10-15 was voided in another window"):
        void_fee_payment(league_file, "2002-03", 0, "cheque bounced", DAY, based_on=shown)
    shown = load_season(league_file)
    record_fee_payment(league_file, "2002-03", "WHT", DAY, 5000)  # another window again
    with pytest.raises(StaleWrite, match=r"WHT's payment of \$50.00 on 2002-12-10 was recorded"):
        void_fee_payment(league_file, "2002-03", 2, "typo", DAY, based_on=shown)
    assert load_season(league_file).fees_paid[2].void is None
    assert "WHT" in export_season_text(league_file) and before != export_season_text(league_file)


def test_a_stale_payment_names_the_void_made_meanwhile(league_file):
    shown = load_season(league_file)
    void_fee_payment(league_file, "2002-03", 1, "entered twice", DAY)
    with pytest.raises(StaleWrite, match=r"BLK's payment of \$150.00 on 2002-11-15 was voided"):
        record_fee_payment(league_file, "2002-03", "BLK", DAY, 7500, based_on=shown)


def test_a_void_leaves_with_the_season_file_and_comes_back(league_file, tmp_path):
    assert all("void" not in p for p in json.loads(export_season_text(league_file))["fees_paid"])  # as before
    void_fee_payment(league_file, "2002-03", 2, "paid to the wrong team", DAY)
    text = export_season_text(league_file)
    assert json.loads(text)["fees_paid"][2] == {
        "team": "WHT",
        "date": "2002-10-15",
        "amount": 150,
        "void": {"reason": "paid to the wrong team", "date": "2002-12-10"},
    }
    copy = open_league(tmp_path / "copy.db", create=True)
    try:
        import_season(copy, parse_season_text(text.encode()), backup=False)
        assert export_season_text(copy) == text
        assert fee_ledger(load_season(copy), GRAY).team("WHT").paid_cents == 0
    finally:
        copy.close()


def test_a_season_file_void_must_be_an_object_with_a_reason_and_a_date(example_path):
    data = json.loads(example_path.read_text())
    data["fees_paid"][0]["void"] = {"reason": "typo"}
    data["fees_paid"][1]["void"] = "yes"
    with pytest.raises(RuleViolation) as refused:
        parse_season_text(json.dumps(data).encode())
    paths = [p.path for p in refused.value.problems]
    assert "fees_paid[0].void.date" in paths and "fees_paid[1].void" in paths


def test_an_older_file_is_backed_up_and_its_payments_count_and_can_be_voided(tmp_path):
    path = tmp_path / "old.db"
    shutil.copy(FIXTURE, path)
    with sqlite3.connect(path) as raw:  # a first-release file with one payment: no void columns yet
        raw.execute(
            "INSERT INTO fee_payment (season_id, team_id, date, amount_cents, seq) VALUES (1, 1, '2001-11-01', 4000, 0)"
        )
    raw.close()
    with open_league(path) as store:
        (payment,) = load_season(store).fees_paid
        assert payment.void is None and payment.amount_cents == 4000
        void_fee_payment(store, "2001-02", 0, "entered twice", date(2001, 11, 2))
        assert load_season(store).fees_paid[0].void == PaymentVoid("entered twice", date(2001, 11, 2))
    (backup,) = backup_folder(path).iterdir()
    assert "before-schema" in backup.name
