"""Reading a tournament's parts of a season file (docs/season-file.md#a-tournaments-parts): divisions, pools, the
bracket and the committee's rulings, and which fields only version 2 may hold. Each bad field is named by its JSON
path."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from league.season.texts import shown
from league.season.values import (
    SLOT_KINDS,
    TOURNAMENT_PENALTY_KINDS,
    BracketSlot,
    Disqualification,
    Division,
    Game,
    Pool,
    SuspensionRuling,
)
from store.season_files.json_fields import FieldReader, JsonObject, code, ids, integer, kind_of, one_of, text

# A season file's fields that only version 2 holds (docs/season-file.md#a-tournaments-parts), where they sit.
SEASON_FIELDS_2 = ("divisions", "pools", "bracket", "disqualifications", "suspension_rulings")
PLAYER_FIELDS_2 = ("elite", "same_person_as")
GAME_FIELDS_2 = ("period_scores", "goalie", "shots", "lineup_waiver")
GOAL_FIELDS_2 = ("penalty_shot",)
_SIDE = re.compile(r"pool:[^:]+:[1-9][0-9]*|winner:.+|loser:.+")


def first_version_2_field(data: JsonObject, games_apart: bool = False, in_games: str | None = None) -> str | None:
    """The JSON path of the first field of `data`, in file order, that only a version 2 file may hold.
    `games_apart`: the games were read apart (`season_file_stream`), `in_games` their own first such path."""
    for key, value in data.items():
        if key in SEASON_FIELDS_2:
            return key
        if key == "players" and isinstance(value, list):
            found = _first_in_list(value, "players", PLAYER_FIELDS_2)
        elif key == "games" and games_apart:
            found = in_games
        elif key == "games" and isinstance(value, list):
            found = _first_in_games(value)
        else:
            continue
        if found:
            return found
    return None


def _first_in_list(items: list[Any], path: str, fields: tuple[str, ...]) -> str | None:
    for i, item in enumerate(items):
        if isinstance(item, dict):
            for key in item:
                if key in fields:
                    return f"{path}[{i}].{key}"
    return None


def _first_in_games(games: list[Any]) -> str | None:
    return next((found for i, game in enumerate(games) if (found := first_in_game(i, game))), None)


def first_in_game(i: int, game: Any) -> str | None:
    """The path of the first version 2 field of the file's game `i`, None when it holds none."""
    if not isinstance(game, dict):
        return None
    for key, value in game.items():
        if key in GAME_FIELDS_2:
            return f"games[{i}].{key}"
        if key == "goals" and isinstance(value, list):
            found = _first_in_list(value, f"games[{i}].goals", GOAL_FIELDS_2)
            if found:
                return found
        if key == "penalties" and isinstance(value, list):
            for j, penalty in enumerate(value):
                if isinstance(penalty, dict) and penalty.get("kind") in TOURNAMENT_PENALTY_KINDS:
                    return f"games[{i}].penalties[{j}].kind"
    return None


def read_divisions(r: FieldReader, data: JsonObject) -> tuple[Division, ...]:
    return tuple(
        Division(r.get(o, "code", p, code), r.get(o, "name", p, code)) for p, o in r.objects(data, "divisions", "")
    )


def read_pools(r: FieldReader, data: JsonObject) -> tuple[Pool, ...]:
    return tuple(
        Pool(
            code=r.get(o, "code", p, code),
            name=r.get(o, "name", p, code),
            division=r.get(o, "division", p, code, None) or "",
            teams=r.get(o, "teams", p, ids, ()),
        )
        for p, o in r.objects(data, "pools", "")
    )


def _side(value: Any, where: str) -> str:
    side = text(value, where)
    if not _SIDE.fullmatch(side):
        raise ValueError(f"{shown(side)} is not a side (pool:P:N, winner:ID or loser:ID)")
    return side


def _sides(value: Any, where: str) -> tuple[str, str]:
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError(f"must be a list of two sides, not {kind_of(value)}")
    sides = []
    for i, side in enumerate(value):
        try:
            sides.append(_side(side, f"{where}[{i}]"))
        except ValueError as error:
            raise ValueError(f"[{i}] {error}") from None
    return (sides[0], sides[1])


def _best_of(value: Any, where: str) -> int:
    n = integer(value, where)
    if n < 1 or n % 2 == 0:
        raise ValueError(f"{n} is not an odd number of games from 1 (a series is won by a majority)")
    return n


def read_bracket(r: FieldReader, data: JsonObject) -> tuple[BracketSlot, ...]:
    return tuple(
        BracketSlot(
            id=r.get(o, "id", p, code),
            division=r.get(o, "division", p, code, None) or "",
            kind=r.get(o, "kind", p, one_of(SLOT_KINDS)),
            sides=r.get(o, "sides", p, _sides, ("", "")),
            best_of=r.get(o, "best_of", p, _best_of, 1),
        )
        for p, o in r.objects(data, "bracket", "")
    )


def read_disqualifications(r: FieldReader, data: JsonObject) -> tuple[Disqualification, ...]:
    return tuple(
        Disqualification(r.get(o, "team", p, code), r.get(o, "game", p, code), r.get(o, "reason", p, text, ""))
        for p, o in r.objects(data, "disqualifications", "")
    )


def _games(value: Any, where: str) -> int:
    n = integer(value, where)
    if n < 1:
        raise ValueError("must be at least 1 (null: the rest of the tournament)")
    return n


def read_suspension_rulings(r: FieldReader, data: JsonObject) -> tuple[SuspensionRuling, ...]:
    return tuple(
        SuspensionRuling(
            player=r.get(o, "player", p, code),
            game=r.get(o, "game", p, code),
            games=r.get(o, "games", p, _games, None),
            reason=r.get(o, "reason", p, text, ""),
        )
        for p, o in r.objects(data, "suspension_rulings", "")
    )


def with_slot_kinds(games: tuple[Game, ...], bracket: tuple[BracketSlot, ...]) -> tuple[Game, ...]:
    """The games, each knockout game of a bracket slot taking the slot's kind
    (docs/readings/shared.md#pools-and-the-bracket) unless it names its own; a season without a bracket (Gray's) keeps
    its games as they are."""
    if not bracket:
        return games
    kinds = {slot.id: slot.kind for slot in bracket}
    return tuple(
        replace(g, kind=kinds[g.series]) if g.kind is None and g.series in kinds and g.stage == "playoff" else g
        for g in games
    )


def slot_kind(game: Game, bracket: tuple[BracketSlot, ...]) -> str | None:
    """The kind of the bracket slot a knockout game belongs to, or None."""
    if game.stage != "playoff" or game.series is None:
        return None
    return next((slot.kind for slot in bracket if slot.id == game.series), None)
