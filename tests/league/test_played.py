"""What a final game counts in the stats and the fee ledger: a forfeit before the start counts for nothing
(a late start, and a team that could not dress a lineup the rules accept, whether the rules or the
committee record its forfeit); a forfeit on the ice keeps the goals played before it."""

from __future__ import annotations

from datetime import date, timedelta

from league.ledger.fees import fee_ledger
from league.rulebooks import COLE, GRAY, THREE_ON_THREE
from league.season.values import Forfeit, Game, Goal, Penalty, Player, Season, SeasonDates, Team
from league.stats.totals import season_stats
from tests.league.tournament_season import pools
from tests.league.tournament_season import season as tournament

RED = tuple(f"R{i}" for i in range(1, 7))
BLU = tuple(f"B{i}" for i in range(1, 7))
PLAYERS = (
    *(Player(pid, f"Red {pid}", date(1970, 1, 1), "F", "B", 50, team="RED") for pid in RED),
    *(Player(pid, f"Blue {pid}", date(1970, 1, 1), "F", "B", 50, team="BLU") for pid in BLU),
    Player("RG", "Red goalie", date(1970, 1, 1), "G", "B", 50, team="RED"),
    Player("BG", "Blue goalie", date(1970, 1, 1), "G", "B", 50, team="BLU"),
)
FULL = (("RED", (*RED, "RG")), ("BLU", (*BLU, "BG")))
# Blue came with four skaters and its goalie: it cannot start a game (Gray rule 6), the teams played anyway.
SHORT = (("RED", (*RED, "RG")), ("BLU", (*BLU[:4], "BG")))
# Red scores twice on Blue, Blue once; Blue takes a minor.
GOALS = (Goal("RED", "R1", ("R2",), 1, 60), Goal("BLU", "B1", (), 1, 90), Goal("RED", "R2", (), 2, 30))
MINOR = (Penalty("BLU", "B2", "minor", "hooking", 1, 120),)


def game(n: int, **fields: object) -> Game:
    base: dict[str, object] = dict(
        stage="regular", date=date(2002, 10, 6) + timedelta(days=7 * n), time="19:00", status="final", dressed=FULL
    )
    return Game(f"G{n}", home="RED", away="BLU", **{**base, **fields})  # type: ignore[arg-type]


def gray(*games: Game) -> Season:
    dates = SeasonDates(date(2002, 12, 31), date(2002, 12, 31))
    teams = (Team("RED", "Red"), Team("BLU", "Blue"))
    return Season("Test", "2002-03", "gray", dates, teams=teams, players=PLAYERS, games=games)


def line(lines, player: str):
    return next((x for x in lines if x.player == player), None)


def team(stats, code: str):
    return next(t for t in stats.teams if t.team == code)


SHORT_RULED = game(1, dressed=SHORT, goals=GOALS, penalties=MINOR, forfeit=Forfeit("BLU", "four skaters came"))


def test_a_short_handed_teams_forfeit_counts_no_goal_game_or_minute_in_the_stats():
    stats = season_stats(gray(SHORT_RULED), GRAY)
    assert stats.games == 0 and stats.games_with_goal_details == 0
    assert [(t.gp, t.gf, t.ga, t.pim) for t in stats.teams] == [(0, 0, 0, 0), (0, 0, 0, 0)]
    assert line(stats.players, "R1") is None and line(stats.goalies, "BG") is None


def test_a_short_handed_teams_forfeit_owes_no_officials_fee():
    ledger = fee_ledger(gray(SHORT_RULED, game(2, goals=GOALS)), GRAY)
    assert [g.game for g in ledger.games] == ["G2"] and ledger.team("RED").owed_cents == 7500


def test_a_no_show_beside_a_dressed_opponent_is_no_game_started():
    """The opponent came and dressed; the team that forfeits dressed nobody (Gray rule 10's empty list): no game."""
    no_show = game(1, dressed=(("RED", (*RED, "RG")), ("BLU", ())), forfeit=Forfeit("BLU", "no-show"))
    assert fee_ledger(gray(no_show), GRAY).games == ()
    assert season_stats(gray(no_show), GRAY).games == 0


def test_a_forfeit_on_the_ice_keeps_the_goals_played_before_it_and_owes_its_fee():
    """Blue's 10th counted penalty forfeits the game (Gray rule 4), posted 1-0 to Red in the standings; the game was
    played: the stats keep its played goals (Blue 1, Red 2) and the home team owes the officials."""
    tenth = tuple(Penalty("BLU", BLU[i % 6], "minor", "hooking", 2, 60 * (i + 1)) for i in range(10))
    season = gray(game(1, goals=GOALS, penalties=tenth))
    stats = season_stats(season, GRAY)
    assert (team(stats, "RED").gf, team(stats, "RED").ga, team(stats, "BLU").gf) == (2, 1, 1)
    assert (line(stats.players, "R1").goals, line(stats.players, "B1").goals) == (1, 1)
    assert line(stats.goalies, "RG").ga == 1
    assert fee_ledger(season, GRAY).team("RED").owed_cents == 7500


def test_a_game_played_then_ruled_a_forfeit_keeps_its_goals():
    ruled = game(1, goals=GOALS, forfeit=Forfeit("BLU", "ineligible player"))
    stats = season_stats(gray(ruled), GRAY)
    assert (stats.games, team(stats, "RED").gf, line(stats.players, "R2").goals) == (1, 2, 1)


def cole_players(team: str, skaters: int) -> tuple[Player, ...]:
    made = [Player(f"{team}{i}", f"{team} {i}", date(1990, 1, 1), "F", "B", 50, team=team) for i in range(skaters)]
    return (*made, Player(f"{team}G", f"{team} goalie", date(1990, 1, 1), "G", "B", 50, team=team))


def test_a_cole_lineup_without_its_goalie_forfeits_before_the_start_in_the_stats():
    """Blue dressed seven skaters and no goalie (Cole's lineup: six skaters and a goalie): its forfeit is before the
    start, so nobody played the game, whether the stats know the goalies or not."""
    players = (*cole_players("RED", 6), *cole_players("BLU", 7))
    red = tuple(p.id for p in players if p.team == "RED")
    blue = tuple(p.id for p in players if p.team == "BLU" and p.position != "G")
    short = Game(
        "P1", "regular", date(2026, 5, 1), "19:00", "RED", "BLU", status="final", dressed=(("RED", red), ("BLU", blue))
    )
    stats = season_stats(tournament("cole-harbour-classic", pools("A: RED BLU"), (short,), players=players), COLE)
    assert stats.games == 0 and [t.gp for t in stats.teams] == [0, 0]
    assert line(stats.players, "BLU0") is None and line(stats.goalies, "REDG") is None


def test_a_three_on_three_team_short_of_three_forfeits_by_ruling_and_its_goals_count_nowhere():
    """3-on-3: three dressed to start a game. Blue had two and the committee's ruling records its forfeit;
    and what the teams played anyway is no game in the stats."""
    players = tuple(
        Player(pid, pid, date(1990, 1, 1), "F", "B", 50, team=pid[:3])
        for pid in ("RED1", "RED2", "RED3", "BLU1", "BLU2")
    )
    dressed = (("RED", ("RED1", "RED2", "RED3")), ("BLU", ("BLU1", "BLU2")))
    goals = (Goal("RED", "RED1", (), 1, 30), Goal("RED", "RED2", (), 1, 90))
    ruled = Game(
        "P1", "regular", date(2026, 5, 1), "19:00", "RED", "BLU", status="final", dressed=dressed, goals=goals,
        forfeit=Forfeit("BLU", "two players came"),
    )  # fmt: skip
    stats = season_stats(tournament("three-on-three", pools("A: RED BLU"), (ruled,), players=players), THREE_ON_THREE)
    assert stats.games == 0 and line(stats.players, "RED1") is None
    assert [(t.gp, t.gf, t.ga) for t in stats.teams] == [(0, 0, 0), (0, 0, 0)]
