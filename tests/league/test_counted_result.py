"""What a game counts as, asked once by every view (`league.results.counted_result`), and what the stats and the
3-on-3 goalie competition count of a game nobody started: a short-handed team's ruled forfeit, and a
disqualified team's later game marked final without a sheet (it needs none,
docs/readings/shared.md#disqualification)."""

from __future__ import annotations

from datetime import date

from league.results.counted_result import counted_result
from league.results.disqualification import DISQUALIFIED, ruling_forfeits
from league.rulebooks import COLE, THREE_ON_THREE
from league.season.values import Disqualification, Forfeit, Player, Score
from league.stats.goalie_competition import goalie_competition
from league.stats.totals import season_stats
from tests.league.pool_games import pool_game, scored
from tests.league.tournament_season import pools, season

POOL = pools("A: RED BLU GRN")


def test_a_played_game_a_disqualification_forfeits_counts_as_the_forfeit_beside_its_played_score():
    """Cole: BLU is disqualified from P02 on. P02, played 3-1 (BLU ahead), counts as BLU's 0-5 forfeit; P03,
    still scheduled, as its 5-0 forfeit with nothing played; P01, before, stands as played."""
    games = (scored(1, "RED GRN 2-1"), scored(2, "BLU RED 3-1"), pool_game(3, "GRN", "BLU", status="scheduled"))
    cup = season(COLE.name, POOL, games, disqualifications=(Disqualification("BLU", "P02", "ineligible player"),))
    forfeits = ruling_forfeits(cup, COLE)
    played, unplayed, before = (counted_result(cup.known_game(g), COLE, forfeits) for g in ("P02", "P03", "P01"))
    assert played.outcome is not None and (played.outcome.home_goals, played.outcome.away_goals) == (0, 5)
    assert (played.forfeit, played.played, played.overrules_play) == (("BLU", DISQUALIFIED), Score(3, 1), True)
    assert (unplayed.forfeit, unplayed.played, unplayed.overrules_play) == (("BLU", DISQUALIFIED), None, False)
    assert (before.forfeit, before.played, before.overrules_play) == (None, Score(2, 1), False)


def three_on_three_players() -> tuple[Player, ...]:
    skaters = [
        Player(pid, pid, date(1990, 1, 1), "F", "B", 50, team=pid[:3])
        for pid in ("RED1", "RED2", "RED3", "BLU1", "BLU2", "BLU3")
    ]
    return (*skaters, Player("GOAL1", "Goalie One", date(1990, 1, 1), "G", "B", 50))


def test_a_short_handed_teams_ruled_forfeit_counts_in_neither_the_stats_nor_the_goalie_competition():
    """3-on-3: three dressed to start a game. In P01 Blue had two and the committee's ruling records its
    forfeit; the teams played anyway (2-0, 20 shots on GOAL1). Nobody started that game: the stats and the
    goalie competition both leave it out; P02, played in full (1-1 on 10 shots), is his one game."""
    short = (("RED", ("RED1", "RED2", "RED3")), ("BLU", ("BLU1", "BLU2")))
    full = (("RED", ("RED1", "RED2", "RED3")), ("BLU", ("BLU1", "BLU2", "BLU3")))
    ruled = pool_game(
        1, "RED", "BLU", dressed=short, score=Score(2, 0), shots=Score(12, 8), goalie="GOAL1",
        forfeit=Forfeit("BLU", "two players came"),
    )  # fmt: skip
    played = pool_game(2, "RED", "BLU", dressed=full, score=Score(1, 1), shots=Score(5, 5), goalie="GOAL1")
    cup = season(THREE_ON_THREE.name, POOL, (ruled, played), players=three_on_three_players())
    stats = season_stats(cup, THREE_ON_THREE)
    assert stats.games == 1 and {t.team: (t.gp, t.gf, t.ga) for t in stats.teams}["RED"] == (1, 1, 1)
    row = goalie_competition(cup, THREE_ON_THREE).rows[0]
    assert (row.player, row.gp, row.shots, row.ga) == ("GOAL1", 1, 10, 2)


def test_a_disqualified_teams_later_game_marked_final_without_a_sheet_is_no_game_played_in_the_stats():
    """Cole: BLU is disqualified from P02 on; P03 (GRN v BLU) is marked final with nothing on its sheet. It
    counts as BLU's forfeit in the standings, but nobody played it: no team's games played grow by it."""
    games = (scored(1, "RED GRN 2-1"), scored(2, "BLU RED 3-1"), pool_game(3, "GRN", "BLU"))
    cup = season(COLE.name, POOL, games, disqualifications=(Disqualification("BLU", "P02", "ineligible player"),))
    stats = season_stats(cup, COLE)
    assert stats.games == 2
    assert {t.team: t.gp for t in stats.teams} == {"RED": 2, "BLU": 1, "GRN": 1}
    assert {t.team: (t.gf, t.ga) for t in stats.teams}["BLU"] == (3, 1)  # the goals played in P02 stay
