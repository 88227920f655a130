"""A captain reading while the committee writes gets no "database is locked", sees each commit, and
changes nothing (docs/data.md#guarantees).

The writer (tests/store/results_writer.py) plays game nights into the file for 30 seconds; the
reader (tests/store/standings_reader.py) runs `rinkbook --read-only standings --json`,
`shifts --team HOME --game ID --json` of the game in play and `check` every 100 ms meanwhile. Both are
separate processes, as a committee
laptop and a captain's terminal would be.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import subprocess
import sys
import time
from contextlib import redirect_stdout
from io import StringIO
from pathlib import Path

import pytest

from store.file.db import open_league
from store.season_files.import_export import import_season
from store.writes.games import save_game
from tests.store import results_writer
from tui.cli import main as rinkbook

pytestmark = pytest.mark.slow  # two processes for 30 s (reads every 100 ms): started first in a parallel run

ROOT = Path(__file__).resolve().parents[2]
SECONDS = 30  # the figure: a whole game night's worth of commits in little time


def new_league(path: Path, finals: int = 0) -> None:
    """A league file holding the unplayed season, its first `finals` games played."""
    season = results_writer.unplayed_season()
    with open_league(path, create=True) as store:
        import_season(store, season, backup=False)
        for game in season.games[:finals]:
            save_game(store, None, results_writer.game_night(season, game)[2])


def start(module: str, *args: object) -> subprocess.Popen:
    """Run tests.store.`module` with `args` in a process of its own, from the repository root."""
    return subprocess.Popen(
        [sys.executable, "-m", f"tests.store.{module}", *map(str, args)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def finish(child: subprocess.Popen, timeout: float) -> tuple[int, str]:
    """The child's exit code and stderr once it ends (killed, and reported, past `timeout`)."""
    try:
        _, err = child.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        child.kill()
        _, err = child.communicate()
        err += f"\n(killed after {timeout} s)"
    return child.returncode, err


def commits(log: Path) -> list[tuple[float, int, str, int]]:
    """The writer's log: (time, final games, game, the home team's skater-shifts in it) after each commit."""
    lines = log.read_text(encoding="utf-8").splitlines()
    assert lines[-1] == "finished", lines[-3:]
    return [(float(t), int(f), g, int(n)) for t, f, g, _, n in (line.split() for line in lines[:-1])]


def stale(read: dict, written: list[tuple[float, int, str, int]]) -> bool:
    """Whether `read` missed a commit that had returned before it started."""
    before = [w for w in written if w[0] < read["started"]]
    final = before[-1][1] if before else 0
    live = max((n for _, _, g, n in before if g == read["game"]), default=0)
    return read["final"] < final or (read["game"] is not None and read["live"] < live)


def test_a_reader_every_100_ms_sees_each_commit_of_a_30_second_writer_and_nothing_is_locked(tmp_path):
    db, written_log, read_log = tmp_path / "league.db", tmp_path / "writer.log", tmp_path / "reader.log"
    new_league(db)
    reader = start("standings_reader", db, written_log, read_log)
    # Each final sheet waits until the reader has seen the last (a busy machine slows both, never fails them).
    writer = start("results_writer", db, SECONDS, written_log, read_log)
    writer_exit = finish(writer, SECONDS + 180)
    reader_exit = finish(reader, 60)
    assert writer_exit == (0, ""), writer_exit
    reads = [json.loads(line) for line in read_log.read_text(encoding="utf-8").splitlines()]
    assert [r for r in reads if r["errors"] or r["final"] is None or (r["game"] and r["live"] is None)] == []
    assert reader_exit == (0, ""), reader_exit
    written = commits(written_log)
    finals = [r["final"] for r in reads]
    assert finals == sorted(finals), "a read saw the standings go back in time"
    for game in {r["game"] for r in reads} - {None}:
        live = [r["live"] for r in reads if r["game"] == game]
        assert live == sorted(live), f"a read saw game {game}'s shifts go back in time"
    assert [r for r in reads if stale(r, written)] == [], "a read missed a commit that had returned before it started"
    assert finals[-1] == written[-1][1], "the last read is not the writer's last commit"
    wanted, seen = {w[1] for w in written}, {(r["game"], r["live"]) for r in reads}
    print(
        f"{len(written)} commits in {written[-1][0] - written[0][0]:.1f} s, {len(reads)} reads; final-game counts "
        f"seen {len(wanted & set(finals))} of {len(wanted)}; {len(seen)} distinct shift counts of the live games"
    )
    assert wanted <= set(finals), (sorted(wanted), sorted(set(finals)))  # every final sheet seen
    assert len(seen) >= len(wanted), "the reader saw too few of the bench tracker's commits"
    assert written[-1][0] - written[0][0] >= SECONDS * 0.8, (len(written), len(reads))


def table_hashes(path: Path) -> dict[str, str]:
    """A digest of every table's rows, read through a read-only connection."""
    raw = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)
    try:
        names = [n for (n,) in raw.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        return {
            n: hashlib.sha256(repr(raw.execute(f'SELECT * FROM "{n}" ORDER BY rowid').fetchall()).encode()).hexdigest()
            for n in names
        }
    finally:
        raw.close()


def file_state(path: Path) -> tuple:
    """The file's bytes, its modification time (a commit that rewrites rows unchanged still moves it, once
    checkpointed) and the WAL's size."""
    wal = Path(f"{path}-wal")
    return (
        hashlib.sha256(path.read_bytes()).hexdigest(),
        path.stat().st_mtime_ns,
        wal.stat().st_size if wal.exists() else 0,
    )


def reads_until(read_log: Path, count: int, seconds: float) -> None:
    """Wait until the reader has logged `count` reads, or `seconds` have passed."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and (
        not read_log.exists() or len(read_log.read_text(encoding="utf-8").splitlines()) < count
    ):
        time.sleep(0.05)


def test_read_only_readers_change_nothing_in_the_file(tmp_path):
    db, written_log, read_log = tmp_path / "league.db", tmp_path / "writer.log", tmp_path / "reader.log"
    new_league(db, finals=12)
    before, hashes = file_state(db), table_hashes(db)
    reader = start("standings_reader", db, written_log, read_log)
    for argv in (
        ["seasons"],
        ["playoffs", "--json"],
        ["attendance", "--json"],
        ["suspensions", "--json"],
        ["export", "-"],
        ["check"],
        ["standings", "--explain"],
        ["shifts", "--team", "RED", "--csv"],
    ):
        with redirect_stdout(StringIO()):
            assert rinkbook(["--db", str(db), "--read-only", *argv]) == 0, argv
    reads_until(read_log, 10, seconds=60)  # ten reads at least, however busy the machine (no writer: alone)
    written_log.write_text("finished\n")
    assert finish(reader, 60) == (0, "")
    assert len(read_log.read_text(encoding="utf-8").splitlines()) >= 10
    assert file_state(db) == before
    assert table_hashes(db) == hashes
