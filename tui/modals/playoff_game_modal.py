"""The dialog that schedules a series' next game: date, time and rooms, with the home team filled in."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Input

from league.rulebooks import GRAY
from tui.modals.form_refusal import show_refusal
from tui.text.schedule_form import read_date, read_rooms, read_time
from tui.widgets.plain_static import PlainStatic


@dataclass(frozen=True, slots=True)
class GameSlot:
    """Where and when a game is played."""

    day: date
    time: str
    rooms: tuple[int, int]


def parse_slot(day: str, time: str, rooms: str, rooms_rule: str = GRAY.cite("rooms")) -> GameSlot | str:
    """The slot typed into the dialog, or a sentence naming the field that is wrong."""
    when = read_date(day, "Date")
    if isinstance(when, str):
        return when
    if not read_time(time):
        return f"Time: {time!r} is not a time of day (HH:MM)"
    pair = read_rooms(rooms)
    if pair is None:
        return f"Rooms: {rooms!r} is not two different room numbers like 3/4 ({rooms_rule})"
    return GameSlot(when, read_time(time), pair)


class PlayoffGameModal(ModalScreen[GameSlot | None]):
    """Asks when and where the next game of a series is played; dismisses with the slot or None."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]
    # Kept open after another window changed the schedule (`tui.form_keeper`): Enter adds this game (or series)
    # to the schedule as it is now, never over a game the other window scheduled.
    over_it = "Enter schedules yours on the schedule as it is now; Esc cancels."

    def __init__(
        self,
        title: str,
        matchup: str,
        slot: GameSlot,
        rooms_rule: str = GRAY.cite("rooms"),
        refusal: Callable[[], str | None] | None = None,
    ):
        """`rooms_rule` the season's rulebook's citation for rooms (Gray's unless given); `refusal()` why the game
        can no longer be scheduled on the bracket shown now (None: it can)."""
        super().__init__()
        self.title_text, self.matchup, self.slot, self.rooms_rule = title, matchup, slot, rooms_rule
        self.refusal = refusal

    def compose(self) -> ComposeResult:
        with Vertical(id="slot-box") as box:
            box.border_title = Content(self.title_text)  # ids and codes in it are shown as written, never as markup
            yield PlainStatic(self.matchup, markup=False)
            yield Input(self.slot.day.isoformat(), placeholder="date YYYY-MM-DD", id="slot-date", name="Date")
            yield Input(self.slot.time, placeholder="time HH:MM", id="slot-time", name="Time")
            rooms = f"{min(self.slot.rooms)}/{max(self.slot.rooms)}"
            yield Input(rooms, placeholder="rooms, e.g. 3/4", id="slot-rooms", name="Rooms")
            yield PlainStatic("", id="slot-error", classes="error", markup=False)
            yield PlainStatic(
                "Enter schedules it · Tab moves between fields · Esc cancels · the home team gets the "
                f"higher room ({self.rooms_rule})",
                classes="note",
            )

    def on_input_submitted(self, event: Input.Submitted) -> None:
        day, time, rooms = (self.query_one(f"#slot-{name}", Input).value for name in ("date", "time", "rooms"))
        slot = parse_slot(day, time, rooms, self.rooms_rule)
        refused = slot if isinstance(slot, str) else self.refused_now()
        if refused is not None:
            show_refusal(self, refused)
        elif isinstance(slot, GameSlot):
            self.dismiss(slot)

    def refused_now(self) -> str | None:
        """Why Enter would be refused on the bracket shown now (another window scheduled this game meanwhile):
        said in the form kept open (`tui.form_keeper`) instead of offering Enter, and again at each Enter."""
        return self.refusal() if self.refusal is not None else None

    def action_cancel(self) -> None:
        """Close without scheduling anything."""
        self.dismiss(None)
