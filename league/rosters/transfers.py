"""Transfers and swaps between teams (Gray rule 2, docs/readings/gray.md#rosters-and-balance): whether one may be made,
and the balance it leaves.

A transfer moves a player to another team from its date; a swap is two same-day transfers, which
the rosters apply together (so it never counts as a moment with a team over a maximum). The
store checks the whole season again before it writes; these functions give the committee the
reason in its own words first, and the balance before and after.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, timedelta

from league.rosters.balance import Balance, balance
from league.rosters.eligibility import other_registrations, placement_problem
from league.rosters.membership import Rosters, roster_excess
from league.rules.rulebook import Rulebook
from league.season.errors import Problem
from league.season.values import Player, Season, Transfer

_ONE_DAY = timedelta(days=1)


@dataclass(frozen=True, slots=True)
class Preview:
    """The balance at the moves' date before and after them, and why they would be refused (None: allowed)."""

    before: Balance
    after: Balance
    problem: Problem | None


def rosters_on(season: Season, day: date) -> dict[str, tuple[Player, ...]]:
    """Every team's players at `day` (an empty team included), in the season's team order."""
    at = Rosters(season).teams_at(day)
    return {t.code: tuple(season.known_player(pid) for pid in at.get(t.code, ())) for t in season.teams}


def with_transfers(season: Season, transfers: tuple[Transfer, ...]) -> Season:
    """The season with `transfers` added at the end of its list."""
    return season.with_changes(transfers=season.transfers + transfers)


def swap_transfers(season: Season, a: str, b: str, day: date, reason: str) -> tuple[Transfer, ...]:
    """The two transfers that swap players `a` and `b` between their teams on `day`."""
    rosters = Rosters(season)
    return (
        Transfer(a, rosters.team_of(b, day) or "", day, reason),
        Transfer(b, rosters.team_of(a, day) or "", day, reason),
    )


def transfer_problem(season: Season, rulebook: Rulebook, transfers: tuple[Transfer, ...]) -> Problem | None:
    """Why `transfers` (all on one date) may not be made: no reason, a player on no team or already on
    the team, a team passing a maximum or with a number worn twice afterwards, or a team left under a
    group's minimum (no goalie: rule 2); None when allowed."""
    if not transfers:
        return Problem("transfers", rulebook.cite("rosters"), "no transfer to make")
    day = transfers[0].date
    rosters = Rosters(season)
    for t in transfers:
        p, to = season.player(t.player), season.team(t.to)
        if p is None or to is None:
            return Problem("transfers.player", rulebook.cite("rosters"), f"no player {t.player} or no team {t.to}")
        now = rosters.team_of(t.player, day - _ONE_DAY)
        if now is None:
            return Problem(
                "transfers.player", rulebook.cite("rosters"), f"{p.name} is on no team before {day.isoformat()}"
            )
        if now == t.to:
            return Problem("transfers.to", rulebook.cite("rosters"), f"{p.name} is already on {to.name}")
    after = rosters_on(with_transfers(season, transfers), day)
    limits = _excess_problem(season, after, transfers, rulebook) or _short_group(
        season, rosters_on(season, day), after, rulebook
    )
    if limits:
        return limits
    placed = _placement(season, rulebook, transfers)
    if placed:
        return placed
    if not all(t.reason.strip() for t in transfers):
        late = rulebook.roster.late_change_needs_reason and day > season.dates.roster_deadline
        rule = rulebook.cite("roster_changes" if late else "rosters")
        return Problem("transfers.reason", rule, "a transfer needs the committee's reason")
    return None


def _placement(season: Season, rulebook: Rulebook, transfers: tuple[Transfer, ...]) -> Problem | None:
    """Coors 1.6, Cole RE 5 after the moves: an elite player only in the elite division, one person on no two teams of
    one division (`league.rosters.eligibility.placement_problem`); None when every moved player may be there."""
    day = transfers[0].date
    elite = rulebook.roster.elite_division is not None
    movers = [season.known_player(t.player) for t in transfers]
    if not any((elite and p.elite) or other_registrations(season, p) for p in movers):
        return None  # nobody the rules place (every Gray transfer): no rosters to rebuild
    after = Rosters(with_transfers(season, transfers))
    for t in transfers:
        found = placement_problem(
            season, rulebook, season.known_player(t.player), t.to, lambda q: after.team_of(q, day)
        )
        if found is not None:
            field, rule, message = found
            return Problem("transfers.to" if field == "elite" else "transfers.player", rule, message)
    return None


def _excess_problem(
    season: Season, after: Mapping[str, tuple[Player, ...]], transfers: tuple[Transfer, ...], rulebook: Rulebook
) -> Problem | None:
    """Rule 2's maxima and unique numbers on every team the moves go to, or None when they hold."""
    when = f"on {transfers[0].date.isoformat()}"
    for code in dict.fromkeys(t.to for t in transfers):
        name = season.known_team(code).name  # checked by the caller
        for excess in roster_excess(after[code], rulebook.roster):
            if excess.kind == "number":
                return Problem(
                    "transfers.to",
                    rulebook.cite("rosters"),
                    f"two {name} players would wear number {excess.count} {when}",
                )
            return Problem(
                "transfers.to",
                rulebook.cite("rosters"),
                f"{name} would have {excess.count} {excess.kind} {when}; the most is {excess.limit}",
            )
    return None


GROUP_WORDS = {"G": ("goalie", "goalies"), "F": ("forward", "forwards"), "D": ("defenceman", "defencemen")}


def _short_group(
    season: Season,
    before: Mapping[str, tuple[Player, ...]],
    after: Mapping[str, tuple[Player, ...]],
    rulebook: Rulebook,
) -> Problem | None:
    """Rule 2's minima: a team the moves leave with fewer players in a group than before and than the
    group's minimum ("White would have no goalie"); None when every team keeps its groups."""
    rules = rulebook.roster
    for code, players in after.items():
        for group, (one, many) in GROUP_WORDS.items():
            now = sum(1 for p in players if p.position == group)
            was = sum(1 for p in before.get(code, ()) if p.position == group)
            least = rules.group_minimum(group)
            if now < was and now < least:
                left = f"no {one}" if now == 0 else f"only {now} {one if now == 1 else many}"
                return Problem(
                    "transfers.player",
                    rulebook.cite("rosters"),
                    f"{season.known_team(code).name} would have {left} "
                    f"(at least {least} {one if least == 1 else many})",
                )
    return None


def preview(
    season: Season, rulebook: Rulebook, transfers: tuple[Transfer, ...], weights: Mapping[str, float] | None = None
) -> Preview:
    """The balance at the transfers' date without and with them, and the refusal if any."""
    day = transfers[0].date
    before = balance(rosters_on(season, day), weights)
    after = balance(rosters_on(with_transfers(season, transfers), day), weights)
    return Preview(before, after, transfer_problem(season, rulebook, transfers))


def attendance_weights(season: Season, day: date) -> dict[str, float]:
    """Each player's share of his team's final games up to `day` that he was dressed for (1 with none yet),
    so that balance can count who actually shows up (docs/readings/gray.md#rosters-and-balance)."""
    rosters = Rosters(season)
    played: dict[str, int] = {}
    came: dict[str, int] = {}
    for g in season.games:
        if g.status != "final" or g.date > day or not g.dressed:
            continue
        for code in g.teams:
            if not g.lineup_recorded(code):  # an empty list is recorded: nobody came (Gray rule 10)
                continue
            dressed = set(g.dressed_for(code))
            for pid in rosters.roster(code, g.date):
                played[pid] = played.get(pid, 0) + 1
                came[pid] = came.get(pid, 0) + (pid in dressed)
    return {pid: came[pid] / n for pid, n in played.items() if n}
