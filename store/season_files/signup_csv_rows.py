"""A player sheet's rows read against the season: who each row adds or updates, and who it may be.

A row with an `id` updates that player (`new` there registers a new player whoever he resembles). A row
without one updates the registered player of the same name and birth date (`league.rosters.signups`: the name
compared composed, case-folded, spaces collapsed), keeping the name as first registered, since a sheet
sent again spells it as it comes; else it is a new player, unless its e-mail or phone is a registered
player's under another name, or its name is one's with another birth date: then it is a near match,
held for the committee (not applied), who settles it in the row's `id` cell and imports the sheet again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date
from typing import Literal, TypeVar

from league.rosters.signups import NearMatch, match_signup, name_key, name_keys
from league.season.changes import changed_fields, field_words
from league.season.jersey_numbers import FIRST_NUMBER, JERSEY_NUMBER, LAST_NUMBER
from league.season.player_ratings import HIGHEST_RATING, LOWEST_RATING, RATING
from league.season.values import CLASSES, POSITIONS, Player, Season
from store.season_files.csv_formats import CsvTable, Row, bounded, cite, next_ids, one_of, refuse, sheet_cell
from store.season_files.signup_csv_dates import DATE_FORMS, DateRefused, sheet_date, sheet_order
from store.season_files.signup_csv_tournament import unrated, with_tournament_cells

NEW = "new"  # in the id column: register the row as a new player, near match or not
_Value = TypeVar("_Value")


@dataclass(frozen=True, slots=True)
class PlayerRow:
    """What the import does with one row: `add`, `update` or leave `same` the player `player`, or hold it
    for a `decide`-sion (`player` then the nearest registered one); `detail` says the fields or the doubt."""

    line: int
    action: Literal["add", "update", "same", "decide"]
    player: str
    name: str
    detail: str = ""


@dataclass(frozen=True, slots=True)
class PlayerSheet:
    """The players to store (each new or changed registration), the line of each by id, every row's fate, and
    the line of every player a row names and settles (stored or unchanged: a `spare` cell marks him either way)."""

    players: tuple[Player, ...]
    lines: dict[str, int]
    rows: tuple[PlayerRow, ...]
    named: dict[str, int]


def players_from(table: CsvTable, season: Season) -> PlayerSheet:
    """The players the sheet registers or updates, the line of each, and the rows held for a decision."""
    fresh = next_ids({p.id for p in season.players}, "P")
    order, against = sheet_order((line, cells.get("born", "")) for line, cells in table.rows)
    players: list[Player] = []
    lines: dict[str, int] = {}
    rows: list[PlayerRow] = []
    named: dict[str, int] = {}
    keys: dict[str | tuple[str, date], int] = {}  # the line of each player id and of each name and birth date
    registered = name_keys(season.players)  # every row compares its name with each of them
    for row in table.rows:
        line, cells = row
        name = sheet_cell(table, row, "name", str, "a name")
        if line in against:
            raise refuse(table.source, line, table.heading("born"), against[line])
        born = _born(table, row, order)
        before, near = _registered(table, row, season, name, born, registered)
        given = cells.get("id", "")
        pid = before.id if before else (given if given.casefold() != NEW else "")
        key = (name_key(name), born)
        for seen, column in ((pid, "id"), (key, "name")):
            if seen and seen in keys:
                raise refuse(
                    table.source, line, table.heading(column), f"duplicates line {keys[seen]} (the same player twice)"
                )
        keys[key] = line
        if near:  # its cells are checked all the same: the row decided imports as it is
            _player(table, row, season, None, "", name, born)
            rows.append(PlayerRow(line, "decide", near[0].player.id, name, _doubt(near)))
            continue
        pid = pid or next(fresh)
        keys[pid] = line
        player = _player(table, row, season, before, pid, name, born)
        named[pid] = line
        rows.append(_fate(line, before, player))
        if before is None or player != before:
            players.append(player)
            lines[pid] = line
    return PlayerSheet(tuple(players), lines, tuple(rows), named)


def _born(table: CsvTable, row: Row, order: Literal["day first", "month first"] | None) -> date:
    try:
        return sheet_cell(table, row, "born", lambda text: sheet_date(text, order), DATE_FORMS)
    except DateRefused as refused:  # a date, once the committee says which number is the day
        raise refuse(table.source, row[0], table.heading("born"), str(refused)) from None


def _registered(
    table: CsvTable, row: Row, season: Season, name: str, born: date, keys: dict[str, str]
) -> tuple[Player | None, tuple[NearMatch, ...]]:
    """The registered player the row updates, or the near matches that hold it (neither: a new player);
    `keys` are the registered players' name keys."""
    line, cells = row
    given = cells.get("id", "")
    found = match_signup(name, born, cells.get("email"), cells.get("phone"), season.players, keys)
    if given.casefold() == NEW:
        if found.player is not None:
            raise refuse(
                table.source,
                line,
                table.heading("id"),
                f"new, but {found.player.id} {found.player.name} has this name and birth date: "
                f"write {found.player.id} to update him",
            )
        return None, ()
    if given:
        return season.player(given), ()
    return found.player, found.near


def _player(
    table: CsvTable, row: Row, season: Season, before: Player | None, pid: str, name: str, born: date
) -> Player:
    """The registration the row makes: a registered player's columns the sheet leaves out kept, and his name as
    first registered when the sheet spells it differently only in case, spaces or accents' form."""
    line, cells = row
    codes = {t.code for t in season.teams}
    team = sheet_cell(table, row, "team", str.upper, "a team code", required=False)
    if team is not None and team not in codes:
        raise refuse(
            table.source,
            line,
            table.heading("team"),
            f"{team!r} is not a team of season {season.name} ({', '.join(sorted(codes))})",
        )
    if before is not None and name_key(name) == name_key(before.name):
        name = before.name
    player = Player(
        id=pid,
        name=name,
        born=born,
        position=_listed_or_kept(table, row, before, "position", one_of(POSITIONS), "a position (F, D or G)"),
        klass=_listed_or_kept(table, row, before, "class", one_of(CLASSES), "a class (A to D)", season),
        rating=_listed_or_kept(table, row, before, "rating", bounded(LOWEST_RATING, HIGHEST_RATING), RATING, season),
        number=sheet_cell(table, row, "number", bounded(FIRST_NUMBER, LAST_NUMBER), JERSEY_NUMBER, required=False),
        email=cells.get("email") or None,
        phone=cells.get("phone") or None,
        team=team,
    )
    player = with_tournament_cells(table, row, before, player)
    return player if before is None else _keep_unlisted(player, before, table, line, season)


def _fate(line: int, before: Player | None, player: Player) -> PlayerRow:
    if before is None:
        return PlayerRow(line, "add", player.id, player.name)
    changed = changed_fields(before, player)
    return PlayerRow(line, "update" if changed else "same", player.id, player.name, field_words(changed))


def _doubt(near: tuple[NearMatch, ...]) -> str:
    """Why a row is held: "same e-mail, other name: P902 Dave Kowalski, born 1968-07-04"."""
    return "; ".join(f"{n.why}: {n.player.id} {n.player.name}, born {n.player.born.isoformat()}" for n in near)


# Player fields by the CSV column that holds them: a column the sheet leaves out keeps its value.
_COLUMN_FIELDS = {
    "position": "position",
    "class": "klass",
    "rating": "rating",
    "number": "number",
    "email": "email",
    "phone": "phone",
    "team": "team",
}


def _listed_or_kept(
    table: CsvTable,
    row: Row,
    before: Player | None,
    column: str,
    read: Callable[[str], _Value],
    what: str,
    season: Season | None = None,
) -> _Value:
    """A column a new player needs: its cell, or a registered player's own value when the sheet leaves the
    column out (an update may hold only some columns), or a tournament's value for a Gray-only column."""
    if before is not None and column not in table.columns:
        kept: _Value = getattr(before, _COLUMN_FIELDS[column])
        return kept
    default = unrated(season, column) if season is not None and column not in table.columns else None
    if default is not None:
        return default  # type: ignore[return-value]  # UNRATED holds the column's own kind of value
    if before is None and column not in table.columns:
        raise refuse(
            table.source,
            row[0],
            column,
            f"the sheet has no {column} column, and a new player needs a position, a class and a rating",
        )
    return sheet_cell(table, row, column, read, what)


def _keep_unlisted(player: Player, before: Player, table: CsvTable, line: int, season: Season) -> Player:
    """An updated registration: columns the sheet does not have keep the registered values, and the team
    of a player already on one changes only by a transfer (rule 2: reason, date, audit row)."""
    kept = {field: getattr(before, field) for column, field in _COLUMN_FIELDS.items() if column not in table.columns}
    player = replace(player, status=before.status, eligibility_override=before.eligibility_override, **kept)
    if before.team is not None and player.team != before.team:
        raise refuse(
            table.source,
            line,
            table.heading("team"),
            f"{before.id} plays for {before.team}: a team changes by a "
            f"transfer with its reason and date ({cite(season, 'rosters')}), not by a re-import",
        )
    return player
