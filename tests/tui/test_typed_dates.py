"""A date typed in any dialog is read one way, and a wrong one is named in the message that refuses it."""

from datetime import date

import pytest

from tui.text.schedule_form import read_date


def test_a_date_in_its_form_is_read() -> None:
    assert read_date(" 2026-12-06 ", "Date") == date(2026, 12, 6)


@pytest.mark.parametrize("typed", ["2026-13-40", "2026-02-30"])
def test_a_day_the_calendar_does_not_have_is_named(typed: str) -> None:
    assert read_date(typed, "Date") == f"Date: {typed!r} is no day of the calendar; type a date, YYYY-MM-DD."


@pytest.mark.parametrize("typed", ["6/12/2026", "20261206", "tomorrow"])
def test_another_form_is_named(typed: str) -> None:
    assert read_date(typed, "New date") == f"New date: {typed!r} is not a date; type a date, YYYY-MM-DD."


def test_nothing_typed_asks_for_a_date() -> None:
    assert read_date("  ", "Date") == "Date: type a date, YYYY-MM-DD."


@pytest.mark.parametrize("typed", ["٢٠٢٦-١٢-٠٦", "２０２６-１２-０６", "2026-12-0٦"])
def test_a_date_in_other_digits_is_named_as_no_date_not_as_a_missing_day(typed: str) -> None:
    assert read_date(typed, "Date") == f"Date: {typed!r} is not a date; type a date, YYYY-MM-DD."
