"""The store's process tests fork their children from one server (`tests.store.fork_server`), started by whichever
test forks first: each child still starts in the environment and the folder of its own test, as a command would."""

from __future__ import annotations

import json
import os
from pathlib import Path

from tests.store.fork_server import Child


def _report(seen: Path) -> None:
    seen.write_text(json.dumps([os.environ.get("RINKBOOK_CACHE"), os.getcwd()]))


def test_each_child_starts_in_the_environment_and_folder_of_the_test_that_starts_it(tmp_path, monkeypatch):
    for run in ("first", "second"):  # the first may start the server, in the environment it has then
        folder = tmp_path / run
        folder.mkdir()
        monkeypatch.setenv("RINKBOOK_CACHE", str(folder / "cache"))
        monkeypatch.chdir(folder)
        child = Child(_report, (folder / "seen.json",))
        child.start()
        child.join(timeout=120)
        assert child.exitcode == 0, run
        assert json.loads((folder / "seen.json").read_text()) == [str(folder / "cache"), str(folder)], run
