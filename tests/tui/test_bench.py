"""The bench tracker and the shift report, driven by keys: a period of changes, a double-shift warning, undo."""

from __future__ import annotations

import json

from store.file.db import open_league
from tests.tui import bench_shifts
from tests.tui.bench_shifts import LINE_1, LINE_2, PAIR, SIZE, TODAY, change, row, shown, white_shifts
from tests.tui.sheet_fixtures import GAME
from tui.app import RinkbookApp
from tui.cli import main
from tui.screens.bench_screen import BenchScreen
from tui.screens.shift_report_screen import ShiftReportScreen

# The bench's fixtures: R31 under way, and jersey numbers that wait for their next digit.
bench_league, patient_jersey_numbers = bench_shifts.bench_league, bench_shifts.patient_jersey_numbers


async def test_a_period_of_changes_by_keyboard_with_a_double_shift_warning_and_undo(bench_league, read_screen):
    app = RinkbookApp(bench_league, today=TODAY, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("l")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, BenchScreen) and screen.game_id == GAME and screen.team == "WHT"
        await change(pilot, *LINE_1)
        await change(pilot, *LINE_2)
        await pilot.press("right")  # the defence list: its change is the one Enter records
        await change(pilot, *PAIR)
        await pilot.press("left")
        await change(pilot, "60", "84", "99")
        assert len(white_shifts(bench_league)) == 4
        assert (row(screen, "F", 77).sitting, row(screen, "F", 77).owed) == (2, True)

        # 60 again while 77 has sat two F shifts (the D change between does not count): warned, not saved.
        await change(pilot, "60", "11", "36")
        assert "Double shift (rule 9): #60 Bob Kowal played the last F shift while #77 Abe Quinn sat 2" in shown(
            app, "#bench-warning"
        )
        assert len(white_shifts(bench_league)) == 4
        await pilot.press("escape")  # the scorer thinks again
        await change(pilot, "77", "11", "36")
        assert "Recorded shift 5 (F): #77 Abe Quinn, #11 Rick Marsh, #36 Rick Zeller." in shown(app, "#bench-message")
        await change(pilot, "47", "84", "60")
        assert len(white_shifts(bench_league)) == 6

        await pilot.press("ctrl+z")
        await pilot.pause()
        assert len(white_shifts(bench_league)) == 5
        assert "Undone: shift 6 (F) #47 Ray Lund, #84 Zed Caro, #60 Bob Kowal." in shown(app, "#bench-message")
        counts = {r.number: r.shifts for g in "FD" for r in screen.query_one(f"#bench-{g}").rows}
        assert counts == {60: 2, 84: 2, 77: 2, 11: 2, 36: 2, 47: 1, 99: 1, 32: 1, 10: 1}
        assert screen.tally.group("F").spread == 1


async def test_the_warning_comes_before_a_double_shift_and_a_second_enter_records_it(bench_league, read_screen):
    app = RinkbookApp(bench_league, today=TODAY, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("l")
        await pilot.pause()
        screen = app.screen
        await change(pilot, *LINE_1)
        await change(pilot, *LINE_2)
        await change(pilot, *LINE_2)  # 11, 36, 47 again while 99 has sat both F shifts
        shifts = white_shifts(bench_league)
        assert len(shifts) == 2, "the third change waits: 99 had sat two"
        text = read_screen(app)
        warning = "⚠ Double shift (rule 9): #11 Rick Marsh, #36 Rick Zeller, #47 Ray Lund played the last F shift"
        assert shown(app, "#bench-warning").startswith(f"{warning} while #99 Lou Vance sat 2 or more")
        assert "Not recorded yet" in text
        assert row(screen, "F", 11).double and row(screen, "F", 99).owed
        await pilot.press("enter")  # the scorer records it anyway
        await pilot.pause()
        assert len(white_shifts(bench_league)) == 3
        assert [p.shifts for p in screen.tally.group("F").players] == [1, 1, 1, 2, 2, 2, 0]
        assert (row(screen, "F", 11).shifts, row(screen, "F", 99).sitting) == (2, 3)
        assert "Recorded shift 3 (F): #11 Rick Marsh, #36 Rick Zeller, #47 Ray Lund." in shown(app, "#bench-message")

        await pilot.press("ctrl+z")
        await pilot.pause()
        assert [s.players for s in white_shifts(bench_league)] == [("P039", "P040", "P041"), ("P042", "P043", "P044")]
        assert row(screen, "F", 11).shifts == 1 and row(screen, "F", 60).sitting == 1


async def test_stop_time_changes_keep_their_numbers_and_count_for_nothing(bench_league, read_screen):
    app = RinkbookApp(bench_league, today=TODAY, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("l")
        await pilot.pause()
        await change(pilot, *LINE_1)
        await pilot.press("S")
        await change(pilot, *LINE_1)
        await change(pilot, *LINE_1)  # stop time: no warning, nothing counted
        shifts = white_shifts(bench_league)
        assert [s.stop_time for s in shifts] == [False, True, True]
        assert row(app.screen, "F", 60).shifts == 1
        assert "Next forwards change (shift 4, stop time" in read_screen(app)


async def test_a_killed_app_keeps_every_recorded_change(bench_league):
    app = RinkbookApp(bench_league, today=TODAY, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("l")
        await pilot.pause()
        await change(pilot, *LINE_1)
        await pilot.press("right")
        await change(pilot, *PAIR)
        await pilot.press("left")
        await change(pilot, *LINE_2)
        # Read through another connection while the app still runs: each change is already committed.
        assert [(s.group, len(s.players)) for s in white_shifts(bench_league)] == [("F", 3), ("D", 2), ("F", 3)]


async def test_a_group_size_off_the_rulebook_is_refused_and_nothing_saved(bench_league, read_screen):
    app = RinkbookApp(bench_league, today=TODAY, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("l")
        await pilot.pause()
        await change(pilot, "60", "84", "77", "11")
        assert "a F shift sends out 1 to 3 forwards, not 4" in read_screen(app)
        assert white_shifts(bench_league) == ()


async def test_read_only_shows_the_bench_but_records_nothing(bench_league, read_screen):
    store = open_league(bench_league.path, read_only=True)
    try:
        app = RinkbookApp(store, today=TODAY, season="2002-03")
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("l")
            await pilot.pause()
            await change(pilot, *LINE_1)
            assert white_shifts(bench_league) == ()
            await pilot.press("c")
            await pilot.pause()
            assert isinstance(app.screen, ShiftReportScreen)
            text = read_screen(app)
            assert "BLK season" in text and "Forwards: spread" in text and "Double shifts:" in text
            await pilot.press("T")
            await pilot.pause()
            assert "RED season" in read_screen(app)
    finally:
        store.close()


def test_shifts_command_json_for_a_game_and_the_season(league_file, capsys):
    assert main(["--db", str(league_file.path), "shifts", "--team", "BLK", "--game", "R01", "--json"]) == 0
    game = json.loads(capsys.readouterr().out)
    assert set(game) >= {"players", "spread", "violations"}
    assert all(set(p) >= {"player", "group", "shifts"} and p["group"] in "FD" for p in game["players"])
    assert game["spread"] == {"F": 2, "D": 1}
    assert all(v["game"] == "R01" and isinstance(v["shift"], int) for v in game["violations"])
    assert main(["--db", str(league_file.path), "shifts", "--team", "BLK", "--json"]) == 0
    season = json.loads(capsys.readouterr().out)
    assert all(isinstance(p["shifts"], int) for p in season["players"])
    assert season["spread"]["F"] >= game["spread"]["F"]
    assert {"game": "R01", "shift": 10, "player": "P002"}.items() <= season["violations"][0].items()
    assert main(["--db", str(league_file.path), "shifts", "--team", "BLK", "--csv"]) == 0
    assert capsys.readouterr().out.startswith("team,game,player,name,number,group,shifts")
    assert main(["--db", str(league_file.path), "shifts", "--team", "NOPE"]) == 1
    assert "--team" in capsys.readouterr().err
