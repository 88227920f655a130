"""Whether a change of a few games leaves a season's suspensions as they were.

The ledger (`league.discipline.suspensions`) replays every game of the season; a scorer's result changes one.
A changed game that gives no suspension (before or after), keeps its place, day and teams, and comes while no
suspension of a player of its teams is open, can neither give nor serve one: the ledger is the same. Anything
else (a game misconduct, a moved game, a playoff game, a disqualification, a tournament's discipline or its
division lapses, any change beside the games) is left to be worked out again.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import fields

from league.discipline.suspension_values import Suspension
from league.rosters.membership import Rosters
from league.rules.rulebook import LAPSE_AT_FINAL_SERIES, Rulebook
from league.season.values import Game, Season
from league.sheet.replay import SheetReplay

_BESIDE_GAMES = tuple(f.name for f in fields(Season) if f.compare and f.name != "games")


def suspensions_unchanged(
    before: Season,
    after: Season,
    changed: Sequence[tuple[Game | None, Game | None]],
    rulebook: Rulebook,
    replays: tuple[Mapping[str, SheetReplay], Mapping[str, SheetReplay]],
    suspensions: tuple[Suspension, ...],
) -> bool:
    """True when `after` (`before` with the `changed` games, (old, new) pairs) has exactly `before`'s
    `suspensions`, by the reading in the module docstring; False when that cannot be told without working the
    ledger out again. `replays` are each season's sheet replays (before's, after's)."""
    if rulebook.discipline is not None or rulebook.suspensions.lapses_at != LAPSE_AT_FINAL_SERIES:
        return False  # a tournament's discipline derives suspensions, and its brackets lapse them, from results
    if before.disqualifications or after.disqualifications or not _same_beside_games(before, after):
        return False
    order = before.game_order()
    rosters: Rosters | None = None
    for old, new in changed:
        if old is None or new is None or not _same_slot(old, new):
            return False
        if _gives(old, replays[0]) or _gives(new, replays[1]):
            return False
        at = order[old.id]
        for suspension in suspensions:
            if _open_at(suspension, at, order):
                rosters = rosters or Rosters(after)
                if rosters.team_of(suspension.player, new.date) in new.teams:
                    return False
    return True


def _same_beside_games(before: Season, after: Season) -> bool:
    return all(
        (mine := getattr(before, name)) is (theirs := getattr(after, name)) or mine == theirs for name in _BESIDE_GAMES
    )


def _same_slot(old: Game, new: Game) -> bool:
    """The same regular-season game at the same place in the season's order, between the same teams."""
    return old.stage == new.stage == "regular" and old.sort_key == new.sort_key and old.teams == new.teams


def _gives(game: Game, replays: Mapping[str, SheetReplay]) -> bool:
    """Whether `game` may give a suspension: a final sheet with a game misconduct (the ladder's)."""
    return game.status == "final" and bool(replays[game.id].game_misconducts)


def _open_at(suspension: Suspension, at: int, order: Mapping[str, int]) -> bool:
    """Whether `suspension` may still be served at the game in place `at` of the season's order: given before it,
    and neither served in full nor lapsed before it."""
    given = order.get(suspension.source)
    if given is not None and given >= at:
        return False  # given at or after it: served only in later games
    if suspension.lapsed_at is not None and order.get(suspension.lapsed_at, at) < at:
        return False
    served = suspension.served_in
    length = suspension.length
    return not (length is not None and len(served) >= length and (not served or order.get(served[-1], at) < at))
