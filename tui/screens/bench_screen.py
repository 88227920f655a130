"""The bench tracker (Gray rule 9, docs/guide.md#the-bench-tracker-and-the-shift-report): one team's line changes
recorded live, a keystroke per change.

Toggling players touches nothing but this screen (no file access, no reload: instant). Enter
saves the game with one more shift through `store.writes.games.save_game` (one transaction, the whole
season checked), so a crash loses nothing; only then does the app reload the season. The counts,
sitting, who is owed and the double-shift warning all come from `league.stats.fairness`; who is out of the game
(ejected, serving a major or a misconduct, marked injured here) from `league.sheet.bench_outs`. Recording,
marking injured and undoing are `tui.screens.bench_changes`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal, Vertical
from textual.timer import Timer
from textual.widgets import Input, Static

from league.rulebooks import GRAY
from league.schedule.games import next_game_to_play
from league.season.values import SHIFT_GROUPS, Game, Shift
from league.sheet.bench_outs import SERVED_KINDS
from league.stats.fairness import (
    DoubleShift,
    TeamGame,
    double_shifts_if,
    positions,
    team_game,
)
from league.turnout.jersey import who
from store.writes.games import SavedGame, change_game
from tui.commands import Command, binding
from tui.screen_commands import ScreenCommands
from tui.screens.bench_changes import BenchChanges
from tui.text.bench_text import (
    KEYS_TEXT,
    bench_rows,
    game_line,
    match_jersey,
    next_line,
    skater_numbers,
    warning_line,
)
from tui.text.game_night_text import signed_moved_on_text
from tui.text.scoresheet_words import in_rink_words
from tui.text.shift_text import GROUP_NAMES
from tui.widgets.bench_list import BenchList
from tui.widgets.plain_static import PlainStatic

BENCH_COMMANDS: tuple[Command, ...] = (
    Command(
        "Bench: record the change",
        "enter",
        "Record the players toggled on as the group's next shift "
        "(saved at once); on a double-shift warning, Enter again records it anyway",
        "record",
        key_display="⏎",
        footer=True,
        writes=True,
    ),
    Command(
        "Bench: toggle a player",
        "space",
        "Put the player under the cursor on (or off) the next change",
        "toggle_cursor",
        key_display="space",
        footer=True,
    ),
    Command(
        "Bench: jersey number",
        "0",
        "Type a dressed player's jersey number to toggle him for the next change: the start of a longer "
        "number waits for its next digit (3 then 9 is #39), esc forgets it",
        "jersey_hint",
        key_display="0-9",
    ),
    Command(
        "Bench: undo the last change",
        "ctrl+z",
        "Take back this team's last recorded shift (saved at once)",
        "undo",
        key_display="^z",
        footer=True,
        writes=True,
    ),
    Command(
        "Bench: stop time",
        "S",
        "Mark the captain's stop-time period on or off: its shifts keep their numbers but count for nothing "
        f"({GRAY.cite('shifts')})",
        "stop_time",
        footer=True,
    ),
    Command(
        "Bench: out injured",
        "O",
        "Mark the player under the cursor out of the game (injured) from the next change to the end: owed no "
        "shift, and nobody's double shift while he sits out; O again takes the mark back (saved at once)",
        "injured",
        footer=True,
        writes=True,
    ),
    Command("Bench: other team", "T", "Track the other team of the game", "other_team", footer=True),
    Command(
        "Bench: forwards or defence",
        "right",
        "Go to the other group's list (left or right)",
        "other_group",
        key_display="←→",
    ),
    Command("Bench: clear the selection", "escape", "Put everyone toggled on back off", "clear", key_display="esc"),
    Command("Bench: pick a game", "ctrl+g", "Type the id of the game to track", "focus_game", key_display="^g"),
)
# Seconds a typed number that is itself a dressed jersey but could still grow (1 with 12 dressed) waits for
# its next digit. A number no one wears but that could grow (3 with only 39 dressed) waits without a limit:
# a scorer in gloves is slow between keys, and 39 must never become 3 (no one) then 9 (the wrong player).
JERSEY_WAIT = 1.2


class BenchScreen(ScreenCommands, BenchChanges):
    """On the bench during a game: one keystroke per line change, who is owed a shift, double shifts."""

    HEADING = "Bench tracker"
    PREFIX = "bench"
    FIRST_FOCUS = "#bench-F"
    AUTO_FOCUS = FIRST_FOCUS  # as the screen is composed too: the game picker shows the game, never takes the keys
    OPENED = "Game {} on the bench."
    SCREEN_COMMANDS = BENCH_COMMANDS
    # Digits are read by `on_key` (a number may take two keys); left is the twin of right.
    BINDINGS: ClassVar[list[BindingType]] = [
        replace(binding(c), description=c.title.removeprefix("Bench: "))
        for c in BENCH_COMMANDS
        if c.action != "jersey_hint"
    ]
    BINDINGS += [replace(binding(c), key="left", show=False) for c in BENCH_COMMANDS if c.action == "other_group"]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.team: str | None = None
        self.group = "F"  # the group Enter records: the last one touched
        self.pending: dict[str, list[str]] = {g: [] for g in SHIFT_GROUPS}
        self.stop_time = False
        self.confirm: Shift | None = None  # a double shift the scorer was warned of: Enter again records it
        self.digits = ""
        self.digit_timer: Timer | None = None
        self.signed_seen: str | None = None  # a signed game the bench stays on (opened as signed)
        self.position: dict[str, str] = {}
        self.tally: TeamGame | None = None

    def compose_body(self) -> ComposeResult:
        yield from self.compose_picker()
        with Horizontal(id="bench-lists"):
            for group in SHIFT_GROUPS:
                with Vertical(classes="panel bench-group", id=f"bench-panel-{group}"):
                    yield BenchList(group, id=f"bench-{group}")
        yield PlainStatic("", id="bench-next", markup=False)
        yield PlainStatic("", id="bench-warning", markup=False)
        yield from self.compose_message()
        yield PlainStatic(KEYS_TEXT, id="bench-keys", classes="note", markup=False)

    def game_opened(self) -> None:
        """A newly picked game is tracked from its home team, nobody toggled on."""
        self.team = None
        self.clear_pending()
        game = self.game
        self.signed_seen = game.id if game is not None and game.signed else None  # opened signed on purpose: stays

    def shown_again(self) -> None:
        if not self.leave_signed_game():
            self.focus_after_pick()

    def leave_signed_game(self) -> bool:
        """The game on the bench was signed since it was opened: move on to tonight's next game, or, with
        none left tonight, offer the next scheduled one in the game picker (Enter opens it). True when the
        game was signed (said once)."""
        signed, today = self.game, self.rinkbook.today
        if signed is None or not signed.signed or signed.id == self.signed_seen:
            return False
        self.signed_seen = signed.id
        upcoming = next_game_to_play(self.rinkbook.season, today)
        text = signed_moved_on_text(signed, upcoming, today)
        if upcoming is not None and upcoming.date == today:
            self.open_game(upcoming.id)
            self.focus_after_pick()
        elif upcoming is not None:
            self.set_focus(self.picker)
            self.picker.value = upcoming.id
        self.say(text)
        return True

    def refresh_data(self) -> None:
        """After a load: the game's tally from the season the app holds (once per recorded change)."""
        game = self.game
        self.position = positions(self.rinkbook.season)
        if game is not None and self.team not in game.teams:
            self.team = game.home
        rulebook = self.rinkbook.rulebook
        self.tally = team_game(game, self.team, self.position, rulebook) if game and self.team else None
        dressed = set(game.dressed_for(self.team)) if game and self.team else set()
        self.pending = {g: [p for p in ps if p in dressed] for g, ps in self.pending.items()}
        self.render_bench()
        if self.is_current:  # signed in another window while tracked here (off screen: when shown again)
            self.leave_signed_game()

    def render_bench(self) -> None:
        """Redraw from the cached tally and the selection: no file access, so every keystroke is instant."""
        game, season, rulebook, tally = self.game, self.rinkbook.season, self.rinkbook.rulebook, self.tally
        if not self.show_picked(game) or self.team is None or tally is None:
            return
        doubles = self.doubles()
        self.show_game_line(game_line(game, self.team, season, tally, self.stop_time))
        for group in SHIFT_GROUPS:
            self.query_one(f"#bench-{group}", BenchList).show(
                bench_rows(season, tally, group, self.pending[group], doubles, rulebook)
            )
            panel = self.query_one(f"#bench-panel-{group}", Vertical)
            panel.border_title = (
                f"{GROUP_NAMES[group]} · spread {tally.group(group).spread}"
                f"{' · next change' if group == self.group else ''}"
            )
            panel.set_class(group == self.group, "current")
        self.query_one("#bench-next", Static).update(
            next_line(season, tally, self.group, self.pending[self.group], self.stop_time, self.digits, rulebook)
        )
        warning = self.query_one("#bench-warning", Static)
        warning.update(warning_line(season, self.group, doubles, rulebook))
        warning.set_class(bool(doubles), "shown")

    def doubles(self) -> tuple[DoubleShift, ...]:
        """The double shifts recording the current selection would make (none in stop time)."""
        players = self.pending[self.group]
        if not players or self.stop_time or self.game is None or self.team is None:
            return ()
        shift = Shift(self.group, tuple(players))
        return double_shifts_if(self.game, self.team, self.position, shift, self.rinkbook.rulebook)

    def toggle(self, player: str) -> None:
        """Put `player` on the next change of his group, or take him off it."""
        group = self.position.get(player)
        if group not in SHIFT_GROUPS:
            return
        chosen = self.pending[group]
        out = self.out_reason(player)
        if player not in chosen and out and out not in SERVED_KINDS:  # serving: the scorer sends him back
            self.say(f"{who(player, self.rinkbook.season)} is out of the game ({out}): he takes no shift.", error=True)
            self.render_bench()  # the digits that named him are forgotten: the next-change line says so
            return
        chosen.remove(player) if player in chosen else chosen.append(player)
        if self.message_line.has_class("refused"):
            self.say("")  # a refusal is answered by the next toggle
        self.group, self.confirm = group, None
        self.render_bench()

    def out_reason(self, player: str) -> str:
        """Why `player` is out of the game for the next change ("" when he is not)."""
        tally = self.tally.group(self.position.get(player, "")) if self.tally else None
        shown = tally.player(player) if tally is not None else None
        return shown.out if shown is not None else ""

    def clear_pending(self) -> None:
        self.pending = {g: [] for g in SHIFT_GROUPS}
        self.confirm, self.digits = None, ""

    def on_key(self, event: events.Key) -> None:
        digit = event.character or ""
        if isinstance(self.focused, Input) or not digit.isdigit():
            return
        event.stop()
        if self.digit_timer is not None:
            self.digit_timer.stop()
        self.digits += digit
        player, longer = match_jersey(self.digits, skater_numbers(self.rinkbook.season, self.tally))
        if longer and player is not None:
            self.digit_timer = self.set_timer(JERSEY_WAIT, self.take_digits)
            self.render_bench()
        elif longer:
            self.render_bench()  # only the start of a number: the next digit completes it (esc forgets it)
        else:
            self.take_digits()

    def take_digits(self) -> None:
        """Toggle the player whose jersey number was typed (at once, or when the number stops growing)."""
        typed, self.digits = self.digits, ""
        player = skater_numbers(self.rinkbook.season, self.tally).get(typed)
        if player is not None:
            self.toggle(player)
            return
        if typed:
            team = self.rinkbook.season.team_name(self.team) if self.team else ""
            self.say(f"No dressed {team} skater wears #{typed}.", error=True)
        self.render_bench()

    @on(BenchList.Toggled)
    def clicked(self, event: BenchList.Toggled) -> None:
        self.toggle(event.player)

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        if isinstance(event.widget, BenchList) and event.widget.group != self.group:
            self.group, self.confirm = event.widget.group, None
            self.render_bench()

    def focus_after_pick(self) -> None:
        self.set_focus(self.query_one(f"#bench-{self.group}", BenchList))  # at once (`GameScreen.focus_after_pick`)

    def action_toggle_cursor(self) -> None:
        """Toggle the player under the cursor of the list in focus."""
        focused = self.focused
        if not isinstance(focused, BenchList):
            focused = self.query_one(f"#bench-{self.group}", BenchList)
        if focused.current:
            self.toggle(focused.current)

    def action_jersey_hint(self) -> None:
        """From the palette: say how jersey numbers work."""
        self.query_one(f"#bench-{self.group}", BenchList).focus()
        self.say("Type a dressed player's jersey number to toggle him; ⏎ records the change.")

    def action_other_group(self) -> None:
        """Go to the other group's list: its change is the one Enter records."""
        other = SHIFT_GROUPS[(SHIFT_GROUPS.index(self.group) + 1) % len(SHIFT_GROUPS)]
        self.query_one(f"#bench-{other}", BenchList).focus()

    def action_clear(self) -> None:
        """Nobody toggled on; a pending warning forgotten."""
        self.clear_pending()
        self.render_bench()
        self.query_one(f"#bench-{self.group}", BenchList).focus()

    def action_stop_time(self) -> None:
        """The captain's stop-time period on or off: changes recorded meanwhile are marked stop time."""
        self.stop_time, self.confirm = not self.stop_time, None
        self.say(
            f"Stop time on: changes count for nothing ({self.rinkbook.rulebook.cite('shifts')})."
            if self.stop_time
            else "Stop time off."
        )
        self.render_bench()

    def action_other_team(self) -> None:
        """Track the other team of the game."""
        game = self.game
        if game is not None:
            self.team = game.away if self.team == game.home else game.home
            self.clear_pending()
            self.refresh_data()
            self.say(f"Bench: {self.rinkbook.season.team_name(self.team)}.")

    def save(self, what: str, change: Callable[[Game], Game], done: Callable[[SavedGame], None]) -> None:
        """Apply `change` to the game on screen as the file holds it (one transaction), then `done()` (which
        reloads); a refusal or failure is said on the message line. No game picked: nothing to change."""
        game = self.game
        if game is None:
            return
        game_id, store, name = game.id, self.rinkbook.store, self.rinkbook.season_name
        saving = in_rink_words(lambda: change_game(store, name, game_id, change), game, self.rinkbook.season)
        self.write_here(what, saving, done)
