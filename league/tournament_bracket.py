"""A tournament's bracket (SPEC 10.1 T2, T7): each slot's teams, home side, wins, winner and next game.

Slots are taken in the order of `season.bracket`. A side is `pool:P:N` (the N-th of pool P's teams
that are not disqualified, once P's places are fixed), `winner:ID` or `loser:ID` (of a decided slot).
A side once filled never changes: the teams of a slot's first game that is not cancelled hold its
sides, whatever the places or results say later (a team disqualified after that loses its games
there by forfeit, `league.disqualification`). A side that can never be filled (a pool place left
empty by a disqualification, or the loser of a slot decided without a game) is vacant: the other
side goes through without a game.

The home team is the side with the better place in its own pool (equal: the slot's first side),
every game of a series; once the slot has a game, the home team it was given then stays (a later
disqualification moves the team down its pool, not out of its home game). `SlotState` holds what
`playoffs --json` shows of a slot as it is.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from league.disqualification import season_outcomes
from league.formats import game_kind
from league.outcome import Outcome
from league.playoffs import NextGame
from league.pools import PoolTable, places, pool_tables
from league.rulebook import Rulebook
from league.values import BracketSlot, Game, Season

_VACANT = ""  # while resolving: a side that can never be filled (None is "not known yet")


@dataclass(frozen=True, slots=True)
class KnockoutGame:
    """One game of a slot as the bracket shows it: `decided_in` is regulation, overtime, shootout or
    forfeit, None while it has no result (scheduled, cancelled)."""

    id: str
    no: int | None
    home: str
    away: str
    status: str
    decided_in: str | None


@dataclass(frozen=True, slots=True)
class SlotState:
    """Where one slot stands. `teams` are its two sides' teams in side order (None: not known yet, or
    never where `vacant` says so); `high` is the home side, `low` the other (while one side alone is known
    it stands in its own side's column: the first side in `high`)."""

    slot: BracketSlot
    teams: tuple[str | None, str | None]
    high: str | None
    low: str | None
    wins: tuple[tuple[str, int], ...]
    winner: str | None
    loser: str | None
    games: tuple[KnockoutGame, ...]
    next_game: NextGame | None
    vacant: tuple[bool, bool] = (False, False)

    @property
    def id(self) -> str:
        return self.slot.id

    @property
    def kind(self) -> str:
        return self.slot.kind

    @property
    def division(self) -> str:
        return self.slot.division

    @property
    def best_of(self) -> int:
        return self.slot.best_of

    @property
    def decided(self) -> bool:
        return self.winner is not None

    def wins_of(self, team: str | None) -> int:
        return dict(self.wins).get(team, 0) if team else 0


@dataclass(frozen=True, slots=True)
class TournamentBracket:
    """Every pool's table and every slot's state, in the season's orders."""

    pools: tuple[PoolTable, ...]
    slots: tuple[SlotState, ...]

    def get(self, slot_id: str) -> SlotState | None:
        return next((s for s in self.slots if s.id == slot_id), None)

    @property
    def places(self) -> dict[str, tuple[str, ...]]:
        """{pool: its teams in place order} for every fixed pool (`playoffs --json`'s `places`)."""
        return places(self.pools)

    def division(self, code: str) -> tuple[SlotState, ...]:
        """The slots of one division, in bracket order."""
        return tuple(s for s in self.slots if s.division == code)


def slot_kind(season: Season, game: Game) -> str:
    """A game's kind: its slot's where it belongs to one (`series`), else its own (`league.formats.game_kind`)."""
    slot = next((s for s in season.bracket if s.id == game.series), None) if game.stage == "playoff" else None
    return slot.kind if slot is not None else game_kind(game)


def wins_needed(slot: BracketSlot) -> int:
    return slot.best_of // 2 + 1


def tournament_bracket(
    season: Season, rulebook: Rulebook, outcomes: Mapping[str, Outcome] | None = None
) -> TournamentBracket:
    """The pools' tables and the bracket as the season's counted outcomes make them (`outcomes` by game id,
    from `league.disqualification.season_outcomes`, computed here when not given)."""
    counted = season_outcomes(season, rulebook) if outcomes is None else outcomes
    tables = pool_tables(season, rulebook, counted)
    by_pool = {t.pool.code: t for t in tables}
    states: dict[str, SlotState] = {}
    for slot in season.bracket:
        games = tuple(
            sorted(
                (g for g in season.games if g.stage == "playoff" and g.series == slot.id),
                key=lambda g: (g.no or 0, g.sort_key),
            )
        )
        states[slot.id] = _slot(slot, games, counted, by_pool, states)
    return TournamentBracket(tables, tuple(states.values()))


def _resolve(side: str, pools: Mapping[str, PoolTable], states: Mapping[str, SlotState]) -> str | None:
    """The team a side names now: None while not known, `_VACANT` when it never will be."""
    kind, _, ref = side.partition(":")
    if kind == "pool":
        code, _, number = ref.rpartition(":")
        table = pools.get(code)
        if table is None or not table.fixed:
            return None
        order = table.bracket_order
        return order[int(number) - 1] if int(number) <= len(order) else _VACANT
    state = states.get(ref)
    if state is None:
        return None
    if kind == "winner":
        return _VACANT if all(state.vacant) else state.winner
    return _VACANT if any(state.vacant) else state.loser  # a slot won without a game has no loser


def _held(
    slot: BracketSlot, resolved: tuple[str | None, str | None], games: tuple[Game, ...], pools: Mapping[str, PoolTable]
) -> tuple[str | None, str | None]:
    """The sides' teams: the teams of the slot's first game that is not cancelled hold them once it exists."""
    first = next((g for g in games if g.status != "cancelled"), None)
    if first is None:
        return resolved
    met = list(first.teams)
    held: list[str | None] = [team if team in met else None for team in resolved]
    left = [team for team in met if team not in held]
    for index, side in enumerate(slot.sides):
        if held[index] is None and left:
            # A team the side's own pool holds first (`pool:P:N`), else the game's next team.
            pool = pools.get(side.split(":")[1]) if side.startswith("pool:") else None
            pick = next((t for t in left if pool is not None and t in pool.pool.teams), left[0])
            held[index] = pick
            left.remove(pick)
    return held[0], held[1]


def _place(team: str, pools: Mapping[str, PoolTable]) -> int:
    return next((p for t in pools.values() if (p := t.place_of(team)) is not None), 10**9)


def _home_first(teams: tuple[str, str], pools: Mapping[str, PoolTable], games: tuple[Game, ...]) -> tuple[str, str]:
    """(high, low): the home team of the slot's first game that is not cancelled, chosen when its sides were
    filled; before it, the better place in its own pool, equal places the slot's first side."""
    a, b = teams
    first = next((g for g in games if g.status != "cancelled"), None)
    if first is not None and {first.home, first.away} == {a, b}:
        return first.home, first.away
    return (b, a) if _place(b, pools) < _place(a, pools) else (a, b)


def _slot(
    slot: BracketSlot,
    games: tuple[Game, ...],
    outcomes: Mapping[str, Outcome],
    pools: Mapping[str, PoolTable],
    states: Mapping[str, SlotState],
) -> SlotState:
    resolved = (_resolve(slot.sides[0], pools, states), _resolve(slot.sides[1], pools, states))
    teams = _held(slot, resolved, games, pools)
    shown = tuple(
        KnockoutGame(g.id, g.no, g.home, g.away, g.status, o.decided_by if (o := outcomes.get(g.id)) else None)
        for g in games
    )
    known = tuple(t for t in teams if t)
    vacant = (teams[0] == _VACANT, teams[1] == _VACANT)
    if any(vacant):
        # A walkover: the other side goes through once known, with no game and nobody losing it.
        one, two = (None if vacant[0] else teams[0]), (None if vacant[1] else teams[1])
        winner = known[0] if len(known) == 1 else None
        return SlotState(slot, (one, two), one, two, (), winner, None, shown, None, vacant)
    if len(known) < 2:
        return SlotState(slot, teams, teams[0], teams[1], (), None, None, shown, None)
    high, low = _home_first((known[0], known[1]), pools, games)
    wins = {high: 0, low: 0}
    decided = 0
    winner = loser = None
    for game in games:
        outcome = outcomes.get(game.id)
        if outcome is None or winner is not None:
            continue
        decided += 1
        if outcome.winner in wins:
            wins[outcome.winner] += 1
            if wins[outcome.winner] >= wins_needed(slot):
                winner = outcome.winner
                loser = low if winner == high else high
    next_game = NextGame(decided + 1, high, low) if winner is None and decided < slot.best_of else None
    return SlotState(slot, teams, high, low, tuple(wins.items()), winner, loser, shown, next_game)
