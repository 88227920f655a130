"""Reading a season out of the file as `league` values: the app, every command and every write load through here.

Kept apart from `store.season_files.import_export` (import, export and the season checks) so that opening the app
loads none of those: start-up is measured against a bare Textual app. Its games
and their sheets are read by `store.views.season_games`.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from typing import TYPE_CHECKING, TypeVar

from peewee import Database

from league.rulebooks import built_in_rulebook
from league.rules.rulebook import Rulebook
from league.season.texts import shown
from league.season.values import (
    CoinToss,
    Draft,
    DraftPick,
    Drop,
    EligibilityOverride,
    FeePayment,
    PaymentVoid,
    Player,
    SamePerson,
    Season,
    SeasonDates,
    Substitute,
    Team,
    Transfer,
)
from store.file.failures import StoreError
from store.file.raw_sql import tuples
from store.season_files.tournament_fields import with_slot_kinds
from store.tables import models as m
from store.tables.held_tables import season_rows_in_order, tables_holding
from store.tables.tournament_rows import read_tournament
from store.views.bulk import collector_paused
from store.views.season_games import read_games
from store.views.season_names import resolve_season
from store.views.stored_values import bad_values

if TYPE_CHECKING:
    from store.file.connection import Store  # types only: the store's write path reads seasons

_Listed = TypeVar("_Listed", bound=m.BaseModel)


def season_rulebook(season: Season) -> Rulebook:
    """The built-in rulebook a season names; a RuleViolation names the field when there is none."""
    return built_in_rulebook(season.rulebook)


def season_to_write(store: Store, name: str | None = None) -> Season:
    """Inside a write, before it writes anything: the season `name` (the latest when None) as the file holds it, the
    season this connection knows when `Store.known_season` vouches the file still holds exactly it, else read."""
    name = resolve_season(store, name)
    return store.known_season(name) or load_season(store, name)


def load_season(store: Store, name: str | None = None, *, games: bool = True) -> Season:
    """Season `name` (the latest when None) as `league` values, read in one snapshot; without its games
    (`games=()`) unless `games` (the streamed export reads those a page at a time)."""
    name = resolve_season(store, name)
    known = store.known_season(name) if games and not store.db.in_transaction() else None
    if known is not None:  # nothing committed since this connection read or wrote it: the file holds it
        return known
    with store.reading() as db, collector_paused():
        row = m.Season.get(m.Season.name == name)
        _refuse_bad_values(db, name, bad_values(db, row.id, quick=True))
        try:
            season = _read_season(row, games)
            if games:
                store.read_whole(season)
            return season
        except (KeyError, ValueError, TypeError, AttributeError) as error:  # a row pointing nowhere, a bad shift
            _refuse_bad_values(db, name, bad_values(db, row.id))
            raise StoreError(
                f"season {name} cannot be read: a stored row names a team, player or game the "
                f"season does not hold ({type(error).__name__} {shown(str(error))}); "
                "rinkbook check lists the damage"
            ) from None


def season_beside_games(name: str) -> Season | None:
    """Season `name` without its games (`games=()`), read inside the caller's transaction: what a write of none of
    the games' tables leaves of it beside the games (`store.file.alert_stamps`). None when the file no longer
    holds it, or holds rows it cannot read (`load_season` says which)."""
    row = m.Season.get_or_none(m.Season.name == name)
    try:
        return None if row is None else _read_season(row, games=False)
    except (KeyError, ValueError, TypeError, AttributeError):
        return None


def _refuse_bad_values(db: Database, name: str, problems: list[str]) -> None:
    """A StoreError naming the first bad stored values of season `name` in words, when there are any."""
    if problems:
        more = f" (and {len(problems) - 3} more: rinkbook check lists them)" if len(problems) > 3 else ""
        raise StoreError(f"season {name} cannot be read: {'; '.join(problems[:3])}{more}")


def _read_season(row: m.Season, games: bool = True) -> Season:
    sid = row.id
    # The teams' codes and players' ids by row id (`season_codes`), from the rows read for the values themselves.
    team_rows = list(season_rows_in_order(m.Team, sid))
    code: dict[int, str] = {t.id: t.code for t in team_rows}
    p_ = m.Player  # as tuples, here and for the games: a model object per row cost a third of the load
    player_rows = list(
        tuples(
            p_.select(
                p_.id,
                p_.pid,
                p_.name,
                p_.born,
                p_.position,
                p_.klass,
                p_.rating,
                p_.number,
                p_.email,
                p_.phone,
                p_.status,
                p_.team,
                p_.override_reason,
                p_.override_date,
                p_.elite,
                p_.same_person_as,
                p_.same_person_reason,
            )
            .where(p_.season == sid)
            .order_by(p_.seq),
            ("players", sid),
        )
    )
    pid: dict[int, str] = {row_id: player_id for row_id, player_id, *_ in player_rows}
    captains: dict[int, str] = {
        t: pid[p]
        for t, p in tuples(
            m.Captain.select(m.Captain.team, m.Captain.player).join(m.Team).where(m.Team.season == sid),
            ("captains", sid),
        )
    }
    teams = tuple(Team(t.code, t.name, captains.get(t.id), t.colour) for t in team_rows)
    players = tuple(
        Player(
            player_id,
            name,
            born,
            position,
            klass,
            rating,
            number,
            email,
            phone,
            status,
            code.get(team),
            EligibilityOverride(reason, day) if reason is not None else None,
            bool(elite),
            None if same is None else SamePerson(same, same_reason or ""),
        )
        for (
            _,
            player_id,
            name,
            born,
            position,
            klass,
            rating,
            number,
            email,
            phone,
            status,
            team,
            reason,
            day,
            elite,
            same,
            same_reason,
        ) in player_rows
    )

    held = tables_holding(sid, _LISTS)

    def rows(model: type[_Listed]) -> Iterable[_Listed]:
        """One list of the season file in file order (one of `_LISTS`: a table left out there would read as empty)."""
        return season_rows_in_order(model, sid) if model in held else ()

    draft = None
    if row.draft_order is not None:
        picks = tuple(DraftPick(k.round, k.pick, code[k.team_id], pid[k.player_id]) for k in rows(m.DraftPick))
        draft = Draft(row.draft_order, tuple((row.draft_first_round or "").split()), picks)
    tournament = read_tournament(sid, code, pid)
    return Season(
        league=row.league,
        name=row.name,
        rulebook=row.rulebook,
        dates=SeasonDates(row.age_cutoff, row.roster_deadline),
        time_zone=row.time_zone,
        rink=row.rink,
        teams=teams,
        players=players,
        substitute_goalies=tuple(pid[x.player_id] for x in rows(m.SubstituteGoalie)),
        spares=tuple(pid[x.player_id] for x in rows(m.Spare)),
        draft=draft,
        transfers=tuple(Transfer(pid[x.player_id], code[x.to_id], x.date, x.reason) for x in rows(m.Transfer)),
        drops=tuple(
            Drop(
                pid[x.player_id],
                None if x.requested_by_id is None else pid.get(x.requested_by_id),
                x.requested_on,
                x.decided_on,
                x.approved,
                x.reason,
                x.refund_cents,
            )
            for x in rows(m.Drop)
        ),
        substitutes=tuple(
            Substitute(pid[x.player_id], code[x.team_id], x.date, pid[x.replaces_id]) for x in rows(m.Substitute)
        ),
        games=with_slot_kinds(read_games(sid, code, pid), tournament.bracket) if games else (),
        coin_tosses=tuple(CoinToss(tuple(x.teams.split()), tuple(x.ord.split())) for x in rows(m.CoinToss)),
        fees_paid=tuple(
            FeePayment(code[x.team_id], x.date, x.amount_cents, _void(x.void_reason, x.void_date))
            for x in rows(m.FeePayment)
        ),
        divisions=tournament.divisions,
        pools=tournament.pools,
        bracket=tournament.bracket,
        disqualifications=tournament.disqualifications,
        suspension_rulings=tournament.suspension_rulings,
    )


# The lists of a season file kept in a table of their own, each row with its `season` and `seq`.
_LISTS: tuple[type[m.BaseModel], ...] = (
    m.DraftPick,
    m.SubstituteGoalie,
    m.Spare,
    m.Transfer,
    m.Drop,
    m.Substitute,
    m.CoinToss,
    m.FeePayment,
)


def _void(reason: str | None, day: date | None) -> PaymentVoid | None:
    """A stored payment's void, or None while it counts."""
    return None if reason is None or day is None else PaymentVoid(reason, day)
