"""A screen asked for while the season is still being read: said so, then the screen itself in its place.

After a first frame kept or drawn from the file's stored values, the season is read off the event loop
(`tui.season_loader`): seconds at 30,000 games. A key that shows another screen meanwhile (the schedule, the
scoresheet) used to wait for that read on the event loop, every other key with it. It now gets this screen at
once: the screen's heading and a line saying the season is being read, never a blank screen or one drawn from
half a season. Once the season is read, the screen asked for takes its place (`RinkbookApp.on_season_read`
re-renders the screen in view), or, if it is not in view then, the moment it is shown again.

Keys typed on it meanwhile are the screen's: `T` on the shift report, arrows and Enter on the schedule, an entry on
the scoresheet. They wait (`holds_key`), counted on screen, and are handed to the screen, in order, as it takes this
one's place. The app's own keys (another screen, the help) run at once while no key waits, after those that wait
once one does (in the order typed); quitting never waits. Keys that wait for a screen left meanwhile (a click on a
footer's key) are said not used, never dropped unsaid.
"""

from __future__ import annotations

import asyncio

from textual import events, on
from textual.app import ComposeResult

from tui.screens import screen_class
from tui.screens.rinkbook_screen import RinkbookScreen
from tui.textual_patches.app_internals import binding_chain, replace_base_screen
from tui.widgets.plain_static import PlainStatic

READING_TEXT = "Reading the season… this screen fills in as soon as it is read."

# The screens whose first focus is a text field: every printable key typed is a letter of an entry (`goal h 4`
# on the scoresheet), never the app's key it would be on the screen being read (`g`, then `o` the playoffs).
TYPED_INTO = frozenset({"scoresheet", "new_league"})
# The app's keys a screen binds itself (the stats' `G`, its goalies' table): the screen's, so they wait for it.
KEYS_OVER_THE_APP = {"stats": frozenset({"G"})}
# The app's actions that never wait: quitting (a key that waits would quit only once the season is read).
NEVER_WAIT = frozenset({"quit", "app.quit", "help_quit", "app.help_quit"})


def held_keys_text(count: int) -> str:
    """What the screen being read says of the `count` keys typed on it that wait for it."""
    if count == 1:
        return "1 key typed meanwhile waits for it, and is used once it is read."
    return f"{count} keys typed meanwhile wait for it, and are used once it is read."


def keys_not_used_text(count: int, heading: str) -> str:
    """What the app says of `count` keys that waited for screen `heading`, left before it was read."""
    keys = "key" if count == 1 else "keys"
    return f"{heading} left before the season was read: {count} {keys} typed on it not used."


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
        self.held_keys: list[tuple[str, str | None]] = []  # typed on it, each key's name and character, in order

    def compose_body(self) -> ComposeResult:
        yield PlainStatic(READING_TEXT, id="season-reading", classes="note body", markup=False)

    def holds_key(self, key: events.Key) -> bool:
        # Kept for the screen it stands for, unless the app runs it now (`_runs_now`): said on screen, then handed
        # to the screen as it takes this one's place (`_give_way`).
        if self._runs_now(key):
            return False
        self.held_keys.append((key.key, key.character))
        note = f"{READING_TEXT}\n{held_keys_text(len(self.held_keys))}"
        self.query_one("#season-reading", PlainStatic).update(note)
        return True

    def _runs_now(self, key: events.Key) -> bool:
        """True for a key the app runs now, as on any screen: one of its own (a screen, the help) the screen asked
        for leaves to it, while no key waits (after one, it waits its turn); quitting, and the keys Textual takes
        before any screen (the palette), always."""
        if (key.is_printable and self.wanted in TYPED_INTO) or key.key in KEYS_OVER_THE_APP.get(self.wanted, ()):
            return False
        for namespace, bindings in binding_chain(self):
            found = bindings.key_to_bindings.get(key.key)
            if found:
                binding = found[0]
                if namespace is not self.app:
                    return False  # the screen's own (Tab): what it moves is the screen's asked for
                return binding.priority or binding.action in NEVER_WAIT or not self.held_keys
        return False

    @on(events.ScreenSuspend)
    def _keys_not_used(self) -> None:
        # Another screen shown in this one's place (a footer's key clicked, the palette): the keys that waited for
        # it cannot wait for its next showing, typed long before. A dialog over it keeps them.
        if self.held_keys and self not in self.app.screen_stack:
            self.app.notify(keys_not_used_text(len(self.held_keys), self.HEADING), severity="warning")
            self.held_keys.clear()
            self.query_one("#season-reading", PlainStatic).update(READING_TEXT)

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
    app = reading.rinkbook
    if app.screen is not reading:
        return
    # Taken before it is put away: suspended then, with keys still held it would say them not used.
    typed, reading.held_keys = reading.held_keys, []
    screen = screen_class(reading.wanted)()
    await replace_base_screen(app, reading, screen)
    if reading.wanted == "scoresheet":  # as the `g` key opens it: on tonight's next game
        # The sheet's own message, not the app's: an error no one foresaw is said, as the key's would be.
        screen.call_later(screen.open_next_game)  # type: ignore[attr-defined]
    if typed:
        # The keys typed on it, handed to the screen as if typed now, before any typed since: once it has done
        # what it does as it shows (the sheet opened on its game, the focus given), and before the app reads on.
        shown = asyncio.Event()
        if screen.call_later(shown.set):
            await shown.wait()
        app.hand_back_first([events.Key(key, character) for key, character in typed])
