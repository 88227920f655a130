"""The dialogs where the committee records a tournament ruling (docs/readings/shared.md#ejections-and-suspensions,
docs/readings/shared.md#disqualification): a team's
disqualification, and a suspension ruling, each with its reason (audit-logged by the store)."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar, Generic, TypeVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Input, Label

from league.season.values import Disqualification, Season, SuspensionRuling
from tui.modals.dialog_screen import DialogScreen
from tui.modals.form_refusal import show_refusal
from tui.text.ruling_form import read_disqualification, read_suspension_ruling
from tui.widgets.plain_static import PlainStatic

R = TypeVar("R")
FOOT = "Enter records it (audit-logged) · Tab moves between fields · Esc cancels"


class RulingModal(DialogScreen[R | None], Generic[R]):
    """A form of labelled fields; its `reader` turns what was typed into the ruling, or a sentence naming
    a field."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]
    FIELDS: ClassVar[tuple[tuple[str, str, str], ...]] = ()  # (label, widget id, placeholder)

    def __init__(
        self,
        season: Season,
        title: str,
        note: str,
        reader: Callable[[Season, Callable[[str], str]], R | str],
        values: dict[str, str] | None = None,
    ):
        super().__init__()
        self.reader = reader
        self.season = season  # its ids: a code typed in another case is read as the season's
        self.title_text = title
        self.note = note
        self.values = values or {}

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog ruling-box") as box:
            box.border_title = self.title_text
            yield PlainStatic(self.note, classes="note", markup=False)
            for label, name, placeholder in self.FIELDS:
                with Horizontal(classes="field"):
                    yield Label(label, classes="field-label")
                    yield Input(self.values.get(name, ""), placeholder=placeholder, id=f"ruling-{name}")
            yield PlainStatic("", classes="error ruling-error", markup=False)
            yield PlainStatic(FOOT, classes="note")

    def on_mount(self) -> None:
        self.set_focus(self.query(Input).first())  # the first field, whatever it offers

    def typed(self, name: str) -> str:
        return self.query_one(f"#ruling-{name}", Input).value

    def read(self) -> R | str:
        return self.reader(self.season, self.typed)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        value = self.read()
        if isinstance(value, str):
            show_refusal(self, value)
            return
        self.dismiss(value)

    def action_cancel(self) -> None:
        """Close without recording anything."""
        self.dismiss(None)


class DisqualifyModal(RulingModal[Disqualification]):
    """Asks for the team, the disqualifying game and the reason; dismisses with a `Disqualification`."""

    FIELDS = (
        ("Team", "team", "team code"),
        ("Game", "game", "the disqualifying game, e.g. G012"),
        ("Reason", "reason", "the committee's reason"),
    )

    def __init__(self, season: Season, title: str, note: str, values: dict[str, str] | None = None):
        super().__init__(season, title, note, _disqualification, values)


class SuspensionRulingModal(RulingModal[SuspensionRuling]):
    """Asks for the player, the game, the length (games, or rest) and the reason; dismisses with a
    `SuspensionRuling`."""

    FIELDS = (
        ("Player", "player", "player id, e.g. P0056"),
        ("Game", "game", "the game it comes from"),
        ("Games", "games", "his team's next games, or rest"),
        ("Reason", "reason", "the committee's reason"),
    )

    def __init__(self, season: Season, title: str, note: str, values: dict[str, str] | None = None):
        super().__init__(season, title, note, _suspension_ruling, values)


def _disqualification(season: Season, typed: Callable[[str], str]) -> Disqualification | str:
    return read_disqualification(season, typed("team"), typed("game"), typed("reason"))


def _suspension_ruling(season: Season, typed: Callable[[str], str]) -> SuspensionRuling | str:
    return read_suspension_ruling(season, typed("player"), typed("game"), typed("games"), typed("reason"))
