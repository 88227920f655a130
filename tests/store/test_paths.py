"""Paths that bite: files are written to an exclusive temporary name (never through a planted link) and
renamed; named pipes, devices and folders given as files are refused by their type, before they are
opened; reads are bounded."""

from __future__ import annotations

import os
import stat
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from league.season.errors import RuleViolation
from store.file import user_files as files
from store.file.db import StoreError, backup_folder, open_league
from store.file.maintenance import backup_league, restore_league
from store.file.user_files import TooLarge, read_bounded, write_file
from store.season_files.import_export import import_season_file
from store.writes.csv_import import import_csv_file
from store.writes.rule_texts import attach_rule_text


@pytest.fixture
def planted(tmp_path, monkeypatch) -> Callable[[Path], Path]:
    """Plant a link to a victim file at the first temporary name drawn beside a target (the random part
    is made predictable for the test); returns the victim, which must stay as it was."""
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    draws = iter(["0" * 16, *(f"{n:016x}" for n in range(1, 64))])
    monkeypatch.setattr(files, "temporary_token", lambda: next(draws))

    def plant(target: Path) -> Path:
        for suffix in (".partial", ".scratch"):
            (target.parent / f".{target.name}.{os.getpid()}.{'0' * 16}{suffix}").symlink_to(victim)
        (target.parent / f".{target.name}.partial").symlink_to(victim)  # the name once used, always the same
        return victim

    return plant


def test_a_file_is_written_whole_beside_a_planted_link_without_following_it(tmp_path, planted):
    target = tmp_path / "out.json"
    victim = planted(target)
    write_file(target, b'{"season": 1}')
    assert target.read_bytes() == b'{"season": 1}' and victim.read_text() == "precious"
    assert stat.S_IMODE(target.stat().st_mode) == 0o600  # the owner's only, unless a mode is asked for
    write_file(target, b"[]", mode=0o640)
    assert stat.S_IMODE(target.stat().st_mode) == 0o640 & ~_umask()


def test_a_file_written_for_the_user_is_synced_before_it_replaces_the_old_one(tmp_path, fsyncs):
    write_file(tmp_path / "out.json", b"{}")
    assert len(fsyncs) == 1  # a crash right after leaves the whole new file, never an empty one


def test_a_cache_file_is_replaced_whole_without_a_sync(tmp_path, fsyncs):
    target = tmp_path / "kept.pickle"
    target.write_bytes(b"old")
    write_file(target, b"new", durable=False)
    assert target.read_bytes() == b"new" and fsyncs == []


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def test_a_backup_never_follows_or_removes_a_link_planted_at_a_temporary_name(league_file, tmp_path, planted, digest):
    dest = tmp_path / "copy.db"
    victim = planted(dest)
    backup_league(league_file, dest)
    assert digest(dest) == digest(league_file.path) and victim.read_text() == "precious"
    assert (tmp_path / ".copy.db.partial").is_symlink()  # another user's file is not ours to delete


def test_a_restore_stages_its_copy_under_a_new_name_beside_the_league(league_file, tmp_path, planted, digest):
    backup = backup_league(league_file, tmp_path / "saved.db")
    victim = planted(league_file.path)
    (tmp_path / ".league.db.restoring").symlink_to(victim)  # the staging name once used, always the same
    restore_league(league_file.path, backup)
    assert victim.read_text() == "precious" and digest(league_file.path) == digest(backup)
    assert (tmp_path / ".league.db.restoring").is_symlink()  # another user's file is not ours to delete


def test_a_write_that_fails_leaves_no_temporary_file_and_the_old_file_as_it_was(tmp_path, monkeypatch):
    target = tmp_path / "out.json"
    target.write_text("old")

    def full(*_):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, "write", full)
    with pytest.raises(OSError) as failed:
        write_file(target, b"new")
    assert failed.value.errno == 28
    assert target.read_text() == "old" and sorted(p.name for p in tmp_path.iterdir()) == ["out.json"]


def finishes(call: Callable[[], object], pipe: Path) -> object:
    """`call()`, failing the test if it blocks on the named pipe `pipe` (it is then unblocked: a writer
    opens and closes the pipe, so the reader's open returns and its read ends)."""
    outcome: dict[str, object] = {}

    def run() -> None:
        try:
            outcome["value"] = call()
        except BaseException as error:  # noqa: BLE001 - handed to the test's thread, which raises it
            outcome["error"] = error

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(10)
    if worker.is_alive():
        os.close(os.open(pipe, os.O_WRONLY | os.O_NONBLOCK))
        worker.join(10)
        pytest.fail(f"blocked on the named pipe {pipe}")
    if "error" in outcome:
        raise outcome["error"]  # type: ignore[misc]
    return outcome.get("value")


@pytest.fixture
def pipe(tmp_path) -> Path:
    path = tmp_path / "rules.fifo"
    os.mkfifo(path)
    return path


def _refused_calls(league_file, path: Path) -> dict[str, Callable[[], object]]:
    return {
        "rule text": lambda: attach_rule_text(league_file, None, path),
        "season file": lambda: import_season_file(league_file, path),
        "CSV sheet": lambda: import_csv_file(league_file, path),
        "restore": lambda: restore_league(league_file.path, path),
        "league file": lambda: open_league(path),
    }


@pytest.mark.parametrize("what", ["rule text", "season file", "CSV sheet", "restore", "league file"])
def test_a_named_pipe_is_refused_by_its_type_without_blocking(league_file, pipe, what, digest):
    before = digest(league_file.path)
    with pytest.raises((RuleViolation, StoreError), match=r"rules\.fifo is a named pipe \(FIFO\), not a"):
        finishes(_refused_calls(league_file, pipe)[what], pipe)
    assert digest(league_file.path) == before and not backup_folder(league_file.path).exists()


@pytest.mark.parametrize("what", ["rule text", "season file", "CSV sheet", "restore", "league file"])
def test_a_device_is_refused_by_its_type(league_file, what, digest):
    before = digest(league_file.path)
    with pytest.raises((RuleViolation, StoreError), match="/dev/null is a character device, not a"):
        _refused_calls(league_file, Path("/dev/null"))[what]()
    assert digest(league_file.path) == before


@pytest.mark.parametrize("what", ["rule text", "season file", "CSV sheet", "restore"])
def test_a_folder_is_refused_by_its_type(league_file, tmp_path, what):
    with pytest.raises((RuleViolation, StoreError), match="is a folder, not a"):
        _refused_calls(league_file, tmp_path)[what]()


def test_a_read_stops_at_its_limit(tmp_path, monkeypatch):
    path = tmp_path / "big.txt"
    path.write_bytes(b"x" * 100)
    assert read_bounded(path, 100, "a text") == b"x" * 100
    monkeypatch.setattr(files.os, "read", lambda *_: pytest.fail("read"))
    with pytest.raises(TooLarge):  # told by its size, before a byte is read
        read_bounded(path, 99, "a text")


def test_a_file_that_grows_past_its_limit_is_read_only_to_the_limit(tmp_path, monkeypatch):
    """A file whose size said it fits but that holds more (it grows, or it is a /proc file of size 0)."""
    path = tmp_path / "growing.txt"
    path.write_bytes(b"")
    read = []
    monkeypatch.setattr(files.os, "read", lambda _, n: read.append(n) or b"x" * n)  # without end, like /dev/zero
    with pytest.raises(TooLarge):
        read_bounded(path, 5 * 2**20, "a text")
    assert sum(read) == 5 * 2**20 + 1
