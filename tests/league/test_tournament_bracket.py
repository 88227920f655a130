"""docs/readings/shared.md#pools-and-the-bracket and docs/readings/shared.md#disqualification: a two-pool bracket's
sides, home teams, series, winners and next games."""

from __future__ import annotations

from dataclasses import replace

from league.bracket.engine import Bracket as TournamentBracket
from league.bracket.engine import KnockoutGame, NextGame, SlotState, slot_kind, tournament_bracket
from league.rulebooks import COLE, COORS
from league.rules.bracket_templates import template_named, template_slots
from league.season.values import BracketSlot, Disqualification, Game, Season
from tests.league.tournament_season import knockout, ladder, pool_game, pools, season, shootout_won_by

POOLS = pools("A: RED BLU GRN; B: WHT BLK GLD")
POOL_GAMES = (*ladder(1, "RED BLU GRN"), *ladder(4, "WHT BLK GLD"))
TEMPLATE = template_named("two-pools-consolation")
assert TEMPLATE is not None
BRACKET = template_slots(TEMPLATE, "OPEN", POOLS)


def _bracket(*games: Game, pool_games: tuple[Game, ...] = POOL_GAMES, **fields: object) -> TournamentBracket:
    made: Season = season(COLE.name, POOLS, (*pool_games, *games), bracket=BRACKET)
    return tournament_bracket(replace(made, **fields), COLE)


def _slot(result: TournamentBracket, suffix: str) -> SlotState:
    state = result.get(f"OPEN-{suffix}")
    assert state is not None
    return state


def _sides(result: TournamentBracket) -> dict[str, tuple[str | None, str | None, str | None]]:
    """Each slot's (high, low, winner)."""
    return {s.slot_id.removeprefix("OPEN-"): (s.high, s.low, s.winner) for s in result.slots}


def test_a_two_pool_bracket_played_to_its_champion_with_third_place_and_consolation():
    """A1vB2, B1vA2, A3vB3, then the final and the third-place game of the semi-finals' winners and losers.
    The home side is the better pool place: the final's second side (WHT, first of B) against BLK (second)."""
    waiting = _bracket(pool_games=POOL_GAMES[:-1])  # pool B's last game still to play
    assert _sides(waiting)["SF1"] == ("RED", None, None)  # only pool A's place is known
    assert (_slot(waiting, "SF1").teams, _slot(waiting, "SF1").next_game) == (("RED", None), None)
    ready = _bracket()
    assert _sides(ready) == {
        "SF1": ("RED", "BLK", None),
        "SF2": ("WHT", "BLU", None),
        "F": (None, None, None),
        "3RD": (None, None, None),
        "CON": ("GRN", "GLD", None),  # equal places: the slot's first side is home
    }
    assert _slot(ready, "SF2").next_game == NextGame(1, "WHT", "BLU")
    semis = (
        knockout(1, "OPEN-SF1", "RED", "BLK", "1-3"),
        knockout(2, "OPEN-SF2", "WHT", "BLU", "2-2", shootout=shootout_won_by("WHT", "BLU")),
        knockout(3, "OPEN-CON", "GRN", "GLD", "4-1"),
    )
    half = _bracket(*semis)
    assert _sides(half)["F"] == ("WHT", "BLK", None)
    assert _sides(half)["3RD"] == ("RED", "BLU", None)
    assert _slot(half, "SF2").games == (KnockoutGame("K02", 1, "WHT", "BLU", "final", "shootout"),)
    assert (_slot(half, "F").next_game, _slot(half, "SF1").loser) == (NextGame(1, "WHT", "BLK"), "RED")
    done = _bracket(
        *semis,
        knockout(4, "OPEN-F", "WHT", "BLK", "3-2", overtime=True),
        knockout(5, "OPEN-3RD", "RED", "BLU", "5-0"),
    )
    assert _sides(done) == {
        "SF1": ("RED", "BLK", "BLK"),
        "SF2": ("WHT", "BLU", "WHT"),
        "F": ("WHT", "BLK", "WHT"),
        "3RD": ("RED", "BLU", "RED"),
        "CON": ("GRN", "GLD", "GRN"),
    }
    final = _slot(done, "F")
    assert (final.loser, final.wins, final.next_game) == ("BLK", (("WHT", 1), ("BLK", 0)), None)
    assert final.games[0].decided_in == "overtime"
    assert [s.kind for s in done.slots] == ["semi-final", "semi-final", "final", "third-place", "consolation"]
    assert {(s.division, s.best_of) for s in done.division("OPEN")} == {("OPEN", 1)}
    assert done.places == {"A": ("RED", "BLU", "GRN"), "B": ("WHT", "BLK", "GLD")}
    assert waiting.places == {"A": ("RED", "BLU", "GRN")}


def test_a_best_of_three_series_ends_two_nil_and_its_third_game_is_never_counted():
    bracket = tuple(replace(s, best_of=3) if s.id == "OPEN-F" else s for s in BRACKET)
    semis = (knockout(1, "OPEN-SF1", "RED", "BLK", "1-3"), knockout(2, "OPEN-SF2", "WHT", "BLU", "4-0"))
    first = knockout(4, "OPEN-F", "WHT", "BLK", "2-1", no=1)
    one = _bracket(*semis, first, bracket=bracket)
    assert (_slot(one, "F").wins, _slot(one, "F").next_game) == ((("WHT", 1), ("BLK", 0)), NextGame(2, "WHT", "BLK"))
    third = knockout(6, "OPEN-F", "WHT", "BLK", no=3)  # scheduled "if necessary"
    two = _bracket(*semis, first, knockout(5, "OPEN-F", "WHT", "BLK", "3-0", no=2), third, bracket=bracket)
    final = _slot(two, "F")
    assert (final.winner, final.loser, final.wins, final.next_game) == ("WHT", "BLK", (("WHT", 2), ("BLK", 0)), None)
    assert [(g.no, g.status, g.decided_in) for g in final.games] == [
        (1, "final", "regulation"),
        (2, "final", "regulation"),
        (3, "scheduled", None),
    ]


def test_a_disqualified_team_fills_no_side_and_the_next_team_takes_its_place():
    """RED tops pool A on the ice and is disqualified from its last pool game: pool:A:1 is BLU, pool:A:2
    GRN and pool:A:3 nobody, so the consolation goes to GLD without a game (and a slot of its loser too)."""
    ruled = (Disqualification("RED", "P02", "ineligible player"),)
    after = BracketSlot("OPEN-P5", "OPEN", "placement", ("loser:OPEN-CON", "winner:OPEN-CON"))
    result = _bracket(disqualifications=ruled, bracket=(*BRACKET, after))
    assert result.pools[0].places == ("BLU", "GRN", "RED")
    assert [r.dq for r in result.pools[0].standings.rows] == [False, False, True]
    assert _sides(result)["SF1"] == ("BLU", "BLK", None)
    assert _sides(result)["SF2"] == ("WHT", "GRN", None)
    consolation = _slot(result, "CON")
    assert (consolation.teams, consolation.vacant, consolation.high, consolation.low) == (
        (None, "GLD"), (True, False), None, "GLD"
    )  # fmt: skip
    assert (consolation.winner, consolation.loser, consolation.next_game) == ("GLD", None, None)
    placement = _slot(result, "P5")  # nobody lost the consolation: its loser's side is vacant too
    assert (placement.teams, placement.vacant, placement.winner) == ((None, "GLD"), (True, False), "GLD")


def test_a_filled_side_never_changes_and_a_knockout_game_against_a_disqualified_team_is_its_forfeit():
    """The semi-finals are scheduled; then RED is disqualified from its semi-final on (Cole), and under Coors
    (every game) its pool games too reorder pool A. Both semi-finals keep the teams that filled them: BLK
    wins SF1 by forfeit, needing no sheet, and BLU stays in SF2 though pool:A:2 would now be GRN."""
    semis = (knockout(1, "OPEN-SF1", "RED", "BLK"), knockout(2, "OPEN-SF2", "WHT", "BLU"))
    ruled = (Disqualification("RED", "K01", "ineligible player"),)
    for rulebook in (COLE, COORS):
        made = season(rulebook.name, POOLS, (*POOL_GAMES, *semis), bracket=BRACKET, disqualifications=ruled)
        result = tournament_bracket(made, rulebook)
        assert result.pools[0].bracket_order == ("BLU", "GRN")
        sf1, sf2 = _slot(result, "SF1"), _slot(result, "SF2")
        assert (sf1.teams, sf1.high, sf1.low, sf1.winner, sf1.loser) == (("RED", "BLK"), "RED", "BLK", "BLK", "RED")
        assert sf1.games == (KnockoutGame("K01", 1, "RED", "BLK", "scheduled", "forfeit"),)
        assert (sf2.teams, sf2.next_game) == (("WHT", "BLU"), NextGame(1, "WHT", "BLU"))
        assert _sides(result)["F"] == ("BLK", None, None)  # only one side known: it stands in its own side


def test_a_game_takes_its_kind_from_its_slot():
    made = season(COLE.name, POOLS, (POOL_GAMES[0], knockout(1, "OPEN-F", "RED", "WHT")), bracket=BRACKET)
    assert [slot_kind(made, g) for g in made.games] == ["pool", "final"]
    loose = knockout(2, "NONE", "RED", "WHT")  # a playoff game of no slot: its own kind, or a knockout
    assert slot_kind(made, loose) == "semi-final"
    assert slot_kind(made, pool_game(9, "RED", "BLU")) == "pool"


def test_the_sides_of_a_single_pool_bracket_and_the_home_team_by_place():
    """One pool: 1v4 and 2v3; the final's home team is the better place whichever side it came from."""
    one = pools("A: RED BLU GRN YEL")
    template = template_named("one-pool")
    assert template is not None
    bracket = template_slots(template, "OPEN", one)
    games = (
        *ladder(1, "RED BLU GRN YEL"),
        knockout(1, "OPEN-SF1", "RED", "YEL", "0-1"),
        knockout(2, "OPEN-SF2", "BLU", "GRN", "1-0"),
    )
    result = tournament_bracket(season(COLE.name, one, games, bracket=bracket), COLE)
    final = result.get("OPEN-F")
    assert final is not None and (final.teams, final.high, final.low) == (("YEL", "BLU"), "BLU", "YEL")
    assert isinstance(result.slots[0].slot, BracketSlot)
