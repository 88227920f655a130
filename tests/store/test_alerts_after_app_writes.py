"""Every write the app makes leaves the dashboard's alerts kept in the league for the revision it commits: the next
start (another window, the file opened on the scorer's laptop) finds them there, equal to a fresh reckoning over the
season, and never has to say the season is being read. So does `rinkbook import` of a season file."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from pathlib import Path

import pytest

from league.checks.alerts import season_alerts
from league.season.values import Season
from store.file.db import Store, open_league
from store.file.raw_sql import execute, reader
from store.season_files.import_export import delete_season, export_season_text, import_season, import_season_file
from store.views.season_load import load_season, season_rulebook
from store.views.stored_alerts import season_id, stored_alerts
from store.writes.alert_dismissals import dismiss_alert
from store.writes.csv_import import import_csv_text
from store.writes.draft import make_pick, set_draft_order, undo_pick
from store.writes.drops import decide_drop, place_substitute, request_drop, take_back_drop, withdraw_drop
from store.writes.fees import record_fee_payment, void_fee_payment, waive_game_fees
from store.writes.games import save_game
from store.writes.people import add_person, remove_person
from store.writes.registration import register_player
from store.writes.rollover import roll_over_season, unlock_past_season
from store.writes.rule_texts import attach_rule_text
from store.writes.rulings import record_disqualification, record_suspension_ruling
from store.writes.schedule import add_games, delete_game
from store.writes.spares import mark_spare
from store.writes.teams import set_captain
from store.writes.transfers import record_swap, record_transfer
from tests.conftest import EXAMPLE
from tests.store.draft_day import before_the_draft
from tests.store.playoff_sheet import sf1_game_2
from tests.store.stale_write_games import DROP_DAY, absentees
from tests.tournament_files import game, tournament, write
from tui.cli import main as cli_main

SEASON = "2002-03"
IN_SEASON = date(2002, 12, 1)  # the example's: before its roster deadline, the attendance alerts read too
AFTER_GAMES = date(2002, 12, 22)
CUP_DAY = date(2026, 3, 1)
Alerts = tuple[tuple[str, str], ...]
Write = Callable[[Store, Season, date, Path], object]  # the store, the season shown, today, a folder


def _example(store: Store, folder: Path) -> date:
    return IN_SEASON


def _absentees(store: Store, folder: Path) -> date:
    absentees(store)  # a second season, the file's latest: Red's RED1 and RED2 missed seven games
    return DROP_DAY


def _requested(store: Store, folder: Path) -> date:
    _absentees(store, folder)
    request_drop(store, None, "RED1", "RED0", DROP_DAY)
    return DROP_DAY


def _decided(store: Store, folder: Path) -> date:
    _requested(store, folder)
    decide_drop(store, None, "RED1", DROP_DAY, True, "seven games missed")
    return DROP_DAY


def _draft(store: Store, folder: Path) -> date:
    from store.season_files.reader import parse_season_text

    before = before_the_draft(parse_season_text(EXAMPLE.read_bytes()))
    import_season(store, before, replace=True, backup=False)  # the example before its draft, in its place
    return IN_SEASON


def _picked(store: Store, folder: Path) -> date:
    _draft(store, folder)
    make_pick(store, None, "P001")
    return IN_SEASON


def _playoff_game(store: Store, folder: Path) -> date:
    save_game(store, None, sf1_game_2(), decision="schedule playoff game")
    return IN_SEASON


def _rolled_over(store: Store, folder: Path) -> date:
    roll_over_season(store, SEASON, "2003-04")
    return IN_SEASON


def _cup(store: Store, folder: Path) -> date:
    """A tournament of three games in a league of its own, the file's latest season."""
    games = [game("G1", "A", "B", "1-2"), game("G2", "B", "C", "3-0"), game("G3", "A", "C", "1-0")]
    path = write(folder, tournament("prime-expo-boulder", {"A": "A B C"}, games))
    import_season_file(store, path)
    return CUP_DAY


def _edit(store: Store, season: Season, today: date, folder: Path) -> object:
    player = season.known_player("P002")
    return register_player(store, None, dataclasses.replace(player, rating=player.rating - 1), today, based_on=season)


def _new_player(store: Store, season: Season, today: date, folder: Path) -> object:
    player = dataclasses.replace(season.known_player("P001"), id="P999", team=None, number=None)
    return register_player(store, None, player, today, new=True, based_on=season)


def _sheet(store: Store, season: Season, today: date, folder: Path) -> object:
    return import_csv_text(store, "name,born,position,class,rating\nAl Moss,1961-05-02,F,C,60\n", "p.csv", SEASON)


def _void(store: Store, season: Season, today: date, folder: Path) -> object:
    record_fee_payment(store, SEASON, "RED", today, 2500)
    return void_fee_payment(store, SEASON, len(load_season(store, SEASON).fees_paid) - 1, "paid twice", today)


def _dismiss(store: Store, season: Season, today: date, folder: Path) -> object:
    found = store.season_cache(season).alerts(today)
    return dismiss_alert(store, season.name, found[0].kind, found[0].text, "known", today)


def _waive(store: Store, season: Season, today: date, folder: Path) -> object:
    played = next(g for g in season.games if g.stage == "regular" and g.status == "final")
    return waive_game_fees(store, SEASON, played.id, "the rink's fault", based_on=season)


def _rule_text(store: Store, season: Season, today: date, folder: Path) -> object:
    path = folder / "rules.txt"
    path.write_text("Gray rules, as the committee keeps them\n")
    return attach_rule_text(store, None, path)


def _person_gone(store: Store, season: Season, today: date, folder: Path) -> object:
    add_person(store, "Lee Park", "committee", None, "a long enough password")
    return remove_person(store, "Lee Park")


@dataclass(frozen=True)
class Case:
    """One kind of the app's write: the league before the app starts (its today), and the write."""

    league: Callable[[Store, Path], date]
    write: Write


CASES: dict[str, Case] = {
    "a game's save": Case(_playoff_game, lambda st, s, d, f: save_game(st, None, sf1_game_2(time="21:00"), based_on=s)),
    "a game's fees waived": Case(_example, _waive),
    "a playoff game scheduled": Case(
        _example, lambda st, s, d, f: save_game(st, None, sf1_game_2(), "schedule", based_on=s)
    ),
    "a playoff night's games added": Case(
        _example, lambda st, s, d, f: add_games(st, None, (sf1_game_2(),), "add", based_on=s)
    ),
    "a game deleted": Case(_playoff_game, lambda st, s, d, f: delete_game(st, None, "SF1-2", "added by mistake")),
    "a registration edited": Case(_example, _edit),
    "a player registered": Case(_example, _new_player),
    "a player sheet imported": Case(_example, _sheet),
    "a captain named": Case(_example, lambda st, s, d, f: set_captain(st, SEASON, "RED", "P014")),
    "a spare listed": Case(_example, lambda st, s, d, f: mark_spare(st, SEASON, "P081", True)),
    "a transfer": Case(
        _example, lambda st, s, d, f: record_transfer(st, None, "P025", "BLK", AFTER_GAMES, "one goalie", s)
    ),
    "a swap": Case(_example, lambda st, s, d, f: record_swap(st, None, "P014", "P066", AFTER_GAMES, "even them", s)),
    "a fee payment": Case(_example, lambda st, s, d, f: record_fee_payment(st, SEASON, "RED", d, 2500)),
    "a payment voided": Case(_example, _void),
    "an alert dismissed": Case(_example, _dismiss),
    "a rule text attached": Case(_example, _rule_text),
    "a person who signs in added and removed": Case(_example, _person_gone),
    "a rollover": Case(_example, lambda st, s, d, f: roll_over_season(st, SEASON, "2003-04")),
    "a past season unlocked": Case(_rolled_over, lambda st, s, d, f: unlock_past_season(st, SEASON, "a late sheet")),
    "a drop requested": Case(_absentees, lambda st, s, d, f: request_drop(st, None, "RED1", "RED0", d, s)),
    "a drop decided": Case(_requested, lambda st, s, d, f: decide_drop(st, None, "RED1", d, True, "absent", 0, s)),
    "a drop withdrawn": Case(_requested, lambda st, s, d, f: withdraw_drop(st, None, "RED1", "came back", s)),
    "a drop taken back": Case(_decided, lambda st, s, d, f: take_back_drop(st, None, "RED1", "a late report", s)),
    "a substitute placed": Case(_decided, lambda st, s, d, f: place_substitute(st, None, "FA1", "RED", d, "RED1", s)),
    "a draft order set": Case(
        _draft, lambda st, s, d, f: set_draft_order(st, None, "snake", ("GLD", "BLU", "WHT", "GRN", "BLK", "RED"), s)
    ),
    "a draft pick": Case(_draft, lambda st, s, d, f: make_pick(st, None, "P001", based_on=s)),
    "a pick undone": Case(_picked, lambda st, s, d, f: undo_pick(st, None, based_on=s)),
    "a season deleted": Case(_absentees, lambda st, s, d, f: delete_season(st, s.name)),
    "a team disqualified": Case(
        _cup, lambda st, s, d, f: record_disqualification(st, None, "B", "G2", "an ineligible player")
    ),
    "a player suspended": Case(_cup, lambda st, s, d, f: record_suspension_ruling(st, None, "A1", "G3", None, "abuse")),
}


def _started(address: Path | str, today: date) -> tuple[Alerts | None, Alerts]:
    """What a start after the write finds, in a connection of its own: the latest season's alerts kept for the
    file's revision now and `today`, and a fresh reckoning of them."""
    with open_league(address) as start:
        with start.reading() as db:
            (name,) = execute(db, "SELECT name FROM season ORDER BY id DESC LIMIT 1").fetchone()
            sid = season_id(reader(db), str(name))
            assert sid is not None
            kept = stored_alerts(reader(db), sid, today)
        season = load_season(start, str(name))
        return kept, tuple((a.kind, a.text) for a in season_alerts(season, season_rulebook(season), today))


def _as_the_app(store: Store, today: date) -> Season:
    """`store` as the app holds it: its day set, the file's latest season read and its alerts worked out."""
    store.alerts_day = today
    season = load_season(store)
    store.season_cache(season).alerts(today)
    return season


@pytest.mark.parametrize("kind", sorted(CASES))
def test_the_start_after_each_of_the_apps_writes_finds_its_alerts_kept(league_file, tmp_path, kind):
    case = CASES[kind]
    today = case.league(league_file, tmp_path)
    case.write(league_file, _as_the_app(league_file, today), today, tmp_path)
    kept, afresh = _started(league_file.address, today)
    assert kept is not None, f"{kind} left the alerts stale"
    assert kept == afresh


# Writes of none of the games' tables: the season after them is the one before with all but its games read again.
BESIDE_GAMES = {"a registration edited", "a drop requested", "a captain named", "a spare listed", "a draft pick"}


@pytest.mark.parametrize("kind", sorted(set(CASES) - {"a season deleted"}))
def test_the_season_the_app_knows_after_each_write_is_the_files(league_file, tmp_path, kind):
    """What the app's reload takes after the write (the season known to its connection, or read) is exactly what a
    read of the file in another connection gives; a write of none of the games' tables takes the games as they
    were (on a file, whose commit names the tables written), reading none again; a server's write works them out
    just after its commit from the season read whole, which the reload then takes."""
    case = CASES[kind]
    today = case.league(league_file, tmp_path)
    season = _as_the_app(league_file, today)
    case.write(league_file, season, today, tmp_path)
    known = load_season(league_file, season.name)
    with open_league(league_file.address) as other:
        assert known == load_season(other, season.name)
    if kind in BESIDE_GAMES and not league_file.engine.server:
        assert known.games is season.games


@pytest.mark.parametrize("games_in_process", [1_000, 0], ids=["in its process", "in a process of its own"])
def test_the_start_after_a_season_files_import_finds_its_alerts_kept(
    league_file, tmp_path, monkeypatch, games_in_process
):
    """`rinkbook import season.json`: the import streams, its memory bounded by the file; the alerts are worked out
    after its commit for the command's `--today`, in the importing process for a season of a few games, else in a
    process of its own."""
    monkeypatch.setattr("store.writes.alerts_elsewhere.IN_PROCESS_GAMES", games_in_process)
    season_file = tmp_path / "season.json"
    season_file.write_text(export_season_text(league_file, SEASON))
    target = tmp_path / "imported.db"
    today = ["--db", str(target), "--today", IN_SEASON.isoformat()]
    for again in ([], ["--replace"]):
        assert cli_main([*today, "import", str(season_file), *again]) == 0
        kept, afresh = _started(target, IN_SEASON)
        assert kept is not None, f"the import {again} left the alerts stale"
        assert kept == afresh
