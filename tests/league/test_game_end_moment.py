"""The moment a game ends: penalties at it (a fight at the sudden-death goal, a misconduct at the final whistle
or after it, recorded at that moment) are recorded and keep their rules; no goal comes after the end."""

from __future__ import annotations

from datetime import date

from league.discipline.suspensions import season_suspensions
from league.rulebooks import GRAY, THREE_ON_THREE
from league.season.values import Game, Goal, Penalty, Score, Season, SeasonDates, Team
from league.sheet.replay import replay_sheet
from tests.league.two_teams import roster

OT_GOAL = Goal("RED", "RED1", (), 4, 192)  # OT1 03:12: the sudden-death goal


def playoff(*events: Goal | Penalty) -> Game:
    """A Gray semi-final tied 1-1 after regulation, with these overtime events."""
    goals = (Goal("RED", "RED2", (), 1, 60), Goal("BLU", "BLU2", (), 2, 60))
    goals += tuple(e for e in events if isinstance(e, Goal))
    penalties = tuple(e for e in events if isinstance(e, Penalty))
    return Game(
        "SF1-1",
        "playoff",
        date(2003, 2, 2),
        "19:00",
        "RED",
        "BLU",
        status="final",
        series="SF1",
        no=1,
        goals=goals,
        penalties=penalties,
    )


def test_a_fight_at_the_moment_of_the_sudden_death_goal_is_recorded_with_its_game_misconduct():
    fight = Penalty("BLU", "BLU3", "major", "fighting", 4, 192)
    replay = replay_sheet(playoff(OT_GOAL, fight), GRAY)
    assert replay.problems == ()
    assert (replay.ended_at.period, replay.ended_at.second, replay.end_cause) == (4, 192, "overtime goal")
    assert [(m.player, m.cause) for m in replay.game_misconducts] == [("BLU3", "fighting")]
    assert replay.penalty_minutes("BLU", "BLU3") == 5 + 10


def test_a_goal_at_or_after_the_end_is_still_refused_and_so_is_a_penalty_timed_after_it():
    late_goal = Goal("BLU", "BLU1", (), 4, 192)
    replay = replay_sheet(playoff(OT_GOAL, late_goal), GRAY)
    assert [(p.where, p.rule) for p in replay.problems if p.where != "score"] == [("goals[3]", "rule 23")]
    assert "nothing can be recorded after it" in replay.problems[0].message
    after = replay_sheet(playoff(OT_GOAL, Penalty("BLU", "BLU3", "misconduct", "", 4, 200)), GRAY)
    assert [(p.where, p.rule) for p in after.problems] == [("penalties[0]", "rule 23")]
    assert "after the final whistle is recorded at its moment" in after.problems[0].message


def test_a_penalty_at_the_end_never_changes_the_result():
    """A team's 10th counted penalty at the sudden-death goal's moment: the goal decided the game, no forfeit."""
    tenth = tuple(
        Penalty("BLU", f"BLU{i}", "minor", "hooking", 3 if i < 9 else 4, 60 * i if i < 9 else 192) for i in range(10)
    )
    replay = replay_sheet(playoff(OT_GOAL, *tenth), GRAY)
    assert replay.problems == () and replay.forfeit is None and replay.end_cause == "overtime goal"


def test_after_a_forfeiting_penalty_another_at_the_same_moment_is_recorded_and_the_first_forfeit_stands():
    three = Game(
        "T1",
        "regular",
        date(2026, 5, 1),
        "19:00",
        "RED",
        "BLU",
        status="final",
        kind="pool",
        penalties=(
            Penalty("BLU", "B1", "major", "fighting", 2, 60),  # disqualifies BLU: the game ends as its forfeit
            Penalty("RED", "R1", "major", "fighting", 2, 60),  # the other fighter, the same moment
        ),
    )
    replay = replay_sheet(three, THREE_ON_THREE)
    assert replay.problems == () and replay.forfeit == ("BLU", "disqualification")
    assert {e.player for e in replay.ejections} == {"B1", "R1"}


def test_the_suspension_of_a_fight_at_the_sudden_death_goal_is_served_in_the_next_game():
    players = tuple(p for team in ("RED", "BLU") for p in roster(team))
    dressed = tuple((t, tuple(p.id for p in players if p.team == t)) for t in ("RED", "BLU"))
    first = Game(
        "R01",
        "regular",
        date(2002, 10, 6),
        "19:00",
        "RED",
        "BLU",
        status="final",
        score=Score(2, 1),
        dressed=dressed,
        goals=(),
        penalties=(),
    )
    ended = Game(
        "R02",
        "regular",
        date(2002, 10, 13),
        "19:00",
        "RED",
        "BLU",
        status="final",
        dressed=dressed,
        goals=tuple(Goal("RED", "RED1", (), 3, 60 * i) for i in range(1, 11)),  # a 10-goal lead ends it
        penalties=(Penalty("BLU", "BLU3", "major", "fighting", 3, 600),),
    )  # at the 10th goal's moment
    after = Game(
        "R03",
        "regular",
        date(2002, 10, 20),
        "19:00",
        "RED",
        "BLU",
        status="final",
        score=Score(1, 0),
        dressed=tuple((t, tuple(p for p in ps if p != "BLU3")) for t, ps in dressed),
    )
    teams = tuple(Team(t, t.title()) for t in ("RED", "BLU", "GRN", "BLK", "WHT", "GLD"))
    dates = SeasonDates(date(2002, 12, 31), date(2002, 12, 31))
    season = Season("L", "S", "gray", dates, teams, players, games=(first, ended, after))
    assert replay_sheet(ended, GRAY).problems == ()
    (suspension,) = season_suspensions(season, GRAY)
    assert (suspension.player, suspension.source, suspension.served_in) == ("BLU3", "R02", ("R03",))
