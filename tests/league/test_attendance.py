"""Gray rules 10 and 11: misses, droppable players and substitute candidates, straight from rules 10 and 11."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

import pytest

from league.checks.season import check_season
from league.discipline.suspensions import season_suspensions
from league.rosters.membership import Rosters
from league.rulebooks import GRAY
from league.season.values import (
    Drop,
    Forfeit,
    Game,
    Penalty,
    Player,
    Score,
    Season,
    SeasonDates,
    Substitute,
    Team,
    Transfer,
)
from league.turnout.attendance import (
    ABSENT,
    NOT_RECORDED,
    PRESENT,
    SUSPENDED,
    attendance,
    attendance_cell,
    droppable_on,
    substitute_candidates,
)
from tests.league.attendance_nights import DEADLINE, PLAYERS, START, game, season
from tests.league.two_teams import BENCH_TEAMS


def misses(s: Season, pid: str, as_of: date | None = None) -> int:
    return next(r.misses for r in attendance(s, GRAY, as_of) if r.player == pid)


@pytest.mark.parametrize(("missed", "droppable"), [(5, False), (6, True)])
def test_more_than_five_misses_make_a_player_droppable(missed, droppable):
    s = season(*(game(n, absent=("RED1",) if n <= missed else ()) for n in range(1, 9)))
    row = next(r for r in attendance(s, GRAY) if r.player == "RED1")
    assert (row.misses, row.attended, row.droppable) == (missed, 8 - missed, droppable)


def test_only_regular_season_games_before_the_deadline_with_a_dressed_list_count():
    games = [game(n, absent=("RED1",)) for n in range(1, 4)]
    games.append(game(4, absent=("RED1",), day=DEADLINE))  # on the deadline: strictly before counts
    games.append(game(5, absent=("RED1",), stage="playoff", day=date(2002, 12, 20)))
    games.append(game(6, dressed=(), day=date(2002, 12, 1)))  # no attendance recorded
    assert misses(season(*games), "RED1") == 3


def test_a_game_sat_out_suspended_is_not_a_miss():
    fight = (Penalty("RED", "RED1", "major", "fighting", 1, 60),)
    s = season(game(1, penalties=fight), game(2, absent=("RED1",)), game(3, absent=("RED1",)))
    assert misses(s, "RED1") == 1
    assert attendance_cell("RED1", "RED", s.game("G02"), s, DEADLINE, season_suspensions(s, GRAY)) == SUSPENDED
    assert attendance_cell("RED1", "RED", s.game("G03"), s, DEADLINE, season_suspensions(s, GRAY)) == ABSENT


def test_misses_follow_the_team_he_was_on_across_a_transfer():
    transfer = Transfer("RED1", "BLU", START + timedelta(days=17))
    games = [game(1, absent=("RED1",)), game(2, absent=("RED1",)), game(3, absent=("RED1",)), game(4)]
    s = season(*games, transfers=(transfer,))
    # From G03 he is on Blue: Blue's lists do not hold him, so G03 and G04 are misses for Blue.
    assert misses(s, "RED1") == 4
    assert attendance_cell("RED1", "RED", s.game("G01"), s, DEADLINE, ()) == ABSENT
    assert attendance_cell("RED1", "RED", s.game("G04"), s, DEADLINE, ()) == PRESENT
    assert next(r.team for r in attendance(s, GRAY) if r.player == "RED1") == "BLU"


def test_droppable_on_counts_the_games_up_to_that_day():
    s = season(*(game(n, absent=("RED1",)) for n in range(1, 8)))
    assert droppable_on(s, GRAY, "RED1", START + timedelta(days=35)) is None  # five misses by then
    assert droppable_on(s, GRAY, "RED1", START + timedelta(days=42)).misses == 6


def test_an_approved_drop_of_a_player_not_droppable_is_refused():
    s = season(
        *(game(n, absent=("RED1",) if n <= 5 else ()) for n in range(1, 7)),
        drops=(Drop("RED1", "RED0", date(2002, 11, 20), date(2002, 11, 20), True, "absent"),),
    )
    assert [str(p) for p in check_season(s, GRAY)] == [
        "drops[0].approved: RED1 has missed 5 games by 2002-11-20: more than 5 make a player droppable (rule 10)"
    ]


def test_a_drop_requested_by_someone_other_than_his_captain_is_refused():
    s = season(
        *(game(n, absent=("RED1",)) for n in range(1, 8)), drops=(Drop("RED1", "RED2", date(2002, 11, 20), None, None),)
    )
    assert [str(p) for p in check_season(s, GRAY)] == [
        "drops[0].requested_by: RED2 is not the captain of Red (RED0 is) (rule 10)"
    ]


def test_substitute_candidates_are_unrostered_of_his_position_closest_rating_first():
    s = season(*(game(n, absent=("RED1",)) for n in range(1, 8)))
    # One forward of 52 on each other team: a team without forwards would be the weakest at 0
    # (docs/readings/gray.md#rosters-and-balance).
    others = tuple(
        Player(f"{t.code}F", f"{t.name} forward", date(1970, 1, 1), "F", "B", 52, number=9, team=t.code)
        for t in BENCH_TEAMS
    )
    s = replace(s, players=s.players + others)
    ranked = substitute_candidates(s, GRAY, "RED1", date(2002, 11, 25), team="RED")
    assert [(c.player.id, c.rating_gap) for c in ranked] == [("FA1", 9), ("FA2", 11)]
    # Red's forwards 50-53 plus FA1's 60 average 53.2 against Blue's 51.5: the league's F spread with him
    assert round(ranked[0].spread_after, 2) == 1.7


def test_dashboard_reminders_before_the_deadline():
    from league.checks.alerts import attendance_alerts

    s = season(
        *(game(n, absent=("RED1",) if n <= 6 else ("RED2",) if n == 7 else ()) for n in range(1, 8)),
        drops=(Drop("BLU3", "BLU0", date(2002, 11, 20)),),
    )
    alerts = attendance_alerts(s, GRAY, date(2002, 11, 25))
    assert alerts == (
        "Drop request waiting for the committee: BLU skater 3 (BLU3) (rule 10)",
        "Droppable (more than 5 misses): RED skater 1 (RED1) (rule 10)",
    )
    assert attendance_alerts(s, GRAY, DEADLINE) == ()


def test_a_drop_needs_the_captains_request():
    s = season(
        *(game(n, absent=("RED1",)) for n in range(1, 8)),
        drops=(Drop("RED1", None, date(2002, 11, 20), date(2002, 11, 21), True),),
    )
    assert [str(p) for p in check_season(s, GRAY)] == [
        "drops[0].requested_by: nobody is not the captain of Red (RED0 is) (rule 10)"
    ]


def test_an_official_substitute_goalie_is_no_g11_substitute():
    goalie = Player("SUBG", "Official Sub", date(1970, 1, 1), "G", "B", 55)
    s = Season(
        "L",
        "S",
        "gray",
        SeasonDates(DEADLINE, DEADLINE),
        (Team("RED", "Red", "RED0"), Team("BLU", "Blue", "BLU0"), *BENCH_TEAMS),
        (*PLAYERS, goalie),
        substitute_goalies=("SUBG",),
        games=tuple(game(n, absent=("REDG",)) for n in range(1, 8)),
        drops=(Drop("REDG", "RED0", date(2002, 11, 20), date(2002, 11, 21), True),),
    )
    assert substitute_candidates(s, GRAY, "REDG", date(2002, 11, 25), "RED") == ()
    placed = replace(s, substitutes=(Substitute("SUBG", "RED", date(2002, 11, 25), "REDG"),))
    assert "substitutes[0].player: SUBG is an official substitute goalie, kept for every team (rule 18)" in [
        str(p) for p in check_season(placed, GRAY)
    ]


# The end of the season's records (docs/readings/gray.md#attendance-drops-and-substitutes): the latest date of a game, a
# transfer, a drop or a substitute. Seven games, the last on 2002-11-24; RED1 misses them all and is droppable from G06.
LAST_GAME = START + timedelta(days=49)
AFTER_THE_LAST_GAME = dict(
    drops=(Drop("RED1", "RED0", LAST_GAME + timedelta(days=2), LAST_GAME + timedelta(days=3), True, "absent"),),
    substitutes=(Substitute("FA1", "RED", LAST_GAME + timedelta(days=4), "RED1"),),
    transfers=(
        Transfer("RED2", "BLU", LAST_GAME + timedelta(days=5), "swap"),
        Transfer("BLU2", "RED", LAST_GAME + timedelta(days=5), "swap"),
    ),
)


def moved_after_the_last_game() -> Season:
    return season(*(game(n, absent=("RED1",)) for n in range(1, 8)), **AFTER_THE_LAST_GAME)


def teams_at_the_end(s: Season) -> dict[str, str | None]:
    return {r.player: r.team for r in attendance(s, GRAY)}


def test_the_end_of_the_records_is_the_latest_game_transfer_drop_or_substitute():
    from league.season.date_range import end_of_records

    s = moved_after_the_last_game()
    assert check_season(s, GRAY) == []
    assert end_of_records(s) == LAST_GAME + timedelta(days=5)  # the swap
    assert end_of_records(season(*(game(n) for n in range(1, 8)))) == LAST_GAME
    pending = Drop("RED1", "RED0", LAST_GAME + timedelta(days=9))  # a request waiting for the committee
    assert end_of_records(season(game(1), drops=(pending,))) == LAST_GAME + timedelta(days=9)
    assert end_of_records(season()) is None


def test_a_player_dropped_after_the_last_game_is_on_no_team_at_the_end_of_the_records():
    row = next(r for r in attendance(moved_after_the_last_game(), GRAY) if r.player == "RED1")
    assert (row.team, row.misses, row.droppable) == (None, 7, True)
    as_of = {r.player: r.team for r in attendance(moved_after_the_last_game(), GRAY, as_of=LAST_GAME)}
    assert (as_of["RED1"], as_of["FA1"], as_of["RED2"]) == ("RED", None, "RED")  # `as_of` still names that day


def test_his_substitute_placed_after_the_last_game_is_on_the_team_at_the_end_of_the_records():
    row = next(r for r in attendance(moved_after_the_last_game(), GRAY) if r.player == "FA1")
    assert (row.team, row.misses, row.attended) == ("RED", 0, 0)


def test_a_player_transferred_after_the_last_game_is_on_his_new_team_at_the_end_of_the_records():
    teams = teams_at_the_end(moved_after_the_last_game())
    assert (teams["RED2"], teams["BLU2"]) == ("BLU", "RED")


def test_a_season_with_no_games_yet_lists_the_starting_teams():
    teams = teams_at_the_end(season())
    assert (teams["RED1"], teams["BLU1"], teams["FA1"]) == ("RED", "BLU", None)
    # With no game, the moves alone end the records, even dated after the roster deadline (no game
    # date to fall back on, nor the deadline).
    later = DEADLINE + timedelta(days=10)
    swap = (Transfer("RED2", "BLU", later, "swap"), Transfer("BLU2", "RED", later, "swap"))
    moved = teams_at_the_end(season(transfers=swap))
    assert (moved["RED2"], moved["BLU2"]) == ("BLU", "RED")


def test_suspensions_rollover_and_attendance_take_the_same_end_of_the_records():
    from league.discipline.suspensions import still_to_serve
    from league.rosters.rollover import roll_over

    fight = (Penalty("RED", "RED2", "major", "fighting", 1, 60),)
    s = season(
        *(game(n, absent=("RED1",)) for n in range(1, 7)),
        game(7, absent=("RED1",), penalties=fight),
        **AFTER_THE_LAST_GAME,
    )
    teams = teams_at_the_end(s)
    assert [(x.player, team) for x, team in still_to_serve(s, season_suspensions(s, GRAY))] == [("RED2", teams["RED2"])]
    following = {p.id: p.team for p in roll_over(s, GRAY).season.players}
    assert {pid: following.get(pid) for pid in ("FA1", "RED2", "BLU2")} == {
        pid: teams[pid] for pid in ("FA1", "RED2", "BLU2")
    }


# Gray rule 10: an empty dressed list is a recorded lineup: every player of that team missed the game (a no-show).
def no_show(n: int, *teams: str) -> Game:
    """Game n with an empty dressed list for each of `teams` (Blue's no-show ruled its forfeit)."""
    return game(
        n,
        dressed=tuple((t, () if t in teams else ps) for t, ps in game(n).dressed),
        score=None,
        forfeit=Forfeit(teams[0], "no-show"),
    )


def test_an_empty_dressed_list_is_a_miss_for_every_player_of_that_team():
    s = season(game(1), no_show(2, "BLU"), game(3, dressed=(("RED", game(3).dressed_for("RED")),)))
    rows = {r.player: r for r in attendance(s, GRAY)}
    assert {rows[f"BLU{i}"].misses for i in range(7)} == {1} and rows["BLUG"].missed_games == ("G02",)
    assert {rows[f"RED{i}"].misses for i in range(7)} == {0}  # Red's list was full; Blue's G03 list not recorded
    assert attendance_cell("BLU1", "BLU", s.game("G02"), s, DEADLINE, ()) == ABSENT
    assert attendance_cell("BLU1", "BLU", s.game("G03"), s, DEADLINE, ()) == NOT_RECORDED


def test_empty_dressed_lists_for_both_teams_are_a_miss_for_everyone():
    s = season(no_show(1, "BLU", "RED"), game(2))
    assert {r.misses for r in attendance(s, GRAY) if r.team} == {1}


def test_six_no_shows_make_every_player_of_the_team_droppable():
    s = season(*(no_show(n, "BLU") for n in range(1, 7)))
    assert all(r.droppable for r in attendance(s, GRAY) if r.team == "BLU")
    assert not any(r.droppable for r in attendance(s, GRAY) if r.team == "RED")
    assert check_season(s, GRAY) == []  # each empty list is its team's no-show forfeit (rule 6) ...
    played = replace(no_show(1, "BLU"), forfeit=None, score=Score(3, 0))  # ... which a final game needs
    assert [str(p) for p in check_season(season(played), GRAY)] == [
        "games[0].dressed.BLU: Blue: 0 skaters and 0 goalies dressed: a team needs 5 skaters and a goalie, or 6 "
        "skaters; record its forfeit (rule 6)"
    ]


def test_attendance_weights_count_an_empty_list_as_a_game_nobody_came_to():
    from league.rosters.transfers import attendance_weights

    weights = attendance_weights(season(game(1), no_show(2, "BLU")), START + timedelta(days=30))
    assert (weights["BLU1"], weights["RED1"]) == (0.5, 1.0)


# One team's rows (the attendance screen's) are read from that team's games only: they must be the season's own.
def test_the_rows_of_some_players_are_their_rows_in_the_whole_season(example_season):
    fight = (Penalty("RED", "RED2", "major", "fighting", 1, 60),)
    moved = season(
        *(game(n, absent=("RED1",)) for n in range(1, 7)),
        game(7, absent=("RED1",), penalties=fight),
        game(8, absent=("RED2", "BLU3")),
        **AFTER_THE_LAST_GAME,
    )
    swapped = season(
        *(game(n, absent=("RED1", "BLU1")) for n in range(1, 5)),
        transfers=(Transfer("RED1", "BLU", START + timedelta(days=17)),),
    )
    for s in (moved, swapped, example_season):
        rosters = Rosters(s)
        for as_of in (None, START + timedelta(days=20)):
            whole = attendance(s, GRAY, as_of)
            groups = [rosters.ever_on(t.code) for t in s.teams] + [(p.id,) for p in s.players] + [()]
            for group in groups:
                assert attendance(s, GRAY, as_of, players=group) == tuple(r for r in whole if r.player in group)
