"""Saving one game: checked against the whole season, written with its outcome, signed sheets guarded."""

from __future__ import annotations

import dataclasses
from datetime import date

import pytest

from league.season.errors import RuleViolation
from league.season.values import Forfeit, Game, Goal, Penalty, Score
from store.file.audit import audit_log
from store.file.maintenance import check_league
from store.season_files.import_export import export_season_text
from store.views.outcomes import load_regular_outcomes
from store.views.season_load import load_season
from store.writes.games import save_game
from tests.store.playoff_sheet import sf1_game_2


def game(season, gid: str) -> Game:
    return season.game(gid)


def test_a_new_game_is_added_and_its_sheet_fills_in_while_scheduled(league_file):
    save_game(league_file, None, sf1_game_2())
    red = load_season(league_file).game("SF1-1").dressed_for("RED")
    wht = load_season(league_file).game("SF1-1").dressed_for("WHT")
    under_way = sf1_game_2(dressed=(("WHT", wht), ("RED", red)), goals=(Goal("RED", red[0], (), 1, 65),))
    saved = save_game(league_file, None, under_way)
    assert saved.game.status == "scheduled" and load_season(league_file).game("SF1-2").goals == under_way.goals
    save_game(league_file, None, dataclasses.replace(under_way, status="final", score=Score(0, 1)))
    assert check_league(league_file) == []


def test_a_result_on_a_scheduled_game_is_refused(league_file):
    with pytest.raises(RuleViolation, match="only when it is final"):
        save_game(league_file, None, sf1_game_2(score=Score(2, 1)))
    assert load_season(league_file).game("SF1-2") is None


def test_a_regular_season_change_that_would_reseed_started_playoffs_is_refused(league_file):
    r29 = load_season(league_file).game("R29")  # Green 2, Gold 2: a Gold forfeit would lift Green to 7 points
    with pytest.raises(RuleViolation) as refused:
        save_game(league_file, None, dataclasses.replace(r29, forfeit=Forfeit("GLD", "no-show")), reason="late report")
    assert refused.value.first.rule == "rule 20"


def test_a_signed_sheet_changes_only_with_the_committees_reason(league_file):
    season = load_season(league_file)
    before = export_season_text(league_file)
    changed = dataclasses.replace(game(season, "R02"), score=Score(1, 4), goals=())
    with pytest.raises(RuleViolation, match="is signed: the committee unlocks it with override REASON") as refused:
        save_game(league_file, None, dataclasses.replace(changed, score=Score(2, 4)))
    assert refused.value.first.rule == "rule 16"
    assert export_season_text(league_file) == before
    save_game(
        league_file, None, dataclasses.replace(changed, score=Score(2, 4)), reason="scorer's sheet had a goal missing"
    )
    entry = audit_log(league_file)[0]
    assert entry.action == "override signed sheet" and entry.detail["reason"] == "scorer's sheet had a goal missing"


def test_a_ruling_forfeit_is_audited_and_counts_1_0(league_file):
    season = load_season(league_file)
    ruled = dataclasses.replace(game(season, "R28"), forfeit=Forfeit("BLK", "ineligible player"))
    save_game(league_file, None, ruled, decision="forfeit ruling", reason="ineligible player")
    outcome = next(o for o in load_regular_outcomes(league_file) if o.game == "R28")
    assert (outcome.home_goals, outcome.away_goals, outcome.forfeit_cause) == (1, 0, "ruling")
    assert [e.action for e in audit_log(league_file)[:2]] == ["forfeit ruling", "override signed sheet"]


def test_a_game_misconduct_that_makes_a_later_sheet_illegal_is_refused(league_file):
    season = load_season(league_file)
    r02 = game(season, "R02")
    fight = Penalty("RED", "P014", "major", "fighting", 3, 500)
    before = export_season_text(league_file)
    with pytest.raises(RuleViolation, match="P014 is suspended") as refused:
        save_game(league_file, None, dataclasses.replace(r02, penalties=(*r02.penalties, fight)), reason="late report")
    assert refused.value.first.rule == "rule 5"
    assert export_season_text(league_file) == before


def test_a_series_decided_2_0_cancels_its_if_necessary_game_3(league_file):
    season = load_season(league_file)
    sf1 = season.game("SF1-1")
    game3 = Game("SF1-3", "playoff", date(2002, 12, 27), "20:15", "RED", "WHT", rooms=(3, 4), series="SF1", no=3)
    save_game(league_file, None, sf1_game_2())
    save_game(league_file, None, game3)
    played = sf1_game_2(status="final", score=Score(1, 4), dressed=sf1.dressed)
    save_game(league_file, None, played)
    after = load_season(league_file)
    assert after.game("SF1-3").status == "cancelled"
    entry = audit_log(league_file)[0]
    assert entry.action == "cancel game" and entry.detail["game"] == "SF1-3"
    assert check_league(league_file) == []


@pytest.mark.parametrize(
    ("gid", "change", "message"),
    [
        ("R02", {"status": "cancelled"}, "R02 is final: it cannot become cancelled"),
        ("R02", {"date": date(2002, 10, 7)}, "R02 is final: only a scheduled or postponed game can move"),
        ("R02", {"home": "RED", "away": "BLU"}, "R02 keeps its teams and stage"),
    ],
)
def test_the_schedule_refuses_a_change_a_final_game_cannot_take(league_file, gid, change, message):
    before = export_season_text(league_file)
    game = dataclasses.replace(load_season(league_file).game(gid), **change)
    with pytest.raises(RuleViolation, match=message):
        save_game(league_file, None, game, reason="committee")
    assert export_season_text(league_file) == before


def test_a_cancelled_game_takes_no_result(league_file):
    save_game(league_file, None, sf1_game_2())
    save_game(league_file, None, sf1_game_2(status="cancelled"), decision="cancel game", reason="ice problem")
    with pytest.raises(RuleViolation, match="SF1-2 is cancelled: it cannot become final"):
        save_game(league_file, None, sf1_game_2(status="final", score=Score(2, 1)))


def test_a_save_based_on_a_stale_game_is_refused_and_a_change_never_overwrites(league_file):
    from store.writes.games import change_game

    shown = sf1_game_2()
    save_game(league_file, None, shown)
    elsewhere = sf1_game_2(dressed=(("WHT", load_season(league_file).game("SF1-1").dressed_for("WHT")),))
    save_game(league_file, None, elsewhere, based_on=shown)  # another window dresses White
    with pytest.raises(RuleViolation, match="game SF1-2's dressed players were changed in another window"):
        save_game(league_file, None, sf1_game_2(overtime=False, time="20:30"), based_on=shown)
    red = load_season(league_file).game("SF1-1").dressed_for("RED")
    change_game(league_file, None, "SF1-2", lambda g: dataclasses.replace(g, dressed=(*g.dressed, ("RED", red))))
    assert [team for team, _ in load_season(league_file).game("SF1-2").dressed] == ["WHT", "RED"]
