"""The playoffs (G20-G23): seeds from the final standings, each series' teams, wins, winner and next game.

Everything comes from the rulebook's series formats: a side is `seed:N` or `winner:ID`; the team
with the better seed is "high" and is home in the games the format's home pattern gives it. A
series' winner can take a seed (the Gray wild card becomes seed 4). Series are independent: each
advances as soon as its own teams are known.
"""

from __future__ import annotations

from dataclasses import dataclass

from league.game_counts import GameCounts, game_counts
from league.outcome import game_outcome
from league.rulebook import Rulebook, SeriesFormat
from league.standings import Standings, join_names
from league.values import Game, Season

UNSEEDED = 10**9  # the rank of a team with no seed yet: after every seed


@dataclass(frozen=True, slots=True)
class NextGame:
    no: int
    home: str
    away: str


@dataclass(frozen=True, slots=True)
class PlannedGame:
    """A game a series still needs on the schedule: its number, its home team by the format, and whether it
    is played only if necessary."""

    no: int
    home: str
    away: str
    if_necessary: bool


@dataclass(frozen=True, slots=True)
class SeriesState:
    """Where one series stands after the results so far."""

    id: str
    best_of: int
    high: str | None
    low: str | None
    wins: tuple[tuple[str, int], ...]
    winner: str | None
    games: tuple[Game, ...]  # its scheduled, final and cancelled games, by number
    next_game: NextGame | None
    decided_by: str | None = None  # the game that gave the winner his last needed win

    def wins_of(self, team: str | None) -> int:
        return dict(self.wins).get(team, 0) if team else 0

    def if_necessary(self, no: int) -> bool:
        """Whether game `no` is played only if necessary: a team could have won the series before it (a
        best of 3's game 3 until the series stands 1-1, a best of 5's games 4 and 5 at 0-0; G21, G22).
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
    """The seeds (projected from the current standings, or empty, until `fixed`) and every series, in order."""

    seeds: tuple[str, ...]
    fixed: bool
    missing: tuple[str, ...]  # why the seeds are not fixed yet, in words
    series: tuple[SeriesState, ...]
    taken_seeds: tuple[tuple[str, str, int], ...] = ()  # (series, its winner, the seed he took: the wild card's 4)

    def get(self, series_id: str) -> SeriesState | None:
        """The state of the series with this id, or None."""
        return next((s for s in self.series if s.id == series_id), None)

    def known(self, series_id: str) -> SeriesState:
        """The state of a series of the rulebook the bracket was made with (it holds one for each);
        any other id is a bug in the caller and raises KeyError."""
        state = self.get(series_id)
        if state is None:
            raise KeyError(series_id)
        return state

    def seed(self, team: str, in_series: str | None = None) -> int | None:
        """The team's seed in a series (default: from now on): a seed it took by winning an earlier
        series, else its standings place."""
        order = [s.id for s in self.series]
        at = order.index(in_series) if in_series in order else len(order)
        for series_id, winner, seed in self.taken_seeds:
            if winner == team and order.index(series_id) < at:
                return seed
        return self.seeds.index(team) + 1 if team in self.seeds else None


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
    """The playoffs as they stand; `project` fills the seeds from the current standings before they are fixed
    (`counts`: the season's game counts, where they are at hand)."""
    counts = counts or game_counts(season)
    missing = seeds_missing(season, table, counts)
    fixed = not missing
    seeds = table.order if fixed or project else ()
    playoff_games = counts.playoff.values()
    states: dict[str, SeriesState] = {}
    for fmt in rulebook.playoffs.series:
        games = tuple(sorted((g for g in playoff_games if g.series == fmt.id), key=lambda g: (g.no or 0, g.id)))
        states[fmt.id] = _series(fmt, games, seeds, states, rulebook)
    taken = tuple(
        (f.id, winner, f.winner_seed)
        for f in rulebook.playoffs.series
        if f.winner_seed and (winner := states[f.id].winner)
    )
    return Bracket(seeds, fixed, missing, tuple(states.values()), taken)


def _seed_of(team: str, seeds: tuple[str, ...], states: dict[str, SeriesState], rulebook: Rulebook) -> int:
    """A team's seed: a winner that takes a seed (the wild card) has that one, else its standings place."""
    for fmt in rulebook.playoffs.series:
        state = states.get(fmt.id)
        if fmt.winner_seed and state and state.winner == team:
            return fmt.winner_seed
    # A series played while the seeds are not fixed (a regular game added after the playoffs began) has
    # winners without a seed: they rank after every seed, so no side is decided by them, and the season
    # checks refuse the playoff games that wait for the seeds instead of this function failing.
    return seeds.index(team) + 1 if team in seeds else UNSEEDED


def _possible_seeds(side: str, rulebook: Rulebook) -> set[int]:
    kind, ref = side.split(":")
    if kind == "seed":
        return {int(ref)}
    fmt = next(f for f in rulebook.playoffs.series if f.id == ref)
    if fmt.winner_seed:
        return {fmt.winner_seed}
    return _possible_seeds(fmt.high, rulebook) | _possible_seeds(fmt.low, rulebook)


def _team(side: str, seeds: tuple[str, ...], states: dict[str, SeriesState]) -> str | None:
    kind, ref = side.split(":")
    if kind == "seed":
        return seeds[int(ref) - 1] if len(seeds) >= int(ref) else None
    return states[ref].winner if ref in states else None


def _sides(
    fmt: SeriesFormat, seeds: tuple[str, ...], states: dict[str, SeriesState], rulebook: Rulebook
) -> tuple[str | None, str | None]:
    """(high, low): both by seed once both are known; one alone only when it outranks every team the other
    side can be. A series of two winners (the final) names neither until both are known (SPEC section 7)."""
    a, b = _team(fmt.high, seeds, states), _team(fmt.low, seeds, states)
    if a and b:
        return (a, b) if _seed_of(a, seeds, states, rulebook) < _seed_of(b, seeds, states, rulebook) else (b, a)
    if fmt.high.startswith("winner:") and fmt.low.startswith("winner:"):
        return (None, None)
    for known, other in ((a, fmt.low), (b, fmt.high)):
        if known and all(_seed_of(known, seeds, states, rulebook) < s for s in _possible_seeds(other, rulebook)):
            return (known, None)
    return (None, None)


def _series(
    fmt: SeriesFormat,
    games: tuple[Game, ...],
    seeds: tuple[str, ...],
    states: dict[str, SeriesState],
    rulebook: Rulebook,
) -> SeriesState:
    high, low = _sides(fmt, seeds, states, rulebook)
    wins: dict[str, int] = {t: 0 for t in (high, low) if t}
    winner = decided_by = None
    played = 0
    for game in games:
        outcome = game_outcome(game, rulebook)
        if outcome is None or winner is not None:
            continue
        played += 1
        if outcome.winner:
            wins[outcome.winner] = wins.get(outcome.winner, 0) + 1
            if wins[outcome.winner] >= fmt.wins_needed:
                winner, decided_by = outcome.winner, game.id
    next_game = None
    if winner is None and high and low and played < fmt.best_of:
        no = played + 1
        home = high if fmt.home_pattern[no - 1] == "high" else low
        next_game = NextGame(no, home, low if home == high else high)
    shown = tuple(g for g in games if g.status in ("scheduled", "final", "cancelled"))
    return SeriesState(fmt.id, fmt.best_of, high, low, tuple(wins.items()), winner, shown, next_game, decided_by)


def expected_home(fmt: SeriesFormat, state: SeriesState, no: int) -> str | None:
    """The home team of game `no` of a series whose teams are known (G20-G22), else None."""
    if state.high is None or state.low is None or not 1 <= no <= len(fmt.home_pattern):
        return None
    return state.high if fmt.home_pattern[no - 1] == "high" else state.low


def series_plan(fmt: SeriesFormat, state: SeriesState, season: Season) -> tuple[PlannedGame, ...]:
    """Every game the series may still need and the schedule lacks, by number, home teams by the format's
    pattern (G20-G22), the "if necessary" ones marked; none before both teams are known or once it is decided.
    A number a scheduled, final or postponed game holds is taken (a postponed game is played later)."""
    if state.high is None or state.low is None or state.winner is not None:
        return ()
    taken = {g.no for g in season.games if g.series == fmt.id and g.stage == "playoff" and g.status != "cancelled"}
    played = sum(n for _, n in state.wins)
    plan = []
    for no in range(played + 1, fmt.best_of + 1):
        home = expected_home(fmt, state, no)
        if no in taken or home is None:
            continue
        plan.append(PlannedGame(no, home, state.low if home == state.high else state.high, state.if_necessary(no)))
    return tuple(plan)


def unneeded_games(season: Season, rulebook: Rulebook, table: Standings) -> tuple[Game, ...]:
    """Games scheduled "if necessary" in series already decided: they are cancelled, never played (G21, G22)."""
    result = []
    for state in bracket(season, rulebook, table).series:
        if state.decided_by is None:
            continue
        decider = season.known_game(state.decided_by)  # one of the series' games
        result += [
            g
            for g in state.games + _postponed(season, state.id)
            if g.status in ("scheduled", "postponed") and (g.no or 0) > (decider.no or 0)
        ]
    return tuple(dict.fromkeys(result))


def _postponed(season: Season, series_id: str) -> tuple[Game, ...]:
    return tuple(g for g in season.games if g.series == series_id and g.status == "postponed")
