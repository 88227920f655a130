"""docs/readings/shared.md#knockout-eligibility: a knockout game dresses only players dressed for that team in one of
its pool games."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.bracket.knockout_eligibility import (
    knockout_eligibility_problems,
    knockout_refusal,
    not_yet_knockout_eligible,
)
from league.rulebooks import COLE, COORS, PRIME
from league.rules.rulebook import Rulebook
from league.season.values import Player, Season
from tests.league.pool_games import scored
from tests.league.tournament_season import knockout, pool_game, pools, season

POOLS = pools("A: RED BLU")


def _player(pid: str, team: str, status: str = "active") -> Player:
    return Player(pid, f"Player {pid}", date(1990, 1, 1), "F", "B", 50, status=status, team=team)


# R1 played a pool game; R2 never did; R3 is injured and never did; R4 played one, for BLU;
# R5 was on the lineup of a pool game that was never played.
PLAYERS = (
    _player("R1", "RED"),
    _player("R2", "RED"),
    _player("R3", "RED", status="injured"),
    _player("R4", "RED"),
    _player("R5", "RED"),
)


def _season(rulebook: Rulebook) -> Season:
    games = (
        scored(1, "RED BLU 2-1", dressed=(("RED", ("R1",)), ("BLU", ("R4",)))),
        pool_game(2, "BLU", "RED", status="scheduled", dressed=(("RED", ("R5",)),)),
        knockout(1, "OPEN-F", "RED", "BLU", "3-0", dressed=(("RED", ("R1", "R2", "R3", "R4", "R5")), ("BLU", ()))),
    )
    return season(rulebook.name, POOLS, games, players=PLAYERS)


def test_coors_refuses_a_player_with_no_pool_game_for_the_team_naming_rule_3_1_8_and_exempts_the_injured():
    made = _season(COORS)
    final = made.games[-1]
    assert knockout_refusal("R1", "RED", final, made, COORS) is None
    assert knockout_refusal("R3", "RED", final, made, COORS) is None  # injured: exempt
    assert knockout_refusal("R2", "RED", final, made, COORS) == (
        "rule 3.1.8",
        "Player R2 (R2) was dressed in none of Red's pool games: "
        "a player needs one of them to dress for a knockout game (unless injured)",
    )
    assert knockout_refusal("R4", "RED", final, made, COORS) is not None  # his pool game was for BLU
    assert knockout_refusal("R2", "RED", made.games[0], made, COORS) is None  # a pool game needs nothing
    assert [(p.path, p.rule) for p in knockout_eligibility_problems(made, COORS)] == [
        ("games[2].dressed.RED[1]", "rule 3.1.8"),
        ("games[2].dressed.RED[3]", "rule 3.1.8"),
        ("games[2].dressed.RED[4]", "rule 3.1.8"),
    ]
    assert not_yet_knockout_eligible(made, COORS, "RED", ("R1", "R2", "R3", "R4", "R5")) == ("R2", "R4", "R5")


def test_cole_exempts_nobody_and_a_rulebook_without_the_rule_refuses_nothing():
    made = _season(COLE)
    refusal = knockout_refusal("R3", "RED", made.games[-1], made, COLE)
    assert refusal is not None and refusal[0] == "PR 2" and not refusal[1].endswith("(unless injured)")
    assert [p.path for p in knockout_eligibility_problems(made, COLE)] == [
        "games[2].dressed.RED[1]",
        "games[2].dressed.RED[2]",
        "games[2].dressed.RED[3]",
        "games[2].dressed.RED[4]",
    ]
    prime = _season(PRIME)
    assert knockout_refusal("R2", "RED", prime.games[-1], prime, PRIME) is None
    assert list(knockout_eligibility_problems(prime, PRIME)) == []
    assert not_yet_knockout_eligible(prime, PRIME, "RED", ("R2",)) == ()
    unknown = replace(made, players=())  # an unregistered player is the roster rule's refusal
    assert knockout_refusal("R2", "RED", made.games[-1], unknown, COLE) is None
