"""The dashboard's kept alerts after every kind of write, by the app and by a command: each write either keeps them
true for the revision it commits (carried over when it wrote nothing an alert is worked out from, worked out from the
season the app's write leaves, worked out from the season read whole after a command's write) or leaves them stale (a
season file's import through the store alone, raw SQL); never alerts that a fresh reckoning would not give. Every
kind of the app's writes: tests/store/test_alerts_after_app_writes.py."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from datetime import date

import pytest

from store.file.alert_day import alerts_worked_out_for
from store.file.db import Store, open_league
from store.file.file_format import REVISION_TABLE
from store.file.raw_sql import execute, reader
from store.season_files.import_export import export_season_text, import_season_file
from store.views.season_load import load_season
from store.views.stored_alerts import season_id, stored_alerts
from store.writes.alert_dismissals import dismiss_alert
from store.writes.csv_import import import_csv_text
from store.writes.fees import record_fee_payment, void_fee_payment
from store.writes.games import save_game
from store.writes.people import add_person
from store.writes.registration import register_player
from store.writes.rollover import roll_over_season
from store.writes.spares import mark_spare
from store.writes.teams import set_captain
from store.writes.transfers import record_transfer
from tests.store.kept_alerts import SEASON, TODAY, Alerts, _afresh, _latest_afresh, _latest_kept
from tests.tournament_files import game, tournament, write
from tui.cli import main as cli_main

AFTER_GAMES = date(2002, 12, 22)


def _kept(store: Store) -> Alerts | None:
    with store.reading() as db:
        sid = season_id(reader(db), SEASON)
        assert sid is not None
        return stored_alerts(reader(db), sid, TODAY)


def _save(store: Store) -> None:
    season = load_season(store, SEASON)
    game = next(g for g in season.games if g.stage == "regular" and g.status == "final")
    why = f"waived {len(season.games)}-{random.random()}"
    save_game(store, SEASON, replace(game, fees_waived=why), decision="waive fees", reason=why, based_on=game)


def _pay(store: Store) -> None:
    record_fee_payment(store, SEASON, "RED", TODAY, 2500)


def _void(store: Store) -> None:
    """A payment recorded, then voided."""
    _pay(store)
    void_fee_payment(store, SEASON, len(load_season(store, SEASON).fees_paid) - 1, "paid twice", TODAY)


def _dismiss(store: Store) -> None:
    kind, text = next(a for a in _afresh(store) if a[0] == "deadline")
    dismiss_alert(store, SEASON, kind, text, "known", TODAY)


def _transfer(store: Store) -> None:
    """A forward of Black's to Green after the last game played (the example season's games are all entered)."""
    record_transfer(store, SEASON, "P002", "GRN", AFTER_GAMES, "moved house")


def _roll_over(store: Store) -> None:
    roll_over_season(store, SEASON, "2003-04")


def _register(store: Store) -> None:
    """A registration edited: a rostered forward's rating and phone."""
    player = load_season(store, SEASON).known_player("P002")
    register_player(store, SEASON, replace(player, rating=player.rating - 1, phone="555-0101"), TODAY)


def _player_sheet(store: Store) -> None:
    """A player sheet imported (as `rinkbook import players.csv`): a player added."""
    sheet = "name,born,position,class,rating\nAl Moss,1961-05-02,F,C,60\n"
    import_csv_text(store, sheet, "players.csv", SEASON)


def _person(store: Store) -> None:
    """Someone who signs in added (`rinkbook user add`): the league's, read by no season."""
    add_person(store, "Lee Park", "committee", None, "a long enough password")


def _captain(store: Store) -> None:
    set_captain(store, SEASON, "RED", "P014")  # no drop of Red's names its captain


def _spare(store: Store) -> None:
    """A player on no team put on the committee's list of spares."""
    mark_spare(store, SEASON, "P081", True)


WRITES: dict[str, Callable[[Store], None]] = {
    "a game's save": _save,
    "a fee payment": _pay,
    "a payment voided": _void,
    "an alert dismissed": _dismiss,
    "a transfer": _transfer,
    "a rollover": _roll_over,
    "a registration edited": _register,
    "a player sheet imported": _player_sheet,
    "a captain named": _captain,
    "a spare listed": _spare,
    "a person who signs in added": _person,
}
# What a file's commit carries over (SQLite names the tables a write wrote; a server's store cannot tell, and works
# them out from the season at a command's write), and what the app's writes work out (they say the season they leave).
CARRIED_OVER = {"a fee payment", "a payment voided", "an alert dismissed", "a person who signs in added"}
WORKED_OUT_BY_THE_APP = {"a game's save", "a transfer"}


def _kept_by(store_kind: str, app: bool) -> set[str]:
    if not app:
        return set(WRITES)  # a command's write works out whatever it does not carry over
    return (CARRIED_OVER if store_kind == "file" else set()) | WORKED_OUT_BY_THE_APP


def _as_the_app(store: Store) -> Store:
    """`store` as the app holds it: the season read and its cache made, the alerts kept at the app's day."""
    store.alerts_day = TODAY
    store.season_cache(load_season(store, SEASON)).alerts(TODAY)
    _save(store)  # kept for the revision the write below starts from
    assert _kept(store) == _afresh(store)
    return store


@pytest.mark.parametrize("kind", sorted(WRITES))
def test_after_each_write_of_the_app_the_kept_alerts_are_the_truth_or_stale(league_file, store_kind, kind):
    store = _as_the_app(league_file)
    WRITES[kind](store)
    kept = _latest_kept(store)
    assert kept is None or kept == _latest_afresh(store)
    if kind in _kept_by(store_kind, app=True):
        assert kept == _afresh(store), f"{kind} left the alerts stale"


@pytest.mark.parametrize("kind", sorted(WRITES))
def test_after_each_write_of_a_command_the_kept_alerts_are_the_truth(league_file, kind):
    """The command line's store (its `--today` given, `alerts_worked_out_for`): whatever the alerts were before."""
    with league_file.writing() as db:  # stale before it: kept by no one
        execute(db, "UPDATE season SET rink = rink")
    with open_league(league_file.address) as command, alerts_worked_out_for(TODAY):
        WRITES[kind](command)
    assert _latest_kept(league_file) == _latest_afresh(league_file), f"{kind} left the alerts stale"


@pytest.mark.parametrize("kind", sorted(WRITES))
def test_a_write_through_the_store_keeps_the_alerts_it_found_true(league_file, kind):
    """A store with no day of its own (a script's, a program's through the store): the alerts kept before it, kept
    true at their day."""
    _as_the_app(league_file)
    with open_league(league_file.address) as command:
        WRITES[kind](command)
    kept = _latest_kept(league_file)
    assert kept is None or kept == _latest_afresh(league_file)
    if kind != "a rollover":  # a new season: none were kept for it
        assert kept == _latest_afresh(league_file), f"{kind} left the alerts stale"


def test_a_season_files_import_leaves_them_stale_and_the_next_commands_write_keeps_them(league_file, tmp_path):
    """The streamed import is bounded by the file it reads: its commit reads no season whole (the app's read keeps
    the alerts); any command's write after it works them out."""
    _as_the_app(league_file)
    season_file = tmp_path / "season.json"
    season_file.write_text(export_season_text(league_file, SEASON))
    with open_league(league_file.address) as command, alerts_worked_out_for(TODAY):
        import_season_file(command, season_file, replace=True)
        assert _kept(command) is None
        _captain(command)
    assert _kept(league_file) == _afresh(league_file)


def test_raw_sql_leaves_them_stale(league_file):
    """A program that keeps no alerts (an older rinkbook, raw SQL) writes what they read: stale, never wrong."""
    _as_the_app(league_file)
    with league_file.db.atomic():
        execute(league_file.db, "UPDATE player SET rating = rating + 1")
        execute(league_file.db, f'UPDATE "{REVISION_TABLE}" SET "token" = ?', ("an older program's",))
    assert _kept(league_file) is None


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_any_run_of_writes_by_the_app_and_commands_leaves_no_wrong_alerts(league_file, seed):
    """A run of writes in any order, each by the app or by a command: after each, the kept alerts are the truth
    or stale; the app's next save keeps them again."""
    pick = random.Random(seed)
    store = _as_the_app(league_file)
    with open_league(store.address) as command:
        _dismiss(command)
    kinds = ["a game's save", "a fee payment", "a payment voided"]  # the others can be made once only
    for _ in range(6):
        kind = pick.choice(kinds)
        if pick.random() < 0.5:
            WRITES[kind](store)
        else:
            with open_league(store.address) as command:
                WRITES[kind](command)
        kept = _kept(store)
        assert kept is None or kept == _afresh(store), kind
    _save(store)
    assert _kept(store) == _afresh(store)


def test_a_tournaments_rulings_from_the_command_line_keep_the_alerts_true(tmp_path, monkeypatch):
    """The committee's rulings (`rinkbook disqualify`, `rinkbook suspend`): each command works the alerts out at
    its `--today`."""
    games = [game("G1", "A", "B", "1-2"), game("G2", "B", "C", "3-0"), game("G3", "A", "C", "1-0")]
    path = tmp_path / "cup.db"
    with open_league(path, create=True) as store:
        import_season_file(store, write(tmp_path, tournament("prime-expo-boulder", {"A": "A B C"}, games)))
    monkeypatch.setenv("RINKBOOK_USER", "Pat")
    today = ["--db", str(path), "--today", "2026-03-01"]
    rulings = (
        ["disqualify", "B", "G2", "--reason", "an ineligible player"],
        ["suspend", "A1", "G3", "--rest", "--reason", "abuse of an official"],
    )
    for ruling in rulings:
        assert cli_main([*today, *ruling]) == 0
        with open_league(path) as store:
            assert _latest_kept(store, date(2026, 3, 1)) == _latest_afresh(store, date(2026, 3, 1)), ruling[0]
