"""Help a user reads cites nothing a clone lacks: the key descriptions of the app and its screens, the
scoresheet's syntax lines and every command's `--help` name no part of a design document, requirement id
or tracker ticket. With no season at hand they say the rule in words (docs/readings/shared.md#citations)."""

import importlib
import pkgutil
from collections.abc import Iterator

import tui.modals
import tui.screens
from tests.citation_patterns import NAMED, REQUIREMENT, SECTION, TICKET, sample
from tui.cli.arguments import build_parser
from tui.commands import COMMANDS, Command
from tui.text.scoresheet_entry import SYNTAX


def _commands_of(value: object) -> Iterator[Command]:
    if isinstance(value, Command):
        yield value
    elif isinstance(value, tuple):
        for item in value:
            yield from _commands_of(item)


def _screen_commands() -> Iterator[Command]:
    """Every `Command` a module of the screens and dialogs declares, at its top or on a class."""
    for package in (tui.screens, tui.modals):
        for info in pkgutil.iter_modules(package.__path__, f"{package.__name__}."):
            module = importlib.import_module(info.name)
            for value in vars(module).values():
                yield from _commands_of(value)
                for attribute in vars(value).values() if isinstance(value, type) else ():
                    yield from _commands_of(attribute)


def _command_line_help() -> Iterator[str]:
    parser = build_parser()
    yield parser.format_help()
    for action in parser._subparsers._group_actions if parser._subparsers else ():
        for sub in getattr(action, "choices", {}).values():
            yield sub.format_help()


def outside(text: str) -> list[str]:
    return [m[0] for pattern in (NAMED, TICKET, SECTION, REQUIREMENT) for m in pattern.finditer(text)]


def test_no_help_text_cites_a_document_a_clone_lacks() -> None:
    texts = [f"{c.title}: {c.help}" for c in (*COMMANDS, *_screen_commands())]
    texts += [f"{word}: {what}" for word, _syntax, what in SYNTAX] + list(_command_line_help())
    found = sorted({f"{text[:80]!r}: {outside(text)}" for text in texts if outside(text)})
    assert not found, "say the rule in words, or cite it through the rulebook:\n" + "\n".join(found)


def test_the_check_sees_a_requirement_id_and_a_section_in_a_help_line() -> None:
    found = outside(sample("Register players ({g}1); the draft ({part} 5); JSON ({doc} {ch}.6)"))
    assert found == [sample(word) for word in ("{doc}", "{part} 5", "{ch}.6", "{g}1")]
