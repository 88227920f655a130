"""What every screen of the app shares: header, read-only banner, heading, footer.

Screens read the season the app loaded (`app.season`) and never write unless
`app.read_only` is False; screens that later work fills start as a `PlannedScreen` that says
what they will hold and shows whatever real data is cheap already.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, cast

from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Header, Static

from tui.widgets.plain_static import PlainStatic

if TYPE_CHECKING:
    from tui.app import RinkbookApp

READ_ONLY_TEXT = (
    "READ-ONLY · captains' mode: nothing can be changed; contact details and birth dates are hidden"
)


class LeagueScreen(Screen):
    """A screen of the league app: subclasses set `HEADING` and implement `compose_body`."""

    HEADING = ""
    shown_generation = 0  # the app's load count this screen last rendered
    # True for a screen showing more than the season (the audit log, a rule text): another window's commit
    # that leaves the season as it was still re-renders it (`tui.live_view`).
    READS_MORE_THAN_SEASON = False

    @property
    def league(self) -> RinkbookApp:
        """The app, typed: the season, the rulebook, today and the store live there."""
        return cast("RinkbookApp", self.app)

    def compose(self) -> ComposeResult:
        self.shown_generation = self.league.generation
        yield Header()
        if self.league.read_only:
            yield PlainStatic(READ_ONLY_TEXT, id="read-only")
        yield PlainStatic(self.HEADING, classes="heading")
        yield from self.compose_body()
        yield Footer()

    def compose_body(self) -> ComposeResult:
        """The screen's own widgets, between the heading and the footer."""
        yield from ()

    def refresh_data(self) -> None:
        """Re-render from `app.season` after the app reloaded it (screens with data override this)."""

    def show_current(self) -> None:
        """Re-render when the app has reloaded the season since this screen last did."""
        if self.shown_generation != self.league.generation:
            self.shown_generation = self.league.generation
            self.refresh_data()

    def on_screen_resume(self) -> None:
        self.show_current()


class PlannedScreen(LeagueScreen):
    """A screen later work fills: says what it will hold, never shows made-up data."""

    PURPOSE = ""

    def compose_body(self) -> ComposeResult:
        with VerticalScroll(classes="body"):
            yield PlainStatic(f"Coming next: {self.PURPOSE}", classes="planned")
            with Vertical(classes="panel", id="facts") as panel:
                panel.border_title = "In the file now"
                yield PlainStatic(self._facts_text(), id="facts-text")

    def facts(self) -> Iterable[str]:
        """Lines of real data from the season that are cheap to show before the screen is built."""
        return ()

    def _facts_text(self) -> str:
        lines = list(self.facts())
        return "\n".join(lines) if lines else "Nothing recorded yet."

    def refresh_data(self) -> None:
        self.query_one("#facts-text", Static).update(self._facts_text())
