"""The window's committee member (`store.file.members`): asked at the first start, changed with `w`, shown in the
title bar, and handed to the league file so that every write names them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from league.season.texts import printable
from store.file.members import login_name, remember_member

if TYPE_CHECKING:
    from tui.season_app import SeasonApp


def ask_member(app: SeasonApp, first: bool = False) -> None:
    """Ask who is using this window; at the `first` start Esc keeps the login name (and says so)."""
    from tui.modals.member_modal import MemberModal  # asked once, or on `w`

    app.push_screen(MemberModal(app.member, login_name(), first), lambda name: take_member(app, name, first))


def take_member(app: SeasonApp, name: str | None, first: bool) -> None:
    """Use `name` from now on in this window and remember it on this computer; Esc (None) keeps the login name
    at the first start, and changes nothing later."""
    if name is None and not first:
        return
    chosen = name if name is not None else login_name()
    app.member = chosen
    if app.store_if_open is not None:
        app.store_if_open.actor = chosen
    app.sub_title = member_title(app)
    remember_member(chosen)  # asked once: the next start takes it
    how = " (remembered on this computer)" if name is not None else ", this computer's login name"
    app.notify(f"Decisions and signatures in this window are written as {chosen}{how}; w changes it.", title="Who")


def member_title(app: SeasonApp) -> str:
    """The sub-title with who uses the window after the season's; none in the captains' mode (nobody decides)."""
    store = app.store_if_open
    return app.season_sub_title + f" · {printable(app.member)}" * (store is None or not store.read_only)
