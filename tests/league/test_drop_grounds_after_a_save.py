"""Gray rule 10 asked again by a game's save: a player's misses are his team's regular-season games before the
roster deadline with attendance recorded in which he was not dressed, games he sat out suspended not among them;
more than five make him droppable, and a drop is of a player droppable on the day it was decided. A fight entered
later (a game misconduct, one game out) that suspends a dropped player for a game he missed takes that miss away,
so the save's own check (`game_change_problems`) asks his drop again, by the rule the season check reads, and
refuses it with the season check's message when he falls to five; a miss it cannot reach changes nothing."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from league.checks import rosters
from league.checks.game_change import game_change_problems
from league.checks.season import check_season
from league.rulebooks import GRAY
from league.season.values import Drop, Forfeit, Game, Penalty, Season
from tests.league.attendance_nights import PLAYERS, game, season

FIGHT = Penalty("RED", "RED1", "major", "fighting", 1, 60)  # a game misconduct: RED1 out of Red's next game
ALL_RED = tuple(p.id for p in PLAYERS if p.team == "RED")
ALL_BLUE = tuple(p.id for p in PLAYERS if p.team == "BLU")


def dropped(*games: Game, on: date, more: tuple[Drop, ...] = ()) -> Season:
    """The games, with RED1's drop requested by Red's captain and approved on `on`: a season keeping every rule."""
    drop = Drop("RED1", "RED0", on, on, True, "absent")
    s = season(*games, drops=(drop, *more))
    assert check_season(s, GRAY) == []
    return s


def fought(before: Season, gid: str = "G01") -> Season:
    """`before` with RED1's fight entered on game `gid`'s sheet."""
    g = before.known_game(gid)
    return before.with_game(replace(g, penalties=(*g.penalties, FIGHT)))


def saved(before: Season, after: Season, gid: str = "G01") -> list[str]:
    """The save's own check of `after` (`before` with game `gid` saved), which a fresh season check agrees with."""
    found = [str(p) for p in game_change_problems(before, after, gid, GRAY)]
    assert found == [str(p) for p in check_season(after, GRAY)]
    return found


def missed(first: int, last: int) -> tuple[Game, ...]:
    """Games `first` to `last`, each missed by RED1."""
    return tuple(game(n, absent=("RED1",)) for n in range(first, last + 1))


def five_left(day: date) -> str:
    reason = "more than 5 make a player droppable (rule 10)"
    return f"drops[0].approved: RED1 has missed 5 games by {day.isoformat()}: {reason}"


def test_a_fight_that_suspends_a_dropped_player_for_a_miss_leaving_five_is_refused_naming_the_drop():
    before = dropped(game(1), *missed(2, 7), on=date(2002, 11, 25))  # G02-G07 missed: six
    assert saved(before, fought(before)) == [five_left(date(2002, 11, 25))]


def test_a_fight_that_leaves_a_dropped_player_six_misses_is_accepted():
    before = dropped(game(1), *missed(2, 8), on=date(2002, 12, 2))  # G02-G08 missed: seven, six once G02 is served
    assert saved(before, fought(before)) == []


def test_a_fight_whose_game_out_comes_after_the_decision_is_accepted():
    # G01-G06 missed, G07 (2002-11-24) played, the drop decided the day after: the fight in G07 keeps him out of a
    # later game, and off his team by then he serves none of it before the decision.
    games = (*missed(1, 6), game(7), *missed(8, 8))
    before = dropped(*games, on=date(2002, 11, 25))
    assert saved(before, fought(before, "G07"), "G07") == []


def test_a_fight_that_suspends_a_dropped_player_for_a_no_show_leaving_five_is_refused():
    # Red's empty dressed list for G02 is recorded: every Red player missed it, RED1 too, unless suspended for it.
    no_show = game(2, dressed=(("RED", ()), ("BLU", ALL_BLUE)), forfeit=Forfeit("RED", "no show"))
    before = dropped(game(1), no_show, *missed(3, 7), on=date(2002, 11, 25))
    assert saved(before, fought(before)) == [five_left(date(2002, 11, 25))]


def test_a_save_recording_a_no_show_as_played_by_him_is_refused():
    no_show = game(2, dressed=(("RED", ()), ("BLU", ALL_BLUE)), forfeit=Forfeit("RED", "no show"))
    before = dropped(game(1), no_show, *missed(3, 7), on=date(2002, 11, 25))
    played = before.with_game(replace(no_show, dressed=(("RED", ALL_RED), ("BLU", ALL_BLUE)), forfeit=None))
    assert saved(before, played, "G02") == [five_left(date(2002, 11, 25))]


@pytest.mark.parametrize(
    ("recorded", "last", "day", "found"),
    [
        # A forfeited game counts for serving: RED1's game out is G02, a game he missed, so one miss fewer.
        ((("RED", tuple(p for p in ALL_RED if p != "RED1")), ("BLU", ALL_BLUE)), 7, date(2002, 11, 25), 1),
        # Its attendance not recorded, G02 was no miss: serving his game out there takes none away.
        ((), 8, date(2002, 12, 2), 0),
    ],
)
def test_a_fight_whose_game_out_is_a_forfeited_game_takes_a_miss_away_only_where_it_was_one(recorded, last, day, found):
    forfeited = game(2, dressed=recorded, forfeit=Forfeit("BLU", "ineligible player"))
    before = dropped(game(1), forfeited, *missed(3, last), on=day)  # six misses before the fight either way
    assert saved(before, fought(before)) == [five_left(day)] * found


def test_a_fight_counts_the_attendance_of_the_fighters_drop_alone(monkeypatch):
    blue_drop = Drop("BLU2", "BLU0", date(2002, 11, 25), date(2002, 11, 25), True, "absent")
    games = tuple(game(n, absent=("RED1", "BLU2") if n >= 2 else ()) for n in range(1, 8))
    before = dropped(*games, on=date(2002, 11, 25), more=(blue_drop,))
    counted: list[dict[date, set[str]]] = []
    original = rosters.droppable_rows

    def counting(ctx, wanted):
        counted.append({day: set(players) for day, players in wanted.items() if players})
        return original(ctx, wanted)

    monkeypatch.setattr(rosters, "droppable_rows", counting)
    found = game_change_problems(before, fought(before), "G01", GRAY)
    assert [str(p) for p in found] == [five_left(date(2002, 11, 25))]
    assert counted == [{date(2002, 11, 25): {"RED1"}}]  # BLU2's misses, which the fight cannot reach, not counted
    counted.clear()
    assert game_change_problems(before, before.with_game(replace(games[0], time="20:00")), "G01", GRAY) == []
    assert counted == []  # a game moved within its day plays no one otherwise: no attendance counted
