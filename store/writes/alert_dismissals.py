"""Alerts the committee dismissed, each with its reason: one write each, audit-logged in the same transaction.

An alert is known by its kind and its words, which carry its facts (the teams, players and games it names):
when those change the alert is a new one and shows again, while the dismissal stays on record. Dismissals
are the committee's notes on this file, not part of the season: the season file and its export leave them out.
"""

from __future__ import annotations

from datetime import date

from league.season.errors import Problem, RuleViolation
from store.file.audit import record_decision
from store.file.db import Store
from store.file.raw_sql import execute
from store.tables import models as m
from store.views.season_names import resolve_season

DISMISS_ACTION = "dismiss alert"


def dismissed_alerts(store: Store, season_name: str | None) -> frozenset[tuple[str, str]]:
    """The (kind, text) of every alert dismissed in season `season_name` (the latest when None), read in one
    statement: the dashboard reads them at each fill, `d` after every result, and on a server one statement is one
    round trip (a read transaction after the season's names read in another was six)."""
    name = resolve_season(store, None) if season_name is None else season_name
    rows = execute(
        store.db,
        "SELECT d.kind, d.text FROM alert_dismissal AS d JOIN season AS s ON s.id = d.season_id WHERE s.name = ?",
        (name,),
    )
    return frozenset((str(kind), str(text)) for kind, text in rows)


def dismiss_alert(store: Store, season_name: str | None, kind: str, text: str, reason: str, today: date) -> None:
    """Dismiss the alert (`kind`, `text`) with the committee's `reason` (never empty), dated `today`; an alert
    already dismissed is refused, naming when."""
    why = reason.strip()
    if not why:
        raise RuleViolation(Problem("reason", "", "Type the committee's reason for dismissing the alert"))
    name = resolve_season(store, season_name)
    with store.writing():
        sid = m.Season.get(m.Season.name == name).id
        known = (
            m.AlertDismissal.select()
            .where((m.AlertDismissal.season == sid) & (m.AlertDismissal.kind == kind) & (m.AlertDismissal.text == text))
            .first()
        )
        if known is not None:
            raise RuleViolation(
                Problem("alert", "", f"This alert was dismissed on {known.day} (another window): {known.reason}")
            )
        m.AlertDismissal.create(season=sid, kind=kind, text=text, reason=why, day=today)
        record_decision(name, DISMISS_ACTION, {"kind": kind, "alert": text, "reason": why})
