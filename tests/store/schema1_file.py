"""A league file as the first release wrote it (schema 1), for the tests of opening and migrating old files."""

from __future__ import annotations

from pathlib import Path

FIXTURE = Path(__file__).parent / "fixtures" / "schema1.db"
