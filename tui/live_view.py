"""The app follows its league file: another window's save shows within a second, in whatever screen is in view.

Twice a second `LiveView.poll` asks the store's `FileWatch` what changed (a few microseconds when
nothing did). After another connection's commit the season is read again; when it differs from
the one on screen the app takes it (`app.load`) and the rinkbook screen in view re-renders, the
one under an open dialog too (the dialog stays open). Each screen's `refresh_data` keeps the
user's place: the cursor on the same row, the sort, a half-typed search or entry line. Screens of
other modes re-render when shown again (`RinkbookScreen.show_current`). A file put in place of the
league's (a restore, an import into a new file) is opened as the old one was and shown.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from league.season.errors import RuleViolation
from store.file.db import DATABASE_FAILURES, StoreError
from store.file.live import Change, FileWatch, season_or_latest
from tui.app_link import AppLink

if TYPE_CHECKING:
    from tui.season_app import SeasonApp

POLL_SECONDS = 0.5  # "within one second" with room for the reload itself
# Why a changed file cannot be read or opened now: the screens keep its last state and say why.
UNREADABLE: tuple[type[Exception], ...] = (StoreError, *DATABASE_FAILURES)
UNREADABLE_SEASON: tuple[type[Exception], ...] = (RuleViolation, *UNREADABLE)  # a season that fails its checks too


class LiveView:
    """The app's watch on its league file and what it does when the file changes under it."""

    app: AppLink[SeasonApp] = AppLink()  # held weakly

    def __init__(self, app: SeasonApp):
        self.app = app
        self.watch = FileWatch(app.store)
        self.pauses = 0
        self.told = ""  # the last problem shown, so a poll twice a second does not repeat it

    def start(self) -> None:
        """Poll from now on (not for a snapshot: nothing changes under it)."""
        if self.watch.needed:
            self.app.set_interval(POLL_SECONDS, self.poll, name="live view")

    @contextmanager
    def paused(self) -> Iterator[None]:
        """No refresh while the block runs: a write (waiting for its turn, then saving) finishes first;
        its own reload follows, and the next poll sees what other windows did meanwhile."""
        self.pauses += 1
        try:
            yield
        finally:
            self.pauses -= 1

    def poll(self) -> None:
        """Follow whatever changed in the file since the last poll (not once the app is shutting down: its
        screens' widgets are being removed)."""
        if self.pauses or not self.app.is_running:
            return
        try:
            change = self.watch.poll()
            if change is Change.GONE:
                self.tell(
                    f"The league file {self.app.store.path} is gone (moved or deleted): the screens show its "
                    "last state."
                )
            elif change is Change.REPLACED:
                self.reopen()
            elif change is Change.COMMITTED:
                self.follow()
        except UNREADABLE_SEASON as error:
            self.tell(f"The league file changed and cannot be read now ({error}): the screens show its last state.")

    def reopen(self) -> None:
        """Open the file now at the league's path (a restore or an import put it there) and show it."""
        old = self.app.store
        try:
            self.app.store = self.watch.reopen()
        except UNREADABLE as error:
            self.tell(
                f"Another file was put at {old.path} and cannot be opened ({error}): the screens show "
                "the file as it was."
            )
            return
        old.close()
        self.app.notify(
            f"{old.path} was replaced (a restore or an import): showing the new file.", title="League file replaced"
        )
        self.follow()

    def follow(self) -> None:
        """Read the season again and re-render the screen in view if anything it shows changed."""
        app = self.app
        season = season_or_latest(app.store, app.season_name)
        self.told = ""
        if season.name != app.season_name:
            app.notify(
                f"Season {app.season_name} is no longer in the file (deleted or replaced in another "
                f"window): showing {season.name}, the latest.",
                title="Season gone",
                severity="warning",
            )
            app.season_name = season.name
        screen = app.rinkbook_screen_in_view()
        if season == app.season:
            if screen is not None and screen.READS_MORE_THAN_SEASON:
                screen.refresh_data()  # the audit log, a rule text: not part of the season
            return
        before = app.season
        app.load(season)
        if screen is not None:
            screen.show_current()
            screen.followed(before, season)

    def tell(self, text: str) -> None:
        """Show a problem once (not at every poll)."""
        if text != self.told:
            self.told = text
            self.app.notify(text, title="League file", severity="warning", timeout=10)
