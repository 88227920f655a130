"""The dialog that puts a new player on a tournament's team: name, birth date, position, number, the elite
mark (where the rulebook has an elite division) and a second registration of one person with its reason."""

from __future__ import annotations

from datetime import date
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Input, Label

from league.rules.rulebook import Rulebook
from league.season.jersey_numbers import FIRST_NUMBER, LAST_NUMBER, typed_jersey_number
from league.season.values import POSITIONS, Player, SamePerson
from store.season_files.signup_csv_tournament import NO, UNRATED, YES
from tui.modals.dialog_screen import DialogScreen
from tui.modals.form_refusal import show_refusal
from tui.widgets.plain_static import PlainStatic

FIELDS = (
    ("name", "Name"),
    ("born", "Born"),
    ("position", "Position"),
    ("number", "Number"),
    ("elite", "Elite"),
    ("same", "Same as"),
    ("reason", "Reason"),
)


def read_tournament_player(values: dict[str, str], pid: str, team: str) -> Player | str:
    """The player typed for team `team` under id `pid`, or a sentence naming the wrong field. The Gray-only
    class and rating, which no tournament rule reads, get the player sheet's middling values."""
    name = values["name"].strip()
    if not name:
        return "Name: type the player's name."
    try:
        born = date.fromisoformat(values["born"].strip())
    except ValueError:
        return "Born: type the birth date, YYYY-MM-DD."
    position = values["position"].strip().upper()
    if position not in POSITIONS:
        return f"Position: type one of {' '.join(POSITIONS)}."
    number = typed_jersey_number(values["number"])
    if isinstance(number, str):
        return f"Number: {number}."
    elite = values["elite"].strip().casefold()
    if elite not in (*YES, *NO):
        return "Elite: type yes or no."
    first, reason = values["same"].strip().upper(), values["reason"].strip()
    if first and not reason:
        return "Reason: a second registration of one person needs the committee's reason."
    return Player(
        pid,
        name,
        born,
        position,
        str(UNRATED["class"]),
        int(str(UNRATED["rating"])),
        number=number,
        team=team,
        elite=elite in YES,
        same_person_as=SamePerson(first, reason) if first else None,
    )


class TournamentPlayerModal(DialogScreen[Player | None]):
    """Asks a new player's fields; dismisses with the player (id and team given), or None on Esc."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, pid: str, team: str, team_name: str, rulebook: Rulebook):
        super().__init__()
        self.pid, self.team, self.team_name, self.rulebook = pid, team, team_name, rulebook

    def compose(self) -> ComposeResult:
        elite = self.rulebook.roster.elite_division
        hints = {
            "born": "YYYY-MM-DD",
            "position": "F D G",
            "number": f"{FIRST_NUMBER}-{LAST_NUMBER}, optional",
            "elite": f"yes: plays only in division {elite} ({self.rulebook.cite('elite')})" if elite else "no",
            "same": f"the first registration's id, if he is one person twice ({self.rulebook.cite('same_person')})",
            "reason": "the committee's reason for a second registration",
        }
        with Vertical(id="player-box", classes="dialog") as box:
            box.border_title = Content(f"New player {self.pid} for {self.team} {self.team_name}")
            for key, label in FIELDS:
                with Horizontal(classes="field"):
                    yield Label(label, classes="field-label")
                    yield Input("no" if key == "elite" else "", placeholder=hints.get(key, ""), id=f"player-{key}")
            yield PlainStatic("", id="player-error", classes="error", markup=False)
            yield PlainStatic(
                "Enter saves (checked against every rule, the roster limits included) · Tab moves · Esc cancels",
                classes="note",
            )

    def on_mount(self) -> None:
        self.set_focus(self.query_one("#player-name", Input))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        values = {key: self.query_one(f"#player-{key}", Input).value for key, _ in FIELDS}
        typed = read_tournament_player(values, self.pid, self.team)
        if isinstance(typed, str):
            show_refusal(self, typed)
            return
        self.dismiss(typed)

    def action_cancel(self) -> None:
        """Close without saving."""
        self.dismiss(None)
