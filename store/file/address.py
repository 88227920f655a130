"""What `--db` names: a league file's path, or a PostgreSQL server's address (`store.file.server`).

Standard library only: the command line reads it before anything else is imported.
"""

from __future__ import annotations

from pathlib import Path

SCHEMES = ("postgresql://", "postgres://")


def is_server_address(target: str | Path) -> bool:
    """True when `--db` names a PostgreSQL database rather than a league file."""
    return isinstance(target, str) and target.startswith(SCHEMES)


def league_target(text: str) -> Path | str:
    """`--db` or $RINKBOOK_DB as the store takes it: a server's address kept as written (a path would fold its
    `//`), anything else a path."""
    return text if is_server_address(text) else Path(text)
