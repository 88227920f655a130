"""The shift report's season from the season cache's kept figures (`store.cache.game_figures`: each final game's
fairness kept with its replay while the players' positions are the same) is the one worked out afresh, whatever the
saves before: results, corrections, moves, a shift recorded or taken back in a final game, a fight, a player's
position changed, a reload; each season value's cache made from the last one by its rule."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from league.season.values import Game, Season, Shift
from league.stats.fairness import (
    GameFairness,
    final_games,
    positions,
    season_fairness,
    with_shift,
    without_last_shift,
)
from store.cache import packed_fairness
from store.cache.game_figures import game_fairness_kept, season_fairness_kept
from store.cache.packed_fairness import FairnessPacking
from store.cache.season_cache import SeasonCache
from store.views.season_load import load_season, season_rulebook
from store.writes.games import save_game
from tests.store.season_saves import REGULAR, START, _final, _moved
from tests.store.test_season_cache import _fight, _reloaded, _taken_back

RULEBOOK = season_rulebook(START)
TEAMS = tuple(t.code for t in START.teams)
SKATERS = tuple(p.id for p in START.players if p.position in ("F", "D"))
games = st.sampled_from(REGULAR)


def _shift_taken_back(season: Season, gid: str, home_side: bool) -> Season:
    """A correction on the bench: the team's last shift of a game taken back."""
    game = season.known_game(gid)
    return season.with_game(without_last_shift(game, game.home if home_side else game.away))


def _shift_recorded(season: Season, gid: str, home_side: bool) -> Season:
    """A shift recorded: the team's first dressed forwards sent out again (a double shift, often)."""
    game = season.known_game(gid)
    team = game.home if home_side else game.away
    position = {p.id: p.position for p in season.players}
    forwards = tuple(p for p in game.dressed_for(team) if position.get(p) == "F")[:3]
    return season.with_game(with_shift(game, team, Shift("F", forwards))) if forwards else season


def _position_changed(season: Season, nth: int) -> Season:
    """A registration edit: a skater plays the other skaters' group from now on."""
    pid = SKATERS[nth % len(SKATERS)]
    other = {"F": "D", "D": "F"}
    players = tuple(replace(p, position=other[p.position]) if p.id == pid else p for p in season.players)
    return season.with_changes(players=players)


saves = st.one_of(
    st.builds(lambda g, n: lambda s: _fight(s, g, n), games, st.integers(0, 40)),
    st.builds(lambda g, h, a: lambda s: _final(s, g, h, a), games, st.integers(0, 12), st.integers(0, 6)),
    st.builds(lambda g: lambda s: _taken_back(s, g), games),
    st.builds(lambda g, d: lambda s: _moved(s, g, d), games, st.integers(-3, 3)),
    st.builds(lambda g, h: lambda s: _shift_recorded(s, g, h), games, st.booleans()),
    st.builds(lambda g, h: lambda s: _shift_taken_back(s, g, h), games, st.booleans()),
    st.builds(lambda n: lambda s: _position_changed(s, n), st.integers(0, 80)),
    st.just(_reloaded),
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(saves, min_size=1, max_size=8), st.integers(0, len(TEAMS) - 1))
def test_the_kept_shift_fairness_after_any_saves_is_the_one_worked_out_afresh(steps, shown) -> None:
    season = START
    cache = SeasonCache(season, RULEBOOK)
    season_fairness_kept(cache, TEAMS[shown])  # the report shown before the saves: its games' figures kept
    for step in steps:
        season = step(season)
        cache = cache.next(season)
        assert season_fairness_kept(cache, TEAMS[shown]) == season_fairness(season, TEAMS[shown], RULEBOOK)
    for team in TEAMS:
        assert season_fairness_kept(cache, team) == season_fairness(season, team, RULEBOOK), team


def test_a_save_keeps_every_other_games_figures_and_works_out_the_saved_ones_again() -> None:
    cache = SeasonCache(START, RULEBOOK)
    team = TEAMS[0]
    before = season_fairness_kept(cache, team)
    played = [g for g in START.games if g.status == "final" and team in g.teams]
    saved = _shift_recorded(START, played[0].id, played[0].home == team)
    after = cache.next(saved)
    kept, worked_out = len(after.game_figures), []
    assert kept == len(cache.game_figures) - 1  # the saved game's figures dropped, every other game's kept
    fairness = season_fairness_kept(after, team)
    worked_out.append(len(after.game_figures))
    assert worked_out == [kept + 1]
    assert fairness == season_fairness(saved, team, RULEBOOK) != before
    moved = cache.next(_position_changed(START, 0))
    assert len(moved.game_figures) == 0  # the groups changed: every game's tallied again


def test_the_kept_shift_fairness_after_the_apps_own_saves_is_the_one_worked_out_afresh(league_file) -> None:
    """Through the save path the app takes (`save_game`, its cache made with the games it wrote): a shift taken
    back on a signed final sheet, then a skater sent out again on another; every team's report summed from the
    kept figures equals the one worked out afresh from the file."""
    season = load_season(league_file, "2002-03")
    teams = [t.code for t in season.teams]
    for team in teams:
        season_fairness_kept(league_file.season_cache(season), team)  # every final game's figures kept
    first, second = [g for g in season.games if g.status == "final" and g.shifts][:2]
    saved = save_game(league_file, "2002-03", without_last_shift(first, first.home), "correct", "late entry")
    again = _shift_recorded(saved.season, second.id, home_side=False)
    saved = save_game(league_file, "2002-03", again.known_game(second.id), "correct", "missed one", based_on=None)
    fresh = load_season(league_file, "2002-03")
    cache = league_file.season_cache(saved.season)
    assert len(cache.game_figures) > 0  # kept through the saves, not all worked out again
    for team in teams:
        assert season_fairness_kept(cache, team) == season_fairness(fresh, team, RULEBOOK), team


class FreshTables:
    """The size of the packing tables a fresh cache of a season makes for every team's figures, for each season of a
    night whose saves change one game's sheet each (the players' positions and the rulebook the same): every team's
    figures of every final game packed into new tables in a fresh cache's order (`season_fairness_kept` of each team
    in turn), each game's figures worked out by a fresh cache once for each game value, not for every game at every
    save (a fresh cache of every save, every team's figures worked out, was three quarters of the night's time). A
    game's figures are its own sheet's: the same game value gives the same figures, equal figures the same packing."""

    def __init__(self) -> None:
        self._known: dict[tuple[str, str], tuple[Game, GameFairness]] = {}

    def __call__(self, season: Season) -> int:
        tables, fresh, position = FairnessPacking(), None, positions(season)
        for team in TEAMS:
            for game in final_games(season, team):
                known = self._known.get((team, game.id))
                if known is None or known[0] is not game:
                    fresh = fresh or SeasonCache(season, RULEBOOK)
                    known = self._known[team, game.id] = (game, game_fairness_kept(fresh, team, game, position))
                tables.pack(game.id, team, known[1])
        return len(tables)


# The spare packings a lineage's tables may hold, made small here, and the night's saves: tables never made again
# outgrow the bound within them (past save 240 or so: the example's fresh tables hold some 200 entries), so a
# lineage that keeps what its saves let go fails, in about half the saves the product's spare (256) would take.
FEW_SPARE_PACKINGS = 32
SAVES = 320


def test_a_long_night_of_corrections_keeps_the_packing_tables_bounded(monkeypatch) -> None:
    """Shift after shift recorded on signed sheets, one save each: the packings each save lets go are not kept for the
    rest of the session, and every report summed from the kept figures is the one worked out afresh."""
    monkeypatch.setattr(packed_fairness, "SPARE_PACKINGS", FEW_SPARE_PACKINGS)
    season, cache = START, SeasonCache(START, RULEBOOK)
    for team in TEAMS:
        season_fairness_kept(cache, team)
    finals = [g for g in START.games if g.status == "final" and g.shifts]
    position, fresh_tables = positions(START), FreshTables()
    assert fresh_tables(START) == len(cache.game_figures.packing)  # the bound's tables are a fresh cache's
    for save in range(SAVES):
        game = season.known_game(finals[save % len(finals)].id)
        team = game.teams[save % 2]
        forwards = [p for p in game.dressed_for(team) if position.get(p) == "F"]
        line = tuple((forwards * 2)[save % len(forwards) :][:3])  # a different line each time: other players waiting
        season = season.with_game(with_shift(game, team, Shift("F", line)))
        cache = cache.next(season)
        assert season_fairness_kept(cache, team) == season_fairness(season, team, RULEBOOK)
        assert len(cache.game_figures.packing) <= 2 * fresh_tables(season) + FEW_SPARE_PACKINGS, save
    for team in TEAMS:
        assert season_fairness_kept(cache, team) == season_fairness(season, team, RULEBOOK), team
