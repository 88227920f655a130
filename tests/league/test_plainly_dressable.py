"""The import's quick answer for a dressed player (`plainly_dressable`) never says yes where `dress_refusal`
would refuse him: over every dressed player of the example season, under every built-in rulebook."""

from __future__ import annotations

import pytest

from league.discipline.suspensions import season_suspensions
from league.rosters.membership import Rosters
from league.rulebooks import COLE, COORS, GRAY, PRIME
from league.rules.rulebook import Rulebook
from league.season.values import Season
from league.turnout.dressing import dress_refusal, plainly_dressable


@pytest.mark.parametrize("rulebook", [GRAY, COORS, PRIME, COLE], ids=lambda r: r.name)
def test_a_plain_yes_is_a_yes_of_the_whole_rule(example_season: Season, rulebook: Rulebook) -> None:
    rosters, suspensions = Rosters(example_season), season_suspensions(example_season, rulebook)
    suspended = frozenset(s.player for s in suspensions)
    registered = {p.id for p in example_season.players}
    plain = 0
    for game in example_season.games:
        for team, pids in game.dressed:
            for pid in pids:
                own = rosters.team_of(pid, game.date)
                if plainly_dressable(pid, team, own, game, pid in registered, pid in suspended, rulebook):
                    plain += 1
                    assert dress_refusal(pid, team, game, example_season, rulebook, rosters, suspensions) is None
    assert plain > 100  # the quick answer is the common one, not a test of nothing


def test_a_knockout_game_of_a_rulebook_asking_a_pool_game_is_never_plain(example_season: Season) -> None:
    game = next(g for g in example_season.games if g.stage == "playoff" and g.dressed)
    team, pids = game.dressed[0]
    assert COORS.tournament.knockout_needs_pool_game
    assert not plainly_dressable(pids[0], team, team, game, True, False, COORS)
    assert plainly_dressable(pids[0], team, team, game, True, False, GRAY)
