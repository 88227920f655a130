"""docs/readings/shared.md#pools-and-the-bracket: a season's knockout games against its bracket."""

from __future__ import annotations

from dataclasses import replace

from league.bracket.checks import knockout_game_problems
from league.bracket.engine import tournament_bracket
from league.rulebooks import COORS
from league.rules.bracket_templates import TEMPLATES, template_slots
from league.season.values import Disqualification, Game
from tests.league.tournament_season import knockout, ladder, pools, season

POOLS = pools("A: RED BLU GRN; B: WHT BLK GLD")
BRACKET = template_slots(TEMPLATES[3], "OPEN", POOLS)
SERIES = tuple(replace(s, best_of=3) if s.id == "OPEN-F" else s for s in BRACKET)
POOL_GAMES = (*ladder(1, "RED BLU GRN"), *ladder(4, "WHT BLK GLD"))


def _problems(*games: Game, **fields: object) -> list[tuple[str, str, str]]:
    made = replace(season(COORS.name, POOLS, (*POOL_GAMES, *games), bracket=SERIES), **fields)
    return [(p.path, p.rule, p.message) for p in knockout_game_problems(made, COORS, tournament_bracket(made, COORS))]


def test_a_slots_games_are_numbered_within_its_best_of_between_its_own_two_teams():
    semis = (knockout(1, "OPEN-SF1", "RED", "BLK", "1-3"), knockout(2, "OPEN-SF2", "BLU", "WHT", "0-1"))
    final = (knockout(3, "OPEN-F", "WHT", "BLK", "2-1"), knockout(4, "OPEN-F", "BLK", "WHT", "2-1", no=2))
    assert _problems(*semis, *final) == []
    assert _problems(*semis, *final, knockout(5, "OPEN-F", "WHT", "BLK", no=4)) == [
        ("games[10].no", "rule 3.1.1", "OPEN-F is best of 3: there is no game 4")
    ]
    assert _problems(*semis, *final, knockout(5, "OPEN-F", "WHT", "BLK", no=2)) == [
        ("games[10].no", "rule 3.1.1", "OPEN-F already has a game 2")
    ]
    assert _problems(*semis, *final, knockout(5, "OPEN-F", "WHT", "RED", no=3)) == [
        ("games[10]", "rule 3.1.1", "OPEN-F is WHT v BLK, not WHT v RED")
    ]
    cancelled = knockout(5, "OPEN-F", "WHT", "RED", no=2, status="cancelled")  # a cancelled game is no game
    assert _problems(*semis, *final[:1], cancelled) == []


def test_a_slots_first_game_fits_its_sides_whatever_reordered_the_pools_since():
    """SF1 is pool:A:1 v pool:B:2: a team of each pool, either home; the final two of the semi-finals'.
    A disqualification that reorders pool A later leaves the game standing."""
    assert _problems(knockout(1, "OPEN-SF1", "BLK", "RED")) == []
    assert _problems(knockout(1, "OPEN-SF1", "RED", "BLU")) == [
        ("games[6]", "rule 3.1.1", "OPEN-SF1 is pool:A:1 v pool:B:2: RED v BLU does not fit it")
    ]
    semis = (knockout(1, "OPEN-SF1", "RED", "BLK", "1-3"), knockout(2, "OPEN-SF2", "WHT", "BLU", "0-1"))
    assert _problems(*semis, knockout(3, "OPEN-F", "BLK", "GRN")) == [
        ("games[8]", "rule 3.1.1", "OPEN-F is winner:OPEN-SF1 v winner:OPEN-SF2: BLK v GRN does not fit it")
    ]
    ruled = (Disqualification("RED", "P01", "ineligible player"),)
    assert _problems(*semis, knockout(3, "OPEN-F", "BLK", "BLU"), disqualifications=ruled) == []
