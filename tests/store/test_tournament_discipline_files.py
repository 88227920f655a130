"""The four example events under their own discipline (docs/readings/shared.md#ejections-and-suspensions and each
tournament's page): each imports and checks clean, and the sheets' replays derive what the examples were written to
show."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from league.checks.season import check_season
from league.results.outcome import game_outcome
from league.results.rule_disqualifications import disqualified_goalies, rule_disqualifications
from league.season.values import Season
from league.sheet.replay import replay_sheet
from store.season_files.reader import parse_season
from store.views.season_load import season_rulebook

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


def example(name: str) -> Season:
    return parse_season(json.loads((FIXTURES / f"tournament-{name}.json").read_text()))


@pytest.mark.parametrize("name", ["coors-cup", "prime-expo-boulder", "three-on-three", "cole-harbour-classic"])
def test_each_example_event_checks_clean_under_its_rulebooks_discipline(name):
    season = example(name)
    rulebook = season_rulebook(season)
    assert rulebook.discipline is not None and check_season(season, rulebook) == []


def test_the_coors_example_forfeits_three_games_on_the_ice_at_their_third_misconduct_player():
    season = example("coors-cup")
    rulebook = season_rulebook(season)
    forfeits = {
        g.id: (replay_sheet(g, rulebook).forfeit, str(replay_sheet(g, rulebook).ended_at)) for g in season.games
    }
    assert {gid: found for gid, found in forfeits.items() if found[0] is not None} == {
        "G001": (("BLU", "misconducts"), "period 2 04:04"),
        "G005": (("RED", "misconducts"), "period 1 14:00"),
        "G006": (("GLD", "misconducts"), "period 3 01:56"),
    }
    outcome = game_outcome(season.known_game("G001"), rulebook)
    assert outcome is not None and (outcome.home_goals, outcome.away_goals, outcome.home_points) == (3, 0, 8)


def test_the_three_on_three_example_uses_its_penalty_shots_and_bars_a_goalie_after_his_third_penalty():
    season = example("three-on-three")
    rulebook = season_rulebook(season)
    marked = sum(goal.penalty_shot for game in season.games for goal in game.goals)
    used = [a for g in season.games for a in replay_sheet(g, rulebook).penalty_awards if a.used_by is not None]
    assert marked == len(used) > 0
    assert disqualified_goalies(season, rulebook) == (("P0053", "G007"),)
    assert rule_disqualifications(season, rulebook) == ()


def test_the_cole_example_ejects_for_fighting_and_a_majors_game_misconduct_and_honours_the_lineup_waiver():
    season = example("cole-harbour-classic")
    rulebook = season_rulebook(season)
    ejections = {(e.player, e.cause, e.rule) for g in season.games for e in replay_sheet(g, rulebook).ejections}
    assert ("P0040", "fighting", "PT 4") in ejections
    assert ("P0089", "major: game misconduct added", "PT 1") in ejections
    waived = season.known_game("G017")
    assert waived.lineup_waiver and replay_sheet(waived, rulebook).forfeit is None
