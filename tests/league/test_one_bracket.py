"""One bracket engine: a league's playoffs are a template of slots like a tournament's, played by the same code."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from league.bracket.engine import NextGame, bracket
from league.rulebooks import GRAY
from league.rules.bracket_templates import SEEDED_PLAYOFFS, TEMPLATES, seeded_slots
from league.season.values import BracketSlot
from tests.league.playoff_season import playoff, season, table

# Both play-ins, then both semi-finals 2-0: F (seed 6, seed 4 after WC2) beats A, B beats C.
SEMIS_PLAYED = (
    playoff("WC1", 1, "E", "F", home_wins=False, day=0),
    playoff("WC2", 1, "D", "F", home_wins=False, day=1),
    playoff("SF2", 1, "B", "C", day=2),
    playoff("SF2", 2, "C", "B", home_wins=False, day=3),
    playoff("SF1", 1, "A", "F", home_wins=False, day=4),
    playoff("SF1", 2, "F", "A", home_wins=True, day=5),
)


def test_the_league_playoffs_are_slots_of_a_template_with_seed_and_winner_sides():
    assert GRAY.playoffs.series == seeded_slots(SEEDED_PLAYOFFS)
    assert all(isinstance(slot, BracketSlot) for slot in GRAY.playoffs.series)
    assert [(s.id, s.sides, s.best_of, s.home_pattern, s.winner_seed) for s in GRAY.playoffs.series] == [
        ("WC1", ("seed:5", "seed:6"), 1, ("high",), None),
        ("WC2", ("seed:4", "winner:WC1"), 1, ("high",), 4),
        ("SF1", ("seed:1", "winner:WC2"), 3, ("high", "low", "high"), None),
        ("SF2", ("seed:2", "seed:3"), 3, ("high", "low", "high"), None),
        ("F", ("winner:SF1", "winner:SF2"), 5, ("high", "low", "high", "low", "high"), None),
    ]
    assert SEEDED_PLAYOFFS not in TEMPLATES  # the new-tournament form offers pool brackets only


def test_a_seeded_bracket_takes_a_loser_side_as_a_tournament_does():
    third = BracketSlot("3RD", "", "third-place", ("loser:SF1", "loser:SF2"))
    rulebook = dataclasses.replace(
        GRAY, playoffs=dataclasses.replace(GRAY.playoffs, series=(*GRAY.playoffs.series, third))
    )
    waiting = season(*SEMIS_PLAYED[:4])
    early = bracket(waiting, rulebook, table(waiting)).known("3RD")
    # SF2 is decided, SF1 still open: a slot of two losers names no high side before both are known.
    assert (early.teams, early.high, early.low, early.next_game) == ((None, "C"), None, None, None)
    s = season(*SEMIS_PLAYED)
    state = bracket(s, rulebook, table(s)).known("3RD")
    # A (seed 1) lost SF1 to F, C (seed 3) lost SF2 to B: the better seed is home.
    assert (state.teams, state.high, state.low, state.next_game) == (("A", "C"), "A", "C", NextGame(1, "A", "C"))


def test_there_is_one_bracket_module():
    league = Path(__file__).resolve().parents[2] / "league"
    assert (league / "bracket" / "engine.py").exists()
    for gone in ("playoffs.py", "tournament_bracket.py"):
        assert not (league / gone).exists(), f"league/{gone} is back beside league/bracket/engine.py"
