"""A game's shift fairness packed into bytes by the season cache (`store.cache.packed_fairness`) reads back as the
figure it packed, whatever its numbers (over one byte's, over two bytes', none) and names; one it cannot say in
numbers (another game's double shift in it) is kept whole."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from league.stats.fairness import DoubleShift, GameFairness, GameSpread, team_game
from store.cache.game_figures import GameFigures
from store.cache.packed_fairness import SPARE_PACKINGS, FairnessPacking
from store.views.season_load import season_rulebook
from tests.store.season_saves import START

PLAYERS = st.sampled_from(("P0001", "P0002", "P0107", "Zoë", ""))
GROUPS = st.sampled_from(("F", "D", "G"))
NUMBERS = st.one_of(st.integers(0, 40), st.integers(0, 70_000))


# The strategies a figure is drawn from, made once: made again at every draw, each new one was set up again for its
# first draw (a tenth of the module's time), and they draw the same choices in the same order.
GAMES, TEAMS = st.sampled_from(("R01", "P7")), st.sampled_from(("RED", "BLK"))
COUNTS = st.lists(st.tuples(GROUPS, PLAYERS, NUMBERS), max_size=14)
# A double shift's own fields (its shift, player, group and the teammates waiting), for the figure's game and team.
DOUBLES = st.lists(st.tuples(NUMBERS, PLAYERS, GROUPS, st.lists(PLAYERS, max_size=4).map(tuple)), max_size=5)


@st.composite
def fairness_figures(draw: st.DrawFn) -> tuple[str, str, GameFairness]:
    game, team = draw(GAMES), draw(TEAMS)
    counts = tuple(draw(COUNTS))
    violations = tuple(DoubleShift(game, team, *fields) for fields in draw(DOUBLES))
    row = GameSpread(game, draw(NUMBERS), draw(NUMBERS), draw(NUMBERS), len(violations))
    return game, team, GameFairness(row, violations, counts)


@settings(max_examples=300)
@given(st.lists(fairness_figures(), min_size=1, max_size=6))
def test_every_packed_figure_reads_back_as_it_was(figures) -> None:
    packing = FairnessPacking()  # one lineage's tables, shared by every game and team packed
    packed = [(game, team, packing.pack(game, team, fairness)) for game, team, fairness in figures]
    assert [packing.unpack(game, team, p) for game, team, p in packed] == [f for *_, f in figures]


def test_every_game_of_a_season_reads_back_as_tallied() -> None:
    rulebook, packing = season_rulebook(START), FairnessPacking()
    position = {p.id: p.position for p in START.players}
    tallied = [
        (game.id, team, GameFairness.of(team_game(game, team, position, rulebook)))
        for game in START.games
        for team in game.teams
    ]
    packed = [packing.pack(game, team, fairness) for game, team, fairness in tallied]
    assert all(isinstance(p, bytes) for p in packed)  # a season's every figure packs
    assert [packing.unpack(game, team, p) for (game, team, _), p in zip(tallied, packed, strict=True)] == [
        fairness for *_, fairness in tallied
    ]


def test_a_figure_naming_another_game_is_kept_whole() -> None:
    elsewhere = DoubleShift("R02", "RED", 5, "P0001", "F", ("P0002",))
    odd = GameFairness(GameSpread("R01", 9, 1, 0, 1), (elsewhere,), (("F", "P0001", 3),))
    assert FairnessPacking().pack("R01", "RED", odd) is odd


@settings(max_examples=200)
@given(st.lists(fairness_figures(), min_size=1, max_size=6), st.data())
def test_the_figures_packed_again_with_new_tables_read_back_as_they_were(figures, data) -> None:
    tables = FairnessPacking()
    packed = [(game, team, tables.pack(game, team, fairness)) for game, team, fairness in figures]
    kept = data.draw(st.lists(st.sampled_from(packed), min_size=1))  # those a later cache keeps, in any order
    again = FairnessPacking()
    repacked = [(game, team, again.repack(p, tables)) for game, team, p in kept]
    assert [again.unpack(game, team, p) for game, team, p in repacked] == [tables.unpack(*k) for k in kept]
    assert len(again) <= len(tables)


def test_a_figure_too_big_to_pack_numbers_no_names() -> None:
    packing = FairnessPacking()
    packing.pack("R01", "RED", GameFairness(GameSpread("R01", 9, 1, 0, 0), (), (("F", "P0001", 3),)))
    size = len(packing)
    huge = GameFairness(GameSpread("R01", 70_000, 1, 0, 0), (), (("F", "P0002", 3), ("D", "P0107", 2)))
    assert packing.pack("R01", "RED", huge) is huge
    assert len(packing) == size


def test_packing_again_leaves_a_figure_kept_as_bytes_beside_the_fairness_as_it_was() -> None:
    """A save lets go of most games' packings: the next cache's figures are packed again with new tables, and only
    the fairness figures are packings; another figure kept as bytes is no packing and is kept as made."""
    before, other = GameFigures(), b"a figure kept as bytes"

    def fairness(game: str, recorded: int) -> GameFairness:
        return GameFairness(GameSpread(game, recorded, 1, 0, 0), (), (("F", "P0001", 3),))

    games = [f"R{number:04}" for number in range(2 * SPARE_PACKINGS)]
    for recorded, game in enumerate(games):  # each game's packing another
        before.figure(
            game, ("fairness", "RED"), lambda g=game, r=recorded: before.packing.pack(g, "RED", fairness(g, r))
        )
    before.figure(games[0], "another figure", lambda: other)
    after = GameFigures(before, changed=games[1:])
    assert after.packing is not before.packing  # packed again: the tables had outgrown the one game kept
    assert after.figure(games[0], "another figure", bytes) is other
    kept = after.figure(games[0], ("fairness", "RED"), bytes)
    assert after.packing.unpack(games[0], "RED", kept) == fairness(games[0], 0)
