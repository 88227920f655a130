"""A player's rating: a whole number from 0 (weakest) to 100 (strongest), the committee's scale for the draft and the
balance, the same under every rulebook (a tournament's players get its middle). Read in one place, so that a form, a
season file, a player sheet and a season's check take and refuse the same ratings in the same words."""

from __future__ import annotations

from league.season.whole_numbers import typed_whole

LOWEST_RATING, HIGHEST_RATING = 0, 100
# The scale, in a refusal's and a hint's words: "from 0 to 100".
RATING_RANGE = f"from {LOWEST_RATING} to {HIGHEST_RATING}"
# What a rating is, in a refusal's words: "101 is not a rating from 0 to 100".
RATING = f"a rating {RATING_RANGE}"


def is_rating(rating: int) -> bool:
    """Whether `rating` is on the scale: 0 to 100."""
    return LOWEST_RATING <= rating <= HIGHEST_RATING


def typed_rating(text: str) -> int | str:
    """The rating typed in a form's field; or, for anything else ("101", "²", "-1", "", "50.0"), the words asking
    for one (a rating is never left empty: the draft and the balance read every player's)."""
    rating = typed_whole(text)
    if rating is None or not is_rating(rating):
        return f"type a number {RATING_RANGE} (higher is stronger)"
    return rating
