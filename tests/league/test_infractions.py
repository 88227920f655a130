"""Each rulebook's infractions: one name per infraction with its spellings, and every rule that turns on an
infraction reads the list, never the text as typed ("unsportsmanlike" is "unsportsmanlike conduct")."""

from __future__ import annotations

from datetime import date

import pytest

from league.discipline.suspensions import season_suspensions
from league.rulebooks import COLE, GRAY, THREE_ON_THREE, rulebook_named, rulebook_names
from league.rules.rulebook import Rulebook
from league.season.values import Game, Goal, Penalty
from league.sheet.replay import replay_sheet
from tests.league.suspension_cup import cup, ledger, pen


def named_by_rules(rulebook: Rulebook) -> set[str]:
    """Every infraction a rule of `rulebook` names."""
    names = {*rulebook.penalties.automatic_game_misconduct_infractions, rulebook.game.late_start_penalty_infraction}
    d = rulebook.discipline
    if d is not None:
        names |= {i for i, _ in d.ejecting_infractions} | set(d.adds_game_misconduct_except)
        names |= set(d.disqualifying_infractions) | set(d.disqualifying_any_infractions)
        names |= {i for i, _ in d.suspensions.rest_of_tournament_infractions}
    return names


@pytest.mark.parametrize("name", rulebook_names())
def test_every_infraction_a_rule_names_is_one_of_its_rulebooks_list_by_that_name(name):
    rulebook = rulebook_named(name)
    assert rulebook is not None
    assert {rulebook.infractions.name_of(i) for i in named_by_rules(rulebook)} == named_by_rules(rulebook)


def test_a_spelling_reads_as_its_infraction_whatever_its_case_hyphens_and_spaces():
    listed = GRAY.infractions
    assert listed.name_of("Unsportsmanlike") == listed.name_of("unsportsmanlike conduct") == "unsportsmanlike conduct"
    assert listed.name_of("  HIGH sticking ") == "high-sticking" and listed.name_of("Fighting") == "fighting"
    assert listed.name_of("too many men on the ice") == "too many men" and listed.name_of("") == ""
    assert COLE.infractions.name_of("High-sticking (Accidental)") == "high-sticking (accidental)"


def test_a_typo_is_no_infraction_and_the_closest_names_are_offered():
    assert GRAY.infractions.name_of("figthing") is None
    assert GRAY.infractions.closest("figthing")[0] == "fighting"
    assert "unsportsmanlike conduct" in GRAY.infractions.closest("unsport")
    assert GRAY.infractions.closest("zzzz") == ()


def sheet(*events: Goal | Penalty, stage: str = "regular", **fields: object) -> Game:
    goals = tuple(e for e in events if isinstance(e, Goal))
    penalties = tuple(e for e in events if isinstance(e, Penalty))
    return Game("T1", stage, date(2026, 5, 1), "19:00", "RED", "BLU", goals=goals, penalties=penalties, **fields)  # type: ignore[arg-type]


def test_gray_fighting_by_any_listed_spelling_is_the_automatic_game_misconduct():
    replay = replay_sheet(sheet(Penalty("BLU", "B1", "major", "Fight", 1, 60)), GRAY)
    assert [(m.player, m.cause) for m in replay.game_misconducts] == [("B1", "fighting")]


def test_three_on_three_unsportsmanlike_disqualifies_as_unsportsmanlike_conduct_does():
    for spelling in ("unsportsmanlike conduct", "Unsportsmanlike", "abuse of official"):
        g = sheet(Penalty("BLU", "B1", "game-misconduct", spelling, 2, 60), status="final", kind="pool")
        assert replay_sheet(g, THREE_ON_THREE).forfeit == ("BLU", "disqualification"), spelling


def test_cole_spares_an_accidental_high_stick_by_any_spelling():
    for spelling in ("high-sticking (accidental)", "accidental high-sticking", "High Sticking Accidental"):
        g = sheet(Penalty("BLU", "B1", "major", spelling, 1, 60), status="final", kind="pool")
        assert replay_sheet(g, COLE).derived == (), spelling


def test_cole_fighting_by_another_spelling_keeps_him_out_for_the_rest_of_the_tournament():
    s = cup(COLE, {"P01": (pen("BLU", "B1", "minor", 1, "05:00", "Fight"),)}, final=None, third=None)
    assert ledger(s, COLE)[0][:4] == ("B1", "P01", None, "PT 4")
    assert season_suspensions(s, COLE)[0].cause == "fighting"
