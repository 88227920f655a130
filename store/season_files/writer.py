"""Writing a season file: `league` values to JSON, deterministic (same season, same bytes).

The season's own fields are written here; its games by `season_game_text`, the one writer of a game,
from the rows import stores (`stored_games`): a season exported from the store (`season_stream`) and
one held as values go through the same writer.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import date
from operator import itemgetter
from typing import Any, cast

from league.rulebooks import rulebook_named
from league.season.values import FeePayment, Player, Season
from store.season_files.game_text import GameText, Rows, game_uses_version_2
from store.season_files.json_fields import JsonObject
from store.season_files.reader import FORMAT, VERSION, VERSION_2, default_age_cutoff
from store.tables.game_table import game_columns
from store.tables.season_rows import sheet_rows

# The season-wide lists a version 2 file leaves out when empty (a tournament has no draft, drops ...).
_OMITTED_EMPTY_2 = ("substitute_goalies", "transfers", "drops", "substitutes", "coin_tosses", "fees_paid")


def _dollars(cents: int) -> int | float:
    """Whole dollars as an integer, otherwise dollars with two decimals."""
    return cents // 100 if cents % 100 == 0 else round(cents / 100, 2)


def _drop_none(obj: JsonObject) -> JsonObject:
    return {key: value for key, value in obj.items() if value is not None}


def uses_version_2(season: Season, games_use_it: bool) -> bool:
    """Whether the season holds any field only a version 2 file may; `games_use_it` says it for its games
    (`season_game_text.game_uses_version_2`, or the store asked at once: `season_stream.games_use_version_2`)."""
    if season.divisions or season.pools or season.bracket or season.disqualifications or season.suspension_rulings:
        return True
    if any(p.elite or p.same_person_as is not None for p in season.players):
        return True
    return games_use_it


def _dates_data(season: Season, version: int) -> JsonObject:
    """Section 8's dates; a version 2 file (as the example tournaments) writes the roster deadline first
    and leaves out an age cutoff that is the rulebook's default (what reading it back gives)."""
    cutoff, deadline = season.dates.age_cutoff.isoformat(), season.dates.roster_deadline.isoformat()
    if version == VERSION:
        return {"age_cutoff": cutoff, "roster_deadline": deadline}
    rulebook = rulebook_named(season.rulebook)
    default: tuple[date, ...] = default_age_cutoff(version, rulebook, season.dates.roster_deadline)
    # A cutoff the pool games give (Cole) is written all the same, so moving a game never moves it.
    from_games = rulebook is not None and rulebook.roster.cutoff_is_first_pool_game
    if default == (season.dates.age_cutoff,) and not from_games:
        return {"roster_deadline": deadline}
    return {"roster_deadline": deadline, "age_cutoff": cutoff}


def season_to_data(season: Season, games_use_version_2: bool | None = None) -> JsonObject:
    """The season as season-file JSON values, fields in the order docs/season-file.md lists them, then the
    tournament's (docs/season-file.md#a-tournaments-parts): version 2 exactly when a version 2 field is used
    (`uses_version_2`).

    Its `games` is an empty list, where `season_pieces` puts the games' text: a game is written by
    `season_game_text` alone. `games_use_version_2` None: asked of `season.games`."""
    if games_use_version_2 is None:
        games_use_version_2 = stored_games(season).version_2
    version = VERSION_2 if uses_version_2(season, games_use_version_2) else VERSION
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": version,
        "league": season.league,
        "season": season.name,
        "rulebook": season.rulebook,
        **_drop_none({"time_zone": season.time_zone, "rink": season.rink}),
        "dates": _dates_data(season, version),
        "teams": [
            _drop_none({"code": t.code, "name": t.name, "captain": t.captain, "colour": t.colour}) for t in season.teams
        ],
        "players": [_player_data(p, version) for p in season.players],
        "substitute_goalies": list(season.substitute_goalies),
        # Written only when the committee keeps spares: a season without them reads as it always did.
        **({"spares": list(season.spares)} if season.spares else {}),
    }
    if season.draft is not None:
        data["draft"] = {
            "order": season.draft.order,
            "first_round": list(season.draft.first_round),
            "picks": [
                {"round": k.round, "pick": k.pick, "team": k.team, "player": k.player} for k in season.draft.picks
            ],
        }
    data["transfers"] = [
        {"player": t.player, "to": t.to, "date": t.date.isoformat(), "reason": t.reason} for t in season.transfers
    ]
    data["drops"] = [
        {
            "player": d.player,
            "requested_by": d.requested_by,
            "requested_on": d.requested_on.isoformat(),
            "decided_on": d.decided_on.isoformat() if d.decided_on else None,
            "approved": d.approved,
            "reason": d.reason,
            "refund": _dollars(d.refund_cents),
        }
        for d in season.drops
    ]
    data["substitutes"] = [
        {"player": s.player, "team": s.team, "date": s.date.isoformat(), "replaces": s.replaces}
        for s in season.substitutes
    ]
    data["games"] = []  # `season_pieces` writes the games here
    data["coin_tosses"] = [{"teams": list(c.teams), "order": list(c.order)} for c in season.coin_tosses]
    data["fees_paid"] = [_payment_data(f) for f in season.fees_paid]
    if version == VERSION:
        return data
    for key in _OMITTED_EMPTY_2:
        if not data[key]:
            del data[key]
    return {**data, **_tournament_data(season)}


def _tournament_data(season: Season) -> JsonObject:
    """A tournament's rulings and shape, each list only when it holds something, as the examples order them."""
    data: dict[str, Any] = {
        "disqualifications": [{"team": x.team, "game": x.game, "reason": x.reason} for x in season.disqualifications],
        "suspension_rulings": [
            {"player": x.player, "game": x.game, "games": x.games, "reason": x.reason}
            for x in season.suspension_rulings
        ],
        "divisions": [{"code": d.code, "name": d.name} for d in season.divisions],
        "pools": [
            {"code": p.code, "name": p.name, "teams": list(p.teams), "division": p.division} for p in season.pools
        ],
        "bracket": [
            {"id": b.id, "kind": b.kind, "sides": list(b.sides), "best_of": b.best_of, "division": b.division}
            for b in season.bracket
        ],
    }
    return {key: value for key, value in data.items() if value}


def _payment_data(f: FeePayment) -> JsonObject:
    """A payment; `void` {`reason`, `date`} only when the committee voided it (so files without voids
    export as they always did)."""
    data: JsonObject = {"team": f.team, "date": f.date.isoformat(), "amount": _dollars(f.amount_cents)}
    if f.void is not None:
        data["void"] = {"reason": f.void.reason, "date": f.void.date.isoformat()}
    return data


def _player_data(p: Player, version: int = VERSION) -> JsonObject:
    data = {
        "id": p.id,
        "name": p.name,
        "born": p.born.isoformat(),
        "position": p.position,
        "class": p.klass,
        "rating": p.rating,
        "number": p.number,
        "email": p.email,
        "phone": p.phone,
        "status": p.status,
        "team": p.team,
    }
    if p.eligibility_override is not None:
        data["eligibility_override"] = {
            "reason": p.eligibility_override.reason,
            "date": p.eligibility_override.date.isoformat(),
        }
    if version == VERSION:
        return data
    if p.elite:
        data["elite"] = True
    if p.same_person_as is not None:
        data["same_person_as"] = {"player": p.same_person_as.player, "reason": p.same_person_as.reason}
    return {key: value for key, value in data.items() if value is not None or key not in ("email", "phone")}


@dataclass(frozen=True, slots=True)
class StoredGames:
    """A season's games (held as `league` values) as the rows import stores, ready for `GameText`."""

    text: GameText
    rows: list[tuple[tuple[Any, ...], dict[str, Rows]]]  # each game's row and its sheet rows by table
    version_2: bool

    def page(self) -> str:
        """Every game's text, joined as the file's `games` list joins them."""
        return ",\n  ".join(self.text.game(row, sheet) for row, sheet in self.rows)


class _Ids(dict[str, int]):
    """Row ids handed out for codes as they are asked for. A game naming a team or player the season does
    not hold (a season import refuses, built by a test or a tool) is written as it names it, as the
    season's own are; `get` too, which `season_rows` asks of a penalty's player and a goalie."""

    def __missing__(self, key: str) -> int:
        made = self[key] = len(self)
        return made

    def get(self, key: str, default: object = None) -> int:
        return self[key]


_SEQ = itemgetter(3)


def _as_stored(value: object) -> object:
    """A column's value as SQLite holds it, as the streamed export reads it: a date as its ISO text."""
    return value.isoformat() if isinstance(value, date) else value


def stored_games(season: Season) -> StoredGames:
    """`season.games` put in the rows import stores (`season_rows`), its teams and players numbered in
    the file's order: what `GameText` writes of a stored game, with no store."""
    team, player = (
        _Ids((t.code, i) for i, t in enumerate(season.teams)),
        _Ids((p.id, i) for i, p in enumerate(season.players)),
    )
    anchor = 0 if season.players else None
    rows = []
    for i, g in enumerate(season.games):
        row = tuple(_as_stored(v) for v in game_columns(g, team, player, season.bracket))
        tables = sheet_rows(i, g, team, player, anchor)
        # As SQLite gives them to the streamed export: in seq order, with no seq after the columns (a
        # dressed row's is one of them; an empty lineup's is negative, so first).
        sheet = {key: [r[:-1] for r in made] for key, made in tables.items() if key not in ("dressed", "first")}
        sheet |= {"dressed": sorted(tables["dressed"], key=_SEQ), "first": tables["first"]}
        rows.append(((i, *row), sheet))  # a `GAME_COLUMNS` row: the row id, then `GAME_FIELDS`
    firsts = {i: cast("int | None", sheet["first"][0][1]) for i, (_, sheet) in enumerate(rows) if sheet["first"]}
    code, pid = {i: c for c, i in team.items()}, {i: p for p, i in player.items()}
    version_2 = any(game_uses_version_2(row, sheet) for row, sheet in rows)
    return StoredGames(GameText(code, pid, firsts, version_2), rows, version_2)


def season_to_text(season: Season) -> str:
    """The season file's text: deterministic, UTF-8 safe, one trailing newline. Its games are written as
    the streamed export writes a stored season's (`stored_games`): the same season, the same bytes."""
    games = stored_games(season)
    return "".join(season_pieces(season, [games.page()] if games.rows else [], games.version_2))


def season_pieces(season: Season, game_pages: Iterable[str], games_use_version_2: bool = False) -> Iterator[str]:
    """`season_to_text` in pieces, its games taken from `game_pages` instead of `season.games`: each a
    page of games written at their depth in the file and joined as its `games` list joins them
    (`season_game_text`). Everything else is written by json.dumps as `season_to_text` writes it: a
    value one level in is its own text with every line break indented one space more (a string's line
    breaks are escaped, so each one is the layout's)."""
    yield "{"
    for i, (key, value) in enumerate(season_to_data(season, games_use_version_2).items()):
        yield f"{',' if i else ''}\n {json.dumps(key, ensure_ascii=False)}: "
        if key != "games":
            yield json.dumps(value, indent=1, ensure_ascii=False).replace("\n", "\n ")
            continue
        opened = False
        for page in game_pages:
            yield f"{',' if opened else '['}\n  {page}"
            opened = True
        yield "\n ]" if opened else "[]"
    yield "\n}\n"
