"""The command line and the files it is given: another program's file is refused and left byte for byte
as it was, a named pipe or a device is refused by its type (no hang, no endless read), a link planted
beside an export is never followed, and a full disk or an unmakeable folder is told in one line."""

from __future__ import annotations

import os
import resource
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from store.file import user_files as files
from tests.conftest import league_digest
from tests.shared_bytecode import repository_environment
from tests.store.foreign_files import make_foreign, snapshot
from tui import cli
from tui.cli import arguments as cli_arguments
from tui.cli import commands as cli_commands

ROOT = Path(__file__).resolve().parents[1]


def run(capsys, *argv: str) -> tuple[int, str]:
    code = cli.main(list(argv))
    return code, capsys.readouterr().err


@pytest.fixture
def foreign(tmp_path) -> Path:
    folder = tmp_path / "theirs"
    folder.mkdir()
    return make_foreign(folder / "notes.db", user_version=7)


@pytest.mark.parametrize(
    "argv",
    [
        ["standings"],
        ["seasons"],
        ["check"],
        ["backup"],
        ["export", "-"],
        ["--read-only", "standings"],
        ["import", "EXAMPLE"],
        ["import", "EXAMPLE", "--replace"],
        ["restore", "LEAGUE"],
        ["rollover"],
    ],
)
def test_a_command_on_another_programs_file_is_refused_and_the_file_keeps_every_byte(
    argv, foreign, league_file, example_path, capsys
):
    before = snapshot(foreign)
    league_file.close()
    named = {"EXAMPLE": str(example_path), "LEAGUE": str(league_file.path)}
    code, err = run(capsys, "--db", str(foreign), *(named.get(a, a) for a in argv))
    assert code == 1 and "another program" in err and err.count("\n") == 1, err
    assert snapshot(foreign) == before


def test_restoring_another_programs_file_is_refused_and_changes_nothing(foreign, league_file, capsys):
    before, league_before = snapshot(foreign), league_digest(league_file.path)
    code, err = run(capsys, "--db", str(league_file.path), "restore", str(foreign))
    assert code == 1 and "another program" in err
    assert snapshot(foreign) == before and league_digest(league_file.path) == league_before


def test_export_never_follows_a_link_planted_at_its_temporary_name(league_file, tmp_path, capsys):
    before = league_digest(league_file.path)
    (tmp_path / ".out.json.partial").symlink_to(league_file.path)  # the name export once wrote to first
    code, _ = run(capsys, "--db", str(league_file.path), "export", str(tmp_path / "out.json"))
    assert code == 0 and (tmp_path / "out.json").read_text().startswith("{")
    assert league_digest(league_file.path) == before
    assert (tmp_path / ".out.json.partial").is_symlink()


@pytest.mark.parametrize("argv", [["export", "OUT"], ["export", "OUT", "--players"], ["export", "OUT", "--schedule"]])
def test_an_export_on_a_full_disk_says_so_and_leaves_nothing_behind(argv, league_file, tmp_path, capsys, monkeypatch):
    def full(*_):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, "write", full)
    out = tmp_path / "out" / "season.json"
    out.parent.mkdir()
    code, err = run(capsys, "--db", str(league_file.path), *(str(out) if a == "OUT" else a for a in argv))
    assert (code, err) == (1, "rinkbook: failed: the disk is full: nothing was saved\n")
    assert list(out.parent.iterdir()) == []


def test_an_import_on_a_full_disk_says_so_and_leaves_no_file(tmp_path, example_path, capsys, monkeypatch):
    connect = cli_commands.open_league

    def full(*args, **kwargs):
        store = connect(*args, **kwargs)
        pages = store.db.execute_sql("PRAGMA page_count").fetchone()[0]
        store.db.execute_sql(f"PRAGMA max_page_count = {pages}")
        return store

    monkeypatch.setattr(cli_commands, "open_league", full)
    code, err = run(capsys, "--db", str(tmp_path / "new.db"), "import", str(example_path))
    assert (code, err) == (1, "rinkbook: failed: the disk is full: nothing was saved\n")
    assert list(tmp_path.iterdir()) == []


@pytest.fixture
def pipe(tmp_path) -> Path:
    path = tmp_path / "x.fifo"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize(
    ("argv", "noun"),
    [
        (["import", "PIPE"], "a season file or a CSV sheet"),
        (["restore", "PIPE"], "a backup of a league file"),
    ],
)
def test_a_named_pipe_given_as_a_file_is_refused_by_its_type(argv, noun, pipe, league_file, capsys):
    code, err = run(capsys, "--db", str(league_file.path), *(str(pipe) if a == "PIPE" else a for a in argv))
    assert (code, err) == (1, f"rinkbook: refused: {pipe} is a named pipe (FIFO), not {noun}\n")


@pytest.mark.parametrize(
    ("argv", "what"),
    [
        (["import", str(ROOT)], "a folder, not a season file"),
        (["restore", str(ROOT)], "a folder, not a backup"),
        (["import", "/dev/null"], "a character device, not a season file"),
    ],
)
def test_a_folder_or_device_given_as_a_file_is_refused_by_its_type(argv, what, league_file, capsys):
    code, err = run(capsys, "--db", str(league_file.path), *argv)
    assert code == 1 and f"is {what}" in err and err.count("\n") == 1, err


def _limited(seconds: int = 60) -> dict:
    """Run the command line apart, with at most 1 GB of memory: a hang or an endless read fails the test."""

    def cap_memory() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (2**30, 2**30))

    return dict(
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=seconds,
        preexec_fn=cap_memory,
        env=repository_environment(),
    )


@pytest.mark.parametrize(
    ("db", "said"),
    [
        ("PIPE", "is a named pipe (FIFO), not a league file"),
        ("/dev/zero", "/dev/zero is a character device, not a league file"),
    ],
)
def test_db_of_a_named_pipe_or_device_is_refused_at_once(db, said, pipe):
    argv = ["--db", str(pipe) if db == "PIPE" else db, "standings"]
    done = subprocess.run([sys.executable, "-m", "tui.cli", *argv], check=False, **_limited())
    assert done.returncode == 1 and said in done.stderr and done.stderr.count("\n") == 1, done.stderr


@pytest.mark.parametrize("file", ["/dev/zero", "/dev/zero.csv"])
def test_dev_zero_as_an_import_is_refused_not_read(file, league_file, tmp_path):
    name = file
    if file.endswith(".csv"):  # the CSV import is told by the name
        name = str(tmp_path / "zero.csv")
        os.symlink("/dev/zero", name)
    done = subprocess.run(
        [sys.executable, "-m", "tui.cli", "--db", str(league_file.path), "import", name], check=False, **_limited()
    )
    assert done.returncode == 1 and "is a character device" in done.stderr, done.stderr


def test_a_league_folder_that_cannot_be_made_is_refused_in_one_line(tmp_path, capsys, monkeypatch):
    in_the_way = tmp_path / "data"
    in_the_way.write_text("a file where the folder should be")
    monkeypatch.delenv("RINKBOOK_DB", raising=False)
    monkeypatch.setattr(cli_arguments, "data_folder", lambda: in_the_way / "rinkbook")
    import tui.first_run_app

    monkeypatch.setattr(tui.first_run_app.FirstRunApp, "run", lambda self: pytest.fail("the app opened"))
    code, err = run(capsys)
    assert code == 1 and err.count("\n") == 1
    assert f"cannot make the folder {in_the_way / 'rinkbook'}" in err


@pytest.mark.parametrize("argv", [["demo", "--no-open"], ["import", "EXAMPLE"]])
def test_a_new_files_folder_that_cannot_be_made_is_refused_in_one_line(argv, tmp_path, example_path, capsys):
    in_the_way = tmp_path / "data"
    in_the_way.write_text("a file where the folder should be")
    db = in_the_way / "league.db"
    code, err = run(capsys, "--db", str(db), *(str(example_path) if a == "EXAMPLE" else a for a in argv))
    assert (code, err) == (
        1,
        f"rinkbook: refused: cannot make the folder {in_the_way} for the league file: "
        "a file of that name is in the way\n",
    )


def test_a_read_only_disk_under_a_backup_is_told_in_words(league_file, tmp_path, capsys, monkeypatch):
    def read_only(*_args, **_kwargs):
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(files.os, "open", read_only)
    code, err = run(capsys, "--db", str(league_file.path), "backup", str(tmp_path / "copy.db"))
    assert (code, err) == (
        1,
        "rinkbook: failed: the league file or its disk cannot be written (read-only): nothing was saved\n",
    )


# Every command that writes a file the user names; OUT is the name it is given.
WRITERS = (
    ("export", "OUT"),
    ("export", "--players", "OUT"),
    ("calendar", "OUT"),
    ("sheet", "R01", "OUT"),
    ("backup", "OUT"),
    ("backup", "--for-captains", "OUT"),
)
# Names that belong to a database: the league's own companions, another league file and its companions.
TAKEN = ("league.db-journal", "league.db-wal", "league.db-shm", "other.db", "other.db-journal", "other.db-wal")


def _folder(path: Path) -> dict[str, bytes]:
    return {f.name: f.read_bytes() for f in sorted(path.iterdir()) if f.is_file()}


@pytest.mark.parametrize("argv", WRITERS, ids=" ".join)
def test_a_name_sqlite_keeps_beside_a_database_or_another_league_is_refused_before_writing(
    argv, league_file, tmp_path, capsys
):
    league_file.close()
    other = tmp_path / "other.db"
    shutil.copy2(league_file.path, other)  # another league file
    before = _folder(tmp_path)
    for name in TAKEN:
        code, err = run(
            capsys, "--db", str(league_file.path), *(str(tmp_path / name) if a == "OUT" else a for a in argv)
        )
        assert code == 1 and err.startswith("rinkbook: refused: ") and err.count("\n") == 1, (name, err)
        assert "choose another name" in err and ".partial" not in err, err
        assert _folder(tmp_path) == before, name  # nothing written, nothing deleted
