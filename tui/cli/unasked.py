"""The parser of a command beside the asked one in its group of commands (`tui.cli.arguments.COMMAND_GROUPS`).

Every parser argparse builds costs its words looked up through gettext (about half a millisecond each, a dozen in a
group): a command builds its own parser alone, and parses its words as the whole parser would. Its group's builder
still runs whole; what it adds to the others' parsers is dropped here.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import cast


class _Unasked:
    """Takes whatever a builder adds to a parser (arguments, groups, defaults) and keeps none of it."""

    def __getattr__(self, name: str) -> Callable[..., _Unasked]:
        return lambda *args, **kwargs: self


_UNASKED = _Unasked()


def unasked_parser() -> argparse.ArgumentParser:
    """The stand-in for a parser that is not built (typed as one: its builder adds to it as to any)."""
    return cast(argparse.ArgumentParser, _UNASKED)
