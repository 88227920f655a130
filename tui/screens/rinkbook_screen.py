"""What every screen of the app shares: header, the banner of a read-only file, heading, footer, and the
one write path.

Screens read the season the app loaded (`self.rinkbook.season`) and save through `write` (refused in
read-only mode, failures in words, the season reloaded); an error no one foresaw in a handler is said
as a refusal and the screen goes on.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar, cast

from textual import events, on
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widget import Widget

from tui.textual_patches.app_internals import (
    AfterPaint,
    HandlerErrors,
    LaidOutKept,
    UndrawnWhileSwitching,
    active_app_or_none,
    lay_out_again,
    style_as_app_is_now,
    style_stamp,
)
from tui.widgets.first_keys_footer import FirstKeysFooter
from tui.widgets.plain_static import PlainStatic
from tui.widgets.title_bar import TitleBar

if TYPE_CHECKING:
    from textual.geometry import Size
    from textual.message import Message

    from league.season.values import Season
    from store.file.db import Store
    from tui.app import RinkbookApp
    from tui.write_path import Say

T = TypeVar("T")

READ_ONLY_TEXT = "READ-ONLY · captains' mode: nothing can be changed; contact details and birth dates are hidden"
SNAPSHOT_TEXT = (
    "SNAPSHOT · this file's folder cannot be written, so the file is shown as it was when opened: "
    "changes saved to it since will not appear (quit and open it again to see them)"
)
SHORT_BELOW = 40  # lines: a terminal shorter than this is "short" (CSS class `-short` on the screen)
NARROW_BELOW = 120  # columns: a terminal narrower than this is "narrow" (CSS class `-narrow`)
CAPTAINS_COPY_TEXT = "CAPTAINS' COPY · birth dates and contacts removed (ages on the cutoff are kept)"


def header_marks(store: Store) -> str:
    """What the header's sub-title adds about the open file: read-only, a snapshot, a captains' copy."""
    marks = (("READ-ONLY", store.read_only), ("SNAPSHOT", store.snapshot), ("CAPTAINS' COPY", store.captains_copy))
    return "".join(f" · {mark}" for mark, applies in marks if applies)


def banner_text(store: Store | None) -> str:
    """The banner under the header: why nothing can be changed, and what the file leaves out or will
    not follow; empty for an ordinary file opened to write, before there is a file (the first run), or
    before it is opened (a kept first frame's file, found ordinary by `store.file.file_format.first_look`)."""
    if store is None:
        return ""
    notes = (
        (READ_ONLY_TEXT, store.read_only),
        (SNAPSHOT_TEXT, store.snapshot),
        (CAPTAINS_COPY_TEXT, store.captains_copy),
    )
    return "\n".join(text for text, applies in notes if applies)


class RinkbookScreen(HandlerErrors, LaidOutKept, UndrawnWhileSwitching, Screen[None]):
    """A screen of the rinkbook app: subclasses set `HEADING` and implement `compose_body`."""

    HEADING = ""
    shown_generation = 0  # the app's load count this screen last rendered
    # True for a screen showing more than the season (the audit log, a rule text): another window's commit
    # that leaves the season as it was still re-renders it (`tui.live_view`).
    READS_MORE_THAN_SEASON = False
    FIRST_SCREEN = False  # True for the screen the app opens on: its footer's keys come in its first frame
    released = False  # True while hidden with its rendered lines let go (`release_rendering`)
    suspended_before = False  # True once another screen (or a dialog) has been shown over this one
    # True for the screen a key brings back most (the dashboard, `d` after each result): hidden, it keeps its last
    # frame and footer keys, so it is shown again without drawing it whole (docs/performance.md: a result to the
    # standings under 50 ms); the other screens let them go (memory).
    KEEPS_FRAME_HIDDEN = False
    hidden_under: tuple[object, ...] | None = None  # the app's style stamp as this screen was hidden
    hidden_at: Size | None = None  # its size as it was hidden, its layout kept (`KEEPS_FRAME_HIDDEN`)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # A mode's screen shown the first time counts itself behind the app's style updates, so Textual
        # parses every style sheet again and restyles every screen's widgets, twice: 40-60 ms of each
        # first visit (docs/performance.md: a screen opens under 150 ms) for a sheet that has not changed. A new
        # screen's widgets are styled from the sheet as it is when they mount, as a pushed screen's are;
        # a theme changed later counts the app's updates up, and a screen shown again is restyled then.
        app = active_app_or_none()
        if app is not None:
            style_as_app_is_now(self, app)

    @property
    def rinkbook(self) -> RinkbookApp:
        """The app, typed: the season, the rulebook, today and the store live there."""
        return cast("RinkbookApp", self.app)

    def compose(self) -> ComposeResult:
        self.shown_generation = self.rinkbook.generation
        yield TitleBar()
        banner = banner_text(self.rinkbook.store_if_open)  # none before a kept first frame's file is open
        if banner:
            yield PlainStatic(banner, id="read-only")
        yield PlainStatic(self.HEADING, classes="heading")
        yield from self.compose_body()
        yield FirstKeysFooter(keys_at_once=self.FIRST_SCREEN)

    @property
    def hides_private(self) -> bool:
        """True when birth dates and contacts stay off screen: captains' mode, or a captains' copy
        (whose stand-in birth dates are no one's)."""
        return self.rinkbook.read_only or self.rinkbook.store.captains_copy

    def compose_body(self) -> ComposeResult:
        """The screen's own widgets, between the heading and the footer."""
        yield from ()

    def holds_key(self, key: events.Key) -> bool:
        """True when `key`, typed while this screen is in view, is kept for later rather than handled now (a screen
        that stands for another while the season is read, `tui.screens.season_reading`); default: never."""
        return False

    def refresh_data(self) -> None:
        """Re-render from `app.season` after the app reloaded it (screens with data override this)."""

    def followed(self, before: Season | None, season: Season) -> None:
        """The screen now shows another window's (or process's) commit, `season`: `before` is the season it showed
        until then. A screen whose message line answers its own last key says what changed under it (`GameScreen`)."""

    def show_current(self) -> None:
        """Re-render when the app has reloaded the season since this screen last did. A screen not yet
        mounted (another window's commit arrived while it was being shown) waits: it renders the season
        it finds when it mounts, and its widgets are not there to fill before then. A screen the app is closing
        (its widgets being removed as the window quits) is no longer drawn at all."""
        if not self.is_mounted or not self.is_attached:
            return
        if self.shown_generation != self.rinkbook.generation:
            self.shown_generation = self.rinkbook.generation
            self.refresh_data()

    @on(events.ScreenResume)
    def _styled_as_mounted(self, event: events.ScreenResume) -> None:
        # Before Textual's own handler (the screen's class comes first): at its first showing a screen's
        # widgets were styled as they mounted, a moment ago, yet Textual restyles the whole screen at each
        # of the two resumes a mode's first visit sends (10-40 ms of three tables, docs/performance.md: a screen opens
        # under 150 ms). A screen shown again is restyled as Textual does.
        # Nor is a screen shown again restyled when nothing of the app it is styled by changed while it was hidden
        # (its own classes and its widgets' restyle themselves as they change, hidden or not).
        if not self.suspended_before or self.hidden_under == style_stamp(self.app):
            event.refresh_styles = False

    def on_screen_resume(self) -> None:
        if self.released:
            # Laid out afresh before the frame: its rendered lines and its footer's keys were let go when it was
            # hidden; the keys are mounted again first, so the frame holds them.
            self.released = False
            self.show_footer_keys()  # done already when the app switched to it (`RinkbookApp.switch_mode`)
            if self.shown_generation == self.rinkbook.generation:  # else drawn afresh from the season just below
                self.take_up_season_view()  # before the layout: what it draws again sizes its scrollbars
            lay_out_again(self, self.app.size)
        self.show_current()

    def catch_up_hidden(self) -> None:
        """Hidden with its frame kept, draw the season the app loaded since, then its widgets' lines once the app is
        idle: the key that shows the screen again (`d` after a save) only composes and paints the frame."""
        if self.is_current or not self.is_mounted or not self.is_attached:
            return
        self.show_current()
        self.call_after_refresh(self._draw_ahead)

    def _draw_ahead(self) -> None:
        # Each widget's lines drawn as the compositor asks for them (`Widget.render_lines`, its part on the screen):
        # Textual keeps them until the widget changes, so the next frame of this screen takes them as they are.
        if self.is_current or not self.is_attached:
            return
        on_screen = self.region
        for widget in self.walk_children(Widget):
            region = widget.region.intersection(on_screen)
            if region and widget.display and widget.visible:
                widget.render_lines(region.translate(-widget.region.offset))

    def keeps_layout_at(self, size: Size) -> bool:
        # Shown again at the size it was hidden at, its layout kept: its widgets changed since ask for their own.
        return self.hidden_at is not None and self.hidden_at == size and not self.released

    def let_go_of_season_view(self) -> None:
        """Let go of what the screen alone holds that grows with the season and is quick to draw again (a report's
        lines), now that it is hidden: a season of 30,000 games kept every screen's at once (docs/performance.md:
        memory). `take_up_season_view` draws it again, as it was, when the screen is shown."""

    def take_up_season_view(self) -> None:
        """Draw again what `let_go_of_season_view` let go of (the screen shown again, the season unchanged)."""

    def show_footer_keys(self) -> None:
        """Mount the footer's keys let go of while the screen was hidden (before its first frame is drawn)."""
        for footer in self.query(FirstKeysFooter):
            footer.show_keys_again()

    async def on_screen_suspend(self) -> None:
        self.suspended_before = True
        self.hidden_under = style_stamp(self.app)
        self.hidden_at = self.size if self.KEEPS_FRAME_HIDDEN else None
        # Hidden by another screen's key (a dialog over it keeps it in the stack, drawn dimmed beneath): what it
        # drew is let go once the screen shown has painted its frame (not before it: `d` after a save).
        if self not in self.app.screen_stack and not self.KEEPS_FRAME_HIDDEN:
            self.after_next_paint(self._let_go_if_hidden)

    def after_next_paint(self, callback: Callable[..., object], *args: object) -> None:
        """Run `callback(*args)` once the app's next frame is painted: after the frame of a screen just switched
        to, not before it as `call_after_refresh` would (its callbacks run as soon as the app is idle). Run as
        this screen's own message, as before: an error no one foresaw is said (`handler_failed`), where raised
        inside Textual's paint it ended the app."""
        if isinstance(self.app, AfterPaint):
            self.app.after_next_paint(partial(self.call_later, callback, *args))
        else:
            self.call_after_refresh(callback, *args)

    async def _let_go_if_hidden(self) -> None:
        """Let go of what the screen drew and of its footer's keys, unless it is shown again (or closing) by now."""
        if self.released or self in self.app.screen_stack or not self.is_attached:
            return
        from tui.textual_patches.rendering import release_rendering  # not for the first frame (docs/performance.md)

        release_rendering(self)
        self.released = True
        self.let_go_of_season_view()
        for footer in self.query(FirstKeysFooter):
            await footer.let_go_of_keys()

    def on_resize(self) -> None:
        # A short or narrow terminal (80x24, 100x30) drops or narrows what a screen can spare (`.-short` and
        # `.-narrow` rules in app.tcss): the rows and figures that matter keep the room.
        self.set_class(self.size.height < SHORT_BELOW, "-short")
        self.set_class(self.size.width < NARROW_BELOW, "-narrow")  # side panels give way to the main table

    def write(
        self,
        what: str,
        save: Callable[[], T],
        done: Callable[[T], None] | None = None,
        say: Say | None = None,
        reload: bool = True,
        failed: Callable[[], None] | None = None,
        labels: Mapping[str, str] | None = None,
    ) -> None:
        """Save through the app's one write path (`tui.write_path.run_write`): `what` names the action
        ("recording a fee payment"), `save()` is one store call; refused in read-only mode, every failure
        said in words, a wait behind another window's write shown; on success the app reloads and
        `done(result)` runs. `say(text, error)` puts the report on the screen's message line instead of
        a toast; `failed()` runs when nothing was saved; `labels` names a refused field as the form labels it
        (a field name -> its label)."""
        from tui.write_path import run_write  # it imports the store's failures (after the first frame)

        run_write(self.app, what, save, done, say, reload, failed, labels)

    def handler_failed(self, message: Message, error: Exception) -> None:
        # Every handler of the screen (keys' actions run in the app's `run_action`) and every dialog's
        # callback is dispatched through `HandlerErrors`: an error no one foresaw is said as a refusal and the
        # screen goes on. Textual would end the app, its message loop for this screen stopped for good.
        if error is getattr(self.app, "file_refused", None):
            return  # the league file cannot be used: said as the app ends
        from tui.write_path import report_unexpected

        report_unexpected(self.app, getattr(message, "handler_name", "an action"), error)
