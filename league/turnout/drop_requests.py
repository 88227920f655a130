"""A drop asked for and a substitute placed, judged before they are written: the committee's dialog and the
store ask the same questions, so a refusal names its real reason before any other rule's echo of it.

A captain asks for a drop on a date: the player must be droppable on that date (his misses counted up to
it), the date may not pass the roster deadline where the rulebook closes drops there, and his team must
have its captain on record. A substitute joins on or after the decision that dropped the player he
replaces: before it, the team would also be over its roster maximum, which is not the reason to give.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from datetime import date, timedelta

from league.discipline.suspension_values import Suspension
from league.rosters.membership import Rosters
from league.rules.rulebook import Rulebook
from league.season.errors import Problem
from league.season.values import Drop, Season, Substitute
from league.turnout.attendance import AttendanceRow, attendance

_ONE_DAY = timedelta(days=1)
# What a caller may have worked out already: the season's suspensions, every player's attendance up to the day.
Known = tuple[Suspension, ...] | None
Counted = tuple[AttendanceRow, ...] | None
# A drop the committee took back stays in the season as a denial (a season file has no other state for it), its
# reason saying so: the screens tell it from a request denied, and the audit log keeps the approval it reversed.
TAKEN_BACK = "taken back: "
# Where a whole season's check puts an approved drop left without its grounds (`drop_grounds_path`).
_GROUNDS_PATH = re.compile(r"drops\[([0-9]+)\]\.approved")


@dataclass(frozen=True, slots=True)
class DropRequestFacts:
    """What a request shows before it is confirmed: the player's team and its captain on `day`, and his
    attendance counted up to it."""

    player: str
    team: str | None
    captain: str | None
    day: date
    row: AttendanceRow


def drop_request_facts(
    season: Season, rulebook: Rulebook, player: str, day: date, suspensions: Known = None, rows: Counted = None
) -> DropRequestFacts:
    """The team `player` is on at `day`, its captain on record, and his misses counted up to `day` (`suspensions`:
    the season's, when already worked out; `rows`: every player's `attendance` up to `day`, when already counted)."""
    team = Rosters(season).team_of(player, day)
    captain = season.known_team(team).captain if team is not None else None
    row = next((r for r in rows if r.player == player), None) if rows is not None else None
    if row is None:
        (row,) = attendance(season, rulebook, as_of=day, suspensions=suspensions, players=(player,))
    return DropRequestFacts(player, team, captain, day, row)


def drop_request_problem(
    season: Season, rulebook: Rulebook, player: str, day: date, suspensions: Known = None, rows: Counted = None
) -> Problem | None:
    """Why `player` may not be asked for on `day` (a field of the request, the rule and why), or None (`suspensions`
    and `rows`: as `drop_request_facts` takes them)."""
    rule, deadline = rulebook.cite("drops"), season.dates.roster_deadline
    if day > deadline and not rulebook.attendance.drops_allowed_after_deadline:
        return Problem(
            "requested_on", rule, f"no player may be dropped after {deadline.isoformat()}: {day.isoformat()} is later"
        )
    if any(d.player == player and d.approved is None for d in season.drops):
        return Problem("player", rule, f"{player} already has a drop request waiting")
    facts = drop_request_facts(season, rulebook, player, day, suspensions, rows)
    if facts.team is None:
        return Problem("player", rule, f"{player} is on no team on {day.isoformat()}")
    if facts.captain is None:
        name = season.team_name(facts.team)
        return Problem("requested_by", rule, f"{name} has no captain on record to request a drop")
    if not facts.row.droppable:
        misses, limit = facts.row.misses, rulebook.attendance.droppable_after_misses
        return Problem(
            "player",
            rule,
            f"{player} has missed {misses} game{'s' * (misses != 1)} by {day.isoformat()}: "
            f"more than {limit} make a player droppable",
        )
    return None


def dropped_on(season: Season, player: str) -> date | None:
    """The date of the latest approved, dated drop of `player` (the day he left his team), or None."""
    days = [d.decided_on for d in season.drops if d.player == player and d.approved and d.decided_on is not None]
    return max(days, default=None)


def is_taken_back(drop: Drop) -> bool:
    """Whether `drop` is an approval the committee took back (`taken_back`), not a request it denied."""
    return drop.approved is False and drop.reason.startswith(TAKEN_BACK)


def drop_state(drop: Drop) -> str:
    """Where `drop` stands, in one word or two: "requested", "approved", "denied" or "taken back"."""
    if is_taken_back(drop):
        return "taken back"
    return {None: "requested", True: "approved", False: "denied"}[drop.approved]


def denial_reason_problem(rulebook: Rulebook, approved: bool, reason: str) -> Problem | None:
    """Why the committee's decision may not be given `reason`, or None: a denial's reason may not read as a drop
    taken back (`TAKEN_BACK`), which it would then be shown as."""
    if approved or not reason.strip().startswith(TAKEN_BACK):
        return None
    return Problem(
        "reason",
        rulebook.cite("drops"),
        f'a denial\'s reason may not start with "{TAKEN_BACK.strip()}": that marks an approved drop taken back',
    )


def taken_back(drop: Drop, reason: str) -> Drop:
    """The approved `drop` as the committee takes it back: denied on the day it was decided, so the player is on his
    team again from that day, with `reason` recorded and no league-fee refund (he was not dropped after all)."""
    return replace(drop, approved=False, reason=f"{TAKEN_BACK}{reason.strip()}", refund_cents=0)


def substitute_for(season: Season, player: str) -> Substitute | None:
    """The substitute placed in place of the dropped `player`, or None."""
    return next((s for s in season.substitutes if s.replaces == player), None)


def approved_drop_at(season: Season, player: str) -> int | None:
    """Where in the season's drops the latest approved drop of `player` is (the one the committee would take back),
    or None when he has none."""
    return max((i for i, d in enumerate(season.drops) if d.player == player and d.approved), default=None)


def take_back_problem(season: Season, rulebook: Rulebook, player: str) -> Problem | None:
    """Why the committee may not take back the drop of `player`, or None: he has no approved drop, or a substitute
    stands for it (he would replace a player back on the team, and the team pass its roster maximum)."""
    if approved_drop_at(season, player) is None:
        return Problem("player", rulebook.cite("drops"), f"{player} has no approved drop to take back")
    standing = substitute_for(season, player)
    if standing is not None:
        return Problem(
            "player",
            rulebook.cite("substitutes"),
            f"{standing.player} replaces {player} on {season.team_name(standing.team)} from "
            f"{standing.date.isoformat()}: a drop a substitute stands for cannot be taken back",
        )
    return None


def drop_grounds_path(at: int) -> str:
    """The path of the problem with drop `at`, approved, when its player was not droppable the day it was decided."""
    return f"drops[{at}].approved"


def mended_by_taking_back(season: Season, path: str) -> bool:
    """Whether the problem at `path` is an approved drop left without its grounds (`drop_grounds_path`: a save
    taking away a miss it was decided on) that the committee may take back, no substitute standing for it: once
    taken back, the change that broke it can be saved. The drop taken back is the player's latest approved one
    (`approved_drop_at`): the one at `path` only when it is that one."""
    found = _GROUNDS_PATH.fullmatch(path)
    at = int(found[1]) if found else len(season.drops)
    if at >= len(season.drops):
        return False
    player = season.drops[at].player
    return approved_drop_at(season, player) == at and substitute_for(season, player) is None


def early_substitute_text(replaces: str, dropped: date, day: date) -> str:
    """The refusal of a substitute dated before the drop he follows, in one sentence."""
    return (
        f"{day.isoformat()} is before the drop's decision: a substitute joins on or after "
        f"{dropped.isoformat()}, the day {replaces} was dropped"
    )


def substitute_date_problem(season: Season, rulebook: Rulebook, substitute: Substitute) -> Problem | None:
    """The refusal of `substitute` when he would join before the drop of the player he replaces, or None."""
    dropped = dropped_on(season, substitute.replaces)
    if dropped is None or substitute.date >= dropped:
        return None
    text = early_substitute_text(substitute.replaces, dropped, substitute.date)
    return Problem("date", rulebook.cite("substitutes"), text)


def spare_problems(season: Season, rulebook: Rulebook) -> Iterator[Problem]:
    """The committee's spares are registered skaters on no team at the season's start, each listed once, and
    only under a rulebook with substitutes for dropped players (a goalie is an official substitute goalie)."""
    rule, seen = rulebook.cite("substitutes"), set()
    for i, pid in enumerate(season.spares):
        spare, path = season.known_player(pid), f"spares[{i}]"
        if not rulebook.has("drops"):
            yield Problem(path, rule, f"the {rulebook.title}'s rules have no substitutes for a spare to be kept for")
        elif pid in seen:
            yield Problem(path, rule, f"{pid} is listed twice")
        elif spare.position == "G":
            goalie_rule = rulebook.cite("substitute_goalie")
            yield Problem(path, rule, f"{pid} is a goalie: an official substitute goalie ({goalie_rule}), not a spare")
        elif spare.team is not None:
            yield Problem(path, rule, f"{pid} is on a team's roster, not a spare")
        seen.add(pid)
