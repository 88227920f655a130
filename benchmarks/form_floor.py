"""The floor of the new league screen's first visit: a bare Textual app (no rinkbook code, Textual's default CSS)
whose key switches to a mode composing the same widgets as the new league form (`tui.text.new_league_form`'s
fields: a label, an input and an error line each, in the same containers, a text area for the pools, a footer).

CPU ms from the key to the first frame painted showing that screen, headless at 120x40, one fresh app a run: set
beside `benchmarks.first_visits` FILE --keys n, taken in the same rounds.

Run: .venv/bin/python -m benchmarks.form_floor [--runs N]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from typing import Any, ClassVar

from textual.app import App, ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Input, Label, Static, TextArea

from benchmarks.frames import until_shown, watching_frames
from tui.text.new_league_form import FIELDS, TOURNAMENT_FIELDS


class FormScreen(Screen[None]):
    """The new league form's widgets, nothing of rinkbook's."""

    AUTO_FOCUS = "#new-league"

    def compose(self) -> ComposeResult:
        yield Static("New league", classes="heading")
        with VerticalScroll(classes="body"):
            yield Static("", id="new-where")
            yield Static("", id="new-error")
            with Vertical(id="new-form"):
                for field, label, hint in FIELDS:
                    with Horizontal(classes="field"):
                        yield Label(label)
                        yield Input("", placeholder=hint, id=f"new-{field}")
                    yield Static("", id=f"error-{field}")
            with Vertical(id="new-tournament"):
                yield Static("A tournament")
                for field, label, hint in TOURNAMENT_FIELDS:
                    with Horizontal(classes="field"):
                        yield Label(label)
                        if field == "pools":
                            yield TextArea("", id="new-pools")
                        else:
                            yield Input(placeholder=hint, id=f"new-{field}")
                    yield Static("", id=f"error-{field}")
            with Horizontal(classes="field"):
                yield Label("Import")
                yield Input("", id="new-import")
        yield Footer()


class BareForms(App[None]):
    MODES: ClassVar[dict[str, Any]] = {"home": Screen, "form": FormScreen}
    DEFAULT_MODE = "home"
    BINDINGS: ClassVar = [("n", "switch_mode('form')", "New league")]


async def _visit() -> float:
    app = BareForms()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause(0.2)
        with watching_frames(app, lambda screen: isinstance(screen, FormScreen), time.process_time) as shown:  # type: ignore[arg-type]
            began = time.process_time()
            await pilot.press("n")
            ended = await until_shown(shown, 30, "the form")
    return (ended - began) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    asyncio.run(_visit())  # warm-up: Textual's modules imported once
    samples = [asyncio.run(_visit()) for _ in range(args.runs)]
    print(f"bare form: {' '.join(f'{s:.0f}' for s in samples)} (median {statistics.median(samples):.0f} ms CPU)")


if __name__ == "__main__":
    main()
