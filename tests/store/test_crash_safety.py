"""A killed process leaves the league file whole, holding exactly the actions that completed (docs/data.md#guarantees).

A child (tests/store/writer_process.py) imports seasons, saves sheets, records shifts and transfers
in a loop, journaling each action outside the file; it is killed with SIGKILL at random moments (or
kills itself at a random writing statement) and started again on the same file. After each kill the file
must pass SQLite's and rinkbook's checks
and hold every action the journal says completed, and all or nothing of the one in flight.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import shutil
import signal
import sqlite3
import time
from pathlib import Path

import pytest

from league.season.values import Transfer
from store.file.audit import audit_log
from store.file.db import Store, backup_folder, open_league
from store.file.maintenance import check_league
from store.season_files.import_export import import_season
from store.views.season_load import load_season
from store.views.season_names import season_names
from tests.store import writer_process as w
from tests.store.fork_server import Child

pytestmark = pytest.mark.slow  # 30 child processes killed at random moments: started first in a parallel run

KILLS = 30
MOST_DELAY = 0.5  # seconds after the child's first action starts: several actions, then the kill
MOST_STATEMENTS = 60  # a self-kill comes at one of the first writing statements: within about 3 actions
# The writers are forked by the test process's fork server (`tests.store.fork_server.Child`), which imported
# tests.store.writer_process once: each child is a process of its own, killed by SIGKILL as before, writing within
# milliseconds rather than after an interpreter's start and imports (a second each, thirty times over).


def expected_state(landed: set[int]) -> dict:
    """What the file must hold once exactly the actions numbered `landed` took effect."""
    base = w.base_season()
    order = sorted(landed)
    imports = [n for n in order if w.kind_of(n) == "import"]
    sheets = [n for n in order if w.kind_of(n) == "sheet"]
    shifts = sum(1 for n in order if w.kind_of(n) == "shift")
    transfers, team = [], "RED"
    for n in (n for n in order if w.kind_of(n) == "transfer"):
        team = "BLK" if team == "RED" else "RED"
        transfers.append(Transfer(w.MOVER, team, w.transfer_day(n), w.transfer_reason(n)))
    sheet_base = base.game(w.SHEET_GAME)
    return {
        "imports": {w.import_name(n): w.import_season_value(n) for n in imports},
        "import audits": sorted(w.import_name(n) for n in imports),
        "sheet": w.expected_sheet(sheets[-1], sheet_base) if sheets else sheet_base,
        "shifts": tuple(w.expected_shift(i, base) for i in range(shifts)),
        "transfers": tuple(transfers),
        "transfer audits": [t.reason for t in transfers],
    }


def observed_state(store: Store) -> dict:
    """The same things as `expected_state`, read from the file."""
    base = w.base_season()
    season = load_season(store, w.SEASON)
    shift_game = season.game(w.SHIFT_GAME)
    audits = list(reversed(audit_log(store, limit=100_000)))
    return {
        "imports": {name: load_season(store, name) for name in season_names(store) if name.startswith("crash-")},
        "import audits": sorted(a.season for a in audits if a.action == "import season" and a.season != w.SEASON),
        "sheet": season.game(w.SHEET_GAME),
        "shifts": shift_game.shifts_for(shift_game.home),
        "transfers": season.transfers[len(base.transfers) :],
        "transfer audits": [a.detail["reason"] for a in audits if a.action == "transfer"],
    }


def sqlite_problems(path: Path) -> list:
    """SQLite's own verdict on the file: integrity and foreign keys (empty when whole)."""
    raw = sqlite3.connect(str(path))
    try:
        integrity = raw.execute("PRAGMA integrity_check").fetchall()
        keys = raw.execute("PRAGMA foreign_key_check").fetchall()
    finally:
        raw.close()
    return ([] if integrity == [("ok",)] else integrity) + keys


def journal(path: Path) -> tuple[set[int], int | None]:
    """The actions the journal says completed, and the one started but not completed (None: none)."""
    started, done = [], set()
    for words in w.journal_lines(path):
        (started.append if words[0] == "starting" else done.add)(int(words[1]))
    in_flight = [n for n in started if n not in done]
    return done, (in_flight[-1] if in_flight else None)


def wait_for_action(path: Path, after: int, child: multiprocessing.process.BaseProcess, errors: Path) -> None:
    """Until the new child has started an action (its startup is not what this test is about); the ceiling is
    for a writer that hangs, far past what a busy machine takes."""
    deadline = time.monotonic() + 120
    while len(w.journal_lines(path)) <= after:
        if child.exitcode is not None:  # a self-kill may come quickly: the journal, read again, tells
            assert len(w.journal_lines(path)) > after, f"the writer died before any action: {errors.read_text()}"
            return
        assert time.monotonic() < deadline, "the writer started no action in 120 s"
        time.sleep(0.005)


def test_a_killed_writer_leaves_the_file_whole_with_exactly_the_completed_actions(tmp_path):
    seed = int(os.environ.get("RINKBOOK_CRASH_SEED", random.randrange(2**32)))
    print(f"crash-safety seed {seed} (set RINKBOOK_CRASH_SEED to repeat it)")
    rng = random.Random(seed)
    db, log, sources, errors = tmp_path / "league.db", tmp_path / "journal", tmp_path / "sources", tmp_path / "stderr"
    sources.mkdir()
    with open_league(db, create=True) as store:
        import_season(store, w.base_season(), backup=False)
    landed: set[int] = set()
    lost: set[int] = set()
    for kill in range(KILLS):
        lines = len(w.journal_lines(log))
        # Every other child kills itself: before a random writing statement, or just after a commit.
        after = rng.random() < 0.5
        at = [str(rng.randint(1, 3 if after else MOST_STATEMENTS)), "after" if after else "before"] if kill % 2 else []
        errors.write_text("")
        child = Child(w.run_child, ([str(db), str(log), str(sources), *at], errors))
        child.start()
        try:
            wait_for_action(log, lines, child, errors)
            if at:
                child.join(timeout=120)  # it kills itself within a few actions: a ceiling for one that hangs
            else:
                time.sleep(rng.uniform(0, MOST_DELAY))
            assert child.exitcode in (None, -signal.SIGKILL), f"the writer died by itself: {errors.read_text()}"
        finally:
            child.kill()
            child.join()
        where = f"seed {seed}, kill {kill}"
        assert sqlite_problems(db) == [], where
        done, in_flight = journal(log)
        landed |= done
        with open_league(db) as store:
            assert check_league(store) == [], where
            seen = observed_state(store)
        without = expected_state(landed)
        if in_flight is None or seen == without:
            assert seen == without, f"{where}: the file differs from the journal's completed actions"
            lost |= {in_flight} - {None}
        else:
            assert seen == expected_state(landed | {in_flight}), (
                f"{where}: action {in_flight} ({w.kind_of(in_flight)}) in flight is in the file only in part"
            )
            landed.add(in_flight)
        shutil.rmtree(backup_folder(db), ignore_errors=True)  # the imports' backups, not the file under test
    in_flight_landed = len(landed) - len(journal(log)[0])
    print(
        f"{KILLS} kills, {len(landed)} actions in the file; in flight at a kill: {in_flight_landed} landed, "
        f"{len(lost)} did not"
    )
    assert in_flight_landed + len(lost) >= KILLS // 3, "too few kills hit an action in flight to prove anything"
    assert {w.kind_of(n) for n in landed} == set(w.KINDS)
