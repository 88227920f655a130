"""The scoresheet's entry line read without a screen: what each typed line makes of the game."""

from __future__ import annotations

from dataclasses import replace

import pytest

from league.rulebooks.gray import GRAY
from league.values import Goal
from tests.tui.sheet_fixtures import GAME, sheet_season
from tui.text.sheet_entry import EntryContext, EntryError, parse_entry


@pytest.fixture
def ctx(example_season) -> EntryContext:
    season = sheet_season(example_season)
    game = replace(season.game(GAME), dressed=(("WHT", ("P042", "P043")), ("BLU", ("P055",))))
    return EntryContext(game, season, GRAY)


def test_goal_by_jersey_numbers_with_overtime_period(ctx):
    goal = parse_entry("goal h 11 36 ot 03:07", ctx).game.goals[-1]
    assert (goal.team, goal.scorer, goal.assists, goal.period, goal.second) == ("WHT", "P042", ("P043",), 4, 187)


def test_penalty_flags_bench_and_kind_alias(ctx):
    pen = parse_entry("pen BLU bench dm too many men 2 11:09 eq co", ctx).game.penalties[-1]
    assert (pen.player, pen.bench, pen.kind, pen.infraction, pen.equipment, pen.coincidental) == (
        None,
        True,
        "double-minor",
        "too many men",
        True,
        True,
    )


def test_overtime_score_is_final(ctx):
    game = parse_entry("score 2-1 ot", ctx).game
    assert game.status == "final" and game.overtime and (game.score.home, game.score.away) == (2, 1)


def test_final_takes_the_goal_events_as_the_result_without_a_bare_score(ctx):
    """SPEC section 8: the goal events counted are the result; the sheet is then the one a season file holds."""
    goals = (Goal("WHT", "P042", ("P043",), 1, 331), Goal("BLU", "P055", (), 2, 610), Goal("WHT", "P043", (), 3, 840))
    change = parse_entry("final", replace(ctx, game=replace(ctx.game, goals=goals)))
    assert change.game.status == "final" and change.game.score is None and change.done == "final 2-1"
    assert (change.game.played_score.home, change.game.played_score.away) == (2, 1)


def test_final_after_a_goal_at_ot1_is_an_overtime_result_without_typing_ot(ctx):
    tied = (Goal("WHT", "P042", (), 1, 180), Goal("BLU", "P055", (), 2, 300))
    playoff = replace(ctx.game, stage="playoff", series="F", no=1, goals=tied)
    sudden_death = parse_entry("goal h 36 ot 01:30", replace(ctx, game=playoff)).game
    change = parse_entry("final", replace(ctx, game=sudden_death))
    assert (change.game.overtime, change.done) == (True, "final 2-1 (overtime)")


def test_forfeit_ruling_carries_its_reason_as_a_decision(ctx):
    change = parse_entry("forfeit BLU did not show a goalie", ctx)
    assert change.decision == "forfeit ruling" and change.reason == "did not show a goalie"
    assert change.game.forfeit.team == "BLU" and change.game.status == "final"


@pytest.mark.parametrize(
    "line, field",
    [
        ("goal RED 11 1 05:31", "team"),
        ("goal WHT 12 1 05:31", "scorer"),
        ("pen WHT 11 minr 1 05:31", "kind"),
        ("goal WHT 11 0 05:31", "period"),
        ("late WHT x", "minutes"),
        ("override", "override"),
        ("hello", "entry"),
    ],
)
def test_unreadable_line_names_its_field(ctx, line, field):
    with pytest.raises(EntryError) as error:
        parse_entry(line, ctx)
    assert error.value.field == field
