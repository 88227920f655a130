"""The command line: exit codes 0/1/2, one-line refusals, options on either side of the command."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli_run import imported_fixture, run
from tui import cli


def test_import_then_export_round_trips(tmp_path, capsys, example_path):
    db = tmp_path / "x.db"
    code, out, _ = run(capsys, "--db", str(db), "import", str(example_path))
    assert code == 0 and "Imported season 2002-03: 86 players, 34 games" in out
    assert run(capsys, "--db", str(db), "export", str(tmp_path / "y.json"))[0] == 0
    assert run(capsys, "--db", str(tmp_path / "z.db"), "import", str(tmp_path / "y.json"))[0] == 0
    assert run(capsys, "export", str(tmp_path / "z.json"), "--db", str(tmp_path / "z.db"))[0] == 0
    assert (tmp_path / "y.json").read_bytes() == (tmp_path / "z.json").read_bytes()
    assert json.loads((tmp_path / "y.json").read_text())["season"] == "2002-03"


def test_refusal_is_one_line_on_stderr_with_exit_1(tmp_path, capsys, example_path):
    bad = tmp_path / "bad.json"
    data = json.loads(example_path.read_text())
    data["version"] = 7
    bad.write_text(json.dumps(data))
    code, _out, err = run(capsys, "--db", str(tmp_path / "x.db"), "import", str(bad))
    assert code == 1
    assert err == "rinkbook: refused: version: version 7 is not supported (this program reads 1 and 2) (season file)\n"
    assert not (tmp_path / "x.db").exists()  # a refused import leaves no empty league behind


def test_missing_file_is_named_and_not_created(tmp_path, capsys):
    code, _, err = run(capsys, "--db", str(tmp_path / "typo.db"), "export", "-")
    assert code == 1 and f"no league file at {tmp_path / 'typo.db'}" in err
    assert not (tmp_path / "typo.db").exists()


def test_rinkbook_db_environment_variable_picks_the_file(tmp_path, capsys, monkeypatch, example_path):
    monkeypatch.setenv("RINKBOOK_DB", str(tmp_path / "env.db"))
    assert run(capsys, "import", str(example_path))[0] == 0
    code, out, _ = run(capsys, "seasons")
    assert code == 0 and out == "2002-03\n"


def test_global_options_after_the_command(tmp_path, capsys, example_path):
    db = str(tmp_path / "x.db")
    assert run(capsys, "import", str(example_path), "--db", db)[0] == 0
    code, _, err = run(capsys, "import", str(example_path), "--db", db, "--read-only")
    assert code == 1 and "--read-only" in err


def test_read_only_refuses_import(tmp_path, capsys, example_path):
    db = str(tmp_path / "x.db")
    imported_fixture(example_path, Path(db))
    code, _, err = run(capsys, "--db", db, "--read-only", "import", str(example_path), "--replace")
    assert code == 1 and "nothing can be imported" in err


def test_unknown_season_is_refused(tmp_path, capsys, example_path):
    db = str(tmp_path / "x.db")
    imported_fixture(example_path, Path(db))
    code, _, err = run(capsys, "--db", db, "--season", "1999-00", "export", "-")
    assert code == 1 and "no season '1999-00'" in err


def test_check_backup_and_restore(tmp_path, capsys, example_path):
    db = tmp_path / "x.db"
    imported_fixture(example_path, db)
    code, out, _ = run(capsys, "--db", str(db), "check")
    assert code == 0 and "no damage" in out
    code, out, _ = run(capsys, "--db", str(db), "backup", str(tmp_path / "copy.db"))
    assert code == 0 and (tmp_path / "copy.db").exists()
    assert run(capsys, "--db", str(db), "backup", str(tmp_path / "copy.db"))[0] == 1  # never overwrites
    code, out, _ = run(capsys, "--db", str(tmp_path / "restored.db"), "restore", str(tmp_path / "copy.db"))
    assert code == 0
    assert run(capsys, "--db", str(tmp_path / "restored.db"), "seasons")[1] == "2002-03\n"


def test_demo_is_written_and_only_replaces_a_demo(tmp_path, capsys, example_path):
    demo = tmp_path / "demo.db"
    code, out, _ = run(capsys, "--db", str(demo), "--today", "2026-11-29", "demo", "--no-open", "--seed", "3")
    assert code == 0 and "Demo season" in out
    assert run(capsys, "--db", str(demo), "--today", "2026-11-29", "demo", "--no-open")[0] == 0
    league = tmp_path / "league.db"
    imported_fixture(example_path, league)
    code, _, err = run(capsys, "--db", str(league), "demo", "--no-open")
    assert code == 1 and "not a demo file" in err


def exit_of_usage(capsys, argv: list[str]) -> tuple[int | str | None, str, str]:
    """`rinkbook ARGV` in this process, for the words argparse answers by exiting (a usage error, `--help`):
    the code `python -m tui.cli` would exit with, what it printed and what it said on stderr."""
    with pytest.raises(SystemExit) as exited:
        cli.main(argv)
    out, err = capsys.readouterr()
    return exited.value.code, out, err


@pytest.mark.parametrize(
    "argv",
    [["--bogus"], ["import"], ["frobnicate"], ["--today", "2002-13-45", "seasons"], ["demo", "--seed", "x"]],
)
def test_wrong_usage_exits_2(argv, capsys):
    code, _, err = exit_of_usage(capsys, argv)
    assert code == 2 and "usage:" in err


@pytest.mark.parametrize("command", ["", "demo", "import", "export", "check", "backup", "restore", "seasons"])
def test_help_everywhere(command, capsys):
    argv = [command, "--help"] if command else ["--help"]
    code, out, _ = exit_of_usage(capsys, argv)
    assert code == 0 and "--db PATH" in out


def _commands_of(parser) -> list[str]:
    import argparse

    return [name for a in parser._actions if isinstance(a, argparse._SubParsersAction) for name in a.choices]


@pytest.mark.parametrize(
    "words",
    [
        ["standings", "--json", "--season", "2002-03"],
        ["--db", "x.db", "export", "out.json", "--read-only"],
        ["user", "add", "Ann", "--role", "scorer", "--db", "x.db"],
        ["sheet", "G001", "g.pdf", "--today", "2003-01-05"],
        ["--season", "2002-03", "alerts", "--json"],
    ],
)
def test_a_command_parsed_by_its_own_group_as_by_the_whole_parser(words):
    """A command's words build only its own parser (by its group's builder, `COMMAND_GROUPS`): the same arguments as
    every command's parser gives; the groups name exactly the commands their builders make, in `--help`'s order."""
    from tui.cli.arguments import COMMAND_GROUPS, build_parser, parse_arguments

    assert vars(parse_arguments(words)) == vars(build_parser().parse_args(words))
    assert _commands_of(build_parser()) == [name for names in COMMAND_GROUPS for name in names.split()]
    # A command asked builds its own parser alone, by its group's builder (tests/test_cli_parser_alone.py).
    assert all(_commands_of(build_parser(only=name)) == [name] for names in COMMAND_GROUPS for name in names.split())
