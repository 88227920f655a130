"""Stops a test PostgreSQL server once the test process that started it is gone (`tests.pg_server`).

A test process ends its server at its session's end; one stopped by a signal (`kill -9`, xdist's SIGINT to a worker
still running at the end, a runner's timeout) never gets there, and its server kept running, holding memory on the
RAM disk, until the machine restarted. This runs beside each server, in a session of its own (a Ctrl-C to the test
run reaches the tests, not it), and is ended by the test process when it stops the server itself.

    python pg_watchdog.py PID FOLDER STOP-COMMAND...

Standard library only: it is started as a script, with nothing of the tests imported.
"""

from __future__ import annotations

import os
import select
import shutil
import subprocess
import sys
import time


def wait_for_exit(pid: int) -> None:
    """Return once process `pid` has ended: woken by the kernel (a pidfd, Linux 5.3 on), else by asking each second."""
    try:
        handle = os.pidfd_open(pid)
    except ProcessLookupError:
        return
    except (AttributeError, OSError):  # no pidfd here: ask
        while alive(pid):
            time.sleep(1)
        return
    try:
        select.select([handle], [], [])
    finally:
        os.close(handle)


def alive(pid: int) -> bool:
    """True while process `pid` exists (a process of another user's included)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def main(words: list[str]) -> None:
    pid, folder, stop = int(words[0]), words[1], words[2:]
    wait_for_exit(pid)
    subprocess.run(stop, capture_output=True, check=False, timeout=120)
    shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main(sys.argv[1:])
