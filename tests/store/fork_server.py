"""The fork server the store's process tests start their children from: multiprocessing's, one for the test process.

It is forked from no test (one process with threads) and imports the children's modules once: each child forked
from it is a process of its own, killed by SIGKILL as any other, at work within milliseconds rather than after an
interpreter's start and the app's imports (a second each, several on a busy machine). The modules it imports are
the process's one list (`set_forkserver_preload` sets it for every context), named here for every test that forks.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.context
import os
from collections.abc import Callable
from pathlib import Path

CHILDREN = multiprocessing.get_context("forkserver")
CHILDREN.set_forkserver_preload(["tests.store.writer_process", "tests.store.two_writers", "tests.store.killed_at"])


class Child(multiprocessing.context.ForkServerProcess):
    """A child of the fork server, started in the environment and the folder of the test that starts it, as a
    command the user runs would be: the server itself keeps those of the test that started it, the first to fork
    (its own cache and config folders, `tests/conftest.py`), which every later test's children would otherwise share.
    """

    def __init__(self, target: Callable[..., object], args: tuple[object, ...]) -> None:
        super().__init__(target=target, args=args, daemon=True)
        self.environment = dict(os.environ)
        self.folder = os.getcwd()

    def run(self) -> None:
        os.environ.clear()
        os.environ.update(self.environment)
        os.chdir(self.folder)
        super().run()


def output_to(errors: Path, out: Path | None = None, errors_mode: str = "w") -> None:
    """The child's stderr into `errors` and its stdout into `out` (dropped without one): a child forked from the
    server inherits the server's, which no test reads."""
    with errors.open(errors_mode) as stderr, open(out or os.devnull, "w") as stdout:
        os.dup2(stderr.fileno(), 2)
        os.dup2(stdout.fileno(), 1)
