"""A season's lookups carried through saves (`Season.with_game`, `Season.with_changes`) answer exactly as the same
season value's built afresh: each game by its id, its place, the games in order, the playoff games; a game added or
replaced, its date moved, its stage changed, an id held twice (the later game wins, also on the same day and time),
an id the season does not hold."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from league.season.values import Season
from tests.league.suspension_games import game, season

IDS = tuple(f"G{n:02d}" for n in range(1, 9))
# One save: (the game's number, 1 to 8: one the season may not hold yet; days its date moves; its score's home goals;
# its stage)
SAVES = st.lists(
    st.tuples(st.integers(1, 8), st.integers(-3, 3), st.integers(0, 5), st.sampled_from(("regular", "playoff"))),
    max_size=12,
)


def _answers(value: Season) -> tuple[object, ...]:
    by_id = tuple(value.game(gid) for gid in (*IDS, "none"))
    held = {g.id for g in value.games}
    known = tuple((value.known_game(gid), value.place(gid)) for gid in sorted(held))
    return by_id, known, value.games_in_order(), value.game_order(), value.playoff_games()


def _fresh(value: Season) -> Season:
    return replace(value, games=value.games)  # the same games, its lookups not built yet


@settings(max_examples=80, deadline=None)
@given(SAVES, st.booleans(), st.booleans())
def test_the_lookups_carried_through_saves_answer_as_lookups_built_afresh(saves, build_first, twice):
    first = (game(1, "RED", "BLU"), game(2, "BLU", "GRN"), game(3, "GRN", "RED"))
    current = season(*first, *((replace(game(2, "RED", "GRN"), status="scheduled"),) if twice else ()))
    for number, days, goals, stage in saves:
        if build_first:
            _answers(current)  # every lookup built before the save, so that the save carries it
        held = current.game(f"G{number:02d}")
        base = held if held is not None else game(number, "RED", "GRN")
        moved = base.date + timedelta(days=days)
        saved = replace(base, date=moved, score=replace(base.score, home=goals), stage=stage)
        current = current.with_game(saved)
        assert current.game(saved.id) is saved
        if number % 3 == 0:
            current = current.with_changes(drops=())  # a change beside the games keeps the lookups
        assert _answers(current) == _answers(_fresh(current))
