"""The bracket, one engine for a league's playoffs (Gray rules 20-23) and a tournament's knockout games
(docs/readings/shared.md#pools-and-the-bracket, docs/readings/shared.md#disqualification).

A bracket is its slots in playing order (`league.season.values.BracketSlot`): a league's from its rulebook, sides
`seed:N` and `winner:ID`; a tournament's from the season, sides `pool:P:N`, `winner:ID` and `loser:ID`.
Each slot is taken in turn: its sides' teams (`league.bracket.sides`), then its games counted into wins, a
winner and a loser, and the next game with its home side by the slot's home pattern. A slot's "high" side
is the better seed or pool place; a seeded winner may take a seed (the wild card becomes seed 4).
Seeds are fixed once no regular-season game is left and no coin toss pending; pool places once their pool
is played. `SlotState` is what `playoffs --json` shows of a slot as it is.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from league.bracket.sides import Sides, pool_sides, seeded_sides
from league.results.disqualification import season_outcomes
from league.results.outcome import Outcome, game_outcome
from league.rules.formats import game_kind
from league.rules.rulebook import Rulebook
from league.season.game_counts import GameCounts, game_counts
from league.season.values import BracketSlot, Game, Season
from league.standings.pools import PoolTable, places, pool_tables
from league.standings.table import Standings, join_names

# The statuses a series lists its games in: a postponed game is listed where it is played.
LISTED = ("scheduled", "final", "cancelled")


@dataclass(frozen=True, slots=True)
class NextGame:
    no: int
    home: str
    away: str


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
    never where `vacant` says so); `high` is the home side (the better seed or place), `low` the other
    (while one side alone is known it stands in its own side's column). `records` are the slot's games as
    the schedule holds them, by number; `decided_by` the game that gave the winner his last needed win."""

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
    decided_by: str | None = None
    records: tuple[Game, ...] = ()

    @property
    def slot_id(self) -> str:
        """The slot's id ("OPEN-SF1", Gray's "WC1")."""
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

    @property
    def series_games(self) -> tuple[Game, ...]:
        """Its scheduled, final and cancelled games, by number (a series' listing)."""
        return tuple(g for g in self.records if g.status in LISTED)

    def wins_of(self, team: str | None) -> int:
        return dict(self.wins).get(team, 0) if team else 0

    def if_necessary(self, no: int) -> bool:
        """Whether game `no` is played only if necessary: a team could have won the series before it (a
        best of 3's game 3 until the series stands 1-1, a best of 5's games 4 and 5 at 0-0; Gray rules 21 and 22).
        Derived from the results, never stored: once the series is decided no game is "if necessary"
        (its unneeded games are cancelled), and once a game is certain to be played it is simply a game."""
        played = sum(n for _, n in self.wins)
        if self.winner is not None or no <= played:
            return False
        leader = max((n for _, n in self.wins), default=0)
        return leader + (no - 1 - played) >= self.best_of // 2 + 1

    def state_text(self, names: dict[str, str] | None = None) -> str:
        """The series in words: "Gold leads 2-1", "tied 1-1", "Gold wins 2-0", "waiting for its teams"."""
        name = (names or {}).get
        if self.high is None or self.low is None:
            return "waiting for its teams"
        a, b = self.wins_of(self.high), self.wins_of(self.low)
        if self.winner:
            loser = self.low if self.winner == self.high else self.high
            return f"{name(self.winner, self.winner)} wins {max(a, b)}-{self.wins_of(loser)}"
        if a == b:
            return "not started" if a == 0 else f"tied {a}-{b}"
        leader = self.high if a > b else self.low
        return f"{name(leader, leader)} leads {max(a, b)}-{min(a, b)}"


@dataclass(frozen=True, slots=True)
class Bracket:
    """Every slot's state in order, with what placed its teams: a league's seeds (projected from the current
    standings, or empty, until `fixed`; `missing` says why not yet) or a tournament's pool tables."""

    slots: tuple[SlotState, ...]
    seeds: tuple[str, ...] = ()
    fixed: bool = True
    missing: tuple[str, ...] = ()
    taken_seeds: tuple[tuple[str, str, int], ...] = ()  # (slot, its winner, the seed he took: the wild card's 4)
    pools: tuple[PoolTable, ...] = ()

    def get(self, slot_id: str) -> SlotState | None:
        """The state of the slot with this id, or None."""
        return next((s for s in self.slots if s.slot_id == slot_id), None)

    def known(self, slot_id: str) -> SlotState:
        """The state of a slot of the bracket (it holds one for each); any other id is a bug in the caller
        and raises KeyError."""
        state = self.get(slot_id)
        if state is None:
            raise KeyError(slot_id)
        return state

    def seed(self, team: str, in_series: str | None = None) -> int | None:
        """The team's seed in a slot (default: from now on): a seed it took by winning an earlier slot, else
        its standings place."""
        order = [s.slot_id for s in self.slots]
        at = order.index(in_series) if in_series in order else len(order)
        for slot_id, winner, seed in self.taken_seeds:
            if winner == team and order.index(slot_id) < at:
                return seed
        return self.seeds.index(team) + 1 if team in self.seeds else None

    @property
    def places(self) -> dict[str, tuple[str, ...]]:
        """{pool: its teams in place order} for every fixed pool (`playoffs --json`'s `places`)."""
        return places(self.pools)

    def division(self, code: str) -> tuple[SlotState, ...]:
        """The slots of one division, in bracket order."""
        return tuple(s for s in self.slots if s.division == code)


def slot_kind(season: Season, game: Game) -> str:
    """A game's kind: its slot's where it belongs to one (`series`), else its own (`league.rules.formats.game_kind`)."""
    slot = next((s for s in season.bracket if s.id == game.series), None) if game.stage == "playoff" else None
    return slot.kind if slot is not None else game_kind(game)


def seeds_missing(season: Season, table: Standings, counts: GameCounts | None = None) -> tuple[str, ...]:
    """What keeps the seeds from being fixed: regular-season games still to play, pending coin tosses."""
    left = (counts or game_counts(season)).games("regular", "scheduled", "postponed")
    missing = []
    if left:
        missing.append(f"{left} regular-season game{'s' * (left != 1)} left")
    for teams in table.coin_toss_pending:
        missing.append(f"{join_names(table.name(t) for t in teams)} need a coin toss")
    return tuple(missing)


def bracket(
    season: Season, rulebook: Rulebook, table: Standings, project: bool = False, counts: GameCounts | None = None
) -> Bracket:
    """A league's playoffs as they stand, seeded from the final standings `table`; `project` fills the seeds
    from the current standings before they are fixed (`counts`: the season's game counts, where at hand)."""
    counts = counts or game_counts(season)
    missing = seeds_missing(season, table, counts)
    seeds = table.order if not missing or project else ()
    slots = rulebook.playoffs.series
    states = _play(
        slots, tuple(counts.playoff.values()), seeded_sides(slots, seeds), lambda g: game_outcome(g, rulebook)
    )
    taken = tuple((s.id, winner, s.winner_seed) for s in slots if s.winner_seed and (winner := states[s.id].winner))
    return Bracket(tuple(states.values()), seeds, not missing, missing, taken)


def tournament_bracket(season: Season, rulebook: Rulebook, outcomes: Mapping[str, Outcome] | None = None) -> Bracket:
    """A tournament's pool tables and bracket as the season's counted outcomes make them (`outcomes` by game
    id, from `league.results.disqualification.season_outcomes`, computed here when not given)."""
    counted = season_outcomes(season, rulebook) if outcomes is None else outcomes
    tables = pool_tables(season, rulebook, counted)
    games = tuple(g for g in season.games if g.stage == "playoff")
    states = _play(season.bracket, games, pool_sides(tables), lambda g: counted.get(g.id))
    return Bracket(tuple(states.values()), pools=tables)


def _play(
    slots: tuple[BracketSlot, ...],
    playoff_games: tuple[Game, ...],
    sides: Sides,
    outcome_of: Callable[[Game], Outcome | None],
) -> dict[str, SlotState]:
    """Every slot's state, in order: each slot's sides may name the slots before it."""
    states: dict[str, SlotState] = {}
    for slot in slots:
        games = tuple(sorted((g for g in playoff_games if g.series == slot.id), key=lambda g: (g.no or 0, g.sort_key)))
        states[slot.id] = _slot(slot, games, sides, outcome_of, states)
    return states


def _slot(
    slot: BracketSlot,
    games: tuple[Game, ...],
    sides: Sides,
    outcome_of: Callable[[Game], Outcome | None],
    states: Mapping[str, SlotState],
) -> SlotState:
    outcomes = {g.id: o for g in games if (o := outcome_of(g)) is not None}
    shown = tuple(
        KnockoutGame(g.id, g.no, g.home, g.away, g.status, o.decided_by if (o := outcomes.get(g.id)) else None)
        for g in games
    )
    placed = sides(slot, games, states)
    if any(placed.vacant):
        # A walkover: the other side goes through once known, with no game and nobody losing it.
        known = [t for t in placed.teams if t]
        winner = known[0] if len(known) == 1 else None
        one, two = placed.teams
        return SlotState(slot, placed.teams, one, two, (), winner, None, shown, None, placed.vacant, records=games)
    high, low = placed.high, placed.low
    if placed.waiting:  # a tournament's slot shows nothing of its games before both sides are known
        return SlotState(slot, placed.teams, high, low, (), None, None, shown, None, records=games)
    wins: dict[str, int] = {t: 0 for t in (high, low) if t}
    winner = decided_by = None
    decided = 0
    for game in games:
        outcome = outcomes.get(game.id)
        if outcome is None or winner is not None:
            continue
        decided += 1
        # While a side is not known every winner counts (a game played before the seeds were fixed).
        if outcome.winner and (outcome.winner in wins or high is None or low is None):
            wins[outcome.winner] = wins.get(outcome.winner, 0) + 1
            if wins[outcome.winner] >= slot.wins_needed:
                winner, decided_by = outcome.winner, game.id
    loser = (low if winner == high else high) if winner else None
    next_game = None
    if winner is None and high and low and decided < slot.best_of:
        home = high if slot.home_side(decided + 1) == "high" else low
        next_game = NextGame(decided + 1, home, low if home == high else high)
    result = tuple(wins.items())
    return SlotState(
        slot, placed.teams, high, low, result, winner, loser, shown, next_game, (False, False), decided_by, games
    )


@dataclass(frozen=True, slots=True)
class PlannedGame:
    """A game a series still needs on the schedule: its number, its home team by the slot's home pattern, and
    whether it is played only if necessary."""

    no: int
    home: str
    away: str
    if_necessary: bool


def expected_home(slot: BracketSlot, state: SlotState, no: int) -> str | None:
    """The home team of game `no` of a slot whose teams are known (Gray rules 20-22), else None."""
    if state.high is None or state.low is None or not 1 <= no <= slot.best_of:
        return None
    return state.high if slot.home_side(no) == "high" else state.low


def series_plan(slot: BracketSlot, state: SlotState, season: Season) -> tuple[PlannedGame, ...]:
    """Every game the series may still need and the schedule lacks, by number, home teams by the slot's
    pattern (Gray rules 20-22), the "if necessary" ones marked; none before both teams are known or once it is decided.
    A number a scheduled, final or postponed game holds is taken (a postponed game is played later)."""
    if state.high is None or state.low is None or state.winner is not None:
        return ()
    taken = {g.no for g in season.games if g.series == slot.id and g.stage == "playoff" and g.status != "cancelled"}
    played = sum(n for _, n in state.wins)
    plan = []
    for no in range(played + 1, slot.best_of + 1):
        home = expected_home(slot, state, no)
        if no in taken or home is None:
            continue
        plan.append(PlannedGame(no, home, state.low if home == state.high else state.high, state.if_necessary(no)))
    return tuple(plan)


def unneeded_games(season: Season, rulebook: Rulebook, table: Standings) -> tuple[Game, ...]:
    """Games scheduled "if necessary" in series already decided: they are cancelled, never played (Gray rules 21 and
    22)."""
    result = []
    for state in bracket(season, rulebook, table).slots:
        if state.decided_by is None:
            continue
        decider = season.known_game(state.decided_by)  # one of the series' games
        result += [
            g
            for g in state.series_games + _postponed(season, state.slot_id)
            if g.status in ("scheduled", "postponed") and (g.no or 0) > (decider.no or 0)
        ]
    return tuple(dict.fromkeys(result))


def _postponed(season: Season, series_id: str) -> tuple[Game, ...]:
    return tuple(g for g in season.games if g.series == series_id and g.status == "postponed")
