"""A season read from the file holds each repeated immutable value once: a big season's memory."""

from __future__ import annotations

from store.file.db import Store
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season
from tests.conftest import EXAMPLE


def _shared(values: list[object]) -> bool:
    """True when equal values among `values` are one object each (and some are equal)."""
    distinct = {v: v for v in values}
    return len(values) > len(distinct) and all(v is distinct[v] for v in values)


def test_a_loaded_season_shares_its_repeated_values_and_equals_the_file(league_file: Store) -> None:
    season = load_season(league_file, "2002-03")
    penalties = [p for g in season.games for p in g.penalties]
    assert _shared([p.kind for p in penalties]) and _shared([p.infraction for p in penalties])
    assert _shared([g.status for g in season.games]) and _shared([g.time for g in season.games])
    assert _shared([g.date for g in season.games])
    assert _shared([x.second for g in season.games for x in (*g.goals, *g.penalties) if x.second > 256])
    assert _shared([lineup for g in season.games for _, lineup in g.dressed])
    assert season.games == parse_season_text(EXAMPLE.read_bytes()).games


def test_a_loaded_season_holds_its_shifts_as_numbers_and_equals_the_plain_tuples(league_file: Store) -> None:
    from league.season.shift_runs import GameShifts

    season = load_season(league_file, "2002-03")
    stored = parse_season_text(EXAMPLE.read_bytes()).games
    with_shifts = [(read, plain) for read, plain in zip(season.games, stored, strict=True) if plain.shifts]
    assert with_shifts and all(isinstance(read.shifts, GameShifts) for read, _ in with_shifts)
    for read, plain in with_shifts:
        assert isinstance(plain.shifts, tuple)
        assert read.shifts == plain.shifts and hash(read) == hash(plain)
        assert tuple(read.shifts) == plain.shifts and list(read.shifts) == list(plain.shifts)
        assert read.shifts[-1] == plain.shifts[-1] and read.shifts[:1] == plain.shifts[:1]
        for team in read.teams:
            assert read.shifts_for(team) == plain.shifts_for(team) and isinstance(read.shifts_for(team), tuple)
    # Every game's shifts are numbers in one table of the distinct shifts, each made once.
    shifts = [s for read, _ in with_shifts for _, team_shifts in read.shifts for s in team_shifts]
    assert _shared(shifts)


def test_a_season_caches_replays_share_equal_called_minutes_and_equal_fresh_replays(league_file: Store) -> None:
    from league.sheet.replay import replay_sheet
    from store.cache.season_cache import SeasonCache
    from store.views.season_load import season_rulebook

    season = load_season(league_file, "2002-03")
    rulebook = season_rulebook(season)
    cache = SeasonCache(season, rulebook)
    final = [g for g in season.games if g.status == "final" and g.penalties]
    replays = [cache.replays[g.id] for g in final]
    assert _shared([r.called_minutes for r in replays])
    assert all(r == replay_sheet(g, rulebook, cache.goalies) for r, g in zip(replays, final, strict=True))


def test_a_games_sort_key_is_made_once_and_follows_a_changed_game(league_file: Store) -> None:
    from dataclasses import replace

    game = load_season(league_file, "2002-03").games[0]
    assert game.sort_key is game.sort_key and game.sort_key == (game.date, game.time, game.id)
    moved = replace(game, time="23:59")
    assert moved.sort_key == (game.date, "23:59", game.id) and moved != game
    assert replace(moved, time=game.time) == game and hash(replace(moved, time=game.time)) == hash(game)
