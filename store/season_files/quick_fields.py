"""Quick readers of a sheet's well-formed goals and penalties: the value at once when every field is as the file
format wants it, None to send the object to the general field reader, which names each bad field.

A 30,000-game file holds about 150,000 penalties and 100,000 goals, and the general reader words every field's
path ("games[4].penalties[2].time") before reading it: a fifth of reading a game. These take nothing the general
reader refuses and make the same value from what it takes (tests/store/test_event_fast_path.py), down to the
shared strings (`one_copy`, each kind the rulebook's own string).
"""

from __future__ import annotations

from typing import Any

from league.season.values import ALL_PENALTY_KINDS, MAX_COUNT, Goal, Penalty
from store.season_files.json_fields import clock, one_copy

_KINDS = {kind: kind for kind in ALL_PENALTY_KINDS}


def quick_penalty(obj: Any) -> Penalty | None:
    """The penalty `obj` is when each field is well formed; None for the general reader."""
    if not isinstance(obj, dict):
        return None
    get: Any = obj.get  # the values are checked below
    team, player, kind, infraction = get("team"), get("player"), get("kind"), get("infraction")
    period, bench, equipment, coincidental = get("period"), get("bench"), get("equipment"), get("coincidental")
    if not (
        _is_code(team)
        and (player is None or _is_code(player))
        and type(kind) is str
        and kind in _KINDS
        and (infraction is None or type(infraction) is str)
        and _is_count(period)
        and _is_flag(bench)
        and _is_flag(equipment)
        and _is_flag(coincidental)
    ):
        return None
    second = _seconds(get("time"))
    if second is None:
        return None
    return Penalty(
        team=one_copy(team),
        player=None if player is None else one_copy(player),
        kind=_KINDS[kind],
        infraction=one_copy(infraction or ""),
        period=period,
        second=second,
        bench=bench is True,
        equipment=equipment is True,
        coincidental=coincidental is True,
    )


def quick_goal(obj: Any) -> Goal | None:
    """The goal `obj` is when each field is well formed; None for the general reader."""
    if not isinstance(obj, dict):
        return None
    get: Any = obj.get  # the values are checked below
    team, scorer, assists, period, shot = get("team"), get("scorer"), get("assists"), get("period"), get("penalty_shot")
    if not (
        _is_code(team)
        and _is_code(scorer)
        and (assists is None or (type(assists) is list and all(type(pid) is str for pid in assists)))
        and _is_count(period)
        and _is_flag(shot)
    ):
        return None
    second = _seconds(get("time"))
    if second is None:
        return None
    return Goal(
        team=one_copy(team),
        scorer=one_copy(scorer),
        assists=() if assists is None else tuple(map(one_copy, assists)),
        period=period,
        second=second,
        penalty_shot=shot is True,
    )


def _is_code(value: Any) -> bool:
    """What `json_fields.code` takes: a string with more than spaces."""
    return type(value) is str and bool(value.strip())


def _is_count(value: Any) -> bool:
    """What `json_fields.integer` takes as it is (a float such as 2.0 goes to the general reader)."""
    return type(value) is int and 0 <= value < MAX_COUNT


def _is_flag(value: Any) -> bool:
    """What `json_fields.boolean` takes, or nothing (null or absent: false)."""
    return value is None or value is True or value is False


def _seconds(value: Any) -> int | None:
    """`json_fields.clock`'s seconds, or None where it refuses the value (a missing one included)."""
    if type(value) is not str:
        return None
    try:
        return clock(value, "")
    except ValueError:
        return None
