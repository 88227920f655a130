"""The tests' PostgreSQL servers in a parallel run (`tests.pg_server`): the first one's new data folder is kept for the
run, and every later server's is a copy of it, made without initdb, files, modes and owner alike."""

from __future__ import annotations

import os
from pathlib import Path

from tests import pg_server

OWNER = 65534 if os.geteuid() == 0 else os.geteuid()  # the stand-in's folder's owner: nobody's, as root can make it


def test_a_parallel_runs_later_servers_copy_the_first_ones_new_data_folder(tmp_path, monkeypatch):
    ran: list[list[str]] = []

    def initdb(words: list[str]) -> None:  # a stand-in: what initdb leaves, in short
        ran.append(words)
        data = Path(words[words.index("-D") + 1])
        (data / "global").mkdir(parents=True)
        (data / "PG_VERSION").write_text("15\n")
        os.chmod(data, 0o700)
        if os.geteuid() != OWNER:
            os.chown(data, OWNER, OWNER)  # as root: another user's, as the server user's folder is

    monkeypatch.setattr(pg_server, "_as_server_user", initdb)
    monkeypatch.setenv(pg_server.SHARED_INITDB, str(tmp_path / "run"))
    (tmp_path / "run").mkdir()
    first, second, third = (tmp_path / name / "data" for name in ("first", "second", "third"))
    for data in (first, second, third):
        data.parent.mkdir()
        pg_server._initdb(Path("/usr/lib/postgresql/15/bin"), data)
    assert len(ran) == 1 and ran[0][ran[0].index("-D") + 1] == str(first)  # initdb once, for the first server
    for data in (second, third):
        assert (data / "PG_VERSION").read_text() == "15\n" and (data / "global").is_dir()
        assert (data.stat().st_mode & 0o777, data.stat().st_uid) == (0o700, OWNER)


def test_a_server_outside_a_parallel_run_is_made_by_initdb(tmp_path, monkeypatch):
    ran: list[list[str]] = []
    monkeypatch.setattr(pg_server, "_as_server_user", ran.append)
    monkeypatch.delenv(pg_server.SHARED_INITDB, raising=False)
    pg_server._initdb(Path("/usr/lib/postgresql/15/bin"), tmp_path / "data")
    assert [words[0] for words in ran] == ["/usr/lib/postgresql/15/bin/initdb"]
