"""The draft (docs/readings/gray.md#rosters-and-balance, Gray rules 1 and 2): the committee's order, the team on the
clock, the pool, and whether a pick may be made.

Picks set each player's starting team, so the starting rosters are the draft's running result. The
order is straight (every round in the first round's order) or snake (even rounds reversed).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from league.rosters.eligibility import is_eligible
from league.rosters.membership import roster_excess
from league.rules.rulebook import Rulebook
from league.season.errors import Problem
from league.season.values import Draft, DraftPick, Player, Season

DRAFT_ORDERS = ("straight", "snake")


@dataclass(frozen=True, slots=True)
class Slot:
    """One place in the draft's order: round and pick (both from 1) and the team picking."""

    round: int
    pick: int
    team: str


def slot(draft: Draft, index: int) -> Slot | None:
    """The `index`-th pick of the draft (from 0), or None when the order names no team."""
    teams = draft.first_round
    if not teams:
        return None
    rnd, at = divmod(index, len(teams))
    order = teams[::-1] if draft.order == "snake" and rnd % 2 == 1 else teams
    return Slot(rnd + 1, at + 1, order[at])


def on_the_clock(draft: Draft) -> Slot | None:
    """The team whose pick is next, with its round and pick number: the slot after the last pick recorded.

    Counted from the last pick, not from the number of picks, so a draft recorded elsewhere with a
    skipped or traded slot carries on where it stopped.
    """
    if not draft.picks or not draft.first_round:
        return slot(draft, 0)
    last = draft.picks[-1]
    return slot(draft, (last.round - 1) * len(draft.first_round) + last.pick)


def order_problem(order: str, first_round: tuple[str, ...], season: Season, rulebook: Rulebook) -> Problem | None:
    """Why the committee's order cannot be used: an unknown kind, or a first round not naming every team once."""
    if order not in DRAFT_ORDERS:
        return Problem("draft.order", rulebook.cite("rosters"), f"{order!r} is not a draft order (straight or snake)")
    if sorted(first_round) != sorted(t.code for t in season.teams):
        return Problem("draft.first_round", rulebook.cite("rosters"), "the first round must name every team once")
    return None


def starting_roster(season: Season, team: str) -> tuple[Player, ...]:
    """The players starting the season on `team`: the draft's result so far."""
    return tuple(p for p in season.players if p.team == team)


def draft_pool(season: Season, rulebook: Rulebook) -> tuple[Player, ...]:
    """Eligible players (Gray rule 1, or an override) on no team and not leaving: who can still be picked.

    The official substitute goalies (Gray rule 18), the committee's spares and players placed later as substitutes
    (Gray rule 11) are kept out: a pick would put them on two teams' rosters, or make an official substitute or a
    spare, kept for every team, a rostered one.
    """
    cutoff = season.dates.age_cutoff
    elsewhere = set(season.substitute_goalies) | set(season.spares) | {s.player for s in season.substitutes}
    return tuple(
        p
        for p in season.players
        if p.team is None and p.status != "leaving" and p.id not in elsewhere and is_eligible(p, cutoff, rulebook)
    )


def pick_problem(season: Season, rulebook: Rulebook, player: str) -> Problem | None:
    """Why the team on the clock may not pick `player` now (not in the pool, ineligible, a maximum), or None."""
    draft = season.draft
    clock = on_the_clock(draft) if draft else None
    if clock is None:
        return Problem("draft.first_round", rulebook.cite("rosters"), "the committee has not set the draft order yet")
    p = season.player(player)
    if p is None:
        return Problem("draft.picks.player", rulebook.cite("rosters"), f"no player {player}")
    if p.team is not None:
        return Problem("draft.picks.player", rulebook.cite("rosters"), f"{p.name} is already on {p.team}")
    if not is_eligible(p, season.dates.age_cutoff, rulebook):
        return Problem(
            "draft.picks.player", rulebook.cite("eligibility"), f"{p.name} is not eligible and no override is recorded"
        )
    room = room_problem(season, rulebook, starting_roster(season, clock.team), p, clock.team)
    if room is None and p not in draft_pool(season, rulebook):
        return Problem(
            "draft.picks.player",
            rulebook.cite("rosters"),
            f"{p.name} is not in the draft pool (leaving, an official substitute goalie or a substitute)",
        )
    return room


def room_problem(
    season: Season, rulebook: Rulebook, roster: tuple[Player, ...], p: Player, team: str, leaving: str | None = None
) -> Problem | None:
    """Why `p` cannot join `roster` of `team` (less `leaving`): a maximum reached or his number taken (Gray rule 2)."""
    staying = [q for q in roster if q.id not in (leaving, p.id)]
    name = season.team_name(team)
    for excess in roster_excess([*staying, p], rulebook.roster):
        if excess.kind == "number":
            return Problem(
                "draft.picks.team",
                rulebook.cite("rosters"),
                f"{name} already has a player wearing number {excess.count}",
            )
        return Problem(
            "draft.picks.team",
            rulebook.cite("rosters"),
            f"{name} already has {excess.count - 1} {excess.kind}; the most is {excess.limit}",
        )
    return None


def with_pick(season: Season, player: str) -> tuple[Season, DraftPick]:
    """The season with the team on the clock picking `player` (check `pick_problem` first)."""
    assert season.draft is not None
    clock = on_the_clock(season.draft)
    assert clock is not None
    pick = DraftPick(clock.round, clock.pick, clock.team, player)
    players = tuple(replace(p, team=clock.team) if p.id == player else p for p in season.players)
    draft = replace(season.draft, picks=(*season.draft.picks, pick))
    return replace(season, players=players, draft=draft), pick


def without_last_pick(season: Season) -> tuple[Season, DraftPick] | None:
    """The season with the last pick undone (the player back in the pool), or None when nothing was picked."""
    if season.draft is None or not season.draft.picks:
        return None
    last = season.draft.picks[-1]
    players = tuple(replace(p, team=None) if p.id == last.player else p for p in season.players)
    return replace(season, players=players, draft=replace(season.draft, picks=season.draft.picks[:-1])), last


def draft_over(season: Season, rulebook: Rulebook) -> str | None:
    """Why the draft is over, or None while a pick can still be made: the pool is empty, or no team has room
    (Gray rule 2's maxima of skaters and goalies) for any player left in it. Jersey numbers never end a draft: a
    number is changed, not a reason to stop picking."""
    pool = draft_pool(season, rulebook)
    if not pool:
        return "The draft is over: the pool is empty."
    rosters = [starting_roster(season, t.code) for t in season.teams]
    if any(_has_room(roster, p, rulebook) for p in pool for roster in rosters):
        return None
    limits = rulebook.roster
    return (
        f"The draft is over: no team has room for the {len(pool)} player{'s' * (len(pool) != 1)} left in the pool "
        f"({rulebook.cite('rosters')}: at most {limits.max_skaters} skaters and {limits.max_goalies} goalies)."
    )


def _has_room(roster: tuple[Player, ...], p: Player, rulebook: Rulebook) -> bool:
    """Whether `p` joins `roster` without passing a maximum."""
    return not any(e.kind != "number" for e in roster_excess([*roster, p], rulebook.roster))
