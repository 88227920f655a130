"""The schedule's changes: the committee adds a game, moves one to another slot, postpones or cancels it,
deletes one added by mistake, and generates a round robin on its weekly ice slots (previewed first).

Each change is saved through `save_game`, `add_games` or `delete_game` and audit-logged with the reason. A team
twice on one night is legal, so it is asked about, never refused. A change's modules are imported at the change,
not to show the games (its write, checks and dialogs took 100-200 ms of `s` on a loaded machine).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from textual.widgets import DataTable

from league.schedule.games import can_become, can_move, delete_problem
from league.season.values import Game, Season
from tui.modals.reason_modal import ReasonModal
from tui.modals.typed_confirm_modal import TypedConfirmModal
from tui.screens.rinkbook_screen import RinkbookScreen

if TYPE_CHECKING:
    from league.rules.rulebook import Rulebook
    from tui.modals.game_modal import GameSlot


def known_sides(season: Season, rulebook: Rulebook) -> dict[str, tuple[str, str]] | None:
    """(home, away) of each undecided bracket slot whose two teams are known; None for a season without pools."""
    if not rulebook.has_pools:
        return None
    from store.views.tournament import tournament_of  # a tournament's game added

    slots = tournament_of(season).bracket.slots
    return {s.slot_id: (s.high, s.low) for s in slots if s.high is not None and s.low is not None and s.winner is None}


def game_words(game: Game) -> str:
    """The game a dialog asks about, by its id and slot: "game R4 (RED v BLK, 2002-10-27 19:00)"."""
    return f"game {game.id} ({game.home} v {game.away}, {game.date.isoformat()} {game.time})"


class ScheduleChanges(RinkbookScreen):
    """The schedule screen's change commands, on the game under its table's cursor (`SCREEN_COMMANDS`)."""

    def game_under_cursor(self) -> Game | None:
        """The game the cursor is on, or None (with a notice) in an empty table."""
        table = self.query_one(DataTable)
        if table.row_count == 0:
            self.notify("No game here: clear the filters (T, F) or add one (A).", severity="warning")
            return None
        key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        return self.rinkbook.season.game(str(key)) if self.rinkbook.season else None

    def _teams(self) -> dict[str, str]:
        return {t.code: t.name for t in self.rinkbook.season.teams} if self.rinkbook.season else {}

    def action_add_game(self) -> None:
        """Ask for a new game's slot and teams, then save it."""
        if self.rinkbook.refuse_write("adding a game") or self.rinkbook.season is None:
            return
        from tui.modals.game_modal import GameModal, as_new_game
        from tui.text.schedule_form import new_game_id

        codes, season, pooled = list(self._teams()), self.rinkbook.season, self.rinkbook.rulebook.has_pools
        blank = Game(
            new_game_id(season, pooled),
            "regular",
            self.rinkbook.today,
            "19:00",
            *(("", "") if pooled else (codes[0], codes[1] if len(codes) > 1 else codes[0])),
        )  # a tournament's knockout game left without teams takes its bracket slot's
        # Based on the season shown: a game another window adds with the same id meanwhile is never replaced.
        self.rinkbook.forms.edit(
            GameModal(
                blank,
                self._teams(),
                moving=False,
                sides=known_sides(season, self.rinkbook.rulebook),
                rooms_rule=self.rinkbook.rulebook.cite("rooms"),
            ),
            season,
            lambda slot, shown: self._save(as_new_game(slot, shown, pooled), "add game", shown, slot_moves=True),
        )

    def action_move_game(self) -> None:
        """Ask for the new slot of the game under the cursor, then save it."""
        if self.rinkbook.refuse_write("moving a game"):
            return
        game = self.game_under_cursor()
        if game is None:
            return
        if not can_move(game):
            self.notify(f"Game {game.id} is {game.status}: it cannot move.", severity="warning")
            return
        from tui.modals.game_modal import GameModal

        form = GameModal(game, self._teams(), moving=True, rooms_rule=self.rinkbook.rulebook.cite("rooms"))
        # Typed over the game the form shows (the one stored now, after another window's save it was kept over).
        self.rinkbook.forms.edit(
            form,
            game,
            lambda slot, shown: self._save(slot and slot.over(form.game, shown), "move game", shown, slot_moves=True),
        )

    def action_postpone_game(self) -> None:
        """Postpone the game under the cursor, asking the reason first."""
        self._decide("postponed", "postpone game")

    def action_cancel_game(self) -> None:
        """Cancel the game under the cursor, asking the reason first."""
        self._decide("cancelled", "cancel game")

    def _decide(self, status: str, decision: str) -> None:
        if self.rinkbook.refuse_write(decision):
            return
        game = self.game_under_cursor()
        if game is None:
            return
        if game.status == status or not can_become(game, status):
            self.notify(f"Game {game.id} is {game.status}: only a scheduled game can be {status}.", severity="warning")
            return
        from tui.modals.game_modal import GameSlot

        def question(g: Game) -> str:
            what = game_words(g)
            return f"Cancel {what}? It will never be played." if status == "cancelled" else f"Why is {what} {status}?"

        # A cancelled game is never played: the committee types its id to confirm (a postponement is moved later).
        dialog = (
            TypedConfirmModal(f"Cancel game {game.id}", question(game), game.id, reason="Why is it cancelled?")
            if status == "cancelled"
            else ReasonModal(decision.capitalize(), question(game))
        )
        # Kept open after another window moved the game, it asks about the slot its Enter decides on.
        self.rinkbook.forms.edit(
            dialog,
            game,
            lambda reason, shown: self._save(GameSlot(replace(shown, status=status), reason), decision, shown),
            shows=lambda now: dialog.reask(question(now)),
        )

    def _save(
        self, slot: GameSlot | None, decision: str, shown: Game | Season | None = None, slot_moves: bool = False
    ) -> None:
        """Save the game the dialog gave, based on the game it showed (a new one: the season); when it takes a new
        slot (`slot_moves`: added or moved), asks first about a team twice that night. What the dialog asks is
        typed over the game: another window's sheet stays."""
        if slot is None:
            return
        from league.schedule.clashes import clash_with, same_night
        from tui.modals.confirm_modal import ConfirmModal

        season, rulebook = self.rinkbook.season, self.rinkbook.rulebook
        asked = slot_moves and season is not None and rulebook is not None
        # A clash is refused by the save itself, in its own words: only a legal second game that night is asked.
        clash = clash_with(slot.game, season.games, rulebook.schedule) if asked else None
        twice = same_night(slot.game, season.games, rulebook.schedule) if asked and clash is None else None
        if twice is not None:
            said = twice.sentence(self._teams())
            # A no goes back to the form as typed: the slot is what is mended, not the whole form typed again.
            declined = f"Date: not saved ({said}); change the date or time, or Enter asks again."
            self.app.push_screen(
                ConfirmModal(f"{said}.\nNo rule forbids it: {decision} anyway?"),
                self.rinkbook.forms.asked_first(lambda: self._write_game(slot, decision, shown), declined),
            )
            return
        self._write_game(slot, decision, shown)

    def _write_game(self, slot: GameSlot, decision: str, shown: Game | Season | None) -> None:
        from store.writes.games import save_game

        self.write(
            decision,
            lambda: save_game(
                self.rinkbook.store,
                self.rinkbook.season_name,
                slot.game,
                decision=decision,
                reason=slot.reason,
                based_on=shown,
            ),
            lambda _: self.notify(f"Game {slot.game.id}: {decision} saved ({slot.game.status})."),
        )

    def action_delete_game(self) -> None:
        """Delete the game under the cursor, added by mistake: its id typed and the reason asked first."""
        if self.rinkbook.refuse_write("deleting a game"):
            return
        game = self.game_under_cursor()
        if game is None:
            return
        problem = delete_problem(game)
        if problem:
            self.notify(f"{problem[0].upper()}{problem[1:]} (X).", severity="warning")
            return

        def question(g: Game) -> str:
            return (
                f"Delete {game_words(g)}? A game added by mistake leaves the schedule and the captains' calendars; "
                "the audit log keeps it."
            )

        dialog = TypedConfirmModal(f"Delete game {game.id}", question(game), game.id, reason="Why is it deleted?")
        self.rinkbook.forms.edit(
            dialog,
            game,
            lambda reason, shown: self._delete(shown, reason),
            shows=lambda now: dialog.reask(question(now)),
        )

    def _delete(self, game: Game, reason: str) -> None:
        from store.writes.schedule import delete_game

        self.write(
            "deleting a game",
            lambda: delete_game(self.rinkbook.store, self.rinkbook.season_name, game.id, reason, based_on=game),
            lambda _: self.notify(f"Game {game.id} deleted (audit-logged): {reason}"),
        )

    def action_generate(self) -> None:
        """Plan a round robin on the league's weekly slots, preview it, and save the previewed games."""
        season = self.rinkbook.season
        if self.rinkbook.refuse_write("generating a schedule") or season is None:
            return
        from league.schedule.game_nights import weekly_slots
        from league.schedule.round_robin import Booked
        from store.writes.schedule import remembered_slots
        from tui.modals.round_robin_modal import RoundRobinModal
        from tui.text.schedule_form import next_game_number, slots_text

        teams = tuple(t.code for t in season.teams)
        booked = Booked(season.games, self.rinkbook.rulebook.schedule) if self.rinkbook.rulebook else None
        # The slots typed last, else the ones the schedule keeps week after week, else the dialog's example.
        slots = remembered_slots(self.rinkbook.store, self.rinkbook.season_name) or slots_text(
            weekly_slots(season.games)
        )
        dialog = RoundRobinModal(teams, self.rinkbook.today, next_game_number(season), booked, slots=slots or None)
        # Kept open after another window's change (`tui.form_keeper`): planned again on the schedule as it is then.
        self.rinkbook.forms.edit(
            dialog, season, lambda games, shown: self._save_plan(games, shown, dialog.planned_slots)
        )

    def _save_plan(self, games: tuple[Game, ...] | None, shown: Season | None = None, slots: str = "") -> None:
        """Save the round robin planned on the schedule of `shown` (by default the one on screen) on the weekly
        `slots` typed (kept for the next one); refused when another window changed the schedule meanwhile."""
        if not games:
            return
        from store.writes.schedule import add_games

        shown = shown or self.rinkbook.season
        self.write(
            "generating a schedule",
            lambda: add_games(
                self.rinkbook.store,
                self.rinkbook.season_name,
                games,
                "generate schedule",
                {"first": games[0].id, "last": games[-1].id, **({"slots": slots} if slots else {})},
                shown,
            ),
            lambda _: self.notify(
                f"{len(games)} games saved, {games[0].date.isoformat()} to {games[-1].date.isoformat()}."
            ),
        )
