"""psycopg imported without `importlib.metadata`: the one place rinkbook reaches into psycopg's own modules.

psycopg (checked with 3.3) asks `importlib.metadata` for its own version as it is imported, and psycopg_binary for
its own too (their `version` modules): importing `importlib.metadata` (email, zipfile, csv...) and scanning the
installed distributions costs about 16 ms of CPU, which a start on a server pays before its first frame
(docs/performance.md#on-a-league-server). An installed distribution's folder is named by its version
(`psycopg-3.3.9.dist-info`), so the same answer is read from the folder that holds the package: each `version`
module is made with it before psycopg is imported, and psycopg finds it made. When the answer is not that plain
(no such folder, or more than one beside the package) nothing is made and psycopg asks as it always does.
`tests/store/test_psycopg_import.py` holds that it still applies and gives the versions `importlib.metadata` does.
"""

from __future__ import annotations

import os
import sys
from importlib.util import find_spec
from types import ModuleType

# The packages whose `version` module asks `importlib.metadata`, and their distributions' names in folder names.
VERSIONED = {"psycopg": "psycopg", "psycopg_binary": "psycopg_binary"}


def import_psycopg() -> None:
    """Import psycopg (nothing when it is imported already); ImportError when it is not installed. Its callers then
    `import psycopg` as ever: it is in `sys.modules`."""
    if "psycopg" not in sys.modules:
        for package, distribution in VERSIONED.items():
            _made_version(package, distribution)
    import psycopg  # noqa: F401  # psycopg_binary with it

    for package in VERSIONED:  # the attribute an import of the module would have set on its package
        made, imported = sys.modules.get(f"{package}.version"), sys.modules.get(package)
        if made is not None and imported is not None and not hasattr(imported, "version"):
            imported.version = made  # type: ignore[attr-defined]


def installed_version(package: str, distribution: str) -> str | None:
    """The version of `distribution` by the one `<distribution>-<version>.dist-info` folder beside `package`, or None
    when there is no such single folder (or no such package)."""
    try:
        spec = find_spec(package)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.origin:
        return None
    folder = os.path.dirname(os.path.dirname(spec.origin))
    try:
        names = os.listdir(folder)
    except OSError:
        return None
    head, tail = f"{distribution}-", ".dist-info"
    found = [name[len(head) : -len(tail)] for name in names if name.startswith(head) and name.endswith(tail)]
    return found[0] if len(found) == 1 else None


def _made_version(package: str, distribution: str) -> None:
    """`package.version` made with its `__version__` read from its folder, when it can be; else nothing."""
    name = f"{package}.version"
    if name in sys.modules:
        return
    version = installed_version(package, distribution)
    if version is None:
        return
    module = ModuleType(name, f"{distribution} distribution version (read from its installed folder's name)")
    module.__version__ = version  # type: ignore[attr-defined]
    sys.modules[name] = module
