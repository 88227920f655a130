"""The moment a game ended, for what is recorded at the final whistle or after it (a misconduct as the
teams leave the ice): where the replay ended the game (a deciding goal, a forfeit on the ice, a lead at
a period's end), else the end of the last period the sheet reached."""

from __future__ import annotations

from league.rules.formats import game_kind
from league.rules.rulebook import Rulebook
from league.season.values import Game
from league.sheet.replay import replay_sheet
from league.sheet.replay_values import Moment


def end_moment(game: Game, rulebook: Rulebook) -> Moment:
    """Where `game` ended: the replay's end, or the full length of the last period played (regulation's
    last, or the overtime period its events reach)."""
    ended = replay_sheet(game, rulebook).ended_at
    if ended is not None:
        return ended
    fmt = rulebook.format_for(game_kind(game))
    regulation = len(fmt.periods)
    last = max([regulation, *(g.period for g in game.goals), *(p.period for p in game.penalties)])
    seconds = fmt.period_seconds(last) if last > regulation else None
    if seconds is None:  # regulation's end, or an event past every period the format has (the replay refuses it)
        last, seconds = regulation, fmt.period_seconds(regulation) or 0
    return Moment(last, seconds)
