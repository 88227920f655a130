"""A private PostgreSQL server for the tests: Debian's binaries, a temporary data folder, a unix socket only.

One server a test process (each xdist worker starts its own), a fresh database a test. PostgreSQL refuses to run
as root: as root, its folder is given to the `postgres` user and its programs run as that user (`runuser`).
Without the binaries or psycopg, `why_no_server` says so and the tests that need a server skip. A watchdog beside
each server (`tests.pg_watchdog`) stops it when its test process is gone without stopping it (killed), and each
start removes the folders such a process left whose server is no longer running.
"""

from __future__ import annotations

import fcntl
import glob
import importlib.util
import itertools
import os
import pwd
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.pg_watchdog import alive

SERVER_USER = "postgres"  # the account the server runs as when the tests run as root, and the role they use
RAM_DISK = Path("/dev/shm")
FOLDER_PREFIX = "rinkbook-pg-"
OWNER = "owner"  # the file in a server's folder naming the test process it is for (its pid)
WATCHDOG = Path(__file__).with_name("pg_watchdog.py")
# The folder where a parallel run keeps the first server's new data folder for the others to copy (`_initdb`).
SHARED_INITDB = "RINKBOOK_TEST_PG_INITDB"


def server_binaries() -> Path | None:
    """The folder of `initdb` and `pg_ctl`: on PATH, else Debian's /usr/lib/postgresql/<version>/bin."""
    found = shutil.which("initdb")
    if found and shutil.which("pg_ctl"):
        return Path(found).resolve().parent
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if Path(folder, "initdb").exists() and Path(folder, "pg_ctl").exists():
            return Path(folder)
    return None


def why_no_server() -> str | None:
    """Why no test server can be started here, or None when one can."""
    if importlib.util.find_spec("psycopg") is None:
        return "psycopg is not installed (pip install 'rinkbook[postgres]')"
    if server_binaries() is None:
        return "no PostgreSQL server binaries (initdb, pg_ctl): apt-get install postgresql"
    if os.geteuid() == 0:
        try:
            pwd.getpwnam(SERVER_USER)
        except KeyError:
            return f"running as root and there is no {SERVER_USER!r} user to run PostgreSQL as"
        if shutil.which("runuser") is None:
            return "running as root and there is no runuser to start PostgreSQL as another user"
    return None


@dataclass
class LocalServer:
    """A running server: its socket folder, and the databases made on it so far."""

    folder: Path
    bin: Path
    version: int  # the major version: 15 for 15.8
    counter: itertools.count[int] = field(default_factory=itertools.count)
    watchdog: subprocess.Popen[bytes] | None = None  # stops the server should this process end without `stop`
    # The owner's connection to the `postgres` database, opened by the first statement run there and kept, with
    # the process it was opened in (a forked child opens one of its own): a connection a statement made a new
    # server process start each time, several milliseconds of the server's CPU for each test's new database.
    _kept: tuple[int, Any] | None = field(default=None, repr=False)

    @property
    def socket(self) -> Path:
        return self.folder / "socket"

    def url(self, database: str) -> str:
        """The address rinkbook takes (`--db`) for `database` on this server."""
        return f"postgresql://{SERVER_USER}@/{database}?host={self.socket}"

    def new_database(self, template: str = "template0") -> str:
        """A new database's address: empty, or a copy of the closed database `template`."""
        name = f"league_{os.getpid()}_{next(self.counter)}"
        # A copy of the template's files (PostgreSQL 15 on): for a small database, half the time of writing it
        # again through the log, as 15 does unless told.
        strategy = " STRATEGY FILE_COPY" if self.version >= 15 else ""
        self.sql(f'CREATE DATABASE "{name}" TEMPLATE "{template}"{strategy}')
        return self.url(name)

    def sql(self, statement: str, database: str = "postgres") -> None:
        """Run one statement as the server's owner (outside any transaction)."""
        if database == "postgres":
            self._owners_connection().execute(statement.encode())
            return
        with self._connect(database) as conn:
            conn.execute(statement.encode())

    def _connect(self, database: str) -> Any:
        import psycopg

        return psycopg.connect(dbname=database, host=str(self.socket), user=SERVER_USER, autocommit=True)

    def _owners_connection(self) -> Any:
        """The kept connection to the `postgres` database (autocommit: CREATE DATABASE runs in no transaction)."""
        if self._kept is None or self._kept[0] != os.getpid() or self._kept[1].closed:
            self._kept = (os.getpid(), self._connect("postgres"))
        return self._kept[1]

    def stop(self) -> None:
        if self._kept is not None and self._kept[0] == os.getpid():
            self._kept[1].close()
            self._kept = None
        _as_server_user(_stop_words(self.bin, self.folder))
        shutil.rmtree(self.folder, ignore_errors=True)
        if self.watchdog is not None:
            self.watchdog.terminate()
            self.watchdog.wait()


def start_server(durable: bool = False) -> LocalServer:
    """Make a data folder in a new temporary folder and start a server on a socket in it (no TCP). `durable`: each
    commit written to the disk before it returns, as a league's server keeps them (`benchmarks.server`)."""
    binaries = server_binaries()
    assert binaries is not None
    parent = _folder_parent()
    remove_dead_servers(Path(parent or tempfile.gettempdir()))
    folder = Path(tempfile.mkdtemp(prefix=FOLDER_PREFIX, dir=parent))
    (folder / OWNER).write_text(f"{os.getpid()}\n")
    watchdog = subprocess.Popen(
        [
            sys.executable,
            str(WATCHDOG),
            str(os.getpid()),
            str(folder),
            *_server_user_words(_stop_words(binaries, folder)),
        ],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,  # a Ctrl-C to the test run is the tests', not the watchdog's
    )
    try:
        return _started(binaries, folder, durable, watchdog)
    except BaseException:
        watchdog.terminate()
        watchdog.wait()
        raise


def _started(binaries: Path, folder: Path, durable: bool, watchdog: subprocess.Popen[bytes]) -> LocalServer:
    (folder / "socket").mkdir()
    if os.geteuid() == 0:
        account = pwd.getpwnam(SERVER_USER)
        for path in (folder, folder / "socket"):
            os.chown(path, account.pw_uid, account.pw_gid)
    data = str(folder / "data")
    _initdb(binaries, folder / "data")
    options = f"-k {folder / 'socket'} -c listen_addresses='' -c max_connections=60"
    if not durable:  # durability is not what is tested: no fsync makes a database a test cost a few milliseconds
        options += " -c fsync=off -c full_page_writes=off -c synchronous_commit=off"
    log = str(folder / "server.log")
    _as_server_user([str(binaries / "pg_ctl"), "-D", data, "-l", log, "-o", options, "-w", "start"])
    said = subprocess.run([str(binaries / "pg_ctl"), "--version"], capture_output=True, text=True, check=True).stdout
    major = re.search(r"PostgreSQL\) (\d+)", said)  # "pg_ctl (PostgreSQL) 15.8 (Debian 15.8-0+deb12u1)"
    return LocalServer(folder, binaries, int(major.group(1)) if major else 0, watchdog=watchdog)


def _initdb(binaries: Path, data: Path) -> None:
    """`data`, a new server's data folder as initdb makes it. In a parallel run (`SHARED_INITDB` names a folder the
    run's workers share) the first server's is kept there, before it ever starts, and the others are copies of it:
    initdb is some 0.45 s of CPU, a copy of its 40 MB 0.04 s. Each server is still a cluster of its own."""
    words = [str(binaries / "initdb"), "-D", str(data), "-U", SERVER_USER, "-A", "trust", "-E", "UTF8", "--locale=C"]
    words.append("-N")  # no sync of what a throwaway server writes
    shared = os.environ.get(SHARED_INITDB)
    if not shared:
        _as_server_user(words)
        return
    kept = Path(shared) / "data"
    with open(Path(shared) / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # another worker making it: waited for (it takes what initdb would here)
        if not kept.is_dir():
            _as_server_user(words)
            shutil.rmtree(f"{kept}.partial", ignore_errors=True)  # what a worker killed while copying left
            subprocess.run(["cp", "-a", str(data), f"{kept}.partial"], check=True)
            os.rename(f"{kept}.partial", kept)
            return
    # `cp -a`: as root, the files stay the server user's own, with their modes (the folder 0700, as PostgreSQL asks).
    subprocess.run(["cp", "-a", str(kept), str(data)], check=True)


def remove_dead_servers(parent: Path) -> None:
    """Remove the folders under `parent` that test processes left behind (killed before their watchdogs existed, or
    with them): those whose server is not running and whose test process is gone. A folder naming neither is left:
    another run may be making it this moment."""
    for folder in parent.glob(f"{FOLDER_PREFIX}*"):
        postmaster, owner = _pid_in(folder / "data" / "postmaster.pid"), _pid_in(folder / OWNER)
        if (postmaster is not None or owner is not None) and not any(
            pid is not None and alive(pid) for pid in (postmaster, owner)
        ):
            shutil.rmtree(folder, ignore_errors=True)


def _pid_in(path: Path) -> int | None:
    """The process id on the first line of `path`; None when it cannot be read."""
    try:
        return int(path.read_text().split("\n", 1)[0])
    except (OSError, ValueError):
        return None


def _stop_words(binaries: Path, folder: Path) -> list[str]:
    """The command that stops the server in `folder` at once (its data is thrown away after)."""
    return [str(binaries / "pg_ctl"), "-D", str(folder / "data"), "-m", "immediate", "stop"]


def _folder_parent() -> str | None:
    """Where the server's folder goes. A RAM disk where the machine has one: a database a test, each about 8 MB
    written and then removed, never waits on a disk other work shares (at the end of a loaded run, removing
    them from a disk that discards freed blocks took over a minute). Else, as root, /tmp itself: a private
    $TMPDIR (under /root) would keep the postgres user out of its own folder."""
    if RAM_DISK.is_dir() and os.access(RAM_DISK, os.W_OK | os.X_OK):
        return str(RAM_DISK)
    return "/tmp" if os.geteuid() == 0 else None


def _as_server_user(words: list[str]) -> None:
    """Run a server program, as the `postgres` user when the tests run as root."""
    words = _server_user_words(words)
    done = subprocess.run(words, capture_output=True, text=True, check=False, timeout=120)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(words)} failed: {done.stderr or done.stdout}")


def _server_user_words(words: list[str]) -> list[str]:
    """`words` run as the `postgres` user when the tests run as root."""
    return ["runuser", "-u", SERVER_USER, "--", *words] if os.geteuid() == 0 else words
