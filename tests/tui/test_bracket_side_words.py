"""A bracket side not yet filled, in words: a pool place stored in ASCII digits is said as a place, and any
other text is shown as it is stored, never read as a number (str.isdigit takes "²" and "٣")."""

from __future__ import annotations

import pytest

from tui.text.bracket_text import side_words


def test_a_pool_place_and_a_winner_are_said_as_people_say_them():
    assert side_words("pool:A:1") == "pool A 1st"
    assert side_words("pool:B:12") == "pool B 12th"
    assert side_words("winner:A-SF1") == "winner of A-SF1"


@pytest.mark.parametrize("side", ["pool:A:²", "pool:A:٣", "pool:A:", "pool:A:-1"])
def test_a_stored_place_in_other_digits_is_shown_as_stored(side):
    assert side_words(side) == side
