"""The plain values of a season, mirroring the season file (docs/season-file.md).

Every collection is a tuple and every value is frozen, so a season can be handed to any rule
without copying. Lists keep the order of the file: sheet order matters (Gray rule 4) and export must
give back what was imported.

This module defines `Season`, its lookups and the values beside its games (fees and rulings). The values of its
rosters live in `league.season.roster_values`, those of a game's sheet in `league.season.game_values`, and a
competition's shape and a table's coin tosses (what a rulebook and the standings name without a season) in
`league.season.shape_values`; this module re-exports them (`__all__`) so that the many modules importing season
values from `league.season.values` need not know the split. That is deliberate and the one
re-export of its kind: new code may import from either place.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from datetime import date
from typing import Any, TypeVar

from league.season.game_values import (
    BenchOut,
    Forfeit,
    Game,
    Goal,
    LateStart,
    Penalty,
    Score,
    Shift,
    Shootout,
    ShootoutAttempt,
)
from league.season.roster_values import (
    Draft,
    DraftPick,
    Drop,
    EligibilityOverride,
    Player,
    SamePerson,
    Substitute,
    Team,
    Transfer,
)
from league.season.shape_values import BracketSlot, CoinToss, Division, Pool

__all__ = [
    "ALL_PENALTY_KINDS",
    "CLASSES",
    "GAME_STATUSES",
    "MAX_COUNT",
    "OPEN_DIVISION",
    "PENALTY_KINDS",
    "POSITIONS",
    "SHIFT_GROUPS",
    "SLOT_KINDS",
    "STAGES",
    "STATUSES",
    "TOURNAMENT_PENALTY_KINDS",
    "BenchOut",
    "BracketSlot",
    "CoinToss",
    "Disqualification",
    "Division",
    "Draft",
    "DraftPick",
    "Drop",
    "EligibilityOverride",
    "FeePayment",
    "Forfeit",
    "Game",
    "Goal",
    "LateStart",
    "PaymentVoid",
    "Penalty",
    "Player",
    "Pool",
    "SamePerson",
    "Score",
    "Season",
    "SeasonDates",
    "Shift",
    "Shootout",
    "ShootoutAttempt",
    "Substitute",
    "SuspensionRuling",
    "Team",
    "Transfer",
]

_Item = TypeVar("_Item")

POSITIONS = ("F", "D", "G")
CLASSES = ("A", "B", "C", "D")
STATUSES = ("active", "leaving", "injured")
STAGES = ("regular", "playoff")
GAME_STATUSES = ("scheduled", "final", "cancelled", "postponed")
PENALTY_KINDS = ("minor", "double-minor", "major", "misconduct", "game-misconduct", "match")
# Kinds only a version 2 season file (a tournament's, docs/season-file.md#a-tournaments-parts) may hold, and every kind
# there is.
TOURNAMENT_PENALTY_KINDS = ("gross-misconduct",)
ALL_PENALTY_KINDS = PENALTY_KINDS + TOURNAMENT_PENALTY_KINDS
# A bracket slot's kinds (docs/readings/shared.md#pools-and-the-bracket), in the order a bracket is played.
SLOT_KINDS = ("play-in", "quarter-final", "semi-final", "final", "third-place", "consolation", "placement")
# The division of a tournament whose file names none (docs/season-file.md#a-tournaments-parts).
OPEN_DIVISION = "OPEN"
SHIFT_GROUPS = ("F", "D")
# No score, minute, period, room or round of a season comes near this: the season file's bound on counts.
MAX_COUNT = 1_000_000


@dataclass(frozen=True, slots=True)
class PaymentVoid:
    """The committee's voiding of a fee payment recorded in error: why, and on which day."""

    reason: str
    date: date


@dataclass(frozen=True, slots=True)
class FeePayment:
    """A team's payment of officials' fees (Gray rule 15); a voided one stays on the ledger and counts for nothing."""

    team: str
    date: date
    amount_cents: int
    void: PaymentVoid | None = None

    @property
    def counted_cents(self) -> int:
        """What the payment counts for in a balance: nothing once voided."""
        return 0 if self.void is not None else self.amount_cents


@dataclass(frozen=True, slots=True)
class Disqualification:
    """The committee's disqualification of a team (docs/readings/shared.md#disqualification): from which game on, and
    why."""

    team: str
    game: str
    reason: str


@dataclass(frozen=True, slots=True)
class SuspensionRuling:
    """A suspension the committee recorded (docs/readings/shared.md#ejections-and-suspensions): the player, the game it
    comes from, how many of his team's next games (None: the rest of the tournament), and why."""

    player: str
    game: str
    games: int | None
    reason: str


@dataclass(frozen=True, slots=True)
class SeasonDates:
    age_cutoff: date
    roster_deadline: date


@dataclass(slots=True)
class _SeasonIndex:
    """A season's lookups, each built on first use. The season value is frozen, so a lookup built from it can
    never go stale: this is no cache of anything worked out by the rules (those are kept outside `league`,
    `store.cache.season_cache`), only the season's own items by their keys and in their order."""

    teams: dict[str, Team] | None = None
    players: dict[str, Player] | None = None
    order: dict[str, int] | None = None
    in_order: tuple[Game, ...] | None = None
    places: dict[str, int] | None = None
    playoffs: tuple[Game, ...] | None = None


# The season's fields no lookup reads (`Season.with_changes`).
_BESIDE_GAMES = frozenset({"fees_paid", "transfers", "drops", "substitutes"})


@dataclass(frozen=True, slots=True)
class Season:
    """One season of one league: everything the season file holds.

    `league` is the league's name as people know it ("Gray League", the season file's "league"): the one
    place the word means the hockey league itself; elsewhere in the code `league` is the rules package."""

    league: str
    name: str
    rulebook: str
    dates: SeasonDates
    teams: tuple[Team, ...] = ()
    players: tuple[Player, ...] = ()
    substitute_goalies: tuple[str, ...] = ()
    draft: Draft | None = None
    transfers: tuple[Transfer, ...] = ()
    drops: tuple[Drop, ...] = ()
    substitutes: tuple[Substitute, ...] = ()
    games: tuple[Game, ...] = ()
    coin_tosses: tuple[CoinToss, ...] = ()
    fees_paid: tuple[FeePayment, ...] = ()
    time_zone: str | None = None  # the league's IANA time zone ("America/Toronto"): games' times are its wall clock
    rink: str | None = None  # where the games are played, as a calendar's location
    # A tournament's shape and committee rulings (docs/season-file.md#a-tournaments-parts); empty in a Gray season.
    divisions: tuple[Division, ...] = ()
    pools: tuple[Pool, ...] = ()
    bracket: tuple[BracketSlot, ...] = ()
    disqualifications: tuple[Disqualification, ...] = ()
    suspension_rulings: tuple[SuspensionRuling, ...] = ()
    # The committee's spares: unrostered skaters it keeps for the substitutes of dropped players (its official
    # substitute goalies are the list above).
    spares: tuple[str, ...] = ()
    _index: _SeasonIndex = field(default_factory=_SeasonIndex, init=False, repr=False, compare=False)

    def team(self, code: str) -> Team | None:
        """The team with this code, or None."""
        return self._teams().get(code)

    def player(self, pid: str) -> Player | None:
        """The player with this id, or None."""
        return self._players().get(pid)

    def game(self, gid: str) -> Game | None:
        """The game with this id, or None."""
        at = self._places().get(gid)
        return None if at is None else self.games[at]

    def team_name(self, code: str) -> str:
        """The name of the team with this code, or the code itself when the season has no such team."""
        team = self.team(code)
        return team.name if team else code

    def known_team(self, code: str) -> Team:
        """The team of a code the season itself holds (a roster's, a reference `league.checks.references` has
        checked); a code it does not hold is a bug in the caller and raises KeyError."""
        return self._teams()[code]

    def known_player(self, pid: str) -> Player:
        """The player of an id the season itself holds (a roster's, a reference `league.checks.references` has
        checked); an id it does not hold is a bug in the caller and raises KeyError."""
        return self._players()[pid]

    def known_game(self, gid: str) -> Game:
        """The game of an id the season itself holds (one of its games' ids); an id it does not hold
        is a bug in the caller and raises KeyError."""
        return self.games[self._places()[gid]]

    def game_order(self) -> dict[str, int]:
        """Each game's place in the season's order of date, time of day and id (built once)."""
        if self._index.order is None:
            ordered = sorted(self.games, key=lambda g: g.sort_key)
            self._index.order = {g.id: i for i, g in enumerate(ordered)}
        return self._index.order

    def with_game(self, game: Game) -> Season:
        """This season with `game` in place of the game of its id (added last when it has none): what one
        save changes. The other games stay the same objects, and the lookups already built are carried over
        with the one game put in (each is of the new value's own items: none can be stale)."""
        old = self.game(game.id)
        if old is None:
            games = (*self.games, game)
        else:
            at = self.place(game.id)
            games = (*self.games[:at], game, *self.games[at + 1 :])
        season = replace(self, games=games)
        index, carried = self._index, season._index
        carried.teams, carried.players = index.teams, index.players
        if index.places is not None:  # a game replaced keeps its place: the same lookup serves
            carried.places = index.places if old is not None else {**index.places, game.id: len(self.games)}
        if old is not None and old.stage != "playoff" and game.stage != "playoff":
            carried.playoffs = index.playoffs  # a regular game saved: the same playoff games
        if old is not None and old.sort_key == game.sort_key:
            carried.order = index.order
            if index.in_order is not None:
                at = bisect_left(index.in_order, old.sort_key, key=lambda g: g.sort_key)
                while index.in_order[at] is not old:  # another game of the same id, day and time (a file's error)
                    at += 1
                carried.in_order = (*index.in_order[:at], game, *index.in_order[at + 1 :])
        return season

    def with_changes(self, **changes: Any) -> Season:
        """`dataclasses.replace(self, **changes)`; a change to the payments or the rosters' moves alone (the
        fields `_BESIDE_GAMES`) keeps the lookups of the teams, players and games, which read none of them."""
        season = replace(self, **changes)
        if set(changes) <= _BESIDE_GAMES:
            index, carried = self._index, season._index
            carried.teams, carried.players = index.teams, index.players
            carried.order, carried.in_order, carried.places = index.order, index.in_order, index.places
            carried.playoffs = index.playoffs
        return season

    def place(self, gid: str) -> int:
        """The index in `games` of the game of an id the season holds (its path: `games[N]`); KeyError
        for any other id."""
        return self._places()[gid]

    def playoff_games(self) -> tuple[Game, ...]:
        """Every game of the playoffs (stage "playoff"), in the season's order (found once per season value: a save
        asks for them, and a regular season's walk over every game was 2 ms of each save at 30,000 games)."""
        if self._index.playoffs is None:
            self._index.playoffs = tuple(g for g in self.games if g.stage == "playoff")
        return self._index.playoffs

    def games_in_order(self) -> tuple[Game, ...]:
        """Every game by date, time of day, then id (sorted once per season value)."""
        if self._index.in_order is None:
            self._index.in_order = tuple(sorted(self.games, key=lambda g: g.sort_key))
        return self._index.in_order

    # Built once per season value: seasons are frozen, so an index never goes stale.
    def _teams(self) -> dict[str, Team]:
        if self._index.teams is None:
            self._index.teams = _by_key(self.teams, lambda t: t.code)
        return self._index.teams

    def _players(self) -> dict[str, Player]:
        if self._index.players is None:
            self._index.players = _by_key(self.players, lambda p: p.id)
        return self._index.players

    def _places(self) -> dict[str, int]:
        """Each game's index in `games` (a later game with the same id wins, as every lookup does): the lookup of a
        game by its id too. A save's season (`with_game`) keeps it as it is, where a map of the games themselves was
        copied whole, 30,000 games a save, and walked again by each pass of Python's collector over what is new."""
        if self._index.places is None:
            self._index.places = {g.id: i for i, g in enumerate(self.games)}
        return self._index.places


def _by_key(items: Iterable[_Item], key: Callable[[_Item], str]) -> dict[str, _Item]:
    """Items by their key; a later item with the same key wins, as the lookups always did."""
    return {key(item): item for item in items}
