"""A save starts from the season this connection last read or wrote, and only while the file still holds it."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.season.values import Score
from league.standings.season_table import season_table
from store.file.db import open_league
from store.views.season_load import load_season, season_rulebook
from store.writes.fees import record_fee_payment, void_fee_payment
from store.writes.games import save_game
from store.writes.transfers import record_transfer


def _unsigned_final(season):
    return next(g for g in season.games if g.stage == "regular" and g.status == "final")


def test_a_save_leaves_the_season_as_stored_and_another_windows_commit_is_read_from_the_file(league_file):
    season = load_season(league_file)
    game = _unsigned_final(season)
    changed = replace(game, fees_waived="rink lights failed")
    saved = save_game(league_file, season.name, changed, decision="waive fees", reason="rink lights", based_on=game)
    # What the save left is what the file holds, and this connection's next read takes it as it is.
    assert load_season(league_file) is saved.season
    with open_league(league_file.address) as other:
        assert load_season(other) == saved.season
        moved = replace(saved.game, score=Score(9, 0), goals=(), signed=False)
        save_game(other, season.name, replace(moved, fees_waived=None), reason="recount", based_on=saved.game)
    # Another connection committed: the file is read again, never the season this one knew.
    again = load_season(league_file)
    assert again is not saved.season and again.known_game(game.id).score == Score(9, 0)


def test_a_payment_a_void_and_a_transfer_leave_the_season_as_stored_with_its_replays_kept(league_file):
    season = load_season(league_file)
    rulebook = season_rulebook(season)
    table = season_table(season, rulebook)
    payment = record_fee_payment(league_file, season.name, "RED", date(2003, 1, 5), 4000)
    paid = load_season(league_file)  # no read: the season the payment left
    assert paid.fees_paid[-1] == payment and season_table(paid, rulebook) == table
    kept = league_file.season_cache(season).replays["R01"]  # worked out for the season before the payment
    assert league_file.season_cache(paid).replays["R01"] is kept  # the same game: its replay kept
    void_fee_payment(league_file, season.name, len(paid.fees_paid) - 1, "paid twice", date(2003, 1, 6))
    voided = load_season(league_file)
    player = next(p.id for p in season.players if p.team == "RED" and p.position != "G")
    record_transfer(league_file, season.name, player, "GRN", season.dates.roster_deadline, "moved house")
    moved = load_season(league_file)
    assert moved.transfers[-1].player == player and season_table(moved, rulebook) == table
    with open_league(league_file.address) as other:  # the file holds exactly these: read afresh, they are equal
        assert load_season(other) == moved
    assert voided.fees_paid[-1].void is not None and moved.fees_paid == voided.fees_paid
