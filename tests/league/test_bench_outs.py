"""Gray rule 9 with the sheet: a player out of the game (ejected, serving a major or a misconduct, injured) is owed no
shift, and a teammate's double shift while he sits out is no violation."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from league.rulebooks.gray import GRAY
from league.season.values import BenchOut, Game, Penalty, Shift
from league.sheet.bench_outs import INJURED, absences, toggle_injured
from league.stats.fairness import double_shifts_if, owed_first, team_game, with_shift, without_last_shift

FORWARDS = ("A", "B", "C", "D", "E", "G")
DEFENCE = ("x", "y")
POSITION = {p: "F" for p in FORWARDS} | {p: "D" for p in DEFENCE}


def f(*players: str) -> Shift:
    return Shift("F", players)


def game_of(*penalties: Penalty) -> Game:
    return Game(
        "R1",
        "regular",
        date(2002, 10, 6),
        "19:00",
        "RED",
        "BLU",
        dressed=(("RED", FORWARDS + DEFENCE), ("BLU", ())),
        penalties=penalties,
    )


def recorded(game: Game, *shifts: Shift) -> Game:
    """The shifts recorded one by one, as the bench tracker does."""
    for shift in shifts:
        game = with_shift(game, "RED", shift, GRAY)
    return game


def with_penalties(game: Game, *penalties: Penalty) -> Game:
    return replace(game, penalties=game.penalties + penalties)


def flagged(game: Game) -> list[tuple[int, str, tuple[str, ...]]]:
    return [(v.shift, v.player, v.waiting) for v in team_game(game, "RED", POSITION, GRAY).violations]


def owed(game: Game) -> tuple[str, ...]:
    return owed_first(team_game(game, "RED", POSITION, GRAY), "F", GRAY)


FIGHT = Penalty("RED", "G", "major", "fighting", 1, 240)  # adds a game misconduct: ejected (Gray rule 5)
GAME_MISCONDUCT = Penalty("RED", "G", "game-misconduct", "abuse of officials", 1, 240)
MATCH = Penalty("RED", "G", "match", "slashing", 1, 240)
MAJOR = Penalty("RED", "G", "major", "boarding", 1, 240)
MISCONDUCT = Penalty("RED", "G", "misconduct", "unsportsmanlike conduct", 1, 240)
FOURTH_MINOR = tuple(Penalty("RED", "G", "minor", "hooking", 1, s) for s in (60, 120, 180, 240))  # adds a misconduct
# G plays shift 2 and is penalized in it; then A, B, C, D and E carry the forwards' changes.
BEFORE = (f("A", "B", "C"), f("D", "E", "G"))
AFTER = (f("A", "B", "C"), f("D", "E", "A"), f("B", "C", "D"))  # shift 5: D again while G has sat 3 and 4


def test_without_a_penalty_g_is_waiting_and_owed():
    game = recorded(game_of(), *BEFORE, *AFTER)
    assert flagged(game) == [(5, "D", ("G",))]
    assert owed(game)[0] == "G"


@pytest.mark.parametrize("penalty", [FIGHT, GAME_MISCONDUCT, MATCH], ids=["fighting", "game-misconduct", "match"])
def test_an_ejected_player_is_not_owed_and_not_waiting_for_the_rest_of_the_game(penalty):
    game = recorded(with_penalties(recorded(game_of(), *BEFORE), penalty), *AFTER)
    assert flagged(game) == []
    assert "G" not in owed(game)
    tally = team_game(game, "RED", POSITION, GRAY)
    assert tally.group("F").player("G").out.startswith("ejected")
    assert tally.group("F").spread == 1  # E 2, the rest 3; G's 1 left out: the shifts he missed he could not take


def test_the_live_warning_before_recording_leaves_an_ejected_player_out():
    game = recorded(with_penalties(recorded(game_of(), *BEFORE), FIGHT), *AFTER[:2])
    assert double_shifts_if(game, "RED", POSITION, f("B", "C", "D"), GRAY) == ()
    unpenalized = recorded(game_of(), *BEFORE, *AFTER[:2])
    assert double_shifts_if(unpenalized, "RED", POSITION, f("B", "C", "D"), GRAY) != ()


def test_a_violation_before_the_ejection_stays():
    # Shift 3: A again while G has sat 1 and 2; G plays 4, is ejected in it, and sits 5 and 6.
    shifts = (
        f("A", "B", "C"),
        f("A", "B", "D"),
        f("A", "E", "C"),
        f("G", "D", "B"),
        f("A", "C", "E"),
        f("A", "B", "D"),
    )
    game = replace(recorded(game_of(), *shifts), penalties=(replace(FIGHT, period=2),))
    assert flagged(game) == [(3, "A", ("G",))]
    assert [(a.player, a.start, a.end) for a in absences(game, "RED", GRAY)] == [("G", 5, None)]


@pytest.mark.parametrize(
    "penalties, kind",
    [((MAJOR,), "major"), ((MISCONDUCT,), "misconduct"), (FOURTH_MINOR, "misconduct")],
    ids=["major", "misconduct", "4th-penalty misconduct"],
)
def test_a_player_serving_a_major_or_misconduct_is_out_until_he_is_back(penalties, kind):
    serving = recorded(with_penalties(recorded(game_of(), *BEFORE), *penalties), *AFTER)
    assert flagged(serving) == []  # shift 5: G was in the box
    assert "G" not in owed(serving)
    assert team_game(serving, "RED", POSITION, GRAY).group("F").player("G").out == kind
    assert serving.bench_outs == (BenchOut("RED", "G", 3, kind),)  # the change after the penalty marked it
    back = recorded(serving, f("G", "E", "A"))
    assert flagged(back) == []  # the shifts he served stay served once he is back
    tally = team_game(back, "RED", POSITION, GRAY)
    assert tally.group("F").player("G").out == "" and tally.group("F").player("G").sitting == 0
    assert [(a.start, a.end) for a in absences(back, "RED", GRAY)] == [(3, 6)]


def test_an_injured_player_is_out_from_the_next_shift_and_the_same_key_takes_it_back():
    game = recorded(game_of(), *BEFORE)
    injured = toggle_injured(game, "RED", "G")
    assert injured.bench_outs == (BenchOut("RED", "G", 3, INJURED),)
    later = recorded(injured, *AFTER)
    assert flagged(later) == []
    assert "G" not in owed(later)
    assert team_game(later, "RED", POSITION, GRAY).group("F").player("G").out == INJURED
    assert toggle_injured(injured, "RED", "G") == game


def test_undo_keeps_the_marks_and_the_counts():
    game = recorded(with_penalties(recorded(game_of(), *BEFORE), MAJOR), *AFTER)
    undone = without_last_shift(game, "RED")
    assert team_game(undone, "RED", POSITION, GRAY).recorded == 4
    assert "G" not in owed(undone)


def test_who_is_out_replays_the_sheet_once_and_a_sheet_without_penalties_not_at_all(monkeypatch):
    """The ejections and the penalties served are read from one replay of the sheet (each had made its own): the
    bench tracker asks at every change it records."""
    from league.sheet import bench_outs

    replayed: list[str] = []
    replay = bench_outs.replay_sheet

    def counted(game, rulebook, *more):
        replayed.append(game.id)
        return replay(game, rulebook, *more)

    game = recorded(with_penalties(recorded(game_of(), *BEFORE), FIGHT, MAJOR), *AFTER)
    monkeypatch.setattr(bench_outs, "replay_sheet", counted)
    assert {a.player for a in absences(game, "RED", GRAY)} == {"G"}
    assert replayed == ["R1"]
    assert absences(recorded(game_of(), *BEFORE), "RED", GRAY) == ()
    assert replayed == ["R1"]
