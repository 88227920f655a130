"""The dialog for a transfer or a swap (Gray rule 2, docs/readings/gray.md#rosters-and-balance): who goes where, the
date and the reason, with the balance before and after shown as it is typed."""

from __future__ import annotations

from datetime import date
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Input, Label, Static

from league.rosters.membership import Rosters
from league.rosters.transfers import preview, swap_transfers
from league.rules.rulebook import Rulebook
from league.season.texts import printable
from league.season.values import Season, Transfer
from tui.modals.dialog_screen import DialogScreen
from tui.modals.form_refusal import show_refusal
from tui.text.balance_text import preview_lines
from tui.widgets.date_input import date_input
from tui.widgets.plain_static import PlainStatic

# A transfer's fields (as the season file names them) by the dialog's labels, for its refusals.
TRANSFER_LABELS = {"to": "To team", "date": "Date", "reason": "Reason"}


class TransferModal(DialogScreen[tuple[Transfer, ...] | None]):
    """Asks the other team (a transfer) or the other player (a swap), the date and the reason; previews
    the balance; dismisses with the transfers to record, or None on Esc."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]
    # Said after another window's roster change (the dialog kept open, `tui.form_keeper`): Enter records this move
    # beside that one, on the rosters as they are now, never replaces it, which the words "over it" suggested.
    over_it = "Enter records yours too, on the rosters as they are now; Esc cancels."

    def __init__(
        self,
        season: Season,
        rulebook: Rulebook,
        player: str,
        today: date,
        swap: bool = False,
        target: str = "",
        reason: str = "",
    ):
        """`today` is the date the dialog opens with; `season`, the rosters it previews the move on."""
        super().__init__()
        self.season, self.rulebook, self.player, self.today, self.swap = season, rulebook, player, today, swap
        self.target, self.reason = target, reason
        self.refusal = ""  # why the move was refused when another window changed the rosters, said until it changes
        self.refused: tuple[str, ...] | None = None  # the fields as they were refused

    def compose(self) -> ComposeResult:
        p = self.season.player(self.player)
        team = Rosters(self.season).team_of(self.player, self.today)
        with Vertical(id="transfer-box", classes="dialog") as box:
            # Content, not str: a name or id holding brackets is shown as written, never as markup.
            verb = "Swap" if self.swap else "Transfer"
            box.border_title = Content(printable(f"{verb} {p.name if p else self.player} ({team})"))
            label = "With" if self.swap else "To team"
            others = " ".join(t.code for t in self.season.teams if t.code != team)
            hint = "the other player's id" if self.swap else others
            for text, widget in (
                (label, Input(self.target, placeholder=hint, id="transfer-target")),
                ("Date", date_input(self.today, "transfer-date")),
                ("Reason", Input(self.reason, placeholder="the committee's reason", id="transfer-reason")),
            ):
                with Horizontal(classes="field"):
                    yield Label(text, classes="field-label")
                    yield widget
            yield PlainStatic("", id="transfer-preview", markup=False)
            yield PlainStatic("", id="transfer-error", classes="error", markup=False)
            yield PlainStatic(
                "Enter records it (audit-logged) · Tab moves between fields · Esc cancels", classes="note"
            )

    def rebased(self, season: Season) -> None:
        """After another window changed the rosters (the form kept open, `tui.form_keeper`, its refusal on the error
        line): the move typed is previewed, and Enter makes it, on the rosters of `season`, as they are now; the
        refusal stays said, under what the preview says of the move now, until the move typed changes."""
        self.season = season
        self.refusal = str(self.query_one("#transfer-error", Static).content)  # what the keeper said
        self.refused = tuple(field.value for field in self.query(Input))
        self.update_preview()

    def on_mount(self) -> None:
        self.set_focus(self.query_one("#transfer-target", Input))  # the first field, whatever it offers
        self.update_preview()

    def on_input_changed(self, event: Input.Changed) -> None:
        self.update_preview()

    def transfers(self) -> tuple[Transfer, ...] | str:
        """The transfers typed, or a sentence naming the field that is wrong."""
        target = self.query_one("#transfer-target", Input).value.strip().upper()
        reason = self.query_one("#transfer-reason", Input).value.strip()
        try:
            day = date.fromisoformat(self.query_one("#transfer-date", Input).value.strip())
        except ValueError:
            return "Date: type the day it takes effect, YYYY-MM-DD."
        if self.swap:
            if self.season.player(target) is None:
                return "With: type the id of the player to swap with (e.g. P014)."
            return swap_transfers(self.season, self.player, target, day, reason)
        if self.season.team(target) is None:
            return f"To team: type one of {' '.join(t.code for t in self.season.teams)}."
        return (Transfer(self.player, target, day, reason),)

    def update_preview(self) -> None:
        """Show the balance at the date before and after, and the refusal if any."""
        moves = self.transfers()
        text, error = "", moves if isinstance(moves, str) else ""
        if not isinstance(moves, str):
            shown = preview(self.season, self.rulebook, moves)
            teams = tuple(
                dict.fromkeys(
                    [t.to for t in moves] + [Rosters(self.season).team_of(t.player, t.date) or "" for t in moves]
                )
            )
            text = (
                "Balance on "
                + moves[0].date.isoformat()
                + ":\n"
                + "\n".join(preview_lines(shown.before, shown.after, teams))
            )
            error = str(shown.problem.message) if shown.problem else ""
        values = tuple(field.value for field in self.query(Input))
        if self.refusal and values == self.refused:  # said until the move typed changes
            error = f"{error}\n{self.refusal}".strip()
        self.query_one("#transfer-preview", Static).update(text)
        self.query_one("#transfer-error", Static).update(error)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        moves = self.transfers()
        if isinstance(moves, str):
            show_refusal(self, moves)
        elif not moves[0].reason:
            show_refusal(self, "Reason: type the committee's reason.")
        else:
            self.dismiss(moves)

    def action_cancel(self) -> None:
        """Close without moving anyone."""
        self.dismiss(None)
