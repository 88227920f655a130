"""The dashboard's alerts with the key that acts on each (the same list `rinkbook alerts` prints).

The kinds come from `league.checks.alerts`; the keys are the app's (`tui.commands` and the screens' own
commands): "o x" means press o (the playoffs) and then x there.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

from league.checks.alert_values import Alert

if TYPE_CHECKING:
    from league.rules.rulebook import Rulebook
    from league.season.values import Season
    from tui.text.worked import WorkedSeason, WorkedTournament

# kind -> (the keys that act on it, what they do)
ALERT_KEYS: dict[str, tuple[str, str]] = {
    "champion": ("o", "see the playoffs bracket"),
    "coin_toss": ("k", "record the coin toss"),
    "playoff_game": ("o x", "schedule the series' next game"),
    "missing_result": ("g", "enter the game's scoresheet"),
    "suspension": ("i", "see the suspensions"),
    "goalie": ("g", "see the game's sheet"),
    "drop_request": ("a D", "decide the drop request"),
    "droppable": ("a Q", "request the drop"),
    "one_miss": ("a", "see attendance"),
    "roster": ("r", "see the rosters"),
    "deadline": ("a", "see attendance and drops"),
    # A tournament's (the board's alerts, `tui.text.board_text.board_alerts`); coin_toss and suspension as above.
    "disqualified_team": ("i", "see the discipline"),
    "disqualified_goalie": ("i", "see the discipline"),
    "knockout_eligibility": ("r", "see the rosters"),
    "pool_games": ("s", "see the schedule"),
}
# A board alert of a kind not listed above (kind "board"): the board itself shows it.
BOARD_KEY = ("d", "see the tournament board")


@dataclass(frozen=True, slots=True)
class KeyedAlert:
    """An alert with the key that acts on it and what that key does."""

    kind: str
    text: str
    key: str
    does: str

    def line(self) -> str:
        """The alert as the dashboard shows it: "• words  [key: what it does]"."""
        return f"• {self.text}  [{self.key}: {self.does}]"

    def as_json(self) -> dict[str, str]:
        """The alert as `rinkbook alerts --json` prints it."""
        return {"kind": self.kind, "text": self.text, "key": self.key, "does": self.does}


def keyed(alert: Alert) -> KeyedAlert:
    """`alert` with its key."""
    key, does = ALERT_KEYS[alert.kind]
    return KeyedAlert(alert.kind, alert.text, key, does)


def keyed_board_alerts(view: WorkedTournament) -> tuple[KeyedAlert, ...]:
    """A tournament's alerts as its board lists them (tosses, disqualified teams and goalies, suspensions,
    players not yet knockout-eligible, short pool schedules), then a final game's goalie who is not the
    goalie competition's (3-on-3 GC), each with its key; none depends on today."""
    from league.checks.alerts import suspension_alerts  # the rules: not before a first frame from stored alerts
    from league.stats.goalie_competition import assignment_alerts  # Gray's dashboard never loads these
    from tui.text.board_text import board_alerts  # Gray's dashboard never loads these

    season, rulebook = view.season, view.rulebook
    suspended = tuple(a.text for a in suspension_alerts(season, rulebook))
    board = tuple(
        KeyedAlert(a.kind or "board", a.text, *ALERT_KEYS.get(a.kind, BOARD_KEY)) for a in board_alerts(view, suspended)
    )
    return board + tuple(keyed(Alert("goalie", text)) for text in assignment_alerts(season, rulebook))


def keyed_alerts(
    season: Season, rulebook: Rulebook, today: date, cache: WorkedSeason | None = None
) -> tuple[KeyedAlert, ...]:
    """Every alert of the season at `today`, most urgent first, each with its key (the table, suspensions and
    counts the season `cache`'s when given)."""
    from league.checks.alerts import season_alerts  # the rules: not before a first frame from stored alerts

    alerts = season_alerts(season, rulebook, today) if cache is None else cache.alerts(today)
    return tuple(keyed(a) for a in alerts)


def undismissed(alerts: tuple[KeyedAlert, ...], dismissed: frozenset[tuple[str, str]]) -> tuple[KeyedAlert, ...]:
    """The alerts the committee has not dismissed: one dismissed whose words (its facts) changed shows again."""
    return tuple(a for a in alerts if (a.kind, a.text) not in dismissed)


def alerts_text(alerts: tuple[KeyedAlert, ...], dismissed: frozenset[tuple[str, str]] = frozenset()) -> str:
    """The alerts left after the dismissed ones, a line each, then how many were dismissed (x dismisses one)."""
    kept = undismissed(alerts, dismissed)
    gone = len(alerts) - len(kept)
    note = [f"({gone} dismissed with a reason, in the audit log; x dismisses another)"] if gone else []
    return "\n".join([*(a.line() for a in kept), *note])
