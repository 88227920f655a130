"""On a league server (docs/performance.md#on-a-league-server): a result to the standings shown and the start to the
whole dashboard, at 10,000 games, on a local PostgreSQL.

The server is started as the tests start theirs (`tests.pg_server`: a private socket, run as the `postgres` user
when run as root), but durable (each commit on the disk before it returns, as a league's server keeps them). The
game-night file of `save_cost` (10,000 games, 20 still to play, in `benchmarks.growth.CACHE`) is copied into a new
database on it with `rinkbook copy`. Then, taken as `benchmarks.save_cost` and `benchmarks.starts` take them:

  - a result entered: Enter on the scoresheet to "Saved", then `d` to the new standings painted (goal: under 50 ms
    each), in one app on the server's league, the first entry left out (it warms imports and caches);
  - the start to the whole dashboard with its footer against a bare Textual app, interleaved: after none and after
    another process's write (goal: <= 1.5x).

Each is shown beside the same league on its file, measured in the same run (the file's start after a write, the
start a server's takes whenever its kept frame is not the league's now), so that what the server adds reads apart
from the machine's load.

Skipped, saying why, where no server can be started (no PostgreSQL binaries, no psycopg).

Run alone: .venv/bin/python -m benchmarks.server [--runs N] [--games 10000]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

from benchmarks.app import ROOT, _spawn_seconds
from benchmarks.figures import Figure, table
from benchmarks.growth import CACHE, night_file
from benchmarks.save_cost import GOAL_MS, _entries_to_frames
from benchmarks.starts import UNPLAYED, first_unplayed_day, write_elsewhere

if TYPE_CHECKING:
    from tests.pg_server import LocalServer

GAMES = 10_000
START_GOAL = 1.5


def why_skipped() -> str | None:
    """Why no server can be started here (the figures are then left out), or None."""
    from tests.pg_server import why_no_server

    return why_no_server()


def copied_league(server: LocalServer, games: int) -> tuple[str, Path, float]:
    """A new database on `server` holding the game-night file of `games` games, copied by `rinkbook copy`: its
    address, the file it came from and the copy's seconds."""
    source = night_file(games, UNPLAYED, CACHE)
    upgraded(source)
    url = server.new_database()
    began = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "tui.cli", "copy", str(source), url],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode:
        raise RuntimeError(f"rinkbook copy failed: {done.stderr.strip()}")
    return url, source, time.perf_counter() - began


def upgraded(league: Path) -> None:
    """Open the kept game-night file once to write: one made by an older rinkbook is upgraded (a copy refuses
    a file that needs an upgrade), its backup taken as for any upgrade."""
    from store.file.db import open_league

    open_league(league).close()


def save_ms(league: str, runs: int) -> tuple[float, float]:
    """Medians (Enter to "Saved", `d` to the standings) of `runs` results entered on `league` (an address or a
    file), the first entry left out."""
    samples = asyncio.run(_entries_to_frames(league, runs + 1))[1:]  # type: ignore[arg-type]  # a file or a server
    return statistics.median(s for s, _ in samples), statistics.median(d for _, d in samples)


def start_seconds(url: str, file: Path, today: str, runs: int) -> dict[str, float]:
    """Median seconds of the bare app, the start on the server's league after none and after another process's
    write, and the start on the same league's file after a write, interleaved. After none, the start paints the
    frame the last start kept (`RinkbookApp.keep_first_frame`) once one statement says the league's revision is
    the one it was kept under; after a write, it draws its first frame from what the league keeps, as a file's start
    after another's write does. The start after a write is left open until the season is read and its frame kept
    (`--settle`, after its first frame is timed): the start after none that follows paints that frame."""
    os.environ.setdefault("RINKBOOK_USER", "benchmark")  # no dialog asks who is at the keys
    found: dict[str, list[float]] = {kind: [] for kind in ("bare", "none", "written", "file")}
    with tempfile.TemporaryDirectory() as folder:
        cache = Path(folder) / "cache"
        on_server, on_file = ("rinkbook", url, "--whole", "--today", today), ("rinkbook", str(file), "--whole")
        # The disk cache, the .pyc files, the styles, and the frame the first start after none paints.
        _spawn_seconds("bare"), _spawn_seconds(*on_server, "--settle", cache=cache)
        for _ in range(runs):
            found["bare"].append(_spawn_seconds("bare", "--whole"))
            found["none"].append(_spawn_seconds(*on_server, cache=cache))
            write_elsewhere(url)  # type: ignore[arg-type]  # open_league takes a server's address as it takes a file
            found["written"].append(_spawn_seconds(*on_server, "--settle", cache=cache))
            write_elsewhere(file)
            found["file"].append(_spawn_seconds(*on_file, "--today", today, cache=cache))
    return {kind: statistics.median(values) for kind, values in found.items()}


def figures(runs: int = 7, games: int = GAMES) -> list[Figure]:
    """The server's figures beside the same league's file's, or none (said on stderr) where no server can be
    started."""
    reason = why_skipped()
    if reason is not None:
        print(f"benchmarks.server skipped: {reason}", file=sys.stderr)
        return []
    from tests.pg_server import start_server

    server = start_server(durable=True)
    with tempfile.TemporaryDirectory() as folder:
        try:
            url, source, copy_seconds = copied_league(server, games)
            file = Path(folder) / "league.db"
            shutil.copy(source, file)  # the same league on a file, measured in the same run
            today = first_unplayed_day(source)
            saved, shown = save_ms(url, runs)
            file_saved, file_shown = save_ms(str(file), runs)
            starts = start_seconds(url, file, today, max(1, min(runs, 5)))
        finally:
            server.stop()
    on = f"{games:,} games on a local PostgreSQL"
    found = [
        Figure(f"{on}: rinkbook copy of the game-night file (once)", copy_seconds, "s", None),
        Figure(f'{on}: Enter on the scoresheet to "Saved" (on its file: {file_saved:.0f} ms)', saved, "ms", GOAL_MS),
        Figure(f"{on}:   then d to the new standings painted (on its file: {file_shown:.0f} ms)", shown, "ms", GOAL_MS),
    ]
    bare, file_start = starts["bare"], starts["file"] / starts["bare"]
    for kind, words in (("none", "the start after none"), ("written", "the start after another process's write")):
        label = (
            f"{on}: {words} ({starts[kind] * 1000:.0f} ms) / bare app ({bare * 1000:.0f} ms) "
            f"(its file after a write: {file_start:.2f}x)"
        )
        found.append(Figure(label, starts[kind] / bare, "x", START_GOAL, inclusive=True))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--games", type=int, default=GAMES)
    args = parser.parse_args()
    print(table(figures(args.runs, args.games)))


if __name__ == "__main__":
    main()
