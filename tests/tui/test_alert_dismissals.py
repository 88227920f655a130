"""Every alert can be dismissed with the committee's reason (x): the dismissal is stored and audit-logged, the
alert stays off the dashboard, the board and the goalies screen until its facts change, and the wrong-goalie
alert, which no key could clear, is cleared this way."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from textual.widgets import Input

from store.file.audit import audit_log
from store.writes.alert_dismissals import dismissed_alerts
from store.writes.games import save_game
from tests.tui.conftest import wait_until
from tests.tui.tournament_apps import event_app, level_goalies
from tui.modals.dismiss_alert_modal import DismissAlertModal

WIDE, SMALL = (160, 50), (80, 24)
WRONG_GOALIE = "Goalie P0050 in the consolation (G018) is not the goalie competition's third (P0051)"


async def dismiss(pilot, app, number: str, reason: str) -> None:
    await pilot.press("x")
    await wait_until(pilot, lambda: isinstance(app.screen, DismissAlertModal))
    app.screen.query_one("#dismiss-number", Input).value = number
    app.screen.query_one("#dismiss-reason", Input).value = reason
    app.screen.query_one("#dismiss-reason", Input).focus()
    await pilot.press("enter")
    await wait_until(pilot, lambda: not isinstance(app.screen, DismissAlertModal))
    await pilot.pause()


@pytest.mark.parametrize("size", [SMALL, WIDE])
async def test_the_wrong_goalie_alert_is_dismissed_with_a_reason_until_its_facts_change(
    tmp_path: Path, read_screen, size
) -> None:
    app = event_app(tmp_path, "three-on-three", level_goalies)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.press("4")  # the board's alerts
        await pilot.pause()
        shown = [text for _, text in app.screen.shown_alerts()]
        number = str(1 + next(i for i, text in enumerate(shown) if text.startswith(WRONG_GOALIE)))
        await dismiss(pilot, app, number, "P0051 was ill; the committee named P0050")
        assert not any(text.startswith(WRONG_GOALIE) for _, text in app.screen.shown_alerts())
        assert "1 dismissed with a reason" in read_screen(app)
        entry = audit_log(app.store)[0]
        assert entry.action == "dismiss alert" and entry.detail["reason"] == "P0051 was ill; the committee named P0050"
        await pilot.press("G")  # the goalies screen leaves it out too
        await wait_until(pilot, lambda: type(app.screen).__name__ == "GoaliesScreen")
        await pilot.pause()
        assert WRONG_GOALIE not in read_screen(app).replace("\n", " ")

        # Its facts change (another goalie in that game): a new alert, shown again.
        game = app.season.known_game("G018")
        changed = replace(game, goalie="P0049")
        save_game(app.store, app.season_name, changed, decision="edit game", reason="goalie corrected")
        app.reload()
        await pilot.pause()
        assert any("Goalie P0049 in the consolation (G018)" in text for _, text in app.screen.shown_alerts())


async def test_a_dashboard_alert_is_dismissed_and_a_reason_is_required(make_app, read_screen) -> None:
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await pilot.pause()
        alerts = app.screen.shown_alerts()
        assert alerts
        await pilot.press("x")
        await wait_until(pilot, lambda: isinstance(app.screen, DismissAlertModal))
        app.screen.query_one("#dismiss-number", Input).value = "1"
        app.screen.query_one("#dismiss-reason", Input).focus()
        await pilot.press("enter")
        assert "Reason: type the committee's reason" in read_screen(app)  # nothing stored without a reason
        await pilot.press("escape")
        assert not dismissed_alerts(app.store, app.season_name)
        await dismiss(pilot, app, "1", "known: the committee handles it by email")
        assert dismissed_alerts(app.store, app.season_name) == {alerts[0]}
        assert alerts[0][1] not in read_screen(app) and "1 dismissed with a reason" in read_screen(app)


async def test_an_alert_number_typed_as_a_superscript_is_refused_naming_the_alert(make_app, read_screen) -> None:
    """The alert's number typed as "²": str.isdigit takes it and int() refuses it, which ended the app."""
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("x")
        await wait_until(pilot, lambda: isinstance(app.screen, DismissAlertModal))
        app.screen.query_one("#dismiss-number", Input).value = ""
        app.screen.query_one("#dismiss-number", Input).focus()
        await pilot.press("²", "tab", *"a reason")
        await pilot.press("enter")
        await wait_until(pilot, lambda: "Alert: type its number, 1 to" in read_screen(app))
        assert isinstance(app.screen, DismissAlertModal)
    assert not dismissed_alerts(app.store, app.season_name)
