"""The tests' PostgreSQL server (`tests.pg_server`) ends with the test process that started it, even one killed
before its session's end; a start removes the folders such processes left whose server no longer runs."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.pg_server import FOLDER_PREFIX, OWNER, remove_dead_servers, why_no_server
from tests.pg_watchdog import alive

ROOT = Path(__file__).resolve().parent.parent
# Starts a server, says its folder and postmaster, then waits to be killed.
STARTER = """
from tests.pg_server import start_server
server = start_server()
pid = (server.folder / "data" / "postmaster.pid").read_text().split()[0]
print(server.folder, pid, flush=True)
import time
time.sleep(600)
"""


def _gone_within(seconds: float, done) -> bool:
    """Whether `done()` comes true within `seconds` (a bound on a loaded machine, not a speed asked for)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if done():
            return True
        time.sleep(0.1)
    return done()


@pytest.mark.slow
def test_a_killed_test_process_leaves_no_server_running() -> None:
    reason = why_no_server()
    if reason is not None:
        pytest.skip(f"no PostgreSQL test server: {reason}")
    child = subprocess.Popen([sys.executable, "-c", STARTER], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    folder, postmaster = None, 0
    try:
        assert child.stdout is not None
        said = child.stdout.readline().split()
        assert said, "the server did not start"
        folder, postmaster = Path(said[0]), int(said[1])
        assert alive(postmaster)
        child.send_signal(signal.SIGKILL)  # no teardown, no atexit: as a worker killed mid-run
        child.wait()
        # A bounded wait, not a speed check: the server and its folder go once the watchdog sees the worker gone,
        # and 60 s only keeps a broken watchdog from hanging the run.
        assert _gone_within(60, lambda: not alive(postmaster) and not folder.exists())
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
        if folder is not None and alive(postmaster):  # the watchdog failed: end what it should have
            os.kill(postmaster, signal.SIGQUIT)
        if folder is not None:
            shutil.rmtree(folder, ignore_errors=True)


def test_a_start_removes_only_the_folders_whose_server_and_test_process_are_gone(tmp_path: Path) -> None:
    ended = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True, check=True
    )
    dead, living = int(ended.stdout), os.getpid()
    folders = {}
    for name, postmaster, owner in [
        ("left", dead, dead),  # killed before any watchdog: its server crashed or was stopped since
        ("stopped", None, dead),  # its server stopped, its folder not yet removed when it was killed
        ("running", living, dead),  # a server still running: not this start's to stop
        ("owned", dead, living),  # a test process still running, whose server fell over
        ("starting", None, None),  # being made by another run this moment
    ]:
        folder = folders[name] = tmp_path / f"{FOLDER_PREFIX}{name}"
        (folder / "data").mkdir(parents=True)
        if postmaster is not None:
            (folder / "data" / "postmaster.pid").write_text(f"{postmaster}\n{folder / 'data'}\n")
        if owner is not None:
            (folder / OWNER).write_text(f"{owner}\n")
    remove_dead_servers(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        f"{FOLDER_PREFIX}{n}" for n in ("owned", "running", "starting")
    ]
