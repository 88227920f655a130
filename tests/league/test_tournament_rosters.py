"""A tournament's rosters and eligibility as its rulebook's data (Coors 1.1, 3-on-3 GF 1, Cole RE 2
"Age cutoffs"): each refusal and alert names the field and the rulebook's own citation."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.checks.alerts import roster_alerts
from league.checks.season import check_season
from league.rosters.transfers import transfer_problem
from league.rulebooks import COLE, COORS, GRAY, THREE_ON_THREE
from league.season.values import Division, Player, Pool, SamePerson, Season, SeasonDates, Team, Transfer

CUTOFF = date(2009, 9, 5)
DEADLINE = date(2009, 10, 8)


def person(pid: str, team: str | None, position: str = "F", born: date = date(1980, 1, 1), **more: object) -> Player:
    return Player(pid, f"Player {pid}", born, position, "B", 50, number=None, team=team, **more)  # type: ignore[arg-type]


def squad(team: str, skaters: int, goalies: int = 1) -> tuple[Player, ...]:
    made = [person(f"{team}{n}", team) for n in range(1, skaters + 1)]
    return (*made, *(person(f"{team}G{n}", team, "G") for n in range(1, goalies + 1)))


def cup(rulebook: str, players: tuple[Player, ...], **fields: object) -> Season:
    """Teams RED, BLU in division A and TEA in division B (one pool each)."""
    pools = (Pool("A", "Pool A", "A", ("RED", "BLU")), Pool("B", "Pool B", "B", ("TEA",)))
    return Season(
        league="Cup",
        name="2009",
        rulebook=rulebook,
        dates=SeasonDates(CUTOFF, DEADLINE),
        teams=(Team("RED", "Red"), Team("BLU", "Blue"), Team("TEA", "Teal")),
        players=players,
        divisions=(Division("A", "A division"), Division("B", "B division")),
        pools=pools,
        **fields,  # type: ignore[arg-type]
    )


def problems(season: Season, rulebook) -> list[str]:
    return [f"{p.path}: {p.message} ({p.rule})" for p in check_season(season, rulebook)]


def test_coors_refuses_a_sixteenth_skater_and_a_third_goalie_and_alerts_short_teams():
    full = (*squad("RED", 16, 3), *squad("BLU", 9, 0), *squad("TEA", 10, 1))
    found = problems(cup("coors-cup", full), COORS)
    assert any("Red would have 16 skaters when the season starts (at most 15) (rule 1.1)" in p for p in found), found
    assert any("Red would have 3 goalies when the season starts (at most 2) (rule 1.1)" in p for p in found), found
    alerts = roster_alerts(cup("coors-cup", full), COORS, DEADLINE)
    assert "Blue has 9 skaters (rule 1.1: at least 10)" in alerts
    assert "Blue has 0 goalies (rule 1.1: at least 1)" in alerts
    assert not any(a.startswith(("Teal", "Red has")) for a in alerts)  # 10 skaters and a goalie: nothing
    # The same rosters under Gray: its own maxima (13 skaters) and rule numbers, no tournament rule.
    gray = replace(cup("gray", full), pools=(), divisions=())
    assert "players[18].team: Red would have 16 skaters when the season starts (at most 13) (rule 2)" in problems(
        gray, GRAY
    )
    assert "Blue has 9 skaters (rule 1.1: at least 10)" not in roster_alerts(gray, GRAY, DEADLINE)


def test_coors_players_are_18_on_the_cutoff_the_birthday_counting():
    on_the_day = person("RED11", "RED", born=date(1991, 9, 5))
    a_day_late = person("RED12", "RED", born=date(1991, 9, 6))
    found = problems(cup("coors-cup", (*squad("RED", 10), on_the_day, a_day_late)), COORS)
    assert [p for p in found if "RED1" in p.split(":")[1]] == [
        "players[12]: RED12 Player RED12 is 17 on 2009-09-05; players must be at least 18 on the age cutoff, "
        "and no committee override is recorded (rule 2.5)"
    ]


def test_one_person_in_two_divisions_but_never_on_two_teams_of_one():
    second = person("TWO", "TEA", same_person_as=SamePerson("RED1", "plays in both divisions"))
    players = (*squad("RED", 10), *squad("BLU", 10), *squad("TEA", 10), second)
    assert problems(cup("coors-cup", players), COORS) == []
    same_division = replace(second, team="BLU")
    found = problems(cup("coors-cup", (*players[:-1], same_division)), COORS)
    assert found == [
        "players[33].same_person_as: TWO and RED1 are one person: he may not play for two teams of one "
        "division (BLU and RED are of division A) (rule 1.6)"
    ]
    # A transfer into the first registration's division is refused by the season checks and the transfer path.
    moved = Transfer("TWO", "BLU", date(2009, 10, 1), "needs a team")
    season = cup("coors-cup", players, transfers=(moved,))
    assert [p for p in problems(season, COORS) if "one person" in p] == [
        "transfers[0]: TWO and RED1 are one person: he may not play for two teams of one division "
        "(BLU and RED are of division A) (rule 1.6)"
    ]
    refusal = transfer_problem(cup("coors-cup", players), COORS, (moved,))
    assert refusal is not None and (refusal.path, refusal.rule) == ("transfers.player", "rule 1.6")


def test_a_roster_change_after_the_deadline_needs_a_reason_in_coors_and_cole():
    players = (*squad("RED", 10), *squad("BLU", 10), *squad("TEA", 10))
    late = Transfer("RED1", "BLU", date(2009, 10, 9))
    for name, rulebook, rule in (("coors-cup", COORS, "rule 2.3"), ("cole-harbour-classic", COLE, "RE 1")):
        found = problems(cup(name, players, transfers=(late,)), rulebook)
        assert found == [
            "transfers[0].reason: a roster change after the roster deadline (2009-10-08) needs the committee's "
            f"reason ({rule})"
        ]
        assert problems(cup(name, players, transfers=(replace(late, reason="injury replacement"),)), rulebook) == []
        on_time = replace(late, date=DEADLINE)
        assert problems(cup(name, players, transfers=(on_time,)), rulebook) == []
        refusal = transfer_problem(cup(name, players), rulebook, (late,))
        assert refusal is not None and (refusal.path, refusal.rule) == ("transfers.reason", rule)


def test_cole_players_are_19_and_elite_players_only_play_in_division_a():
    elite_a = person("RED11", "RED", elite=True)
    elite_b = person("TEA11", "TEA", elite=True)
    young = person("BLU11", "BLU", born=date(1990, 9, 6))  # 19 on 2009-09-06, not on the 5th
    season = cup(
        "cole-harbour-classic", (*squad("RED", 6), elite_a, *squad("BLU", 6), young, *squad("TEA", 6), elite_b)
    )
    found = problems(season, COLE)
    assert found == [
        "players[15]: BLU11 Player BLU11 is 18 on 2009-09-05; players must be at least 19 on the age cutoff, "
        "and no committee override is recorded (RE 2)",
        "players[23].elite: TEA11 is an elite player: he plays only for a team of division A (TEA is of "
        "division B) (RE 5)",
    ]
    to_b = transfer_problem(season, COLE, (Transfer("RED11", "TEA", date(2009, 10, 1), "swap"),))
    assert to_b is not None and (to_b.path, to_b.rule) == ("transfers.to", "RE 5")


def test_three_on_three_teams_hold_four_players_and_no_goalie():
    players = (*squad("RED", 5, 0), *squad("BLU", 3, 1), *squad("TEA", 4, 0), person("G1", None, "G"))
    found = problems(cup("three-on-three", players), THREE_ON_THREE)
    assert found == [
        "players[8].team: Blue would have 1 goalies when the season starts: a team has none (goalies are "
        "registered on no team) (GF 1)",
        "players[4].team: Red would have 5 skaters when the season starts (at most 4) (GF 1)",
    ]
