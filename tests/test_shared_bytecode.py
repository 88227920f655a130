"""The repository's modules compiled once a run (`tests.shared_bytecode`): read from the run's folder by the processes
the tests start, kept out of date with their source, never written beside it, and no installed library's moved."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests import shared_bytecode

HOOK = Path(shared_bytecode.__file__)

# A fresh interpreter with the hook installed over a repository of its own (`root`, its one folder of modules `kept`),
# which imports `kept.value` and says where each module came from.
IMPORTER = """
import sys
namespace = {"__name__": "hook", "__file__": sys.argv[1]}
exec(open(sys.argv[1]).read(), namespace)
namespace["ROOT"], namespace["OWN_FOLDERS"] = sys.argv[2], ("kept",)
namespace["install"](sys.argv[3])
sys.path.insert(0, sys.argv[2])
import json, kept.value, iniconfig
print(json.dumps([kept.value.VALUE, *(type(module.__spec__.loader).__name__ for module in (kept.value, iniconfig))]))
"""


def run_importer(root: Path, folder: Path) -> list[object]:
    environment = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    environment.pop(shared_bytecode.FOLDER_VARIABLE, None)
    done = subprocess.run(
        [sys.executable, "-c", IMPORTER, str(HOOK), str(root), str(folder)],
        capture_output=True,
        text=True,
        check=True,
        env=environment,
    )
    return json.loads(done.stdout)


def test_a_module_is_compiled_into_the_runs_folder_read_back_and_compiled_again_when_its_source_changes(tmp_path):
    root, folder = tmp_path / "repository", tmp_path / "compiled"
    (root / "kept").mkdir(parents=True)
    (root / "kept" / "__init__.py").write_text("")
    source = root / "kept" / "value.py"
    source.write_text("VALUE = 1\n")
    assert run_importer(root, folder) == [1, "SharedBytecodeLoader", "SourceFileLoader"]
    kept = list(folder.rglob("value.*.pyc"))
    assert [path.relative_to(folder).parts[:2] for path in kept] == [("kept", "__pycache__")]
    assert not list(root.rglob("*.pyc")), "bytecode was written beside the sources"

    assert run_importer(root, folder)[0] == 1  # read back
    source.write_text("VALUE = 22\n")  # another size: the kept bytecode is out of date
    assert run_importer(root, folder)[0] == 22


def test_only_the_repositorys_own_folders_are_read_from_the_runs_folder():
    root = Path(shared_bytecode.ROOT)
    assert shared_bytecode.is_own(str(root))
    assert shared_bytecode.is_own(str(root / "tui" / "screens"))
    assert not shared_bytecode.is_own(str(root / ".venv" / "lib" / "python3.11" / "site-packages"))
    assert not shared_bytecode.is_own(os.path.dirname(os.__file__))


@pytest.mark.skipif(
    not os.environ.get(shared_bytecode.FOLDER_VARIABLE), reason="the run writes bytecode beside the sources"
)
def test_a_command_the_tests_start_reads_the_apps_modules_from_the_runs_folder(tmp_path):
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "import tui.cli, peewee; print(type(tui.cli.__spec__.loader).__name__, peewee.__file__)",
        ],
        capture_output=True,
        text=True,
        check=True,
        cwd=tmp_path,
    )
    loader, peewee_file = done.stdout.split()
    assert loader == "SharedBytecodeLoader"
    assert not Path(peewee_file).is_relative_to(os.environ[shared_bytecode.FOLDER_VARIABLE])
