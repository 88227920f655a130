"""A write's check through the season cache finds exactly what a fresh `check_season` finds, whatever the changes
before: random sequences of the committee's changes (contact details, captains, numbers, ratings, a player moved off
the team he dressed for, a new player, transfers, drops and substitutes, a game added or moved, a sheet's dressed
list), some breaking a
rule and some mending it, each season value's cache made from the last one by its rule (`store.cache.season_cache`:
rules 6 and 7 keep what a change cannot reach). And through the store: a registration edit that breaks a game's
sheet is refused with the same message."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from datetime import date, timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from league.checks.alerts import season_alerts
from league.checks.rosters import droppable_rows, dropped_by_day
from league.checks.season import check_context, check_season
from league.season.errors import RuleViolation
from league.season.values import Drop, Game, Player, Season, Substitute, Transfer
from store.cache.season_cache import SeasonCache
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season, season_rulebook
from store.writes.registration import register_player
from store.writes.teams import set_captain
from tests.conftest import EXAMPLE
from tests.store.season_saves import fresh_check

START = parse_season_text(EXAMPLE.read_bytes())
RULEBOOK = season_rulebook(START)
TEAMS = tuple(t.code for t in START.teams)
PLAYERS = tuple(p.id for p in START.players)
TODAY = date(2002, 12, 1)
Change = Callable[[Season], Season]


def _player(season: Season, nth: int, **fields: object) -> Season:
    """The season with its `nth` player's fields changed (in place, as a registration edit stores him)."""
    known = season.players[nth % len(season.players)]
    changed = dataclasses.replace(known, **fields)  # type: ignore[arg-type]
    return dataclasses.replace(season, players=tuple(changed if p.id == known.id else p for p in season.players))


def _captain(season: Season, team: int, nth: int) -> Season:
    """Team `team`'s captain named: one of any team's players (a captain off the team breaks a rule)."""
    code = TEAMS[team % len(TEAMS)]
    player = season.players[nth % len(season.players)].id
    teams = tuple(dataclasses.replace(t, captain=player) if t.code == code else t for t in season.teams)
    return dataclasses.replace(season, teams=teams)


def _new_player(season: Season, nth: int) -> Season:
    first = season.players[0]
    player = dataclasses.replace(first, id=f"P9{nth:02d}", team=None, number=None, phone=None, email=None)
    if season.player(player.id) is not None:
        return season
    return dataclasses.replace(season, players=(*season.players, player))


def _moved(season: Season, nth: int, day: int) -> Season:
    """A roster move of the season's own kinds: a transfer, an approved drop, or a substitute for a dropped player."""
    player = season.players[nth % len(season.players)]
    on = date(2002, 10, 1) + timedelta(days=day)
    kind, team = nth % 3, TEAMS[day % len(TEAMS)]
    if kind == 0:
        return dataclasses.replace(season, transfers=(*season.transfers, Transfer(player.id, team, on, "evening")))
    if kind == 1:
        drop = Drop(player.id, None, on, on, True, "absent", 0)
        return dataclasses.replace(season, drops=(*season.drops, drop))
    dropped = season.drops[day % len(season.drops)] if season.drops else None
    if dropped is None:
        return season
    substitute = Substitute(player.id, team, on, dropped.player)
    return dataclasses.replace(season, substitutes=(*season.substitutes, substitute))


def _scheduled(season: Season, nth: int, day: int) -> Season:
    """A game added to the schedule, or, when there is one, the added game moved to another day and time."""
    on = date(2002, 10, 1) + timedelta(days=day)
    known = season.game(f"X{nth % 3}")
    if known is not None:
        return season.with_game(dataclasses.replace(known, date=on, time=f"2{day % 4}:00"))
    home, away = TEAMS[nth % len(TEAMS)], TEAMS[(nth + 1 + day) % len(TEAMS)]
    if home == away:
        return season
    return dataclasses.replace(season, games=(*season.games, Game(f"X{nth % 3}", "regular", on, "23:00", home, away)))


def _undressed(season: Season, nth: int) -> Season:
    """A final game's first dressed list loses a player (a goal or shift naming him then breaks a rule)."""
    finals = [g for g in season.games if g.dressed and g.dressed[0][1]]
    game = finals[nth % len(finals)]
    (team, pids), *rest = game.dressed
    return season.with_game(dataclasses.replace(game, dressed=((team, pids[1:]), *rest)))


CHANGES: st.SearchStrategy[Change] = st.one_of(
    st.integers(0, 999).map(lambda n: lambda s: _player(s, n, phone=f"555-{n:04d}")),
    st.integers(0, 999).map(lambda n: lambda s: _player(s, n, email=f"p{n}@example.org")),
    st.integers(0, 999).map(lambda n: lambda s: _player(s, n, phone="555\x07")),  # a control character: refused
    st.integers(0, 999).map(lambda n: lambda s: _player(s, n, rating=n % 150)),  # over 100: refused
    st.integers(0, 999).map(lambda n: lambda s: _player(s, n, number=n % 120)),  # over 99: refused
    st.tuples(st.integers(0, 999), st.sampled_from(TEAMS)).map(lambda a: lambda s: _player(s, a[0], team=a[1])),
    st.tuples(st.integers(0, 5), st.integers(0, 999)).map(lambda a: lambda s: _captain(s, *a)),
    st.integers(0, 99).map(lambda n: lambda s: _new_player(s, n)),
    st.tuples(st.integers(0, 999), st.integers(0, 120)).map(lambda a: lambda s: _moved(s, *a)),
    st.tuples(st.integers(0, 999), st.integers(0, 120)).map(lambda a: lambda s: _scheduled(s, *a)),
    st.integers(0, 999).map(lambda n: lambda s: _undressed(s, n)),
    st.just(lambda s: START),  # back to the season as it was: every check mended
)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(CHANGES, min_size=1, max_size=6))
def test_the_caches_problems_are_check_seasons_after_any_changes(changes):
    season = START
    cache = SeasonCache(season, RULEBOOK)
    assert cache.problems == fresh_check(season, RULEBOOK)
    cache.alerts(TODAY)  # the dashboard's: the attendance tally counted, to be carried through the changes
    for change in changes:
        season = change(season)
        cache = cache.next(season)
        assert cache.problems == fresh_check(season, RULEBOOK)
        # The drop grounds' attendance rows it keeps are those counted afresh.
        if not cache.derived("first problems", tuple):
            ctx = check_context(season, RULEBOOK, cache.replays, cache.suspensions)
            assert cache.derived("drop rows", dict) == droppable_rows(ctx, dropped_by_day(season))
        # The roster-deadline alerts read the tally the cache carries past a change no roster reads.
        assert cache.alerts(TODAY) == season_alerts(season, RULEBOOK, TODAY)


@pytest.fixture
def the_app(league_file):
    """The example league as the app holds it: its day set, the season read, its alerts worked out."""
    league_file.alerts_day = TODAY
    season = load_season(league_file)
    league_file.season_cache(season).alerts(TODAY)
    return league_file, season


def _moved_off_his_team(season: Season) -> Player:
    """A skater who dressed for his team, registered on another team instead."""
    dressed = {pid for g in season.games for _, pids in g.dressed for pid in pids}
    player = next(p for p in season.players if p.id in dressed and p.position != "G" and p.team is not None)
    other = next(code for code in TEAMS if code != player.team)
    return dataclasses.replace(player, team=other)


def test_a_registration_edit_that_breaks_a_sheet_is_refused_as_a_fresh_check_refuses_it(the_app):
    store, season = the_app
    phoned = register_player(
        store, None, dataclasses.replace(season.players[0], phone="555-0101"), TODAY, based_on=season
    )
    assert store.known_season(season.name) is phoned  # the next write starts from it, reading nothing again
    moved = _moved_off_his_team(phoned)
    expected = check_season(
        dataclasses.replace(phoned, players=tuple(moved if p.id == moved.id else p for p in phoned.players)), RULEBOOK
    )
    assert any(p.path.startswith("games[") for p in expected)  # the move breaks a game's sheet
    with pytest.raises(RuleViolation) as refused:
        register_player(store, None, moved, TODAY, based_on=phoned)
    assert str(refused.value) == str(RuleViolation(expected))
    assert load_season(store) == phoned  # nothing written


def test_a_captain_off_his_team_is_refused_after_a_phone_edit_with_the_fresh_checks_message(the_app):
    store, season = the_app
    phoned = register_player(
        store, None, dataclasses.replace(season.players[1], phone="555-0102"), TODAY, based_on=season
    )
    team = phoned.teams[0]
    outsider = next(p.id for p in phoned.players if p.team not in (None, team.code))
    expected = check_season(_captain(phoned, 0, PLAYERS.index(outsider)), RULEBOOK)
    assert "teams[0].captain" in [p.path for p in expected]  # and the drops he did not request as captain
    with pytest.raises(RuleViolation) as refused:
        set_captain(store, None, team.code, outsider, phoned)
    assert str(refused.value) == str(RuleViolation(expected))


def test_a_phone_edit_checks_no_game_and_no_season_check_again(the_app, monkeypatch):
    """What makes a registration edit cost what it changes: after the first write of the session, a phone changed
    goes through none of the games' checks, texts or references, and no season check."""
    store, season = the_app
    first = register_player(
        store, None, dataclasses.replace(season.players[0], phone="555-0103"), TODAY, based_on=season
    )

    def not_again(*args: object) -> object:
        raise AssertionError("worked out again")

    monkeypatch.setattr("store.cache.season_checks.game_problems", not_again)
    monkeypatch.setattr("store.cache.season_checks.first_problems", not_again)
    monkeypatch.setattr("store.cache.season_checks.SEASON_CHECKS", ())
    again = register_player(store, None, dataclasses.replace(first.players[0], phone="555-0104"), TODAY, based_on=first)
    assert again.players[0].phone == "555-0104"
    assert load_season(store) == again


def test_a_captain_and_a_new_player_count_no_dropped_players_attendance_again(the_app, monkeypatch):
    """What makes a captain named or a new player cost what it changes: the drop grounds' attendance of each dropped
    player is kept from the last check (their games, moves and suspensions the same)."""
    store, season = the_app
    dropped = _moved(season, 1, 40)  # an approved drop: the drop grounds count his attendance
    assert store.season_cache(dropped).problems == tuple(check_season(dropped, RULEBOOK))
    counted: list[dict[object, list[str]]] = []
    monkeypatch.setattr(
        "store.cache.season_checks.droppable_rows", lambda ctx, wanted: counted.append(dict(wanted)) or {}
    )
    captained = store.season_cache(_captain(dropped, 0, 3))
    assert captained.problems == tuple(check_season(captained.season, RULEBOOK))
    new = store.season_cache(_new_player(captained.season, 7))
    assert new.problems == tuple(check_season(new.season, RULEBOOK))
    assert counted and all(not players for wanted in counted for players in wanted.values())


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(CHANGES, min_size=1, max_size=4))
def test_a_season_without_playoff_games_is_checked_as_with_its_bracket_worked_out(changes):
    """Only a playoff game's check reads the bracket: a season with none is checked without working it out, and finds
    what it finds with it."""
    from league.checks.context import Context
    from league.checks.season import _bracket, first_problems, games_problems, season_wide_problems, sheet_replays
    from league.discipline.suspensions import season_suspensions
    from league.rosters.membership import Rosters

    season = dataclasses.replace(START, games=tuple(g for g in START.games if g.stage != "playoff"))
    for change in changes:
        season = change(season)
    found, first = check_season(season, RULEBOOK), first_problems(season, RULEBOOK)
    if first:  # texts, dates or references: the rules below them are not asked either way
        assert found == first
        return
    replays = sheet_replays(season, RULEBOOK)
    suspensions = season_suspensions(season, RULEBOOK, replays)
    ctx = Context(season, RULEBOOK, Rosters(season), replays, suspensions, _bracket(season, RULEBOOK, replays))
    assert found == [*season_wide_problems(ctx), *games_problems(ctx)]
