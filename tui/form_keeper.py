"""A refused form opens again as it was: what was typed, the refusal said in it, the refused field focused.

A dialog hands its values to the screen when it closes (Textual's dismiss), and the screen writes them
through `tui.write_path`; a refusal came after the dialog was gone, and what was typed with it. So every
dialog pushed with a callback is kept (installed: Textual does not remove an installed screen it pops)
while its callback runs: when the callback's write is refused, the same dialog (its widgets, what was typed)
is pushed again with the same callback; when it is saved, cancelled, or the callback writes nothing, the
dialog is let go. A write that starts after a question the callback asks (`asked_first`) re-opens it too;
any other later write re-opens nothing.

An edit form opened with `edit` names the version it was opened on (`shown`). When another window changed
that version meanwhile, the write is refused (a stale write): the form opens again as typed, saying what the
other window stored, and its next Enter saves the fields changed in it over the version now shown (read after
the reload), on purpose; Esc cancels. Every edit form takes this one way; one that can (`rebased(season)`)
shows the fields not typed in as they are now, and merges over what it shows. A form whose Enter adds beside the
other window's change (a payment, a new game) says so (`over_it`); one whose Enter would be refused on the
version now shown says why instead (`refused_now`); one on a game deleted meanwhile is let go.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar, cast, runtime_checkable

from textual.app import App
from textual.screen import ModalScreen, Screen
from textual.widgets import Input

from league.season.values import Game, Season
from tui.app_link import AppLink
from tui.modals.form_refusal import show_refusal

V = TypeVar("V")
R = TypeVar("R")

# Said after a stale refusal in the form kept open: what Enter does now.
OVER_IT = "Enter saves what you changed over it; Esc cancels."


@runtime_checkable
class SaysWhatEnterDoes(Protocol):
    """A kept form whose Enter does other than save over the other window's change (a new game's: added beside
    it) says what instead."""

    @property
    def over_it(self) -> str:
        """What Enter does in the form kept open, and that Esc cancels."""
        ...


@runtime_checkable
class RefusedNow(Protocol):
    """A kept form whose Enter may be refused on the version now shown (the same drop requested there)."""

    def refused_now(self) -> str | None:
        """Why Enter would be refused now, said instead of offering it; None: Enter is offered."""
        ...


@runtime_checkable
class Rebased(Protocol):
    """A kept form that shows the version now shown in the fields not typed in, and merges over what it shows."""

    def rebased(self, season: Season) -> None:
        """Show `season`'s values where nothing was typed."""
        ...


def cancelled(value: object) -> bool:
    """Whether a dialog closed without a value to save (Esc, a no, an empty answer)."""
    return value is None or value is False or value == ""


@dataclass(frozen=True, slots=True)
class Form:
    """A dialog that closed with a value, and the callback it gave the value to."""

    screen: Screen[Any]
    callback: Any  # Textual's result callback, as the dialog was pushed with it


class FormKeeper:
    """The app's dialogs with callbacks, kept while the write their values lead to may be refused."""

    app: AppLink[App[Any]] = AppLink()  # held weakly

    def __init__(self, app: App[Any]):
        self.app = app
        self.closed: Form | None = None  # the dialog whose callback is running
        # The edit forms' ways to base their next write on the version shown now, by the form's screen.
        self.rebases: dict[int, Callable[[], bool]] = {}

    def edit(
        self,
        screen: Screen[R | None],
        shown: V,
        save: Callable[[R, V], object],
        shows: Callable[[V], None] | None = None,
    ) -> None:
        """Push the edit form `screen` opened on the version `shown` (the season, or a game of it); the value it
        saves with goes to `save(value, based_on)`, `based_on` being `shown`, or after a stale refusal the same
        thing as the reloaded screen shows it, which `shows(based_on)` then says in the form (its question)."""
        based = [shown]

        def rebase() -> bool:
            now = self.now(based[0])
            if now is not None:
                based[0] = now
                if shows is not None:
                    self.app.call_after_refresh(shows, now)
            return now is not None

        def closed(value: R | None) -> None:
            if not cancelled(value):
                save(cast("R", value), based[0])

        self.rebases[id(screen)] = rebase
        self.app.push_screen(screen, closed)

    def now(self, shown: V) -> V | None:
        """`shown` (the season, or a game) as the app shows it now; None for a game gone from it."""
        season: Season | None = getattr(self.app, "season", None)
        if season is None:
            return shown
        if isinstance(shown, Game):
            return cast("V | None", season.game(shown.id))
        return cast("V", season) if isinstance(shown, Season) else shown

    def reopen_stale(self, form: Form, text: str) -> bool:
        """After another window's change refused `form`'s write (the screen reloaded): show the form again as
        typed, `text` (the refusal and what is stored now) on its error line, its next save based on the
        version now shown. False when `form` was not opened with `edit`, or its game is gone (another window
        deleted it): it cannot be saved over on purpose, and Enter would only be refused again."""
        rebase = self.rebases.get(id(form.screen))
        if rebase is None or not rebase():
            return False
        # A form whose Enter does otherwise says so (a new game's: added beside the other window's, not over it);
        # one that would be refused on the version now shown (the same drop requested there) says why instead.
        screen = form.screen
        over = screen.over_it if isinstance(screen, SaysWhatEnterDoes) else OVER_IT
        refused = screen.refused_now() if isinstance(screen, RefusedNow) else None
        self.reopen(form, f"{text.rstrip('.')}. {refused or over}", None)
        # A form that can show the version now shown in the fields not typed in does (PlayerModal.rebased).
        if isinstance(screen, Rebased) and (season := getattr(self.app, "season", None)) is not None:
            self.app.call_after_refresh(screen.rebased, season)
        return True

    def pushed(self, screen: object, callback: Any) -> Any:
        """The callback to push `screen` with: a dialog's is wrapped so that its write can re-open it."""
        if not isinstance(screen, ModalScreen) or callback is None:
            return callback
        if not self.app.is_screen_installed(screen):
            self.app.install_screen(screen, f"form-{id(screen)}")
        form = Form(screen, callback)

        def closed(result: object) -> object:
            # A form with fields that closed with a value: the write its callback starts may re-open it.
            kept = not cancelled(result) and bool(screen.query(Input))
            self.closed = form if kept else None
            try:
                return callback(result)
            finally:
                if self.closed is form:  # its callback wrote nothing (or not yet): nothing to re-open
                    self.closed = None
                    self.done(form)
                elif not kept:
                    self.done(form)

        return closed

    def asked_first(self, then: Callable[[], None], declined: str) -> Callable[[bool | None], None]:
        """The callback of a question a dialog's callback asks before its write (a team twice that night): the
        dialog is kept while it is asked, so that a write refused after the y opens it again as typed (else a
        question between the form and its write lost what was typed); a no opens it again as typed too, saying
        `declined` (starting with the field to change) on its error line."""
        form = self.take()

        def answered(yes: bool | None) -> None:
            if form is None:
                if yes:
                    then()
                return
            if not yes:
                self.reopen(form, declined, None)
                return
            self.closed = form  # taken by the write `then` starts
            try:
                then()
            finally:
                if self.closed is form:  # `then` wrote nothing: nothing to re-open
                    self.closed = None
                    self.done(form)

        return answered

    def take(self) -> Form | None:
        """The dialog whose callback is writing now (once: a later write has none)."""
        form, self.closed = self.closed, None
        return form

    def reopen(self, form: Form, text: str, label: str | None) -> None:
        """Show `form` again with what was typed, `text` on its error line, the field `label` focused."""
        self.app.push_screen(form.screen, form.callback)
        self.app.call_after_refresh(show_refusal, form.screen, text, label)

    def done(self, form: Form) -> None:
        """The write `form` led to is over (saved, or failed for another reason): the dialog goes."""
        screen = form.screen
        if screen not in self.app.screen_stack:
            self.rebases.pop(id(screen), None)
        if self.app.is_screen_installed(screen) and screen not in self.app.screen_stack:
            self.app.uninstall_screen(screen)
            screen.remove()
