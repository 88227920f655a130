"""The scorer and the bench tracker on one game in two windows, typing at once: a sheet entry and a shift
change different parts of the game and never refuse each other; an undo on either takes back only its own;
the bench tracker names the shift it recorded as the file numbers it."""

from __future__ import annotations

import pytest

from league.rulebooks import GRAY
from league.season.values import Shift
from league.stats.fairness import with_shift
from store.file.db import open_league
from store.writes.games import change_game
from tests.tui.game_night_windows import (
    SEASON,
    bench_change,
    message,
    open_bench,
    open_sheet,
    stored,
    two_windows,
    type_line,
)
from tests.tui.sheet_fixtures import GAME
from tui.screens import bench_screen


@pytest.fixture(autouse=True)
def patient_jersey_numbers(monkeypatch):
    """A typed digit waits for the next one however busy the machine (Enter takes what was typed)."""
    monkeypatch.setattr(bench_screen, "JERSEY_WAIT", 60.0)


async def test_a_scorer_and_a_bench_tracker_typing_at_once_never_refuse_each_other(r31_dressed):
    async with two_windows(r31_dressed) as (scorer, ps, bench, pb):
        await open_sheet(ps)
        await open_bench(pb)
        said: list[str] = []

        async def sheet(line: str) -> None:
            await type_line(ps, line)
            said.append(message(scorer))

        async def shift(*jerseys: str) -> None:
            await bench_change(pb, *jerseys)
            said.append(message(bench, "bench"))

        await sheet("goal WHT 11 36 1 01:00")
        await shift("60", "84", "77")
        await sheet("pen BLU 14 minor hooking 1 03:00")
        await shift("11", "36", "47")
        await sheet("goal BLU 13 1 05:00")
        await pb.press("right")
        await shift("32", "10")
        await ps.press("ctrl+z")  # the scorer takes back Blue's goal: the shifts recorded meanwhile stay
        await ps.pause()
        said.append(message(scorer))
        await pb.press("left")
        await shift("60", "84", "99")
        await sheet("pen WHT 60 minor tripping 1 06:00")
        await pb.press("ctrl+z")  # the bench takes back its last shift: the sheet's penalty stays
        await pb.pause()
        said.append(message(bench, "bench"))

        assert not [s for s in said if "Refused" in s or "another window" in s], said
        assert [s.split(":")[0] for s in said if s.startswith("Recorded")] == [
            "Recorded shift 1 (F)",
            "Recorded shift 2 (F)",
            "Recorded shift 3 (D)",
            "Recorded shift 4 (F)",
        ]
        assert said[-1].startswith("Undone: shift 4 (F)")
        game = stored(r31_dressed)
        assert [g.scorer for g in game.goals] == ["P042"]
        assert [(p.team, p.infraction) for p in game.penalties] == [("BLU", "hooking"), ("WHT", "tripping")]
        assert len(game.shifts_for("WHT")) == 3


async def test_the_bench_tracker_names_the_shift_as_the_file_numbers_it(r31_dressed):
    async with two_windows(r31_dressed) as (_, _, bench, pb):
        await open_bench(pb)
        await bench_change(pb, "60", "84", "77")
        # Another bench window on White records a change this one has not shown yet.
        other = open_league(r31_dressed.path)
        try:
            shift = Shift("F", ("P042", "P043", "P044"))
            change_game(other, SEASON, GAME, lambda g: with_shift(g, "WHT", shift, GRAY))
        finally:
            other.close()
        await pb.press("ctrl+z")  # its shift 1 is not the last any more: kept, and the message says which is
        await pb.pause()
        said = message(bench, "bench")
        assert "shift 1 (F) shown here is no longer White's last" in said and "the last is shift 2 (F)" in said
        assert len(stored(r31_dressed).shifts_for("WHT")) == 2
        await bench_change(pb, "99", "60", "84")
        assert message(bench, "bench").startswith("Recorded shift 3 (F)"), message(bench, "bench")
        await pb.press("ctrl+z")
        await pb.pause()
        assert message(bench, "bench").startswith("Undone: shift 3 (F)")
        assert len(stored(r31_dressed).shifts_for("WHT")) == 2
