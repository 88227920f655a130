"""How a test run goes as a whole, a plugin of the top conftest (`pytest_plugins`): the asserts rewritten and the
repository's modules compiled once a run, the order the tests start in, the cyclic collector kept off what lives as
long as the process, and how many workers `-n auto` starts."""

from __future__ import annotations

import functools
import gc
import os
import shutil
import subprocess
import sys
import tempfile

import pytest

from tests import pg_server, shared_bytecode, shared_rewrites
from tests.shared_rewrites import leave_libraries_unrewritten, rewrite_share

# The cyclic collector's thresholds through the run (Python's own: 700, 10, 10), from its configuration on: the
# asserts' rewriting and the collection allocate as heavily as a Pilot test, over a heap that only grows.
RUN_GC_THRESHOLDS = (10_000, 20, 20)
# Started first in a parallel run, after the tests marked slow: the longest tests (a whole playoffs night by
# night; two apps for each kind of write), so that none of them is left running alone on one core at the end
# while the other is idle.
LONGEST_FIRST = ("tests/tui/test_playoffs_night_by_night.py", "tests/tui/test_two_windows.py")


def pytest_configure(config: pytest.Config) -> None:
    """A parallel run rewrites each test module's asserts once, not once in each worker, and no installed library's
    (`tests.shared_rewrites`); every process of the run compiles the repository's modules once
    (`tests.shared_bytecode`)."""
    gc.set_threshold(*RUN_GC_THRESHOLDS)  # already while the asserts are rewritten and the tests collected
    leave_libraries_unrewritten(config)
    share_rewritten_asserts(config)
    rewrite_share(config)
    share_compiled_modules(config)
    share_initdb(config)


def parallel_controller(config: pytest.Config) -> bool:
    """Whether this process is the controller of a parallel run (xdist's `-n`), not a worker nor a run of one."""
    return not hasattr(config, "workerinput") and bool(config.getoption("numprocesses", None))


def share_initdb(config: pytest.Config) -> None:
    """In the controller of a parallel run: a folder where the first worker to start a PostgreSQL server keeps its
    new data folder, which the other workers' servers copy (`tests.pg_server`), removed at the run's end."""
    if parallel_controller(config) and not os.environ.get(pg_server.SHARED_INITDB):
        run_folder(config, "rinkbook-initdb-", pg_server.SHARED_INITDB)


def share_rewritten_asserts(config: pytest.Config) -> None:
    """In the controller of a parallel run that writes no bytecode: the folder its workers rewrite the test modules'
    asserts into and read them from (`tests.shared_rewrites`)."""
    if sys.dont_write_bytecode and parallel_controller(config):
        run_folder(config, "rinkbook-rewrites-", shared_rewrites.FOLDER_VARIABLE)


def share_compiled_modules(config: pytest.Config) -> None:
    """In the run's controller (or its one process), where no bytecode is written beside the sources: the folder
    every process of the run reads the repository's compiled modules from (`tests.shared_bytecode`), found by the
    processes started from now on (the workers, and the commands and scripts the tests start) on `PYTHONPATH`.
    Filled by any process that compiles a module not there yet and, in a parallel run, by a process of its own
    while the workers start (they would otherwise all compile the same modules at once)."""
    if hasattr(config, "workerinput") or not sys.dont_write_bytecode or os.environ.get(shared_bytecode.FOLDER_VARIABLE):
        return
    folder = run_folder(config, "rinkbook-bytecode-", shared_bytecode.FOLDER_VARIABLE)
    site = shared_bytecode.write_site(folder)
    set_for_the_run(config, "PYTHONPATH", os.pathsep.join(filter(None, (site, os.environ.get("PYTHONPATH")))))
    shared_bytecode.install(folder)
    if config.getoption("numprocesses", None):
        compiling = subprocess.Popen([sys.executable, shared_bytecode.__file__], stdin=subprocess.DEVNULL)
        config.add_cleanup(compiling.wait)  # before its folder is removed (the clean-ups run last added first)


def run_folder(config: pytest.Config, prefix: str, variable: str) -> str:
    """A new temporary folder of the run's, named by the environment's `variable` for this process and those it starts
    from now on; removed at the run's end, the variable put back as it was."""
    folder = tempfile.mkdtemp(prefix=prefix)
    config.add_cleanup(functools.partial(shutil.rmtree, folder, ignore_errors=True))
    set_for_the_run(config, variable, folder)
    return folder


def set_for_the_run(config: pytest.Config, variable: str, value: str) -> None:
    """The environment's `variable` set to `value` until the run's end, then put back as it was."""
    environment = pytest.MonkeyPatch()
    environment.setenv(variable, value)
    config.add_cleanup(environment.undo)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests marked slow first (their waits on processes and timers filled by the other workers' tests: xdist's
    `load` hands each worker its first quarter of its share in order, so they all go to the first worker), then
    the longest; the rest keep their order (the sort is stable). Simulated from each test's measured CPU, this
    order ends within 2% of a perfect packing of 2 cores (benchmarks/RESULTS.md#the-test-suite)."""
    items.sort(key=lambda item: (item.get_closest_marker("slow") is None, not item.nodeid.startswith(LONGEST_FIRST)))


def pytest_collection_finish(session: pytest.Session) -> None:
    """What the collection made (modules, classes, every test's item) lives as long as the test process: frozen
    out of the cyclic collector's passes, which would otherwise walk it again at every full pass; the passes are
    made rarer from the run's configuration on (`RUN_GC_THRESHOLDS`). A Pilot test allocates heavily (every widget,
    style and event): measured on two Pilot modules, 3.8 s of their 54 s went to the collector, 1.1 s so. No test
    depends on when it runs: those that need a pass make one (`gc.collect()`)."""
    collect_then_freeze()


@pytest.hookimpl(trylast=True)  # after the session's fixtures are torn down (pytest's own runner ends them)
def pytest_sessionfinish(session: pytest.Session) -> None:
    """The full pass pytest makes at its end (to report what finalizers raised) made here, before an xdist worker
    says it has finished, and what survives it frozen: the passes after it walk only what is new. Once the last
    worker says so, xdist ends them all, and execnet sends SIGINT to a worker still running 5 s later: the two
    passes over a worker's whole heap (750 MiB at the end of a run), on a loaded machine, had taken longer, and the
    KeyboardInterrupt landed in the collector's callback (hypothesis's), reported as unraisable."""
    collect_then_freeze()


def collect_then_freeze() -> None:
    """A full pass (what it frees runs its finalizers now, their errors reported as pytest reports them), then
    what is left moved out of the collector's later passes."""
    gc.collect()
    gc.freeze()


@pytest.hookimpl(optionalhook=True)  # a hook of pytest-xdist, not there when it is not installed
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """`-n auto`: one worker a core, and one more for the tests marked slow. Those start first and all go to the
    first worker (`pytest_collection_modifyitems`), which then mostly waits on the processes, servers and timers
    they start while the others keep the cores busy. Each worker pays its own start (collection, the app's modules,
    the league templates, a PostgreSQL server), so no more than that: on 2 cores the suite took 586 to 647 s of
    CPU with 4 workers, 544 s with 2."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None  # xdist's own hook reads it
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    return cores + 1
