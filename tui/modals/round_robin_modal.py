"""The dialog that plans a round robin on the committee's ice slots and previews it before saving."""

from __future__ import annotations

from datetime import date
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import DataTable, Input, Label, Static

from league.schedule.round_robin import Booked, round_robin
from league.season.errors import RuleViolation
from league.season.values import Game, Season
from tui.modals.dialog_screen import DialogScreen
from tui.modals.form_refusal import show_refusal
from tui.text.refusal_text import problem_words
from tui.text.schedule_form import next_game_number, read_date, read_dates, read_slots
from tui.widgets.plain_static import PlainStatic
from tui.widgets.plain_table import PlainTable

FIELDS = (
    ("rounds", "Round robin", "1 single, 2 double, 3 triple"),
    ("start", "Start", "first day, YYYY-MM-DD"),
    ("slots", "Ice slots", "weekly: Sun 19:00 1/2, Sun 20:15 3/4"),
    ("blackouts", "Blackouts", "dates without ice, e.g. 2026-12-27 2027-01-03"),
)


EXAMPLE_SLOTS = "Sun 19:00 1/2, Sun 20:15 3/4, Sun 21:30 5/6"  # a league with no schedule yet starts here


class RoundRobinModal(DialogScreen[tuple[Game, ...] | None]):
    """Enter previews the games the plan gives; Ctrl+S saves that preview; Esc closes without saving."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "Cancel"),
        Binding("ctrl+s", "save", "Save the preview"),
    ]
    # Kept open after another window changed the schedule (`tui.form_keeper`): the preview was planned on the
    # schedule before that change, so it is planned again on the schedule as it is now before it is saved.
    over_it = "Enter plans it again on the schedule as it is now, then Ctrl+S saves; Esc cancels."

    def __init__(
        self,
        teams: tuple[str, ...],
        start: date,
        first_number: int,
        booked: Booked | None = None,
        slots: str | None = None,
    ):
        super().__init__()
        self.teams, self.start, self.first_number = teams, start, first_number
        self.booked = booked  # the games already on the ice: the plan takes only the slots they leave free
        self.slots = slots or EXAMPLE_SLOTS  # the league's weekly slots, as typed last
        self.preview: tuple[Game, ...] = ()
        self.planned_slots = ""  # the slots the preview was planned on, as typed: kept with the season

    def compose(self) -> ComposeResult:
        defaults = {
            "rounds": "2",
            "start": self.start.isoformat(),
            "slots": self.slots,
        }
        with Vertical(classes="dialog", id="rr-box") as box:
            box.border_title = f"Round robin for {len(self.teams)} teams"
            for field, label, hint in FIELDS:
                with Horizontal(classes="field"):
                    yield Label(label, classes="field-label")
                    # Named as read_slots's refusals name it ("Slots: ..."), beside the label "Ice slots".
                    name = "Slots" if field == "slots" else label
                    yield Input(defaults.get(field, ""), placeholder=hint, id=f"rr-{field}", name=name)
            yield PlainStatic("", id="rr-error", classes="error", markup=False)
            yield PlainStatic("Enter previews · Ctrl+S saves the preview (audit-logged) · Esc cancels", classes="note")
            yield PlainTable(id="rr-preview", cursor_type="row", zebra_stripes=True)

    def rebased(self, season: Season) -> None:
        """After another window changed the schedule (the form kept open, `tui.form_keeper`): what was typed stays,
        the preview planned on the schedule before goes, and the next plan takes the ice and ids `season` leaves."""
        self.first_number = next_game_number(season)
        if self.booked is not None:
            self.booked = Booked(season.games, self.booked.rules)
        self.preview = ()
        self.query_one(DataTable).clear()

    def on_mount(self) -> None:
        self.query_one(DataTable).add_columns("Game", "Date", "Time", "Home", "Away", "Rooms")
        self.set_focus(self.query_one("#rr-rounds", Input))

    def plan(self) -> tuple[Game, ...] | str:
        """The games of the plan typed, or a sentence naming what is wrong."""
        v = {f: self.query_one(f"#rr-{f}", Input).value for f, _, _ in FIELDS}
        if v["rounds"].strip() not in ("1", "2", "3"):
            return "Round robin: type 1 (single), 2 (double) or 3 (triple)."
        start = read_date(v["start"], "Start")
        slots = read_slots(v["slots"])
        blackouts = read_dates(v["blackouts"], "Blackouts")
        if isinstance(start, str):  # each reader gives its value or the sentence refusing it
            return start
        if isinstance(slots, str):
            return slots
        if isinstance(blackouts, str):
            return blackouts
        try:
            return round_robin(
                self.teams, int(v["rounds"]), slots, start, blackouts, self.first_number, booked=self.booked
            )
        except RuleViolation as error:
            return problem_words(error.first)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        games = self.plan()
        table = self.query_one(DataTable)
        table.clear()
        if isinstance(games, str):
            self.preview = ()
            show_refusal(self, games)
            return
        self.preview = games
        self.planned_slots = " ".join(self.query_one("#rr-slots", Input).value.split())
        for g in games:
            rooms = f"{g.home} {max(g.rooms)} · {g.away} {min(g.rooms)}" if g.rooms else ""
            table.add_row(g.id, f"{g.date:%a %Y-%m-%d}", g.time, g.home, g.away, rooms)
        last = games[-1].date.isoformat() if games else ""
        self.query_one("#rr-error", Static).update(f"Preview: {len(games)} games to {last}. Ctrl+S saves them.")

    def action_save(self) -> None:
        """Save the games previewed (nothing when there is no preview yet)."""
        if not self.preview:
            self.query_one("#rr-error", Static).update("Press Enter to preview the games first.")
            return
        self.dismiss(self.preview)

    def action_cancel(self) -> None:
        """Close without saving anything."""
        self.dismiss(None)
