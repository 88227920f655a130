"""A tournament sheet's own rules (3-on-3 GF 1, 3-on-3 PEN 4; Cole PR 1, Cole RR 1-2;
docs/readings/shared.md#game-formats; docs/readings/shared.md#results-and-sheets): lineups, penalty shots, game goalies'
penalties, penalty minutes and the clock's switches."""

from __future__ import annotations

from datetime import date

from league.checks.season import check_season
from league.results.outcome import game_outcome
from league.results.rule_disqualifications import disqualified_goalies, goalie_bar_problem
from league.rulebooks import COLE, COORS, PRIME, THREE_ON_THREE
from league.season.values import Forfeit, Game, Goal, Penalty, Player, Pool, Score, Season, SeasonDates, Team
from league.sheet.replay import replay_sheet
from league.standings.pools import pool_tables
from league.stats.totals import season_stats


def sheet(*events: Goal | Penalty, gid: str = "T1", day: int = 1, **fields: object) -> Game:
    """A final pool game RED (home) v BLU on May `day` with these goals and penalties."""
    goals = tuple(e for e in events if isinstance(e, Goal))
    penalties = tuple(e for e in events if isinstance(e, Penalty))
    base: dict[str, object] = dict(status="final", kind="pool", goals=goals, penalties=penalties)
    return Game(gid, "regular", date(2026, 5, day), "19:00", "RED", "BLU", **{**base, **fields})  # type: ignore[arg-type]


def pen(team: str, player: str | None, kind: str, period: int, second: int) -> Penalty:
    return Penalty(team, player, kind, "hooking", period, second, bench=player is None)


def lineup(red: int, blu: int, goalies: int = 1) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """RED dresses `red` players and BLU `blu`, the first `goalies` of each their goalies (R0, B0)."""
    return (("RED", tuple(f"R{i}" for i in range(red))), ("BLU", tuple(f"B{i}" for i in range(blu))))


GOALIES = frozenset({"R0", "B0"})


def test_cole_short_lineup_forfeits_before_the_start_unless_the_official_waived_it():
    short = sheet(dressed=lineup(7, 6))
    replay = replay_sheet(short, COLE, GOALIES)
    assert replay.forfeit == ("BLU", "short lineup") and replay.pre_game_forfeit and replay.problems == ()
    outcome = game_outcome(short, COLE)
    assert outcome is not None and (outcome.home_goals, outcome.away_goals, outcome.decided_by) == (5, 0, "forfeit")
    waived = sheet(Goal("BLU", "B1", period=1, second=60), dressed=lineup(7, 6), lineup_waiver="two players hurt")
    assert replay_sheet(waived, COLE, GOALIES).forfeit is None
    # Seven dressed but no goalie: short where the caller knows the goalies.
    no_goalie = sheet(dressed=(("RED", tuple(f"R{i}" for i in range(1, 8))), ("BLU", tuple(f"B{i}" for i in range(7)))))
    assert replay_sheet(no_goalie, COLE, GOALIES).forfeit == ("RED", "short lineup")
    # Nothing is recorded after the forfeit.
    played = sheet(Goal("RED", "R1", period=1, second=60), dressed=lineup(7, 6))
    assert [(p.where, p.rule) for p in replay_sheet(played, COLE, GOALIES).problems] == [("dressed", "PR 1")]


def test_three_on_three_team_with_fewer_than_three_dressed_is_refused_unless_a_forfeit_ruling_covers_it():
    short = sheet(dressed=lineup(3, 2, goalies=0))
    assert [(p.where, p.rule) for p in replay_sheet(short, THREE_ON_THREE).problems] == [("dressed.BLU", "GF 1")]
    ruled = sheet(dressed=lineup(3, 2, goalies=0), forfeit=Forfeit("BLU", "two players"))
    assert replay_sheet(ruled, THREE_ON_THREE).problems == ()


def test_three_on_three_second_penalty_of_a_period_awards_a_penalty_shot_that_one_goal_may_use():
    g = sheet(
        pen("BLU", "B1", "minor", 1, 60),  # BLU's first in period 1: the puck to RED
        pen("BLU", "B2", "minor", 1, 120),  # its second: a penalty shot to RED
        Goal("RED", "R1", period=1, second=120, penalty_shot=True),  # at the award's moment: allowed
        Goal("RED", "R2", period=1, second=200, penalty_shot=True),  # the one award is used
        pen("BLU", "B3", "minor", 2, 30),  # a new period: the puck again
        Goal("RED", "R1", period=2, second=60, penalty_shot=True),
    )
    replay = replay_sheet(g, THREE_ON_THREE)
    assert [(a.source, a.team, a.award, a.used_by) for a in replay.penalty_awards] == [
        (0, "RED", "puck", None),
        (1, "RED", "penalty shot", 0),
        (2, "RED", "puck", None),
    ]
    assert [(p.where, p.rule) for p in replay.problems] == [("goals[1]", "PEN 4"), ("goals[2]", "PEN 4")]
    early = sheet(
        pen("BLU", "B1", "minor", 1, 60), pen("BLU", "B2", "minor", 1, 120), Goal("RED", "R1", penalty_shot=True)
    )
    assert [(p.where, p.rule) for p in replay_sheet(early, THREE_ON_THREE).problems] == [("goals[0]", "PEN 4")]


def test_a_game_goalies_penalties_count_for_the_team_he_defended_and_his_third_bars_him_from_later_games():
    def goalie_game(gid: str, day: int, *penalties: Penalty) -> Game:
        return sheet(*penalties, gid=gid, day=day, goalie="G9")

    first = goalie_game("T1", 1, pen("RED", "G9", "minor", 1, 60), pen("RED", "R1", "minor", 1, 90))
    replay = replay_sheet(first, THREE_ON_THREE)
    assert replay.penalty_minutes("RED", whole_team=True) == 4
    assert [a.award for a in replay.penalty_awards] == ["puck", "penalty shot"]  # his penalty was RED's first
    second = goalie_game("T2", 2, pen("BLU", "G9", "double-minor", 2, 60))  # a double minor counts two
    third = goalie_game("T3", 3)
    assert disqualified_goalies([third, second, first], THREE_ON_THREE) == (("G9", "T2"),)
    assert disqualified_goalies([first, second], COORS) == ()
    order = {"T1": 0, "T2": 1, "T3": 2}
    barred = (("G9", "T2"),)
    assert goalie_bar_problem(third, barred, order, THREE_ON_THREE) == (
        "PEN 4",
        "G9 took his third penalty of the tournament in game T2: barred from later games",
    )
    assert goalie_bar_problem(second, barred, order, THREE_ON_THREE) is None


def test_penalty_minutes_by_each_rulebook_feed_the_records_after_an_ejection_too():
    penalties = (
        pen("RED", "R1", "misconduct", 1, 60),
        pen("RED", "R1", "minor", 1, 120),  # after his ejection: counted
        pen("RED", None, "minor", 1, 180),
        pen("BLU", "B1", "gross-misconduct", 1, 200),
    )
    assert (replay_sheet(sheet(*penalties), COORS).penalty_minutes("RED", whole_team=True)) == 10 + 2 + 2
    assert replay_sheet(sheet(*penalties), PRIME).penalty_minutes("BLU", "B1") == 10
    outcome = game_outcome(sheet(*penalties, score=Score(0, 0)), COORS)
    assert outcome is not None and outcome.facts is not None
    assert (outcome.facts.home_pim, outcome.facts.away_pim) == (14, 10)
    # Cole: running time in the first period (minor 3, misconduct 12); stop time from 18:00 of the second.
    cole = sheet(
        pen("RED", "R1", "minor", 1, 60), pen("RED", "R2", "misconduct", 1, 90), pen("RED", "R3", "minor", 2, 1100)
    )
    assert [m for _, _, _, m in replay_sheet(cole, COLE).minutes] == [3, 12, 2]


def test_each_formats_clock_switches_are_replay_data_for_the_sheet():
    def switches(g: Game, rulebook: object) -> list[tuple[str, bool]]:
        return [(str(c.at), c.running) for c in replay_sheet(g, rulebook).clock_changes]  # type: ignore[arg-type]

    three_up = [Goal("RED", "R1", period=1, second=60 * n) for n in (1, 2, 3)]
    # Coors: from 7:00 of the third while a team leads by 3 or more; BLU's goal at 9:00 stops it again.
    coors = sheet(*three_up, Goal("BLU", "B1", period=3, second=540))
    assert switches(coors, COORS) == [("period 3 07:00", True), ("period 3 09:00", False)]
    # Prime: the third runs from a 5-goal lead until the lead is 2 or less.
    prime_goals = [Goal("RED", "R1", period=3, second=10 * n) for n in range(1, 6)]
    prime_goals += [Goal("BLU", "B1", period=3, second=100 + 10 * n) for n in range(1, 4)]
    assert switches(sheet(*prime_goals), PRIME) == [("period 3 00:50", True), ("period 3 02:10", False)]
    # Cole: stop time from 18:00 of the second while the difference is 5 or less.
    assert switches(sheet(*three_up), COLE) == [("period 2 18:00", False)]


def test_the_season_check_takes_a_game_goalies_penalty_for_the_team_he_defended_and_refuses_him_once_barred():
    skaters = [
        Player(f"{t[0]}{i}", f"{t} {i}", date(1990, 1, 1), "F", "B", 50, team=t)
        for t in ("RED", "BLU")
        for i in (1, 2, 3)
    ]
    goalie = Player("G9", "Goalie", date(1990, 1, 1), "G", "B", 50)  # on no team (3-on-3 GF 1)
    dressed = (("RED", ("R1", "R2", "R3")), ("BLU", ("B1", "B2", "B3")))

    def game(gid: str, day: int, *penalties: Penalty) -> Game:
        return sheet(*penalties, gid=gid, day=day, goalie="G9", dressed=dressed, score=Score(0, 0))

    games = (
        game("T1", 1, pen("RED", "G9", "minor", 1, 60), pen("BLU", "G9", "double-minor", 2, 60)),
        game("T2", 2),
    )
    dates = SeasonDates(date(2026, 1, 1), date(2026, 1, 1))
    teams = (Team("RED", "Red"), Team("BLU", "Blue"))
    season = Season("L", "T", THREE_ON_THREE.name, dates, teams=teams, players=(*skaters, goalie), games=games)
    found = [str(p) for p in check_season(season, THREE_ON_THREE) if "G9" in str(p) or "penalties" in str(p)]
    assert found == [
        "games[1].goalie: G9 took his third penalty of the tournament in game T1: barred from later games (PEN 4)"
    ]


def test_the_records_pim_counts_coles_added_game_misconduct_and_a_game_goalies_minutes_for_his_team():
    teams = (Team("RED", "Red"), Team("BLU", "Blue"))
    dates = SeasonDates(date(2026, 1, 1), date(2026, 1, 1))
    major = sheet(pen("RED", "R1", "major", 1, 60), score=Score(0, 0))  # running time: 7, and 10 added
    stats = season_stats(Season("L", "T", COLE.name, dates, teams=teams, games=(major,)), COLE)
    assert [(p.player, p.pim) for p in stats.players] == [("R1", 17)]
    assert {t.team: t.pim for t in stats.teams} == {"RED": 17, "BLU": 0}
    goalie = sheet(pen("BLU", "G9", "minor", 1, 60), score=Score(0, 0), goalie="G9")
    stats = season_stats(Season("L", "T", THREE_ON_THREE.name, dates, teams=teams, games=(goalie,)), THREE_ON_THREE)
    assert {t.team: t.pim for t in stats.teams} == {"RED": 0, "BLU": 2}


def test_three_on_three_pool_tables_count_penalty_minutes_though_no_criterion_reads_them():
    """3-on-3's text gives no minutes: the usual ones count (a minor 2, a double minor 4, a misconduct 10),
    the bench's and the game goalie's penalties for the team they were given to (he defended BLU)."""
    red = (pen("RED", "R1", "minor", 1, 60), pen("RED", "R2", "double-minor", 2, 60), pen("RED", None, "minor", 3, 60))
    blu = (pen("BLU", "B1", "misconduct", 1, 90), pen("BLU", "G9", "minor", 2, 90))
    played = sheet(*red, *blu, score=Score(2, 1), goalie="G9")
    teams = (Team("RED", "Red"), Team("BLU", "Blue"))
    dates = SeasonDates(date(2026, 1, 1), date(2026, 1, 1))
    cup = Season(
        "L",
        "T",
        THREE_ON_THREE.name,
        dates,
        teams=teams,
        games=(played,),
        pools=(Pool("A", "A", "OPEN", ("RED", "BLU")),),
    )
    rows = pool_tables(cup, THREE_ON_THREE)[0].standings.rows
    assert {r.team: r.record.pim for r in rows} == {"RED": 2 + 4 + 2, "BLU": 10 + 2}
    outcome = game_outcome(played, THREE_ON_THREE)
    assert outcome is not None and outcome.facts is not None
    assert (outcome.facts.home_pim, outcome.facts.away_pim) == (8, 12)
