"""Signing in to the app: its first screen when the league needs it, and what a sign-in changes after.

The person signed in is the window's member from then on (`store.file.permits.SignedIn`: the audit log's name,
the role the store checks every write against), and the app shows the first screen his role grants.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.screen import Screen

from league.rules.roles import Person
from store.file.permits import SignedIn

if TYPE_CHECKING:
    from tui.app import RinkbookApp


def sign_in_screen(app: RinkbookApp) -> Screen[None]:
    """The sign-in screen, checking passwords against the app's league."""
    from store.writes.people import check_password  # argon2, only where people sign in
    from tui.screens.sign_in_screen import SignInScreen
    from tui.session_slots import claim_session

    return SignInScreen(
        lambda name, password: check_password(app.store, name, password),
        app.take_person,
        app.sign_in_name,
        claim_session,
    )


def signed_in(app: RinkbookApp, person: Person) -> None:
    """`person` signed in: his name and role on every write from now on, and his first screen shown."""
    from tui.committee_member import member_title
    from tui.role_keys import start_screen

    member = SignedIn(person, app.today)
    app.person, app.member, app.signing_in = person, member, False
    app.store.actor = member
    app.sub_title = member_title(app)
    start = start_screen(person)
    # Over the sign-in form, which stays at the bottom of the dashboard's stack (no key goes back to it).
    if start is None:
        app.push_screen(app.dashboard_screen())
        return
    app.push_screen(Screen())  # nothing of the season behind the role's screens: the dashboard is not his
    app.call_later(app.action_show, start)
