"""The scoresheet's entry line read without a screen: what each typed line makes of the game."""

from __future__ import annotations

from dataclasses import replace

import pytest

from league.rulebooks.gray import GRAY
from league.season.values import Goal, LateStart, Score
from tests.tui.sheet_fixtures import GAME, sheet_season
from tui.text.scoresheet_entry import EntryContext, EntryError, parse_entry, toggle_dressed


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
    """docs/season-file.md: the goal events counted are the result; the sheet is then the one a season file holds."""
    goals = (Goal("WHT", "P042", ("P043",), 1, 331), Goal("BLU", "P055", (), 2, 610), Goal("WHT", "P043", (), 3, 840))
    change = parse_entry("final", replace(ctx, game=replace(ctx.game, goals=goals)))
    assert change.game.status == "final" and change.game.score is None and change.done == "final White 2, Blue 1"
    assert (change.game.played_score.home, change.game.played_score.away) == (2, 1)


def test_final_after_a_goal_at_ot1_is_an_overtime_result_without_typing_ot(ctx):
    tied = (Goal("WHT", "P042", (), 1, 180), Goal("BLU", "P055", (), 2, 300))
    playoff = replace(ctx.game, stage="playoff", series="F", no=1, goals=tied)
    sudden_death = parse_entry("goal h 36 ot 01:30", replace(ctx, game=playoff)).game
    change = parse_entry("final", replace(ctx, game=sudden_death))
    assert (change.game.overtime, change.done) == (True, "final White 2, Blue 1 (overtime)")


def test_forfeit_ruling_carries_its_reason_as_a_decision(ctx):
    change = parse_entry("forfeit BLU did not show a goalie", ctx)
    assert change.decision == "forfeit ruling" and change.reason == "did not show a goalie"
    assert change.game.forfeit.team == "BLU" and change.game.status == "final"


def test_a_goal_without_its_period_says_the_lines_whole_order(ctx):
    """With the period left out the scorer's number is read as the period: the refusal gives the whole order."""
    with pytest.raises(EntryError) as error:
        parse_entry("goal WHT 16 25:31", ctx)
    assert error.value.field == "scorer" and "then the period and the time: WHT 14 2 05:31" in error.value.message


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


def test_corrections_name_events_by_label_or_by_kind_and_number(ctx):
    goals = (Goal("WHT", "P042", (), 2, 60), Goal("WHT", "P043", (), 1, 60))
    g = replace(ctx.game, goals=goals, status="final", score=Score(2, 0))
    ctx = replace(ctx, game=g)
    assert parse_entry("del G1", ctx).game.goals == goals[:1]  # G1 is the first in rule order
    deleted = parse_entry("delete goal 2", ctx)
    assert deleted.game.goals == goals[1:] and deleted.game.score == Score(1, 0)
    edited = parse_entry("edit g2 a 50 2 01:00", ctx).game
    assert edited.goals[0] == Goal("BLU", "P057", (), 2, 60) and edited.score == Score(1, 1)
    pen = parse_entry("edit P1 h 11 minor 1 02:00", replace(ctx, game=parse_entry("p h 36 major 1 01:00", ctx).game))
    assert [(p.player, p.kind) for p in pen.game.penalties] == [("P042", "minor")]
    late = parse_entry("edit L1 BLU 3 goalie", replace(ctx, game=parse_entry("late BLU 7", ctx).game)).game
    assert late.late_starts == (LateStart("BLU", 3, True),)


@pytest.mark.parametrize(
    "line, field",
    [("del G9", "event"), ("del", "event"), ("del G1 extra", "event"), ("edit G1 WHT 12 1 05:31", "scorer")],
)
def test_a_correction_that_cannot_be_read_names_its_field(ctx, line, field):
    ctx = replace(ctx, game=replace(ctx.game, goals=(Goal("WHT", "P042", (), 1, 60),)))
    with pytest.raises(EntryError) as error:
        parse_entry(line, ctx)
    assert error.value.field == field


def test_a_score_the_goals_disagree_with_is_refused_and_a_scorer_stays_dressed(ctx):
    ctx = replace(ctx, game=replace(ctx.game, goals=(Goal("WHT", "P042", ("P043",), 1, 60),)))
    with pytest.raises(EntryError, match="give 1-0"):
        parse_entry("score 2-0", ctx)
    assert parse_entry("score 1-0", ctx).game.score == Score(1, 0)
    with pytest.raises(EntryError, match="G1"):
        parse_entry("dress WHT 36", ctx)  # #36 assisted on G1
    with pytest.raises(EntryError, match=r"#11 .* is on G1"):  # the dressing list's space key
        toggle_dressed(ctx.game, "WHT", "P042", ctx.season)
