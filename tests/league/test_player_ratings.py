"""A rating is 0 to 100 wherever one comes in: the player form asks this one rule, as the season file, the player
sheet and a season's check do."""

from __future__ import annotations

import pytest

from league.season.player_ratings import RATING, is_rating, typed_rating


@pytest.mark.parametrize(("typed", "rating"), [("0", 0), ("77", 77), (" 100 ", 100), ("007", 7)])
def test_a_typed_rating_is_taken(typed, rating):
    assert typed_rating(typed) == rating


@pytest.mark.parametrize("typed", ["101", "-1", "²", "٣", "50.0", "", "  ", "strong"])
def test_anything_else_typed_is_refused_in_the_rules_words(typed):
    assert typed_rating(typed) == "type a number from 0 to 100 (higher is stronger)"


def test_the_rule_and_its_words_agree_at_both_ends():
    assert RATING == "a rating from 0 to 100"
    assert [n for n in (-1, 0, 100, 101) if is_rating(n)] == [0, 100]
