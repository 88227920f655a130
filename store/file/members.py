"""Who is using rinkbook: the committee member a window's decisions, overrides and signatures are written under.

It is who did what, not security: each person says their name once, it is remembered for the computer's user
(a small file in the platform's user config folder), and `--user NAME` or $RINKBOOK_USER overrides it for a
command line. Every write takes the name from one place, the open file's `Store.actor`, which the app sets
for its window: a sign-in that names the member another way later changes only what sets it.
"""

from __future__ import annotations

import getpass
import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

from league.season.texts import field_problem, printable

MEMBER_VARIABLE = "RINKBOOK_USER"  # the override a shared laptop's shell or a script sets
CONFIG_VARIABLE = "RINKBOOK_CONFIG"  # the config folder, when set (tests); else the platform's
MEMBER_FILE = "member.json"
# A member's name is what a signed sheet's `signed_by` holds: its limit and its characters.
MEMBER_FIELD = "games.signed_by"

# Who the write transaction running now is decided by (`Store.writing` sets it): read by the audit log.
_deciding: ContextVar[str | None] = ContextVar("deciding", default=None)
# The name a command line was given (`--user NAME`), for the stores it opens.
_given: ContextVar[str | None] = ContextVar("given", default=None)


def login_name() -> str:
    """The computer's login name, or "unknown" where there is none (a container without a passwd entry)."""
    try:
        return _shown(getpass.getuser())
    except (KeyError, OSError):
        return "unknown"


def config_folder() -> Path:
    """Where the remembered name lives: $RINKBOOK_CONFIG, else the platform's user config folder for rinkbook."""
    chosen = os.environ.get(CONFIG_VARIABLE)
    if chosen:
        return Path(chosen)
    from platformdirs import user_config_dir  # a few ms, only when no folder is chosen

    return Path(user_config_dir("rinkbook", appauthor=False))


def remembered_member() -> str | None:
    """The name this computer's user last gave, or None (never asked, or a file that holds no name)."""
    try:
        kept = json.loads((config_folder() / MEMBER_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    name = kept.get("name") if isinstance(kept, dict) else None
    return name if isinstance(name, str) and member_problem(name) is None else None


def remember_member(name: str) -> None:
    """Keep `name` as this computer's user's name for the next starts; a folder that cannot be written keeps
    nothing (the name still holds for this window)."""
    folder = config_folder()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        partial = folder / f".{MEMBER_FILE}.{os.getpid()}"
        partial.write_text(json.dumps({"name": name}, ensure_ascii=False), encoding="utf-8")
        partial.replace(folder / MEMBER_FILE)  # a reader sees the old name or the new one, never half
    except OSError:
        return


def named_member() -> str | None:
    """The name given for this computer's user: `--user`, $RINKBOOK_USER, else the one remembered; None when
    nobody said (the app then asks)."""
    return _given.get() or _shown(os.environ.get(MEMBER_VARIABLE, "")) or remembered_member()


@contextmanager
def given_member(name: str | None) -> Iterator[None]:
    """Inside: `name` (a command line's `--user`; None gives none) is the name given, for every store opened."""
    token = _given.set(name)
    try:
        yield
    finally:
        _given.reset(token)


def default_member() -> str:
    """Who decides when nothing else says: the name given (`named_member`), else the login name."""
    return named_member() or login_name()


def member_problem(name: str) -> str | None:
    """Why `name` cannot be a member's name (nothing typed, a control character, too long), or None."""
    if not name.strip():
        return "type a name"
    return field_problem(name, MEMBER_FIELD)


@contextmanager
def deciding_as(name: str) -> Iterator[None]:
    """Inside: the audit rows written are `name`'s (`Store.writing` wraps each transaction in it). A signed-in
    person's write his role does not grant is refused here, before the transaction starts (`store.file.permits`)."""
    from store.file.permits import check_write  # the roles: only once something is written

    check_write(name)
    token = _deciding.set(name)
    try:
        yield
    finally:
        _deciding.reset(token)


def deciding_member() -> str:
    """Who the write running now is decided by: its store's member, else (a write outside a store's
    transaction) the default member."""
    return _deciding.get() or default_member()


def _shown(name: str) -> str:
    """A name from the environment, cut and escaped, not refused: a name no form would take must not stop every
    decision from being saved."""
    return printable(name.strip())[:80]
