"""The bench tracker's changes saved at once: a line change recorded (a double shift only after a warning),
a player marked out injured or the mark taken back, and the team's last shift undone. Each goes through the
screen's `save` (one transaction, the game as the file holds it), then the app reloads the season."""

from __future__ import annotations

from collections.abc import Callable

from textual.timer import Timer

from league.season.errors import Problem, RuleViolation
from league.season.values import SHIFT_GROUPS, Game, Shift
from league.sheet.bench_outs import injured_mark, toggle_injured
from league.stats.fairness import DoubleShift, shift_size_problem, with_shift, without_last_shift
from league.turnout.jersey import who
from store.writes.games import SavedGame
from tui.screens.game_screen import GameScreen
from tui.text.shift_text import GROUP_NAMES
from tui.widgets.bench_list import BenchList


class BenchChanges(GameScreen):
    """The bench tracker's saving half: record, out injured and undo."""

    team: str | None
    group: str
    pending: dict[str, list[str]]
    stop_time: bool
    confirm: Shift | None
    digits: str
    digit_timer: Timer | None

    def doubles(self) -> tuple[DoubleShift, ...]:
        """The double shifts recording the current selection would make (the screen's)."""
        return ()

    def take_digits(self) -> None:
        """Toggle the player whose jersey number was typed (the screen's)."""

    def save(self, what: str, change: Callable[[Game], Game], done: Callable[[SavedGame], None]) -> None:
        """Apply `change` to the game on screen as the file holds it, then `done()` (the screen's)."""

    def action_record(self) -> None:
        """Record the current group's change (a double shift only after a warning and a second Enter)."""
        if self.digit_timer is not None and self.digits:
            self.digit_timer.stop()
            self.take_digits()
        game, players = self.game, tuple(self.pending[self.group])
        if game is None or self.team is None:
            return
        if not players:
            self.say(f"Nothing to record: toggle the {GROUP_NAMES[self.group].lower()} going out first.", error=True)
            return
        shift = Shift(self.group, players, self.stop_time)
        problem = shift_size_problem(shift, self.rinkbook.rulebook.shifts)
        if problem:
            self.say(f"Refused ({self.rinkbook.rulebook.cite('shifts')}): {problem}. Nothing was saved.", error=True)
            return
        if self.doubles() and self.confirm != shift:
            self.confirm = shift
            self.say("Not recorded yet: this change would be a double shift. ⏎ again records it.", error=True)
            return
        team, group, stop_time = self.team, self.group, self.stop_time

        def done(saved: SavedGame) -> None:
            self.pending[group], self.confirm = [], None
            self.rinkbook.reload(saved.season)  # after the change left the pending list: the screen shows it
            names = ", ".join(who(p, self.rinkbook.season) for p in players)
            number = len(saved.game.shifts_for(team))  # as the file numbers it: another window's shifts count
            self.say(f"Recorded shift {number} ({group}{', stop time' if stop_time else ''}): {names}.")

        rulebook = self.rinkbook.rulebook
        self.save("recording a shift", lambda current: with_shift(current, team, shift, rulebook), done)

    def action_injured(self) -> None:
        """Mark the player under the cursor out injured for the rest of the game, or take the mark back."""
        focused = (
            self.focused if isinstance(self.focused, BenchList) else self.query_one(f"#bench-{self.group}", BenchList)
        )
        game, team, player = self.game, self.team, focused.current
        if game is None or team is None or player is None:
            return
        name, marked = who(player, self.rinkbook.season), injured_mark(game, team, player)
        for group in SHIFT_GROUPS:
            if player in self.pending[group]:
                self.pending[group].remove(player)

        def done(saved: SavedGame) -> None:
            self.rinkbook.reload(saved.season)
            shift = len(saved.game.shifts_for(team)) + 1
            self.say(
                f"{name} is in the game again: the injured mark is taken back."
                if marked
                else f"{name} is out injured from shift {shift} to the end of the game."
            )

        self.save("marking a player injured", lambda current: toggle_injured(current, team, player), done)

    def action_undo(self) -> None:
        """Take back the team's last recorded shift."""
        game = self.game
        if game is None or self.team is None:
            return
        shifts = game.shifts_for(self.team)
        if not shifts:
            team = self.rinkbook.season.team_name(self.team)
            self.say(f"Nothing to undo: no shift recorded for {team} in game {game.id}.", error=True)
            return
        team, seen = self.team, shifts[-1]
        name = self.rinkbook.season.team_name(team)

        def undo(current: Game) -> Game:
            now = current.shifts_for(team)
            if now[-1:] != (seen,):  # another window recorded (or took back) one since: keep it
                last = f"shift {len(now)} ({now[-1].group})" if now else "no shift"
                raise RuleViolation(
                    Problem(
                        "shift",
                        self.rinkbook.rulebook.cite("shifts"),
                        f"shift {len(shifts)} ({seen.group}) shown here is no longer {name}'s last: another window "
                        f"changed its shifts, the last is {last} now: look again",
                    )
                )
            return without_last_shift(current, team)

        def done(saved: SavedGame) -> None:
            self.rinkbook.reload(saved.season)
            self.say(
                f"Undone: shift {len(saved.game.shifts_for(team)) + 1} ({seen.group}) "
                f"{', '.join(who(p, self.rinkbook.season) for p in seen.players)}."
            )

        self.save("undoing a shift", undo, done)
