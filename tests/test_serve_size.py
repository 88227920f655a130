"""The terminal size a browser asks `rinkbook serve` for: whole numbers, bounded; a query's text in ASCII digits
only, as every number typed into rinkbook ("٨٠" is no 80 here either)."""

from __future__ import annotations

import pytest

from tui.web_session import MAX_COLUMNS, MAX_ROWS, bounded_size


@pytest.mark.parametrize(
    ("width", "height", "size"),
    [("120", "40", (120, 40)), (100, 30, (100, 30)), (9000, "4000", (MAX_COLUMNS, MAX_ROWS)), (-5, 0, (1, 1))],
)
def test_a_size_in_numbers_is_taken_within_bounds(width, height, size):
    assert bounded_size(width, height) == size


@pytest.mark.parametrize(("width", "height"), [("٨٠", "24"), ("80", "²٤"), ("wide", 3), (80.5, 24), (True, 24)])
def test_a_size_in_other_digits_or_no_number_is_no_size(width, height):
    assert bounded_size(width, height) is None
