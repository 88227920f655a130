"""The dashboard's stored alerts worked out in a process of its own, just after a write that left them stale to keep
its own memory bounded: a season file's import (`rinkbook import season.json`), whose peak is bounded by the file
it streams, while the alerts need every sheet replayed (`SeasonCache.alerts`).

A season of a few games (`IN_PROCESS_GAMES`) is worked out in the importing process itself. For a larger one the
import's process waits for this one, so that the start after the command shows them; this one reads the
latest season whole and keeps its alerts as a command's write does (`keep_a_commands_alerts`), only if the league
is still at the revision it read. They are derived values: whatever stops them leaves them stale, as an older
program's write does, and the import still reports what it imported.

Run as `python -m store.writes.alerts_elsewhere DAY`, the league's address (a file, or a server's, which may hold
its password) in the environment, never on a command line that others can list.
"""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import date
from pathlib import Path

_ADDRESS = "RINKBOOK_ALERTS_LEAGUE"
# Up to this many games the alerts are worked out in the importing process (`keep_alerts_here`): the season read
# again and replayed costs a few MiB and a few hundred ms there, less than a new process's start.
IN_PROCESS_GAMES = 1_000
# The checkout this module is in: the process made imports the same code, whatever the caller's path.
_ROOT = Path(__file__).resolve().parents[2]


def keep_alerts_elsewhere(address: Path | str, day: date) -> None:
    """Work the alerts of the league at `address` out at `day` in a new process, waited for (its output dropped)."""
    paths = [str(_ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]
    env = {**os.environ, _ADDRESS: str(address), "PYTHONPATH": os.pathsep.join(paths)}
    command = [sys.executable, "-m", "store.writes.alerts_elsewhere", day.isoformat()]
    try:
        subprocess.run(command, env=env, stdin=subprocess.DEVNULL, capture_output=True, check=False, timeout=3600)
    except (OSError, subprocess.SubprocessError):
        return  # no process to be had: the alerts stay stale, the app's first read keeps them


def keep_alerts_here(address: Path | str, day: date) -> None:
    """Work the alerts of the league at `address` out at `day` in this process (a season of a few games)."""
    from store.file.alert_day import alerts_worked_out_for
    from store.file.db import open_league
    from store.file.errors import StoreError
    from store.writes.dashboard_alerts import keep_a_commands_alerts

    try:
        # Its check: the file was checked as it was opened for the write just made.
        with open_league(address, check_later=True) as store, alerts_worked_out_for(day):
            keep_a_commands_alerts(store, "")
    except StoreError:
        return  # gone or locked since: the alerts stay stale, the app's first read keeps them


def main(argv: list[str]) -> int:
    keep_alerts_here(os.environ[_ADDRESS], date.fromisoformat(argv[0]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
