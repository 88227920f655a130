"""The bench tracker's out-of-the-game key: a player marked injured is shown out, owed nothing, makes nobody's
change a double shift, is kept with the game (another connection reads it), and the same key takes it back."""

from __future__ import annotations

from store.file.db import open_league
from store.views.season_load import load_season
from tests.tui import bench_shifts
from tests.tui.bench_shifts import LINE_1, LINE_2, SIZE, TODAY, change, row, shown, white_shifts
from tests.tui.sheet_fixtures import GAME
from tui.app import RinkbookApp
from tui.screens.bench_screen import BenchScreen

# The bench's fixtures, shared: R31 under way, and jersey numbers that wait for their next digit.
bench_league, patient_jersey_numbers = bench_shifts.bench_league, bench_shifts.patient_jersey_numbers


def stored_marks(store):
    other = open_league(store.path)
    try:
        return load_season(other, "2002-03").game(GAME).bench_outs
    finally:
        other.close()


async def test_o_marks_the_player_under_the_cursor_out_injured_and_o_again_takes_it_back(bench_league, read_screen):
    app = RinkbookApp(bench_league, today=TODAY, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("l")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, BenchScreen)
        await change(pilot, *LINE_1)
        await change(pilot, *LINE_2)
        assert row(screen, "F", 99).owed and row(screen, "F", 99).sitting == 2
        assert "O out injured" in read_screen(app)  # the key is shown

        numbers = [r.number for r in screen.query_one("#bench-F").rows]
        await pilot.press(*["down"] * numbers.index(99))
        await pilot.press("O")
        await pilot.pause()
        assert row(screen, "F", 99).out == "injured" and not row(screen, "F", 99).owed
        assert "#99" not in shown(app, "#bench-next").split("owed:")[1]
        assert "out injured from shift 3 to the end of the game" in shown(app, "#bench-message")
        assert "OUT: injured" in read_screen(app)
        assert [(m.team, m.shift, m.reason) for m in stored_marks(bench_league)] == [("WHT", 3, "injured")]

        await change(pilot, *LINE_2)  # 11, 36, 47 again while 99 sits out: no warning, recorded at once
        assert len(white_shifts(bench_league)) == 3
        assert shown(app, "#bench-warning") == ""
        await pilot.press("9", "9")
        await pilot.pause()
        assert "is out of the game (injured)" in shown(app, "#bench-message")

        await pilot.press("O")  # the cursor is still on him: the mark is taken back
        await pilot.pause()
        assert stored_marks(bench_league) == ()
        assert row(screen, "F", 99).out == "" and row(screen, "F", 99).owed
        assert "in the game again" in shown(app, "#bench-message")


async def test_a_number_refused_as_out_of_the_game_leaves_no_half_typed_number_shown(bench_league):
    """#99 typed while he is out: refused, and the next-change line no longer shows "typing #9" (the digits
    are forgotten, so the line must say so)."""
    app = RinkbookApp(bench_league, today=TODAY, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("l")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, BenchScreen)
        numbers = [r.number for r in screen.query_one("#bench-F").rows]
        await pilot.press(*["down"] * numbers.index(99), "O")
        await pilot.pause()
        await pilot.press("9")
        await pilot.pause()
        assert "typing #9" in shown(app, "#bench-next")
        await pilot.press("9")
        await pilot.pause()
        assert "is out of the game (injured)" in shown(app, "#bench-message")
        assert "typing" not in shown(app, "#bench-next"), shown(app, "#bench-next")


async def test_at_80x24_the_player_under_the_cursor_is_in_sight_on_one_line_with_why_he_is_out(
    bench_league, read_screen
):
    """The smallest terminal shows only a few rows of a group: the list follows its cursor, so the player the
    O key marks is the one in sight, and his row (number, name, shifts, sat, OUT and why) is whole on its lines."""
    app = RinkbookApp(bench_league, today=TODAY, season="2002-03")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, BenchScreen)
        numbers = [r.number for r in screen.query_one("#bench-F").rows]
        await pilot.press(*["down"] * numbers.index(99), "O")
        await pilot.pause()
        text = read_screen(app)
        line = next((ln for ln in text.splitlines() if "#99" in ln), "")
        counts = line.split("#99")[1].split("┃")[0].split()  # the forwards' panel, the group in hand
        assert counts[-2:] == ["0", "0"], text  # his shifts and sat, on his line
        below = text.splitlines()[text.splitlines().index(line) + 1]
        assert "OUT: injured" in line + below, text
        assert "      #  player" in text and "sat" in next(ln for ln in text.splitlines() if "#  player" in ln), text
