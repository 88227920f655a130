"""`--read-only` opens a league file in a folder its user cannot write (a captain's copy, a mounted
share) as a snapshot, and a refused open says "permission denied" in words, never damage."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from store.file import file_access
from store.file.connection import ReadOnlyError
from store.file.db import Store, StoreError, open_league
from store.season_files.import_export import import_season_file
from store.views.season_load import load_season
from tests.store.permissions import fail_first_read_only_connect, give_away, run_as_plain_user


@pytest.mark.parametrize("message", ["attempt to write a readonly database", "unable to open database file"])
def test_read_only_falls_back_to_a_snapshot_when_the_shm_cannot_be_made(league_file: Store, monkeypatch, message):
    league_file.close()
    uris = fail_first_read_only_connect(monkeypatch, message)
    with open_league(league_file.path, read_only=True) as store:
        assert store.snapshot and store.read_only
        assert "immutable=1" in uris[-1] and "mode=ro" in uris[-1]
        assert len(load_season(store, "2002-03").players) > 0
        with pytest.raises(ReadOnlyError), store.writing():
            pass


def test_no_snapshot_is_made_that_would_miss_commits_still_in_the_wal(empty_league: Store, example_path, monkeypatch):
    """An immutable open reads the file alone: with commits still in the -wal it would show an older
    league (or an empty one) without a word."""
    import_season_file(empty_league, example_path)  # `league_file` is a copy: its import is folded in
    assert Path(f"{empty_league.path}-wal").stat().st_size > 0  # this import, not yet folded in
    fail_first_read_only_connect(monkeypatch, "attempt to write a readonly database")
    with pytest.raises(StoreError, match=r"latest changes are still in league\.db-wal"):
        open_league(empty_league.path, read_only=True)


def test_an_ordinary_read_only_open_is_no_snapshot(league_file: Store):
    with open_league(league_file.path, read_only=True) as store:
        assert store.read_only and not store.snapshot


def test_a_damaged_file_is_not_taken_for_a_permission_problem(tmp_path: Path, monkeypatch):
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"not an sqlite file at all" * 200)
    uris = fail_first_read_only_connect(monkeypatch, "file is not a database")
    with pytest.raises(StoreError, match="not a readable league file"):
        open_league(junk, read_only=True)
    assert len(uris) == 1  # no snapshot tried: the fallback is for permissions only


def test_an_unreadable_file_is_said_to_be_unreadable_not_damaged(league_file: Store, monkeypatch):
    league_file.close()
    monkeypatch.setattr(file_access, "readable", lambda path: False)
    fail_first_read_only_connect(monkeypatch, "unable to open database file")
    with pytest.raises(StoreError) as refused:
        open_league(league_file.path, read_only=True)
    assert "cannot be read: permission denied" in str(refused.value)
    assert "not a readable league file" not in str(refused.value)


# The same, for real: a child process under ordinary file permissions (see tests/store/permissions.py).
OPEN_READ_ONLY = """
import json, sys
from store.file.db import StoreError, open_league
from store.views.season_load import load_season
from store.season_files.import_export import import_season_file
try:
    with open_league(sys.argv[1] if len(sys.argv) > 1 else {path!r}, read_only={read_only}) as store:
        print(json.dumps({{"snapshot": store.snapshot, "players": len(load_season(store, "2002-03").players)}}))
except StoreError as error:
    print(json.dumps({{"refused": str(error)}}))
"""


def _shared(league_file: Store, folder_mode: int, file_mode: int = 0o644) -> Path:
    """The league file moved into a folder of someone else's, with these modes."""
    league_file.close()
    share = league_file.path.parent / "share"
    share.mkdir()
    moved = share / "league.db"
    league_file.path.rename(moved)
    os.chmod(moved, file_mode)
    give_away(moved, share)
    os.chmod(share, folder_mode)
    return moved


def _open_as_plain_user(path: Path, read_only: bool = True) -> dict:
    done = run_as_plain_user(OPEN_READ_ONLY.format(path=str(path), read_only=read_only))
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_a_file_in_a_folder_the_user_cannot_write_opens_read_only_as_a_snapshot(league_file: Store):
    moved = _shared(league_file, 0o755)
    assert _open_as_plain_user(moved) == {"snapshot": True, "players": 86}
    assert sorted(p.name for p in moved.parent.iterdir()) == ["league.db"]  # nothing made beside it


def test_opening_it_to_write_says_permission_denied_and_points_to_read_only(league_file: Store):
    moved = _shared(league_file, 0o755)
    refused = _open_as_plain_user(moved, read_only=False)["refused"]
    assert "permission denied" in refused and "--read-only" in refused
    assert "not a readable league file" not in refused


def test_a_file_the_user_cannot_read_is_refused_as_unreadable(league_file: Store):
    moved = _shared(league_file, 0o755, file_mode=0o600)
    refused = _open_as_plain_user(moved)["refused"]
    assert "cannot be read: permission denied" in refused and "not a readable" not in refused


def test_a_file_in_a_folder_the_user_cannot_enter_is_not_called_missing(league_file: Store):
    moved = _shared(league_file, 0o700)
    refused = _open_as_plain_user(moved)["refused"]
    assert "permission denied" in refused and "no league file" not in refused


RESTORE = """
from pathlib import Path
from store.file.db import StoreError
from store.file.maintenance import restore_league
try:
    restore_league(Path({target!r}), Path({source!r}))
    print("restored")
except StoreError as error:
    print(error)
"""


def test_a_backup_in_a_folder_the_user_cannot_write_can_be_restored(league_file: Store, tmp_path: Path):
    from store.file.maintenance import backup_league

    backup = backup_league(league_file, tmp_path / "copy.db")
    moved = _shared(league_file, 0o755)  # the league's folder stays writable; the share holding it does not
    backup.rename(moved)
    done = run_as_plain_user(RESTORE.format(target=str(tmp_path / "restored.db"), source=str(moved)))
    assert done.stdout.strip() == "restored", done.stdout + done.stderr
