"""Balance (docs/readings/gray.md#rosters-and-balance): strength per group, the spread, suggestions within the maxima,
balanced forming."""

from __future__ import annotations

import functools
import operator
import random
from datetime import date

import pytest

from league.rosters.balance import balance, form_teams, suggestions, team_strength
from league.rulebooks.gray import GRAY
from league.season.values import Player

TEAMS = ("BLK", "RED", "GRN", "WHT", "BLU", "GLD")


def player(pid: str, position: str, rating: int, number: int | None = None) -> Player:
    return Player(pid, pid, date(1970, 1, 1), position, "B", rating, number)


def test_strength_is_the_mean_rating_and_the_spread_strongest_minus_weakest():
    rosters = {"A": [player("a1", "F", 80), player("a2", "F", 60)], "B": [player("b1", "F", 50)], "C": []}
    result = balance(rosters)
    assert result.group("F").strength("A") == 70
    assert result.group("F").strength("C") is None  # nobody in the group: shown as nobody ...
    assert result.spread("F") == 70  # ... and the weakest in the spread (strength 0), never left out
    assert result.spread("D") == 0


def test_attendance_weights_count_who_shows_up():
    players = [player("a1", "F", 90), player("a2", "F", 50)]
    assert team_strength(players) == 70
    assert team_strength(players, {"a1": 0.0, "a2": 1.0}) == 50
    assert team_strength(players, {"a1": 0.0, "a2": 0.0}) == 70  # nobody came yet: the plain mean


def test_a_suggestion_lowers_the_spread_and_respects_the_maxima():
    # A is strong with a full skater roster; B is weak: a transfer to B is within the maxima, one to A is not.
    a = [player(f"a{i}", "F", 90) for i in range(9)] + [player(f"ad{i}", "D", 60) for i in range(4)]
    b = [player(f"b{i}", "F", 40) for i in range(8)] + [player(f"bd{i}", "D", 60) for i in range(4)]
    rosters = {"A": a, "B": b}
    moves = suggestions(rosters, GRAY.roster)
    assert moves and all(m.after < m.before for m in moves)
    best = moves[0]
    assert best.group == "F" and best.before == 50 and best.cut == max(m.cut for m in moves)
    for m in moves:
        moved = {m.player: m.to_team} | ({m.other: m.from_team} if m.other else {})
        after = {t: [p for p in ps if p.id not in moved] for t, ps in rosters.items()}
        for t, _ps in rosters.items():
            after[t] += [p for p in functools.reduce(operator.iadd, rosters.values(), []) if moved.get(p.id) == t]
        counts = {t: sum(p.position != "G" for p in ps) for t, ps in after.items()}
        assert max(counts.values()) <= GRAY.roster.max_skaters
        assert balance(after).spread(m.group) == pytest.approx(m.after)


def test_a_transfer_onto_a_full_team_is_never_suggested():
    a = [player(f"a{i}", "F", 40) for i in range(13)]
    b = [player("b0", "F", 90)]
    moves = suggestions({"A": a, "B": b}, GRAY.roster)
    assert all(not (m.other is None and m.to_team == "A") for m in moves)
    assert all(m.other is not None or m.from_team == "A" for m in moves)


def test_a_suggestion_never_puts_two_players_in_one_number():
    rosters = {"A": [player("a1", "F", 90, 9), player("a2", "F", 80, 10)], "B": [player("b1", "F", 40, 9)]}
    moves = suggestions(rosters, GRAY.roster)
    assert all(not (m.player == "a1" and m.other is None) for m in moves)


def test_a_teams_only_goalie_is_never_suggested_to_leave():
    """The issue's "Cy Carter WHT -> RED: goalies spread 25.0 -> 1.5": White's only goalie, taken away."""
    rosters = {
        "WHT": [player("cy", "G", 75)],
        "RED": [player("r1", "G", 50), player("r2", "G", 50)],
        "BLU": [player("b1", "G", 52)],
        "GLD": [player("g1", "G", 55)],
    }
    moves = suggestions(rosters, GRAY.roster)
    assert all(not (m.player == "cy" and m.other is None) for m in moves)
    assert all(not (m.other is None and m.group == "G" and m.from_team in ("BLU", "GLD")) for m in moves)


def test_a_group_left_empty_counts_as_the_weakest_not_as_absent():
    with_goalie = balance({"WHT": [player("cy", "G", 75)], "RED": [player("r1", "G", 50)]})
    emptied = balance({"WHT": [], "RED": [player("r1", "G", 50), player("cy", "G", 75)]})
    assert emptied.spread("G") == 62.5 > with_goalie.spread("G") == 25


def test_the_last_forward_or_defenceman_of_a_team_is_never_suggested_to_leave():
    rosters = {
        "A": [player("a1", "F", 90), player("ad", "D", 90)],
        "B": [player("b1", "F", 40), player("b2", "F", 40), player("bd", "D", 40), player("bd2", "D", 40)],
    }
    assert all(m.other is not None or m.from_team != "A" for m in suggestions(rosters, GRAY.roster, limit=50))


def test_balanced_teams_leave_nobody_out_when_there_is_room_and_respect_the_maxima():
    pool = [player(f"F{i}", "F", 50 + i) for i in range(80)] + [player(f"G{i}", "G", 60 + i) for i in range(14)]
    result = form_teams(pool, TEAMS, GRAY.roster)
    placed = dict(result.rosters)
    assert all(sum(1 for pid in ids if pid.startswith("G")) <= 2 for ids in placed.values())
    assert all(sum(1 for pid in ids if pid.startswith("F")) <= 13 for ids in placed.values())
    # 78 skater places and 12 goalie places for 80 skaters and 14 goalies: the weakest wait.
    assert sorted(result.unplaced) == ["F0", "F1", "G0", "G1"]


@pytest.mark.parametrize("seed", range(20))
def test_balanced_forming_keeps_forwards_and_defence_within_two_points(seed):
    rnd = random.Random(seed)
    positions = ["F"] * 48 + ["D"] * 24 + ["G"] * 6
    pool = [player(f"P{i:03d}", pos, rnd.randint(30, 95)) for i, pos in enumerate(positions)]
    result = form_teams(pool, TEAMS, GRAY.roster)
    assert result.unplaced == ()
    assert result.balance.spread("F") <= 2
    assert result.balance.spread("D") <= 2
    assert sorted(pid for _, ids in result.rosters for pid in ids) == sorted(p.id for p in pool)
    goalies = {
        t: sum(1 for pid in ids if pid in {p.id for p in pool if p.position == "G"}) for t, ids in result.rosters
    }
    assert set(goalies.values()) == {1}  # goalies first, one each


def test_forming_is_deterministic():
    pool = [player(f"P{i}", "F" if i % 3 else "D", 30 + (i * 37) % 65) for i in range(36)]
    assert form_teams(pool, TEAMS, GRAY.roster) == form_teams(pool, TEAMS, GRAY.roster)
