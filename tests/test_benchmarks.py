"""The benchmarks' own pieces on a tiny size (their figures are never asserted: docs/performance.md goals live in
`python -m benchmarks`)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from benchmarks.figures import Figure, table
from benchmarks.live_view import poll_us
from benchmarks.season_export import timed_export
from benchmarks.season_import import big_season_text
from league.checks.season import check_season
from store.season_files.reader import parse_season_text
from store.views.season_load import season_rulebook
from tests.processes import process_state, running


def test_the_copied_season_file_keeps_every_rule():
    season = parse_season_text(big_season_text(games=94).encode())
    assert len(season.games) == 94  # the 30 regular games three times over, and the 4 playoff games
    assert len({g.id for g in season.games}) == 94
    assert check_season(season, season_rulebook(season)) == []


def test_a_figure_over_its_goal_is_reported_missed():
    over, at = Figure("slow", 120, "ms", 100), Figure("ratio", 1.3, "x", 1.3, inclusive=True)
    assert (over.met, round(over.ratio, 2)) == (False, 1.2)
    assert at.met and at.goal == "<= 1.3x"
    shown = Figure("export", 6.1, "s", None)
    assert shown.met is None and shown.goal == "none"
    lines = table([over, at, shown]).splitlines()
    assert lines[1].endswith("NO") and lines[2].endswith("yes") and lines[3].endswith("none")


def test_the_live_views_poll_is_timed_on_an_open_league_file(league_file):
    assert poll_us(league_file.path, polls=50) > 0


def test_the_export_probe_reports_the_exported_file_and_its_peak_memory(league_file, tmp_path):
    spent, peak = timed_export(league_file.path, tmp_path / "out.json")
    assert spent > 0 and peak > 1  # MiB: the interpreter alone holds more than one
    assert (tmp_path / "out.json").read_text(encoding="utf-8").startswith('{\n "format": "rinkbook.season"')


def test_the_growth_table_shows_each_figure_at_each_size_and_its_growth():
    from benchmarks.growth import ROWS, growth_table, runs_at

    found = {games: {key: games / 10 for key, _, _ in ROWS} for games in (30, 30_000)}
    lines = growth_table(found).splitlines()
    assert lines[0] == "| figure | 30 | 30,000 | growth 30,000 / 30 |"
    assert len(lines) == 2 + len(ROWS)
    assert lines[2].endswith("| 3.00x | 3000.00x | 1000.0x |")  # the start's ratio at each size, then its growth
    assert (runs_at(30, 5), runs_at(10_000, 5), runs_at(30_000, 5)) == (5, 3, 1)


def test_the_real_terminal_shows_what_the_program_paints_and_takes_its_keys(tmp_path):

    from benchmarks.in_terminal import BARE
    from benchmarks.terminal import Terminal, showing

    with Terminal(BARE, Path(__file__).resolve().parents[1], dict(os.environ)) as terminal:
        painted = terminal.wait_for(showing("59", "Quit"), what="the bare app's table and footer")
        assert painted > terminal.spawned
        assert "00" in terminal.text()  # the first row's first cell, under the column headings
        terminal.type(b"q")  # the footer's key, as the terminal sends it
        assert terminal.process.wait(30) == 0


@pytest.mark.parametrize("hang_up", ["as it comes", "ignored, as under nohup"])
def test_a_program_in_the_benchmarks_terminal_is_hung_up_on_when_the_benchmark_dies(hang_up):
    """A benchmark killed before its `close` (a timeout, Ctrl+C) must not leave the app running on a pty nobody
    reads: it was left spinning on its closed terminal, half a core each, for hours. Also when the benchmark itself
    was started ignoring the hang-up (`nohup`), which its program would otherwise inherit."""
    import signal
    import subprocess
    import sys
    import time

    root = Path(__file__).resolve().parents[1]
    program = [sys.executable, "-c", "import time; print('up', flush=True); time.sleep(120)"]
    dies = (
        "import os, sys\n"
        "from pathlib import Path\n"
        "from benchmarks.terminal import Terminal, showing\n"
        f"terminal = Terminal({program!r}, Path({str(root)!r}), dict(os.environ))\n"
        "terminal.wait_for(showing('up'), what='the program')\n"
        "print(terminal.process.pid, flush=True)\n"
        "import time; time.sleep(120)  # killed before its close\n"
    )
    ignored = hang_up != "as it comes"
    benchmark = subprocess.Popen(  # its own group: killed whole, as a timeout kills it, its pty reader too
        [sys.executable, "-c", dies],
        cwd=root,
        stdout=subprocess.PIPE,
        text=True,
        start_new_session=True,
        preexec_fn=(lambda: signal.signal(signal.SIGHUP, signal.SIG_IGN)) if ignored else None,  # noqa: PLW1509
    )
    assert benchmark.stdout is not None
    pid = int(benchmark.stdout.readline())
    os.killpg(benchmark.pid, signal.SIGKILL)
    benchmark.wait()
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and running(pid):
        time.sleep(0.05)
    if running(pid):
        state = process_state(pid)
        os.kill(pid, signal.SIGKILL)
        raise AssertionError(f"the program outlived its terminal (state {state})")


def test_the_memory_tour_opens_the_app_on_the_day_of_the_first_game_still_to_play(league_file):
    from benchmarks.app import in_season_day
    from store.file.raw_sql import execute

    path = league_file.path
    assert in_season_day(path) is None  # every game of the example is played: the system's date is taken
    with league_file.writing() as db:
        execute(db, "UPDATE game SET status = 'scheduled' WHERE date >= '2002-12-01'")
    assert (
        in_season_day(path)
        == execute(league_file.db, "SELECT MIN(date) FROM game WHERE date >= '2002-12-01'").fetchone()[0]
    )


def test_the_committees_writes_are_timed_each_as_the_app_makes_it(league_file, tmp_path):
    """`benchmarks.committee_writes` on a copy of the example league: every write it can make there is timed (the
    example's season is over: no game is moved or added, no player is droppable), and its table shows each write
    before / after."""
    import shutil

    import pytest

    from benchmarks.committee_writes import KINDS, _writes, write_table

    if league_file.engine.server:
        pytest.skip("the benchmark times a league file")
    copy = tmp_path / "timed" / "league.db"
    copy.parent.mkdir()
    league_file.close()
    shutil.copy(league_file.path, copy)
    found = _writes(copy)
    assert {"registration edit", "new player", "captain named", "transfer"} <= set(found)
    assert all(ms > 0 for ms in found.values())
    lines = write_table({"before": {30: found}, "after": {30: found}}, (30,)).splitlines()
    assert lines[0] == "| write (CPU ms) | 30 games |"
    assert len(lines) == 2 + len(KINDS)
    edit = found["registration edit"]
    assert lines[3] == f"| registration edit | {edit:.0f} / {edit:.0f} |"
