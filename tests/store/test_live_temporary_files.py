"""A temporary file another process is writing is never taken for a killed writer's leftover: not in the moment
between its making and its lock, not while its writer removes it, not once renamed away. Two imports of one
season at once, the one refused says only its refusal (the sweep has nothing of the other's to remove)."""

from __future__ import annotations

import fcntl
import os
import subprocess
import sys
import time
import warnings
from pathlib import Path

import pytest

from store.file import user_files as files
from store.file.db import open_league
from store.file.user_files import create_exclusive, remove_leftovers
from store.season_files.writer import season_to_text
from store.views.season_load import load_season
from tests.store.writer_process import import_season_value

ROOT = Path(__file__).resolve().parents[2]
# No process has this id: the kernel's largest is 4,194,304.
GONE = 99_999_999


def swept(beside: Path, suffix: str) -> tuple[int, list[str]]:
    """What the sweep for `beside`'s temporary files removes: how many, and the notes it gives."""
    with warnings.catch_warnings(record=True) as notes:
        warnings.simplefilter("always")
        removed = remove_leftovers(beside, suffix)
    return removed, [str(note.message) for note in notes]


def test_an_import_between_making_its_file_and_locking_it_keeps_its_file_and_completes(tmp_path):
    league, source, pause = tmp_path / "league.db", tmp_path / "season.json", tmp_path / "pause"
    source.write_text(season_to_text(import_season_value(2)), encoding="utf-8")
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.store.paused_at", str(pause), "--db", str(league), "import", str(source)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    ready = pause.with_name("pause.ready")
    try:
        deadline = time.monotonic() + 60
        while not ready.exists() and time.monotonic() < deadline:
            assert child.poll() is None, child.communicate()
            time.sleep(0.01)
        live = Path(ready.read_text())  # made, and not yet locked: its import pauses right there
        assert swept(league, ".scratch") == (0, [])
        assert live.exists()
    finally:
        pause.touch()
        out, err = child.communicate(timeout=120)
    assert child.returncode == 0 and err == "" and out.startswith("Imported season crash-2"), (out, err)
    with open_league(str(league)) as store:
        assert len(load_season(store, "crash-2").games) == 3


def test_a_writer_removing_its_finished_file_leaves_nothing_for_a_sweep_to_say(tmp_path, monkeypatch):
    target = tmp_path / "league.db"
    handle, live = create_exclusive(target, ".scratch")  # locked, as its writer holds it to the end
    for end in ("-wal", "-shm"):
        Path(f"{live}{end}").touch()
    unlink = Path.unlink
    during: list[tuple[int, list[str]]] = []

    def sweep_after_the_first(path: Path, missing_ok: bool = False) -> None:
        unlink(path, missing_ok=missing_ok)
        if not during:  # another process's sweep, in the moment after the writer's first removal
            during.append((0, ["not swept yet"]))
            during[0] = swept(target, ".scratch")

    monkeypatch.setattr(Path, "unlink", sweep_after_the_first)
    try:
        files.remove_with_companions(live)
    finally:
        os.close(handle)
    assert during == [(0, [])]
    assert [p.name for p in tmp_path.iterdir()] == []


def test_a_file_renamed_into_place_while_the_sweep_looked_at_it_is_not_counted(tmp_path, monkeypatch):
    """A writer the sweep cannot see running (an older rinkbook's, whose names carry no process id; another
    container's) finishes in the moment between the sweep's open of its file and the sweep's lock: the sweep
    removes nothing and says nothing."""
    target = tmp_path / "out.json"
    temporary = target.with_name(".out.json.0123456789abcdef.partial")
    writer = os.open(temporary, os.O_CREAT | os.O_WRONLY, 0o600)
    fcntl.flock(writer, fcntl.LOCK_EX)
    lock = fcntl.flock

    def finish_first(handle: int, operation: int) -> None:
        if handle != writer and os.path.exists(temporary):
            os.replace(temporary, target)  # the writer's last steps: into place, then its lock let go
            os.close(writer)
        lock(handle, operation)

    monkeypatch.setattr(files.fcntl, "flock", finish_first)
    assert swept(target, ".partial") == (0, [])
    assert target.exists()


def test_a_leftover_whose_writer_is_gone_is_removed_with_its_companions(tmp_path):
    target = tmp_path / "league.db"
    for name in (f".league.db.{GONE}.0123456789abcdef.scratch", f".league.db.{GONE}.fedcba9876543210.scratch-wal"):
        (tmp_path / name).touch()
    note = (
        f"removed 2 scratch files an interrupted earlier import, restore, captains' copy or demo left beside {target}"
    )
    assert swept(target, ".scratch") == (2, [note])
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("suffix", [".partial", ".scratch"])
def test_a_live_writers_companions_are_never_orphans(tmp_path, suffix):
    """A companion seen without its main file is an orphan only when the process named in it is gone."""
    target = tmp_path / "league.db"
    mine = tmp_path / f".league.db.{os.getpid()}.0123456789abcdef{suffix}-wal"
    mine.touch()
    assert swept(target, suffix) == (0, [])
    assert mine.exists()


def test_a_refused_import_says_the_removal_on_a_line_of_its_own_before_its_refusal(tmp_path, capsys):
    from tui import cli

    league, source = tmp_path / "league.db", tmp_path / "season.json"
    source.write_text('{"format": "something else"}', encoding="utf-8")
    (tmp_path / f".league.db.{GONE}.0123456789abcdef.scratch").touch()  # a killed first import's
    assert cli.main(["--db", str(league), "import", str(source)]) == 1
    note, refusal = capsys.readouterr().err.splitlines()
    # The file was a killed import's new league, never a copy of the league file it is named after.
    assert note == (
        "rinkbook: note: removed 1 scratch file an interrupted earlier import, restore, captains' copy or demo "
        f"left beside {league}"
    )
    assert refusal.startswith("rinkbook: refused: ") and "note" not in refusal
    assert list(tmp_path.iterdir()) == [source]
