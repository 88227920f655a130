"""Typed money: every way a treasurer writes an amount is read to the cent, and anything that could be
read two ways is refused with the reason, never guessed (`12,50` was once booked as $1,250.00;
docs/data.md#texts-and-numbers-typed)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from league.ledger.money import cents_text, dollars, parse_money
from tui.text.money_text import read_dollars

READ = [
    ("12.50", 1250),
    ("12,50", 1250),
    ("$12.50", 1250),
    ("12", 1200),
    ("$ 12", 1200),
    ("12.5", 1250),
    ("12,5", 1250),
    ("  $12,05 ", 1205),
    ("0.05", 5),
    (".50", 50),
    ("12.", 1200),
    ("0", 0),
    ("007", 700),
    ("1250", 125000),
    ("999999999.99", 99999999999),
]


@pytest.mark.parametrize(("typed", "cents"), READ)
def test_an_amount_is_read_to_the_cent_with_a_decimal_point_or_comma(typed, cents):
    assert parse_money(typed) == cents


REFUSED = [
    ("1,2,3", "more than one separator"),
    ("1.234,5", "more than one separator"),
    ("1,234,5", "more than one separator"),
    ("1,234.50", "more than one separator"),
    ("12.50.1", "more than one separator"),
    ("1,250", "ambiguous (thousands or cents?): write 1250 or 1.25"),
    ("1.250", "ambiguous (thousands or cents?): write 1250 or 1.25"),
    ("12.505", "ambiguous (thousands or cents?): write 12505 or 12.50"),
    ("12.5055", "more than two decimals"),
    ("-12", "negative"),
    ("-$12", "negative"),
    ("$-12", "negative"),
    ("", "type an amount in dollars"),
    ("   ", "type an amount in dollars"),
    ("$", "not an amount"),
    (".", "not an amount"),
    ("12$", "not an amount"),
    ("1 250", "not an amount"),
    ("twelve", "not an amount"),
    ("１２", "not an amount"),  # full-width digits: not read as 12 behind the treasurer's back
    ("1e3", "not an amount"),
    ("1234567890", "too large"),
]


@pytest.mark.parametrize(("typed", "reason"), REFUSED)
def test_an_ambiguous_or_malformed_amount_is_refused_with_the_reason(typed, reason):
    refusal = parse_money(typed)
    assert isinstance(refusal, str)
    assert reason in refusal


def test_a_negative_amount_is_read_only_where_the_caller_allows_it():
    assert parse_money("-12,50", negative=True) == -1250
    assert parse_money("-$ 3", negative=True) == -300
    assert parse_money("$-3", negative=True) == -300


def test_a_refusal_names_the_field_it_was_typed_in():
    assert read_dollars("1,2,3", "Amount") == (
        "Amount: 1,2,3 has more than one separator: write dollars and cents with one decimal point, e.g. 1234.50."
    )
    assert read_dollars("$12,50", "Refund") == 1250


@given(st.integers(min_value=-(10**11) + 1, max_value=10**11 - 1))
def test_cents_written_out_read_back_to_the_same_cents(cents):
    assert parse_money(cents_text(cents), negative=True) == cents
    shown = dollars(cents).replace(",", "")  # as the ledger shows it, less the grouping typing refuses
    assert parse_money(shown, negative=True) == cents
