"""A game's shifts are checked one turn at a time: a line's shift that recurs is refused at every turn it is
wrong, and a sound one is never refused."""

from __future__ import annotations

from dataclasses import replace

from league.checks.season import check_season
from league.rulebooks import GRAY
from league.season.values import Shift


def _with_shifts(season, code: str, shifts: tuple[Shift, ...]):
    """The season with game R02's shifts of team `code` replaced by `shifts`."""
    games = tuple(
        replace(g, shifts=tuple((c, shifts if c == code else s) for c, s in g.shifts)) if g.id == "R02" else g
        for g in season.games
    )
    return replace(season, games=games)


def test_a_recurring_wrong_shift_is_refused_at_each_of_its_turns(example_season):
    game = next(g for g in example_season.games if g.id == "R02")
    sound, other = dict(game.shifts)["RED"][:2]
    wrong = replace(sound, players=(*sound.players, "P023"))  # a shift too big, and P023 not dressed for Red
    season = _with_shifts(example_season, "RED", (wrong, sound, wrong, other, sound, wrong))
    where = [str(p).split(":")[0] for p in check_season(season, GRAY)]
    at = len(sound.players)
    turn = "games[1].shifts.RED[{}].players"
    assert where == [w for i in (0, 2, 5) for w in (turn.format(i), f"{turn.format(i)}[{at}]")]


def test_a_recurring_sound_shift_is_never_refused(example_season):
    game = next(g for g in example_season.games if g.id == "R02")
    sound, other = dict(game.shifts)["RED"][:2]
    assert check_season(_with_shifts(example_season, "RED", (sound, other, sound, sound, other)), GRAY) == []


def test_a_shift_sound_in_one_game_is_refused_where_a_player_of_it_is_not_dressed(example_season):
    """The check asks each shift object once for its size and positions, whatever the game: one found sound
    in R02 is still refused at each of its turns in a later game that did not dress one of its players."""
    sound = dict(next(g for g in example_season.games if g.id == "R02").shifts)["RED"][0]
    later = next(g for g in example_season.games if g.id == "R06")
    other = dict(later.shifts)["RED"][0]
    absent = next(pid for pid in sound.players if pid not in other.players)
    assert set(sound.players) <= set(dict(later.dressed)["RED"])
    changed = replace(
        later,
        dressed=tuple((c, tuple(p for p in pids if p != absent)) for c, pids in later.dressed),
        shifts=tuple((c, (sound, other, sound) if c == "RED" else s) for c, s in later.shifts),
    )
    at = example_season.games.index(later)
    games = tuple(changed if g is later else g for g in example_season.games)
    problems = check_season(replace(example_season, games=games), GRAY)
    shifts = [str(p).split(":")[0] for p in problems if ".shifts." in str(p)]
    j = sound.players.index(absent)
    assert shifts == [f"games[{at}].shifts.RED[{i}].players[{j}]" for i in (0, 2)]
