"""A game's save is checked alone (`league.checks.game_change.game_change_problems`), for speed, yet refuses exactly
what a fresh `check_season` of the season it would leave finds: random sequences of a scorer's and the committee's
saves of games (results, forfeits, fights, a dropped player's among them, results taken back, games moved or added,
a dressed list shortened) on the example season and its approved drops, each save stored only when accepted, as the
store does. A save that takes a slot already held is refused before, by its clash check
(`league.schedule.clashes.clash_in_season`)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from league.checks.game_change import game_change_problems
from league.schedule.clashes import clash_in_season
from league.season.values import Season
from store.views.season_load import season_rulebook
from tests.store.season_saves import START, dropped_fighting, fresh_check
from tests.store.test_season_cache import saves
from tests.store.test_season_cache_checks import _scheduled, _undressed

RULEBOOK = season_rulebook(START)


SAVES = st.one_of(
    saves,  # the games' saves among them; the others (transfers, drops, the season read again) change no game
    st.builds(lambda n, d: lambda s: _scheduled(s, n, d), st.integers(0, 999), st.integers(0, 120)),
    st.builds(lambda n: lambda s: _undressed(s, n), st.integers(0, 999)),
    st.builds(lambda n, k: lambda s: dropped_fighting(s, n, k), st.integers(0, 9), st.integers(0, 9)),
)


def _saved_game(before: Season, after: Season) -> str | None:
    """The id of the one game `after` saves over `before`, None when the change is not one game's save."""
    changed = [g.id for g in after.games if before.game(g.id) != g]
    if len(changed) != 1 or before.with_game(after.known_game(changed[0])) != after:
        return None
    return changed[0]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(SAVES, min_size=1, max_size=8))
def test_a_games_save_refuses_exactly_what_a_fresh_season_check_finds(steps):
    season = START
    assert fresh_check(season, RULEBOOK) == ()
    for change in steps:
        after = change(season)
        gid = _saved_game(season, after)
        if gid is None or clash_in_season(after.known_game(gid), season, RULEBOOK.schedule) is not None:
            continue  # no game's save, or one its clash check refuses first
        found = sorted(str(p) for p in game_change_problems(season, after, gid, RULEBOOK))
        assert found == sorted(str(p) for p in fresh_check(after, RULEBOOK))
        if not found:  # accepted: stored, the next save's season
            season = after
