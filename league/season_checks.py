"""Every rule a whole season must satisfy before it is stored: the checks behind import.

`check_season` runs each check of `SEASON_CHECKS` and, for every game, each of `GAME_CHECKS`;
each yields Problems naming the season-file path. The sheet replay (penalties, suspensions,
the clock) adds its checks to `GAME_CHECKS`, so import, the app and `rinkbook check` share them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from typing import NamedTuple

from league.attendance import AttendanceRow, attendance
from league.bracket import Bracket, bracket, tournament_bracket
from league.bracket_checks import check_playoff_game, knockout_game_problems
from league.bracket_templates import bracket_coverage_problems
from league.clashes import season_clashes
from league.date_range import date_problems
from league.disqualification import ruling_forfeits
from league.dressing import dress_refusal
from league.drop_requests import early_substitute_text, spare_problems
from league.eligibility import eligibility_problem, placement_problem
from league.errors import FILE_RULE, Problem
from league.fairness import shift_size_problem
from league.lineups import counted_lineups, lineup_problem
from league.outcome import game_outcome
from league.references import reference_problems
from league.rosters import RosterMove, Rosters, roster_excess
from league.rule_disqualifications import disqualified_goalies, goalie_bar_problem
from league.rulebook import Rulebook
from league.sheet import SheetReplay, replay_sheet
from league.standings import standings
from league.suspensions import Suspension, season_suspensions
from league.texts import text_problems
from league.values import MAX_COUNT, Game, Goal, Penalty, Season

_ONE_DAY = timedelta(days=1)


@dataclass(frozen=True)
class Context:
    """What every check reads: the season, its rulebook, its rosters at any date, every sheet's replay."""

    season: Season
    rulebook: Rulebook
    rosters: Rosters
    replays: Mapping[str, SheetReplay]
    suspensions: tuple[Suspension, ...]
    bracket: Bracket

    def team_name(self, code: str) -> str:
        """The team's name, or its code when the season has no such team."""
        return self.season.team_name(code)


def check_season(season: Season, rulebook: Rulebook) -> list[Problem]:
    """All problems of the season, in file order; an empty list means it may be stored."""
    problems = [*text_problems(season), *date_problems(season)] or list(reference_problems(season, rulebook))
    if problems:  # rules over bad text, dates or dangling references would only repeat them
        return problems
    goalies = frozenset(p.id for p in season.players if p.position == "G")  # who may not shoot out (T4)
    replays = {g.id: replay_sheet(g, rulebook, goalies) for g in season.games}
    suspensions = season_suspensions(season, rulebook, replays)
    ctx = Context(season, rulebook, Rosters(season), replays, suspensions, _bracket(season, rulebook, replays))
    for check in SEASON_CHECKS:
        problems.extend(check(ctx))
    for index, game in enumerate(season.games):
        for game_check in GAME_CHECKS:
            problems.extend(game_check(ctx, f"games[{index}]", game))
    return problems


def team_count_problem(count: int, rulebook: Rulebook) -> str | None:
    """Why a league of `count` teams cannot run under `rulebook` (rule 2: fewer than its number could
    never start its playoffs), or None; the season checks and the new-league form both ask here."""
    wanted = rulebook.roster.teams
    if wanted is None:  # a tournament's rulebook fixes no number of teams (its pools do)
        return None
    return None if count == wanted else f"the league has {wanted} teams, not {count}"


def _bracket(season: Season, rulebook: Rulebook, replays: Mapping[str, SheetReplay]) -> Bracket:
    """The playoffs as the season's results make them, from sheets already replayed."""
    outcomes = tuple(
        o
        for g in sorted(season.games, key=lambda g: g.sort_key)
        if g.stage == "regular"
        for o in [game_outcome(g, rulebook, replays[g.id])]
        if o is not None
    )
    table = standings(tuple(t.code for t in season.teams), outcomes, rulebook, season.coin_tosses)
    return bracket(season, rulebook, table)


def _check_eligibility(ctx: Context) -> Iterator[Problem]:
    """G1 for every registered player, unless the committee recorded an override."""
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
    """G2's maxima and unique jersey numbers, at the start and after every date with a roster move."""
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
                elif excess.limit == 0:  # 3-on-3 TH1: the game's goalie faces both teams
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
    """CC1, CH1: elite players in the elite division, one person on no two teams of one division, at the
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
    """CC1, CH1: a transfer dated after the roster deadline carries the committee's reason."""
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
    """G10's dates: decided after the request, by the roster deadline, and an approved drop is dated."""
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
    """G11: a substitute replaces a player his team dropped, once, at the same position, on no other team."""
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


def _check_game_result(ctx: Context, path: str, g: Game) -> Iterator[Problem]:
    """A game's status agrees with its sheet, and the sheet's replay finds nothing the rules forbid."""
    # A scheduled game may be under way (its sheet filling in on game night); only a final one has a
    # result or a signature, and a cancelled or postponed one holds nothing.
    has_result = bool(g.score or g.forfeit or g.signed)
    has_events = bool(g.dressed or g.goals or g.penalties or g.shifts or g.late_starts)
    if g.status in ("cancelled", "postponed") and (has_result or has_events):
        yield Problem(
            f"{path}.status", ctx.rulebook.cite("signature"), f"a {g.status} game cannot hold a result or sheet events"
        )
    elif g.status == "scheduled" and has_result:
        yield Problem(
            f"{path}.status",
            ctx.rulebook.cite("signature"),
            "a game gets its result, forfeit or signature only when it is final",
        )
    if g.stage == "playoff" and (g.series is None or g.no is None):
        yield Problem(path, ctx.rulebook.cite("playoff_bracket"), "a playoff game needs its series and game number")
    replay = ctx.replays[g.id]
    for problem in replay.problems:
        yield Problem(f"{path}.{problem.where}", problem.rule, problem.message)
    if (
        g.status == "final"
        and g.played_score is None
        and replay.forfeit is None
        and g.id not in ruling_forfeits(ctx.season, ctx.rulebook)  # last: rarely asked
    ):
        # The result is the bare score or the goal events counted (SPEC section 8): a sheet with
        # neither needs its score written, so a forgotten result is never a tie (a file's empty list of
        # goals is read as 0-0, `league.entered_sheets`). A disqualified team's game needs no sheet.
        yield Problem(
            f"{path}.score", ctx.rulebook.cite("signature"), "a final game needs a score, its goal events or a forfeit"
        )


def _check_numbers(ctx: Context, path: str, g: Game) -> Iterator[Problem]:
    """Every count on the sheet within the season file's bounds, so what the app saves always exports."""
    numbers = [(f"{path}.late_start[{i}].minutes", s.minutes) for i, s in enumerate(g.late_starts)]
    numbers += [(f"{path}.score", n) for n in ((g.score.home, g.score.away) if g.score else ())]
    numbers += _clock_numbers(f"{path}.goals", g.goals)
    numbers += _clock_numbers(f"{path}.penalties", g.penalties)
    for where, n in numbers:
        if not 0 <= n < MAX_COUNT:
            yield Problem(where, FILE_RULE, f"{n} is out of range (0 to {MAX_COUNT - 1:,})")


def _clock_numbers(path: str, events: Sequence[Goal | Penalty]) -> list[tuple[str, int]]:
    """Every event's period, then every event's time, of one list of the sheet."""
    periods = [(f"{path}[{i}].period", e.period) for i, e in enumerate(events)]
    return periods + [(f"{path}[{i}].time", e.second) for i, e in enumerate(events)]


def _check_players(ctx: Context) -> Iterator[Problem]:
    """Ratings 0-100 and jersey numbers 0-99, whichever way a player was registered."""
    for i, p in enumerate(ctx.season.players):
        if not 0 <= p.rating <= 100:
            yield Problem(f"players[{i}].rating", "section 5", f"{p.rating} is not a rating from 0 to 100")
        if p.number is not None and not 0 <= p.number <= 99:
            yield Problem(
                f"players[{i}].number", ctx.rulebook.cite("rosters"), f"{p.number} is not a jersey number from 0 to 99"
            )


def _check_lineups(ctx: Context, path: str, g: Game) -> Iterator[Problem]:
    """G6: a team whose lineup cannot start the game cannot have played: from its first goal or penalty on, and
    once final, its game must be its forfeit (`league.lineups`: never while players are dressed one by one)."""
    replay = ctx.replays[g.id]
    forfeit = replay.forfeit
    goalies = frozenset(pid for _, pids in g.dressed for pid in pids if ctx.season.known_player(pid).position == "G")
    for code, pids in counted_lineups(g, replay.pre_game_forfeit):
        why = lineup_problem(["G" if pid in goalies else "F" for pid in pids], ctx.rulebook)
        if why and (forfeit is None or forfeit[0] != code):
            yield Problem(
                f"{path}.dressed.{code}",
                ctx.rulebook.cite("game_start"),
                f"{ctx.team_name(code)}: {why}; record its forfeit",
            )


def _check_dressed(ctx: Context, path: str, g: Game) -> Iterator[Problem]:
    """Each dressed player may be dressed (G2, G5, G18): on the roster or an allowed goalie, not suspended."""
    dressed_for: dict[str, str] = {}
    # A player on two lists is refused where he stands in, naming his own roster's team, whichever list is first.
    own = {pid: code for code, pids in g.dressed for pid in pids if ctx.rosters.team_of(pid, g.date) == code}
    for code, pids in g.dressed:
        for i, pid in enumerate(pids):
            before = dressed_for.get(pid)
            if own.get(pid, code) != code:
                before = own[pid]
            elif pid in own and before != code:
                before = None  # his own team's list: the other list's entry is the one refused
            seen = {pid: before} if before is not None else {}
            refusal = dress_refusal(pid, code, g, ctx.season, ctx.rulebook, ctx.rosters, ctx.suspensions, seen)
            if refusal is not None:
                yield Problem(f"{path}.dressed.{code}[{i}]", *refusal)
            dressed_for.setdefault(pid, code)


def _check_events(ctx: Context, path: str, g: Game) -> Iterator[Problem]:
    """Goals, penalties and shifts name only players dressed for that team; goals agree with the score."""
    dressed = {code: set(pids) for code, pids in g.dressed}

    def check(where: str, team: str, pid: str) -> Iterator[Problem]:
        if pid not in dressed.get(team, ()):
            # The sheet names only the players dressed for the team (G2: its roster, dressed on the sheet).
            yield Problem(
                where, ctx.rulebook.cite("rosters"), f"{pid} is not dressed for {ctx.team_name(team)} in game {g.id}"
            )

    for i, goal in enumerate(g.goals):
        yield from check(f"{path}.goals[{i}].scorer", goal.team, goal.scorer)
        for j, pid in enumerate(goal.assists):
            yield from check(f"{path}.goals[{i}].assists[{j}]", goal.team, pid)
        if len(goal.assists) > 2 or goal.scorer in goal.assists or len(set(goal.assists)) < len(goal.assists):
            yield Problem(
                f"{path}.goals[{i}].assists",
                ctx.rulebook.cite("scoring"),
                "at most two assists, by players other than the scorer",
            )
    for i, pen in enumerate(g.penalties):
        # A game's neutral goalie (3-on-3) is dressed for neither team: his penalty names the team he defended.
        if pen.player is not None:
            if pen.player != g.goalie:
                yield from check(f"{path}.penalties[{i}].player", pen.team, pen.player)
        elif not pen.bench:
            yield Problem(
                f"{path}.penalties[{i}].player",
                ctx.rulebook.cite("penalty_count"),
                "only a bench penalty may have no player",
            )
    yield from _shift_problems(ctx, path, g, dressed)
    if g.goals and g.score:
        given = g.goals_score
        if given != g.score:
            yield Problem(
                f"{path}.goals",
                ctx.rulebook.cite("signature"),
                f"the goals give {given.home}-{given.away} but the score is {g.score.home}-{g.score.away}",
            )


def _shift_problems(ctx: Context, path: str, g: Game, dressed: dict[str, set[str]]) -> Iterator[Problem]:
    """G9: each shift's size, and only dressed players of the shift's group."""
    position = {p.id: p.position for p in ctx.season.players}
    for code, shifts in g.shifts:
        for i, shift in enumerate(shifts):
            size = shift_size_problem(shift, ctx.rulebook.shifts)
            if size:
                yield Problem(f"{path}.shifts.{code}[{i}].players", ctx.rulebook.cite("shifts"), size)
            on_ice = dressed.get(code, ())
            for j, pid in enumerate(shift.players):
                # The path is worded only for a problem: a season holds over a million shift places.
                if pid not in on_ice:
                    yield Problem(
                        f"{path}.shifts.{code}[{i}].players[{j}]",
                        ctx.rulebook.cite("shifts"),
                        f"{pid} is not dressed for {ctx.team_name(code)} in game {g.id}",
                    )
                elif position.get(pid) != shift.group:
                    yield Problem(
                        f"{path}.shifts.{code}[{i}].players[{j}]",
                        ctx.rulebook.cite("shifts"),
                        f"{pid} plays {position.get(pid)}, not in a {shift.group} shift",
                    )


def _check_drop_grounds(ctx: Context) -> Iterator[Problem]:
    """G10: a drop is requested by the player's captain and approved only for a player droppable that day."""
    season, limit = ctx.season, ctx.rulebook.attendance.droppable_after_misses
    captains = {t.code: t.captain for t in season.teams}
    rows = _droppable_rows(ctx)
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
            row = rows[d.decided_on][d.player]
            if not row.droppable:
                yield Problem(
                    f"drops[{i}].approved",
                    ctx.rulebook.cite("drops"),
                    f"{d.player} has missed {row.misses} game{'s' * (row.misses != 1)} by "
                    f"{d.decided_on.isoformat()}: more than {limit} make a player droppable",
                )


def _droppable_rows(ctx: Context) -> dict[date, dict[str, AttendanceRow]]:
    """The attendance row of each player an approved drop names, on the day it was decided: counted for those
    players only (a 10,000-game season's whole attendance is some 262,000 cells a day)."""
    dropped: dict[date, set[str]] = {}
    for d in ctx.season.drops:
        if d.approved and d.decided_on is not None:
            dropped.setdefault(d.decided_on, set()).add(d.player)
    return {
        day: {
            r.player: r
            for r in attendance(ctx.season, ctx.rulebook, day, ctx.suspensions, players=tuple(sorted(players)))
        }
        for day, players in dropped.items()
    }


def _check_clashes(ctx: Context) -> Iterator[Problem]:
    """No team plays two games at once, no room or ice is booked twice at one time (league.clashes)."""
    names = {t.code: t.name for t in ctx.season.teams}
    for index, clash in season_clashes(ctx.season.games, ctx.rulebook.schedule):
        yield clash.problem(f"games[{index}]", names)


def _check_barred_goalies(ctx: Context) -> Iterator[Problem]:
    """TH5: a game goalie barred by his penalties of the tournament names no later game."""
    barred = disqualified_goalies(ctx.season, ctx.rulebook)
    if not barred:
        return
    order = ctx.season.game_order()
    for index, game in enumerate(ctx.season.games):
        refusal = goalie_bar_problem(game, barred, order, ctx.rulebook) if game.status != "cancelled" else None
        if refusal is not None:
            yield Problem(f"games[{index}].goalie", *refusal)


def _check_bracket(ctx: Context) -> Iterator[Problem]:
    """A tournament's bracket: every pool place given a knockout game where the rulebook asks (Coors CC8),
    and every knockout game fitting its slot (numbers within best_of, one pair of teams, its sides)."""
    if not ctx.season.bracket:
        return
    yield from bracket_coverage_problems(ctx.season, ctx.rulebook)
    yield from knockout_game_problems(ctx.season, ctx.rulebook, tournament_bracket(ctx.season, ctx.rulebook))


SEASON_CHECKS: list[Callable[[Context], Iterable[Problem]]] = [
    _check_players,
    _check_eligibility,
    _check_rosters,
    _check_placements,
    _check_late_changes,
    _check_teams,
    _check_transfers,
    _check_drops,
    _check_substitutes,
    _check_draft,
    _check_drop_grounds,
    _check_clashes,
    _check_barred_goalies,
    _check_bracket,
]

GAME_CHECKS: list[Callable[[Context, str, Game], Iterable[Problem]]] = [
    _check_game_result,
    _check_dressed,
    _check_events,
    _check_lineups,
    _check_numbers,
    check_playoff_game,
]
