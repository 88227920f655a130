"""The command line run as a user runs it, for the tests of its commands."""

from __future__ import annotations

from tui import cli


def run(capsys, *argv: str) -> tuple[int, str, str]:
    """`rinkbook ARGV` in this process: its exit code, what it printed and what it said on stderr."""
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err
