"""The draft's end (the pool empty, or no team with room for anyone left in it: Gray rule 2's maxima) and next season's
order: the reverse of the final standings, the last-placed team picking first."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.rosters.draft import draft_over
from league.rosters.rollover import reverse_standings_order, roll_over
from league.rulebooks.gray import GRAY
from league.season.values import Draft, Game, Player, Score, Season, SeasonDates, Team

TEAMS = ("BLK", "RED", "GRN")


def season(players: tuple[Player, ...], games: tuple[Game, ...] = ()) -> Season:
    return Season(
        "L",
        "2002-03",
        "gray",
        SeasonDates(date(2002, 12, 31), date(2002, 12, 31)),
        teams=tuple(Team(c, c.title()) for c in TEAMS),
        players=players,
        draft=Draft("snake", TEAMS),
        games=games,
    )


def p(pid: str, position: str = "F", team: str | None = None) -> Player:
    return Player(pid, pid, date(1970, 1, 1), position, "B", 50, None, team=team)


def test_the_draft_is_not_over_while_a_team_has_room_for_a_pool_player():
    assert draft_over(season((p("A"), p("B", team="BLK"))), GRAY) is None


def test_the_draft_is_over_when_the_pool_is_empty():
    assert "the pool is empty" in draft_over(season((p("A", team="BLK"),)), GRAY)


def test_the_draft_is_over_when_every_team_is_full_for_every_player_left():
    goalies = tuple(p(f"G{t}{i}", "G", t) for t in TEAMS for i in range(GRAY.roster.max_goalies))
    over = draft_over(season((*goalies, p("GX", "G"))), GRAY)
    assert over is not None and "no team has room" in over and "(rule 2" in over


def game(gid: str, day: int, home: str, away: str, score: tuple[int, int]) -> Game:
    return Game(gid, "regular", date(2002, 10, day), "19:00", home, away, status="final", score=Score(*score))


def test_next_seasons_order_is_the_standings_reversed_last_place_first():
    games = (
        game("R1", 6, "BLK", "RED", (5, 1)),
        game("R2", 13, "RED", "GRN", (4, 2)),
        game("R3", 20, "GRN", "BLK", (0, 3)),
    )
    s = season((), games)
    assert reverse_standings_order(s, GRAY) == ("GRN", "RED", "BLK")
    assert roll_over(s, GRAY).season.draft == Draft("snake", ("GRN", "RED", "BLK"))


def test_an_order_the_committee_edited_is_the_one_the_next_season_gets():
    s = season(())
    assert roll_over(s, GRAY, first_round=("RED", "BLK", "GRN")).season.draft == Draft("snake", ("RED", "BLK", "GRN"))
    assert replace(s, draft=None) and roll_over(replace(s, draft=None), GRAY).season.draft.order == "snake"
