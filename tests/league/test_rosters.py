"""Who is on which team at any date: starting teams, transfers, drops and substitutes (Gray rules 2, 10 and 11)."""

from __future__ import annotations

from datetime import date

from league.rosters.membership import Rosters, registered_moves
from league.season.values import Drop, Player, Season, SeasonDates, Substitute, Team, Transfer

DATES = SeasonDates(date(2002, 12, 31), date(2002, 12, 31))


def p(pid: str, team: str | None, position: str = "F") -> Player:
    return Player(pid, pid, date(1970, 1, 1), position, "B", 50, team=team)


def season(**lists) -> Season:
    return Season("L", "S", "gray", DATES, teams=(Team("RED", "Red"), Team("BLU", "Blue")), **lists)


def test_starting_team_holds_until_a_move():
    rosters = Rosters(season(players=(p("A", "RED"), p("B", None))))
    assert rosters.team_of("A", date(2002, 9, 1)) == "RED"
    assert rosters.team_of("B", date(2002, 9, 1)) is None
    assert rosters.team_of("nobody", date(2002, 9, 1)) is None


def test_transfer_counts_from_its_date():
    rosters = Rosters(season(players=(p("A", "RED"),), transfers=(Transfer("A", "BLU", date(2002, 11, 20)),)))
    assert rosters.team_of("A", date(2002, 11, 19)) == "RED"
    assert rosters.team_of("A", date(2002, 11, 20)) == "BLU"
    assert rosters.roster("BLU", date(2002, 12, 1)) == ("A",)
    assert set(rosters.ever_on("RED")) == {"A"}


def test_approved_drop_ends_the_roster_spot_from_the_decision_date_and_a_denied_one_does_not():
    drops = (
        Drop("A", "C", date(2002, 11, 10), date(2002, 11, 13), True),
        Drop("B", "C", date(2002, 11, 10), date(2002, 11, 13), False),
    )
    rosters = Rosters(season(players=(p("A", "RED"), p("B", "RED"), p("C", "RED")), drops=drops))
    assert rosters.team_of("A", date(2002, 11, 12)) == "RED"
    assert rosters.team_of("A", date(2002, 11, 13)) is None
    assert rosters.team_of("B", date(2002, 12, 1)) == "RED"


def test_substitute_joins_from_his_date():
    rosters = Rosters(
        season(
            players=(p("A", "RED"), p("S", None)),
            drops=(Drop("A", None, date(2002, 11, 10), date(2002, 11, 13), True),),
            substitutes=(Substitute("S", "RED", date(2002, 11, 16), "A"),),
        )
    )
    assert rosters.team_of("S", date(2002, 11, 15)) is None
    assert rosters.roster("RED", date(2002, 11, 16)) == ("S",)
    assert rosters.change_days() == (date(2002, 11, 13), date(2002, 11, 16))


def test_moves_on_one_date_apply_in_file_order():
    transfers = (Transfer("A", "BLU", date(2002, 11, 1)), Transfer("A", "RED", date(2002, 11, 1)))
    rosters = Rosters(season(players=(p("A", "RED"),), transfers=transfers))
    assert rosters.team_of("A", date(2002, 11, 1)) == "RED"


def test_example_season_rosters(example_season):
    rosters = Rosters(example_season)
    assert rosters.team_of("P046", date(2002, 11, 19)) == "WHT"
    assert rosters.team_of("P046", date(2002, 11, 20)) == "GRN"
    assert rosters.team_of("P069", date(2002, 11, 13)) is None
    assert rosters.team_of("P080", date(2002, 11, 16)) == "GLD"


def test_registered_moves_are_each_registered_players_own_in_order_and_all_the_rosters_read():
    """Two players' moves of one day in either file order: the same moves each, the same rosters every day; a move
    naming no registered player is no one's."""
    day = date(2002, 11, 1)
    players = (p("A", "RED"), p("B", "BLU"))
    one_way = season(
        players=players, transfers=(Transfer("A", "BLU", day), Transfer("B", "RED", day), Transfer("X", "RED", day))
    )
    other_way = season(players=players, transfers=(Transfer("B", "RED", day), Transfer("A", "BLU", day)))
    assert registered_moves(one_way) == {"A": ((None, "RED"), (day, "BLU")), "B": ((None, "BLU"), (day, "RED"))}
    assert list(registered_moves(one_way).items()) == list(registered_moves(other_way).items())
    assert Rosters(one_way).teams_at(day) == Rosters(other_way).teams_at(day) == {"BLU": ("A",), "RED": ("B",)}
