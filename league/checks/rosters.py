"""The season checks of who plays where: registrations, rosters, teams, transfers, the draft, drops
and substitutes. Each reads a `league.checks.context.Context`; `league.checks.season` runs them in order.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from datetime import date, timedelta
from typing import NamedTuple

from league.checks.context import Context
from league.rosters.eligibility import eligibility_problem, placement_problem
from league.rosters.membership import RosterMove, roster_excess
from league.rules.rulebook import Rulebook
from league.season.errors import Problem
from league.season.jersey_numbers import JERSEY_NUMBER, is_jersey_number
from league.season.player_ratings import RATING, is_rating
from league.season.values import Season
from league.turnout.attendance import AttendanceRow, attendance
from league.turnout.drop_requests import drop_grounds_path, early_substitute_text, spare_problems

_ONE_DAY = timedelta(days=1)


def team_count_problem(count: int, rulebook: Rulebook) -> str | None:
    """Why a league of `count` teams cannot run under `rulebook` (rule 2: fewer than its number could
    never start its playoffs), or None; the season checks and the new-league form both ask here."""
    wanted = rulebook.roster.teams
    if wanted is None:  # a tournament's rulebook fixes no number of teams (its pools do)
        return None
    return None if count == wanted else f"the league has {wanted} teams, not {count}"


def _check_eligibility(ctx: Context) -> Iterator[Problem]:
    """Gray rule 1 for every registered player, unless the committee recorded an override."""
    for i, p in enumerate(ctx.season.players):
        why = eligibility_problem(p, ctx.season.dates.age_cutoff, ctx.rulebook)
        if why and p.eligibility_override is None:
            yield Problem(
                f"players[{i}]",
                ctx.rulebook.cite("eligibility"),
                f"{p.id} {why}, and no committee override is recorded",
            )


def _move_path(move: RosterMove) -> str:
    if move.kind == "start":
        return f"players[{move.index}].team"
    return f"{move.kind}s[{move.index}]"


def _check_rosters(ctx: Context) -> Iterator[Problem]:
    """Gray rule 2's maxima and unique jersey numbers, at the start and after every date with a roster move."""
    season, rules = ctx.season, ctx.rulebook.roster
    players = {p.id: p for p in season.players}
    days = [None, *ctx.rosters.change_days()]
    reported: set[tuple[str, str, int]] = set()
    for day in days:
        moves = [m for m in ctx.rosters.moves if m.date == day]
        on_day = ctx.rosters.teams_at(day) if day else _starting_rosters(season)
        for team, pids in sorted(on_day.items()):
            culprit = next((m for m in reversed(moves) if m.team == team), None)
            path = _move_path(culprit) if culprit else "players"
            when = f" on {day.isoformat()}" if day else " when the season starts"
            name = ctx.team_name(team)
            for excess in roster_excess((players[pid] for pid in pids), rules):
                key = (team, excess.kind, excess.count if excess.kind == "number" else 0)
                if key in reported:  # once per team and limit: later dates would only repeat it
                    continue
                reported.add(key)
                if excess.kind == "number":
                    yield Problem(
                        path, ctx.rulebook.cite("rosters"), f"two {name} players would wear number {excess.count}{when}"
                    )
                elif excess.limit == 0:  # 3-on-3 GF 2: the game's goalie faces both teams
                    yield Problem(
                        path,
                        ctx.rulebook.cite("rosters"),
                        f"{name} would have {excess.count} {excess.kind}{when}: a team has none "
                        "(goalies are registered on no team)",
                    )
                else:
                    yield Problem(
                        path,
                        ctx.rulebook.cite("rosters"),
                        f"{name} would have {excess.count} {excess.kind}{when} (at most {excess.limit})",
                    )


def _check_placements(ctx: Context) -> Iterator[Problem]:
    """Coors 1.6, Cole RE 5: elite players in the elite division, one person on no two teams of one division, at the
    start and after every date with a roster move; once per player and rule. A second registration
    reports the pair (the first one is not the one to change)."""
    season = ctx.season
    if not ctx.rulebook.roster.elite_division and not any(p.same_person_as for p in season.players):
        return
    index = {p.id: i for i, p in enumerate(season.players)}
    reported: set[tuple[str, str]] = set()
    for day in [None, *ctx.rosters.change_days()]:
        moves = {m.player: m for m in ctx.rosters.moves if m.date == day}
        at_day = ctx.rosters.teams_at(day) if day else _starting_rosters(season)
        team_of = {pid: team for team, pids in at_day.items() for pid in pids}
        for p in season.players:
            team = team_of.get(p.id)
            if team is None:
                continue
            found = placement_problem(season, ctx.rulebook, p, team, team_of.get)
            if found is None or (found[0] == "same_person_as" and p.same_person_as is None):
                continue
            field, rule, message = found
            if (p.id, field) in reported:
                continue
            reported.add((p.id, field))
            move = moves.get(p.id)
            path = _move_path(move) if move is not None and move.kind != "start" else f"players[{index[p.id]}].{field}"
            yield Problem(path, rule, message)


def _check_late_changes(ctx: Context) -> Iterator[Problem]:
    """Coors 2.3, Cole RE 1: a transfer dated after the roster deadline carries the committee's reason."""
    deadline = ctx.season.dates.roster_deadline
    if not ctx.rulebook.roster.late_change_needs_reason:
        return
    for i, t in enumerate(ctx.season.transfers):
        if t.date > deadline and not t.reason.strip():
            yield Problem(
                f"transfers[{i}].reason",
                ctx.rulebook.cite("roster_changes"),
                f"a roster change after the roster deadline ({deadline.isoformat()}) needs the committee's reason",
            )


def _starting_rosters(season: Season) -> dict[str, tuple[str, ...]]:
    result: dict[str, list[str]] = {}
    for p in season.players:
        if p.team:
            result.setdefault(p.team, []).append(p.id)
    return {team: tuple(pids) for team, pids in result.items()}


class _Dropped(NamedTuple):
    """A player an approved drop took off his team: the team, his position, and from when."""

    team: str
    position: str
    on: date


def _check_teams(ctx: Context) -> Iterator[Problem]:
    """Captains start on their team, the league has its number of teams, substitute goalies are goalies."""
    season = ctx.season
    for i, t in enumerate(season.teams):
        if t.captain and season.known_player(t.captain).team != t.code:
            yield Problem(
                f"teams[{i}].captain",
                ctx.rulebook.cite("rosters"),
                f"{t.captain} does not start the season on {t.name}",
            )
    wrong_count = team_count_problem(len(season.teams), ctx.rulebook)
    wanted = ctx.rulebook.roster.teams
    if wrong_count is not None and wanted is not None:
        yield Problem(
            f"teams[{wanted}]" if len(season.teams) > wanted else "teams", ctx.rulebook.cite("rosters"), wrong_count
        )
    for i, pid in enumerate(season.substitute_goalies):
        goalie = season.known_player(pid)
        if goalie.position != "G":
            yield Problem(f"substitute_goalies[{i}]", ctx.rulebook.cite("substitute_goalie"), f"{pid} is not a goalie")
        elif goalie.team is not None:
            yield Problem(
                f"substitute_goalies[{i}]",
                ctx.rulebook.cite("substitute_goalie"),
                f"{pid} is on a team's roster, not an official substitute",
            )
    yield from spare_problems(ctx.season, ctx.rulebook)


def _check_transfers(ctx: Context) -> Iterator[Problem]:
    """A transfer moves a player who is on a team, to another team."""
    for i, t in enumerate(ctx.season.transfers):
        before = ctx.rosters.team_of(t.player, t.date - _ONE_DAY)
        if before is None:
            yield Problem(
                f"transfers[{i}]", ctx.rulebook.cite("rosters"), f"{t.player} is on no team before {t.date.isoformat()}"
            )
        elif before == t.to:
            yield Problem(
                f"transfers[{i}].to", ctx.rulebook.cite("rosters"), f"{t.player} is already on {ctx.team_name(t.to)}"
            )


def _check_drops(ctx: Context) -> Iterator[Problem]:
    """Gray rule 10's dates: decided after the request, by the roster deadline, and an approved drop is dated."""
    deadline, attendance = ctx.season.dates.roster_deadline, ctx.rulebook.attendance
    for i, d in enumerate(ctx.season.drops):
        if d.decided_on is not None and d.decided_on < d.requested_on:
            yield Problem(f"drops[{i}].decided_on", ctx.rulebook.cite("drops"), "the decision comes before the request")
        if d.approved and d.decided_on and d.decided_on > deadline and not attendance.drops_allowed_after_deadline:
            yield Problem(
                f"drops[{i}].decided_on",
                ctx.rulebook.cite("drops"),
                f"no player may be dropped after {deadline.isoformat()}",
            )
        if d.approved and d.decided_on is None:
            yield Problem(
                f"drops[{i}].decided_on", ctx.rulebook.cite("drops"), "an approved drop needs its decision date"
            )
        elif d.approved and d.decided_on is not None and ctx.rosters.team_of(d.player, d.decided_on - _ONE_DAY) is None:
            yield Problem(
                f"drops[{i}].player", ctx.rulebook.cite("drops"), f"{d.player} is on no team to be dropped from"
            )


def _dropped(ctx: Context) -> dict[str, _Dropped]:
    """Every player an approved, dated drop took off a team (a later drop of the same player wins)."""
    dropped: dict[str, _Dropped] = {}
    for d in ctx.season.drops:
        if d.approved and d.decided_on is not None:
            team = ctx.rosters.team_of(d.player, d.decided_on - _ONE_DAY)
            if team is not None:
                dropped[d.player] = _Dropped(team, ctx.season.known_player(d.player).position, d.decided_on)
    return dropped


def _check_substitutes(ctx: Context) -> Iterator[Problem]:
    """Gray rule 11: a substitute replaces a player his team dropped, once, at the same position, on no other team."""
    season, deadline = ctx.season, ctx.season.dates.roster_deadline
    dropped = _dropped(ctx)
    replaced: set[str] = set()
    for i, s in enumerate(season.substitutes):
        if s.replaces in replaced:
            yield Problem(
                f"substitutes[{i}].replaces", ctx.rulebook.cite("substitutes"), f"{s.replaces} already has a substitute"
            )
        replaced.add(s.replaces)
        if s.date > deadline and not ctx.rulebook.attendance.substitutes_allowed_after_deadline:
            yield Problem(
                f"substitutes[{i}].date",
                ctx.rulebook.cite("substitutes"),
                f"no substitute may be added after {deadline.isoformat()}",
            )
        gone = dropped.get(s.replaces)
        if gone is None or gone.team != s.team:
            yield Problem(
                f"substitutes[{i}].replaces",
                ctx.rulebook.cite("substitutes"),
                f"{s.replaces} was not dropped by {ctx.team_name(s.team)}",
            )
        elif season.known_player(s.player).position != gone.position:
            yield Problem(
                f"substitutes[{i}].player",
                ctx.rulebook.cite("substitutes"),
                f"{s.player} does not play {s.replaces}'s position",
            )
        elif s.date < gone.on:
            yield Problem(
                f"substitutes[{i}].date",
                ctx.rulebook.cite("substitutes"),
                early_substitute_text(s.replaces, gone.on, s.date),
            )
        if s.player in season.substitute_goalies:
            yield Problem(
                f"substitutes[{i}].player",
                ctx.rulebook.cite("substitute_goalie"),
                f"{s.player} is an official substitute goalie, kept for every team",
            )
        if ctx.rosters.team_of(s.player, s.date - _ONE_DAY) is not None:
            yield Problem(
                f"substitutes[{i}].player", ctx.rulebook.cite("substitutes"), f"{s.player} is already on a team"
            )


def _check_draft(ctx: Context) -> Iterator[Problem]:
    """The draft's picks agree with the players' starting teams, each player picked once."""
    draft = ctx.season.draft
    if draft is None:
        return
    if draft.first_round and sorted(draft.first_round) != sorted(t.code for t in ctx.season.teams):
        yield Problem("draft.first_round", ctx.rulebook.cite("rosters"), "the first round must name every team once")
    seen: set[str] = set()
    for i, pick in enumerate(draft.picks):
        if pick.player in seen:
            yield Problem(f"draft.picks[{i}].player", ctx.rulebook.cite("rosters"), f"{pick.player} is picked twice")
        seen.add(pick.player)
        start = ctx.season.known_player(pick.player).team
        if start != pick.team:
            yield Problem(
                f"draft.picks[{i}]",
                ctx.rulebook.cite("rosters"),
                f"{pick.player} was picked by {pick.team} but starts the season on {start}",
            )


def _check_players(ctx: Context) -> Iterator[Problem]:
    """Ratings (`is_rating`) and jersey numbers (`is_jersey_number`), whichever way a player was registered."""
    for i, p in enumerate(ctx.season.players):
        if not is_rating(p.rating):
            yield Problem(f"players[{i}].rating", ctx.rulebook.cite("rosters"), f"{p.rating} is not {RATING}")
        if p.number is not None and not is_jersey_number(p.number):
            yield Problem(f"players[{i}].number", ctx.rulebook.cite("rosters"), f"{p.number} is not {JERSEY_NUMBER}")


def _check_drop_grounds(ctx: Context) -> Iterator[Problem]:
    """Gray rule 10: a drop is requested by the player's captain and approved only for a player droppable that day."""
    return drop_grounds_problems(ctx, droppable_rows(ctx, dropped_by_day(ctx.season)))


def drop_grounds_problems(ctx: Context, rows: Mapping[date, Mapping[str, AttendanceRow]]) -> Iterator[Problem]:
    """`_check_drop_grounds`' problems, given the attendance row of each player an approved drop names on the day
    it was decided (`droppable_rows` of `dropped_by_day`)."""
    season = ctx.season
    captains = {t.code: t.captain for t in season.teams}
    for i, d in enumerate(season.drops):
        team = ctx.rosters.team_of(d.player, d.requested_on)
        if team is not None and captains.get(team) is None:
            yield Problem(
                f"drops[{i}].requested_by",
                ctx.rulebook.cite("drops"),
                f"{ctx.team_name(team)} has no captain on record to request a drop",
            )
        elif team is not None and d.requested_by != captains[team]:
            who = d.requested_by or "nobody"
            yield Problem(
                f"drops[{i}].requested_by",
                ctx.rulebook.cite("drops"),
                f"{who} is not the captain of {ctx.team_name(team)} ({captains[team]} is)",
            )
        if d.approved and d.decided_on is not None:
            yield from _not_droppable(ctx, i, d.decided_on, rows[d.decided_on][d.player])


def drop_grounds_problems_of(ctx: Context, players: Collection[str]) -> Iterator[Problem]:
    """`_check_drop_grounds`' problems of the approved drops of `players` alone, whether each was of a player
    droppable on the day it was decided, their attendance counted for them only: what a change to those players'
    misses (a game's save, `league.checks.game_change`) can break; no captain is read, which a game cannot change."""
    if not players:
        return  # a save that reaches no dropped player's misses (most of them) counts nothing
    wanted = {day: set(dropped).intersection(players) for day, dropped in dropped_by_day(ctx.season).items()}
    rows = droppable_rows(ctx, wanted)
    for i, d in enumerate(ctx.season.drops):
        if d.approved and d.decided_on is not None and d.player in players:
            yield from _not_droppable(ctx, i, d.decided_on, rows[d.decided_on][d.player])


def _not_droppable(ctx: Context, i: int, decided_on: date, row: AttendanceRow) -> Iterator[Problem]:
    """Gray rule 10: drop `i`, decided on `decided_on`, is of a player droppable that day (`row`, his attendance
    counted up to it)."""
    if not row.droppable:
        limit = ctx.rulebook.attendance.droppable_after_misses
        yield Problem(
            drop_grounds_path(i),
            ctx.rulebook.cite("drops"),
            f"{row.player} has missed {row.misses} game{'s' * (row.misses != 1)} by "
            f"{decided_on.isoformat()}: more than {limit} make a player droppable",
        )


def dropped_by_day(season: Season) -> dict[date, frozenset[str]]:
    """The players an approved drop names, by the day it was decided: whose attendance the drop grounds read."""
    dropped: dict[date, set[str]] = {}
    for d in season.drops:
        if d.approved and d.decided_on is not None:
            dropped.setdefault(d.decided_on, set()).add(d.player)
    return {day: frozenset(players) for day, players in dropped.items()}


def droppable_rows(ctx: Context, wanted: Mapping[date, Collection[str]]) -> dict[date, dict[str, AttendanceRow]]:
    """The attendance row of each player of `wanted` on its day: counted for those players only (a 10,000-game
    season's whole attendance is some 262,000 cells a day)."""
    return {
        day: {
            r.player: r
            for r in attendance(ctx.season, ctx.rulebook, day, ctx.suspensions, players=tuple(sorted(players)))
        }
        for day, players in wanted.items()
        if players
    }
