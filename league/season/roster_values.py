"""The values of a season's people and rosters: its teams, players, the draft, transfers, drops and
substitutes (the season file's rosters part; `league.season.values` re-exports them with `Season`)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True, slots=True)
class Team:
    """A team of the season: its code is the league's and repeats in later seasons."""

    code: str
    name: str
    captain: str | None = None
    colour: str | None = None


@dataclass(frozen=True, slots=True)
class EligibilityOverride:
    """The committee's decision to admit a player Gray rule 1 would refuse (kept in the season file)."""

    reason: str
    date: date


@dataclass(frozen=True, slots=True)
class SamePerson:
    """A second registration of one person: the first registration's id, and why."""

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
    elite: bool = False  # Cole RE 5: plays only for a team of division A
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
    """A captain's request to drop a player and the committee's decision on it (Gray rule 10)."""

    player: str
    requested_by: str | None
    requested_on: date
    decided_on: date | None = None
    approved: bool | None = None
    reason: str = ""
    refund_cents: int = 0


@dataclass(frozen=True, slots=True)
class Substitute:
    """A substitute placed on `team` from `date`, replacing a dropped player (Gray rule 11)."""

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
