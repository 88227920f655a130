"""Hostile command lines: any argv gets exit 0, 1 or 2, never a traceback, and a refusal changes nothing."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from store.tables import models as m
from tests.conftest import league_digest
from tui import cli
from tui.cli import app_command as cli_app_command
from tui.cli import arguments as cli_arguments

ROOT = Path(__file__).resolve().parents[1]

# Each command with its own options; the global options go with any of them.
OWN = {
    "import": ["--replace"],
    "export": ["--players", "--schedule"],
    "check": [],
    "backup": [],
    "restore": [],
    "seasons": [],
    "rollover": ["--name", "--leaving", "--yes"],
    "playoffs": ["--json"],
    "attendance": ["--json"],
    "shifts": ["--team", "--game", "--json", "--csv"],
    "suspensions": ["--json", "--all"],
    "standings": ["--explain", "--as-of", "--json"],
}
POSITIONAL = {"import", "export", "backup", "restore"}
GLOBAL = ["--db", "--read-only", "--season", "--today"]
FILES = ["LEAGUE", "EXAMPLE", "JUNK", "BADJSON", "BADCSV", "MISSING", "FOLDER", "OUT", "-"]
HOSTILE = [
    "",
    " ",
    "[bold]x[/]",
    "x\x1b[31my",
    "\u202eevil",
    "名前",
    "999999999999999999999",
    "-1",
    "a" * 300,
    "../../etc/passwd",
    "--",
    "-x",
    "frobnicate",
    "--db=",
]
DAYS = ["2002-12-01", "2003-03-01", "2002-02-30", "0000-00-00", "2002-1-1", "tomorrow"]
VALUES = {
    "--db": FILES,
    "--season": ["2002-03", "2003-04", "nope"],
    "--today": DAYS,
    "--as-of": DAYS,
    "--name": ["2003-04", "2002-03", "next"],
    "--leaving": ["P001", "P999,P001", ",,"],
    "--team": ["RED", "red", "NOPE"],
    "--game": ["R02", "R99", "P1"],
}


@st.composite
def command_lines(draw) -> list[str]:
    """A real command with its options, mostly well-formed; now and then a hostile token anywhere."""
    command = draw(st.sampled_from(sorted(OWN)))
    argv = [command]
    if command in POSITIONAL and draw(st.integers(0, 9)):
        argv.append(draw(st.sampled_from(FILES)))
    for _ in range(draw(st.integers(0, 3))):
        option = draw(st.sampled_from(OWN[command] + GLOBAL))
        argv.append(option)
        if option in VALUES:
            argv.append(draw(st.sampled_from(VALUES[option] + HOSTILE[:4])))
    if not draw(st.integers(0, 4)):
        argv.insert(draw(st.integers(0, len(argv))), draw(st.sampled_from(HOSTILE)))
    return argv


def _materialise(token: str, where: Path, league_file: Path) -> str:
    """A FILES token as a real path in this example's folder: `export` may write to any of them."""
    paths = {
        "LEAGUE": league_file,
        "EXAMPLE": where / "season.json",
        "JUNK": where / "junk.txt",
        "BADJSON": where / "bad.json",
        "BADCSV": where / "bad.csv",
        "MISSING": where / "missing.json",
        "FOLDER": where,
        "OUT": where / "out.json",
    }
    return str(paths[token]) if token in paths else token


argvs = command_lines()


@pytest.fixture
def pristine(league_file, tmp_path) -> Path:
    """A closed copy of the example league, copied again for every generated command line."""
    path = tmp_path / "pristine.db"
    with sqlite3.connect(path) as copy:
        league_file.db.connection().backup(copy)
    copy.close()
    return path


@pytest.fixture
def pristine_digest(pristine) -> str:
    """`league_digest` of `pristine`, which each generated command line's league is a copy of: worked out once for
    all of them, not again for every copy."""
    return league_digest(pristine)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(argv=argvs)
def test_any_command_line_exits_cleanly_and_a_refusal_changes_nothing(
    argv, pristine, pristine_digest, example_path, tmp_path_factory, monkeypatch, capsys
):
    where = tmp_path_factory.mktemp("argv")
    league = where / "league.db"
    shutil.copyfile(pristine, league)  # closed, every commit in it: its bytes are the league (2 ms of SQLite's backup)
    (where / "season.json").write_bytes(example_path.read_bytes())  # a copy: the fixture itself is never written
    (where / "junk.txt").write_bytes(b"\x00\xff garbage")
    (where / "bad.json").write_text('{"format": "rinkbook.season", "version": 1, "teams": [1]}')
    (where / "bad.csv").write_text("name,born\nAl,1970-13-01\n")
    monkeypatch.chdir(where)  # a hostile --db names a file in the current folder
    monkeypatch.setenv("RINKBOOK_DB", str(league))
    monkeypatch.setattr(cli_arguments, "data_folder", lambda: where / "data")
    opened = []
    monkeypatch.setattr(cli_app_command, "run_app", lambda args, path=None: opened.append(args) or 0)
    args = [_materialise(t, where, league) for t in argv]
    try:
        code = cli.main(args)
    except SystemExit as exit_:  # argparse: --help is 0, wrong usage 2
        code = exit_.code
    out, err = capsys.readouterr()
    assert code in (0, 1, 2), (args, code, err)
    assert "Traceback" not in err + out
    if code == 1:
        assert err.count("\n") == 1 and err.startswith(("rinkbook: refused: ", "rinkbook: failed: ")), (args, err)
    if code == 2:
        assert "usage:" in err, (args, err)
    after = league_digest(league)  # whatever ran, the league file is still a league file
    if code != 0 or opened:
        assert after == pristine_digest, args  # the league is a copy of it, every row alike


@pytest.mark.parametrize(
    "argv",
    [
        ["import", "/nonexistent/season.json"],
        ["import", "."],
        ["shifts", "--team", "NOPE"],
        ["export", "/nonexistent/folder/x.json"],
        ["restore", "/nonexistent.db"],
    ],
)
def test_refusal_through_python_dash_m_is_one_line_not_a_traceback(argv, league_file):
    """`python -m tui.cli` runs the module as `__main__`: its refusals must still be caught."""
    result = subprocess.run(
        [sys.executable, "-m", "tui.cli", "--db", str(league_file.path), *argv],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 1, result.stderr
    assert result.stderr.startswith("rinkbook: refused: ") and result.stderr.count("\n") == 1, result.stderr


def test_export_over_the_league_file_itself_is_refused(league_file, tmp_path, capsys):
    before = league_digest(league_file.path)
    league_file.close()
    code = cli.main(["--db", str(league_file.path), "export", str(league_file.path)])
    assert code == 1 and "is the league file itself" in capsys.readouterr().err
    assert league_digest(league_file.path) == before


@pytest.mark.parametrize("companion", ["-wal", "-shm"])
def test_export_over_the_league_files_write_ahead_log_is_refused(league_file, capsys, companion):
    """While the league is open its -wal and -shm files are part of it: JSON there would lose commits."""
    before = league_digest(league_file.path)
    league_file.close()
    code = cli.main(["--db", str(league_file.path), "export", f"{league_file.path}{companion}"])
    assert code == 1 and "is the league file's own" in capsys.readouterr().err
    assert league_digest(league_file.path) == before


def test_export_into_a_folder_is_refused_naming_it(league_file, tmp_path, capsys):
    code = cli.main(["--db", str(league_file.path), "export", str(tmp_path)])
    assert code == 1 and f"{tmp_path} is a folder" in capsys.readouterr().err


def test_names_stored_before_the_rule_are_printed_with_their_controls_escaped(league_file, capsys):
    """A file written before names refused control characters still prints safely: ESC, BEL and the
    right-to-left override are shown as escapes, never sent to the terminal."""
    with league_file.writing():
        m.Player.update(name="Al\x1b[2J\u202eX").where(m.Player.pid == "P001").execute()
        m.Team.update(name="Red\x1b]0;pwned\x07").where(m.Team.code == "RED").execute()
    printed = ""
    for argv in (
        ["standings"],
        ["attendance"],
        ["suspensions", "--all"],
        ["playoffs"],
        ["shifts", "--team", "BLK"],
        ["check"],
    ):
        code = cli.main(["--db", str(league_file.path), *argv])
        out, err = capsys.readouterr()
        assert code in (0, 1) and not set("\x1b\x07\u202e") & set(out + err), (argv, out + err)
        printed += out
    assert "Al\\x1b[2J\\u202eX" in printed


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["restore", "BIG"], "is not a league file"),
        # Read as it streams, a season file of any size is read: 257 MB of zero bytes is not JSON.
        (["import", "BIG.json"], "not valid JSON"),
        (["import", "BIG.csv"], "larger than 8 MB"),
        (["--db", "BIG", "standings"], "is not a readable league file"),
    ],
)
def test_a_257_mb_file_on_the_command_line_is_refused_and_changes_nothing(argv, message, league_file, tmp_path, capsys):
    for name in ("big", "big.json", "big.csv"):
        with (tmp_path / name).open("wb") as sparse:
            sparse.truncate(257 * 2**20)  # sparse: 257 MB in name only
    before = league_digest(league_file.path)
    args = [str(tmp_path / a.lower()) if a.startswith("BIG") else a for a in argv]
    code = cli.main(["--db", str(league_file.path), *args])
    err = capsys.readouterr().err
    assert code == 1 and message in err and err.count("\n") == 1, err
    assert league_digest(league_file.path) == before
