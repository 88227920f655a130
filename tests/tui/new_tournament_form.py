"""The new-tournament form's fields and pools, and the form filled by keys."""

from __future__ import annotations

from textual.widgets import Input, TextArea

FORM = {
    "league": "Spring Cup",
    "season": "2026",
    "rulebook": "prime-expo-boulder",
    "days": "2026-03-07 2026-03-08",
    "first": "08:00",
    "last": "21:45",
    "slot": "75",
}


POOLS = "A: Red, Blue, Green, White\nB: Black, Gold, Orange, Purple"


async def fill_form(pilot, app, values: dict[str, str], pools: str) -> None:
    for field, value in values.items():
        app.screen.query_one(f"#new-{field}", Input).value = value
    app.screen.query_one("#new-pools", TextArea).text = pools
    await pilot.pause()
