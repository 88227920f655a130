"""Textual's parsed style sheets, kept in the user's cache folder from one start to the next (docs/performance.md: the
whole dashboard within 1.3x of a bare Textual app).

At every start Textual parses `app.tcss` and each widget's DEFAULT_CSS again: 15 ms, three times what a
bare app with one DataTable parses. Its `Stylesheet` keeps the rules it parsed in `_parse_cache`, keyed by
the CSS text, where it came from and how it is ranked; `fill_parse_cache` puts there what the last start
parsed, read back in 2 ms, and `keep_parse_cache` writes what this start parsed once its first frame is
painted. A rule's text is part of its key, so an edited style sheet is parsed again, never read stale.

The rules are pickled: they are Textual's own objects, and its version and Rich's name the file. The file
lives in the user's cache folder (`store.cache.frame_cache.cache_folder`) and is read only when it is the user's
own and no one else may write it: trusted then as Python's compiled modules are. Anything amiss (no file,
another theme's variables, a file that does not unpickle) means nothing kept: Textual parses as it would
have.

Beside it, `hash_rules_by_identity`: the rules once parsed are looked up by Textual at every style update.
"""

from __future__ import annotations

import os
import pickle
import stat
import sys
from collections.abc import Collection
from pathlib import Path
from types import ModuleType
from typing import Any

import rich
import textual
from textual.css.model import RuleSet
from textual.css.stylesheet import Stylesheet

from store.cache.frame_cache import cache_folder
from store.file.errors import StoreError
from store.file.user_files import write_file

# Bumped when what the file holds changes shape.
STYLE_FORMAT = 1


def style_path() -> Path | None:
    """The kept rules of this Textual, this Rich and this Python (pickles of another may not read back the same),
    or None when their versions cannot be told."""
    versions = [_distribution(package) for package in (textual, rich)]
    if None in versions:
        return None
    python = f"py{sys.version_info.major}{sys.version_info.minor}"
    return cache_folder() / "styles" / f"{'-'.join(map(str, versions))}-{python}.pickle"


def _distribution(package: ModuleType) -> str | None:
    """The installed distribution of `package`, as its metadata folder beside it names it ("textual-8.2.8"):
    `textual.__version__` would import `importlib.metadata`, 10 ms of the start."""
    if package.__file__ is None:
        return None
    installed = Path(package.__file__).resolve().parent.parent
    try:
        found = [
            entry.name.removesuffix(".dist-info")
            for entry in os.scandir(installed)
            if entry.name.startswith(f"{package.__name__}-") and entry.name.endswith(".dist-info")
        ]
    except OSError:
        return None
    return found[0] if len(found) == 1 else None


def fill_parse_cache(stylesheet: Stylesheet) -> frozenset[tuple[Any, ...]]:
    """Put the rules the last start parsed into `stylesheet`'s parse cache, when parsed with the same CSS
    variables (the theme); returns their keys (none when nothing was kept, or nothing fits).

    Why: parsing the app's style sheets is some 20 ms of a start (see the module). Textual 8.2.x:
    `Stylesheet._parse_cache` (an LRU cache keyed by the CSS text, its source and rank), `Stylesheet._variables`.
    """
    path = style_path()
    if path is None:
        return frozenset()
    try:
        with path.open("rb") as kept_file:
            if not _private(os.fstat(kept_file.fileno())):
                return frozenset()
            kept = pickle.load(kept_file)
        if kept["format"] != STYLE_FORMAT or kept["variables"] != stylesheet._variables:
            return frozenset()
        rules: dict[tuple[Any, ...], Any] = kept["rules"]
        for key, parsed in rules.items():
            stylesheet._parse_cache.set(key, parsed)
    except Exception:  # noqa: BLE001 - a cache: whatever it holds, Textual can always parse again
        return frozenset()
    return frozenset(rules)


def _private(status: os.stat_result) -> bool:
    """True for a file of this user's that no one else may write: unpickling runs what the file says, so a
    file planted in a shared folder (`$RINKBOOK_CACHE` may name any) is never read."""
    return status.st_uid == os.getuid() and not status.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


def keep_parse_cache(stylesheet: Stylesheet, kept: Collection[tuple[Any, ...]]) -> None:
    """Write the rules `stylesheet` parsed from the sources it holds now (a rule kept for a sheet no longer
    used is dropped), unless they are exactly the `kept` ones, replacing the file in one step (a start reading
    it sees the old rules or the new, never half), and remove the files of other versions. A cache: nothing
    that goes wrong here is said or fails the app.

    Why: see `fill_parse_cache`. Textual 8.2.x: `Stylesheet._parse_cache`, `Stylesheet._variables`.
    """
    cache, sources = stylesheet._parse_cache, stylesheet.source
    keys = frozenset(  # Textual's LRU cache lists its keys, it is no mapping to iterate
        key
        for key in cache.keys()  # noqa: SIM118
        if (source := sources.get(key[1])) is not None and source.content == key[0]
    )
    path = style_path()
    if path is None or keys == frozenset(kept):
        return
    content = {"format": STYLE_FORMAT, "variables": stylesheet._variables, "rules": {key: cache[key] for key in keys}}
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        write_file(path, pickle.dumps(content, protocol=pickle.HIGHEST_PROTOCOL), durable=False)
        for other in path.parent.glob("*.pickle"):
            if other.name != path.name:
                other.unlink(missing_ok=True)
    except (OSError, StoreError):
        return
    except Exception:  # noqa: BLE001 - a rule another Textual made unpicklable: that start simply parses again
        return


def hash_rules_by_identity() -> None:
    """Hash Textual's style rules (`RuleSet`) with Python's own identity hash, `object.__hash__`; done once,
    whoever asks first.

    Why: each time Textual works out a widget's styles (`Stylesheet.apply`: every widget mounted, every focus,
    class and screen change) it looks every rule of the style sheet up in a set of the rules that may apply,
    some 220 look-ups, each calling `RuleSet.__hash__`: a Python method returning `id(self)`. On the Pilot
    tests that was nine million calls, a few per cent of every test's CPU. `object.__hash__` makes the same
    promise (one value per living rule, never changing, telling two rules apart) in C: sets and dicts of rules
    find the same rules without the call. Textual 8.2.x: `RuleSet.__hash__` (a dataclass whose equality
    compares the rules' fields, which neither hash consults).
    """
    RuleSet.__hash__ = object.__hash__  # type: ignore[method-assign]
