"""Another program's SQLite file made on disk, and a folder's bytes taken to show nothing changed."""

from __future__ import annotations

import sqlite3
from pathlib import Path


def make_foreign(
    path: Path, user_version: int = 0, application_id: int = 0, tables: tuple[str, ...] = ("notes",)
) -> Path:
    """Another program's SQLite file, in rollback-journal mode as most programs leave theirs."""
    with sqlite3.connect(path) as raw:
        for table in tables:
            raw.execute(f'CREATE TABLE "{table}" (id INTEGER PRIMARY KEY, body TEXT)')
            raw.execute(f'INSERT INTO "{table}" (body) VALUES (?)', ("keep me",))
        raw.execute(f"PRAGMA user_version = {user_version}")
        raw.execute(f"PRAGMA application_id = {application_id}")
    raw.close()
    return path


def snapshot(path: Path) -> tuple[bytes, int, list[str]]:
    """The file's bytes, its modification time and every name in its folder."""
    return path.read_bytes(), path.stat().st_mtime_ns, sorted(p.name for p in path.parent.iterdir())
