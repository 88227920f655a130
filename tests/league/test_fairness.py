"""Gray rule 9 shift fairness, straight from the rule text: counts, spreads, double shifts, who is owed a shift."""

from __future__ import annotations

from datetime import date

import pytest

from league.rulebooks.gray import GRAY
from league.season.values import Game, Player, Season, SeasonDates, Shift, Team
from league.stats.fairness import (
    double_shifts_if,
    season_fairness,
    shift_size_problem,
    tally,
    team_game,
    with_shift,
    without_last_shift,
)

FORWARDS = ("A", "B", "C", "D", "E", "F")
DEFENCE = ("x", "y", "z")


def f(*players: str, stop: bool = False) -> Shift:
    return Shift("F", players, stop)


def d(*players: str, stop: bool = False) -> Shift:
    return Shift("D", players, stop)


def run(*shifts: Shift, forwards=FORWARDS, defence=DEFENCE):
    return tally("R1", "RED", shifts, {"F": forwards, "D": defence})


def flagged(result) -> list[tuple[int, str]]:
    return [(v.shift, v.player) for v in result.violations]


def counts(result, group: str) -> dict[str, int]:
    return {p.player: p.shifts for p in result.group(group).players}


def test_counts_and_spread_leave_stop_time_out():
    result = run(f("A", "B", "C"), d("x", "y"), f("D", "E", "F"), f("A", "B", "C", stop=True), f("A", "B", "C"))
    assert counts(result, "F") == {"A": 2, "B": 2, "C": 2, "D": 1, "E": 1, "F": 1}
    assert result.group("F").spread == 1
    assert counts(result, "D") == {"x": 1, "y": 1, "z": 0}  # dressed but never out: 0
    assert result.group("D").spread == 1
    assert result.recorded == 5  # the stop-time shift keeps its number


def test_no_shift_records_gives_every_dressed_player_zero():
    result = run()
    assert set(counts(result, "F").values()) == {0} and result.group("F").spread == 0
    assert result.violations == ()


def test_stop_time_shift_keeps_its_number_but_is_not_the_previous_shift():
    forwards = ("A", "B", "C", "D", "E", "F", "G")
    # After shift 2, G has sat 2. Shift 3 is stop time: skipped, so it neither puts G back nor makes
    # A and B "on the previous shift". Shift 4 sends D and E again while G sits: numbered 4.
    result = run(f("A", "B", "C"), f("D", "E", "F"), f("G", "A", "B", stop=True), f("D", "E", "A"), forwards=forwards)
    assert flagged(result) == [(4, "D"), (4, "E")]
    assert result.violations[0].waiting == ("G",)


def test_double_shift_flagged_only_while_someone_has_sat_two():
    result = run(f("A", "B", "C"), f("A", "B", "C"), f("A", "B", "C"))
    # Before shift 2, D, E and F had sat one shift: allowed. Before shift 3 they had sat two.
    assert flagged(result) == [(3, "A"), (3, "B"), (3, "C")]


def test_nobody_flagged_when_the_one_who_sat_two_goes_out():
    result = run(f("A", "B", "C"), f("A", "B", "C"), f("D", "E", "A"), forwards=("A", "B", "C", "D", "E"))
    # Shift 3: A was on shift 2, but D and E (who had sat two) are on it; B and C sat only one.
    assert flagged(result) == []


def test_the_other_groups_changes_do_not_break_previous_shift_of_his_group():
    result = run(f("A", "B", "C"), d("x", "y"), f("A", "B", "C"), d("x", "z"), f("A", "B", "C"))
    # The F shifts are 1, 3 and 5: before 5, D, E and F have sat two F shifts, whatever D did.
    assert flagged(result) == [(5, "A"), (5, "B"), (5, "C")]
    assert {p.player: p.sitting for p in result.group("D").players} == {"x": 0, "y": 1, "z": 0}


def test_defence_double_shift_while_a_defenceman_sat_two():
    result = run(d("x", "y"), d("x", "y"), d("x", "y"))
    assert flagged(result) == [(3, "x"), (3, "y")]


def test_short_bench_everyone_double_shifts_and_nobody_is_flagged():
    shifts = [f("A", "B", "C"), d("x", "y")] * 6
    result = run(*shifts, forwards=("A", "B", "C"), defence=("x", "y"))
    assert result.violations == ()
    assert counts(result, "F") == {"A": 6, "B": 6, "C": 6}
    assert result.group("F").spread == 0 and result.group("D").spread == 0


def test_who_is_owed_longest_sitting_then_fewest_shifts():
    result = run(f("A", "B", "C"), f("D", "E", "A"), forwards=("A", "B", "C", "D", "E"))
    # Sitting: B 1, C 1, the rest 0. Shifts: A 2, the rest 1.
    assert result.group("F").owed == ("B", "C", "D", "E", "A")
    assert run(forwards=("A", "B")).group("F").owed == ("A", "B")  # all equal: sheet order


def test_warning_before_recording_names_the_double_shift():
    game = Game(
        "R1",
        "regular",
        date(2002, 10, 6),
        "19:00",
        "RED",
        "BLU",
        dressed=(("RED", FORWARDS + DEFENCE),),
        shifts=(("RED", (f("A", "B", "C"), f("D", "E", "F"), f("D", "E", "F"))),),
    )
    position = {p: "F" for p in FORWARDS} | {p: "D" for p in DEFENCE}
    assert double_shifts_if(game, "RED", position, f("A", "B", "C"), GRAY) == ()
    warned = double_shifts_if(game, "RED", position, f("D", "E", "A"), GRAY)
    assert [(v.shift, v.player, v.waiting) for v in warned] == [(4, "D", ("B", "C")), (4, "E", ("B", "C"))]
    assert without_last_shift(with_shift(game, "RED", f("A", "B", "C")), "RED") == game
    assert team_game(game, "RED", position, GRAY).recorded == 3


@pytest.mark.parametrize(
    "shift, ok",
    [
        (f("A"), True),
        (f("A", "B", "C"), True),
        (f("A", "B", "C", "D"), False),
        (f(), False),
        (d("x", "y"), True),
        (d("x", "y", "z"), False),
        (f("A", "A"), False),
    ],
)
def test_group_sizes_come_from_the_rulebook(shift, ok):
    assert (shift_size_problem(shift, GRAY.shifts) is None) == ok


def _season() -> Season:
    players = tuple(
        Player(pid, pid, date(1970, 1, 1), pos, "B", 50, team="RED")
        for pid, pos in (("A", "F"), ("B", "F"), ("C", "F"), ("D", "F"), ("x", "D"), ("y", "D"), ("g", "G"))
    )
    dressed = ("A", "B", "C", "D", "x", "y", "g")

    def game(gid: str, day: int, dressed_ids, shifts, status="final") -> Game:
        return Game(
            gid,
            "regular",
            date(2002, 10, day),
            "19:00",
            "RED",
            "BLU",
            status=status,
            dressed=(("RED", dressed_ids),),
            shifts=(("RED", shifts),) if shifts else (),
        )

    games = (
        # Every forward out 3 times (the stop-time shift left out): spread 0. x and y share the D shift.
        game(
            "R1",
            6,
            dressed,
            (f("A", "B", "C"), d("x", "y"), f("D", "A", "B"), f("C", "D", "A"), f("B", "C", "D"), f("D", stop=True)),
        ),
        # C misses R2; A 3, D 2, B 0: spread 3. Shift 3: A double-shifts while B has sat two.
        game("R2", 13, tuple(p for p in dressed if p != "C"), (f("A", "D"), f("A"), f("A", "D"))),
        game("R3", 20, dressed, ()),  # final, no shift records: everyone 0
        game("R4", 27, dressed, (f("A", "B", "C"),) * 3, status="scheduled"),  # under way: not the season's
    )
    return Season(
        "L",
        "2002-03",
        "gray",
        SeasonDates(date(1980, 12, 31), date(2002, 12, 31)),
        teams=(Team("RED", "Red"), Team("BLU", "Blue")),
        players=players,
        games=games,
    )


def test_season_totals_largest_single_game_spread_and_averages():
    season = season_fairness(_season(), "RED", GRAY)
    rows = {p.player: (p.group, p.shifts, p.games, p.tracked, round(p.average, 2)) for p in season.players}
    assert rows == {
        "A": ("F", 6, 3, 2, 3.0),
        "B": ("F", 3, 3, 2, 1.5),
        "C": ("F", 3, 2, 1, 3.0),
        "D": ("F", 5, 3, 2, 2.5),
        "x": ("D", 1, 3, 2, 0.5),
        "y": ("D", 1, 3, 2, 0.5),
    }
    assert [p.player for p in season.players] == ["A", "B", "C", "D", "x", "y"]  # goalie left out
    assert season.spread("F") == 3 and season.spread("D") == 0
    assert [(v.game, v.shift, v.player) for v in season.violations] == [("R2", 3, "A")]
    assert [r.game for r in season.rows] == ["R1", "R2", "R3"]


def test_tallies_made_with_one_shared_table_share_equal_player_tallies_and_read_as_each_game_alone():
    # A team's thousands of games hold the same few (player, shifts, sitting) tallies again and again: tallied with
    # one shared table they are one object each; each game reads as tallied alone.
    season = _season()
    position = {p.id: p.position for p in season.players}
    shared: dict[object, object] = {}
    finals = [g for g in season.games if g.status == "final" and "RED" in g.teams]
    together = [team_game(g, "RED", position, GRAY, shared) for g in finals]
    assert together == [team_game(g, "RED", position, GRAY) for g in finals]
    players = [p for t in together for g in t.groups for p in g.players]
    distinct = {p: p for p in players}
    assert len(players) > len(distinct), "the season's games hold equal player tallies"
    assert all(p is distinct[p] for p in players)


def test_a_seasons_figures_are_each_games_own_and_its_violations_theirs():
    # The season keeps each game's figures, not its tally (a team's thousands of games: memory).
    season = _season()
    position = {p.id: p.position for p in season.players}
    fairness = season_fairness(season, "RED", GRAY)
    finals = [g for g in season.games if g.status == "final" and "RED" in g.teams]
    tallies = [team_game(g, "RED", position, GRAY) for g in finals]
    assert [(r.game, r.recorded, r.forwards, r.defence, r.doubles) for r in fairness.rows] == [
        (t.game, t.recorded, t.group("F").spread, t.group("D").spread, len(t.violations)) for t in tallies
    ]
    assert list(fairness.violations) == [v for t in tallies for v in t.violations]
    assert [r.doubles for r in fairness.rows] == [0, 1, 0] and max(r.forwards for r in fairness.rows) == 3
