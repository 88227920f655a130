"""The user's path in a real terminal, in season (docs/performance.md): every start, the first key, a result.

Each size is `save_cost`'s game-night file (20 games still to play) copied, opened with today the day of its
first unplayed game (before the roster deadline), in a pseudo-terminal of 120x40 read by a VT emulator
(`benchmarks.terminal`): what is timed is what the user's terminal shows. Interleaved in every run:

  - the bare Textual app (`benchmarks/terminal_bare.py`), spawn to its table and footer on the screen;
  - rinkbook's starts to the whole dashboard with its footer: after none (the frame kept by the start
    before); after another process's raw write (the season's row rewritten: a new revision, no kept frame,
    and the stored alerts stale, as an older rinkbook or raw SQL leaves them), to its first frame (the alerts said
    to be read) and to the whole dashboard (the alerts shown); after a command's registration edit
    (`rinkbook import players.csv`: its commit works the alerts out), to the whole dashboard; after another
    window's payment (nothing an alert is
    worked out from: the stored alerts carried over), to the whole dashboard; the first of the day (no frame
    kept under today's key, the alerts stored by the last start for the file as it is);
  - the first key: `s` typed the moment the whole dashboard shows, after a write, to the schedule on screen; `s`,
    `g` and F1 each typed at the first frame of a start after a write, the season still being read, to the screen
    answering it; and their floor, a bare Textual app's `g` typed at its first frame to its second screen (a mode's
    first visit, composed then: `terminal_bare.py switch`), with and without Textual's 50 ms hold at that switch;
  - the scorer's result: `g`, "score 3-1", Enter to "Saved" on the screen, then F1 and `d` (the scorer's keys
    from the entry line to the dashboard) to the standings showing the game; then the same for the next game
    (a later result, every import and cache warm; it is a day later, so the save is the `y` confirming it);
    each of its keys typed once the terminal has had nothing written for 300 ms, as a scorer reads the screen
    before the next key (`Terminal.settled`: a key typed the moment a dialog's first frame shows waited behind
    the dialog's own second frame);
  - its floor: a bare Textual app on the same keys (`terminal_bare.py switch`: a question's `y` closing it to
    "Saved", a help's `d` switching back to a table's screen), its second round; the later result over it; and
    the same bare app without Textual's 50 ms hold of the frames at a mode switch (`switch-unheld`), which
    rinkbook does not wait for at a switch to a screen it kept (`tui.textual_patches.app_internals.KeptModeSwitch`).

Run alone: .venv/bin/python -m benchmarks.in_terminal [--sizes 30,10000,30000] [--runs N]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from benchmarks.app import ROOT, _probe_environment, without_frames
from benchmarks.figures import Figure, table
from benchmarks.growth import CACHE, night_file
from benchmarks.starts import (
    UNPLAYED,
    app_edit_elsewhere,
    command_elsewhere,
    exported,
    first_unplayed_day,
    import_elsewhere,
    pay_elsewhere,
    write_elsewhere,
)
from benchmarks.terminal import ENTER, Terminal, showing
from benchmarks.terminal_bare import LAST_CELL

SIZES = (30, 10_000, 30_000)
RATIO_GOAL, KEY_GOAL_MS, RESULT_GOAL_MS = 1.3, 100, 50
BARE = [sys.executable, str(Path(__file__).with_name("terminal_bare.py"))]
BARE_SWITCH = [*BARE, "switch"]  # the floor of the scorer's keys: a bare app's dialog closed, its screens switched
BARE_UNHELD = [*BARE, "switch-unheld"]  # the same without Textual's 50 ms hold of the frames at a mode switch
# The whole dashboard: its standings, its panels filled (the alerts too: not still being read) and its footer's
# keys. Only the panels' headings and first lines: at 10,000 games the alerts push the season panel off screen.
_PANELS = showing("Standings", "Rank  Team", "Alerts", "Next games", "Recent results", "? Help", "palette")


def first_dashboard(screen: str) -> bool:
    """The dashboard's first frame: its standings, panels and footer, the alerts perhaps still being read."""
    return _PANELS(screen) and re.search(r"│\s+6\s+[A-Z]{3}\s", screen) is not None


def whole_dashboard(screen: str) -> bool:
    sixth_team = re.search(r"│\s+6\s+[A-Z]{3}\s", screen)
    return _PANELS(screen) and "Reading the season" not in screen and sixth_team is not None


def schedule_shown(screen: str) -> bool:
    return " Schedule" in screen and re.search(r"Game\s+Stage\s+Date", screen) is not None


# A screen asked for while the season is read says so under its heading, and fills in once it is read
# (`tui.screens.season_reading`): either is the key answered.
_READING = "Reading the season… this screen"


def _heading_answered(heading: str, filled: Callable[[str], bool]) -> Callable[[str], bool]:
    return lambda screen: heading in screen and (_READING in screen or filled(screen))


def _sheet_open(screen: str) -> bool:
    return re.search(r"\(([A-Z]{2,4}), home\)", screen) is not None


# The first keys typed at the first frame of a start after another process's write (the season still being
# read): each to the first screen that answers it, and to that screen filled from the season.
FIRST_KEYS: dict[str, tuple[bytes, Callable[[str], bool], Callable[[str], bool]]] = {
    "s": (b"s", _heading_answered(" Schedule", schedule_shown), schedule_shown),
    "g": (b"g", _heading_answered(" Scoresheet", _sheet_open), _sheet_open),
    "F1": (b"\x1bOP", showing("Keys and commands"), showing("Keys and commands")),
}


F1, CTRL_Q = b"\x1bOP", b"\x11"


def rinkbook(league: Path, today: str) -> list[str]:
    return [sys.executable, "-m", "tui.cli", "--db", str(league), "--today", today]


def _environment(cache: Path) -> dict[str, str]:
    # A member named, as on any day after the first ever: no dialog asks who is at the keys.
    return {**_probe_environment(cache), "RINKBOOK_USER": "benchmark"}


def start_s(argv: list[str], shown: object, cache: Path, then: object = None) -> float:
    """Seconds from spawn to the screen showing `shown`; `then(terminal, painted)` runs before it is closed."""
    with Terminal(argv, ROOT, _environment(cache)) as terminal:
        painted = terminal.wait_for(shown, what="the first whole screen")  # type: ignore[arg-type]
        if then is not None:
            then(terminal, painted)  # type: ignore[operator]
        return painted - terminal.spawned


def settle(league: Path, today: str, cache: Path) -> None:
    """A start left open until the season is read and its frame kept for the next start, then quit."""
    from store.cache.frame_cache import frame_path

    os.environ["RINKBOOK_CACHE"] = str(cache)
    kept = frame_path(league)
    kept.unlink(missing_ok=True)
    with Terminal(rinkbook(league, today), ROOT, _environment(cache)) as terminal:
        terminal.wait_for(whole_dashboard, what="the dashboard")
        deadline = time.monotonic() + 300
        while not kept.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        terminal.type(CTRL_Q)
        terminal.process.wait(30)


def _key_ms(terminal: Terminal, painted: float) -> float:
    typed = terminal.type(b"s")
    return (terminal.wait_for(schedule_shown, what="the schedule") - typed) * 1000


def _first_key_ms(key: str) -> Callable[[Terminal, float], tuple[float, float]]:
    """`key` typed at the first frame: ms from the frame to the key's answer on the screen, and to it filled."""
    typed_keys, answered, filled = FIRST_KEYS[key]

    def measure(terminal: Terminal, painted: float) -> tuple[float, float]:
        terminal.type(typed_keys)
        shown = terminal.wait_for(answered, what=f"{key}'s answer")
        return (shown - painted) * 1000, (terminal.wait_for(filled, what=f"{key}'s screen filled") - painted) * 1000

    return measure


def bare_first_key_ms(cache: Path, argv: list[str] = BARE_SWITCH) -> float:
    """The floor of a key typed at the first frame: a bare Textual app's `g` at its first frame, ms from that frame
    to its second screen (a mode's first visit, composed then) on the terminal."""
    with Terminal(argv, ROOT, _environment(cache)) as terminal:
        painted = terminal.wait_for(showing("Season dashboard", LAST_CELL), what="the bare table")
        terminal.type(b"g")
        return (terminal.wait_for(showing("Scoresheet", "Saturday 19:00"), what="the bare sheet") - painted) * 1000


def _gp(screen: str, team: str) -> int | None:
    """Games played of `team` in the dashboard's standings (a line `│  1  RED  Red  11 ...`; at 30,000 games the
    table's last columns are scrolled out of view, so only the columns up to GP are read)."""
    found = re.search(rf"│\s+\d+\s+{team}\s+\S+\s+(\d+)\s", screen)
    return int(found.group(1)) if found else None


def _result_ms(terminal: Terminal, score: str) -> tuple[float, float]:
    """The scorer's keys: `g`, the score typed, Enter to "Saved"; F1 and `d` to the standings showing it."""
    before = terminal.text()
    terminal.type(b"g")
    home_seen = terminal.wait_for(lambda s: re.search(r"\(([A-Z]{2,4}), home\)", s) is not None, what="a game")
    del home_seen
    home = re.search(r"\(([A-Z]{2,4}), home\)", terminal.text()).group(1)  # type: ignore[union-attr]
    played = _gp(before, home)
    terminal.type(f"score {score}".encode())
    terminal.wait_for(showing(f"score {score}"), what="the score typed")
    terminal.settled()
    entered = terminal.type(ENTER)
    terminal.wait_for(lambda s: "Saved: final" in s or "Are you sure?" in s, what='"Saved"')
    if "Are you sure?" in terminal.text():  # a game of a later day: the save is the `y` confirming it
        terminal.settled()
        entered = terminal.type(b"y")
    saved = terminal.wait_for(showing("Saved: final"), what='"Saved"')
    terminal.settled()
    terminal.type(F1)
    terminal.wait_for(showing("Keys and commands"), what="the help")
    terminal.settled()
    pressed = terminal.type(b"d")
    shown = terminal.wait_for(lambda s: "Season dashboard" in s and _gp(s, home) not in (None, played), what="it")
    return (saved - entered) * 1000, (shown - pressed) * 1000


def _bare_result_ms(terminal: Terminal, done: int) -> tuple[float, float]:
    """The bare app on the scorer's keys (`terminal_bare.py switch`): `g`, a score typed, Enter to its question,
    `y` to "Saved"; F1 and `d` to its table's screen with the cell this round changes."""
    terminal.type(b"g")
    terminal.wait_for(showing("Scoresheet"), what="the bare sheet")
    terminal.type(b" score 3-1")
    terminal.wait_for(showing("score 3-1"), what="the score typed")
    terminal.type(ENTER)
    terminal.wait_for(showing("Are you sure?"), what="the question")
    terminal.settled()
    entered = terminal.type(b"y")
    saved = terminal.wait_for(showing(f"Saved: final {done}"), what='"Saved"')
    terminal.settled()
    terminal.type(F1)
    terminal.wait_for(showing("Keys and commands"), what="the help")
    terminal.settled()
    pressed = terminal.type(b"d")
    shown = terminal.wait_for(showing("Season dashboard", f"r{done}"), what="the table changed")
    return (saved - entered) * 1000, (shown - pressed) * 1000


def bare_scorer_ms(cache: Path, argv: list[str] = BARE_SWITCH) -> tuple[float, float]:
    """The floor of a later result (`y` to "Saved", F1 `d` to the table shown): the bare app's second round."""
    with Terminal(argv, ROOT, _environment(cache)) as terminal:
        terminal.wait_for(showing("Season dashboard", LAST_CELL), what="the bare table")
        _bare_result_ms(terminal, 1)
        return _bare_result_ms(terminal, 2)


def scorer_ms(league: Path, today: str, cache: Path) -> tuple[tuple[float, float], tuple[float, float]]:
    """(the night's first result, a later one): each (Enter to "Saved", `d` to the standings showing it)."""
    with Terminal(rinkbook(league, today), ROOT, _environment(cache)) as terminal:
        terminal.wait_for(whole_dashboard, what="the dashboard")
        terminal.wait_for(lambda s: "Reading the season" not in s, what="the season read")
        first = _result_ms(terminal, "3-1")
        return first, _result_ms(terminal, "2-1")  # `g` opens the next game still to play


def measure(source: Path, runs: int) -> dict[str, float]:
    """Median of each figure over `runs` interleaved runs on copies of `source`."""
    found: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as folder:
        league, cache = Path(folder) / "season.db", Path(folder) / "cache"
        shutil.copy(source, league)
        today = first_unplayed_day(league)
        season_file = exported(league)
        start_s(BARE, showing("59", "Quit"), cache)  # disk, .pyc, styles
        settle(league, today, cache)
        for run in range(runs):
            found.setdefault("bare", []).append(start_s(BARE, showing("59", "Quit"), cache))
            settle(league, today, cache)
            found.setdefault("kept", []).append(start_s(rinkbook(league, today), whole_dashboard, cache))
            write_elsewhere(league)
            keys = found.setdefault("key", [])
            found.setdefault("written_first", []).append(start_s(rinkbook(league, today), first_dashboard, cache))
            write_elsewhere(league)
            found.setdefault("written", []).append(
                start_s(rinkbook(league, today), whole_dashboard, cache, lambda t, p, k=keys: k.append(_key_ms(t, p)))
            )
            for key in FIRST_KEYS:  # typed at the first frame after a write, the season still being read
                write_elsewhere(league)
                times: list[tuple[float, float]] = []
                measure_key = _first_key_ms(key)
                start_s(
                    rinkbook(league, today),
                    first_dashboard,
                    cache,
                    lambda t, p, m=measure_key, k=times: k.append(m(t, p)),
                )
                found.setdefault(f"first {key}", []).append(times[0][0])
                found.setdefault(f"filled {key}", []).append(times[0][1])
            found.setdefault("bare first key", []).append(bare_first_key_ms(cache))
            found.setdefault("unheld first key", []).append(bare_first_key_ms(cache, BARE_UNHELD))
            found.setdefault("command cpu", []).append(command_elsewhere(league, today, run))
            found.setdefault("commanded", []).append(start_s(rinkbook(league, today), whole_dashboard, cache))
            settle(league, today, cache)
            pay_elsewhere(league, today)
            found.setdefault("paid", []).append(start_s(rinkbook(league, today), whole_dashboard, cache))
            app_edit_elsewhere(league, today, run)  # another window's registration edit keeps the alerts
            found.setdefault("app_edit", []).append(start_s(rinkbook(league, today), whole_dashboard, cache))
            import_elsewhere(league, season_file, today)  # the alerts worked out after it, in a process of its own
            found.setdefault("imported", []).append(start_s(rinkbook(league, today), whole_dashboard, cache))
            fresh = Path(folder) / f"day{run}"
            without_frames(cache, fresh)
            found.setdefault("day", []).append(start_s(rinkbook(league, today), whole_dashboard, fresh))
            night = Path(folder) / f"night{run}.db"
            shutil.copy(source, night)
            first, later = scorer_ms(night, today, cache)
            floor = bare_scorer_ms(cache)
            unheld = bare_scorer_ms(cache, BARE_UNHELD)
            for name, value in zip(
                ("saved1", "shown1", "saved", "shown", "bare_saved", "bare_shown", "unheld_saved", "unheld_shown"),
                (*first, *later, *floor, *unheld),
                strict=True,
            ):
                found.setdefault(name, []).append(value)
    return {name: statistics.median(values) for name, values in found.items()}


def figures(sizes: tuple[int, ...] = SIZES, runs: int = 3, cache: Path = CACHE) -> list[Figure]:
    out = []
    for games in sizes:
        m = measure(night_file(games, UNPLAYED, cache), runs if games <= 10_000 else max(1, runs // 2))
        bare = m["bare"]
        for kind, words in (
            ("kept", "the start after none"),
            ("written_first", "the first frame after another process's raw write (alerts being read)"),
            ("written", "the start after another process's raw write (an older program's), alerts too"),
            ("commanded", "the start after a command's registration edit (it works the alerts out), alerts too"),
            ("paid", "the start after another window's payment, alerts too (carried over)"),
            ("app_edit", "the start after another window's registration edit, alerts too (kept by its write)"),
            ("imported", "the start after a season file's import, alerts too (worked out after it)"),
            ("day", "the first start of the day"),
        ):
            said = f"{games:,} games, in a terminal: {words} ({m[kind] * 1000:.0f} ms)"
            said += f" / bare app ({bare * 1000:.0f} ms)"
            out.append(Figure(said, m[kind] / bare, "x", RATIO_GOAL, inclusive=True))
        out.append(Figure(f"  that command's CPU, {games:,} games", m["command cpu"], "s", None))
        keyed = f"  s typed at the first whole frame to the schedule, {games:,} games"
        out.append(Figure(keyed, m["key"], "ms", KEY_GOAL_MS))
        for key in FIRST_KEYS:
            said = f"  {key} typed at the first frame (season being read) to its answer, {games:,} games"
            said += f" (filled from the season: {m['filled ' + key]:.0f} ms)"
            out.append(Figure(said, m["first " + key], "ms", KEY_GOAL_MS))
        floor = m["bare first key"]
        said = f"  the floor, a bare Textual app's g at its first frame to its new screen, {games:,} games"
        out.append(Figure(said, floor, "ms", None))
        said = "    the same without Textual's 50 ms hold at that first switch"
        out.append(Figure(said, m["unheld first key"], "ms", None))
        for key in FIRST_KEYS:
            out.append(Figure(f"    {key} at the first frame / that floor", m["first " + key] / floor, "x", None))
        for suffix, words in (("", "a later result"), ("1", "the night's first result")):
            entered = f'  {words}: Enter to "Saved", {games:,} games'
            out.append(Figure(entered, m["saved" + suffix], "ms", RESULT_GOAL_MS))
            out.append(Figure("    then F1 d to the standings showing it", m["shown" + suffix], "ms", RESULT_GOAL_MS))
        for kind, words in (("saved", '`y` to "Saved"'), ("shown", "F1 d to the screen shown")):
            floor = m["bare_" + kind]
            said = f"  the floor, a bare Textual app: {words} ({floor:.1f} ms); a later result / it, {games:,} games"
            out.append(Figure(said, m[kind] / floor, "x", None))
        said = f"  the bare app without Textual's 50 ms hold at a mode switch: F1 d, {games:,} games"
        out.append(Figure(said, m["unheld_shown"], "ms", RESULT_GOAL_MS))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--cache", type=Path, default=CACHE, help="where the season files are kept between runs")
    args = parser.parse_args()
    args.cache.mkdir(parents=True, exist_ok=True)
    sizes = tuple(int(size.replace("_", "")) for size in args.sizes.split(","))
    print(table(figures(sizes, args.runs, args.cache)))


if __name__ == "__main__":
    main()
