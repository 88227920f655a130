"""The sign-in screen: the first screen when the league needs sign-in (a server, `--sign-in`, a session
served beyond this machine). It shows nothing of the league: a name, a password, and one refusal for
either wrong (it never says which); after a few refused tries it waits a while before taking another."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Input, Label, Static

from league.rules.roles import Person
from tui.widgets.plain_static import PlainStatic

REFUSED = "Sign-in refused: that name and password do not match anyone who signs in."
TRIES_BEFORE_PAUSE = 3
PAUSE_SECONDS = 30.0

Check = Callable[[str, str], Person | None]
Claim = Callable[[str], str | None]


class SignInScreen(Screen[None]):
    """Asks a name and a password; a person `check` knows is handed to `signed_in`."""

    # Tab and Enter move between the fields before the next key is read (priority bindings run as the key
    # arrives; the Input's own Enter reaches the screen only after the keys typed behind it went to the name):
    # a name, Tab or Enter and a password typed in one burst never leave the password shown in the name field.
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "app.quit", "Quit"),
        Binding("tab", "app.focus_next", show=False, priority=True),
        Binding("shift+tab", "app.focus_previous", show=False, priority=True),
        Binding("enter", "enter", show=False, priority=True),
    ]

    def __init__(
        self, check: Check, signed_in: Callable[[Person], None], name: str = "", claim: Claim | None = None
    ) -> None:
        super().__init__()
        self.check, self.signed_in, self.given_name = check, signed_in, name
        self.claim = claim  # a served session's place for the person (`tui.session_slots`), or why not
        self.refused = 0  # tries refused since the last pause
        self.paused_until = 0.0

    def compose(self) -> ComposeResult:
        with Vertical(id="sign-in-box", classes="dialog") as box:
            box.border_title = "Sign in to rinkbook"
            with Horizontal(classes="field"):
                yield Label("Name", classes="field-label")
                yield Input(self.given_name, placeholder="your name", id="sign-in-name")
            with Horizontal(classes="field"):
                yield Label("Password", classes="field-label")
                yield Input(password=True, placeholder="your password", id="sign-in-password")
            yield PlainStatic("", id="sign-in-error", classes="error", markup=False)
            yield PlainStatic("Enter signs in · Ctrl+Q quits", classes="note", markup=False)

    def on_mount(self) -> None:
        self.set_focus(self.query_one("#sign-in-password" if self.given_name else "#sign-in-name", Input))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enter is the screen's only on the name: on the password it is the field's own, which submits once the
        keys typed before it have reached the field."""
        if action == "enter":
            return self.focused is not self.query_one("#sign-in-password", Input)
        return True

    def action_enter(self) -> None:
        """Enter on the name goes to the password."""
        self.set_focus(self.query_one("#sign-in-password", Input))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter on the password: sign in."""
        event.stop()
        name = self.query_one("#sign-in-name", Input)
        password = self.query_one("#sign-in-password", Input)
        wait = self.paused_until - time.monotonic()
        if wait > 0:
            self._say(f"Too many refused tries: wait {int(wait) + 1} s before the next one.")
            return
        person = self.check(name.value.strip(), password.value)
        password.value = ""
        full = None if person is None or self.claim is None else self.claim(person.name)
        if full is not None:
            self._say(f"Sign-in refused: {full}.")
            return
        if person is not None:
            self.signed_in(person)
            return
        self.refused += 1
        if self.refused >= TRIES_BEFORE_PAUSE:
            self.refused, self.paused_until = 0, time.monotonic() + PAUSE_SECONDS
            self._say(f"{REFUSED} Too many refused tries: wait {int(PAUSE_SECONDS)} s before the next one.")
        else:
            self._say(REFUSED)

    def _say(self, text: str) -> None:
        self.query_one("#sign-in-error", Static).update(text)
