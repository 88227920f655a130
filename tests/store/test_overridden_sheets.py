"""Correcting a signed sheet the committee unlocked: one transaction per correction, each audit-logged."""

from __future__ import annotations

import dataclasses

import pytest

from league.discipline.suspensions import season_suspensions
from league.scoring.corrections import score_follows_goals, without_event
from league.season.errors import RuleViolation
from league.season.values import Goal
from league.sheet.event_order import event_key
from store.file.audit import audit_log
from store.file.db import Store
from store.season_files.import_export import export_season_text, import_season
from store.season_files.reader import parse_season_text
from store.views.outcomes import load_regular_outcomes
from store.views.season_load import load_season, season_rulebook
from store.writes.games import save_game
from tests.conftest import EXAMPLE
from tests.tui.sheet_fixtures import sheet_season

GAME = "R13"  # Black 3, Red 3: signed, its six goals and its stored score agree


@pytest.fixture
def regular_league(filled_league) -> Store:
    """The example's regular season alone: a corrected result reseeds no playoffs. Filled once per test process and
    copied."""
    return filled_league("test_overridden_sheets.regular_league", _regular)


def _regular(store: Store) -> None:
    import_season(store, sheet_season(parse_season_text(EXAMPLE.read_bytes())), backup=False)


def r13(store: Store):
    return load_season(store).game(GAME)


def outcome(store: Store) -> tuple[int, int]:
    found = next(o for o in load_regular_outcomes(store) if o.game == GAME)
    return (found.home_goals, found.away_goals)


def test_a_goal_deleted_on_an_overridden_sheet_moves_the_result_and_is_audited_before_and_after(regular_league):
    signed = r13(regular_league)
    with pytest.raises(RuleViolation, match="override REASON"):
        save_game(regular_league, None, without_event(signed, ("goals", 0)))
    save_game(regular_league, None, dataclasses.replace(signed, signed=False, signed_by=None), reason="goal doubled")
    unlocked = r13(regular_league)
    red_goal = next(("goals", i) for i, goal in enumerate(unlocked.goals) if goal.team == "RED")
    save_game(regular_league, None, without_event(unlocked, red_goal))
    assert r13(regular_league).score.away == 2 and outcome(regular_league) == (3, 2)
    latest = audit_log(regular_league)[0]
    assert latest.action == "correct overridden sheet" and latest.detail["game"] == GAME
    changes = latest.detail["changes"]
    assert changes[0].startswith("deleted goal G") and changes[-1] == "score 3-3 → 3-2"
    save_game(regular_league, None, dataclasses.replace(r13(regular_league), signed=True, signed_by="Ref"))
    assert audit_log(regular_league)[0].detail["changes"] == ["signed by none → Ref"]
    with pytest.raises(RuleViolation, match="rule 16"):  # signed again: locked again
        save_game(regular_league, None, without_event(r13(regular_league), ("goals", 0)))


def test_a_refused_correction_writes_neither_the_sheet_nor_its_audit_row(regular_league):
    signed = r13(regular_league)
    save_game(regular_league, None, dataclasses.replace(signed, signed=False, signed_by=None), reason="goal missed")
    before, rows = export_season_text(regular_league), len(audit_log(regular_league))
    outsider = Goal("BLK", "P013", (), 1, 60)  # a Red player, not dressed for Black: rule 16 refuses
    unlocked = r13(regular_league)
    with pytest.raises(RuleViolation, match="not dressed"):
        added = dataclasses.replace(unlocked, goals=(*unlocked.goals, outsider))
        save_game(regular_league, None, score_follows_goals(unlocked, added))
    assert export_season_text(regular_league) == before and len(audit_log(regular_league)) == rows


def test_a_fighting_major_deleted_on_an_overridden_sheet_lifts_the_suspension_it_gave(regular_league):
    r30 = load_season(regular_league).game("R30")  # P3: White's P049 fighting, suspended for R31
    save_game(regular_league, None, dataclasses.replace(r30, signed=False, signed_by=None), reason="not him")
    save_game(regular_league, None, without_event(load_season(regular_league).game("R30"), event_key(r30, "P3")))
    season = load_season(regular_league)
    assert [s.player for s in season_suspensions(season, season_rulebook(season)) if s.source == "R30"] == []
