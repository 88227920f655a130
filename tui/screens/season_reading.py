"""A screen asked for while the season is still being read: said so, then the screen itself in its place.

After a first frame kept or drawn from the file's stored values, the season is read off the event loop
(`tui.season_loader`): seconds at 30,000 games. A key that shows another screen meanwhile (the schedule, the
scoresheet) used to wait for that read on the event loop, every other key with it. It now gets this screen at
once: the screen's heading and a line saying the season is being read, never a blank screen or one drawn from
half a season. Once the season is read, the screen asked for takes its place (`RinkbookApp.on_season_read`
re-renders the screen in view), or, if it is not in view then, the moment it is shown again.
"""

from __future__ import annotations

from textual.app import ComposeResult

from tui.screens import screen_class
from tui.screens.rinkbook_screen import RinkbookScreen
from tui.textual_patches.app_internals import replace_base_screen
from tui.widgets.plain_static import PlainStatic

READING_TEXT = "Reading the season… this screen fills in as soon as it is read."

# Each screen's heading (its class's HEADING), so that the screen's own module, and the rules it imports, load
# only once the season is read: an import run meanwhile competes with the read for the interpreter.
HEADINGS = {
    "players": "Players and registration",
    "draft": "Draft board",
    "rosters": "Rosters and transfers",
    "schedule": "Schedule",
    "scoresheet": "Scoresheet",
    "bench": "Bench tracker",
    "shifts": "Shift report",
    "attendance": "Attendance and drops",
    "discipline": "Discipline",
    "stats": "Stats",
    "playoffs": "Playoffs bracket",
    "fees": "Fee ledger",
    "audit": "Audit log",
    "rulebook": "Rulebook",
    "new_league": "New league and season",
    "goalies": "Goalie competition",
}


class SeasonReadingScreen(RinkbookScreen):
    """Screen `wanted` while the season is read: its heading, the app's header and footer keys, and a line that
    says the season is being read."""

    def __init__(self, wanted: str) -> None:
        super().__init__()
        self.wanted = wanted
        self.HEADING = HEADINGS[wanted]

    def compose_body(self) -> ComposeResult:
        yield PlainStatic(READING_TEXT, id="season-reading", classes="note body", markup=False)

    def on_mount(self) -> None:
        self.show_current()  # read between the key and this mount

    def show_current(self) -> None:
        # The season is read (the app re-renders the screen in view, or this one is shown again): the screen asked
        # for takes this one's place, once it is the top screen (a dialog over it, such as the help, closes first
        # and this one is shown again). Run by the app: a screen's own handler cannot await its own removal.
        if self.is_mounted and self.rinkbook.loaded and self.app.screen is self:
            self.app.call_later(_give_way, self)


async def _give_way(reading: SeasonReadingScreen) -> None:
    """Put the screen `reading` stands for in its place, unless another screen came over it since."""
    app = reading.app
    if app.screen is not reading:
        return
    screen = screen_class(reading.wanted)()
    await replace_base_screen(app, reading, screen)
    if reading.wanted == "scoresheet":  # as the `g` key opens it: on tonight's next game
        # The sheet's own message, not the app's: an error no one foresaw is said, as the key's would be.
        screen.call_later(screen.open_next_game)  # type: ignore[attr-defined]
