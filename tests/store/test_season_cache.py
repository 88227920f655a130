"""The season cache answers as a fresh computation does, whatever the saves before: random sequences of entries,
finals, forfeits, corrections, transfers, drops and reloads, each season value's cache made from the last one by
its rule (`store.cache.season_cache`), every derived fact compared with the rules worked out afresh."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from league.discipline.suspensions import season_suspensions
from league.results.disqualification import season_goalies
from league.results.outcome import game_outcome
from league.rosters.membership import Rosters
from league.season.game_counts import GameCounts
from league.season.values import Drop, Game, Penalty, Score, Season, Transfer
from league.sheet.replay import SheetReplay, replay_sheet
from league.standings.season_table import season_table
from league.stats.totals import season_stats
from league.turnout.attendance import attendance
from league.turnout.attendance_tally import AttendanceTally
from league.turnout.dressing import dress_refusal
from store.cache.season_cache import SeasonCache
from store.season_files.reader import parse_season_text
from store.views.season_load import season_rulebook
from tests.conftest import EXAMPLE
from tests.store.season_saves import REGULAR, START, _final, _forfeit, _moved

RULEBOOK = season_rulebook(START)
TEAMS = tuple(t.code for t in START.teams)
SKATERS = tuple(p.id for p in START.players if p.position != "G" and p.team is not None)

games = st.sampled_from(REGULAR)
# Days the roster-deadline alerts count attendance up to: inside the season, and past its last game.
DAYS = (date(2002, 11, 20), date(2002, 12, 30))


def _dressed(season: Season, game: Game) -> Game:
    rosters = Rosters(season)
    return replace(game, dressed=tuple((t, tuple(rosters.roster(t, game.date))) for t in game.teams))


def _fight(season: Season, gid: str, nth: int) -> Season:
    """An entry: a fighting major (a game misconduct) for one of the game's dressed players."""
    game = season.known_game(gid)
    if not game.dressed:
        game = _dressed(season, game)
    team, players = game.dressed[nth % len(game.dressed)]
    if not players:
        return season
    pid = players[nth % len(players)]
    return season.with_game(replace(game, penalties=(*game.penalties, Penalty(team, pid, "major", "fighting", 2, 60))))


def _taken_back(season: Season, gid: str) -> Season:
    """A correction: the result taken back, the sheet's penalties removed."""
    game = season.known_game(gid)
    return season.with_game(replace(game, status="scheduled", score=None, goals=(), penalties=(), forfeit=None))


def _transfer(season: Season, nth: int, team: int) -> Season:
    pid = SKATERS[nth % len(SKATERS)]
    move = Transfer(pid, TEAMS[team % len(TEAMS)], date(2002, 11, 1) + timedelta(days=nth % 30), "moved")
    return season.with_changes(transfers=(*season.transfers, move))


def _drop(season: Season, nth: int) -> Season:
    pid = SKATERS[nth % len(SKATERS)]
    day = date(2002, 11, 10)
    return season.with_changes(drops=(*season.drops, Drop(pid, None, day, day, True, "moved away")))


def _reloaded(season: Season) -> Season:
    """The season read again from the file: equal games, every one a new object."""
    return replace(season, games=tuple(replace(g) for g in season.games))


saves = st.one_of(
    st.builds(lambda g, n: lambda s: _fight(s, g, n), games, st.integers(0, 40)),
    st.builds(lambda g, h, a: lambda s: _final(s, g, h, a), games, st.integers(0, 12), st.integers(0, 6)),
    st.builds(lambda g, h: lambda s: _forfeit(s, g, h), games, st.booleans()),
    st.builds(lambda g: lambda s: _taken_back(s, g), games),
    st.builds(lambda g, d: lambda s: _moved(s, g, d), games, st.integers(-3, 3)),
    st.builds(lambda n, t: lambda s: _transfer(s, n, t), st.integers(0, 80), st.integers(0, 5)),
    st.builds(lambda n: lambda s: _drop(s, n), st.integers(0, 80)),
    st.just(_reloaded),
)


# Each game value's sheet replayed afresh, by identity, with the goalies it was replayed knowing: a save changes one
# game, and the season after it holds every other game's value as it was.
_REPLAYED: dict[int, tuple[Game, frozenset[str], SheetReplay]] = {}


def _fresh_replay(game: Game, goalies: frozenset[str]) -> SheetReplay:
    """`replay_sheet(game, RULEBOOK, goalies)`, worked out once for each game value: a pure function of them."""
    known = _REPLAYED.get(id(game))
    if known is not None and known[0] is game and known[1] == goalies:
        return known[2]
    if len(_REPLAYED) > 4000:  # some forty seasons' games: more than an example's
        _REPLAYED.clear()
    replay = replay_sheet(game, RULEBOOK, goalies)
    _REPLAYED[id(game)] = (game, goalies, replay)
    return replay


def _assert_as_fresh(cache: SeasonCache) -> None:
    season, rulebook = cache.season, RULEBOOK
    goalies = season_goalies(season)
    for game in season.games:
        replay = _fresh_replay(game, goalies)
        assert cache.replays[game.id] == replay, game.id
        assert cache.outcomes[game.id] == game_outcome(game, rulebook, replay), game.id
    fresh = season_suspensions(season, rulebook)
    assert cache.suspensions == fresh
    table, fresh_table = cache.table, season_table(season, rulebook)
    assert (table.rows, table.steps, table.coin_toss_pending) == (
        fresh_table.rows,
        fresh_table.steps,
        fresh_table.coin_toss_pending,
    )
    counts, fresh_counts = cache.counts, GameCounts.of(season)
    assert (+counts.by_status, +counts.left, counts.scheduled) == (
        +fresh_counts.by_status,
        +fresh_counts.left,
        fresh_counts.scheduled,
    )
    rosters = Rosters(season)
    for game in season.games:
        if game.status == "scheduled":
            for team in game.teams:
                for pid in rosters.roster(team, game.date):
                    kept = dress_refusal(pid, team, game, season, rulebook, rosters, cache.suspensions)
                    assert kept == dress_refusal(pid, team, game, season, rulebook, rosters, fresh), (game.id, pid)
    assert attendance(season, rulebook, suspensions=cache.suspensions) == attendance(season, rulebook)
    for day in DAYS:  # the suspensions worked out afresh above: each tally counts them so when given none
        assert cache.attendance(day) == attendance(season, rulebook, as_of=day, suspensions=fresh), day
    assert season_stats(season, rulebook, None, cache.replays) == season_stats(season, rulebook)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(saves, min_size=1, max_size=8))
def test_every_fact_the_cache_gives_after_any_saves_is_the_one_worked_out_afresh(steps) -> None:
    season = START
    cache = SeasonCache(season, RULEBOOK)
    cache.suspensions, cache.table  # noqa: B018 - worked out before the saves, as the screens do
    for day in DAYS:
        cache.attendance(day)  # as the dashboard's alerts do before the roster deadline
    for step in steps:
        season = step(season)
        cache = cache.next(season)
        _assert_as_fresh(cache)


def test_a_game_read_back_equal_keeps_its_replay_and_a_changed_one_is_replayed() -> None:
    cache = SeasonCache(START, RULEBOOK)
    kept = {gid: cache.replays[gid] for gid in REGULAR}
    after = _final(START, REGULAR[-1], 1, 0)
    reloaded = cache.next(_reloaded(after))
    assert all(reloaded.replays[gid] is kept[gid] for gid in REGULAR[:-1])
    assert reloaded.replays[REGULAR[-1]] is not kept[REGULAR[-1]]
    assert reloaded.outcomes[REGULAR[-1]] is not None


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(saves, min_size=1, max_size=8))
def test_the_attendance_counted_before_saves_no_one_showed_is_the_one_worked_out_afresh(steps) -> None:
    season = START
    cache = SeasonCache(season, RULEBOOK)
    for day in DAYS:
        cache.attendance(day)  # the dashboard's alerts, then a scorer's entries with no dashboard between them
    for step in steps:
        season = step(season)
        cache = cache.next(season)
    fresh = season_suspensions(season, RULEBOOK)  # what each tally counts when given none
    for day in DAYS:
        assert cache.attendance(day) == attendance(season, RULEBOOK, as_of=day, suspensions=fresh), day


def test_the_replays_of_a_season_share_each_equal_penalty_minutes_entry() -> None:
    # Every game's replay is kept: at 30,000 games their equal (team, player, kind, minutes) and (penalty,
    # minutes) entries were 16 MiB until each was held once. Each replay is still the one worked out alone.
    cache = SeasonCache(START, RULEBOOK)
    entries = [e for r in cache.replays.values() for e in (*r.minutes, *r.called_minutes)]
    distinct = {e: e for e in entries}
    assert len(entries) > len(distinct), "the season's sheets hold equal penalty minutes"
    assert all(e is distinct[e] for e in entries)
    assert all(cache.replays[g.id] == replay_sheet(g, RULEBOOK, cache.goalies) for g in START.games)


def test_a_cache_of_another_season_keeps_none_of_the_last_ones_penalty_minutes_entries() -> None:
    # A file's caches follow each other for as long as it is open: another season shown (here another rulebook's)
    # replays every game, and the entries the last season's replays shared were kept for the rest of the session.
    cache = SeasonCache(START, RULEBOOK)
    tournament = parse_season_text((EXAMPLE.parent / "tournament-coors-cup.json").read_bytes())
    other = cache.next(tournament, season_rulebook(tournament))
    held = {e for r in other.replays.values() for e in (*r.minutes, *r.called_minutes, r.called_minutes)}
    assert held, "the tournament's sheets hold penalty minutes"
    assert set(other._shared) <= held
    assert all(other.replays[g.id] == replay_sheet(g, other.rulebook, other.goalies) for g in tournament.games)


def test_the_attendance_tally_holds_one_key_for_each_game_missed_by_several_players() -> None:
    # The players who missed a game share that game's (date, time, id) key: at 30,000 games the tally held 6 MiB
    # of equal keys, one per player. Its rows are still the ones worked out afresh.
    season = _fight(START, REGULAR[0], 1)
    cache = SeasonCache(season, RULEBOOK)
    tally = AttendanceTally.of(season, cache.suspensions)
    keys = [key for missed in tally.missed.values() for key in missed]
    distinct = {key: key for key in keys}
    assert len(keys) > len(distinct), "several players missed a game"
    assert all(key is distinct[key] for key in keys)
    assert cache.attendance(DAYS[1]) == attendance(season, RULEBOOK, DAYS[1])


def _changed_ids(before: Season, after: Season) -> set[str]:
    """The ids of the games `after` holds otherwise than `before` (added, gone or changed): what a save knows."""
    ids = {g.id for g in after.games if before.game(g.id) != g}
    return ids | {g.id for g in before.games if after.game(g.id) is None}


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(saves, min_size=1, max_size=8))
def test_a_cache_told_which_games_a_save_wrote_answers_as_one_that_compared_every_game(steps) -> None:
    season = START
    cache = SeasonCache(season, RULEBOOK)
    cache.suspensions, cache.table  # noqa: B018 - worked out before the saves, as the screens do
    for step in steps:
        before, season = season, step(season)
        cache = cache.next(season, only=_changed_ids(before, season))
        _assert_as_fresh(cache)


def test_a_result_that_gives_and_serves_no_suspension_keeps_the_suspensions_and_a_misconduct_does_not() -> None:
    cache = SeasonCache(START, RULEBOOK)
    fought = _fight(START, REGULAR[0], 0)
    fought = fought.with_game(replace(fought.known_game(REGULAR[0]), status="final", score=Score(1, 0)))
    cache = cache.next(fought)
    suspensions = cache.suspensions
    assert suspensions and suspensions == season_suspensions(fought, RULEBOOK)
    kept, worked_out = [], []
    for gid in REGULAR[1:]:
        after = cache.next(_final(fought, gid, 2, 1))
        (kept if after.suspensions is suspensions else worked_out).append(gid)
        assert after.suspensions == season_suspensions(after.season, RULEBOOK), gid
    assert kept and worked_out  # a result for the suspended player's team serves him: worked out again
    misconduct = cache.next(_fight(fought, REGULAR[0], 1))
    assert misconduct.suspensions is not suspensions
    assert misconduct.suspensions == season_suspensions(misconduct.season, RULEBOOK)
