"""A read-only command leaves nothing beside the league file or a backup it reads (no -wal, no -shm), and a
file another program is writing meanwhile is read as it stands or refused in words, never a crash."""

from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path

import pytest

from store.file import db as store_db
from store.file.db import StoreError, open_league
from store.file.maintenance import backup_league
from tui import cli

# Every command that reads a Gray league (OUT: a file written in another folder).
GRAY_READS = (
    ("standings",),
    ("standings", "--json"),
    ("standings", "--csv"),
    ("seasons",),
    ("check",),
    ("alerts",),
    ("suspensions", "--all"),
    ("playoffs",),
    ("attendance",),
    ("shifts", "--team", "RED", "--csv"),
    ("stats", "--table", "goalies"),
    ("export", "-"),
    ("export", "--players", "-"),
    ("export", "--schedule", "OUT"),
    ("export", "OUT"),
    ("calendar", "OUT"),
    ("sheet", "R01", "OUT"),
    ("backup", "OUT"),
    ("backup", "--for-captains", "OUT"),
    ("backup",),  # into the backups folder beside the file: that folder is expected, nothing else
)
# And a tournament's own.
TOURNAMENT_READS = (("standings",), ("playoffs", "--json"), ("discipline",), ("game", "GAME"))


def listing(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


@pytest.fixture
def closed_league(league_file) -> Path:
    """The league file as a committee leaves it between evenings: closed, nothing beside it."""
    league_file.close()
    assert listing(league_file.path.parent) == ["league.db"]
    return league_file.path


def _run(league: Path, argv: tuple[str, ...], out: Path, capsys, read_only: bool = True) -> None:
    flag = ("--read-only",) if read_only else ()
    code = cli.main(["--db", str(league), *flag, *(str(out) if a == "OUT" else a for a in argv)])
    assert code == 0, (argv, capsys.readouterr().err)
    capsys.readouterr()


@pytest.mark.parametrize("argv", GRAY_READS, ids=" ".join)
@pytest.mark.parametrize("read_only", [True, False], ids=["--read-only", "as-is"])
def test_a_read_only_command_leaves_nothing_beside_the_league_file(argv, read_only, closed_league, tmp_path, capsys):
    outside = tmp_path / "out"
    outside.mkdir()
    _run(closed_league, argv, outside / "file", capsys, read_only)
    made = ["league-backups"] if argv == ("backup",) else []
    assert listing(closed_league.parent) == sorted(["league.db", "out", *made]), argv


@pytest.mark.parametrize("argv", TOURNAMENT_READS, ids=" ".join)
def test_a_tournaments_read_only_commands_leave_nothing_beside_it(argv, tmp_path, capsys):
    from seed.demo_db import write_demo

    cup = tmp_path / "cup" / "cup.db"
    cup.parent.mkdir()
    write_demo(cup, date(2026, 3, 1), rulebook="coors-cup")
    with sqlite3.connect(f"{cup.as_uri()}?mode=ro&immutable=1", uri=True) as raw:
        first = raw.execute("SELECT gid FROM game ORDER BY id LIMIT 1").fetchone()[0]
    raw.close()
    assert listing(cup.parent) == ["cup.db"]
    _run(cup, tuple(first if a == "GAME" else a for a in argv), tmp_path / "file", capsys)
    assert listing(cup.parent) == ["cup.db"]


def test_reading_and_restoring_a_backup_leave_nothing_beside_it(closed_league, tmp_path, capsys):
    shelf = tmp_path / "shelf"
    shelf.mkdir()
    with open_league(closed_league, read_only=True) as store:
        backup = backup_league(store, shelf / "copy.db")
    _run(backup, ("standings",), tmp_path / "x", capsys)
    _run(backup, ("check",), tmp_path / "x", capsys)
    assert cli.main(["--db", str(tmp_path / "restored.db"), "restore", str(backup)]) == 0
    assert listing(shelf) == ["copy.db"]


def test_a_file_another_program_is_writing_is_read_as_it_stands(closed_league, tmp_path, capsys):
    """Another program keeps the file open in WAL mode with a commit not yet folded in: the read sees it,
    and nothing more is made beside the file than that program's own -wal and -shm."""
    writer = sqlite3.connect(closed_league, isolation_level=None)
    try:
        writer.execute("UPDATE team SET name = 'Reds Renamed' WHERE code = 'RED'")
        assert Path(f"{closed_league}-wal").stat().st_size > 0
        before = listing(closed_league.parent)
        code = cli.main(["--db", str(closed_league), "--read-only", "standings"])
        out = capsys.readouterr().out
        assert code == 0 and "Reds Renamed" in out
        assert listing(closed_league.parent) == before
    finally:
        writer.close()


def test_a_writer_waits_for_a_read_only_command_and_is_told_so_in_words(closed_league, monkeypatch):
    monkeypatch.setattr(store_db, "BUSY_TIMEOUT_SECONDS", 0.1)
    with open_league(closed_league, read_only=True) as reader:
        with pytest.raises(StoreError) as refused:
            open_league(closed_league)
        assert "busy" in str(refused.value) and "not a readable" not in str(refused.value)
        assert reader.revision()
    with open_league(closed_league) as writer:  # once the reader is done, the writer goes on
        assert writer.revision()
    assert listing(closed_league.parent) == ["league.db"]
