"""The session's first registration edit as the committee member meets it: in the app `rinkbook` makes, at the key
that saves the form, CPU ms from Enter to the players' table showing the new phone, then a second edit the same way.

The app is made as the command line makes it (`benchmarks.first_visits`: `rinkbook --db FILE --today DAY`, today the
day of the file's next game still to play), headless at 120x40, on a copy of the file. Once the season is read the
app is left idle until its preparation (`tui.screen_preparing`, the season's check among it) has ended, as a member
reading the dashboard leaves it; then `p`, the first player's form (`E`), a phone typed, and Enter timed. Times are
this process's CPU time (once the season is read the event loop is the only thread at work).

Run: .venv/bin/python -m benchmarks.first_edit FILE [--runs N]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any


async def _until(pilot: Any, done: Any, seconds: float, what: str) -> None:
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            raise RuntimeError(f"{what} not within {seconds:.0f} s")
        await pilot.pause(0.02)


async def _edit(pilot: Any, app: Any, phone: str) -> float:
    """CPU ms of one phone edit on the players screen, from Enter in its form to the phone shown as saved."""
    from tui.modals.player_modal import PlayerModal

    player = app.season.players[0].id
    await pilot.press("E")
    await _until(pilot, lambda: isinstance(app.screen, PlayerModal), 30, "the player's form")
    app.screen.query_one("#player-phone").value = phone
    await pilot.pause()
    began = time.process_time()
    await pilot.press("enter")
    await _until(pilot, lambda: app.season.player(player).phone == phone, 60, "the edit saved")
    await _until(pilot, lambda: not isinstance(app.screen, PlayerModal), 30, "the form closed")
    return (time.process_time() - began) * 1000


async def _session(path: Path, today: str) -> tuple[float, float]:
    """(the first edit's CPU ms, the second's) in one app on `path`, its preparation ended before the first."""
    from benchmarks.first_visits import _app_of
    from tui.screens.players_screen import PlayersScreen

    app: Any = _app_of(path, today)
    async with app.run_test(size=(120, 40)) as pilot:
        await _until(pilot, lambda: app.loaded and not app.season_being_read, 120, "the season read")
        await _until(pilot, lambda: app.preparing not in (None, False), 60, "the preparation begun")
        await _until(pilot, lambda: not app.preparing.running, 300, "the preparation ended")
        await pilot.press("p")
        await _until(pilot, lambda: isinstance(app.screen, PlayersScreen), 30, "the players screen")
        await pilot.pause()
        first = await _edit(pilot, app, "555-0001")
        second = await _edit(pilot, app, "555-0002")
    app.close_store()
    return first, second


def edits(path: Path, runs: int) -> dict[str, list[float]]:
    """Each run's first and second edit (a fresh app and a fresh copy of `path` each)."""
    from benchmarks.save_cost import next_game_night
    from store.file.db import open_league
    from store.views.season_load import load_season
    from store.views.season_names import resolve_season
    from tui.collector import collector_paused_for_start

    os.environ.setdefault("RINKBOOK_USER", "Pat")
    with open_league(path) as store:
        today = next_game_night(load_season(store, resolve_season(store, None))).isoformat()
    found: dict[str, list[float]] = {"first edit": [], "second edit": []}
    with tempfile.TemporaryDirectory() as scratch:
        for _ in range(runs):
            copy = Path(scratch) / path.name
            for suffix in ("", "-wal", "-shm"):
                if Path(f"{path}{suffix}").exists():
                    shutil.copy(f"{path}{suffix}", f"{copy}{suffix}")
            with collector_paused_for_start():
                first, second = asyncio.run(_session(copy, today))
            found["first edit"].append(first)
            found["second edit"].append(second)
            for suffix in ("", "-wal", "-shm"):
                Path(f"{copy}{suffix}").unlink(missing_ok=True)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", type=Path)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    began = os.getloadavg()[0]
    found = edits(args.file, args.runs)
    print(f"{args.file.name}: median of {args.runs}, load {began:.1f} to {os.getloadavg()[0]:.1f}")
    for kind, values in found.items():
        print(f"  {kind}: {statistics.median(values):.0f} ms CPU ({', '.join(f'{v:.0f}' for v in values)})")


if __name__ == "__main__":
    main()
