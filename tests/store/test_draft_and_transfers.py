"""Draft picks, undo, transfers and swaps in the file: one audited transaction each, refused whole (Gray rule 2)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from league.rosters.membership import Rosters
from league.season.errors import RuleViolation
from store.file.audit import audit_log
from store.season_files.import_export import export_season_text, import_season
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season
from store.writes.draft import make_pick, set_draft_order, undo_pick
from store.writes.transfers import record_swap, record_transfer
from tests.store.draft_day import before_the_draft

AFTER_GAMES = date(2002, 12, 22)  # after the example's last game: no sheet stands in the way


@pytest.fixture
def draft_league(empty_league, example_season):
    import_season(empty_league, before_the_draft(example_season), backup=False)
    return empty_league


def test_a_pick_sets_the_starting_team_and_is_exported(draft_league):
    league = draft_league
    make_pick(league, None, "P001")
    _season, pick = make_pick(league, None, "P083")
    assert (pick.round, pick.pick, pick.team) == (1, 2, "BLK")
    stored = load_season(league)
    assert stored.player("P083").team == "BLK" and stored.draft.picks[-1] == pick
    exported = parse_season_text(export_season_text(league).encode())
    assert exported.draft.picks[-1] == pick
    assert audit_log(league)[0].action == "draft pick"


def test_undo_puts_the_player_back_in_the_pool_and_the_team_on_the_clock(draft_league):
    league = draft_league
    make_pick(league, None, "P083")
    _, undone = undo_pick(league, None)
    assert undone.player == "P083"
    with pytest.raises(RuleViolation, match=r"^draft.picks: no pick to undo \(rule 2\)$"):
        undo_pick(league, None)
    stored = load_season(league)
    assert stored.player("P083").team is None and stored.draft.picks == ()
    assert make_pick(league, None, "P081")[1].team == "RED"
    assert audit_log(league)[1].action == "undo draft pick"


def test_a_third_goalie_is_refused_in_the_draft_and_nothing_is_written(league_file):
    # The example's draft stopped at round 14, pick 2: White, with two goalies, picks next.
    with pytest.raises(RuleViolation, match=r"White already has 2 goalies; the most is 2 \(rule 2\)"):
        make_pick(league_file, None, "P085")
    assert load_season(league_file).player("P085").team is None


def test_a_fourteenth_skater_is_refused_in_the_draft(empty_league, example_season):
    season = before_the_draft(example_season)
    red = {p.id for p in season.players if p.position != "G"}
    red = set(sorted(red)[:13])  # Red kept thirteen skaters: its first pick can only be a goalie
    season = replace(season, players=tuple(replace(p, team="RED" if p.id in red else None) for p in season.players))
    import_season(empty_league, season, backup=False)
    with pytest.raises(RuleViolation, match=r"Red already has 13 skaters; the most is 13 \(rule 2\)"):
        make_pick(empty_league, None, "P083")
    assert make_pick(empty_league, None, "P012")[1].team == "RED"


def test_the_draft_order_cannot_change_under_picks_made(league_file):
    with pytest.raises(RuleViolation, match=r"undo them first \(rule 2\)"):
        set_draft_order(league_file, None, "straight", ("BLK", "RED", "GRN", "WHT", "BLU", "GLD"))
    with pytest.raises(RuleViolation, match="every team once"):
        set_draft_order(league_file, None, "snake", ("BLK", "RED"))


def test_a_transfer_is_kept_in_the_season_file_and_audited(league_file):
    record_transfer(league_file, None, "P025", "BLK", AFTER_GAMES, "Black has one goalie")
    season = load_season(league_file)
    assert Rosters(season).team_of("P025", AFTER_GAMES) == "BLK"
    assert '"reason": "Black has one goalie"' in export_season_text(league_file)
    entry = audit_log(league_file)[0]
    assert entry.action == "transfer" and entry.detail["reason"] == "Black has one goalie"


def test_a_fourteenth_skater_is_refused_in_a_transfer(league_file):
    before = load_season(league_file).transfers
    with pytest.raises(RuleViolation, match=r"Gold would have 14 skaters on 2002-12-22; the most is 13 \(rule 2\)"):
        record_transfer(league_file, None, "P014", "GLD", AFTER_GAMES, "balance")
    assert load_season(league_file).transfers == before


def test_a_third_goalie_is_refused_in_a_transfer(league_file):
    with pytest.raises(RuleViolation, match="White would have 3 goalies"):
        record_transfer(league_file, None, "P025", "WHT", AFTER_GAMES, "balance")


def test_a_transfer_needs_a_reason(league_file):
    with pytest.raises(RuleViolation, match="reason"):
        record_transfer(league_file, None, "P025", "BLK", AFTER_GAMES, "  ")


def test_a_swap_into_a_full_team_is_one_decision(league_file):
    gold_forward = next(
        p.id
        for p in load_season(league_file).players
        if p.team == "GLD" and p.position == "F" and p.id not in {t.player for t in load_season(league_file).transfers}
    )
    record_swap(league_file, None, "P014", gold_forward, AFTER_GAMES, "even the forwards")
    rosters = Rosters(load_season(league_file))
    assert rosters.team_of("P014", AFTER_GAMES) == "GLD"
    assert rosters.team_of(gold_forward, AFTER_GAMES) == Rosters(load_season(league_file)).team_of(
        "P014", date(2002, 12, 1)
    )
    assert audit_log(league_file)[0].action == "swap"
