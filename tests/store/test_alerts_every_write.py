"""The dashboard's kept alerts after every kind of write, by the app and by a command: each write either keeps them
true for the revision it commits (carried over when it wrote nothing an alert is worked out from, worked out when
the app's write says which season it leaves) or leaves them stale; never alerts that a fresh reckoning would not
give."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from datetime import date

import pytest

from league.checks.alerts import season_alerts
from store.file.db import Store, open_league
from store.file.raw_sql import reader
from store.views.season_load import load_season, season_rulebook
from store.views.stored_alerts import season_id, stored_alerts
from store.writes.alert_dismissals import dismiss_alert
from store.writes.fees import record_fee_payment, void_fee_payment
from store.writes.games import save_game
from store.writes.rollover import roll_over_season
from store.writes.transfers import record_transfer

TODAY = date(2002, 12, 1)  # before the roster deadline: the attendance alerts are read too
SEASON = "2002-03"
AFTER_GAMES = date(2002, 12, 22)
Alerts = tuple[tuple[str, str], ...]


def _kept(store: Store) -> Alerts | None:
    with store.reading() as db:
        sid = season_id(reader(db), SEASON)
        assert sid is not None
        return stored_alerts(reader(db), sid, TODAY)


def _afresh(store: Store) -> Alerts:
    season = load_season(store, SEASON)
    return tuple((a.kind, a.text) for a in season_alerts(season, season_rulebook(season), TODAY))


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


WRITES: dict[str, Callable[[Store], None]] = {
    "a game's save": _save,
    "a fee payment": _pay,
    "a payment voided": _void,
    "an alert dismissed": _dismiss,
    "a transfer": _transfer,
    "a rollover": _roll_over,
}
# What a file's commit carries over (SQLite names the tables a write wrote; a server's store cannot tell, and leaves
# them stale), and what the app's writes work out (they say the season they leave).
CARRIED_OVER = {"a fee payment", "a payment voided", "an alert dismissed"}
WORKED_OUT_BY_THE_APP = {"a game's save", "a transfer"}


def _kept_by(store_kind: str, app: bool) -> set[str]:
    return (CARRIED_OVER if store_kind == "file" else set()) | (WORKED_OUT_BY_THE_APP if app else set())


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
    kept = _kept(store)
    assert kept is None or kept == _afresh(store)
    if kind in _kept_by(store_kind, app=True):
        assert kept == _afresh(store), f"{kind} left the alerts stale"


@pytest.mark.parametrize("kind", sorted(WRITES))
def test_after_each_write_of_a_command_the_kept_alerts_are_the_truth_or_stale(league_file, store_kind, kind):
    _as_the_app(league_file)
    with open_league(league_file.address) as command:  # a command's store: no day of its own to work alerts out for
        WRITES[kind](command)
    kept = _kept(league_file)
    assert kept is None or kept == _afresh(league_file)
    if kind in _kept_by(store_kind, app=False):
        assert kept == _afresh(league_file), f"{kind} left the alerts stale"


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
