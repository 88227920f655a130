"""What the app does once its first frame is painted (`AfterFirstFrame`, under `tui.app.RinkbookApp`): the season
read off the event loop when that frame was kept or drawn from stored values, then, while the app is idle, a save's
first use made and the screens' figures prepared. Keys are answered meanwhile."""

from __future__ import annotations

from functools import partial
from time import monotonic
from typing import Any

from textual import on
from textual.message import Message

from store.file.errors import StoreError
from tui.collector import resume_after_answer, start_collecting
from tui.dataclass_code import keep_and_uninstall
from tui.season_commands import SeasonCommands
from tui.switch_interval import SHORT_SWITCH
from tui.textual_patches.style_cache import keep_parse_cache

# After the frame the season's read draws: the scorer is still finding the game (`warm_save_path_later`).
WARM_AFTER = 0.1
PREPARE_AFTER = 0.5  # the screens' figures, this long after the season's frame and a key (`tui.screen_preparing`)


class SeasonRead(Message):
    """The season's background read ended (posted from its thread)."""


class AfterFirstFrame(SeasonCommands):
    """The app's start from its first frame on: the season's background read, the save path warmed, the screens
    prepared."""

    # The save path's first use made after the season's read (`warm_save_path_later`): None before it starts.
    save_path_warm: bool | None = None

    # True from the mount (`await_first_frame`) until the first frame is written: the short switch interval held.
    _holding_switch = False

    def await_first_frame(self) -> None:
        """At mount: the first frame's bytes written as soon as painted, and what follows it begun once it is."""
        SHORT_SWITCH.hold()
        self._holding_switch = True
        self.call_after_refresh(self._after_first_frame)

    def _after_first_frame(self) -> None:
        """Once the first frame is painted: if that frame was kept or drawn from stored values, read the season
        off the event loop (keys are answered meanwhile) and draw the screen from it when it is read
        (`on_season_read`); else resume the collector paused by the command line for the start."""
        self._restore_switch_interval()  # the first frame and those just after it are written
        keep_parse_cache(self.stylesheet, self.kept_styles)  # what this frame needed, for the next start
        if self.loaded:
            start_collecting()
            keep_and_uninstall()  # the dataclasses' code this start compiled, for the next one
            self.warm_save_path_later()
            self.prepare_screens_later()
            return
        try:
            self.start_season_read()
        except StoreError:
            start_collecting()  # the file could not be opened: said, and the app ends

    def _restore_switch_interval(self) -> None:
        """The short switch interval let go of (once): Python's own once no other app's first frame holds it."""
        if self._holding_switch:
            self._holding_switch = False
            SHORT_SWITCH.release()

    def on_unmount(self) -> None:
        self._restore_switch_interval()  # an app that ends before its first frame
        resume_after_answer()  # an app that ends before a write's answer is painted
        if self.preparing:
            self.preparing.stop()  # it holds the app, which holds it: the ended app is freed by reference counts

    def start_season_read(self) -> None:
        """Start the season's read off the event loop, once: after the first frame, or at a key that asks for a
        screen before then (`tui.screens.season_reading`)."""
        if not self.loaded and not self.season_read_started:
            self.name_stored_rulebook()  # what a screen's key and the help ask first, read while nothing competes
            self.load_in_background(lambda: self.post_message(SeasonRead()))

    @on(SeasonRead)
    def on_season_read(self) -> None:
        """The background read ended: take the season (unless a screen waited for it) and draw the screen in
        view from it; the collector resumes, the season read counted in what the start made
        (`start_collecting`)."""
        try:
            self.take_loaded()
            # The first frame's dashboard drawn again from the season, under a dialog too (the member asked at a
            # first start); a screen a key opened meanwhile drew from the season as it mounted. Also when a key
            # took the season first, waiting for the read on the event loop: the screen in view (a screen being
            # read, the first frame's dashboard) is drawn from it now, or stays as it was.
            screen = self.rinkbook_screen_in_view()
            if self.loaded and screen is not None and screen.is_mounted:
                screen.show_current()  # nothing to do for a screen drawn from this season already
            self.warm_save_path_later()
            self.prepare_screens_later()
        except StoreError:
            return  # a damaged file: said, and the app ends
        finally:
            start_collecting()
            keep_and_uninstall()  # the dataclasses' code this start and the season's read compiled, for the next one

    def warm_save_path_later(self) -> None:
        """Once the season is read and its frame painted, what a save uses first, one step a turn
        (`tui.save_warmup`): the night's first result as quick as a later one. Once an app."""
        if self.save_path_warm is None and self.loaded and not self.read_only:
            self.save_path_warm = False
            self.after_next_paint(partial(self.set_timer, WARM_AFTER, self._warm_save_path))

    preparing: Any = None  # the screens' preparation (`prepare_screens_later`): None, then False until it starts
    key_typed_at = 0.0  # `time.monotonic()` at the last key or screen shown, then at its frame

    def prepare_screens_later(self) -> None:
        """Once an app, the season read: from `PREPARE_AFTER` after the next frame, the screens' season-wide figures
        and modules, a step at a time while the app is idle (`tui.screen_preparing`)."""
        if self.preparing is None and self.loaded:
            self.preparing = False
            self.after_next_paint(partial(self.set_timer, PREPARE_AFTER, self._prepare_screens))

    def hold_preparation(self) -> None:
        """A key, or a screen shown: the screens' preparation waits until a second after its next frame."""
        self.key_typed_at = monotonic()
        self.after_next_paint(lambda: setattr(self, "key_typed_at", monotonic()))

    def _prepare_screens(self) -> None:
        if (wait := PREPARE_AFTER - (monotonic() - self.key_typed_at)) > 0:  # its modules imported once keys stop too
            self.set_timer(wait, self._prepare_screens)
            return
        from tui.screen_preparing import prepare  # the rules' stats and ledger modules

        prepare(self)

    def _warm_save_path(self) -> None:
        from tui.save_warmup import warm_save_path

        warm_save_path(self, partial(setattr, self, "save_path_warm", True))
