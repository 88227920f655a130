"""Balance between teams (docs/readings/gray.md#rosters-and-balance): strength per position group, the league's spread,
and the moves that would even it out.

A team's strength in a group (forwards F, defence D, goalies G) is the mean rating of its players in
that group, each optionally weighted (by attendance so far: a player who never shows adds little).
The league's balance in a group is its spread: the strongest team's strength minus the weakest's; a
team with nobody in the group is the weakest there (strength 0), never left out, so emptying a group
never looks like an improvement. Everything here is a pure function of players and the rulebook's
roster maxima and minima: no move is suggested that leaves a team under a group's minimum (rule 2).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from league.rosters.membership import roster_excess
from league.rules.rulebook import RosterRules
from league.season.values import POSITIONS, Player

GROUPS = POSITIONS  # F, D, G: a team's strength is taken per position group


@dataclass(frozen=True, slots=True)
class GroupBalance:
    """One group's strength per team (None: no player in the group, the weakest: 0 in the spread) and its spread."""

    group: str
    strengths: tuple[tuple[str, float | None], ...]
    spread: float

    def strength(self, team: str) -> float | None:
        """The team's strength in this group, or None when it has nobody in it."""
        return dict(self.strengths).get(team)


@dataclass(frozen=True, slots=True)
class Balance:
    """Every group's balance, for teams in the order given."""

    groups: tuple[GroupBalance, ...]

    def group(self, group: str) -> GroupBalance:
        """The balance of one position group."""
        return next(g for g in self.groups if g.group == group)

    def spread(self, group: str) -> float:
        """Strongest minus weakest team in `group` (0 with fewer than two teams in it)."""
        return self.group(group).spread


@dataclass(frozen=True, slots=True)
class Move:
    """A suggested transfer (`other` None) or same-position swap, and the group's spread it leaves."""

    group: str
    player: str
    from_team: str
    to_team: str
    other: str | None
    before: float
    after: float

    @property
    def cut(self) -> float:
        """How much the move lowers its group's spread."""
        return self.before - self.after


@dataclass(frozen=True, slots=True)
class Forming:
    """Teams formed from a pool: each team's player ids, those no team had room for, the spreads reached."""

    rosters: tuple[tuple[str, tuple[str, ...]], ...]
    unplaced: tuple[str, ...]
    balance: Balance


# A team code and its players: what every balance function reads.
RosterMap = Mapping[str, Sequence[Player]]


def _weight(weights: Mapping[str, float] | None, pid: str) -> float:
    return 1.0 if weights is None else weights.get(pid, 1.0)


def team_strength(players: Iterable[Player], weights: Mapping[str, float] | None = None) -> float | None:
    """The (weighted) mean rating of `players`, or None when there are none."""
    players = list(players)
    total = count = 0.0
    for p in players:
        w = _weight(weights, p.id)
        total, count = total + w * p.rating, count + w
    if count > 0:
        return total / count
    # Every weight 0 (nobody has shown up yet): the plain mean still says something.
    return sum(p.rating for p in players) / len(players) if players else None


def _spread(values: Iterable[float | None]) -> float:
    """Strongest minus weakest; a team with nobody in the group (None) counts as strength 0."""
    strengths = [0.0 if v is None else v for v in values]
    return max(strengths) - min(strengths) if len(strengths) > 1 else 0.0


def balance(rosters: RosterMap, weights: Mapping[str, float] | None = None) -> Balance:
    """Each group's strength per team and spread, for `rosters` (team code -> players)."""
    groups = []
    for group in GROUPS:
        strengths = tuple(
            (team, team_strength([p for p in players if p.position == group], weights))
            for team, players in rosters.items()
        )
        groups.append(GroupBalance(group, strengths, _spread(s for _, s in strengths)))
    return Balance(tuple(groups))


class _Sums:
    """Per team of one group: weighted rating and weight sums, plain rating sum and head count, so a move is
    judged in O(teams) and agrees with `team_strength`."""

    def __init__(self, rosters: RosterMap, group: str, weights: Mapping[str, float] | None):
        self.weights = weights
        self.sums: dict[str, tuple[float, float, float, int]] = {}
        for team, players in rosters.items():
            members = [p for p in players if p.position == group]
            self.sums[team] = (
                sum(_weight(weights, p.id) * p.rating for p in members),
                sum(_weight(weights, p.id) for p in members),
                float(sum(p.rating for p in members)),
                len(members),
            )

    def spread_after(self, changes: Sequence[tuple[str, Player, int]]) -> float:
        """The spread once each (team, player, +1 joins / -1 leaves) change is made."""
        sums = dict(self.sums)
        for team, p, sign in changes:
            total, weight, plain, count = sums[team]
            w = _weight(self.weights, p.id)
            sums[team] = (total + sign * w * p.rating, weight + sign * w, plain + sign * p.rating, count + sign)
        return _spread(_strength(*values) for values in sums.values())

    def spread(self) -> float:
        return self.spread_after(())


def _strength(total: float, weight: float, plain: float, count: int) -> float | None:
    """`team_strength` from sums: the weighted mean, the plain mean when every weight is 0, None for nobody."""
    if count <= 0:
        return None
    return total / weight if weight > 1e-9 else plain / count


def leaves_short(players: Sequence[Player], leaving: Player, rules: RosterRules, joining: Player | None = None) -> bool:
    """Whether `players` less `leaving` (plus `joining`, for a swap) falls under the minimum of `leaving`'s
    group (rule 2: at least one goalie; the rulebook's skater minimum in forwards and defence)."""
    group = leaving.position
    count = sum(1 for p in players if p.position == group and p.id != leaving.id)
    count += joining is not None and joining.position == group
    return count < rules.group_minimum(group)


def _room(players: Sequence[Player], p: Player, rules: RosterRules, leaving: Player | None = None) -> bool:
    """True when `p` may join `players` (less `leaving`) within the maxima and without a number worn twice."""
    staying = [q for q in players if leaving is None or q.id != leaving.id]
    return not roster_excess([*staying, p], rules)


def suggestions(
    rosters: RosterMap, rules: RosterRules, weights: Mapping[str, float] | None = None, limit: int = 5
) -> tuple[Move, ...]:
    """The single transfers and same-position swaps that cut a group's spread most, best first.

    Only moves that keep every team within the roster maxima (and its jersey numbers unique) and at
    its groups' minima (never a team left without a goalie) are offered; a move that leaves the spread
    as it is, or raises it, never is.
    """
    moves: list[Move] = []
    teams = list(rosters)
    for group in GROUPS:
        sums = _Sums(rosters, group, weights)
        before = sums.spread()
        if before <= 0:
            continue
        for a in teams:
            for p in (p for p in rosters[a] if p.position == group):
                for b in (t for t in teams if t != a):
                    if _room(rosters[b], p, rules) and not leaves_short(rosters[a], p, rules):
                        after = sums.spread_after(((a, p, -1), (b, p, 1)))
                        moves.append(Move(group, p.id, a, b, None, before, after))
                    for q in (q for q in rosters[b] if q.position == group and a < b):
                        if _room(rosters[b], p, rules, q) and _room(rosters[a], q, rules, p):
                            after = sums.spread_after(((a, p, -1), (b, p, 1), (b, q, -1), (a, q, 1)))
                            moves.append(Move(group, p.id, a, b, q.id, before, after))
    better = [m for m in moves if m.after < m.before - 1e-9]
    better.sort(key=lambda m: (-m.cut, m.other is not None, m.group, m.player, m.to_team, m.other or ""))
    return tuple(better[:limit])


def form_teams(pool: Sequence[Player], teams: Sequence[str], rules: RosterRules) -> Forming:
    """Balanced teams from `pool`: goalies first, then each skater group by a greedy assignment
    (strongest first, to the team with fewest in the group and then the weakest total), improved
    by same-position swaps while a swap lowers the group's spread. Deterministic for one pool."""
    rosters: dict[str, list[Player]] = {t: [] for t in teams}
    unplaced: list[str] = []
    for group in GROUPS:
        members = sorted((p for p in pool if p.position == group), key=lambda p: (-p.rating, p.id))
        for p in members:
            open_teams = [t for t in teams if _room(rosters[t], p, rules)]
            if not open_teams:
                unplaced.append(p.id)
                continue
            team = min(
                open_teams,
                key=lambda t: (
                    sum(1 for q in rosters[t] if q.position == group),
                    sum(q.rating for q in rosters[t] if q.position == group),
                    teams.index(t),
                ),
            )
            rosters[team].append(p)
        _improve(rosters, group, rules)
    shaped = {t: tuple(ps) for t, ps in rosters.items()}
    return Forming(tuple((t, tuple(p.id for p in ps)) for t, ps in shaped.items()), tuple(unplaced), balance(shaped))


def _spread_key(sums: Mapping[str, tuple[float, int]]) -> tuple[float, float]:
    """Spread first; then the sum of squared distances from the mean, so swaps can leave a plateau."""
    strengths = [total / n for total, n in sums.values() if n]
    if not strengths:
        return (0.0, 0.0)
    mean = sum(strengths) / len(strengths)
    return (max(strengths) - min(strengths), sum((s - mean) ** 2 for s in strengths))


def _better(key: tuple[float, float], than: tuple[float, float]) -> bool:
    if key[0] < than[0] - 1e-9:
        return True
    return abs(key[0] - than[0]) < 1e-9 and key[1] < than[1] - 1e-9


def _improve(rosters: dict[str, list[Player]], group: str, rules: RosterRules, rounds: int = 500) -> None:
    """Make the best same-position swap while one improves the group's balance (spread, then variance)."""
    teams = list(rosters)
    for _ in range(rounds):
        members = {t: [p for p in rosters[t] if p.position == group] for t in teams}
        sums = {t: (float(sum(p.rating for p in ps)), len(ps)) for t, ps in members.items()}
        best_key, best = _spread_key(sums), None
        for i, a in enumerate(teams):
            for b in teams[i + 1 :]:
                for p in members[a]:
                    for q in members[b]:
                        delta = q.rating - p.rating
                        if delta == 0 or not (_room(rosters[b], p, rules, q) and _room(rosters[a], q, rules, p)):
                            continue
                        trial = dict(sums)
                        trial[a] = (sums[a][0] + delta, sums[a][1])
                        trial[b] = (sums[b][0] - delta, sums[b][1])
                        key = _spread_key(trial)
                        if _better(key, best_key):
                            best_key, best = key, (a, p, b, q)
        if best is None:
            return
        _swap(rosters, *best)


def _swap(rosters: dict[str, list[Player]], a: str, p: Player, b: str, q: Player) -> None:
    rosters[a] = [q if x.id == p.id else x for x in rosters[a]]
    rosters[b] = [p if x.id == q.id else x for x in rosters[b]]
