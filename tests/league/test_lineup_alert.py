"""The dashboard's lineup alert reads rule 6 as written: five skaters and a goalie start a game, and so do six
skaters without one; fewer cannot dress a legal lineup."""

from __future__ import annotations

from datetime import date

import pytest

from league.checks.alerts import roster_alerts
from league.rulebooks import GRAY
from tests.league.lineup_seasons import red_with

DAY = date(2002, 11, 1)


def lineup_alerts(skaters: int, goalies: int) -> list[str]:
    return [a for a in roster_alerts(red_with(skaters, goalies), GRAY, DAY) if a.startswith("Red") and "too few" in a]


def test_five_skaters_and_a_goalie_dress_a_legal_lineup():
    assert lineup_alerts(5, 1) == []


def test_six_skaters_without_a_goalie_dress_a_legal_lineup():
    assert lineup_alerts(6, 0) == []


@pytest.mark.parametrize(("skaters", "goalies"), [(4, 1), (5, 0)])
def test_fewer_cannot_dress_a_lineup_and_the_alert_says_what_rule_6_needs(skaters, goalies):
    (alert,) = lineup_alerts(skaters, goalies)
    assert alert.startswith(f"Red has {skaters} skaters")
    assert alert.endswith("(rule 6: 5 skaters and a goalie, or 6 skaters)")
