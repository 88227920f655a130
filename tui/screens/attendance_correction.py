"""The attendance grid's correction (`C`): the player under the cursor dressed for the grid's team in the game under
it, or taken off its list, as the scoresheet's dressing entries make it (`tui.text.attendance_correction_text`); a
signed sheet's only with the committee's reason (Gray rule 16)."""

from __future__ import annotations

from league.season.values import Game
from store.writes.games import save_game
from tui.modals.reason_modal import ReasonModal
from tui.screens.rinkbook_screen import RinkbookScreen
from tui.text.attendance_correction_text import (
    corrected,
    correction_question,
    correction_title,
    refused_now,
)
from tui.text.entry_reading import EntryError, SheetChange

WHAT = "correcting attendance"


def correct_attendance(screen: RinkbookScreen, team: str, pid: str | None, game: Game | None) -> None:
    """Toggle `pid` on `team`'s list of `game` (the grid's cell under the cursor) from `screen`: refused at once, and
    nothing asked, when he may not be taken off (a shift he played, a goal naming him); a signed sheet's asks the
    committee's reason first."""
    rinkbook = screen.rinkbook
    if rinkbook.refuse_write(WHAT) or pid is None or game is None:
        if game is None:
            screen.notify("Put the cursor on a player's game.", severity="warning")
        return
    dressed = pid not in game.dressed_for(team)  # the correction: dressed, or no longer
    if _change(screen, game, team, pid, dressed) is None:
        return

    def save(reason: str | None = None, shown: Game = game) -> None:
        change = _change(screen, shown, team, pid, dressed)  # on the list as it is now
        if change is None:
            return
        screen.write(
            WHAT,
            lambda: save_game(
                rinkbook.store,
                rinkbook.season_name,
                change.game,
                "correct attendance" if reason else None,
                reason,
                based_on=shown,
            ),
            lambda _: screen.notify(f"{game.id} corrected: {change.done}."),
        )

    if not game.signed:
        save()
        return
    # Kept open after another window changed the sheet (`tui.form_keeper`): Enter makes this correction on the list
    # as it is now, the other window's changes kept; unless that window made it, or recorded a shift of his.
    season = rinkbook.season
    form = ReasonModal(
        correction_title(game, pid, dressed),
        correction_question(game, team, pid, dressed, season),
        over_it=f"Enter {'dresses' if dressed else 'takes off'} {pid} too, on the list as it is now; Esc cancels.",
        refusal=lambda: refused_now(rinkbook.season, game.id, team, pid, dressed),
    )
    rinkbook.forms.edit(form, game, save)


def _change(screen: RinkbookScreen, game: Game, team: str, pid: str, dressed: bool) -> SheetChange | None:
    """The correction made on `game`, or None when it is refused: said, nothing saved."""
    try:
        return corrected(game, team, pid, dressed, screen.rinkbook.season)
    except EntryError as refused:
        screen.notify(f"{refused.message}. Nothing was saved.", title="Correcting attendance refused", severity="error")
        return None
