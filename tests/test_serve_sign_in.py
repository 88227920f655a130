"""Serving beyond this machine: every session signs in, `serve` refuses to start when nobody can, each person
holds a capped number of sessions counted across the session processes, and a client writing the proxy's
Host and Origin gets the sign-in screen and nothing of the league."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from store.views.season_load import load_season
from store.writes.people import add_person
from tests.serve_sessions import free_port, open_session, start_serving, stop_serving
from tests.shared_bytecode import repository_environment
from tui import session_slots
from tui.cli import main

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="serve's sessions are Unix processes")
PASSWORD = "correct horse battery"
PUBLIC = ["--public-url", "https://league.example.org"]


def test_serve_beyond_loopback_needs_someone_to_sign_in_then_signs_every_session_in(monkeypatch, capsys, league_file):
    pytest.importorskip("textual_serve", reason="needs the web extra: pip install 'rinkbook[web]'")
    from tui.web_server import RinkbookServer

    started: list[RinkbookServer] = []
    serving: list[tuple[Path, int, str]] = []  # the sessions' claims folder, its mode and the cap, while serving

    def serve(server: RinkbookServer, debug: bool = False) -> None:
        started.append(server)
        if session_slots.SESSIONS_VARIABLE not in os.environ:
            return  # served on loopback: no sign-in, no claims
        folder = Path(os.environ[session_slots.SESSIONS_VARIABLE])
        serving.append((folder, folder.stat().st_mode & 0o777, os.environ[session_slots.CAP_VARIABLE]))

    monkeypatch.setattr(RinkbookServer, "serve", serve)
    for name in (session_slots.SESSIONS_VARIABLE, session_slots.CAP_VARIABLE):
        monkeypatch.delenv(name, raising=False)
    db = str(league_file.path)
    assert main(["--db", db, "serve", "--host", "0.0.0.0", *PUBLIC]) == 1
    said = capsys.readouterr().err
    assert "nobody signs in to this league yet: add the committee first with rinkbook user add" in said
    add_person(league_file, "Ann", "committee", None, PASSWORD)
    assert main(["--db", db, "serve", "--host", "0.0.0.0", "--sessions-per-person", "3", *PUBLIC]) == 0
    (server,) = started
    assert server.from_anywhere and "--sign-in" in server.argv and "--read-only" in server.argv
    ((folder, mode, cap),) = serving
    assert mode & 0o077 == 0 and cap == "3"  # the claims private to the server's account while it serves
    # Once stopped, its claims folder is gone and the environment is as it was.
    assert not folder.exists()
    assert {session_slots.SESSIONS_VARIABLE, session_slots.CAP_VARIABLE}.isdisjoint(os.environ)
    assert main(["--db", db, "serve"]) == 0  # loopback, as before: nobody signs in
    assert not started[1].from_anywhere and "--sign-in" not in started[1].argv


HOLDER = """
import sys, time
from tui.session_slots import claim_session
print(claim_session(sys.argv[1]), flush=True)
time.sleep(600)
"""


def holding(name: str) -> subprocess.Popen[str]:
    """A session process that claims a place for `name` and keeps it while it runs."""
    environment = repository_environment()
    process = subprocess.Popen([sys.executable, "-c", HOLDER, name], stdout=subprocess.PIPE, text=True, env=environment)
    assert process.stdout is not None and process.stdout.readline().strip() == "None"
    return process


def test_sessions_per_person_are_counted_across_processes_and_a_dead_ones_is_not(tmp_path, monkeypatch):
    monkeypatch.setenv(session_slots.SESSIONS_VARIABLE, str(tmp_path))
    monkeypatch.setenv(session_slots.CAP_VARIABLE, "2")
    monkeypatch.setattr(session_slots, "_held", [])
    first, second = holding("Ann"), holding("Ann")
    try:
        assert session_slots.claim_session("Ann") == (
            "Ann has 2 sessions open already, the most per person: close one first"
        )
        other = holding("Cal")  # another person's place is his own
        other.kill()
        first.kill()  # killed: no goodbye, its lock is let go by the system
        first.wait()
        assert session_slots.claim_session("Ann") is None
        assert not list(tmp_path.glob(f"*-{first.pid}"))  # the dead session's file was removed
    finally:
        for process in (first, second):
            process.kill()
            process.wait()
        other.wait()


def test_a_session_cap_written_in_a_digit_int_cannot_read_is_the_default_cap(tmp_path, monkeypatch):
    """A cap of "²" (str.isdigit takes it, int() refuses it) stopped every session at its start."""
    monkeypatch.setenv(session_slots.SESSIONS_VARIABLE, str(tmp_path))
    monkeypatch.setenv(session_slots.CAP_VARIABLE, "²")
    monkeypatch.setattr(session_slots, "_held", [])
    assert session_slots.claim_session("Ann") is None
    for held in session_slots._held:
        held.close()


@pytest.mark.slow
async def test_forged_host_and_origin_reach_only_the_sign_in_screen(league_file, tmp_path):
    pytest.importorskip("textual_serve", reason="needs the web extra: pip install 'rinkbook[web]'")
    add_person(league_file, "Ann", "committee", None, PASSWORD)
    season = load_season(league_file)
    names = [t.name for t in season.teams] + [p.name for p in season.players] + [t.code for t in season.teams]
    port, log = free_port(), tmp_path / "serve.log"
    server = start_serving(league_file.path, port, log, "--host", "0.0.0.0", *PUBLIC)
    forged = {"Host": "league.example.org", "Origin": "https://league.example.org"}
    try:
        assert server.poll() is None, log.read_text()
        request = urllib.request.Request(f"http://127.0.0.1:{port}/", headers=forged)
        with urllib.request.urlopen(request, timeout=30) as page:  # the page itself: no league in it
            assert not [name for name in names if name in page.read().decode()]
        reader, writer, status = await open_session(port, "?width=120&height=40", forged)
        assert status == 101
        drawn = b""
        deadline = time.monotonic() + 60
        while b"Sign in to rinkbook" not in drawn and time.monotonic() < deadline:
            drawn += await asyncio.wait_for(reader.read(1 << 16), 60)
        end = time.monotonic() + 3  # what else the session sends while nobody signs in
        while time.monotonic() < end:
            try:
                drawn += await asyncio.wait_for(reader.read(1 << 16), 0.5)
            except TimeoutError:
                continue
        writer.close()
        text = drawn.decode("utf-8", "replace")
        assert "Sign in to rinkbook" in text, log.read_text()
        assert not [name for name in names if name in text]
    finally:
        stop_serving(server)
