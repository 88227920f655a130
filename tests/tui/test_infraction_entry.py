"""A penalty line's infraction is read by the rulebook's list, and `end` is the moment the game ended."""

from __future__ import annotations

from dataclasses import replace

import pytest

from league.rulebooks.gray import GRAY
from league.season.values import Goal, Penalty
from tests.tui.sheet_fixtures import GAME, sheet_season
from tui.text.scoresheet_entry import EntryContext, EntryError, parse_entry


@pytest.fixture
def ctx(example_season) -> EntryContext:
    season = sheet_season(example_season)
    game = replace(season.game(GAME), dressed=(("WHT", ("P042", "P043")), ("BLU", ("P055",))))
    return EntryContext(game, season, GRAY)


def refusal(line: str, ctx: EntryContext) -> EntryError:
    with pytest.raises(EntryError) as error:
        parse_entry(line, ctx)
    return error.value


def test_a_typo_is_refused_naming_the_field_the_rule_and_the_closest_infraction(ctx):
    error = refusal("pen h 11 major figthing 1 05:00", ctx)
    assert error.field == "infraction"
    assert "'figthing' is not an infraction of the Gray League's list (rule 3)" in error.message
    assert "did you mean fighting?" in error.message and "because REASON" in error.message


def test_a_listed_spelling_is_saved_under_the_infractions_name(ctx):
    game = parse_entry("pen h 11 minor Unsportsmanlike 1 05:00", ctx).game
    assert game.penalties[-1].infraction == "unsportsmanlike conduct"
    edited = parse_entry("edit P1 h 11 major Fight 1 05:00", replace(ctx, game=game)).game
    assert [p.infraction for p in edited.penalties] == ["fighting"]


def test_no_infraction_typed_stays_none(ctx):
    assert parse_entry("pen h 11 misconduct 1 05:00", ctx).game.penalties[-1].infraction == ""


def test_an_unlisted_infraction_is_saved_as_typed_only_with_the_committees_reason(ctx):
    change = parse_entry("pen h 11 minor spitting 1 05:00 because the referee wrote it so", ctx)
    assert change.game.penalties[-1].infraction == "spitting"
    assert (change.decision, change.reason) == ("unlisted infraction", "spitting: the referee wrote it so")
    assert refusal("pen h 11 minor hooking 1 05:00 because no reason", ctx).field == "reason"
    assert refusal("pen h 11 minor spitting 1 05:00 because", ctx).field == "reason"


def test_a_reason_never_unlocks_a_signed_sheet(ctx):
    signed = replace(ctx, game=replace(ctx.game, signed=True, signed_by="Ref"))
    error = refusal("pen h 11 minor spitting 1 05:00 because the referee wrote it so", signed)
    assert error.field == "signed" and "override REASON" in error.message


def test_end_is_the_moment_the_game_ended(ctx):
    lead = tuple(Goal("WHT", "P042", (), 3, 60 * i) for i in range(1, 11))  # the 10th goal ends it at 3 10:00
    ended = replace(ctx, game=replace(ctx.game, goals=lead))
    pen = parse_entry("pen a 13 misconduct end", ended).game.penalties[-1]
    assert (pen.player, pen.kind, pen.period, pen.second) == ("P055", "misconduct", 3, 600)
    pen = parse_entry("pen a 13 game-misconduct abuse of officials end eq", ctx).game.penalties[-1]
    assert (pen.infraction, pen.period, pen.second, pen.equipment) == ("abuse of officials", 3, 900, True)


def test_end_of_an_overtime_game_is_its_deciding_goal(ctx):
    playoff = replace(
        ctx.game,
        stage="playoff",
        series="F",
        no=1,
        goals=(Goal("WHT", "P042", (), 1, 180), Goal("BLU", "P055", (), 2, 300), Goal("WHT", "P043", (), 4, 192)),
        penalties=(Penalty("BLU", "P055", "minor", "hooking", 1, 60),),
    )
    pen = parse_entry("pen a 13 major fighting end", replace(ctx, game=playoff)).game.penalties[-1]
    assert (pen.period, pen.second) == (4, 192)
