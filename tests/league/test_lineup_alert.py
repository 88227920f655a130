"""The dashboard's lineup alert reads rule 6 as written: five skaters and a goalie start a game, and so do six
skaters without one; fewer cannot dress a legal lineup."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from league.checks.alerts import roster_alerts
from league.rulebooks import GRAY
from tests.league import test_attendance as att

DAY = date(2002, 11, 1)


def red_with(skaters: int, goalies: int):
    """The small test season with Red holding `skaters` skaters and `goalies` goalies."""
    s = att.season()
    red = [p for p in s.players if p.team == "RED"]
    keep = {p.id for p in red if p.position != "G"}
    keep = set(sorted(keep)[:skaters]) | {p.id for p in red if p.position == "G"}
    players = tuple(p for p in s.players if p.team != "RED" or p.id in keep)
    if not goalies:
        players = tuple(replace(p, team=None) if p.team == "RED" and p.position == "G" else p for p in players)
    return replace(s, players=players)


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
