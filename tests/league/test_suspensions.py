"""Gray rule 5: game misconducts keep a player out of his team's next final games; the 3rd six, the 4th the season."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from league.checks.season import check_season
from league.discipline.suspensions import refusal_text, season_suspensions, suspension_keeping_out
from league.rulebooks import GRAY
from league.season.values import Game, LateStart, Penalty, Transfer
from tests.league.suspension_games import START, game, season


def undress(g: Game, *pids: str) -> Game:
    return replace(g, dressed=tuple((t, tuple(p for p in ps if p not in pids)) for t, ps in g.dressed))


def test_one_game_suspension_is_served_in_the_teams_next_final_game():
    games = (
        game(1, "RED", "BLU", fights=("RED1",)),
        undress(game(2, "GRN", "BLU"), "RED1"),
        undress(game(3, "RED", "GRN"), "RED1"),
        game(4, "RED", "BLU"),
    )
    (s,) = season_suspensions(season(*games), GRAY)
    assert (s.player, s.source, s.cause, s.length, s.served_in, s.remaining) == (
        "RED1",
        "G01",
        "fighting",
        1,
        ("G03",),
        0,
    )


def test_third_game_misconduct_is_six_games_and_fourth_the_rest_of_the_season():
    games = [
        game(1, "RED", "BLU", fights=("RED1",)),
        undress(game(2, "RED", "GRN"), "RED1"),
        game(3, "RED", "BLU", fights=("RED1",)),
        undress(game(4, "RED", "GRN"), "RED1"),
        game(5, "RED", "BLU", fights=("RED1",)),
    ]
    games += [undress(game(n, "RED", "GRN"), "RED1") for n in range(6, 12)]
    games += [game(12, "RED", "BLU", fights=("RED1",)), undress(game(13, "RED", "GRN"), "RED1")]
    result = season_suspensions(season(*games), GRAY)
    assert [(s.nth, s.length, len(s.served_in)) for s in result] == [(1, 1, 1), (2, 1, 1), (3, 6, 6), (4, None, 1)]
    assert result[-1].active and result[-1].remaining is None


def test_served_across_a_forfeited_game():
    forfeited = Game(
        "G02",
        "regular",
        START + timedelta(days=14),
        "19:00",
        "RED",
        "GRN",
        status="final",
        late_starts=(LateStart("RED", 30),),
    )
    games = (game(1, "RED", "BLU", fights=("RED1",)), forfeited, game(3, "RED", "BLU"))
    (s,) = season_suspensions(season(*games), GRAY)
    assert s.served_in == ("G02",) and not s.active


def test_served_across_a_transfer_with_the_new_teams_games():
    transfer = Transfer("RED1", "GRN", START + timedelta(days=10))
    games = (
        game(1, "RED", "BLU", fights=("RED1",)),
        undress(game(2, "RED", "BLU"), "RED1"),
        game(3, "BLU", "GRN", dressed=()),
    )
    (s,) = season_suspensions(season(*games, transfers=(transfer,)), GRAY)
    assert s.served_in == ("G03",)  # Red's game G02 came after he left Red


def test_a_suspended_player_is_refused_with_the_games_remaining():
    games = (game(1, "RED", "BLU", fights=("RED1",)), game(2, "RED", "BLU"))
    s = season(*games)
    suspensions = season_suspensions(s, GRAY)
    keeping_out = suspension_keeping_out("RED1", games[1], s, suspensions)
    assert refusal_text(keeping_out, games[1], s) == (
        "RED1 is suspended: game misconduct (fighting) in G01, his 1st of the season; 1 of 1 game still to serve"
    )
    problems = [str(p) for p in check_season(s, GRAY)]
    assert problems == [
        "games[1].dressed.RED[1]: RED1 is suspended: game misconduct (fighting) in G01, his 1st of the season; "
        "1 of 1 game still to serve (rule 5)"
    ]


def test_match_penalty_suspends():
    match = (Penalty("BLU", "BLU2", "match", "spearing", 2, 100),)
    games = (game(1, "RED", "BLU", penalties=match), game(2, "GRN", "BLU"))
    problems = [p.path for p in check_season(season(*games), GRAY)]
    assert problems == ["games[1].dressed.BLU[2]"]


def test_suspension_lapses_when_the_final_is_decided():
    finals = [game(n, "RED", "BLU", stage="playoff", series="F", no=n - 1) for n in (2, 3, 4)]
    games = (
        game(1, "GRN", "BLU", fights=("GRN1",), penalties=(Penalty("GRN", "GRN1", "major", "fighting", 1, 60),)),
        *finals,
    )
    (s,) = season_suspensions(season(*games), GRAY)
    assert s.served_in == () and s.lapsed_at == "G04" and not s.active


def test_how_suspensions_are_served_is_each_rulebooks_data():
    """One ledger for every rulebook: the differences between Gray rule 5 and a tournament's are rulebook data."""
    from pathlib import Path

    import league.discipline.suspensions
    from league.rulebooks import RULEBOOKS
    from league.rules.rulebook import (
        LAPSE_AT_DIVISION_BRACKET,
        LAPSE_AT_FINAL_SERIES,
        NTH_GAME_MISCONDUCT,
        NTH_SUSPENSION,
    )

    for rulebook in RULEBOOKS.values():
        rules = rulebook.suspensions
        ladder = bool(rules.games_by_count)
        assert rules.served_one_after_another is ladder, rulebook.name
        assert rules.nth_counts == (NTH_GAME_MISCONDUCT if ladder else NTH_SUSPENSION), rulebook.name
        assert rules.lapses_at == (LAPSE_AT_FINAL_SERIES if ladder else LAPSE_AT_DIVISION_BRACKET), rulebook.name
    assert not (Path(league.discipline.suspensions.__file__).parent / "tournament_suspensions.py").exists()
