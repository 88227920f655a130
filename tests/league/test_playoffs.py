"""Gray rules 20-23: seeds, play-ins, semi-finals, the final, home teams and what import refuses."""

from __future__ import annotations

import dataclasses

import pytest

from league.bracket.engine import bracket
from league.checks.season import check_season
from league.rulebooks import GRAY
from league.season.values import CoinToss, Game, Score
from tests.league.playoff_season import PLAYOFFS, TEAMS, playoff, regular_games, season, table


def state(s, series_id: str):
    return bracket(s, GRAY, table(s)).get(series_id)


def unplayed_last_game() -> tuple[Game, ...]:
    games = regular_games()
    return (*games[:-1], dataclasses.replace(games[-1], status="scheduled", score=None))


def test_seeds_wait_for_the_games_left():
    s = season(regular=unplayed_last_game())
    b = bracket(s, GRAY, table(s))
    assert not b.fixed and b.missing[0] == "1 regular-season game left" and b.seeds == ()
    projected = bracket(s, GRAY, table(s), project=True)
    assert projected.seeds[:4] == ("A", "B", "C", "D") and not projected.fixed


def test_seeding_after_a_recorded_coin_toss():
    # Every game a 2-2 tie: all six level on everything, one pending set until the toss is recorded.
    ties = tuple((g.home, g.away) for g in regular_games())
    pending = season(regular=regular_games(ties=ties))
    b = bracket(pending, GRAY, table(pending))
    assert not b.fixed and b.missing == ("A, B, C, D, E and F need a coin toss",)
    tossed = season(regular=regular_games(ties=ties), tosses=(CoinToss(TEAMS, ("F", "E", "D", "C", "B", "A")),))
    b = bracket(tossed, GRAY, table(tossed))
    assert b.fixed and b.seeds == ("F", "E", "D", "C", "B", "A")
    assert (b.get("WC1").high, b.get("WC1").low) == ("B", "A")


def test_sixth_seed_through_both_play_ins_beats_seed_1_and_is_home_only_in_games_2_and_4_of_the_final():
    games = [
        playoff("WC1", 1, "E", "F", home_wins=False, day=0),
        playoff("WC2", 1, "D", "F", home_wins=False, day=1),
        playoff("SF2", 1, "B", "C", day=2),
        playoff("SF2", 2, "C", "B", home_wins=False, day=3),
        playoff("SF1", 1, "A", "F", home_wins=False, day=4),
        playoff("SF1", 2, "F", "A", home_wins=True, day=5),
    ]
    s = season(*games)
    b = bracket(s, GRAY, table(s))
    assert b.get("SF1").winner == "F" and b.get("SF1").state_text() == "F wins 2-0"
    final = b.get("F")
    assert (final.high, final.low) == ("B", "F")  # F plays as seed 4 after winning WC2
    homes = []
    for no in range(1, 6):
        nxt = final.next_game
        homes.append(nxt.home)
        games.append(playoff("F", no, nxt.home, nxt.away, home_wins=(no % 2 == 1) == (nxt.home == "F"), day=6 + no))
        s = season(*games)
        final = bracket(s, GRAY, table(s)).get("F")
    assert homes == ["B", "F", "B", "F", "B"]
    assert final.winner == "F" and final.state_text() == "F wins 3-2" and final.next_game is None
    assert check_season(s, GRAY) == []


def test_sf2_may_be_played_before_the_play_ins():
    s = season(playoff("SF2", 1, "B", "C", day=0), playoff("WC1", 1, "E", "F", day=1))
    b = bracket(s, GRAY, table(s))
    assert b.get("SF2").state_text() == "B leads 1-0" and b.get("SF1").high == "A" and b.get("SF1").low is None
    assert b.get("F").high is None and b.get("F").low is None
    assert check_season(s, GRAY) == []


def test_a_series_won_2_0_needs_no_game_3():
    s = season(playoff("SF2", 1, "B", "C", day=0), playoff("SF2", 2, "C", "B", home_wins=False, day=1))
    sf2 = state(s, "SF2")
    assert sf2.winner == "B" and sf2.next_game is None and sf2.decided_by == "SF2-2"


@pytest.mark.parametrize(
    ("game", "message"),
    [
        (playoff("SF2", 1, "B", "D"), "SF2 is B v C, not B v D (rule 20)"),
        (playoff("SF2", 1, "C", "B"), "games[15].home: B is home in SF2 game 1, not C (rule 21)"),
        (playoff("SF2", 4, "C", "B"), "games[15].no: SF2 is best of 3: there is no game 4 (rule 21)"),
        (playoff("SX", 1, "B", "C"), "games[15].series: no series 'SX'"),
        (
            Game(
                "SF2-1", "playoff", PLAYOFFS, "20:00", "B", "C", status="final", series="SF2", no=1, score=Score(2, 2)
            ),
            "games[15].score: a playoff game cannot end tied: record the overtime winner (rule 23)",
        ),
    ],
)
def test_import_refuses_a_wrong_playoff_game(game, message):
    assert message in next(str(p) for p in check_season(season(game), GRAY))


def test_import_refuses_numbers_out_of_order_and_a_game_after_the_series_was_decided():
    swapped = season(playoff("SF2", 2, "C", "B", day=0), playoff("SF2", 1, "B", "C", day=1))
    assert any("out of order" in str(p) for p in check_season(swapped, GRAY))
    after = season(
        playoff("SF2", 1, "B", "C", day=0),
        playoff("SF2", 2, "C", "B", home_wins=False, day=1),
        playoff("SF2", 3, "B", "C", day=2),
    )
    assert [str(p) for p in check_season(after, GRAY)] == [
        "games[17]: SF2 was decided in game 2: game 3 is not played (cancel it) (rule 21)"
    ]
    early = season(playoff("SF2", 1, "B", "C"), regular=unplayed_last_game())
    assert "the playoffs wait for the seeds: 1 regular-season game left" in str(check_season(early, GRAY)[0])


def test_the_final_names_neither_team_until_both_semi_finals_are_decided():
    games = (
        playoff("WC1", 1, "E", "F", day=0),
        playoff("WC2", 1, "D", "E", home_wins=False, day=1),
        playoff("SF1", 1, "A", "E", home_wins=False, day=2),
        playoff("SF1", 2, "E", "A", day=3),
    )
    s = season(*games)
    b = bracket(s, GRAY, table(s))
    assert b.get("SF1").winner == "E"
    assert (b.get("F").high, b.get("F").low, b.get("F").next_game) == (None, None, None)


def test_a_series_game_without_a_number_does_not_stop_the_checks_of_its_siblings():
    """A sibling game with no number used to crash the series check ('<' between None and int)."""
    g2 = dataclasses.replace(playoff("WC1", 2, "F", "E", home_wins=None, day=1), no=None)
    problems = [str(p) for p in check_season(season(playoff("WC1", 1, "E", "F", home_wins=None), g2), GRAY)]
    assert problems == ["games[16]: a playoff game needs its series and game number (rule 20)"]
