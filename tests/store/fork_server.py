"""The fork server the store's process tests start their children from: multiprocessing's, one for the test process.

It is forked from no test (one process with threads) and imports the children's modules once: each child forked
from it is a process of its own, killed by SIGKILL as any other, at work within milliseconds rather than after an
interpreter's start and the app's imports (a second each, several on a busy machine). The modules it imports are
the process's one list (`set_forkserver_preload` sets it for every context), named here for every test that forks.
"""

from __future__ import annotations

import multiprocessing

CHILDREN = multiprocessing.get_context("forkserver")
CHILDREN.set_forkserver_preload(["tests.store.writer_process", "tests.store.two_writers", "tests.store.killed_at"])
