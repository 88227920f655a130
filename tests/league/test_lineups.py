"""A lineup's minimum, asked when the lineup must be complete (Gray rule 6; Cole PR 1, 3-on-3 GF 1): from the sheet's
first goal or penalty on and once the game is final, never while players are dressed one at a time; from then on a
team with no list counts as nobody dressed."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.checks.game_change import game_change_problems
from league.rosters.membership import Rosters
from league.rulebooks import COLE, GRAY, THREE_ON_THREE
from league.season.values import Forfeit, Game, Goal, Penalty, Season
from league.sheet.lineups import short_lineups
from league.sheet.replay import replay_sheet
from tests.tui.sheet_fixtures import GAME, sheet_season


def _gray_lineup(season: Season, skaters: int) -> tuple[str, ...]:
    """White's goalie and `skaters` of its skaters on game R31's date."""
    roster = [season.known_player(pid) for pid in Rosters(season).roster("WHT", date(2002, 12, 10))]
    goalie = next(p.id for p in roster if p.position == "G")
    return (goalie, *[p.id for p in roster if p.position != "G" and p.id != "P049"][:skaters])


def _gray_problems(season: Season, game: Game) -> list[str]:
    after = season.with_game(game)
    return [f"{p.path}: {p.message}" for p in game_change_problems(season, after, GAME, GRAY)]


def test_a_gray_team_of_four_skaters_and_a_goalie_may_be_dressed_one_by_one_but_no_goal_is_entered(example_season):
    season = sheet_season(example_season)
    blue = Rosters(season).roster("BLU", date(2002, 12, 10))
    game = replace(season.known_game(GAME), dressed=(("WHT", _gray_lineup(season, 4)), ("BLU", blue)))
    assert _gray_problems(season, game) == []  # still being dressed
    scorer = blue[0] if season.known_player(blue[0]).position != "G" else blue[1]
    against = replace(game, goals=(Goal("BLU", scorer, (), 1, 60),))
    problems = _gray_problems(season, against)
    assert any(
        ".dressed.WHT: White: 4 skaters and 1 goalie dressed" in p and "record its forfeit" in p for p in problems
    )
    penalty = replace(game, penalties=(Penalty("BLU", scorer, "minor", "hooking", 1, 60),))
    assert any(".dressed.WHT" in p for p in _gray_problems(season, penalty))
    ruled = replace(game, status="final", forfeit=Forfeit("WHT", "four skaters came"))
    assert not any(".dressed.WHT" in p for p in _gray_problems(season, ruled))
    full = replace(against, dressed=(("WHT", _gray_lineup(season, 5)), ("BLU", blue)))
    assert _gray_problems(season, full) == []


def _cup_game(dressed: dict[str, int], status: str = "scheduled", **fields: object) -> Game:
    lists = tuple((team, tuple(f"{team}{i}" for i in range(n))) for team, n in dressed.items())
    base = Game("T1", "regular", date(2026, 5, 1), "19:00", "RED", "BLU", status=status, kind="pool", dressed=lists)
    return replace(base, **fields)  # type: ignore[arg-type]


def test_three_on_three_dresses_one_at_a_time_and_refuses_a_final_with_a_team_dressing_nobody():
    for one_by_one in ({"RED": 1}, {"RED": 2}, {"RED": 3, "BLU": 1}):
        assert replay_sheet(_cup_game(one_by_one), THREE_ON_THREE).problems == ()
    final = _cup_game({"RED": 3}, status="final", score=None)
    assert [(p.where, p.rule) for p in replay_sheet(final, THREE_ON_THREE).problems] == [("dressed.BLU", "GF 1")]
    assert [s.team for s in short_lineups(final, THREE_ON_THREE, frozenset())] == ["BLU"]
    goal = _cup_game({"RED": 3, "BLU": 2}, goals=(Goal("RED", "RED0", (), 1, 60),))
    assert [p.where for p in replay_sheet(goal, THREE_ON_THREE).problems] == ["dressed.BLU"]
    ruled = replace(final, forfeit=Forfeit("BLU", "nobody came"))
    assert replay_sheet(ruled, THREE_ON_THREE).problems == ()


def test_a_cole_lineup_dressed_one_by_one_forfeits_only_once_final():
    goalies = frozenset({"RED0", "BLU0"})
    dressing = _cup_game({"RED": 7, "BLU": 5})
    assert replay_sheet(dressing, COLE, goalies).forfeit is None
    final = replace(dressing, status="final")
    assert replay_sheet(final, COLE, goalies).forfeit == ("BLU", "short lineup")
    (short,) = short_lineups(final, COLE, goalies)
    assert (short.team, short.forfeits, short.waivable) == ("BLU", True, True)
