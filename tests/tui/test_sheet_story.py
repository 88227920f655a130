"""The scoresheet tells the game's story (docs/guide.md#the-scoresheet): every entry under its label, and in place,
in words, what the rules made of it; the header says where the sheet stands; messages speak the rink's words."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.rulebooks import COLE, COORS, GRAY, THREE_ON_THREE
from league.season.errors import Problem
from league.season.values import Forfeit, Game, Goal, LateStart, Penalty, Score, Season, SeasonDates, Team
from league.sheet.event_order import event_labels
from league.sheet.replay import replay_sheet
from tests.league.two_teams import BENCH_TEAMS, roster
from tui.text.scoresheet_entry import EntryContext, parse_entry, toggle_dressed
from tui.text.scoresheet_story import event_lines, game_line, saved_line
from tui.text.scoresheet_words import entry_words, rink_problem

PLAYERS = tuple(roster("RED") + roster("BLU"))
DRESSED = tuple((t, tuple(p.id for p in PLAYERS if p.team == t)) for t in ("RED", "BLU"))
SEASON = Season(
    "L",
    "S",
    "gray",
    SeasonDates(date(2002, 12, 31), date(2002, 12, 31)),
    (Team("RED", "Red", "RED0"), Team("BLU", "Blue", "BLU0"), *BENCH_TEAMS),
    PLAYERS,
)


def game(**fields) -> Game:
    base = dict(id="G1", stage="regular", date=date(2002, 10, 6), time="19:00", home="RED", away="BLU", dressed=DRESSED)
    return Game(**{**base, **fields})


def story(g: Game) -> list[str]:
    return event_lines(g, replay_sheet(g, GRAY), SEASON, GRAY)


def header(g: Game, unlocked: bool = False) -> str:
    return game_line(g, SEASON, GRAY, replay_sheet(g, GRAY), unlocked)


def red_goals(n: int, period: int = 1) -> tuple[Goal, ...]:
    return tuple(Goal("RED", "RED0", (), period, 60 * (i + 1)) for i in range(n))


def blue_minors(n: int, period: int = 2) -> tuple[Penalty, ...]:
    """n minors to Blue's six skaters in turn (none reaches his 3rd), one a minute."""
    return tuple(Penalty("BLU", f"BLU{i % 6}", "minor", "hooking", period, 60 * (i + 1)) for i in range(n))


def test_labels_number_goals_and_penalties_in_rule_order_and_late_starts_as_stored():
    late_goal, early_goal = Goal("RED", "RED0", (), 2, 60), Goal("BLU", "BLU0", (), 1, 60)
    g = game(
        goals=(late_goal, early_goal),
        penalties=(Penalty("BLU", "BLU1", "minor", "", 1, 60),),
        late_starts=(LateStart("RED", 3), LateStart("BLU", 2, True)),
    )
    assert event_labels(g) == {
        ("goals", 1): "G1",
        ("goals", 0): "G2",
        ("penalties", 0): "P1",
        ("late_starts", 0): "L1",
        ("late_starts", 1): "L2",
    }
    lines = story(g)
    assert lines[0] == "L1  Red 3 min late"
    assert lines[1] == "    auto: minor delay of game to Red bench (late start, rule 6)"
    assert lines[2:4] == ["L2  Blue's goalie 2 min late", "    Blue loses its timeout (late goalie, rule 6)"]
    assert lines[4] == "G1  1st 01:00  GOAL Blue #1 BLU skater 0 (unassisted)  0-1"
    assert lines[5] == "P1  1st 01:00  PEN  Blue #2 BLU skater 1 minor 2 min"
    assert lines[6] == "G2  2nd 01:00  GOAL Red #1 RED skater 0 (unassisted)  1-1"


def test_a_tenth_team_penalty_forfeit_is_told_where_it_happened_and_in_the_header():
    g = game(penalties=blue_minors(10))
    lines = story(g)
    tenth = lines.index("P10  2nd 10:00  PEN  Blue #4 BLU skater 3 minor hooking 2 min")
    assert lines[tenth + 1 :] == [
        "    WARNING Blue (team): 10th counted penalty at period 2 10:00",
        "    FORFEIT by Blue: its 10th counted penalty (rule 4). Game over.",
    ]
    assert "G1 · FORFEITED: Blue forfeits (its 10th counted penalty, rule 4): type final · regular" in header(g)
    final = replace(g, status="final")
    assert story(final)[-1] == "FINAL: Red 1, Blue 0, by forfeit of Blue"
    assert header(final).startswith("G1 · FORFEITED: Blue forfeits (its 10th counted penalty, rule 4) · regular")


def test_a_ten_goal_lead_starts_running_time_and_ends_the_game_where_it_stands():
    third_period_goal = game(goals=(*red_goals(9), Goal("RED", "RED1", (), 3, 300)))
    lines = story(third_period_goal)
    assert lines[-3:] == [
        "G10  3rd 05:00  GOAL Red #2 RED skater 1 (unassisted)  10-0",
        "    CLOCK: running time from here (10-goal lead, rule 14): a minor is 3 min",
        "    GAME OVER: 10-goal lead (rule 17).",
    ]
    # A lead standing when the second period ends ends the game there, after that period's last entry.
    lead_at_second = game(goals=red_goals(10), penalties=(Penalty("BLU", "BLU0", "minor", "", 2, 60),))
    lines = story(lead_at_second)
    assert lines.index("    CLOCK: running time from here (10-goal lead, rule 14): a minor is 3 min") == 10
    assert lines[-2:] == [
        "P1  2nd 01:00  PEN  Blue #1 BLU skater 0 minor 3 min",
        "10-GOAL LEAD: the game ends at the end of the 2nd period if it stands (rule 17).",
    ]
    assert "G1 · live, 10-0, 10-goal lead: over at the end of the 2nd period (rule 17) · regular" in header(
        lead_at_second
    )
    final = replace(lead_at_second, status="final")
    assert story(final)[-2] == "GAME OVER at the end of the 2nd period: 10-goal lead (rule 17)."
    assert header(third_period_goal).startswith("G1 · GAME OVER at 3rd 05:00 (10-goal lead): type final · ")


def test_overtime_is_announced_before_its_first_entry_and_its_goal_ends_the_game():
    playoff = game(
        stage="playoff", series="SF1", no=1, goals=(Goal("RED", "RED0", (), 3, 60), Goal("BLU", "BLU0", (), 4, 90))
    )
    lines = story(playoff)
    assert lines[-3:] == [
        "OVERTIME 1: sudden death, 15 minutes (rule 23)",
        "G2  OT1 01:30  GOAL Blue #1 BLU skater 0 (unassisted)  1-1",
        "    GAME OVER: sudden-death overtime goal (rule 23).",
    ]
    bare = game(stage="playoff", series="SF1", no=1, status="final", score=Score(2, 1), overtime=True)
    assert story(bare)[-2:] == [
        "OVERTIME: the game was decided in overtime (rule 23)",
        "FINAL: Red 2, Blue 1 (overtime)",
    ]


def test_automatic_penalties_name_the_player_the_cause_and_the_rule():
    fourth_and_fifth = tuple(Penalty("BLU", "BLU0", "minor", "", 1, 60 * i) for i in range(1, 6))
    fight = (Penalty("RED", "RED2", "major", "fighting", 2, 60),)
    lines = story(game(penalties=(*fourth_and_fifth, *fight)))
    out = "out of his team's next game (his 1st game misconduct of the season)"  # the ledger's suspension
    assert "    auto: 10-min misconduct to #1 BLU skater 0 (4th penalty, rule 4)" in lines
    assert f"    auto: game misconduct to #1 BLU skater 0 (5th penalty, rule 4): {out}" in lines
    assert f"    auto: game misconduct to #3 RED skater 2 (fighting, rule 5): {out}" in lines
    assert "    WARNING #1 BLU skater 0: 3rd penalty at period 1 03:00" in lines


def test_a_late_start_forfeit_and_a_committee_ruling_are_on_the_list():
    late = game(late_starts=(LateStart("BLU", 20),))
    assert story(late) == [
        "L1  Blue 20 min late",
        "    FORFEIT: Blue forfeits (more than 15 minutes late: before the start, rule 6)",
    ]
    ruling = game(status="final", forfeit=Forfeit("RED", "no ice time paid"))
    assert story(ruling) == [
        "FORFEIT: Red forfeits (the committee's ruling: no ice time paid)",
        "FINAL: Red 0, Blue 1, by forfeit of Red",
    ]


def test_the_header_says_scheduled_live_final_signed_or_unlocked():
    bare = game(dressed=())
    assert header(bare).startswith("G1 · scheduled · regular · Sun 2002-10-06 19:00 · Red (RED, home) v Blue (BLU)")
    assert header(game(goals=red_goals(2))).startswith("G1 · live, 2-0 · ")
    final = game(goals=red_goals(2), status="final")
    assert header(final).startswith("G1 · FINAL Red 2, Blue 0 · ")
    signed = replace(final, signed=True, signed_by="Kim")
    assert header(signed).startswith("G1 · FINAL Red 2, Blue 0 · SIGNED by Kim (locked) · ")
    assert header(final, unlocked=True).startswith("G1 · FINAL Red 2, Blue 0 · unlocked by the committee's override · ")


def test_confirmations_say_what_was_saved_in_words():
    ctx = EntryContext(game(goals=(Goal("BLU", "BLU0", (), 1, 60),)), SEASON, GRAY)
    change = parse_entry("goal h 2 3 1 03:00", ctx)
    assert change.done == "goal G2 Red #2 RED skater 1 (#3 RED skater 2), period 1 03:00, 1-1"
    assert parse_entry("pen a 1 minor hooking 2 04:00", ctx).done == (
        "penalty P1 Blue #1 BLU skater 0 minor hooking, period 2 04:00"
    )
    assert parse_entry("late a 5", ctx).done == "Blue 5 min late"
    assert toggle_dressed(ctx.game, "RED", "RED0", SEASON).done == "no longer dressed for Red: #1 RED skater 0"
    assert parse_entry("dress h 1", replace(ctx, game=game(dressed=()))).done == "Red dressed #1 RED skater 0"
    lead = replay_sheet(game(goals=red_goals(10)), GRAY)
    assert saved_line("goal G10", None, lead, game(goals=red_goals(10)), SEASON, GRAY) == (
        "Saved: goal G10. Running time from now (10-goal lead, rule 14). 10-GOAL LEAD: the game ends at the end of "
        "the 2nd period if it stands (rule 17)."
    )
    ended = replace(ctx.game, penalties=blue_minors(10))
    old, new = replay_sheet(replace(ended, penalties=blue_minors(9)), GRAY), replay_sheet(ended, GRAY)
    assert saved_line("penalty P10", old, new, ended, SEASON, GRAY) == (
        "Saved: penalty P10. FORFEIT by Blue: its 10th counted penalty (rule 4). Game over. Nothing more can be "
        "recorded."
    )


def test_a_sheet_refusal_names_the_player_by_number_and_name_and_no_path():
    refused = Problem("games[3].goals[0].scorer", "rule 2", "BLU4 is not dressed for Blue in game G1")
    assert rink_problem(refused, game(), SEASON) == Problem("", "rule 2", "#5 BLU skater 4 is not dressed for Blue")


def test_an_entry_is_named_by_its_label_and_its_words():
    g = game(goals=red_goals(2), late_starts=(LateStart("BLU", 4, True),), penalties=blue_minors(1))
    assert entry_words(g, "goals", 1, SEASON, GRAY) == "goal G2 Red #1 RED skater 0 (unassisted), period 1 02:00, 2-0"
    assert (
        entry_words(g, "penalties", 0, SEASON, GRAY) == "penalty P1 Blue #1 BLU skater 0 minor hooking, period 2 01:00"
    )
    assert entry_words(g, "late_starts", 0, SEASON, GRAY) == "late start L1 Blue's goalie 4 min late"
    late = Problem("games[0].late_start", "rule 6", "BLU started more than 15 minutes late and forfeits")
    assert rink_problem(late, game(), SEASON).message == "Blue started more than 15 minutes late and forfeits"


def test_a_tournaments_forfeit_on_the_ice_and_a_coles_added_game_misconduct_are_told_with_their_rules():
    misconducts = tuple(
        Penalty("BLU", f"BLU{i}", "misconduct", "abuse of officials", 1, 60 * (i + 1)) for i in range(3)
    )
    coors = game(penalties=misconducts, kind="pool")
    assert event_lines(coors, replay_sheet(coors, COORS), SEASON, COORS)[-1] == (
        "    FORFEIT by Blue: its 3rd player with a misconduct, game misconduct or match penalty (rule 4.7). Game over."
    )
    final = replace(coors, status="final")
    assert game_line(final, SEASON, COORS, replay_sheet(final, COORS), False).startswith(
        "G1 · FORFEITED: Blue forfeits (its 3rd player with a misconduct, game misconduct or match penalty, rule 4.7)"
    )
    fight = Penalty("RED", "RED1", "minor", "fighting", 1, 60)
    three = game(penalties=(fight,), kind="pool")
    assert "a disqualifying ejection: the team is disqualified (PEN 5)" in story_of(three, THREE_ON_THREE)[-1]
    cole = game(penalties=(Penalty("RED", "RED1", "major", "boarding", 1, 60),), kind="pool")
    assert story_of(cole, COLE)[-1] == "    auto: game misconduct boarding to #2 RED skater 1 (major, PT 1)"


def story_of(g: Game, rulebook: object) -> list[str]:
    return event_lines(g, replay_sheet(g, rulebook), SEASON, rulebook)  # type: ignore[arg-type]
