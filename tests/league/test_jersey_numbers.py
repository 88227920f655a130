"""A jersey number is 0 to 99 wherever one comes in: the player forms ask this one rule, as the season file, the
player sheet and a season's check do."""

from __future__ import annotations

import pytest

from league.season.jersey_numbers import JERSEY_NUMBER, is_jersey_number, typed_jersey_number


@pytest.mark.parametrize(("typed", "number"), [("0", 0), ("7", 7), (" 99 ", 99), ("", None), ("  ", None)])
def test_a_typed_jersey_number_or_an_empty_field_is_taken(typed, number):
    assert typed_jersey_number(typed) == number


@pytest.mark.parametrize("typed", ["100", "-1", "²", "٣", "7.0", "seven"])
def test_anything_else_typed_is_refused_in_the_rules_words(typed):
    assert typed_jersey_number(typed) == "type a jersey number from 0 to 99, or leave it empty"


def test_the_rule_and_its_words_agree_at_both_ends():
    assert JERSEY_NUMBER == "a jersey number from 0 to 99"
    assert [n for n in (-1, 0, 99, 100) if is_jersey_number(n)] == [0, 99]
