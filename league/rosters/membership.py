"""Who plays for whom on any date: starting teams, then transfers, drops and substitutes (Gray rules 2, 10 and 11).

A roster move takes effect on its date: a transfer from its date, an approved drop from the
committee's decision date, a substitute from the date he is placed. Moves on the same date are
applied together, so a swap of two players never counts as a moment with one team a player short
or over.
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

from league.rules.rulebook import RosterRules
from league.season.values import Player, Season


@dataclass(frozen=True, slots=True)
class RosterMove:
    """From `date` on (None: from the start of the season) `player` is on `team` (None: on no team)."""

    player: str
    team: str | None
    date: date | None
    kind: str  # start, transfer, drop, substitute
    index: int  # position of the move in its list of the season file


def roster_moves(season: Season) -> tuple[RosterMove, ...]:
    """Every roster move of the season, starting teams first, then in date order."""
    moves = [RosterMove(p.id, p.team, None, "start", i) for i, p in enumerate(season.players) if p.team]
    dated = [(t.date, RosterMove(t.player, t.to, t.date, "transfer", i)) for i, t in enumerate(season.transfers)]
    dated += [
        (d.decided_on, RosterMove(d.player, None, d.decided_on, "drop", i))
        for i, d in enumerate(season.drops)
        if d.approved and d.decided_on is not None
    ]
    dated += [(s.date, RosterMove(s.player, s.team, s.date, "substitute", i)) for i, s in enumerate(season.substitutes)]
    dated.sort(key=lambda pair: pair[0])  # stable: file order within a date
    return (*moves, *(move for _, move in dated))


# A player's roster moves as (date, team) pairs, in the order `Rosters` reads them (a start's date is None).
Moves = tuple[tuple[date | None, str | None], ...]


def moves_by_player(season: Season) -> dict[str, Moves]:
    """Each player's roster moves (`roster_moves`), his own in order: what two seasons are compared by, player by
    player, to find the games a change of moves reaches."""
    found: dict[str, list[tuple[date | None, str | None]]] = defaultdict(list)
    for move in roster_moves(season):
        found[move.player].append((move.date, move.team))
    return {pid: tuple(moves) for pid, moves in found.items()}


def registered_moves(season: Season) -> dict[str, Moves]:
    """Each registered player's roster moves (`moves_by_player`; a move naming no registered player is no roster's):
    all `Rosters` reads of the moves, so two seasons with equal ones have the same rosters at every date."""
    registered = {p.id for p in season.players}
    return {pid: moves for pid, moves in moves_by_player(season).items() if pid in registered}


def first_move_difference(was: Moves, now: Moves) -> date | None:
    """The first date a player's two lists of moves tell apart; None (from the start of the season) when his starting
    team differs, or both hold the same moves in another order."""
    days = [day for day, _ in set(was) ^ set(now)]
    if not days or None in days:
        return None
    return min(day for day in days if day is not None)


class Rosters:
    """Answers "which team is he on?" and "who is on the team?" for any date of the season."""

    def __init__(self, season: Season):
        self.moves = roster_moves(season)
        self._starts: dict[str, str | None] = {}
        self._history: dict[str, list[tuple[date, str | None]]] = defaultdict(list)
        for move in self.moves:
            if move.date is None:
                self._starts[move.player] = move.team
            else:
                self._history[move.player].append((move.date, move.team))
        self._days = {pid: [d for d, _ in hist] for pid, hist in self._history.items()}
        self._players = {p.id: p for p in season.players}
        # Every team's roster at a date, worked out once: attendance asks for each team at each game's date.
        self._teams_on: dict[date, dict[str, tuple[str, ...]]] = {}

    def team_of(self, player: str, day: date | None) -> str | None:
        """The team `player` is rostered on at `day` (None: when the season starts), or None."""
        days = self._days.get(player)
        if days and day is not None:
            at = bisect_right(days, day)
            if at:
                return self._history[player][at - 1][1]
        return self._starts.get(player)

    def roster(self, team: str, day: date) -> tuple[str, ...]:
        """The ids of the players on `team` at `day`, in registration order."""
        return self._rosters_at(day).get(team, ())

    def teams_at(self, day: date) -> dict[str, tuple[str, ...]]:
        """Every team's roster at `day`."""
        return dict(self._rosters_at(day))

    def _rosters_at(self, day: date) -> dict[str, tuple[str, ...]]:
        known = self._teams_on.get(day)
        if known is None:
            result: dict[str, list[str]] = defaultdict(list)
            for pid in self._players:
                team = self.team_of(pid, day)
                if team is not None:
                    result[team].append(pid)
            known = self._teams_on[day] = {team: tuple(pids) for team, pids in result.items()}
        return known

    def change_days(self) -> tuple[date, ...]:
        """The dates on which any roster changes, in order."""
        return tuple(sorted({m.date for m in self.moves if m.date is not None}))

    def teams_ever(self, player: str) -> frozenset[str]:
        """Every team `player` was on at any date of the season."""
        teams = {self._starts.get(player), *(t for _, t in self._history.get(player, ()))}
        return frozenset(t for t in teams if t is not None)

    def ever_on(self, team: str) -> tuple[str, ...]:
        """Everyone who was on `team` at any date of the season."""
        return tuple(
            pid
            for pid in self._players
            if self._starts.get(pid) == team or any(t == team for _, t in self._history.get(pid, ()))
        )


@dataclass(frozen=True, slots=True)
class RosterExcess:
    """One way a team's roster at one moment breaks Gray rule 2: too many skaters or goalies, or a number worn twice."""

    kind: str  # "skaters", "goalies" or "number"
    count: int  # how many skaters or goalies; for "number", the jersey number worn twice
    limit: int | None = None


def roster_excess(players: Iterable[Player], rules: RosterRules) -> tuple[RosterExcess, ...]:
    """Every Gray rule 2 limit the players of one team break together: the maxima and unique jersey numbers.

    The one place the maxima are counted: the season checks, the draft, transfers and the balance
    suggestions all ask it about the roster as it would be.
    """
    players = list(players)
    goalies = sum(1 for p in players if p.position == "G")
    skaters = len(players) - goalies
    found = []
    if rules.max_skaters is not None and skaters > rules.max_skaters:
        found.append(RosterExcess("skaters", skaters, rules.max_skaters))
    if rules.max_goalies is not None and goalies > rules.max_goalies:
        found.append(RosterExcess("goalies", goalies, rules.max_goalies))
    numbers = Counter(p.number for p in players if p.number is not None)
    found += [RosterExcess("number", n) for n, worn in sorted(numbers.items()) if worn > 1]
    return tuple(found)
