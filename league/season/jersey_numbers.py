"""A jersey number: a whole number from 0 to 99, on every roster whatever its rulebook. Read in one place, so that
a form, a season file, a player sheet and a season's check take and refuse the same numbers in the same words."""

from __future__ import annotations

from league.season.whole_numbers import typed_whole

FIRST_NUMBER, LAST_NUMBER = 0, 99
# What a jersey number is, in a refusal's words: "120 is not a jersey number from 0 to 99".
JERSEY_NUMBER = f"a jersey number from {FIRST_NUMBER} to {LAST_NUMBER}"


def is_jersey_number(number: int) -> bool:
    """Whether `number` may be worn: 0 to 99."""
    return FIRST_NUMBER <= number <= LAST_NUMBER


def typed_jersey_number(text: str) -> int | str | None:
    """The jersey number typed in a form's field; None when the field is left empty (a player may wear none); or,
    for anything else ("100", "²", "-1"), the words asking for one."""
    if not text.strip():
        return None
    number = typed_whole(text)
    if number is None or not is_jersey_number(number):
        return f"type {JERSEY_NUMBER}, or leave it empty"
    return number
