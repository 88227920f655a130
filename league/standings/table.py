"""The regular-season standings with the rulebook's tiebreakers, each broken tie explained (Gray rule 19).

A pure function of the season's counted results (outcomes after forfeits, so a forfeit already
stands at the forfeit score in every goal criterion), the rulebook and the coin tosses the
committee recorded. A toss is never drawn here: teams still level after the last computed
criterion are "coin toss pending" until a toss for exactly that set is recorded.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from league.results.outcome_values import Outcome
from league.rules.rulebook import Criterion, Rulebook
from league.season.shape_values import CoinToss
from league.standings.criteria import (
    COIN_TOSS,
    CRITERION_LABELS,
    Measures,
    Pairs,
    Value,
    level_on_points,
    said,
    sort_key,
)
from league.standings.records import TeamRecord, team_records

__all__ = ["COIN_TOSS", "CRITERION_LABELS", "Standings", "StandingsRow", "TieStep", "join_names", "standings"]


@dataclass(frozen=True, slots=True)
class TieStep:
    """One step of a tiebreak: the level teams, the criteria they were level on, the one that split them.

    `values` pairs each team with its number on `criterion`, in the order the step leaves them;
    `parts` are the groups that criterion made, best first. For a coin toss, `values` is empty and
    `recorded` says whether the committee's order decided (else the toss is pending).
    `restarted` marks a part that started again at the first criterion among its own members
    (`reapplied`: the rulebook words it as the whole list applied again); `skipped` are criteria
    passed over because they apply only when exactly two teams are level.
    """

    teams: tuple[str, ...]
    points: int
    level_on: tuple[tuple[str, Value], ...]
    criterion: str
    values: tuple[tuple[str, Value], ...] = ()
    parts: tuple[tuple[str, ...], ...] = ()
    restarted: bool = False
    recorded: bool = False
    skipped: tuple[str, ...] = ()
    reapplied: bool = False

    def text(self, names: Mapping[str, str] | None = None) -> str:
        """The step as a committee member says it: "Green and Red 10 pts; head-to-head goals Green 4, Red 2"."""
        name = (lambda code: names.get(code, code)) if names else (lambda code: code)
        # Teams are named in the order the step leaves them (code order while a toss is pending).
        ordered = [t for t, _ in self.values] or [t for part in self.parts for t in part]
        head = f"{join_names(name(t) for t in ordered)} {self.points} pts"
        if self.restarted:
            head += ", the criteria applied again among them" if self.reapplied else ", again among themselves only"
        words = [head]
        if self.level_on:
            words.append(
                "level on " + ", ".join(f"{CRITERION_LABELS[c]} ({said(c, v)} each)" for c, v in self.level_on)
            )
        if self.skipped:
            skipped = join_names(CRITERION_LABELS[c] for c in self.skipped)
            words.append(f"{skipped} not used (only when exactly two teams are level)")
        if self.criterion == COIN_TOSS:
            if self.recorded:
                order = ", ".join(name(p[0]) for p in self.parts)
                words.append(f"coin toss recorded: {order}")
            else:
                words.append("coin toss pending")
        else:
            numbers = ", ".join(f"{name(t)} {said(self.criterion, v)}" for t, v in self.values)
            words.append(f"{CRITERION_LABELS[self.criterion]} {numbers}")
        return "; ".join(words)


@dataclass(frozen=True, slots=True)
class StandingsRow:
    """One row: `rank` is its position; a team pending a coin toss is marked and ranked in code order."""

    rank: int
    team: str
    record: TeamRecord
    coin_toss_pending: bool
    explanation: tuple[str, ...]  # the worded tie steps this team took part in, first to last
    # disqualified (docs/readings/shared.md#disqualification): ranked last in its pool (`league.standings.pools`)
    dq: bool = False


@dataclass(frozen=True, slots=True)
class Standings:
    """The table in rank order, every pending coin-toss set (sorted codes), and every tie step."""

    rows: tuple[StandingsRow, ...]
    coin_toss_pending: tuple[tuple[str, ...], ...]
    steps: tuple[TieStep, ...]
    names: tuple[tuple[str, str], ...] = ()  # (code, name) pairs the explanations were worded with
    citation: str = ""  # the rule the table follows, as its rulebook cites it ("rule 19" in Gray)

    def name(self, team: str) -> str:
        """The team's name as the explanations use it (its code when none was given)."""
        return dict(self.names).get(team, team)

    def row(self, team: str) -> StandingsRow | None:
        """The row of `team`, or None."""
        return next((r for r in self.rows if r.team == team), None)

    @property
    def order(self) -> tuple[str, ...]:
        """The team codes in rank order."""
        return tuple(r.team for r in self.rows)


def join_names(names: Iterable[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    items = list(names)
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def standings(
    teams: tuple[str, ...],
    outcomes: tuple[Outcome, ...],
    rulebook: Rulebook,
    coin_tosses: tuple[CoinToss, ...] = (),
    names: Mapping[str, str] | None = None,
) -> Standings:
    """The standings of `teams` over the counted regular-season `outcomes` (Gray rule 19).

    Equal points are broken by `rulebook.points.tiebreakers` in order; when a criterion splits
    three or more level teams, the parts are ranked and, if the rulebook says so, each part of two
    or more starts again at the first criterion among its own members. `names` only words the
    explanations (codes otherwise).
    """
    return ranked(teams, team_records(teams, outcomes, rulebook), outcomes, rulebook, coin_tosses, names)


def ranked(
    teams: tuple[str, ...],
    records: dict[str, TeamRecord],
    outcomes: tuple[Outcome, ...],
    rulebook: Rulebook,
    coin_tosses: tuple[CoinToss, ...] = (),
    names: Mapping[str, str] | None = None,
    pairs: Pairs | None = None,
) -> Standings:
    """`standings` from the teams' `records` over `outcomes` (and their head-to-head `pairs`, when counted
    already by the caller)."""
    by_points: dict[int, list[str]] = {}
    for code in teams:
        by_points.setdefault(records[code].pts, []).append(code)
    breaker = _Tiebreaker(records, outcomes, rulebook, coin_tosses, pairs)
    placed: list[tuple[str, bool]] = []  # (team, pending a toss) in rank order
    pending: list[tuple[str, ...]] = []
    for points in sorted(by_points, reverse=True):
        group = tuple(sorted(by_points[points]))
        blocks = [group] if len(group) == 1 else breaker.order(group, group, 0, points, restarted=False)
        for block in blocks:
            if len(block) > 1:
                pending.append(block)
            placed += [(code, len(block) > 1) for code in block]
    steps = tuple(breaker.steps)
    worded: dict[str, list[str]] = {}  # each team's steps, first to last: one pass over the steps, not one per team
    for step in steps:
        text = step.text(names)
        for code in step.teams:
            worded.setdefault(code, []).append(text)
    # Each row made once, with its words: a frozen row costs a call per field (hundreds of teams, benchmarks).
    rows = [
        StandingsRow(rank, code, records[code], toss, tuple(worded.get(code, ())))
        for rank, (code, toss) in enumerate(placed, start=1)
    ]
    return Standings(tuple(rows), tuple(pending), steps, tuple((names or {}).items()), rulebook.cite("tiebreakers"))


class _Tiebreaker:
    """Orders teams level on points; keeps the steps it took, in the order it took them."""

    def __init__(
        self,
        records: dict[str, TeamRecord],
        outcomes: tuple[Outcome, ...],
        rulebook: Rulebook,
        coin_tosses: tuple[CoinToss, ...],
        pairs: Pairs | None = None,
    ):
        self.rules = rulebook.points
        self.steps: list[TieStep] = []
        self.tosses = {frozenset(t.teams): t.order for t in coin_tosses}  # a later toss of a set wins
        self.measures = Measures(records, outcomes, level_on_points({c: r.pts for c, r in records.items()}), pairs)

    def order(
        self, members: tuple[str, ...], among: tuple[str, ...], start: int, points: int, restarted: bool
    ) -> list[tuple[str, ...]]:
        """`members` (sorted codes) in order, as blocks: one team each, or a set pending a toss."""
        criteria = self.rules.tiebreakers
        level_on: list[tuple[str, Value]] = []
        skipped: list[str] = []
        for index in range(start, len(criteria)):
            criterion = criteria[index]
            if criterion.name == COIN_TOSS:
                break
            if criterion.only_two_level and len(members) != 2:
                skipped.append(criterion.name)
                continue
            parts, ranked = self._split(criterion, members, among)
            if len(parts) == 1:
                level_on.append((criterion.name, ranked[0][1]))
                continue
            reapplied = self.rules.after_split == "reapply"
            self.steps.append(
                TieStep(
                    members, points, tuple(level_on), criterion.name, ranked, parts, restarted,
                    skipped=tuple(skipped), reapplied=reapplied and restarted,
                )
            )  # fmt: skip
            blocks: list[tuple[str, ...]] = []
            for part in parts:
                if len(part) == 1:
                    blocks.append(part)
                elif self.rules.after_split != "continue":
                    blocks += self.order(part, part, 0, points, restarted=True)
                else:  # carry on with the next criterion, head-to-head still among the first set
                    blocks += self.order(part, among, index + 1, points, restarted=False)
            return blocks
        return self._toss(members, points, tuple(level_on), restarted, tuple(skipped))

    def _split(
        self, criterion: Criterion, members: tuple[str, ...], among: tuple[str, ...]
    ) -> tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, Value], ...]]:
        """The parts `criterion` makes of `members`, best first, and each team's number in that order."""
        numbers = self.measures.values(criterion.name, members, among)
        if len(set(numbers)) == 1:  # level on it: one part, in the members' order (most splits, quickly)
            return (members,), tuple(zip(members, numbers, strict=True))
        keys = [sort_key(v, criterion.fewer_is_better) for v in numbers]
        # Best first; a stable sort keeps the members' order within a part.
        ranked = sorted(range(len(members)), key=keys.__getitem__, reverse=True)
        parts: list[tuple[str, ...]] = []
        start = 0
        for end in range(1, len(ranked) + 1):
            if end == len(ranked) or keys[ranked[end]] != keys[ranked[start]]:
                parts.append(tuple(members[i] for i in ranked[start:end]))
                start = end
        return tuple(parts), tuple((members[i], numbers[i]) for i in ranked)

    def _toss(
        self,
        members: tuple[str, ...],
        points: int,
        level_on: tuple[tuple[str, Value], ...],
        restarted: bool,
        skipped: tuple[str, ...],
    ) -> list[tuple[str, ...]]:
        order = self.tosses.get(frozenset(members))
        reapplied = self.rules.after_split == "reapply" and restarted
        if order is not None and sorted(order) == list(members):
            parts = tuple((t,) for t in order)
            step = TieStep(members, points, level_on, COIN_TOSS, (), parts, restarted, True, skipped, reapplied)
            self.steps.append(step)
            return list(parts)
        pending = TieStep(members, points, level_on, COIN_TOSS, (), (members,), restarted, False, skipped, reapplied)
        self.steps.append(pending)
        return [members]
