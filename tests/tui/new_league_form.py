"""The new-league form filled by keys, at its size and date."""

from __future__ import annotations

from datetime import date

SIZE = (120, 40)


TODAY = date(2026, 9, 1)


async def fill(pilot, app, values: dict[str, str]) -> None:
    for field, value in values.items():
        app.screen.query_one(f"#{field}").value = value
    await pilot.pause()
