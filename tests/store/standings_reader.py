"""A captain's side of the concurrency test: `rinkbook --read-only` reads every 100 ms while the committee writes.

Run as `python -m tests.store.standings_reader DB WRITER_LOG READER_LOG`. Until WRITER_LOG says
`finished`, and once more after, it runs `rinkbook --db DB --read-only standings --json` and, for
the game being played (the writer's log names it, as a captain at the rink knows it),
`... shifts --team HOME --game ID --json`, and the committee's `... check` (which must find nothing
at any moment), through the command line's own `main` in this process (so that a read costs no
interpreter start). Each round appends one JSON line to READER_LOG: when
it started, the final games the standings count, the game and the home team's skater-shifts in it,
and every error (an exit code other than 0, anything on stderr, output that is not JSON). It exits 1
when any round had an error.
"""

from __future__ import annotations

import io
import json
import sys
import time
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

from tui.cli import main as rinkbook

PERIOD = 0.1


def command(argv: list[str], errors: list[str], as_json: bool = True) -> dict | str | None:
    """The JSON (or, not `as_json`, the text) `rinkbook argv` prints; None (and the reason in `errors`) when
    it fails in any way."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            code = rinkbook(argv)
        except BaseException as error:  # noqa: BLE001 - whatever escapes the command line is the finding
            code = f"raised {error!r}"
    if code != 0 or err.getvalue():
        errors.append(f"{' '.join(argv)}: exit {code}: {err.getvalue().strip()} {out.getvalue()[:300]!r}")
        return None
    if not as_json:
        return out.getvalue()
    try:
        return json.loads(out.getvalue())
    except json.JSONDecodeError as error:
        errors.append(f"{' '.join(argv)}: not JSON ({error}): {out.getvalue()[:200]!r}")
        return None


def game_in_play(writer_log: Path) -> tuple[str, str] | None:
    """The game the writer last committed to, and its home team; None before its first commit."""
    lines = writer_log.read_text(encoding="utf-8").splitlines() if writer_log.exists() else []
    words = [line.split() for line in lines if line != "finished"]
    return (words[-1][2], words[-1][3]) if words else None


def read_once(db: Path, writer_log: Path) -> dict:
    """One round: the standings and the live game's shift report, as a captain's terminal shows them."""
    errors: list[str] = []
    game = game_in_play(writer_log)
    started = time.monotonic()
    table = command(["--db", str(db), "--read-only", "standings", "--json"], errors)
    shifts = None
    if game is not None:
        shifts = command(
            ["--db", str(db), "--read-only", "shifts", "--team", game[1], "--game", game[0], "--json"], errors
        )
    command(["--db", str(db), "--read-only", "check"], errors, as_json=False)  # damage, rules, drift: none
    return {
        "started": started,
        "final": None if table is None else sum(row["gp"] for row in table["standings"]) // 2,
        "game": None if game is None else game[0],
        "live": None if shifts is None else sum(p["shifts"] for p in shifts["players"]),
        "errors": errors,
    }


def finished(writer_log: Path) -> bool:
    """Whether the writer has written its last commit."""
    return writer_log.exists() and writer_log.read_text(encoding="utf-8").endswith("finished\n")


def run(db: Path, writer_log: Path, reader_log: Path) -> int:
    """Read every PERIOD seconds until the writer is finished, then once more; 1 when any read failed."""
    failed = False
    with reader_log.open("w", encoding="utf-8") as out:
        last = False
        while not last:
            last = finished(writer_log)
            result = read_once(db, writer_log)
            failed = failed or bool(result["errors"])
            out.write(json.dumps(result) + "\n")
            out.flush()
            time.sleep(max(0.0, result["started"] + PERIOD - time.monotonic()))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(run(Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3])))
