"""What /proc says of the machine's processes (Linux), for the tests that start processes and check that they end.
A process that exited but was not yet reaped (a zombie) has ended: it runs nothing and writes nothing."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path


def process_state(pid: int) -> str:
    """The state /proc gives process `pid` ("S" sleeping, "Z" exited and not yet reaped), "" once it is gone."""
    try:
        return _fields(Path(f"/proc/{pid}/stat"))[0]
    except (OSError, IndexError):
        return ""


def running(pid: int) -> bool:
    """True while process `pid` runs (not gone, not a zombie, not dead)."""
    return process_state(pid) not in ("", "Z", "X")


def running_processes() -> Iterator[tuple[int, int, int]]:
    """Each running process: its id, its parent's and its process group's."""
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            state, parent, group = _fields(stat)[:3]
        except (OSError, ValueError):
            continue  # ended while listed
        if state not in ("Z", "X"):
            yield int(stat.parent.name), int(parent), int(group)


def _fields(stat: Path) -> list[str]:
    """The fields of a /proc stat file after the command's name (which may hold spaces and parentheses)."""
    return stat.read_text().rpartition(")")[2].split()
