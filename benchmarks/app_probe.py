"""One app start in a fresh process, for the start-up and memory measures (run by `benchmarks.app`).

    python benchmarks/app_probe.py bare [--whole]            a bare Textual app with one DataTable
    python benchmarks/app_probe.py rinkbook FILE [--whole] [--modules]
                                                             `rinkbook --db FILE`, through the command line's own
                                                             path (--modules: the modules imported at that frame)
    python benchmarks/app_probe.py memory FILE [--all] [--teams] [--today DAY]
                                                             rinkbook on FILE on DAY (else the system's date),
                                                             visiting a few screens (every screen with --all, each
                                                             by its key); prints its peak KiB. With --teams, once
                                                             the screens' preparation has ended, and then every
                                                             team's shift report by `T`

Both start kinds run headless at 120x40 (the compositor renders every frame, only the terminal
write is skipped), print the system's monotonic clock at the first frame painted with a DataTable
holding rows, and exit: the same work from process spawn to that frame, so the ratio compares the
apps, not the ways they were started. With `--whole` the frame must also show the whole screen:
every panel filled (`DashboardScreen.panels_mounted`; the dashboard composes them
with its table) and the footer's keys (the dashboard's footer composes them at once; Textual's own
waits for the focus to settle); the bare app has nothing more to show.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

SIZE = (120, 40)
# With `--key`, seconds from the first frame to the key pressed (`--key-delay S`): a key typed as the user reads.
KEY_DELAY = float(sys.argv[sys.argv.index("--key-delay") + 1]) if "--key-delay" in sys.argv else 0.0
SCREEN_KEYS = ("s", "r", "t", "i", "o", "d")  # schedule, rosters, stats, discipline, playoffs, back to the dashboard


def exit_on_first_table_paint(
    whole: bool = False, modules: bool = False, key: bool = False, settle: bool = False
) -> None:
    """Patch Textual's App so that `run()` is headless and quits after the first frame showing table rows
    (and, if `whole`, every panel of the screen filled); with `modules`, it prints the modules imported then.
    With `key`, the down arrow is pressed at that frame and the app quits at the first frame showing the
    table's cursor moved (printed as "answered"); with `settle`, it quits only once the season is read and
    drawn (what the start keeps for the next one is kept then)."""
    from textual import events
    from textual.app import App
    from textual.widgets import DataTable, Footer

    from tui.textual_patches.app_internals import frame_painter, replace_frame_painter

    original_run, original_display = App.run, frame_painter(App)

    def run(self: App, *args: object, **kwargs: object) -> object:
        return original_run(self, headless=True, size=SIZE)

    def display(self: App, screen: object, renderable: object) -> None:
        original_display(self, screen, renderable)
        if renderable is None:
            return
        stage = getattr(self, "_probe_stage", "first")
        tables = list(screen.query(DataTable))  # type: ignore[attr-defined]
        if stage == "first":
            filled = not whole or (
                getattr(screen, "panels_mounted", True) and all(f.children for f in screen.query(Footer))  # type: ignore[attr-defined]
            )
            if not (filled and any(table.row_count for table in tables)):
                return
            print(f"painted {time.monotonic()}", flush=True)  # the system-wide clock the parent started on
            print(f"cpu {time.process_time()}", flush=True)  # this process's CPU seconds to that frame
            if modules:
                print("modules", *sorted(sys.modules), flush=True)
            if key:  # pressed once a widget has the focus (the table takes it as the app is ready)
                self._probe_stage = "key"
                self.set_timer(KEY_DELAY or 0.0001, lambda: press_when_focused(self))
                return
            stage = self._probe_stage = "settle"
        if stage == "key":
            if not any(table.cursor_row == 1 for table in tables):
                return
            print(f"answered {time.monotonic()}", flush=True)
            stage = self._probe_stage = "settle"
        # Settled: the season read and the dashboard drawn from it kept for the next start.
        if stage == "settle" and not getattr(self, "_probe_settling", False):
            # Polled, not only at a frame: the frame is kept after its paint, and nothing may paint after that.
            self._probe_settling = True  # type: ignore[attr-defined]
            self.set_interval(0.01, lambda: quit_when_settled(self, settle))

    def quit_when_settled(self: App, settle: bool) -> None:
        if self._probe_stage == "settle" and (not settle or getattr(self, "_kept", None) is not None):  # type: ignore[attr-defined]
            self._probe_stage = "done"  # type: ignore[attr-defined]
            self.exit()

    def press_when_focused(self: App) -> None:
        if self.focused is None:
            self.set_timer(0.001, lambda: press_when_focused(self))
        else:
            print(f"pressed {time.monotonic()}", flush=True)
            self.post_message(events.Key("down", None))

    App.run = run
    replace_frame_painter(App, display)


def bare(whole: bool = False, key: bool = False) -> None:
    """The yardstick: an app with one DataTable of the dashboard's size."""
    from textual.app import App, ComposeResult
    from textual.widgets import DataTable

    class Bare(App):
        def compose(self) -> ComposeResult:
            yield DataTable()

        def on_mount(self) -> None:
            table = self.query_one(DataTable)
            table.add_columns(*"abcdefghij")
            for row in range(6):
                table.add_row(*(f"{row}{col}" for col in range(10)))

    exit_on_first_table_paint(whole, key=key)
    Bare().run()


def rinkbook(path: str, whole: bool = False, modules: bool = False, options: tuple[str, ...] = ()) -> None:
    """`rinkbook --db PATH` exactly as the command line opens the app (`--today DAY` passed on)."""
    exit_on_first_table_paint(whole, modules, "--key" in options, "--settle" in options)
    from tui.cli import main

    today = options[options.index("--today") : options.index("--today") + 2] if "--today" in options else ()
    main(["--db", path, *today])


def _screen_actions() -> dict[str, str]:
    from tui.commands import COMMANDS

    return {c.key: c.action for c in COMMANDS if c.action.startswith("app.show(")}


def every_screen_key() -> tuple[str, ...]:
    """The key of every screen the app's commands show (`tui.commands`), ending on the dashboard."""
    from tui.commands import COMMANDS

    keys = tuple(c.key for c in COMMANDS if c.action.startswith("app.show(") and c.key != "d")
    return (*keys, "d")


def memory(path: str, every: bool = False, today: str | None = None, teams: bool = False) -> None:
    """Open the app on PATH with `today` (ISO; else the system's date), show a few screens (every screen if
    `every`), and print the process's peak resident memory in KiB. With `teams`, the screens are shown once the
    app's preparation of them has ended (what a user sees who read the dashboard first), and then the shift report
    shows every team in turn, each to its figures."""
    import asyncio
    from datetime import date

    from store.file.db import open_league
    from store.views.season_names import resolve_season
    from tui.app import RinkbookApp

    SHOW = _screen_actions()

    async def visit() -> None:
        store = open_league(Path(path))
        day = date.fromisoformat(today) if today else date.today()
        app = RinkbookApp(store, day, resolve_season(store, None))
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            if teams:
                await _until(lambda: app.loaded and not app.season_being_read)
                await _until(lambda: bool(app.preparing) and not app.preparing.running)
            for key in every_screen_key() if every else SCREEN_KEYS:
                # The key's own action: on the scoresheet a key goes to the entry line in focus.
                await app.run_action(SHOW[key])
                await pilot.pause()
            if teams:
                await _every_team(app, pilot, SHOW)
        store.close()

    asyncio.run(visit())
    print(peak_kib())


async def _until(done: object, seconds: float = 300) -> None:
    import asyncio

    deadline = time.monotonic() + seconds
    while not done():  # type: ignore[operator]
        if time.monotonic() > deadline:
            raise RuntimeError(f"the app did not get there in {seconds:g} s")
        await asyncio.sleep(0.05)


async def _every_team(app: object, pilot: object, show: dict[str, str]) -> None:
    """The shift report's every team by `T`, each to its figures shown (no "Counting" in its title), then the
    dashboard."""
    from textual.widgets import Static

    await app.run_action(show["c"])  # type: ignore[attr-defined]
    for _ in app.season.teams:  # type: ignore[attr-defined]
        await pilot.press("T")  # type: ignore[attr-defined]
        title = app.screen.query_one("#shifts-title", Static)  # type: ignore[attr-defined]
        await _until(lambda title=title: "Counting" not in str(title.render()))
        await pilot.pause()  # type: ignore[attr-defined]
    await app.run_action(show["d"])  # type: ignore[attr-defined]
    await pilot.pause()  # type: ignore[attr-defined]


def peak_kib() -> int:
    """This process's own peak resident memory in KiB: VmHWM on Linux, since `ru_maxrss` keeps the
    forking parent's across exec (a benchmark run that grew to gigabytes would be reported instead)."""
    import resource

    try:
        with open("/proc/self/status", encoding="ascii") as status:
            return int(status.read().split("VmHWM:")[1].split()[0])
    except (OSError, IndexError):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


if __name__ == "__main__":
    kind, whole = sys.argv[1], "--whole" in sys.argv
    if kind == "bare":
        bare(whole, "--key" in sys.argv)
    elif kind == "rinkbook":
        rinkbook(sys.argv[2], whole, "--modules" in sys.argv, tuple(sys.argv[3:]))
    else:
        day = sys.argv[sys.argv.index("--today") + 1] if "--today" in sys.argv else None
        memory(sys.argv[2], "--all" in sys.argv, day, "--teams" in sys.argv)
