"""The season checks of the games: each game's sheet against its status and the rules, and the games
together (clashes, barred goalies, a tournament's bracket). Each reads a `league.checks.context.Context`;
`league.checks.season` runs them in order.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping, Sequence

from league.bracket.checks import knockout_game_problems
from league.bracket.engine import tournament_bracket
from league.checks.context import Context
from league.results.disqualification import ruling_forfeits, season_outcomes
from league.results.rule_disqualifications import disqualified_goalies, goalie_bar_problem
from league.rules.bracket_templates import bracket_coverage_problems
from league.rules.rulebook import ShiftRules
from league.schedule.clashes import season_clashes
from league.season.errors import FILE_RULE, Problem
from league.season.values import MAX_COUNT, Game, Goal, Penalty, Shift
from league.sheet.lineups import counted_lineups, lineup_problem
from league.stats.fairness import shift_size_problem
from league.turnout.dressing import dress_refusal, plainly_dressable

_NO_ONE: frozenset[str] = frozenset()


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
        # The result is the bare score or the goal events counted: a sheet with
        # neither needs its score written, so a forgotten result is never a tie (a file's empty list of
        # goals is read as 0-0, `league.results.entered_sheets`). A disqualified team's game needs no sheet.
        yield Problem(
            f"{path}.score", ctx.rulebook.cite("signature"), "a final game needs a score, its goal events or a forfeit"
        )


def _check_numbers(ctx: Context, path: str, g: Game) -> Iterator[Problem]:
    """Every count on the sheet within the season file's bounds, so what the app saves always exports."""
    counts = [s.minutes for s in g.late_starts]
    counts += (g.score.home, g.score.away) if g.score else ()
    counts += [e.period for e in g.goals] + [e.second for e in g.goals]
    counts += [e.period for e in g.penalties] + [e.second for e in g.penalties]
    if not counts or (min(counts) >= 0 and max(counts) < MAX_COUNT):
        return  # the common case, without wording each count's path
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


def _check_lineups(ctx: Context, path: str, g: Game) -> Iterator[Problem]:
    """Gray rule 6: a team whose lineup cannot start the game cannot have played: from its first goal or penalty on, and
    once final, its game must be its forfeit (`league.sheet.lineups`: never while players are dressed one by one)."""
    replay = ctx.replays[g.id]
    forfeit = replay.forfeit
    position = ctx.positions  # every dressed player is registered: the references were checked first
    goalies = frozenset(pid for _, pids in g.dressed for pid in pids if position[pid] == "G")
    for code, pids in counted_lineups(g, replay.pre_game_forfeit):
        why = lineup_problem(["G" if pid in goalies else "F" for pid in pids], ctx.rulebook)
        if why and (forfeit is None or forfeit[0] != code):
            yield Problem(
                f"{path}.dressed.{code}",
                ctx.rulebook.cite("game_start"),
                f"{ctx.team_name(code)}: {why}; record its forfeit",
            )


def _check_dressed(ctx: Context, path: str, g: Game) -> Iterator[Problem]:
    """Each dressed player may be dressed (Gray rules 2, 5 and 18): on the roster or an allowed goalie, not
    suspended."""
    dressed_for: dict[str, str] = {}
    # A player on two lists is refused where he stands in, naming his own roster's team, whichever list is first.
    own = {pid: code for code, pids in g.dressed for pid in pids if ctx.rosters.team_of(pid, g.date) == code}
    positions, suspended = ctx.positions, ctx.suspended
    for code, pids in g.dressed:
        for i, pid in enumerate(pids):
            before = dressed_for.get(pid)
            registered, kept_out = pid in positions, pid in suspended
            if before != code and plainly_dressable(pid, code, own.get(pid), g, registered, kept_out, ctx.rulebook):
                dressed_for.setdefault(pid, code)
                continue
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

    def not_dressed(where: str, team: str, pid: str) -> Problem:
        # The sheet names only the players dressed for the team (Gray rule 2: its roster, dressed on the sheet).
        return Problem(
            where, ctx.rulebook.cite("rosters"), f"{pid} is not dressed for {ctx.team_name(team)} in game {g.id}"
        )

    for i, goal in enumerate(g.goals):
        on_ice = dressed.get(goal.team, _NO_ONE)  # each path worded only for a problem
        if goal.scorer not in on_ice:
            yield not_dressed(f"{path}.goals[{i}].scorer", goal.team, goal.scorer)
        for j, pid in enumerate(goal.assists):
            if pid not in on_ice:
                yield not_dressed(f"{path}.goals[{i}].assists[{j}]", goal.team, pid)
        if len(goal.assists) > 2 or goal.scorer in goal.assists or len(set(goal.assists)) < len(goal.assists):
            yield Problem(
                f"{path}.goals[{i}].assists",
                ctx.rulebook.cite("scoring"),
                "at most two assists, by players other than the scorer",
            )
    for i, pen in enumerate(g.penalties):
        # A game's neutral goalie (3-on-3) is dressed for neither team: his penalty names the team he defended.
        if pen.player is not None:
            if pen.player != g.goalie and pen.player not in dressed.get(pen.team, _NO_ONE):
                yield not_dressed(f"{path}.penalties[{i}].player", pen.team, pen.player)
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
    """Gray rule 9: each shift's size, and only dressed players of the shift's group."""
    position, rules, shapes = ctx.positions, ctx.rulebook.shifts, ctx.sound_shapes
    for code, shifts in g.shifts:
        on_ice = dressed.get(code, _NO_ONE)
        # A line's shift recurs all game: each distinct one is asked once; only a team with one found unsound is
        # gone through turn by turn.
        distinct = dict.fromkeys(shifts)
        if all(on_ice.issuperset(s.players) and _sound_shape(s, shapes, position, rules) for s in distinct):
            continue
        sound: set[Shift] = set()  # found sound once, it is sound at every turn
        for i, shift in enumerate(shifts):
            if shift in sound:
                continue
            if on_ice.issuperset(shift.players) and _sound_shape(shift, shapes, position, rules):
                sound.add(shift)
                continue
            yield from _one_shift(ctx, f"{path}.shifts.{code}[{i}]", g, code, (i + 1, shift), on_ice, position)


def _sound_shape(shift: Shift, shapes: set[Shift], position: Mapping[str, str], rules: ShiftRules) -> bool:
    """Whether the shift's size and its players' positions are as the rules allow (`Context.sound_shapes`)."""
    if shift in shapes:
        return True
    group = shift.group
    if all(position.get(pid) == group for pid in shift.players) and shift_size_problem(shift, rules) is None:
        shapes.add(shift)
        return True
    return False


def _one_shift(
    ctx: Context,
    where: str,
    g: Game,
    code: str,
    numbered: tuple[int, Shift],
    on_ice: Collection[str],
    position: Mapping[str, str],
) -> Iterator[Problem]:
    """One shift's size, and each of its players dressed for its team and of its group (`numbered`: the shift and
    its number in the team's list, as the bench tracker counts them)."""
    number, shift = numbered
    size = shift_size_problem(shift, ctx.rulebook.shifts)
    if size:
        yield Problem(f"{where}.players", ctx.rulebook.cite("shifts"), size)
    for j, pid in enumerate(shift.players):
        # The path is worded only for a problem: a season holds over a million shift places.
        if pid not in on_ice:
            yield Problem(
                f"{where}.players[{j}]",
                ctx.rulebook.cite("shifts"),
                # Both facts, the shift first: read alike whether a shift was added or its player's dressing taken off.
                f"{pid} played {ctx.team_name(code)}'s shift {number} in game {g.id} but is not dressed for "
                f"{ctx.team_name(code)}",
            )
        elif position.get(pid) != shift.group:
            yield Problem(
                f"{where}.players[{j}]",
                ctx.rulebook.cite("shifts"),
                f"{pid} plays {position.get(pid)}, not in a {shift.group} shift",
            )


def _check_clashes(ctx: Context) -> Iterator[Problem]:
    """No team plays two games at once, no room or ice is booked twice at one time (league.schedule.clashes)."""
    names = {t.code: t.name for t in ctx.season.teams}
    for index, clash in season_clashes(ctx.season.games, ctx.rulebook.schedule):
        yield clash.problem(f"games[{index}]", names)


def _check_barred_goalies(ctx: Context) -> Iterator[Problem]:
    """3-on-3 PEN 4: a game goalie barred by his penalties of the tournament names no later game."""
    barred = disqualified_goalies(ctx.season, ctx.rulebook)
    if not barred:
        return
    order = ctx.season.game_order()
    for index, game in enumerate(ctx.season.games):
        refusal = goalie_bar_problem(game, barred, order, ctx.rulebook) if game.status != "cancelled" else None
        if refusal is not None:
            yield Problem(f"games[{index}].goalie", *refusal)


def _check_bracket(ctx: Context) -> Iterator[Problem]:
    """A tournament's bracket: every pool place given a knockout game where the rulebook asks (Coors 3.1.1),
    and every knockout game fitting its slot (numbers within best_of, one pair of teams, its sides)."""
    if not ctx.season.bracket:
        return
    yield from bracket_coverage_problems(ctx.season, ctx.rulebook)
    # The counted outcomes from the sheets the check replayed (the bracket had replayed every sheet again).
    counted = season_outcomes(ctx.season, ctx.rulebook, ctx.replays)
    yield from knockout_game_problems(ctx.season, ctx.rulebook, tournament_bracket(ctx.season, ctx.rulebook, counted))
