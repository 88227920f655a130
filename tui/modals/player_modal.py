"""The dialog that registers or edits a player (Gray rule 1): every field of the registration, the eligibility check
shown as it is typed, and the committee's override reason when Gray rule 1 refuses him."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Input, Label, Static

from league.rosters.eligibility import eligibility_problem
from league.rules.rulebook import Rulebook
from league.season.jersey_numbers import typed_jersey_number
from league.season.player_ratings import HIGHEST_RATING, LOWEST_RATING, typed_rating
from league.season.values import CLASSES, POSITIONS, STATUSES, Player, Season
from tui.modals.dialog_screen import DialogScreen
from tui.modals.form_refusal import show_refusal, show_stored_where_untyped
from tui.widgets.plain_static import PlainStatic

FIELDS = (
    ("name", "Name"),
    ("born", "Born"),
    ("position", "Position"),
    ("klass", "Class"),
    ("rating", "Rating"),
    ("number", "Number"),
    ("email", "Email"),
    ("phone", "Phone"),
    ("status", "Status"),
    ("override", "Override"),
)


@dataclass(frozen=True, slots=True)
class Registration:
    """The player typed and, when Gray rule 1 refuses him, the committee's override reason."""

    player: Player
    override_reason: str | None


def read_player(values: dict[str, str], base: Player) -> Player | str:
    """The player typed (over `base`: his id, team and override), or a sentence naming the wrong field."""
    name = values["name"].strip()
    if not name:
        return "Name: type the player's name."
    try:
        born = date.fromisoformat(values["born"].strip())
    except ValueError:
        return "Born: type the birth date, YYYY-MM-DD."
    position, klass, status = (values[k].strip().upper() for k in ("position", "klass", "status"))
    if position not in POSITIONS:
        return f"Position: type one of {' '.join(POSITIONS)}."
    if klass not in CLASSES:
        return f"Class: type one of {' '.join(CLASSES)}."
    if status.lower() not in STATUSES:
        return f"Status: type one of {' '.join(STATUSES)}."
    rating = typed_rating(values["rating"])
    if isinstance(rating, str):
        return f"Rating: {rating}."
    number = typed_jersey_number(values["number"])
    if isinstance(number, str):
        return f"Number: {number}."
    return replace(
        base,
        name=name,
        born=born,
        position=position,
        klass=klass,
        rating=rating,
        number=number,
        email=values["email"].strip() or None,
        phone=values["phone"].strip() or None,
        status=status.lower(),
    )


class PlayerModal(DialogScreen[Registration | None]):
    """Asks every field of a registration; dismisses with a `Registration`, or None on Esc."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, player: Player, cutoff: date, rulebook: Rulebook, new: bool):
        super().__init__()
        self.player, self.cutoff, self.rulebook, self.new = player, cutoff, rulebook, new

    def texts(self, p: Player) -> dict[str, str]:
        """The fields' texts for player `p`, by key."""
        return {
            "name": p.name,
            "born": p.born.isoformat() if not self.new else "",
            "position": p.position,
            "klass": p.klass,
            "rating": str(p.rating),
            "number": "" if p.number is None else str(p.number),
            "email": p.email or "",
            "phone": p.phone or "",
            "status": p.status,
            "override": "",
        }

    def rebased(self, season: Season) -> None:
        """After another window saved this player (the form kept open, `tui.form_keeper`): the fields not typed
        in show his values as `season` holds them now, so what Enter saves is what the form shows."""
        now = season.player(self.player.id)
        if now is None:
            return
        before, after = self.texts(self.player), self.texts(now)
        show_stored_where_untyped(
            self, {f"player-{k}": before[k] for k, _ in FIELDS}, {f"player-{k}": after[k] for k, _ in FIELDS}
        )
        self.player = now  # what the form shows: a value typed back to the one opened differs from it, is saved

    def compose(self) -> ComposeResult:
        p = self.player
        shown = self.texts(p)
        hints = {
            "born": "YYYY-MM-DD",
            "position": "F D G",
            "klass": "A B C D",
            "status": " ".join(STATUSES),
            "override": f"reason, if {self.rulebook.cite('eligibility')} refuses him",
            "rating": f"{LOWEST_RATING}-{HIGHEST_RATING}",
        }
        with Vertical(id="player-box", classes="dialog") as box:
            # Content, not str: a name or id holding brackets is shown as written, never as markup.
            box.border_title = Content(f"{'Register' if self.new else 'Edit'} player {p.id}")
            for pair in (FIELDS[i : i + 2] for i in range(0, len(FIELDS), 2)):
                with Horizontal(classes="field"):
                    for key, label in pair:
                        yield Label(label, classes="field-label")
                        yield Input(shown[key], placeholder=hints.get(key, ""), id=f"player-{key}")
            yield PlainStatic("", id="player-eligibility", markup=False)
            yield PlainStatic("", id="player-error", classes="error", markup=False)
            yield PlainStatic(
                "Enter saves (checked against every rule) · Tab moves between fields · Esc cancels", classes="note"
            )

    def on_mount(self) -> None:
        self.set_focus(self.query_one("#player-name", Input))
        self.check()

    def values(self) -> dict[str, str]:
        return {key: self.query_one(f"#player-{key}", Input).value for key, _ in FIELDS}

    def on_input_changed(self, event: Input.Changed) -> None:
        self.check()

    def check(self) -> Player | str:
        """Show Gray rule 1's verdict on the cutoff as the fields are typed; return the player or the wrong field."""
        typed = read_player(self.values(), self.player)
        verdict = ""
        if isinstance(typed, Player):
            why = eligibility_problem(typed, self.cutoff, self.rulebook)
            rule = self.rulebook.cite("eligibility")
            first = rule[:1].upper() + rule[1:]  # "Rule 1" at the start of a sentence
            if why is None:
                verdict = f"Eligible on the age cutoff {self.cutoff.isoformat()} ({rule})."
            elif typed.eligibility_override is not None:
                verdict = f"{first}: {why}; admitted by the committee: {typed.eligibility_override.reason}"
            else:
                verdict = f"{first}: {why}. Type the committee's override reason to admit him."
        self.query_one("#player-eligibility", Static).update(verdict)
        return typed

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        typed = self.check()
        if isinstance(typed, str):
            show_refusal(self, typed)
            return
        reason = self.values()["override"].strip() or None
        self.dismiss(Registration(typed, reason))

    def action_cancel(self) -> None:
        """Close without saving."""
        self.dismiss(None)
