"""One write path for every screen: refuse in read-only mode, run one store call, report in words.

`run_write` is what `RinkbookScreen.write` (and the app's own writes) call. A rule's refusal, another
window's newer change (`StaleWrite`: the season is reloaded at once, and an edit form stays open as typed, to
be saved over that change on purpose: `tui.form_keeper`), a full or
read-only disk and any unexpected error are all said on screen with "nothing was saved"; none of them
ends the app. A write that finds another connection writing (an import in another terminal) waits
visibly: a note says so within a second, the store call is tried again on a timer (the screen stays
responsive and keeps what was typed) until that write ends, and Esc gives up, saving nothing.
"""

from __future__ import annotations

import os
import traceback
from collections.abc import Callable, Mapping
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from league.season.errors import RuleViolation
from store.file.db import StoreError
from store.file.failures import DATABASE_FAILURES, NOTHING_SAVED, StaleWrite, StoreBusy, describe_failure
from store.file.permits import RoleRefused
from tui.collector import collector_paused_for_answer
from tui.text.refusal_text import field_label, problem_words, refusal_line

if TYPE_CHECKING:
    from textual.app import App
    from textual.notifications import SeverityLevel
    from textual.timer import Timer

    from tui.form_keeper import Form, FormKeeper
    from tui.modals.waiting_modal import WaitingModal

T = TypeVar("T")
Say = Callable[[str, bool], None]

# The app's store gives up on a lock after this long (SQLite's busy timeout): the screen then says it is
# waiting and tries again, instead of freezing for the 10 s a command line waits.
APP_BUSY_TIMEOUT_SECONDS = 0.25
# Between two tries while waiting: the screen handles keys (Esc) in between.
RETRY_SECONDS = 0.1
WAITING_TEXT = "Waiting for another window's write to finish… Esc cancels (nothing is saved then)."
FAILURES: tuple[type[Exception], ...] = (StoreError, OSError, ValueError, OverflowError, *DATABASE_FAILURES)


def capitalized(what: str) -> str:
    """`what` with its first letter upper case ("recording a payment" → "Recording a payment")."""
    return what[:1].upper() + what[1:]


def unexpected_text(what: str, error: BaseException) -> str:
    """An error no one foresaw, in words: what failed, the error, and that nothing was saved."""
    return f"{what} failed unexpectedly ({type(error).__name__}: {error}): {NOTHING_SAVED}"


def log_unexpected(app: App[Any], what: str, error: BaseException) -> None:
    """Keep the traceback of an unexpected error where a maintainer finds it: Textual's log, and the
    app's error log file (`error_log`, beside the league files) when it has one and may write."""
    text = "".join(traceback.format_exception(error))
    app.log.error(f"{what} failed unexpectedly\n{text}")
    path: Path | None = getattr(app, "error_log", None)
    if path is None or getattr(app, "read_only", False):
        return  # a read-only window (a captain's, a browser session's, a past season's) writes no file
    try:
        # A traceback may quote names and contacts: the owner's only, like the league file (0600).
        handle = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND | getattr(os, "O_NOFOLLOW", 0), 0o600)
        with os.fdopen(handle, "a", encoding="utf-8") as log:
            log.write(f"--- {datetime.now().isoformat(timespec='seconds')} {what}\n{text}")
    except OSError:
        pass  # a full or read-only disk: the screen has said what failed; the log is a nicety


def report_unexpected(app: App[Any], what: str, error: BaseException, say: Say | None = None) -> None:
    """Show an unexpected error as a refusal (the app goes on) and log its traceback."""
    log_unexpected(app, what, error)
    if say is not None:
        say(f"Refused: {unexpected_text(what, error)}.", True)
    else:
        app.notify(unexpected_text(what, error), title=f"{capitalized(what)} refused", severity="error", timeout=15)


class PendingWrite(Generic[T]):
    """One write on its way: tried now, and again on a timer while another connection holds the lock."""

    def __init__(
        self,
        app: App[Any],
        what: str,
        save: Callable[[], T],
        done: Callable[[T], None] | None,
        say: Say | None,
        reload: bool,
        failed: Callable[[], None] | None,
        labels: Mapping[str, str] | None = None,
    ):
        self.app, self.what, self.save, self.done = app, what, save, done
        self.labels = labels
        self.form: Form | None = None  # the dialog the values came from: re-opened when refused
        self.say, self.reload, self.failed = say, reload, failed
        self.note: WaitingModal | None = None
        self.timer: Timer | None = None
        self.cancelled = False

    def attempt(self) -> None:
        """Run the store call; on a busy file start (or go on) waiting, else report and finish."""
        self.timer = None
        if self.cancelled:
            return
        try:
            if self.note is not None and not self._lock_free():
                self._wait()
                return
            collector_paused_for_answer(self.app)  # the answer painted before the collector walks what the write made
            result = self.save()
        except StaleWrite as error:
            self._stale(error)
        except RuleViolation as error:
            self._refused(error)
        except StoreBusy:
            self._wait()
        except FAILURES as error:
            self._failed(describe_failure(error))
        except Exception as error:  # noqa: BLE001 - any failure is said, never ends the app
            self._close_note()
            report_unexpected(self.app, self.what, error, self.say)
            self._give_up()
        else:
            self._close_note()
            self._form_done()
            if self.reload:
                self._reload()
            if self.done is not None:
                self.done(result)

    def _stale(self, error: StaleWrite) -> None:
        """Another window changed what the form was opened on: the screen shows the file as it is now, and an
        edit form opens again as typed, saying so (its next save goes over that version, on purpose). A form
        that cannot be based on the new version is let go (a form opened afresh works)."""
        self._reload()
        form, self.form = self.form, None
        forms = keeper(self.app)
        line = refusal_line(error.first, self.labels)
        if form is not None and forms is not None and not forms.reopen_stale(form, line):
            forms.done(form)
        self._refused(error)

    def _reload(self) -> None:
        reload = getattr(self.app, "reload", None)  # the first run's app has no league to reload
        if reload is not None:
            reload()

    def _lock_free(self) -> bool:
        """While waiting: True when a write could start now. An empty IMMEDIATE transaction costs
        microseconds; the store call itself may back the file up first, which a retry would repeat."""
        store = getattr(self.app, "store", None)
        if store is None:  # the first run: the file is being made, no one else has it
            return True
        step, store.busy_timeout = store.busy_timeout, 0  # asked, not waited for: the screen stays free
        try:
            with store.writing():
                pass
        except StoreBusy:
            return False
        except RoleRefused:
            return True  # free, but not this person's to write: the store call itself says why
        finally:
            store.busy_timeout = step
        return True

    def _wait(self) -> None:
        if self.note is None:
            from tui.modals.waiting_modal import WaitingModal  # a wait is rare

            self.note = WaitingModal(WAITING_TEXT)
            self.app.push_screen(self.note, self._note_closed)
        self.timer = self.app.set_timer(RETRY_SECONDS, self.attempt)

    def _note_closed(self, cancelled: bool | None) -> None:
        if not cancelled:
            return
        self.cancelled = True
        if self.timer is not None:
            self.timer.stop()
        self.note = None
        self._tell(
            f"{capitalized(self.what)} cancelled while waiting for another window's write: {NOTHING_SAVED}.",
            title="Cancelled",
            severity="warning",
        )
        self._give_up()

    def _close_note(self) -> None:
        if self.note is not None:
            note, self.note = self.note, None
            if note.is_current:
                note.dismiss(False)

    def _form_done(self) -> None:
        if self.form is not None:
            keeper(self.app).done(self.form)  # type: ignore[union-attr]

    def _refused(self, error: RuleViolation) -> None:
        self._close_note()
        if self.form is not None:  # the dialog opens again as it was, the refused field focused
            form, self.form = self.form, None
            line, label = refusal_line(error.first, self.labels), field_label(error.first, self.labels)
            keeper(self.app).reopen(form, line, label)  # type: ignore[union-attr]
        if self.say is not None:
            self.say(refusal_line(error.first, self.labels), True)
        else:
            self.app.notify(
                problem_words(error.first, self.labels),
                title=f"{capitalized(self.what)} refused",
                severity="error",
                timeout=10,
            )
        self._give_up()

    def _failed(self, text: str) -> None:
        self._close_note()
        self._tell(
            f"{capitalized(self.what)} failed: {text}.", title=f"{capitalized(self.what)} failed", severity="error"
        )
        self._give_up()

    def _tell(self, text: str, title: str, severity: SeverityLevel) -> None:
        if self.say is not None:
            self.say(text, True)
        else:
            self.app.notify(text, title=title, severity=severity, timeout=10)

    def _give_up(self) -> None:
        self._form_done()
        if self.failed is not None:
            self.failed()


def keeper(app: App[Any]) -> FormKeeper | None:
    """The app's keeper of dialogs (`tui.form_keeper`), when it has one (the first run's app has none)."""
    return getattr(app, "forms", None)


def run_write(
    app: App[Any],
    what: str,
    save: Callable[[], T],
    done: Callable[[T], None] | None = None,
    say: Say | None = None,
    reload: bool = True,
    failed: Callable[[], None] | None = None,
    labels: Mapping[str, str] | None = None,
) -> None:
    """Write through the one path: refused in read-only mode, else `save()` (one store call, one
    transaction) is run and reported; on success the app reloads (unless `reload` is False) and
    `done(result)` runs. `say(text, error)` reports on a message line instead of toasts; `failed()` runs
    when nothing was saved. `what` names the action ("recording a fee payment"). A refusal names its
    field by the form's label from `labels` (a field name as in the season file -> the label), else
    by none: never by a path like `drops[3].approved`."""
    form = forms.take() if (forms := keeper(app)) is not None else None  # the dialog this write's values came from
    if getattr(app, "read_only", False):
        if say is not None:
            say(f"Refused: read-only (captains' mode): {what} is not possible. Nothing was saved.", True)
        else:
            app.notify(f"Read-only: {what} is not possible in the captains' mode.", severity="warning")
        if form is not None and forms is not None:
            forms.done(form)
        if failed is not None:
            failed()
        return
    pending = PendingWrite(app, what, save, done, say, reload, failed, labels)
    pending.form = form
    pending.attempt()
