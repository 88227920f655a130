"""The rollover's confirmation: what the season leaves unfinished, next season's draft order (the final
standings reversed, editable), then ROLLOVER (or the new season's name) typed in full (`TypedConfirmModal`):
a key pressed twice never rolls a season over."""

from __future__ import annotations

from textual.containers import Horizontal
from textual.widgets import Input, Label

from league.rulebooks import GRAY
from tui.modals.form_refusal import show_refusal
from tui.modals.typed_confirm_modal import TypedConfirmModal

TYPED_CONFIRMATION = "ROLLOVER"  # or the new season's name


def rollover_question(season: str, following: str, unfinished: tuple[str, ...]) -> str:
    """The dialog's text: what a rollover does, and what the season leaves unfinished (or that nothing is)."""
    lines = [
        f"Start season {following} after {season}? Same teams; players keep their teams unless dropped "
        f"({GRAY.cite('drops')}) or marked leaving; the file is backed up first."
    ]
    if unfinished:
        lines += [
            f"Season {season} is unfinished:",
            *(f"  · {text}" for text in unfinished),
            "These stay as they are in the old season (the audit log records them).",
        ]
    else:
        lines.append(f"Season {season} is finished: every game played, every series decided, every fee paid.")
    lines.append(f"Next season's draft order below: {season}'s standings reversed (last place picks first); edit it.")
    return "\n".join(lines)


class RolloverModal(TypedConfirmModal):
    """The typed confirmation with next season's first round in a field above it: `first_round` holds the
    order to roll over with once confirmed; an order not naming every team once is refused on its field."""

    def __init__(self, title: str, question: str, teams: tuple[str, ...], order: tuple[str, ...], also: str):
        super().__init__(title, question, TYPED_CONFIRMATION, also=(also,))
        self.teams, self.first_round = teams, order

    def on_mount(self) -> None:
        box = self.query_one("#typed-confirm-box")
        field = Horizontal(
            Label("Draft order", classes="field-label"),
            Input(" ".join(self.first_round), placeholder="team codes, first pick first", id="rollover-order"),
            classes="field",
        )
        box.mount(field, after=box.children[0])  # under the question, above the word to type
        super().on_mount()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        # Textual runs the typed confirmation's own handler after this one, unless the default is prevented.
        codes = tuple(self.query_one("#rollover-order", Input).value.upper().replace(",", " ").split())
        if sorted(codes) != sorted(self.teams):
            event.prevent_default()
            event.stop()
            refusal = f"Draft order: name every team once ({' '.join(self.teams)}), last year's last place first."
            show_refusal(self, refusal)
            return
        self.first_round = codes


def rollover_confirmation(
    season: str, following: str, unfinished: tuple[str, ...], teams: tuple[str, ...], order: tuple[str, ...]
) -> RolloverModal:
    """The dialog: dismisses "" once ROLLOVER (ROLL OVER too) or the new season's name is typed, None on Esc;
    its `first_round` is then next season's draft order as shown or edited."""
    return RolloverModal(
        f"Roll over to {following}", rollover_question(season, following, unfinished), teams, order, following
    )
