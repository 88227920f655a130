"""What the attendance grid's correction (`C`) makes and says: the player under the cursor dressed for the grid's team
in the game under it, or taken off its list, by the scoresheet's own dressing code (`tui.text.dressing_entry`): the
same lists, and the same refusal to take off a player the sheet's goals and penalties or the bench tracker's shifts
name, worded as what the correction would have done."""

from __future__ import annotations

from league.season.values import Game, Season
from tui.text.dressing_entry import set_dressed
from tui.text.entry_reading import EntryError, SheetChange

ESC_CANCELS = "; Esc cancels."


def corrected(game: Game, team: str, pid: str, dressed: bool, season: Season) -> SheetChange:
    """`game` with `pid` dressed for `team` (`dressed`) or taken off its list, and what that did in words; EntryError
    naming the correction, that it is refused, and why (he played a shift of that game, a goal names him ...)."""
    try:
        return set_dressed(game, team, pid, dressed, season)
    except EntryError as refused:
        doing = f"Taking {pid} off {season.team_name(team)}'s list of {game.id}"
        raise EntryError(refused.field, f"{doing} is refused: {refused.message}") from None


def correction_title(game: Game, pid: str, dressed: bool) -> str:
    """The reason form's title: which signed sheet, and what the correction does to whom."""
    return f"Correct signed sheet {game.id}: {'dress' if dressed else 'take off'} {pid}"


def correction_question(game: Game, team: str, pid: str, dressed: bool, season: Season) -> str:
    """ "Why is P005 Ty Kowal dressed for Black in R04?": the committee's reason asked for the correction itself."""
    change = f"dressed for {season.team_name(team)}" if dressed else f"taken off {season.team_name(team)}'s list"
    return f"Why is {pid} {season.known_player(pid).name} {change} in {game.id}?"


def refused_now(season: Season, game_id: str, team: str, pid: str, dressed: bool) -> str | None:
    """Why the correction has nothing left to do (another window made it) or may not be made (another window
    recorded a shift of his) in `season`, the one shown now: said in the reason form instead of offering Enter.
    None while Enter makes it, or when the game is gone (its write says so)."""
    now = season.game(game_id)
    if now is None:
        return None
    if (pid in now.dressed_for(team)) == dressed:
        state = "dressed" if dressed else "not dressed"
        return f"{pid} is {state} for {season.team_name(team)} in {game_id} now: nothing to correct{ESC_CANCELS}"
    try:
        corrected(now, team, pid, dressed, season)
    except EntryError as refused:
        return f"{refused.message}{ESC_CANCELS}"
    return None
