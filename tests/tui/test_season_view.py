"""The dashboard's plain views of a season, checked without an app."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.checks.alerts import deadline_text as deadline_note
from league.checks.alerts import roster_alerts
from league.rulebooks import COORS, GRAY, PRIME
from tui.text.rulebook_text import rulebook_markdown
from tui.text.season_view import rooms_text


def test_team_without_goalie_is_an_alert(example_season):
    """Taking Green's only goalie off its roster raises a rule 2 alert, not a refusal."""
    day = date(2002, 11, 1)
    green_goalies = [p.id for p in example_season.players if p.team == "GRN" and p.position == "G"]
    players = tuple(replace(p, team=None) if p.id in green_goalies else p for p in example_season.players)
    season = replace(example_season, players=players, transfers=(), substitutes=())
    assert "Green has 0 goalies (rule 2: at least 1)" in roster_alerts(season, GRAY, day)
    assert not any("Green" in a for a in roster_alerts(example_season, GRAY, day))


def test_empty_teams_before_the_draft_are_short(example_season):
    season = replace(
        example_season,
        players=tuple(replace(p, team=None) for p in example_season.players),
        transfers=(),
        drops=(),
        substitutes=(),
    )
    alerts = roster_alerts(season, GRAY, date(2002, 9, 1))
    assert "Black has 0 skaters: too few to dress a lineup (rule 6: 5 skaters and a goalie, or 6 skaters)" in alerts
    assert len(alerts) == 12  # each of six teams: no goalie, no skaters


def test_deadline_note_counts_days_then_says_it_passed(example_season):
    assert "in 30 days" in deadline_note(example_season, date(2002, 12, 1))
    assert "today is the last day" in deadline_note(example_season, date(2002, 12, 31))
    assert "has passed" in deadline_note(example_season, date(2003, 1, 1))


def test_home_team_gets_the_higher_room(example_season):
    game = replace(example_season.game("R01"), rooms=(2, 1))
    assert rooms_text(game) == "BLK 2 · GLD 1"


def test_rulebook_text_names_the_on_ice_rules():
    assert "Rules 3, 7, 8 and 12 are on-ice rules the referees apply" in rulebook_markdown(GRAY)


def test_rulebook_text_says_each_criterion_its_direction_and_a_tournaments_points():
    """Prime's tiebreakers and points as data: two-team head-to-head, exact goal quotient, fewer goals
    against, the fastest goal, the re-application, shootout points and the posted cap (docs/readings/prime.md)."""
    text = rulebook_markdown(replace(PRIME, on_ice_rules=(1, 2)))  # a tournament's citations are a later part
    assert "1. head-to-head points (games among the tied teams), only when exactly two teams are level" in text
    assert "2. goal quotient: goals for / (goals for + goals against), exactly; none at all counts as 1/2" in text
    assert "3. total goals allowed, all games, fewer is better" in text
    assert "5. fastest goal: the least elapsed game time of any goal the team scored, fewer is better" in text
    assert "As soon as a criterion splits the level teams, it is applied again to every part still level." in text
    assert "- A shootout win 2, a shootout loss 1." in text
    assert "- Posted score: a difference of at most 7 goals (11-2 is posted 9-2)." in text
    coors = rulebook_markdown(replace(COORS, on_ice_rules=(1, 2)))
    assert "- Each regulation period: 2 to the team that scored more in it, 1 each when level." in coors
    assert "shootout" not in rulebook_markdown(GRAY)
