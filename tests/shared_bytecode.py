"""The repository's own modules compiled once per test run, into a folder every process of the run reads.

With no bytecode written (`PYTHONDONTWRITEBYTECODE`, set on the machines the suite's figures come from and on CI)
every process compiled the app's modules from source as it imported them: each xdist worker, and each of the
processes the tests start (`rinkbook` commands, `python -m tui.cli`, the store's writer and reader scripts, the fork
servers), a third of a command's CPU (`rinkbook check` 0.39 s against 0.24 s with its modules compiled). Here the
run's controller makes a folder (`share_compiled_modules` in `tests/run_hooks.py`); each process of the run reads the
repository's modules' bytecode from it, and a process that compiles one writes it there (atomically, as Python writes
its own), so a module is compiled about once a run. Each is checked against its source's modification time and
size, as Python checks the bytecode it keeps beside a source; nothing is written beside the sources.

Only the repository's own folders are read this way: an installed library (the virtual environment may be inside
the repository) is read as Python reads it. `PYTHONPYCACHEPREFIX` would move every library's bytecode too, which a
fresh folder would then compile again in every process. The processes the tests start get the hook from a
`sitecustomize` on `PYTHONPATH` (`SITE_FOLDER`), which then runs any `sitecustomize` it hides; a test that puts the
repository on `PYTHONPATH` for its process keeps the run's folder there too (`repository_environment`).

Standard library only: each process of the run executes this file at its start. Written for CPython 3.11 to 3.13's
`importlib._bootstrap_external` (`_code_to_timestamp_pyc`, `_write_atomic`); without them a process compiles and
keeps nothing, as before.
"""

from __future__ import annotations

import contextlib
import os
import sys
from importlib import _bootstrap_external as bootstrap  # type: ignore[attr-defined]
from importlib.machinery import BYTECODE_SUFFIXES, FileFinder, PathFinder, SourceFileLoader

# The folder of the run's compiled modules, made by the controller, read and written by every process of the run.
FOLDER_VARIABLE = "RINKBOOK_TEST_BYTECODE"
# Inside it: the `sitecustomize` the run's processes find on `PYTHONPATH`.
SITE_FOLDER = "site"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The repository's folders of Python modules; anything else under ROOT (.venv) is not its own.
OWN_FOLDERS = ("league", "store", "tui", "seed", "benchmarks", "scripts", "rinkbook", "tests")
SITECUSTOMIZE = """\
# Written by tests/shared_bytecode.py for one test run: read the repository's modules from the run's compiled code.
_path = {path!r}
with open(_path, "rb") as _file:
    exec(compile(_file.read(), _path, "exec"), {{"__name__": "rinkbook_shared_bytecode", "__file__": _path}})
del _path, _file
"""
# The folder this process reads and keeps them in, once installed.
_kept_in: dict[str, str] = {}


def is_own(folder: str) -> bool:
    """Whether modules found in `folder` are the repository's own: the repository's root, or inside one of its
    folders of modules."""
    folder = os.path.abspath(folder or os.getcwd())
    if folder == ROOT:
        return True
    inside = os.path.relpath(folder, ROOT).split(os.sep)
    return inside[0] in OWN_FOLDERS


def kept_as(bytecode_path: str) -> str:
    """Where the run keeps the bytecode Python would keep at `bytecode_path` (beside its source, inside ROOT)."""
    if bytecode_path.startswith(ROOT + os.sep):  # as `sys.path` and the packages give it: relpath is 0.15 ms
        return _kept_in["folder"] + bytecode_path[len(ROOT) :]
    return os.path.join(_kept_in["folder"], os.path.relpath(bytecode_path, ROOT))


class SharedBytecodeLoader(SourceFileLoader):
    """Python's loader of a source file, its bytecode read from and written to the run's folder."""

    def get_data(self, path: str) -> bytes:
        if path.endswith(tuple(BYTECODE_SUFFIXES)):
            path = kept_as(path)
        return super().get_data(path)

    def path_stats(self, path: str) -> dict[str, float]:
        # Taken before the source is read, so that a file changed meanwhile leaves its bytecode out of date.
        self._stats = super().path_stats(path)
        return self._stats

    def source_to_code(self, data, path, *, _optimize=-1):  # type: ignore[no-untyped-def,override]
        code = super().source_to_code(data, path, _optimize=_optimize)
        stats = getattr(self, "_stats", None)
        if stats is not None and isinstance(path, str):
            keep(code, path, stats)
        return code


def keep(code: object, source: str, stats: dict[str, float]) -> None:
    """Write `code`, compiled from `source` as `stats` found it, where the run's processes read it."""
    try:
        data = bootstrap._code_to_timestamp_pyc(code, stats["mtime"], stats["size"])
        kept = kept_as(bootstrap.cache_from_source(source))
        os.makedirs(os.path.dirname(kept), exist_ok=True)
        bootstrap._write_atomic(kept, data, 0o600)
    except (AttributeError, NotImplementedError, OSError):
        pass  # another process is writing it, or none can be: compiled again next time, as without the folder


def _finder(path: str) -> FileFinder:
    if not is_own(path) or not os.path.isdir(path or os.getcwd()):  # a script's own path is not a folder of modules
        raise ImportError("not a folder of the repository's own modules")
    loaders = [
        (SharedBytecodeLoader if loader is SourceFileLoader else loader, suffixes)
        for loader, suffixes in bootstrap._get_supported_file_loaders()
    ]
    return FileFinder(path, *loaders)


def install(folder: str) -> None:
    """Read (and keep) the repository's modules' bytecode in `folder` from now on, where no bytecode is written beside
    the sources (Python writes it there otherwise)."""
    if not sys.dont_write_bytecode or _kept_in:
        return
    _kept_in["folder"] = folder
    sys.path_hooks.insert(0, _finder)
    for entry in [entry for entry in sys.path_importer_cache if is_own(entry)]:
        del sys.path_importer_cache[entry]  # their finders were made with Python's own loader


def install_from_environment() -> None:
    """In a process of a run that made a folder (`FOLDER_VARIABLE`): read the repository's modules from it."""
    folder = os.environ.get(FOLDER_VARIABLE)
    if folder and os.path.isdir(folder):
        install(folder)


def run_hidden_sitecustomize() -> None:
    """Run the `sitecustomize` that the run's own hides on `sys.path`, if there is one, as Python would have."""
    ours = os.path.join(os.environ.get(FOLDER_VARIABLE, ""), SITE_FOLDER)
    entries = [entry for entry in sys.path if os.path.abspath(entry or os.getcwd()) != os.path.abspath(ours)]
    spec = PathFinder.find_spec("sitecustomize", entries)
    if spec is not None and spec.loader is not None:
        module = type(sys)("sitecustomize")
        module.__spec__, module.__file__ = spec, spec.origin
        sys.modules["sitecustomize"] = module
        spec.loader.exec_module(module)


def repository_environment(**variables: str) -> dict[str, str]:
    """This process's environment, `variables` added, for a process that must import the repository's modules first
    (a command, a script, a server): the repository first on `PYTHONPATH`, the run's compiled modules still found."""
    python_path = os.pathsep.join(filter(None, (ROOT, os.environ.get("PYTHONPATH"))))
    return {**os.environ, **variables, "PYTHONPATH": python_path}


def write_site(folder: str) -> str:
    """The `sitecustomize` folder of the run in `folder`, which the run's processes put on `PYTHONPATH`."""
    site = os.path.join(folder, SITE_FOLDER)
    os.makedirs(site, exist_ok=True)
    with open(os.path.join(site, "sitecustomize.py"), "w", encoding="utf-8") as file:
        file.write(SITECUSTOMIZE.format(path=os.path.abspath(__file__)))
    return site


if __name__ == "rinkbook_shared_bytecode":  # executed by the run's sitecustomize at a process's start
    install_from_environment()
    run_hidden_sitecustomize()


def compile_all() -> None:
    """Compile every module of the repository's own folders that pytest does not rewrite (tests and conftests) into
    the run's folder, or leave it where it is current."""
    for top in OWN_FOLDERS:
        for folder, subfolders, files in os.walk(os.path.join(ROOT, top)):
            subfolders[:] = [name for name in subfolders if name != "__pycache__" and not name.startswith(".")]
            for name in files:
                if name.endswith(".py") and not (name.startswith("test_") or name == "conftest.py"):
                    path = os.path.join(folder, name)
                    # A module that cannot be compiled is left to its importer, which says why.
                    with contextlib.suppress(SyntaxError, ImportError, OSError, ValueError):
                        SharedBytecodeLoader(name[:-3], path).get_code(name[:-3])


if __name__ == "__main__":  # the run's controller starts it while its workers start (tests/run_hooks.py)
    if os.environ.get(FOLDER_VARIABLE) and sys.dont_write_bytecode:
        _kept_in["folder"] = os.environ[FOLDER_VARIABLE]
        compile_all()
