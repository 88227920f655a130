"""Every kind of start, in season, at 30 to 30,000 games (docs/performance.md): each to the whole dashboard with
its footer, as a ratio to a bare Textual app, and the first key answered after the first frame.

Each size is `save_cost`'s game-night file (the example season copied to that many games, 20 games still to
play) opened with today the day of its first unplayed game: inside the season, before the roster deadline.
Each run spawns, interleaved so that the machine's load weighs on all alike:

  - the bare Textual app (`app_probe bare`), and the same with the down arrow pressed at its first frame;
  - the start after none: the frame kept by the start before is there to paint (`store.cache.frame_cache`);
  - the start after another process's write: a row of the file written (a new revision) before the start, as
    another window or command does, so no kept frame matches it. Three writes: a raw one by this process (the
    season's row rewritten: a table the alerts are worked out from, the alerts kept left stale, as by an older
    rinkbook or raw SQL: the start says they are being read until the season is); a command's registration edit
    (`rinkbook import players.csv`, `command_elsewhere`: its commit works the alerts out, the first frame shows
    them); a payment recorded as another window's fees screen records it (nothing an alert is worked out
    from: its commit carries the kept alerts over, and the first frame shows them); a registration edit by another
    window (`app_edit_elsewhere`: the app's write works the alerts out at its commit); and a season file imported
    again over the season (`import_elsewhere`, `rinkbook import season.json --replace`: the command works them out
    after its commit in a process of its own);
  - the first start of the day: a cache folder holding what the last start kept (parsed styles, compiled methods) but no
    frame (none under today's key);
  - the first key: the start after none and the start after a write again, the down arrow typed 150 ms
    after the first frame (while the season is read), and the milliseconds from then to the frame showing
    the cursor moved (goal: within 100 ms).

Run alone: .venv/bin/python -m benchmarks.starts [--sizes 30,10000,30000] [--runs N] [--kinds app_edit,imported]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmarks.app import PROBE, ROOT, _probe_environment, _spawn_seconds, without_frames
from benchmarks.figures import Figure, table
from benchmarks.growth import CACHE, night_file

SIZES = (30, 10_000, 30_000)
UNPLAYED = 20
RATIO_GOAL = 1.3
KEY_GOAL_MS = 100
KEY_DELAY = 0.15  # the key typed this long after the first frame: while the season is being read


def first_unplayed_day(league: Path) -> str:
    """The date of the file's first game still to play (ISO): today for every start."""
    import sqlite3

    db = sqlite3.connect(f"{league.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return str(db.execute("SELECT MIN(date) FROM game WHERE status = 'scheduled'").fetchone()[0])
    finally:
        db.close()


def write_elsewhere(league: Path) -> None:
    """One write by this process, as an older rinkbook's or a script's that keeps no alerts: a row changed, a new
    revision. The season's row: the alerts kept for the file go stale (a start says they are being read until the
    season is). Written inside `alerts_left_stale`, else the store would work the alerts out at its commit as a
    command's write does, and the start after it would be the start after a command."""
    from store.file.alert_day import alerts_left_stale
    from store.file.db import open_league
    from store.file.raw_sql import execute

    with alerts_left_stale(), open_league(league) as store, store.writing() as db:
        execute(db, "UPDATE season SET rink = rink WHERE id = (SELECT MAX(id) FROM season)")


def pay_elsewhere(league: Path, today: str) -> None:
    """A payment recorded by this process through the store, as another window's fees screen records it: a new
    revision, the alerts kept for the one before carried over to it."""
    from datetime import date

    from store.file.db import open_league
    from store.file.raw_sql import execute
    from store.writes.fees import record_fee_payment

    with open_league(league) as store:
        with store.reading() as db:
            name, team = execute(
                db, "SELECT s.name, t.code FROM season s JOIN team t ON t.season_id = s.id ORDER BY s.id DESC, t.seq"
            ).fetchone()
        record_fee_payment(store, str(name), str(team), date.fromisoformat(today), 100)


def command_elsewhere(league: Path, today: str, run: int, root: Path = ROOT) -> float:
    """A command's write of what the alerts read, as the committee runs it: `rinkbook import players.csv` updating
    the latest season's first player's phone (a registration edit; `run` makes each phone new). Its commit works the
    alerts out for `--today`. The CPU seconds of the command's process (`root`: the checkout it runs from)."""
    import resource
    import sqlite3

    db = sqlite3.connect(f"{league.resolve().as_uri()}?mode=ro", uri=True)
    try:
        name, born = db.execute(
            "SELECT p.name, p.born FROM player p JOIN season s ON s.id = p.season_id ORDER BY s.id DESC, p.seq LIMIT 1"
        ).fetchone()
    finally:
        db.close()
    sheet = league.with_name(f"players-{run}.csv")
    sheet.write_text(f"name,born,phone\n{name},{born},555-{run % 10_000:04d}\n")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    command = [sys.executable, "-m", "tui.cli", "--db", str(league), "--today", today, "import", str(sheet)]
    subprocess.run(command, cwd=root, check=True, capture_output=True, env={**os.environ, "RINKBOOK_USER": "benchmark"})
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime


# Another window's registration edit, as the app makes it: the file opened as the app opens it (its day set, the season
# read, its alerts worked out, the command line's step after a commit registered), the first player's phone edited.
_APP_EDIT = (
    "import dataclasses, sys\n"
    "from datetime import date\n"
    "import tui.cli\n"
    "from store.file.db import open_league\n"
    "from store.views.season_load import load_season\n"
    "from store.writes.registration import register_player\n"
    "league, today, run = sys.argv[1], date.fromisoformat(sys.argv[2]), int(sys.argv[3])\n"
    "with open_league(league) as store:\n"
    "    store.alerts_day = today\n"
    "    season = load_season(store)\n"
    "    store.season_cache(season).alerts(today)\n"
    "    player = dataclasses.replace(season.players[0], phone=f'555-{run % 10_000:04d}')\n"
    "    register_player(store, None, player, today, based_on=season)\n"
)


def app_edit_elsewhere(league: Path, today: str, run: int, root: Path = ROOT) -> float:
    """A registration edit by another window of the app (`_APP_EDIT`, in a process of its own running `root`'s
    code; `run` makes each phone new). The CPU seconds of that process."""
    return _child_cpu([sys.executable, "-c", _APP_EDIT, str(league), today, str(run)], root)


def import_elsewhere(league: Path, season_file: Path, today: str, root: Path = ROOT) -> float:
    """`rinkbook import season.json --replace` of the season as it was exported: every row written again. The CPU
    seconds of the command's process and of any it waited for."""
    command = [sys.executable, "-m", "tui.cli", "--db", str(league), "--today", today, "import", str(season_file)]
    return _child_cpu([*command, "--replace"], root)


def _child_cpu(command: list[str], root: Path) -> float:
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    env = {**os.environ, "RINKBOOK_USER": "benchmark", "PYTHONPATH": str(root)}
    subprocess.run(command, cwd=root, check=True, capture_output=True, env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime


def exported(league: Path) -> Path:
    """The latest season of `league` exported beside it (what `import_elsewhere` imports again)."""
    from store.file.db import open_league
    from store.season_files.stream import export_season_file

    target = league.with_name("season.json")
    with open_league(league) as store:
        export_season_file(store, None, target)
    return target


def _at(today: str) -> tuple[str, ...]:
    return (str(KEY_DELAY), "--today", today)


def key_answered_ms(league: Path, today: str, cache: Path) -> float:
    """Milliseconds from the down arrow typed `KEY_DELAY` seconds after the first frame (as the user reads it)
    to the frame answering it: a key typed while the season is read waits for nothing else."""
    done = subprocess.run(
        [sys.executable, str(PROBE), "rinkbook", str(league), "--whole", "--key", "--key-delay", *_at(today)],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
        env=_probe_environment(cache),
        timeout=600,
    )
    said = {line.split()[0]: float(line.split()[1]) for line in done.stdout.splitlines() if " " in line}
    return (said["answered"] - said["painted"] - KEY_DELAY) * 1000  # from when it was typed, however late it ran


KINDS = ("kept", "written", "commanded", "paid", "app_edit", "imported", "day", "key")


def measure(league: Path, runs: int, kinds: tuple[str, ...] = KINDS) -> dict[str, float]:
    """Median seconds of each start kind in `kinds` (and ms of the first key) on `league`, runs interleaved."""
    today = first_unplayed_day(league)
    # A member named, as on any day after the first ever: no dialog asks who is at the keys (it would take the key).
    os.environ.setdefault("RINKBOOK_USER", "benchmark")
    found: dict[str, list[float]] = {}
    season_file = exported(league) if "imported" in kinds else None
    with tempfile.TemporaryDirectory() as folder:
        cache = Path(folder) / "cache"
        settle = ("--whole", "--settle", "--today", today)

        def start(kind: str, where: Path = cache) -> None:
            found.setdefault(kind, []).append(
                _spawn_seconds("rinkbook", str(league), "--whole", "--today", today, cache=where)
            )

        _spawn_seconds("bare"), _spawn_seconds("rinkbook", str(league), *settle, cache=cache)  # disk, .pyc, styles
        for run in range(runs):
            found.setdefault("bare", []).append(_spawn_seconds("bare", "--whole"))
            if "kept" in kinds:
                _spawn_seconds("rinkbook", str(league), *settle, cache=cache)  # keeps the frame of the file as it is
                start("kept")
                found.setdefault("key_kept", []).append(key_answered_ms(league, today, cache))  # still the file's
            if "written" in kinds:
                write_elsewhere(league)
                start("written")
            if "commanded" in kinds:
                command_elsewhere(league, today, run)  # works the alerts out: the start shows them
                start("commanded")
            if "paid" in kinds:
                _spawn_seconds("rinkbook", str(league), *settle, cache=cache)  # keeps the frame of the file as it is
                pay_elsewhere(league, today)
                start("paid")
            if "app_edit" in kinds:
                app_edit_elsewhere(league, today, run)  # the app's write works them out at its commit
                start("app_edit")
            if season_file is not None:
                import_elsewhere(league, season_file, today)  # worked out after it, in a process of its own
                start("imported")
            if "day" in kinds:
                fresh = Path(folder) / f"day{run}"
                without_frames(cache, fresh)
                start("day", fresh)
            if "key" in kinds:
                write_elsewhere(league)
                found.setdefault("key", []).append(key_answered_ms(league, today, cache))
                found.setdefault("bare_key", []).append(_bare_key_ms())
    return {kind: statistics.median(values) for kind, values in found.items()}


def _bare_key_ms() -> float:
    bare_key = subprocess.run(
        [sys.executable, str(PROBE), "bare", "--whole", "--key"], cwd=ROOT, check=True, capture_output=True, timeout=600
    )
    said = dict(line.split() for line in bare_key.stdout.decode().splitlines())
    return (float(said["answered"]) - float(said["pressed"])) * 1000


def figures(
    sizes: tuple[int, ...] = SIZES, runs: int = 5, cache: Path = CACHE, kinds: tuple[str, ...] = KINDS
) -> list[Figure]:
    out = []
    for games in sizes:
        with tempfile.TemporaryDirectory() as folder:
            league = Path(folder) / "season.db"
            shutil.copy(night_file(games, UNPLAYED, cache), league)
            m = measure(league, runs if games <= 10_000 else max(1, runs // 2), kinds)
        bare = m["bare"]
        for kind, words in (
            ("kept", "the start after none (the kept frame)"),
            ("written", "the start after another process's raw write (alerts being read)"),
            ("commanded", "the start after a command's registration edit (alerts worked out by it)"),
            ("paid", "the start after another window's payment (alerts shown)"),
            ("app_edit", "the start after another window's registration edit (its write keeps the alerts)"),
            ("imported", "the start after a season file's import (the alerts worked out after it)"),
            ("day", "the first start of the day"),
        ):
            if kind not in m:
                continue
            out.append(
                Figure(
                    f"{games:,} games, in season: {words} ({m[kind] * 1000:.0f} ms) / bare app ({bare * 1000:.0f} ms)",
                    m[kind] / bare,
                    "x",
                    RATIO_GOAL,
                    inclusive=True,
                )
            )
        for kind, words in (("key_kept", "the kept frame"), ("key", "another process's write")):
            if kind not in m:
                continue
            out.append(
                Figure(
                    f"{games:,} games: a key typed {KEY_DELAY * 1000:.0f} ms after the first frame to its answer, "
                    f"start after {words} "
                    f"(bare app: {m['bare_key']:.0f} ms)",
                    m[kind],
                    "ms",
                    KEY_GOAL_MS,
                )
            )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cache", type=Path, default=CACHE, help="where the season files are kept between runs")
    parser.add_argument("--kinds", default=",".join(KINDS), help=f"the starts to take, of {','.join(KINDS)}")
    args = parser.parse_args()
    args.cache.mkdir(parents=True, exist_ok=True)
    sizes = tuple(int(size.replace("_", "")) for size in args.sizes.split(","))
    print(table(figures(sizes, args.runs, args.cache, tuple(args.kinds.split(",")))))


if __name__ == "__main__":
    main()
