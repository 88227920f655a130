"""What one save is checked for: a sheet made final with a game misconduct on it suspends its player at once,
so the next save that dresses him in his team's next game is refused (rule 5)."""

from __future__ import annotations

from dataclasses import replace

from league.checks.game_change import game_change_problems
from league.rulebooks import GRAY
from tests.league.suspension_games import game, season


def test_a_sheet_made_final_with_a_fight_suspends_its_player_for_the_next_save():
    fight = replace(game(1, "RED", "BLU", fights=("RED1",)), status="scheduled", score=None)
    nxt = replace(game(2, "RED", "GRN"), status="scheduled", score=None, dressed=())
    before = season(fight, nxt)
    assert game_change_problems(season(), before, fight.id, GRAY) == []
    after = before.with_game(replace(fight, status="final", score=game(1, "RED", "BLU").score))
    assert game_change_problems(before, after, fight.id, GRAY) == []  # the fight itself was legal
    dressed = after.with_game(replace(nxt, dressed=game(2, "RED", "GRN").dressed))
    problems = game_change_problems(after, dressed, nxt.id, GRAY)
    assert any("RED1 is suspended" in p.message and p.rule == GRAY.cite("suspension") for p in problems), problems
