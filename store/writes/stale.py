"""Refusing a write based on what another window has since changed: one way for every write.

A screen passes each write the version it showed (`based_on`: the season as it was on screen, or for
a game the game itself); the write, under its write lock, compares the part it depends on with the
file and, when they differ, raises `StaleWrite` naming what changed and, from the audit log, when
("P001's phone was changed in another window at 20:14"). `based_on=None` (the command line, an
import) acts on the file as it is.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from store.file.audit import audit_detail
from store.file.failures import StaleWrite
from store.file.raw_sql import tuples
from store.tables import models as m

# How far back the audit log is searched for the time of a change: a refusal names the latest one, so
# only recent rows matter, and the search stays cheap on a season of thousands of decisions.
AUDIT_ROWS_SEARCHED = 300

# The audited decisions that change a player's registration, the draft, the rosters, a team's ledger...
PLAYER_ACTIONS = (
    "register player",
    "edit player",
    "eligibility override",
    "import players",
    "draft pick",
    "undo draft pick",
)
DRAFT_ACTIONS = ("draft pick", "undo draft pick", "draft order")
ROSTER_ACTIONS = (
    "transfer",
    "swap",
    "draft pick",
    "undo draft pick",
    "substitute placed",
    "drop approved",
    "drop taken back",
)
DROP_ACTIONS = (
    "drop request",
    "drop approved",
    "drop denied",
    "drop request withdrawn",
    "drop taken back",
    "substitute placed",
)
CAPTAIN_ACTIONS = ("set captain",)
PAYMENT_ACTIONS = ("fee payment", "void fee payment")
TOSS_ACTIONS = ("coin toss",)
FORFEIT_ACTIONS = ("forfeit ruling",)
GAME_ACTIONS = (
    "add game",
    "move game",
    "postpone game",
    "cancel game",
    "delete game",
    "schedule playoff game",
    "schedule playoff series",
    "generate schedule",
    "import schedule",
    "waive fees",
    "override signed sheet",
    "correct attendance",
    *FORFEIT_ACTIONS,
)
# A game's fields that change only by an audited decision: a sheet entry (a goal, a penalty) is not
# audited, so a refusal for one names no time rather than an older decision's.
AUDITED_GAME_FIELDS = frozenset({"date", "time", "rooms", "status", "home", "away", "fees_waived", "forfeit"})


def stale_write(
    season: str, field: str, changed: str, actions: Iterable[str], mention: str | None = None, now: str = ""
) -> StaleWrite:
    """The refusal of a stale write: `changed` ("P001's phone was changed") said to be another window's,
    with the time of the latest audited decision among `actions` whose details name `mention`, and
    what holds `now` ("the draft is at round 1, pick 4 now") when the screen's next try needs it.

    Call inside the write's transaction: the audit row of the change is read under the same lock."""
    when = changed_at(season, tuple(actions), mention)
    text = f"{changed} in another window{f' {when}' if when else ''}"
    return StaleWrite(field, f"{text}: {now}" if now else text)


def changed_at(season: str, actions: tuple[str, ...], mention: str | None = None) -> str:
    """When the latest audited decision among `actions` naming `mention` was made, in words ("at 20:14",
    "on 2026-11-30 at 20:14"), or "" when the audit log does not say."""
    if not actions:
        return ""
    a = m.Audit
    rows = (
        a.select(a.at, a.detail)
        .where((a.season == season) & a.action.in_(actions))
        .order_by(a.id.desc())
        .limit(AUDIT_ROWS_SEARCHED)
    )
    for at, detail in tuples(rows):
        # A detail that is not a JSON object (another program's, too deep to parse) names nothing.
        if mention is None or _mentions(audit_detail(detail), mention):
            return _when(at)
    return ""


def _mentions(value: object, wanted: str) -> bool:
    if isinstance(value, dict):
        return any(_mentions(v, wanted) for v in value.values())
    if isinstance(value, list):
        return any(_mentions(v, wanted) for v in value)
    return value == wanted


def _when(at: str) -> str:
    try:
        moment = datetime.fromisoformat(at)
    except (TypeError, ValueError):
        return ""
    clock = moment.strftime("%H:%M")
    return f"at {clock}" if moment.date() == datetime.now().date() else f"on {moment.date().isoformat()} at {clock}"
