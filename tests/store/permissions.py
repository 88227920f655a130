"""Permission problems for tests: SQLite's refusal simulated, or Python run as a user whom file
permissions bind (tests run as root here, and root reads and writes whatever the modes say).

As root, the child keeps uid 0 but loses the capabilities that override permissions
(`setpriv`): a folder or file owned by someone else is then as closed to it as to an ordinary user.
As anyone else, the child simply runs.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import peewee
import pytest

from store.file import file_access
from tests.shared_bytecode import repository_environment

ROOT = Path(__file__).resolve().parents[2]
NOBODY = 65534
DROPPED = "-dac_override,-dac_read_search,-fowner,-chown"


def plain_user_available() -> bool:
    """True when a child can be run under ordinary permissions here."""
    return os.geteuid() != 0 or shutil.which("setpriv") is not None


def give_away(*paths: Path) -> None:
    """Hand `paths` to nobody (as root), so the capability-less child is not their owner."""
    if os.geteuid() == 0:
        for path in paths:
            os.chown(path, NOBODY, NOBODY)


def run_as_plain_user(code: str) -> subprocess.CompletedProcess:
    """Run `code` with the project importable, under ordinary file permissions; skip when impossible."""
    if not plain_user_available():
        pytest.skip("setpriv is needed to drop root's permission override")
    command = [sys.executable, "-c", code]
    if os.geteuid() == 0:
        command = ["setpriv", "--bounding-set", DROPPED, "--inh-caps", DROPPED, *command]
    env = repository_environment()
    return subprocess.run(command, capture_output=True, text=True, env=env, cwd=ROOT, timeout=60, check=False)


def fail_first_read_only_connect(monkeypatch, message: str) -> list[str]:
    """The first read-only connection fails as SQLite's does when it cannot make the -shm beside a WAL file
    (which a user who may not write the file meets: he cannot hold it still either, see `held_still`)."""
    uris: list[str] = []
    real = file_access._read_only

    def connect(uri: str, pragmas: dict, timeout: float):
        uris.append(uri)
        if len(uris) == 1:
            raise peewee.OperationalError(message)
        return real(uri, pragmas, timeout)

    monkeypatch.setattr(file_access, "_read_only", connect)
    monkeypatch.setattr(file_access, "held_still", lambda path: None)
    return uris
