"""G5: the suspensions a season's game misconducts give, where each is served, and who may dress.

A game misconduct (the referee's, a match penalty, the automatic one for fighting or a 5th
penalty; one per player per game) keeps a player out of the next final games of the team he is
rostered on at each game's date, playoffs included: one game, six for his 3rd of the season, the
rest of the season for his 4th. Whatever is left lapses when the final series is decided.
"""

from __future__ import annotations

import weakref
from collections import defaultdict
from dataclasses import dataclass, field

from league.date_range import end_of_records
from league.outcome import game_outcome
from league.rosters import Rosters
from league.rulebook import Rulebook
from league.sheet import SheetReplay, ordinal, replay_sheet
from league.values import Game, Season


@dataclass(frozen=True, slots=True)
class Suspension:
    """One suspension: where it came from, how long it is, and the games it was served in."""

    player: str
    team: str
    source: str
    cause: str
    nth: int  # which game misconduct of the season this is
    length: int | None  # None: the rest of the season
    served_in: tuple[str, ...]
    lapsed_at: str | None = None  # the game that decided the final, when it ended the suspension

    @property
    def lapsed(self) -> bool:
        return self.lapsed_at is not None

    @property
    def remaining(self) -> int | None:
        """Games still to serve (0 once served or lapsed; None for an open rest-of-season suspension)."""
        if self.lapsed:
            return 0
        if self.length is None:
            return None
        return max(self.length - len(self.served_in), 0)

    @property
    def active(self) -> bool:
        return self.remaining is None or self.remaining > 0

    @property
    def length_text(self) -> str:
        return "rest of the season" if self.length is None else f"{self.length} game{'s' * (self.length != 1)}"


@dataclass(slots=True)
class _Given:
    """A suspension while the season is replayed: the games it was served in grow, it may lapse."""

    player: str
    team: str
    source: str
    cause: str
    nth: int
    length: int | None
    served_in: list[str] = field(default_factory=list)
    lapsed_at: str | None = None

    def done(self) -> Suspension:
        return Suspension(
            self.player,
            self.team,
            self.source,
            self.cause,
            self.nth,
            self.length,
            tuple(self.served_in),
            self.lapsed_at,
        )


def games_in_order(season: Season) -> tuple[Game, ...]:
    return season.games_in_order()


def final_series_decided(season: Season, rulebook: Rulebook, replays: dict[str, SheetReplay]) -> str | None:
    """The id of the game that decided the last playoff series (the final), or None while it is open."""
    if not rulebook.playoffs.series:
        return None
    final = rulebook.playoffs.series[-1]
    wins: dict[str, int] = defaultdict(int)
    for game in games_in_order(season):
        if game.stage != "playoff" or game.series != final.id:
            continue
        outcome = game_outcome(game, rulebook, replays.get(game.id))
        if outcome and outcome.winner:
            wins[outcome.winner] += 1
            if wins[outcome.winner] >= final.wins_needed:
                return game.id
    return None


def season_suspensions(
    season: Season, rulebook: Rulebook, replays: dict[str, SheetReplay] | None = None
) -> tuple[Suspension, ...]:
    """Every suspension of the season in the order it was given, with the games it was served in (worked
    out once per season value and rulebook: the checks of a save and the screens after it share them)."""
    kept = _SUSPENSIONS.get(id(season))
    if kept is not None and kept[0]() is season and kept[1] is rulebook:
        return kept[2]
    found = _season_suspensions(season, rulebook, replays)
    keep_suspensions(season, rulebook, found)
    return found


# The suspensions of the seasons alive, by the season value's id (a season is frozen).
_SUSPENSIONS: dict[int, tuple[weakref.ref[Season], Rulebook, tuple[Suspension, ...]]] = {}


def keep_suspensions(season: Season, rulebook: Rulebook, suspensions: tuple[Suspension, ...]) -> None:
    """Remember `suspensions` as `season`'s under `rulebook` while the season lives: a save that can
    change none of them (`league.game_change_checks`) hands the season before it's on to the one after."""
    key = id(season)

    def drop(_: weakref.ref[Season]) -> None:
        _SUSPENSIONS.pop(key, None)

    _SUSPENSIONS[key] = (weakref.ref(season, drop), rulebook, suspensions)


def hand_on_suspensions(before: Season, after: Season, rulebook: Rulebook) -> None:
    """`after`'s suspensions are `before`'s, when those are known (`after` holds the same games, read back)."""
    kept = _SUSPENSIONS.get(id(before))
    if kept is not None and kept[0]() is before and kept[1] is rulebook:
        keep_suspensions(after, rulebook, kept[2])


def _season_suspensions(
    season: Season, rulebook: Rulebook, replays: dict[str, SheetReplay] | None
) -> tuple[Suspension, ...]:
    replays = replays if replays is not None else {g.id: replay_sheet(g, rulebook) for g in season.games}
    rules = rulebook.suspensions
    rosters = Rosters(season)
    decided_by = final_series_decided(season, rulebook, replays)
    given: list[_Given] = []
    open_by_player: dict[str, list[_Given]] = defaultdict(list)
    count: dict[str, int] = defaultdict(int)
    for game in games_in_order(season):
        if game.status != "final":
            continue
        if game.stage == "regular" or rules.served_in_playoffs:
            _serve(game, rosters, open_by_player)
        for gm in replays[game.id].game_misconducts:
            count[gm.player] += 1
            length = rules.games_for(count[gm.player])
            entry = _Given(gm.player, gm.team, game.id, gm.cause, count[gm.player], length)
            given.append(entry)
            if length != 0:
                open_by_player[gm.player].append(entry)
        if game.id == decided_by:
            for entries in open_by_player.values():
                for entry in entries:
                    entry.lapsed_at = game.id
            open_by_player.clear()
    return tuple(entry.done() for entry in given)


def _serve(game: Game, rosters: Rosters, open_by_player: dict[str, list[_Given]]) -> None:
    """A final game of a suspended player's team serves one game of his earliest open suspension."""
    for player, entries in list(open_by_player.items()):
        if rosters.team_of(player, game.date) not in game.teams:
            continue
        entry = entries[0]
        entry.served_in.append(game.id)
        if entry.length is not None and len(entry.served_in) >= entry.length:
            entries.pop(0)
            if not entries:
                del open_by_player[player]


def suspension_keeping_out(
    player: str, game: Game, season: Season, suspensions: tuple[Suspension, ...]
) -> Suspension | None:
    """The suspension that keeps `player` from being dressed for `game` (for any team), or None (G5)."""
    own = [s for s in suspensions if s.player == player]
    if not own:
        return None
    order = season.game_order()
    at = order.get(game.id, len(order))
    for s in own:
        if order[s.source] >= at:
            continue
        if s.lapsed_at is not None and order[s.lapsed_at] < at:
            continue
        if s.length is None or served_before(s, at, order) < s.length:
            return s
    return None


def served_before(s: Suspension, at: int, order: dict[str, int]) -> int:
    """How many games of `s` were served before the game at position `at` of the season's order."""
    return sum(1 for gid in s.served_in if order[gid] < at)


def refusal_text(s: Suspension, game: Game, season: Season) -> str:
    """Why a suspended player cannot be dressed for `game`, with what remains, in the committee's words."""
    if s.length is None:
        left = "out for the rest of the season"
    else:
        order = season.game_order()
        remaining = s.length - served_before(s, order.get(game.id, len(order)), order)
        left = f"{remaining} of {s.length_text} still to serve"
    return (
        f"{s.player} is suspended: game misconduct ({s.cause}) in {s.source}, his {ordinal(s.nth)} of the "
        f"season; {left}"
    )


def still_to_serve(season: Season, suspensions: tuple[Suspension, ...]) -> tuple[tuple[Suspension, str | None], ...]:
    """Each player's latest suspension that is still to serve, with his team at the end of the records."""
    latest = {s.player: s for s in suspensions}
    day = end_of_records(season)
    rosters = Rosters(season)
    return tuple((s, rosters.team_of(s.player, day)) for s in latest.values() if s.active)
