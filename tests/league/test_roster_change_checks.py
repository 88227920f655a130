"""A transfer is checked where it can reach, not against the whole season (docs/performance.md), and still refused
when it breaks a later sheet."""

from __future__ import annotations

from datetime import timedelta
from unittest.mock import patch

from league.checks.roster_change import roster_change_problems
from league.checks.season import check_season
from league.rosters.transfers import with_transfers
from league.rulebooks import GRAY
from league.season.values import Season, Transfer


def test_a_transfer_before_a_game_the_player_dressed_in_is_refused_without_checking_every_game(
    example_season: Season,
) -> None:
    season = example_season
    game = next(g for g in season.games_in_order() if g.stage == "regular" and g.status == "final" and g.dressed)
    _, pids = game.dressed[0]
    player = next(p for p in pids if season.known_player(p).position != "G")
    other = next(t.code for t in season.teams if t.code not in game.teams)
    early = (Transfer(player, other, game.date - timedelta(days=1), "moved house"),)
    late = (Transfer(player, other, season.games_in_order()[-1].date + timedelta(days=1), "moved house"),)
    with patch("league.checks.roster_change.check_season", side_effect=AssertionError("checked every game")):
        problems = roster_change_problems(season, with_transfers(season, early), early, GRAY)
        after_the_games = roster_change_problems(season, with_transfers(season, late), late, GRAY)
    assert any(p.path.startswith(f"games[{season.place(game.id)}].dressed") for p in problems), problems
    assert after_the_games == []
    assert set(problems) == set(check_season(with_transfers(season, early), GRAY))  # what a whole check finds
