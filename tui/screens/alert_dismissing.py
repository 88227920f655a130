"""What a screen listing alerts shares: `x` dismisses one with the committee's reason (audit-logged), and the
alerts dismissed stay off the list until their facts (their words) change."""

from __future__ import annotations

from collections.abc import Callable

from tui.commands import Command
from tui.screens.rinkbook_screen import RinkbookScreen

DISMISS_COMMAND = Command(
    "Dismiss alert",
    "x",
    "Dismiss an alert with the committee's reason (audit-logged): it stays off the list until its facts change",
    "dismiss_alert",
    footer=True,
    writes=True,
)


def dismissed_note(count: int) -> str:
    """The line under the alerts saying how many are dismissed (none: no line)."""
    return f"({count} dismissed with a reason: the audit log keeps them)" if count else ""


class AlertDismissing(RinkbookScreen):
    """A screen whose alerts the committee may dismiss: it says which it shows (`shown_alerts`)."""

    # Each screen's own: the (kind, text) of each alert it shows now, in its order.
    shown_alerts: Callable[[], tuple[tuple[str, str], ...]]

    def dismissed(self) -> frozenset[tuple[str, str]]:
        """The (kind, text) of the season's dismissed alerts, read from the file."""
        from store.writes.alert_dismissals import dismissed_alerts  # not for the first frame

        return dismissed_alerts(self.rinkbook.store, self.rinkbook.season_name)

    def action_dismiss_alert(self) -> None:
        """Ask which alert and why, then dismiss it; refused when read-only."""
        if self.rinkbook.refuse_write("dismissing an alert"):
            return
        alerts = self.shown_alerts()
        if not alerts:
            self.notify("No alert to dismiss.", title="Alerts")
            return
        from tui.modals.dismiss_alert_modal import DismissAlertModal  # a dismissal is rare

        self.app.push_screen(
            DismissAlertModal(tuple(text for _, text in alerts)),
            lambda choice: self._dismiss(alerts, choice),
        )

    def _dismiss(self, alerts: tuple[tuple[str, str], ...], choice: tuple[int, str] | None) -> None:
        if choice is None:
            return
        from store.writes.alert_dismissals import dismiss_alert

        kind, text = alerts[choice[0]]
        app = self.rinkbook
        self.write(
            "dismissing an alert",
            lambda: dismiss_alert(app.store, app.season_name, kind, text, choice[1], app.today),
            lambda _: self.notify(f"Dismissed: {text}", title="Alert dismissed"),
        )
