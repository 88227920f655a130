"""A child of the two-writer test: one writer on a league (a file, or a server's database), started at a signal.

Run as `python -m tests.store.two_writers ADDRESS GO KIND ...` (the test forks it, `run_child`, from a server that
imported this module once); it opens the league, prepares, creates
`GO.ready-<pid>`, waits for the file GO (so that both writers act at the same moment), acts, and prints what
came of each action, one line each:
- `import FILE`: `rinkbook --db ADDRESS import FILE`, as the committee runs it; prints `kept` or `refused: ...`.
- `move TIME`: the scoresheet's save of game R28 moved to TIME, based on R28 as read before the signal (two
  windows showing the game); prints `kept` or `stale: ...`.
- `shifts TEAM COUNT`: the bench tracker's COUNT shifts of TEAM in game R29, one transaction each (a bench
  scorer per team); prints `kept` for each.
"""

from __future__ import annotations

import os
import sys
import time
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import replace
from io import StringIO
from pathlib import Path

from league.season.errors import RuleViolation
from league.season.values import Game, Season, Shift
from league.stats.fairness import with_shift
from store.file.db import open_league
from store.file.failures import StaleWrite
from store.views.season_load import load_season
from store.writes.games import change_game, save_game
from tests.store.fork_server import output_to
from tests.store.writer_process import SEASON, SHEET_GAME, SHIFT_GAME
from tui.cli import main as rinkbook


def next_shift(season: Season, game: Game, team: str) -> Shift:
    """The shift the bench tracker records next for `team` in `game`: forwards and defence in turn."""
    index = len(game.shifts_for(team))
    group = "F" if index % 2 == 0 else "D"
    mine = [p for p in game.dressed_for(team) if season.player(p).position == group]
    size = 3 if group == "F" else 2
    start = index % (len(mine) - size + 1)
    return Shift(group, tuple(mine[start : start + size]), stop_time=index % 3 == 0)


def wait_for(go: Path) -> None:
    Path(f"{go}.ready-{os.getpid()}").touch()
    deadline = time.monotonic() + 60
    while not go.exists() and time.monotonic() < deadline:
        time.sleep(0.002)


def run_import(address: str, go: Path, source: str) -> None:
    wait_for(go)
    out, err = StringIO(), StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = rinkbook(["--db", address, "import", source])
    print("kept" if code == 0 else f"refused: {err.getvalue().strip()}")


def run_move(address: str, go: Path, new_time: str) -> None:
    with open_league(address) as store:
        shown = load_season(store, SEASON).game(SHEET_GAME)
        wait_for(go)
        try:
            save_game(store, SEASON, replace(shown, time=new_time), based_on=shown)
            print("kept")
        except StaleWrite as refused:
            print(f"stale: {refused.first.message}")


def run_shifts(address: str, go: Path, side: str, count: int) -> None:
    with open_league(address) as store:
        season = load_season(store, SEASON)
        game = season.game(SHIFT_GAME)
        team = game.home if side == "home" else game.away
        wait_for(go)
        for _ in range(count):
            try:
                change_game(
                    store,
                    SEASON,
                    SHIFT_GAME,
                    lambda g: with_shift(g, team, next_shift(season, g, team)),
                )
                print("kept", flush=True)
            except RuleViolation as refused:
                print(f"refused: {refused}", flush=True)


def run_words(args: list[str]) -> None:
    """The writer the command line's words name: ADDRESS GO KIND ..."""
    address, go, kind, *rest = args
    if kind == "import":
        run_import(address, Path(go), rest[0])
    elif kind == "move":
        run_move(address, Path(go), rest[0])
    else:
        run_shifts(address, Path(go), rest[0], int(rest[1]))


def run_child(args: list[str], out: Path, errors: Path) -> None:
    """`run_words` with its stdout into `out` and its stderr into `errors`: the entry of a child forked from a
    process that imported this module already (the two-writer test's fork server), ready within milliseconds
    rather than after the second an interpreter and its imports take."""
    output_to(errors, out)
    run_words(args)


if __name__ == "__main__":
    run_words(sys.argv[1:])
