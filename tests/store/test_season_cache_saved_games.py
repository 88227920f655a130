"""The checks a write reads are carried past the games saved since they were worked out (`store.cache.season_cache`,
rule 9): random sequences of a scorer's and the committee's saves (results, forfeits, fights, a dropped player's among
them, results taken back, games moved or added, a dressed list shortened) between registration edits and drops, some
breaking a rule and some mending it, and after each the cache's check is exactly a fresh `check_season`'s. And a
registration edit after a saved result checks only the games that save reaches, after a transfer too, whose write
pays for the checks it keeps (never the game save after it)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from league.checks.rosters import droppable_rows, dropped_by_day
from league.checks.season import check_context, check_season
from league.season.values import Season
from store.cache import season_checks
from store.cache.season_cache import SeasonCache
from store.views.season_load import load_season, season_rulebook
from store.writes.transfers import record_transfer
from tests.store.season_saves import REGULAR, START, _final, dropped_fighting, fresh_check
from tests.store.test_season_cache import _fight, _transfer, saves
from tests.store.test_season_cache_checks import _player, _scheduled, _undressed

RULEBOOK = season_rulebook(START)
Change = Callable[[Season], Season]

SAVES: st.SearchStrategy[Change] = st.one_of(
    saves,  # results, forfeits, fights, results taken back, games moved, transfers, drops, the season read again
    st.builds(lambda n, d: lambda s: _scheduled(s, n, d), st.integers(0, 999), st.integers(0, 120)),
    st.builds(lambda n: lambda s: _undressed(s, n), st.integers(0, 999)),
    st.builds(lambda n, k: lambda s: dropped_fighting(s, n, k), st.integers(0, 9), st.integers(0, 9)),
    st.builds(lambda n: lambda s: _player(s, n, phone=f"555-{n:04d}"), st.integers(0, 999)),
    st.builds(lambda n: lambda s: _player(s, n, number=n % 120), st.integers(0, 999)),
    st.just(lambda s: START),
)


def _assert_as_fresh(cache: SeasonCache) -> None:
    season = cache.season
    assert cache.problems == fresh_check(season, RULEBOOK)
    if not cache.derived("first problems", tuple):
        ctx = check_context(season, RULEBOOK, cache.replays, cache.suspensions)
        assert cache.derived("drop rows", dict) == droppable_rows(ctx, dropped_by_day(season))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(SAVES, st.booleans(), st.booleans()), min_size=1, max_size=8))
def test_the_checks_carried_past_any_saves_are_check_seasons(steps):
    season = START
    cache = SeasonCache(season, RULEBOOK)
    _assert_as_fresh(cache)
    for change, checked, stored in steps:
        before, season = season, change(season)
        told = {g.id for g in season.games if before.game(g.id) != g} | {
            g.id for g in before.games if season.game(g.id) is None
        }
        cache = cache.next(season, only=told)
        if stored:  # a save's cache made again for the season as stored: equal, another value
            season = dataclasses.replace(season)
            cache = cache.next(season, only=told)
        if checked:  # a write's check now; else carried on to the next season's (a scorer's saves, one after another)
            _assert_as_fresh(cache)
    _assert_as_fresh(cache)


def test_a_registration_edit_after_saved_results_checks_only_the_games_they_reach(monkeypatch):
    cache = SeasonCache(START, RULEBOOK)
    assert cache.problems == tuple(check_season(START, RULEBOOK))
    season = START
    for gid in REGULAR[:3]:  # a scorer's results, nobody's check asked between
        season = _final(season, gid, 3, 1)
        cache = cache.next(season, only={gid})
        season = dataclasses.replace(season)  # as stored: the save's cache made again for it
        cache = cache.next(season, only={gid})
    checked: list[str] = []

    def counted(ctx, index, game):
        checked.append(game.id)
        return original(ctx, index, game)

    original = season_checks.game_problems
    monkeypatch.setattr(season_checks, "game_problems", counted)
    season = _player(season, 0, phone="555-0101")
    cache = cache.next(season)
    assert cache.problems == tuple(check_season(season, RULEBOOK))
    assert set(REGULAR[:3]) <= set(checked) and len(checked) < len(season.games) // 2, checked


def _counted_game_checks(monkeypatch) -> list[str]:
    """The ids of the games whose checks are worked out from now on, one entry a check."""
    checked: list[str] = []
    original = season_checks.game_problems

    def counted(ctx, index, game):
        checked.append(game.id)
        return original(ctx, index, game)

    monkeypatch.setattr(season_checks, "game_problems", counted)
    return checked


def test_a_registration_edit_after_a_transfer_and_saved_results_checks_only_the_games_they_reach(monkeypatch):
    cache = SeasonCache(START, RULEBOOK)
    assert cache.problems == tuple(check_season(START, RULEBOOK))
    season = _transfer(START, 3, 1)  # a write that checks its change otherwise than through the cache's check
    cache = cache.next_checked(season)
    checked = _counted_game_checks(monkeypatch)
    for gid in REGULAR[:3]:  # a scorer's results, nobody's check asked between
        season = _final(season, gid, 3, 1)
        cache = cache.next(season, only={gid})
        season = dataclasses.replace(season)  # as stored: the save's cache made again for it
        cache = cache.next(season, only={gid})
    assert checked == []  # the game saves worked no season's checks out: the transfer did
    season = _player(season, 0, phone="555-0101")
    cache = cache.next(season)
    assert cache.problems == tuple(check_season(season, RULEBOOK))
    assert set(REGULAR[:3]) <= set(checked) and len(checked) < len(season.games) // 2, checked


def test_a_fight_that_suspends_a_dropped_player_checks_his_drops_grounds_again():
    cache = SeasonCache(START, RULEBOOK)
    assert cache.problems == tuple(check_season(START, RULEBOOK)) == ()
    fought = _fight(START, "R16", 31)  # a game misconduct: a game served is not one missed
    cache = cache.next(fought, only={"R16"})
    found = tuple(check_season(fought, RULEBOOK))
    assert [p.path for p in found] == ["drops[1].approved"]
    assert cache.problems == found


def test_a_transfer_leaves_its_seasons_checks_worked_out_in_the_stores_cache(league_file, monkeypatch):
    season = load_season(league_file)
    assert league_file.season_cache(season).problems == ()  # a write's check: the checks kept
    player = next(p.id for p in season.players if p.team == "RED" and p.position != "G")
    record_transfer(league_file, season.name, player, "GRN", season.dates.roster_deadline, "moved house")
    worked_out: list[Season] = []
    original = season_checks.check_context

    def counted(season, *args):
        worked_out.append(season)
        return original(season, *args)

    monkeypatch.setattr(season_checks, "check_context", counted)
    moved = load_season(league_file)
    assert league_file.season_cache(moved).problems == tuple(check_season(moved, season_rulebook(moved)))
    assert worked_out == []  # the transfer's write worked them out


def test_a_cache_holds_its_seasons_checks_once_worked_out_or_carried_past_saved_games():
    cache = SeasonCache(START, RULEBOOK)
    assert not cache.holds_checks()
    assert cache.problems == ()
    assert cache.holds_checks()
    saved = _final(START, REGULAR[0], 3, 1)
    assert cache.next(saved, only={REGULAR[0]}).holds_checks()  # rule 9 carries them
    assert not cache.next(_player(START, 0, phone="555-0101")).holds_checks()  # rules 6 and 7 keep them when asked
