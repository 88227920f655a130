"""League files filled once per test process and copied for each test that asks: the templates the fixtures
(`tests/conftest.py`: `filled_league`, `league_templates`) and the app helpers without a fixture at hand copy."""

from __future__ import annotations

import atexit
import functools
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

from store.file.db import Store, open_league

FIXTURES = Path(__file__).resolve().parent / "fixtures"


class LeagueTemplates:
    """League files filled once per test process, each closed once filled (no -wal beside it, every commit in
    the file) and never opened again: a test gets a copy of its own, the same rows as filling a new file, at
    a few milliseconds where making the schema alone takes 20 and an import of the example 60 more."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.made: dict[str, Path] = {}

    def copy(self, name: str, fill: Callable[[Store], object], to: Path) -> Path:
        """`to`, a copy of the league file `fill` filled from new, made the first time `name` is asked for."""

        def make(template: Path) -> None:
            with open_league(template, create=True) as store:
                fill(store)

        return self.copy_made(name, make, to)

    def copy_made(self, name: str, make: Callable[[Path], object], to: Path) -> Path:
        """`to`, a copy of the league file `make` made at the path it is given (a command that opens the file
        itself), made the first time `name` is asked for."""
        template = self.made.get(name)
        if template is None:
            template = self.folder / f"{len(self.made)}.db"
            try:
                make(template)
            except BaseException:
                template.unlink(missing_ok=True)  # the next test asking makes it again from new, and fails alike
                raise
            assert not Path(f"{template}-wal").exists(), f"the template league {name!r}'s log was not checkpointed"
            self.made[name] = template
        shutil.copy2(template, to)  # its owner-only mode too
        return to


def function_name(fill: Callable[..., object]) -> str:
    """What a template filled by (or changed by) the function `fill` is known by: its module and qualified name. A
    lambda's, or a closure's, would be shared with every other lambda or closure of its kind, and their templates
    mixed up: such a `fill` is refused."""
    name = f"{fill.__module__}.{fill.__qualname__}"
    assert "<" not in name, f"name {name} as a function of its module"
    return name


@functools.cache
def process_templates() -> LeagueTemplates:
    """League files filled once per test process for the tests' helpers that have no fixture at hand (an app
    over an example event), in a folder of the process's own, removed when it ends."""
    folder = Path(tempfile.mkdtemp(prefix="rinkbook-templates-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return LeagueTemplates(folder)


def source_beside(league: Path, name: str) -> Path:
    """A path named `name` for a season file to import into the league file `league`, in a new folder beside it: a
    template's import records the same file name as an import from the test's own folder."""
    folder = league.with_name(f"{league.stem}-source")
    folder.mkdir()
    return folder / name
