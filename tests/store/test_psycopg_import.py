"""psycopg imported without `importlib.metadata` (`store.file.psycopg_import`): still so with the psycopg installed,
and giving the versions `importlib.metadata` gives."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from store.file.psycopg_import import installed_version

pytest.importorskip("psycopg")

ROOT = Path(__file__).resolve().parents[2]

# A fresh interpreter: this one has psycopg, and perhaps importlib.metadata, imported already.
PROBE = """
import sys
from store.file.psycopg_import import import_psycopg
import_psycopg()
print("importlib.metadata" in sys.modules)
import importlib.metadata
import psycopg, psycopg_binary
print(psycopg.__version__ == importlib.metadata.version("psycopg") == psycopg.version.__version__)
print(psycopg_binary.__version__ == importlib.metadata.version("psycopg-binary"))
"""


def test_psycopg_is_imported_without_importlib_metadata_and_knows_its_version() -> None:
    pytest.importorskip("psycopg_binary")
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "True", "True"], done.stderr


def test_a_package_with_no_distribution_folder_beside_it_has_no_version_read() -> None:
    assert installed_version("store", "rinkbook") is None  # the source tree: no rinkbook-*.dist-info beside it
    assert installed_version("no_such_package_here", "no_such_package_here") is None
