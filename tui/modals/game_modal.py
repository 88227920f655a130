"""The dialog to add a game or move one to another slot: date, time, teams, rooms and the reason."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Input, Label

from league.rulebooks import GRAY
from league.season.changes import typed_over
from league.season.values import Game, Season
from tui.form_keeper import OVER_IT
from tui.modals.dialog_screen import DialogScreen
from tui.modals.form_refusal import show_refusal, show_stored_where_untyped
from tui.text.schedule_form import (
    new_game_id,
    playoff_game_id,
    read_date,
    read_rooms,
    read_series,
    read_time,
    series_text,
)
from tui.widgets.plain_static import PlainStatic

# Said in a new game's form kept open after another window added a game: Enter never replaces that game.
ADDED_BESIDE = "Enter adds yours as another game, under the next free id; Esc cancels."


@dataclass(frozen=True, slots=True)
class GameSlot:
    """What the dialog returns: the game as typed, and the committee's reason."""

    game: Game
    reason: str

    def over(self, opened: Game, now: Game) -> GameSlot:
        """The game typed (edited from `opened`) over `now`, what the save is based on: what the dialog changed
        is typed, the rest (a time or a sheet another window saved meanwhile) `now`'s."""
        return replace(self, game=typed_over(opened, self.game, now))


def as_playoff_id(slot: GameSlot | None, season: Season) -> GameSlot | None:
    """A new playoff game the dialog gave, renamed to its series' id (SF1-3) in place of the blank's R-number."""
    if slot is None or slot.game.series is None or slot.game.no is None:
        return slot
    return replace(slot, game=replace(slot.game, id=playoff_game_id(season, slot.game.series, slot.game.no)))


def as_new_game(slot: GameSlot | None, season: Season, pooled: bool) -> GameSlot | None:
    """A new game the dialog gave, under an id free in `season`, the season its save is based on: its playoff
    series' id (SF1-3), else the id the dialog showed, or the next one when another window took it meanwhile."""
    slot = as_playoff_id(slot, season)
    if slot is None or slot.game.series is not None or season.game(slot.game.id) is None:
        return slot
    return replace(slot, game=replace(slot.game, id=new_game_id(season, pooled)))


class GameModal(DialogScreen[GameSlot | None]):
    """Add a game (`game` is a blank with its new id) or move `game`: teams are fixed when moving."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]
    FIELDS = ("date", "time", "home", "away", "rooms", "series", "reason")

    def __init__(
        self,
        game: Game,
        teams: dict[str, str],
        moving: bool,
        sides: dict[str, tuple[str, str]] | None = None,
        rooms_rule: str = GRAY.cite("rooms"),
    ):
        super().__init__()
        self.game, self.teams, self.moving = game, teams, moving
        self.rooms_rule = rooms_rule  # the rooms rule as the season's rulebook cites it
        # A tournament's bracket slots whose two teams are known, (home, away) by slot id: a knockout game
        # added to one with its teams left empty takes them from the bracket.
        self.sides, self.tournament = sides or {}, sides is not None

    def texts(self, g: Game) -> dict[str, str]:
        """The fields' texts for game `g`, by field id (the reason, typed afresh, left out)."""
        rooms = f"{max(g.rooms)}/{min(g.rooms)}" if g.rooms else ""
        values = (g.date.isoformat(), g.time, g.home, g.away, rooms, series_text(g))
        return {f"game-{field}": value for field, value in zip(self.FIELDS, values, strict=False)}

    def rebased(self, season: Season) -> None:
        """After another window saved the game being moved (the form kept open, `tui.form_keeper`): the fields
        not typed in show it as `season` holds it now, so what Enter saves is what the form shows. A new game's
        fields are left alone (a game another window added under its id is another game): its title names the
        next free id when that window took the one it opened with, the id Enter adds it under."""
        now = season.game(self.game.id)
        if self.moving and now is not None:
            show_stored_where_untyped(self, self.texts(self.game), self.texts(now))
            self.game = now  # what the form shows: a value typed back to the one opened differs from it, is saved
        elif not self.moving and now is not None:
            self.game = replace(self.game, id=new_game_id(season, self.tournament))
            self.query_one("#game-box").border_title = self.title_words()

    def title_words(self) -> Content:
        """The form's title: what Enter does, with the game's id. Content, not str: a name or id holding brackets
        is shown as written, never as markup."""
        return Content(f"Move game {self.game.id}" if self.moving else f"Add game {self.game.id}")

    @property
    def over_it(self) -> str:
        """What Enter does once the form is kept open after another window's save (`tui.form_keeper`): a move goes
        over the game as stored now; a new game is added beside the one the other window added."""
        return OVER_IT if self.moving else ADDED_BESIDE

    def compose(self) -> ComposeResult:
        g = self.game
        values = (*self.texts(g).values(), "")
        hints = (
            "YYYY-MM-DD",
            "HH:MM",
            " ".join(self.teams),
            " ".join(self.teams),
            "home/away, e.g. 4/3",
            "knockout: slot and game, e.g. OPEN-SF1 1 (teams left empty: the bracket's)"
            if self.tournament
            else "playoffs: series and game, e.g. SF1 3 (empty: regular season)",
            "why (kept in the audit log)",
        )
        with Vertical(classes="dialog", id="game-box") as box:
            box.border_title = self.title_words()
            for field, value, hint in zip(self.FIELDS, values, hints, strict=True):
                with Horizontal(classes="field"):
                    yield Label(field.title(), classes="field-label")
                    yield Input(
                        value,
                        placeholder=hint,
                        id=f"game-{field}",
                        disabled=self.moving and field in ("home", "away", "series"),
                    )
            yield PlainStatic("", id="game-error", classes="error", markup=False)
            yield PlainStatic("Enter saves (audit-logged) · Tab moves between fields · Esc cancels", classes="note")

    def on_mount(self) -> None:
        self.set_focus(self.query_one("#game-date", Input))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        value = self.read()
        if isinstance(value, str):
            show_refusal(self, value)
            return
        self.dismiss(value)

    def read(self) -> GameSlot | str:
        """The game typed, or a sentence naming the field that is wrong."""
        v = {f: self.query_one(f"#game-{f}", Input).value.strip() for f in self.FIELDS}
        day = read_date(v["date"], "Date")
        if isinstance(day, str):
            return day
        time = read_time(v["time"])
        if not time:
            return "Time: type the time of day, HH:MM."
        home, away = v["home"].upper(), v["away"].upper()
        playoff = None if self.moving else read_series(v["series"])
        if isinstance(playoff, str):
            return playoff
        if playoff is not None and not (home or away):
            home, away = self.sides.get(playoff[0], ("", ""))
            if not home:
                return f"Home and Away: the bracket does not know both teams of {playoff[0]} yet: type them."
        if home not in self.teams or away not in self.teams or home == away:
            return f"Home and Away: two different teams of {' '.join(self.teams)}."
        rooms = read_rooms(v["rooms"]) if v["rooms"] else None
        if v["rooms"] and rooms is None:
            return f"Rooms: two different room numbers, like 4/3 (the home team gets the higher, {self.rooms_rule})."
        if not v["reason"]:
            return "Reason: type why the schedule changes (the audit log keeps it)."
        status = "scheduled" if self.game.status in ("scheduled", "postponed") else self.game.status
        moved = replace(self.game, date=day, time=time, home=home, away=away, rooms=rooms, status=status)
        if playoff is not None:  # a new game is a playoff game when it names its series (checked against the bracket)
            moved = replace(moved, stage="playoff", series=playoff[0], no=playoff[1])
        return GameSlot(moved, v["reason"])

    def action_cancel(self) -> None:
        """Close without changing the schedule."""
        self.dismiss(None)
