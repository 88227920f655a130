"""The attendance grid's correction (`C`): the player under the cursor dressed for the grid's team in the game under
it, or taken off its list; a signed sheet's only with the committee's reason (Gray rule 16)."""

from __future__ import annotations

from dataclasses import replace

from league.season.values import Game, Season
from store.writes.games import save_game
from tui.modals.reason_modal import ReasonModal
from tui.screens.rinkbook_screen import RinkbookScreen

WHAT = "correcting attendance"


def correct_attendance(screen: RinkbookScreen, team: str, pid: str | None, game: Game | None) -> None:
    """Toggle `pid` on `team`'s list of `game` (the grid's cell under the cursor) from `screen`; a signed sheet's
    asks the committee's reason first."""
    rinkbook = screen.rinkbook
    if rinkbook.refuse_write(WHAT) or pid is None or game is None:
        if game is None:
            screen.notify("Put the cursor on a player's game.", severity="warning")
        return
    dressed = pid not in game.dressed_for(team)  # the correction: dressed, or no longer

    def save(reason: str | None = None, shown: Game = game) -> None:
        screen.write(
            WHAT,
            lambda: save_game(
                rinkbook.store,
                rinkbook.season_name,
                with_dressed(shown, team, pid, dressed),
                "correct attendance" if reason else None,
                reason,
                based_on=shown,
            ),
            lambda _: screen.notify("Correcting attendance: saved."),
        )

    if not game.signed:
        save()
        return
    # Kept open after another window changed the sheet (`tui.form_keeper`): Enter makes this correction on the list
    # as it is now, the other window's changes kept.
    over_it = f"Enter {'dresses' if dressed else 'takes off'} {pid} too, on the list as it is now; Esc cancels."

    def corrected_meanwhile() -> str | None:  # said in the form, never recorded a second time
        return already_corrected(rinkbook.season, game.id, team, pid, dressed)

    question = f"Why does {game.id}'s list change?"
    form = ReasonModal("Correct a signed sheet", question, over_it=over_it, refusal=corrected_meanwhile)
    rinkbook.forms.edit(form, game, save)


def with_dressed(game: Game, team: str, pid: str, dressed: bool) -> Game:
    """`game` with player `pid` on (or off) `team`'s dressed list, the rest of its sheet as it is."""
    listed = game.dressed_for(team)
    listed = (*listed, pid) if dressed and pid not in listed else tuple(p for p in listed if dressed or p != pid)
    teams = dict(game.dressed)
    lists = tuple((t, listed if t == team else ps) for t, ps in game.dressed)
    return replace(game, dressed=lists if team in teams else (*game.dressed, (team, listed)))


def already_corrected(season: Season, game_id: str, team: str, pid: str, dressed: bool) -> str | None:
    """Why correcting `pid` onto (or off) `team`'s list of game `game_id` has nothing left to do in `season` (the
    one shown now: another window made it); None while it has, or when the game is gone (its write says so)."""
    now = season.game(game_id)
    if now is None or (pid in now.dressed_for(team)) != dressed:
        return None
    state = "dressed" if dressed else "not dressed"
    return f"{pid} is {state} for {season.team_name(team)} in {game_id} now: nothing to correct; Esc cancels."
