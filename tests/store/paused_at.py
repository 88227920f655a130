"""Run one `rinkbook` command line paused at a chosen moment until told to go on, for the tests of a live
writer's files beside another process's sweep (`tests/store/test_live_temporary_files.py`):

    python -m tests.store.paused_at PAUSE [rinkbook arguments...]

The command pauses when it has made its first temporary file and not yet locked it: it writes that file's
path to `PAUSE.ready`, then waits for the file `PAUSE` to appear before it takes the lock and goes on.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path


def _pause_before_the_first_lock(pause: Path) -> None:
    from store.file import user_files as files

    lock = files._locked_in_place
    paused: list[Path] = []

    def late(handle: int, path: Path) -> bool:
        if not paused:
            paused.append(path)
            pause.with_name(f"{pause.name}.ready").write_text(str(path))
            deadline = time.monotonic() + 60
            while not pause.exists() and time.monotonic() < deadline:
                time.sleep(0.005)
        return lock(handle, path)

    files._locked_in_place = late  # type: ignore[assignment]


def main(pause: str, argv: list[str]) -> int:
    _pause_before_the_first_lock(Path(pause))
    from tui import cli

    return cli.main(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2:]))
