"""The plain values of a season, mirroring the season file (SPEC section 8).

Every collection is a tuple and every value is frozen, so a season can be handed to any rule
without copying. Lists keep the order of the file: sheet order matters (G4) and export must
give back what was imported.
"""

from __future__ import annotations

import datetime
from bisect import bisect_left
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from datetime import date
from typing import Any, TypeVar

_Item = TypeVar("_Item")

POSITIONS = ("F", "D", "G")
CLASSES = ("A", "B", "C", "D")
STATUSES = ("active", "leaving", "injured")
STAGES = ("regular", "playoff")
GAME_STATUSES = ("scheduled", "final", "cancelled", "postponed")
PENALTY_KINDS = ("minor", "double-minor", "major", "misconduct", "game-misconduct", "match")
# Kinds only a version 2 season file (a tournament's, SPEC 10.6) may hold, and every kind there is.
TOURNAMENT_PENALTY_KINDS = ("gross-misconduct",)
ALL_PENALTY_KINDS = PENALTY_KINDS + TOURNAMENT_PENALTY_KINDS
# A bracket slot's kinds (SPEC 10.1 T2), in the order a bracket is played.
SLOT_KINDS = ("play-in", "quarter-final", "semi-final", "final", "third-place", "consolation", "placement")
# The division of a tournament whose file names none (SPEC 10.7).
OPEN_DIVISION = "OPEN"
SHIFT_GROUPS = ("F", "D")
# No score, minute, period, room or round of a season comes near this: the season file's bound on counts.
MAX_COUNT = 1_000_000


@dataclass(frozen=True, slots=True)
class Team:
    """A team of the season: its code is the league's and repeats in later seasons."""

    code: str
    name: str
    captain: str | None = None
    colour: str | None = None


@dataclass(frozen=True, slots=True)
class EligibilityOverride:
    """The committee's decision to admit a player G1 would refuse (kept in the season file)."""

    reason: str
    date: date


@dataclass(frozen=True, slots=True)
class SamePerson:
    """A second registration of one person (SPEC 10.2 CC1): the first registration's id, and why."""

    player: str
    reason: str


@dataclass(frozen=True, slots=True)
class Player:
    """A registered player; `team` is his team when the regular season starts."""

    id: str
    name: str
    born: date
    position: str
    klass: str
    rating: int
    number: int | None = None
    email: str | None = None
    phone: str | None = None
    status: str = "active"
    team: str | None = None
    eligibility_override: EligibilityOverride | None = None
    elite: bool = False  # Cole rule CH1: plays only for a team of division A
    same_person_as: SamePerson | None = None


@dataclass(frozen=True, slots=True)
class Transfer:
    """From `date` on, `player` plays for `to`."""

    player: str
    to: str
    date: date
    reason: str = ""


@dataclass(frozen=True, slots=True)
class Drop:
    """A captain's request to drop a player and the committee's decision on it (G10)."""

    player: str
    requested_by: str | None
    requested_on: date
    decided_on: date | None = None
    approved: bool | None = None
    reason: str = ""
    refund_cents: int = 0


@dataclass(frozen=True, slots=True)
class Substitute:
    """A substitute placed on `team` from `date`, replacing a dropped player (G11)."""

    player: str
    team: str
    date: date
    replaces: str


@dataclass(frozen=True, slots=True)
class DraftPick:
    round: int
    pick: int
    team: str
    player: str


@dataclass(frozen=True, slots=True)
class Draft:
    """The draft's order (straight or snake), its first round and the picks made."""

    order: str = "snake"
    first_round: tuple[str, ...] = ()
    picks: tuple[DraftPick, ...] = ()


@dataclass(frozen=True, slots=True)
class Forfeit:
    """A committee ruling that `team` forfeits, for a reason the sheet cannot show."""

    team: str
    reason: str


@dataclass(frozen=True, slots=True)
class LateStart:
    """A team not ready at the scheduled time (G6); `goalie_only` when only its goalie was late."""

    team: str
    minutes: int
    goalie_only: bool = False


@dataclass(frozen=True, slots=True)
class Goal:
    """A goal; `second` is elapsed time in the period, in seconds."""

    team: str
    scorer: str
    assists: tuple[str, ...] = ()
    period: int = 1
    second: int = 0
    penalty_shot: bool = False  # scored on a penalty shot (3-on-3 TH5): needs an unused award


@dataclass(frozen=True, slots=True)
class Penalty:
    """A penalty as the sheet lists it; `player` is None for a bench penalty."""

    team: str
    player: str | None
    kind: str
    infraction: str = ""
    period: int = 1
    second: int = 0
    bench: bool = False
    equipment: bool = False
    coincidental: bool = False


@dataclass(frozen=True, slots=True)
class ShootoutAttempt:
    """One shootout attempt as the sheet lists it (SPEC 10.1 T4)."""

    team: str
    shooter: str
    scored: bool


@dataclass(frozen=True, slots=True)
class Shootout:
    """A game's shootout: the team that shot first (None: the home team) and its attempts in order."""

    first: str | None = None
    attempts: tuple[ShootoutAttempt, ...] = ()


@dataclass(frozen=True, slots=True)
class Shift:
    """One change of one group of a team: the players it sent out (G9)."""

    group: str
    players: tuple[str, ...]
    stop_time: bool = False


@dataclass(frozen=True, slots=True)
class BenchOut:
    """A bench mark of one team's player, from its shift number `shift` on (G9): the scorer's "injured, out
    for the rest of the game", or where the bench tracker first recorded a change while he went to serve a
    major or a misconduct (`reason` is its kind): the shifts he sat in the box (`league.bench_outs`)."""

    team: str
    player: str
    shift: int
    reason: str


@dataclass(frozen=True, slots=True)
class Score:
    home: int
    away: int


@dataclass(frozen=True, slots=True)
class Game:
    """A scheduled or played game with its sheet. `dressed` and `shifts` are keyed by team code; a team
    in `dressed` with no players is a recorded empty lineup, not a missing one (G10)."""

    id: str
    stage: str
    date: date
    time: str
    home: str
    away: str
    rooms: tuple[int, int] | None = None
    status: str = "scheduled"
    series: str | None = None
    no: int | None = None
    score: Score | None = None
    overtime: bool = False
    forfeit: Forfeit | None = None
    late_starts: tuple[LateStart, ...] = ()
    dressed: tuple[tuple[str, tuple[str, ...]], ...] = ()
    goals: tuple[Goal, ...] = ()
    penalties: tuple[Penalty, ...] = ()
    shifts: tuple[tuple[str, tuple[Shift, ...]], ...] = ()
    signed: bool = False
    signed_by: str | None = None
    fees_waived: str | None = None
    # The game's kind (SPEC 10.1 T2: pool, play-in ... placement) where a tournament's bracket gives it;
    # None: taken from the stage (`league.formats.game_kind`). Not stored yet (the file format is issue 21's).
    kind: str | None = None
    shootout: Shootout | None = None
    # Version 2 sheet fields (SPEC 10.6): each regulation period's (home, away) goals on a bare sheet,
    # the neutral goalie of a 3-on-3 game, each team's shots on goal, the official's waiver of a short
    # lineup (its reason; Cole CH1).
    period_scores: tuple[tuple[int, int], ...] = ()
    goalie: str | None = None
    shots: Score | None = None
    lineup_waiver: str | None = None
    # Who the bench tracker marked out of the game, and from which shift (G9; `league.bench_outs`).
    bench_outs: tuple[BenchOut, ...] = ()
    # How many times the game was moved, postponed or cancelled (or brought back): a calendar's SEQUENCE.
    # Bookkeeping, not the game itself: two versions that differ only here are the same game.
    revision: int = field(default=0, compare=False)

    @property
    def teams(self) -> tuple[str, str]:
        return (self.home, self.away)

    @property
    def home_and_away_rooms(self) -> tuple[int, int] | None:
        """The dressing rooms as (home's, away's): the home team has the higher number (G24)."""
        if self.rooms is None:
            return None
        low, high = sorted(self.rooms)
        return high, low

    def dressed_for(self, team: str) -> tuple[str, ...]:
        """The players dressed for `team`, in sheet order (empty when not recorded)."""
        return dict(self.dressed).get(team, ())

    def lineup_recorded(self, team: str) -> bool:
        """Whether the sheet holds `team`'s dressed list (G10): an empty list is recorded (a no-show,
        every player of the team missed the game); no list at all is attendance not recorded."""
        return any(code == team for code, _ in self.dressed)

    @property
    def played_score(self) -> Score | None:
        """The score the game was played to (SPEC section 8): its `score`, or, where it has none, its
        goal events counted (a sheet of timed goals needs no bare score); None with neither. Any forfeit
        comes on top of this (`league.outcome`)."""
        if self.score is not None:
            return self.score
        return self.goals_score if self.goals else None

    @property
    def goals_score(self) -> Score:
        """The score the game's goal events give (0-0 with none)."""
        home = sum(1 for goal in self.goals if goal.team == self.home)
        return Score(home, sum(1 for goal in self.goals if goal.team == self.away))

    def shifts_for(self, team: str) -> tuple[Shift, ...]:
        return dict(self.shifts).get(team, ())

    @property
    def sort_key(self) -> tuple[datetime.date, str, str]:  # `date` in here is the field
        """Games are taken in order of date, then time of day, then id."""
        return (self.date, self.time, self.id)


@dataclass(frozen=True, slots=True)
class CoinToss:
    """The order a coin toss gave for exactly this set of level teams (G19)."""

    teams: tuple[str, ...]
    order: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PaymentVoid:
    """The committee's voiding of a fee payment recorded in error: why, and on which day."""

    reason: str
    date: date


@dataclass(frozen=True, slots=True)
class FeePayment:
    """A team's payment of officials' fees (G15); a voided one stays on the ledger and counts for nothing."""

    team: str
    date: date
    amount_cents: int
    void: PaymentVoid | None = None

    @property
    def counted_cents(self) -> int:
        """What the payment counts for in a balance: nothing once voided."""
        return 0 if self.void is not None else self.amount_cents


@dataclass(frozen=True, slots=True)
class Division:
    """A tournament's division (SPEC 10.1 T1)."""

    code: str
    name: str


@dataclass(frozen=True, slots=True)
class Pool:
    """A pool of a division: its teams play a round robin, and its table counts only their games (T1)."""

    code: str
    name: str
    division: str
    teams: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class BracketSlot:
    """One knockout game or series of a bracket: a tournament division's (T2), or a league's playoffs
    (G20-G22). A side is `seed:N` (the Nth of the final standings), `pool:P:N` (pool P's Nth place),
    `winner:ID` or `loser:ID` (of another slot). `home_pattern` names the home side of games 1, 2, 3 ... as
    "high" (the better seed or place) or "low"; empty: the high side is home every game. A winner may take a
    seed (`winner_seed`: a wild card's winner becomes the fourth seed)."""

    id: str
    division: str
    kind: str
    sides: tuple[str, str]
    best_of: int = 1
    home_pattern: tuple[str, ...] = ()
    winner_seed: int | None = None

    @property
    def wins_needed(self) -> int:
        return self.best_of // 2 + 1

    def home_side(self, no: int) -> str:
        """ "high" or "low": the side at home in game `no` (1 first)."""
        return self.home_pattern[no - 1] if self.home_pattern else "high"


@dataclass(frozen=True, slots=True)
class Disqualification:
    """The committee's disqualification of a team (T7): from which game on, and why."""

    team: str
    game: str
    reason: str


@dataclass(frozen=True, slots=True)
class SuspensionRuling:
    """A suspension the committee recorded (T6): the player, the game it comes from, how many of his
    team's next games (None: the rest of the tournament), and why."""

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
    `store.season_cache`), only the season's own items by their keys and in their order."""

    teams: dict[str, Team] | None = None
    players: dict[str, Player] | None = None
    games: dict[str, Game] | None = None
    order: dict[str, int] | None = None
    in_order: tuple[Game, ...] | None = None
    places: dict[str, int] | None = None


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
    # A tournament's shape and committee rulings (SPEC 10.6); empty in a Gray season.
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
        return self._games().get(gid)

    def team_name(self, code: str) -> str:
        """The name of the team with this code, or the code itself when the season has no such team."""
        team = self.team(code)
        return team.name if team else code

    def known_team(self, code: str) -> Team:
        """The team of a code the season itself holds (a roster's, a reference `league.references` has
        checked); a code it does not hold is a bug in the caller and raises KeyError."""
        return self._teams()[code]

    def known_player(self, pid: str) -> Player:
        """The player of an id the season itself holds (a roster's, a reference `league.references` has
        checked); an id it does not hold is a bug in the caller and raises KeyError."""
        return self._players()[pid]

    def known_game(self, gid: str) -> Game:
        """The game of an id the season itself holds (one of its games' ids); an id it does not hold
        is a bug in the caller and raises KeyError."""
        return self._games()[gid]

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
        if index.games is not None:
            carried.games = {**index.games, game.id: game}
        if index.places is not None:  # a game replaced keeps its place: the same lookup serves
            carried.places = index.places if old is not None else {**index.places, game.id: len(self.games)}
        if old is not None and old.sort_key == game.sort_key:
            carried.order = index.order
            if index.in_order is not None:
                at = bisect_left(index.in_order, old.sort_key, key=lambda g: g.sort_key)
                carried.in_order = (*index.in_order[:at], game, *index.in_order[at + 1 :])
        return season

    def with_changes(self, **changes: Any) -> Season:
        """`dataclasses.replace(self, **changes)`; a change to the payments or the rosters' moves alone (the
        fields `_BESIDE_GAMES`) keeps the lookups of the teams, players and games, which read none of them."""
        season = replace(self, **changes)
        if set(changes) <= _BESIDE_GAMES:
            index, carried = self._index, season._index
            carried.teams, carried.players, carried.games = index.teams, index.players, index.games
            carried.order, carried.in_order, carried.places = index.order, index.in_order, index.places
        return season

    def place(self, gid: str) -> int:
        """The index in `games` of the game of an id the season holds (its path: `games[N]`); KeyError
        for any other id."""
        if self._index.places is None:
            self._index.places = {g.id: i for i, g in enumerate(self.games)}
        return self._index.places[gid]

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

    def _games(self) -> dict[str, Game]:
        if self._index.games is None:
            self._index.games = _by_key(self.games, lambda g: g.id)
        return self._index.games


def _by_key(items: Iterable[_Item], key: Callable[[_Item], str]) -> dict[str, _Item]:
    """Items by their key; a later item with the same key wins, as the lookups always did."""
    return {key(item): item for item in items}
