"""Ids named in one line, as the rollover's unfinished games, the tournament board's alerts and the audit log say
them: every item up to a limit, the rest counted ("R01, R02 and 3 more")."""

from __future__ import annotations

import pytest

from league.season.listed_words import first_and_more, listed


@pytest.mark.parametrize(
    ("items", "said"),
    [
        ((), ""),
        (("R01",), "R01"),
        (("R01", "R02", "R03"), "R01, R02, R03"),
        (("R01", "R02", "R03", "R04"), "R01, R02, R03 and 1 more"),
        (("R01", "R02", "R03", "R04", "R05", "R06"), "R01, R02, R03 and 3 more"),
    ],
)
def test_the_first_items_are_named_and_the_rest_counted(items, said) -> None:
    assert first_and_more(items, 3) == said


@pytest.mark.parametrize(
    ("items", "said"),
    [
        ((), ""),
        (("R01",), "R01"),
        (("R01", "R02"), "R01 and R02"),
        (("R01", "R02", "R03"), "R01, R02 and R03"),
        (("R01", "R02", "R03", "R04", "R05"), "R01, R02, R03 and 2 more"),
    ],
)
def test_a_list_is_said_with_and_before_its_last_item_or_its_count(items, said) -> None:
    assert listed(items, 3) == said
