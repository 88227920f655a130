"""Sessions per person, counted across `serve`'s session processes: each served session is its own process,
so the count lives where they all see it, a private folder `serve` makes and names to them in
$RINKBOOK_SESSIONS.

A session a person signed in to holds a lock file there, locked (`flock`) for as long as its process lives:
the system lets go of a dead process's locks, so a session whose process is gone (ended, killed, crashed)
no longer counts, whatever file it left (the next count removes it). Counting and claiming happen under
the folder's own lock, so two sign-ins at once cannot both take the last place. At the cap the next
sign-in of that person is refused, naming the cap: the sessions he has stay as they are (a password
someone else learned does not end its owner's session).
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import IO

from league.season.whole_numbers import typed_whole

SESSIONS_VARIABLE = "RINKBOOK_SESSIONS"  # the private folder of the claims (set by `serve` for its sessions)
CAP_VARIABLE = "RINKBOOK_SESSIONS_PER_PERSON"
DEFAULT_CAP = 2

_held: list[IO[bytes]] = []  # this process's claims: open (and so locked) until it ends


def claim_session(name: str) -> str | None:
    """Take a place for `name`'s session in this process, or say why not (his cap reached); None outside a
    served session (nothing to count)."""
    folder = os.environ.get(SESSIONS_VARIABLE)
    if not folder or _held:
        return None
    import fcntl  # `serve` runs on Unix-like systems only (its sessions are pseudo-terminals)

    cap = _cap()
    person = hashlib.sha256(name.encode()).hexdigest()[:24]  # the name never becomes a path
    with open(Path(folder) / ".claims", "ab") as everyone:
        fcntl.flock(everyone, fcntl.LOCK_EX)  # one count-and-claim at a time
        if _live(Path(folder), person) >= cap:
            return f"{name} has {cap} session{'s' * (cap != 1)} open already, the most per person: close one first"
        mine = open(Path(folder) / f"{person}-{os.getpid()}", "wb")  # noqa: SIM115 - held for the process's life
        fcntl.flock(mine, fcntl.LOCK_EX | fcntl.LOCK_NB)
        _held.append(mine)
    return None


def _live(folder: Path, person: str) -> int:
    """How many of `person`'s claims a live process holds; the dead ones' files are removed."""
    import fcntl  # see `claim_session`

    live = 0
    for claim in folder.glob(f"{person}-*"):
        try:
            with open(claim, "rb") as held:
                try:
                    fcntl.flock(held, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except BlockingIOError:
                    live += 1  # its process holds it still
                    continue
                claim.unlink()  # ours to take: its process is gone
                fcntl.flock(held, fcntl.LOCK_UN)
        except FileNotFoundError:
            continue
    return live


def _cap() -> int:
    text = os.environ.get(CAP_VARIABLE, "")
    cap = typed_whole(text)  # never "²", which str.isdigit takes and int() refuses: the app would not start
    return cap if cap is not None and cap > 0 else DEFAULT_CAP
