"""A season under another built-in rulebook (`league.standings.what_if`): Gray's example season under each tournament
rulebook, tournaments under Gray and under each other, the facts a rulebook needs and the season lacks, and the
season itself under its own rulebook (all five)."""

from __future__ import annotations

from pathlib import Path

import pytest

from league.bracket.engine import tournament_bracket
from league.results.disqualification import season_outcomes
from league.results.rule_disqualifications import rule_disqualifications
from league.rulebooks import COLE, COORS, GRAY, PRIME, THREE_ON_THREE, built_in_rulebook, rulebook_names
from league.season.errors import RuleViolation
from league.season.values import Season
from league.standings.pools import pool_tables
from league.standings.season_table import season_table
from league.standings.what_if import (
    AS_PLAYED,
    LEFT_OUT,
    NO_PERIOD_POINTS,
    ONE_POOL,
    ONE_POOL_CODE,
    ONE_TABLE,
    SHOOTOUTS_IGNORED,
    TIES_STAND,
    season_under,
    what_if,
)
from store.season_files.reader import parse_season_text
from tests.league.pool_games import by_periods, scored
from tests.league.tournament_season import pools, season

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
GRAY_FILE = FIXTURES / "season-2002-03.json"
TOURNAMENT_FILES = {rb: FIXTURES / f"tournament-{rb}.json" for rb in rulebook_names()[1:]}
GRAY_PLAYOFF_GAMES = ("WC1-1", "SF2-1", "WC2-1", "SF1-1")
GRAY_TIES = ("R06", "R13", "R15", "R17", "R20", "R21", "R29")


def read(path: Path) -> Season:
    return parse_season_text(path.read_bytes())


@pytest.fixture(scope="module")
def gray() -> Season:
    return read(GRAY_FILE)


def points(w, pool: str | None = None) -> dict[str, int]:
    """Each team's points in the what-if's one pool (or its Gray table)."""
    if w.season.pools:
        table = next(t for t in pool_tables(w.season, w.rulebook, w.outcomes) if pool in (None, t.pool.code))
        return {row.team: row.record.pts for row in table.standings.rows}
    return {row.team: row.record.pts for row in w.table().rows}


@pytest.mark.parametrize("path", [GRAY_FILE, *TOURNAMENT_FILES.values()], ids=lambda p: p.stem)
def test_a_season_under_its_own_rulebook_is_itself(path):
    """All five: the same season value, its own counted outcomes, no reading, and the same tables."""
    own = read(path)
    rulebook = built_in_rulebook(own.rulebook)
    w = season_under(own, rulebook)
    assert w.season is own and not w.changed and w.readings == ()
    assert dict(w.outcomes) == season_outcomes(own, rulebook)
    if own.pools:
        assert tournament_bracket(w.season, w.rulebook, w.outcomes) == tournament_bracket(own, rulebook)
    else:
        assert w.table() == season_table(own, rulebook)


@pytest.mark.parametrize("rulebook", [COORS, PRIME, THREE_ON_THREE, COLE], ids=lambda rb: rb.name)
def test_a_gray_season_is_one_pool_of_every_team_without_its_playoff_games(gray, rulebook):
    w = season_under(gray, rulebook)
    assert w.changed and w.season.rulebook == rulebook.name and gray.rulebook == GRAY.name
    assert [(p.code, p.teams) for p in w.season.pools] == [(ONE_POOL_CODE, ("BLK", "RED", "GRN", "WHT", "BLU", "GLD"))]
    assert w.season.bracket == () and not any(g.stage == "playoff" for g in w.season.games)
    assert w.reading(ONE_POOL) is not None and w.reading(AS_PLAYED) is not None
    assert w.reading(LEFT_OUT).games == GRAY_PLAYOFF_GAMES
    table = pool_tables(w.season, w.rulebook, w.outcomes)[0]
    assert table.fixed and table.games_left == 0  # every regular game decided: the places are fixed


def test_gray_under_prime_three_two_one_zero_ties_stay_ties(gray):
    """Prime gives 3 a regulation win; the season has no shootouts, so its ties stay ties at Prime's 1 each:
    Blue's six wins (18 + 2 ties) pass Red's five (15 + 4 ties), level on 14 under Gray."""
    w = season_under(gray, PRIME)
    assert points(w) == {"BLU": 20, "RED": 19, "BLK": 16, "GLD": 11, "WHT": 11, "GRN": 6}
    assert [r.team for r in pool_tables(w.season, w.rulebook, w.outcomes)[0].standings.rows][:2] == ["BLU", "RED"]
    assert w.reading(TIES_STAND).games == GRAY_TIES
    assert {gid: (w.outcomes[gid].home_points, w.outcomes[gid].away_points) for gid in ("R06", "R21")} == {
        "R06": (1, 1),
        "R21": (1, 1),
    }


def test_gray_forfeits_stand_at_the_other_rulebooks_forfeit_score(gray):
    """R01 ended as Gold's forfeit on its 10th penalty (Gray's rule): under Prime it is still Gold's forfeit,
    posted 1-0 and 3 points to 0 (Prime's forfeit), though Prime has no such rule."""
    own = season_outcomes(gray, GRAY)["R01"]
    assert (own.forfeited_by, own.forfeit_cause) == ("GLD", "penalties")
    under = season_under(gray, PRIME).outcomes["R01"]
    assert (under.forfeited_by, under.home_goals, under.away_goals) == ("GLD", 1, 0)
    assert (under.home_points, under.away_points) == (3, 0)
    coors = season_under(gray, COORS).outcomes["R01"]
    assert (coors.home_goals, coors.away_goals, coors.home_points, coors.away_points) == (3, 0, 8, 0)


def test_gray_under_coors_period_points_come_from_goal_events(gray):
    """R02 (Blue 1-4 Red, every goal in the third): two level periods, Red's third: Red 2 + 4, Blue 0 + 2.
    R06 (Green 3-3 Red: Red's first, Green's second and third): Green 1 + 4, Red 1 + 2. R21 is 0-0 with no
    goal events: three level periods, 1 + 3 each. R04 (Blue 5-1 Black) has only a score: no period points."""
    w = season_under(gray, COORS)
    said = {gid: (w.outcomes[gid].home_points, w.outcomes[gid].away_points) for gid in ("R02", "R06", "R21", "R04")}
    assert said == {"R02": (2, 6), "R06": (5, 3), "R21": (4, 4), "R04": (2, 0)}
    unknown = w.reading(NO_PERIOD_POINTS).games
    assert "R04" in unknown and "R21" not in unknown and "R02" not in unknown
    assert "R01" not in unknown  # a forfeit is scored by the rulebook: 8 to 0, its periods included


def test_the_other_rulebooks_disqualifications_on_the_ice_are_not_applied(gray):
    """3-on-3 disqualifies a team for a fighting penalty; Gray's games were not played under that rule: no
    team of the Gray season is disqualified under 3-on-3, and its points are Gray's (both 2-1-0)."""
    assert rule_disqualifications(gray, THREE_ON_THREE)  # the rule would bite here
    w = season_under(gray, THREE_ON_THREE)
    rows = pool_tables(w.season, w.rulebook, w.outcomes)[0].standings.rows
    assert not any(row.dq for row in rows)
    assert points(w) == {row.team: row.record.pts for row in season_table(gray, GRAY).rows}


def test_gray_under_cole_breaks_the_tie_on_wins(gray):
    """Cole's points are Gray's; its first criterion is most wins: Blue (6) above Red (5), level on 14."""
    w = season_under(gray, COLE)
    assert points(w) == {"BLU": 14, "RED": 14, "BLK": 11, "GLD": 8, "WHT": 8, "GRN": 5}


@pytest.mark.parametrize("name", list(TOURNAMENT_FILES))
def test_a_tournament_under_gray_is_one_table_of_its_pool_games(name):
    own = read(TOURNAMENT_FILES[name])
    w = season_under(own, GRAY)
    assert w.season.pools == () and w.season.bracket == () and w.season.divisions == ()
    assert w.reading(ONE_TABLE) is not None
    knockouts = tuple(g.id for g in own.games if g.stage == "playoff")
    assert knockouts and w.reading(LEFT_OUT).games == knockouts
    table = w.table()
    assert [row.team for row in table.rows] != [] and {row.team for row in table.rows} == {t.code for t in own.teams}
    # Gray's 2-1-0 over the pool games: every team's points from its wins and ties.
    for row in table.rows:
        assert row.record.pts == 2 * row.record.w + row.record.t


def test_a_shootout_decides_nothing_where_the_other_rulebook_lets_ties_stand():
    """Prime's pool shootouts are no results under Gray or Coors: the game is a tie, 1 point each (Coors: with
    its period points)."""
    own = read(TOURNAMENT_FILES["prime-expo-boulder"])
    decided = [
        o.game for o in season_outcomes(own, PRIME).values() if o.decided_by == "shootout" and o.stage == "regular"
    ]
    assert decided
    for rulebook in (GRAY, COORS):
        w = season_under(own, rulebook)
        assert w.reading(SHOOTOUTS_IGNORED).games == tuple(decided)
        for gid in decided:
            outcome = w.outcomes[gid]
            assert outcome.winner is None and w.season.game(gid).shootout is None
            if rulebook is GRAY:
                assert (outcome.home_points, outcome.away_points) == (1, 1)


def test_a_tournament_under_another_keeps_its_pools_bracket_and_disqualifications():
    """3-on-3's Olive was disqualified on the ice under its own rules: under Prime it still ranks last, marked;
    the pools and the bracket are the tournament's own."""
    own = read(TOURNAMENT_FILES["three-on-three"])
    w = season_under(own, PRIME)
    assert w.season.pools == own.pools and w.season.bracket == own.bracket
    table = next(t for t in pool_tables(w.season, w.rulebook, w.outcomes) if "OLV" in t.pool.teams)
    assert table.standings.rows[-1].team == "OLV" and table.standings.rows[-1].dq
    assert tournament_bracket(w.season, w.rulebook, w.outcomes).slots  # the bracket is drawn from its places


def test_period_points_count_the_periods_the_game_was_played_in():
    """A 0-0 game of Cole's two periods under Coors: two level periods, 1 + 2 each, not a third one invented."""
    cole = season("cole-harbour-classic", pools("A: RED BLU"), (scored(1, "RED BLU 0-0"),))
    outcome = season_under(cole, COORS).outcomes["P01"]
    assert (outcome.home_points, outcome.away_points) == (3, 3)
    played = season("cole-harbour-classic", pools("A: RED BLU"), (by_periods(1, "RED", "BLU", (1, 0), (0, 2)),))
    outcome = season_under(played, COORS).outcomes["P01"]
    assert (outcome.home_points, outcome.away_points) == (2, 4)  # lost 1-2: 0 + 2 for the first; won: 2 + 2


def test_an_unknown_rulebook_is_refused_naming_the_built_in_ones(gray):
    with pytest.raises(RuleViolation) as refused:
        what_if(gray, "coors")
    message = str(refused.value)
    assert "'coors'" in message and all(name in message for name in rulebook_names())


def test_up_to_counts_the_games_on_that_date(gray):
    """As `standings --as-of`: the games up to the date count, the later ones not yet."""
    day = gray.game("R12").date
    w = season_under(gray, PRIME).up_to(day)
    assert w.as_of == day and all(w.season.game(gid).date <= day for gid in w.outcomes)
    table = pool_tables(w.season, w.rulebook, w.outcomes)[0]
    assert {row.record.gp for row in table.standings.rows} == {4}  # of 10 games each
