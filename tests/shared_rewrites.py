"""The test modules' asserts rewritten once per parallel run, not once in each worker.

pytest rewrites the asserts of every test module and conftest as it imports them (its `AssertionRewritingHook`) and
keeps the rewritten code as a pyc beside the source; with no bytecode written (`PYTHONDONTWRITEBYTECODE`, set on the
machines the suite's figures come from, or any first run) each of xdist's workers rewrote all 330 modules itself at
once: 5.5 of a worker's 8.3 s of collection, four times over. Here each worker rewrites its share of them
(`share_of`) before it collects, into one folder all the workers read (`pyc_folder`): where pytest writes them
anyway, else a temporary folder the run's controller makes and removes. pytest checks each pyc against its
source's hash before it uses it, and a module whose pyc is not there yet is rewritten by the worker importing it,
as before: the code run is pytest's own rewrite of the same text either way.

Written for pytest 9.x: `_pytest.assertion.rewrite` (`_rewrite_test`, `_write_pyc`, `_read_pyc`, `get_cache_dir`,
`PYC_TAIL`, `assertstate_key`), xdist's `workerinput` (`workerid`, `workercount`).
"""

from __future__ import annotations

import fnmatch
import importlib.util
import os
import sys
import sysconfig
from pathlib import Path

import pytest
from _pytest.assertion import rewrite

# The folder of the run's rewritten pycs when no bytecode may be written beside the sources: made by the controller,
# read by its workers.
FOLDER_VARIABLE = "RINKBOOK_TEST_REWRITES"


def rewritten_modules(config: pytest.Config) -> list[Path]:
    """The files of the run's paths (its arguments, or `testpaths`) whose asserts pytest rewrites as it imports them:
    each conftest from the root down to them, and each file `python_files` names, sorted by path."""
    patterns = config.getini("python_files")
    found: set[Path] = set()
    for argument in config.args:
        target = Path(argument.partition("::")[0])
        target = next(
            (base / target for base in (config.invocation_params.dir, config.rootpath) if (base / target).exists()),
            target,
        )
        if target.is_dir():
            found.update(path for path in target.rglob("*.py") if _rewritten(path.name, patterns))
        elif target.is_file() and _rewritten(target.name, patterns):
            found.add(target)
        folder = target if target.is_dir() else target.parent
        conftests = (
            parent / "conftest.py" for parent in (folder, *folder.parents) if parent.is_relative_to(config.rootpath)
        )
        found.update(path for path in conftests if path.is_file())
    return sorted(path.resolve() for path in found)


def _rewritten(name: str, patterns: list[str]) -> bool:
    return name == "conftest.py" or any(fnmatch.fnmatch(name, pattern) for pattern in patterns)


def share_of(modules: list[Path], worker: int, workers: int) -> list[Path]:
    """Worker `worker`'s share: every `workers`th module from its own, so the workers go through the list abreast."""
    return modules[worker::workers]


def pyc_folder(source: Path) -> Path:
    """Where pytest looks for the rewritten pyc of `source`: beside it (or under `sys.pycache_prefix`), or in the
    run's shared folder when no bytecode may be written."""
    shared = os.environ.get(FOLDER_VARIABLE)
    if shared and sys.dont_write_bytecode:
        return Path(shared, *source.resolve().parts[1:-1])
    return _PYTEST_CACHE_DIR(source)


_PYTEST_CACHE_DIR = getattr(rewrite, "get_cache_dir", None)
# pytest's own names this module calls: none is public, so a pytest without one of them is left to its own way.
PYTEST_NAMES = ("_rewrite_test", "_write_pyc", "_read_pyc", "get_cache_dir", "PYC_TAIL", "assertstate_key")


def rewrite_share(config: pytest.Config) -> None:
    """In a worker: read pycs from the run's folder, and write there this worker's share of them first."""
    worker_input = getattr(config, "workerinput", None)
    if worker_input is None or config.getoption("assertmode") != "rewrite":
        return
    if not all(hasattr(rewrite, name) for name in PYTEST_NAMES):
        return  # a pytest whose internals moved: each worker rewrites what it imports, as pytest does
    rewrite.get_cache_dir = pyc_folder  # what the rewriting hook reads (and writes, when it may)
    state = config.stash[rewrite.assertstate_key]
    worker = int(str(worker_input["workerid"]).removeprefix("gw"))
    for source in share_of(rewritten_modules(config), worker, int(worker_input["workercount"])):
        pyc = pyc_folder(source) / (source.name[:-3] + rewrite.PYC_TAIL)
        if rewrite._read_pyc(source, pyc) is not None:
            continue  # a current one, from an earlier run that kept them
        try:
            pyc.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return  # a folder no pyc can be written to: each worker rewrites what it imports, as pytest does
        source_hash, code = rewrite._rewrite_test(source, config)
        rewrite._write_pyc(state, code, source_hash, pyc)


def leave_libraries_unrewritten(config: pytest.Config) -> None:
    """Rewrite the asserts of the suite's own modules only. pytest marks every module of each installed library that
    brings a pytest plugin, and rewrites each on its import, whether or not it is the plugin: hypothesis's whole
    package, about 0.8 s of CPU in each worker and again in the controller (which imports it for its summary), to
    explain an assert inside hypothesis that fails. A library not imported yet is left unmarked: it is imported
    from its own bytecode. The tests' asserts, and those of the helpers and conftests beside them, are rewritten
    as before."""
    hook = config.stash[rewrite.assertstate_key].hook
    marked = getattr(hook, "_must_rewrite", None)
    if not isinstance(marked, set) or not hasattr(hook, "_marked_for_rewrite_cache"):
        return  # a pytest whose internals moved: it rewrites what it marks, as it does
    for name in list(marked):
        if name not in sys.modules and _installed(name):
            marked.discard(name)
    hook._marked_for_rewrite_cache.clear()


def _installed(name: str) -> bool:
    """Whether the module `name` is an installed library's (in site-packages; a virtual environment may be inside the
    repository)."""
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.origin:
        return False
    libraries = {Path(sysconfig.get_paths()[kind]).resolve() for kind in ("purelib", "platlib")}
    return any(Path(spec.origin).resolve().is_relative_to(folder) for folder in libraries)
