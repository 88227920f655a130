"""An alert as the dashboard, the stored alerts and `rinkbook alerts` hold it, apart from the rules that work the alerts
out (`league.checks.alerts`): a first frame drawn from the alerts a file keeps needs the value, not the rules."""

from __future__ import annotations

from dataclasses import dataclass

# The kinds, in the order the dashboard lists them: the most urgent first.
ALERT_KINDS = (
    "champion",
    "coin_toss",
    "playoff_game",
    "missing_result",
    "suspension",
    "goalie",
    "drop_request",
    "droppable",
    "one_miss",
    "roster",
    "deadline",
)


@dataclass(frozen=True, slots=True)
class Alert:
    """One thing to act on: `kind` is one of `ALERT_KINDS`, `text` says it in the committee's words."""

    kind: str
    text: str
