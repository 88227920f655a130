"""Each rulebook cites its own rules (docs/readings/shared.md#citations): a refusal names its rulebook's citation, never
Gray's number."""

from __future__ import annotations

from datetime import date

from league.rulebooks import COLE, COORS, GRAY, PRIME, THREE_ON_THREE
from league.season.values import Game, Penalty
from league.sheet.replay import replay_sheet
from league.standings.table import standings


def late_penalty_game(period: int, minute: int) -> Game:
    penalty = Penalty("BLU", "P1", "minor", "hooking", period, minute * 60)
    return Game("R1", "regular", date(2002, 10, 6), "19:00", "RED", "BLU", status="final", penalties=(penalty,))


def test_a_penalty_past_the_periods_cites_the_games_own_rulebook():
    fourth_period = late_penalty_game(period=4, minute=1)
    assert [p.rule for p in replay_sheet(fourth_period, GRAY).problems] == ["rule 13"]
    assert [p.rule for p in replay_sheet(fourth_period, COORS).problems] == ["rule 5.1.1"]
    assert [p.rule for p in replay_sheet(fourth_period, PRIME).problems] == ["GF 2"]
    assert [p.rule for p in replay_sheet(late_penalty_game(period=1, minute=7), THREE_ON_THREE).problems] == ["GF 3"]
    assert [p.rule for p in replay_sheet(late_penalty_game(period=3, minute=1), COLE).problems] == ["RR 1"]


def test_a_rulebook_cites_by_a_rules_role_and_names_itself_where_its_text_has_no_such_rule():
    assert (GRAY.cite("points"), GRAY.cite("tiebreakers"), GRAY.cite("suspension")) == ("rule 19", "rule 19", "rule 5")
    tournaments = (COORS, PRIME, COLE)
    assert [rulebook.cite("tiebreakers") for rulebook in tournaments] == ["rule 6.1", "TB", "ST 2"]
    assert THREE_ON_THREE.citation("tiebreakers") is None  # the text gives none: rinkbook's defaults
    assert COORS.cite("fees") == "Coors Cup" and PRIME.citation("fees") is None


def test_the_standings_carry_their_rulebooks_citation_for_the_table_and_its_coin_tosses():
    assert standings(("RED", "BLU"), (), GRAY).citation == "rule 19"
    assert standings(("RED", "BLU"), (), COORS).citation == "rule 6.1"
    assert standings(("RED", "BLU"), (), PRIME).citation == "TB"
