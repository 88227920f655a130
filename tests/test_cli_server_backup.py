"""A server's backup is staged as every file rinkbook writes is (`store.file.user_files`): pg_dump writes into a file
made exclusively, its owner's only and locked from the start, never through a link planted at a name it could be
given, and what a killed backup left is removed by the next one.

A stand-in for pg_dump on PATH says what it was given to write into while it runs, and can be made to wait there
until killed."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from store.file import user_files
from tests.shared_bytecode import repository_environment
from tui.cli import main

DRAWN = "0123456789abcdef"  # the first random part a backup draws, where a test makes it predictable

# pg_dump as far as rinkbook sees it: the archive into `--file` when given (opened as pg_dump opens it, through
# any link there), else into its standard output. What it writes into is told to $FAKE_PG_DUMP_REPORT as it
# starts: its mode, and whether another open of it finds it locked. With $FAKE_PG_DUMP_HOLD, it then makes that
# file and waits to be killed; with $FAKE_PG_DUMP_FAIL, it fails half way.
STAND_IN = """
import fcntl, json, os, stat, sys, time

named = [word[len("--file="):] for word in sys.argv[1:] if word.startswith("--file=")]
out = os.open(named[0], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o666) if named else 1
status = os.fstat(out)
again = os.open(named[0] if named else "/proc/self/fd/1", os.O_RDONLY)
try:
    fcntl.flock(again, fcntl.LOCK_EX | fcntl.LOCK_NB)
    locked = False
except BlockingIOError:
    locked = True
told = {"mode": oct(stat.S_IMODE(status.st_mode)), "regular": stat.S_ISREG(status.st_mode), "locked": locked}
with open(os.environ["FAKE_PG_DUMP_REPORT"], "w") as report:
    json.dump(told, report)
os.write(out, b"PGDMP stand-in archive")
if "FAKE_PG_DUMP_FAIL" in os.environ:
    sys.exit("pg_dump: error: connection to the server was lost")
if "FAKE_PG_DUMP_HOLD" in os.environ:
    open(os.environ["FAKE_PG_DUMP_HOLD"], "w").close()
    time.sleep(600)
"""


def stand_in_on_path(tmp_path: Path, monkeypatch) -> Path:
    """Put the stand-in pg_dump first on PATH; the path of the report it writes."""
    folder = tmp_path / "bin"
    folder.mkdir()
    tool = folder / "pg_dump"
    tool.write_text(f"#!{sys.executable}\n{STAND_IN}")
    tool.chmod(0o755)
    report = tmp_path / "pg_dump-report.json"
    monkeypatch.setenv("PATH", f"{folder}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setenv("FAKE_PG_DUMP_REPORT", str(report))
    return report


def test_links_planted_at_the_old_and_at_a_predictable_temporary_name_are_not_followed(
    example_url: str, tmp_path: Path, capsys, monkeypatch
) -> None:
    import shutil

    if shutil.which("pg_dump") is None:
        pytest.skip("pg_dump is not installed (postgresql-client)")
    archive = tmp_path / "league.dump"
    planted = {
        tmp_path / ".league.dump.partial": tmp_path / "kept-1",  # the fixed name an older rinkbook gave
        tmp_path / f".league.dump.{os.getpid()}.{DRAWN}.partial": tmp_path / "kept-2",  # the name drawn first
    }
    for link, target in planted.items():
        target.write_bytes(b"someone else's file")
        link.symlink_to(target)
    draws = iter([DRAWN])
    monkeypatch.setattr(user_files, "temporary_token", lambda: next(draws, os.urandom(8).hex()))
    assert main(["--db", example_url, "backup", str(archive)]) == 0, capsys.readouterr().err
    for link, target in planted.items():
        assert target.read_bytes() == b"someone else's file"
        assert link.is_symlink()
    assert not archive.is_symlink()
    assert archive.read_bytes().startswith(b"PGDMP")


def test_pg_dump_writes_into_a_file_its_owners_only_and_locked_from_the_start(
    example_url: str, tmp_path: Path, capsys, monkeypatch
) -> None:
    report = stand_in_on_path(tmp_path, monkeypatch)
    monkeypatch.chdir(tmp_path)
    usual = os.umask(0o022)  # a usual umask, under which a file pg_dump made itself is others' to read
    try:
        assert main(["--db", example_url, "backup"]) == 0, capsys.readouterr().err
    finally:
        os.umask(usual)
    assert json.loads(report.read_text()) == {"mode": "0o600", "regular": True, "locked": True}
    (folder,) = tmp_path.glob("*-backups")
    (backup,) = folder.iterdir()
    assert backup.read_bytes() == b"PGDMP stand-in archive"
    assert backup.stat().st_mode & 0o777 == 0o600


def test_what_a_killed_backup_left_is_removed_by_the_next_backup(
    example_url: str, tmp_path: Path, capsys, monkeypatch
) -> None:
    stand_in_on_path(tmp_path, monkeypatch)
    ready = tmp_path / "pg_dump-started"
    env = repository_environment(FAKE_PG_DUMP_HOLD=str(ready))
    killed = subprocess.Popen(
        [sys.executable, "-m", "tui.cli", "--db", example_url, "backup"],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,  # its pg_dump is killed with it
    )
    try:
        deadline = time.monotonic() + 60
        while not ready.exists() and time.monotonic() < deadline:
            assert killed.poll() is None, killed.communicate()
            time.sleep(0.01)
        assert ready.exists()
    finally:
        os.killpg(killed.pid, signal.SIGKILL)
        killed.communicate()
    (folder,) = tmp_path.glob("*-backups")
    (leftover,) = folder.iterdir()
    assert leftover.name.startswith(".")  # half an archive, under a name no backup is listed by
    monkeypatch.chdir(tmp_path)
    assert main(["--db", example_url, "backup"]) == 0
    err = capsys.readouterr().err
    assert "removed 1 unfinished file an interrupted earlier write of" in err
    (backup,) = folder.iterdir()
    assert not backup.name.startswith(".") and backup.name.endswith("-backup.dump")


def test_a_failed_dump_says_why_and_leaves_no_half_archive(
    example_url: str, tmp_path: Path, capsys, monkeypatch
) -> None:
    stand_in_on_path(tmp_path, monkeypatch)
    monkeypatch.setenv("FAKE_PG_DUMP_FAIL", "1")
    archive = tmp_path / "league.dump"
    assert main(["--db", example_url, "backup", str(archive)]) == 1
    assert "pg_dump failed: pg_dump: error: connection to the server was lost" in capsys.readouterr().err
    assert sorted(path.name for path in tmp_path.iterdir()) == ["bin", "pg_dump-report.json"]
