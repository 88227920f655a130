"""Reading one game of a season file: its schedule line and its sheet, every bad field named by path."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

# Rooms are Gray's rule (its text alone gives each team its own room); a season file names no other yet.
from league.rulebooks.gray import GRAY
from league.rules.formats import KINDS
from league.season.texts import shown
from league.season.values import (
    ALL_PENALTY_KINDS,
    GAME_STATUSES,
    SHIFT_GROUPS,
    STAGES,
    BenchOut,
    Forfeit,
    Game,
    Goal,
    LateStart,
    Penalty,
    Score,
    Shift,
    Shootout,
    ShootoutAttempt,
)
from league.sheet.bench_outs import BENCH_OUT_REASONS
from store.season_files.json_fields import (
    FieldReader,
    JsonObject,
    boolean,
    clock,
    code,
    ids,
    integer,
    iso_date,
    kind_of,
    one_copy,
    one_of,
    text,
    time_of_day,
)
from store.season_files.quick_fields import quick_goal, quick_penalty


def _rooms(value: Any, where: str) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError("must be two room numbers, like [3, 4]")
    try:
        value = [integer(v, where) for v in value]
    except ValueError:
        raise ValueError("must be two room numbers, like [3, 4]") from None
    if value[0] == value[1]:
        raise ValueError(f"the two teams need two different rooms ({GRAY.cite('rooms')})")
    return (value[0], value[1])


def _by_team(
    r: FieldReader, obj: JsonObject, key: str, path: str, read: Callable[[Any, str], Any]
) -> tuple[tuple[str, Any], ...]:
    value = obj.get(key)
    if value is None:
        return ()
    if not isinstance(value, dict):
        r.fail(f"{path}.{key}", f"must be an object keyed by team code, not {kind_of(value)}")
        return ()
    return tuple((team, read(element, f"{path}.{key}.{team}")) for team, element in value.items())


def well_formed_shift(shift: Any) -> Shift | None:
    """The shift at once when each of its fields is as the file format wants it; None sends it to the
    general reader, which names each bad field. A 10,000-game file holds half a million shifts, and naming
    every field's path took a third of the import (docs/performance.md: under 8 s). It takes nothing the general
    reader refuses (tests/store/test_shift_fast_path.py)."""
    if not isinstance(shift, dict):  # a streamed file's objects are a dict kind of their own
        return None
    group, players, stop = shift.get("group"), shift.get("players"), shift.get("stop_time")
    if (
        type(group) is str
        and group in SHIFT_GROUPS
        and type(players) is list
        and all(type(pid) is str for pid in players)
        and (stop is None or type(stop) is bool)
    ):
        return Shift(group, tuple(map(sys.intern, players)), bool(stop))  # one string per id (`one_copy`)
    return None


def _known_shift(same: dict[Any, Any], shift: Any) -> Shift | None:
    """`well_formed_shift`'s shift, one object for the file (a line's shift recurs game after game): each
    shift's fields as parsed are the key of the one already made from equal fields, so a recurring shift
    is neither checked nor made again. Only a well-formed shift is ever kept under its fields, and no
    value the format refuses equals one it takes (`stop_time` is asked to be true, false or absent first:
    1 equals true)."""
    if not isinstance(shift, dict):
        return None
    players, stop = shift.get("players"), shift.get("stop_time")
    if type(players) is not list or not (stop is None or stop is True or stop is False):
        return None
    key = (_SHIFT, shift.get("group"), tuple(players), stop)
    try:
        known: Shift | None = same.get(key)
    except TypeError:  # a list or an object among its values: the general reader names it
        return None
    if known is None:
        made = well_formed_shift(shift)
        if made is None:
            return None
        known = same[key] = same.setdefault(made, made)
    return known


_SHIFT = object()  # marks a shift's parsed fields among `FieldReader.same`'s keys


def read_game(r: FieldReader, path: str, obj: JsonObject) -> Game:
    """One game of the file's `games` list, its problems collected in `r`."""
    score = obj.get("score")
    if score is not None and not isinstance(score, dict):
        r.fail(f"{path}.score", "must be an object with home and away")
        score = None
    forfeit = obj.get("forfeit")
    if forfeit is not None and not isinstance(forfeit, dict):
        r.fail(f"{path}.forfeit", "must be an object with team and reason")
        forfeit = None
    waived = obj.get("fees_waived")
    if waived is not None and not isinstance(waived, dict):
        r.fail(f"{path}.fees_waived", "must be an object with a reason")
        waived = None

    def dressed(value: Any, where: str) -> tuple[str, ...]:
        try:
            return ids(value, where)
        except ValueError as error:
            r.fail(where, str(error))
            return ()

    def shifts(value: Any, where: str) -> tuple[Shift, ...]:
        if not isinstance(value, list):
            r.fail(where, f"must be a list of shifts, not {kind_of(value)}")
            return ()
        result = []
        for i, shift in enumerate(value):
            made = _known_shift(r.same, shift)
            if made is not None:
                result.append(made)
                continue
            at = f"{where}[{i}]"
            if not isinstance(shift, dict):
                r.fail(at, "must be an object with group and players")
                continue
            result.append(
                Shift(
                    r.get(shift, "group", at, one_of(SHIFT_GROUPS)),
                    r.get(shift, "players", at, ids, ()),
                    r.get(shift, "stop_time", at, boolean, False),
                )
            )
        return tuple(result)

    stage = r.get(obj, "stage", path, one_of(STAGES))
    return Game(
        id=r.get(obj, "id", path, code),
        stage=stage,
        date=r.get(obj, "date", path, iso_date),
        time=r.get(obj, "time", path, time_of_day),
        home=r.get(obj, "home", path, code),
        away=r.get(obj, "away", path, code),
        rooms=r.get(obj, "rooms", path, _rooms, None),
        status=r.get(obj, "status", path, one_of(GAME_STATUSES), "scheduled"),
        series=r.get(obj, "series", path, code, None),
        no=r.get(obj, "no", path, integer, None),
        score=None
        if score is None
        else Score(r.get(score, "home", f"{path}.score", integer), r.get(score, "away", f"{path}.score", integer)),
        overtime=r.get(obj, "overtime", path, boolean, False),
        forfeit=None
        if forfeit is None
        else Forfeit(
            r.get(forfeit, "team", f"{path}.forfeit", code), r.get(forfeit, "reason", f"{path}.forfeit", text, "")
        ),
        late_starts=tuple(
            LateStart(
                r.get(o, "team", p, code), r.get(o, "minutes", p, integer), r.get(o, "goalie_only", p, boolean, False)
            )
            for p, o in r.objects(obj, "late_start", path)
        ),
        dressed=_by_team(r, obj, "dressed", path, dressed),
        goals=_events(r, obj, "goals", path, quick_goal, _goal),
        penalties=_events(r, obj, "penalties", path, quick_penalty, _penalty),
        # A team's empty shift list is no shift records, as the store keeps it (unlike an empty dressed
        # list, a recorded no-show): dropped here, so the checks see the sheet the file will hold.
        shifts=tuple((team, made) for team, made in _by_team(r, obj, "shifts", path, shifts) if made),
        signed=r.get(obj, "signed", path, boolean, False),
        signed_by=r.get(obj, "signed_by", path, text, None),
        fees_waived=None if waived is None else r.get(waived, "reason", f"{path}.fees_waived", code),
        revision=r.get(obj, "revision", path, integer, 0),
        kind=r.get(obj, "kind", path, one_of(KINDS), None),
        shootout=_shootout(r, obj, path),
        period_scores=r.get(obj, "period_scores", path, _period_scores, ()),
        goalie=r.get(obj, "goalie", path, code, None),
        shots=_shots(r, obj, path),
        lineup_waiver=_reason(r, obj, "lineup_waiver", path),
        bench_outs=tuple(
            BenchOut(
                r.get(o, "team", p, code),
                r.get(o, "player", p, code),
                r.get(o, "shift", p, integer),
                r.get(o, "reason", p, one_of(BENCH_OUT_REASONS)),
            )
            for p, o in r.objects(obj, "bench_outs", path)
        ),
    )


def _period_scores(value: Any, where: str) -> tuple[tuple[int, int], ...]:
    """Each regulation period's goals as [home, away] pairs (a bare sheet's periods, docs/season-file.md#games)."""
    if not isinstance(value, list):
        raise ValueError(f"must be a list of [home, away] pairs, not {kind_of(value)}")
    pairs = []
    for i, pair in enumerate(value):
        if not isinstance(pair, list) or len(pair) != 2:
            raise ValueError(f"[{i}] must be a pair of counts [home, away]")
        pairs.append((integer(pair[0], f"{where}[{i}]"), integer(pair[1], f"{where}[{i}]")))
    return tuple(pairs)


def _reason(r: FieldReader, obj: JsonObject, key: str, path: str) -> str | None:
    """An object {reason} (`lineup_waiver`) as its reason, or None when absent."""
    value = obj.get(key)
    if value is None:
        return None
    if not isinstance(value, dict):
        r.fail(f"{path}.{key}", "must be an object with a reason")
        return None
    reason: str | None = r.get(value, "reason", f"{path}.{key}", code)
    return reason


def _shots(r: FieldReader, obj: JsonObject, path: str) -> Score | None:
    """Each team's shots on goal, never fewer than the goals it scored (its score, else its goal events)."""
    value = obj.get("shots")
    if value is None:
        return None
    where = f"{path}.shots"
    if not isinstance(value, dict):
        r.fail(where, "must be an object with home and away")
        return None
    shots = Score(r.get(value, "home", where, integer, 0), r.get(value, "away", where, integer, 0))
    score, goals = obj.get("score"), obj.get("goals")
    for side in ("home", "away"):
        scored = _goals_of(side, obj.get(side), score, goals)
        taken = getattr(shots, side)
        if scored is not None and taken < scored:
            r.fail(f"{where}.{side}", f"{taken} shots is fewer than the {scored} goals the team scored")
    return shots


def _goals_of(side: str, team: Any, score: Any, goals: Any) -> int | None:
    """A side's goals as the sheet gives them (its score, else its goal events), None when unreadable."""
    if isinstance(score, dict):
        value = score.get(side)
        return value if isinstance(value, int) and not isinstance(value, bool) else None
    if isinstance(goals, list):
        return sum(1 for g in goals if isinstance(g, dict) and g.get("team") == team)
    return None


def _shootout(r: FieldReader, obj: JsonObject, path: str) -> Shootout | None:
    """The game's `shootout` (docs/readings/shared.md#shootouts): the team shooting first and the attempts, each team
    one of the game's two (who may shoot, and whether the rulebook has shootouts at all, is the replay's to say)."""
    value = obj.get("shootout")
    if value is None:
        return None
    where = f"{path}.shootout"
    if not isinstance(value, dict):
        r.fail(where, f"must be an object with first and attempts, not {kind_of(value)}")
        return None
    teams = [t for t in (obj.get("home"), obj.get("away")) if isinstance(t, str)]

    def of_the_game(value: Any, at: str) -> str:
        team = code(value, at)
        if team not in teams:
            raise ValueError(f"{shown(team)} does not play in this game ({' or '.join(teams)})")
        return team

    attempts = tuple(
        ShootoutAttempt(r.get(o, "team", p, of_the_game), r.get(o, "shooter", p, code), r.get(o, "scored", p, boolean))
        for p, o in r.objects(value, "attempts", where)
    )
    return Shootout(r.get(value, "first", where, of_the_game, None), attempts)


def _events(
    r: FieldReader,
    obj: JsonObject,
    key: str,
    path: str,
    quick: Callable[[Any], Any],
    general: Callable[[FieldReader, str, JsonObject], Any],
) -> tuple[Any, ...]:
    """The sheet's list `key` (goals, penalties): each read quickly when all of them are well formed
    (`quick_fields`), else every one by the general reader, its problems in the order it always gave."""
    value = obj.get(key)
    if type(value) is list:
        made = [quick(o) for o in value]
        if None not in made:
            return tuple(made)
    return tuple(general(r, p, o) for p, o in r.objects(obj, key, path))


def _goal(r: FieldReader, p: str, o: JsonObject) -> Goal:
    return Goal(
        team=r.get(o, "team", p, code),
        scorer=r.get(o, "scorer", p, code),
        assists=r.get(o, "assists", p, ids, ()),
        period=r.get(o, "period", p, integer),
        second=r.get(o, "time", p, clock),
        penalty_shot=r.get(o, "penalty_shot", p, boolean, False),
    )


def _penalty(r: FieldReader, path: str, obj: JsonObject) -> Penalty:
    return Penalty(
        team=r.get(obj, "team", path, code),
        player=r.get(obj, "player", path, code, None),
        kind=r.get(obj, "kind", path, one_of(ALL_PENALTY_KINDS)),
        infraction=one_copy(r.get(obj, "infraction", path, text, "")),  # a few names, repeated all season
        period=r.get(obj, "period", path, integer),
        second=r.get(obj, "time", path, clock),
        bench=r.get(obj, "bench", path, boolean, False),
        equipment=r.get(obj, "equipment", path, boolean, False),
        coincidental=r.get(obj, "coincidental", path, boolean, False),
    )
