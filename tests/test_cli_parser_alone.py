"""A command's words are parsed by its own parser alone (`tui.cli.arguments.build_parser(only=...)`), which takes
them as the whole parser does: the same help, the same arguments read."""

from __future__ import annotations

import pytest

from tui.cli.arguments import COMMAND_GROUPS, build_parser

COMMANDS = [name for names in COMMAND_GROUPS for name in names.split()]


def help_of(parser, argv: list[str], capsys) -> str:
    with pytest.raises(SystemExit):
        parser.parse_args(argv)
    return capsys.readouterr().out


@pytest.mark.parametrize("name", COMMANDS)
def test_a_commands_own_parser_gives_the_whole_parsers_help(name, capsys):
    alone = help_of(build_parser(only=name), [name, "--help"], capsys)
    assert alone and alone == help_of(build_parser(), [name, "--help"], capsys)


@pytest.mark.parametrize(
    "argv",
    [
        ["--db", "x.db", "standings", "--json", "--as-of", "2002-10-27"],
        ["standings", "--csv", "--season", "Fall", "--db", "x.db"],
        ["playoffs", "--json", "--rulebook", "coors-cup"],
        ["export", "-"],
        ["suspensions", "--all"],
        ["user", "list"],
    ],
    ids=" ".join,
)
def test_a_commands_own_parser_reads_its_words_as_the_whole_parser(argv):
    assert build_parser(only=argv[0] if argv[0] != "--db" else argv[2]).parse_args(argv) == build_parser().parse_args(
        argv
    )
