"""The shift report (and `rinkbook shifts`, which prints its lines) counts an out player as the bench does:
no double shift while he sat out of the game, and his row says why and for which shifts."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.rulebooks.gray import GRAY
from league.season.values import Game, Penalty, Player, Season, SeasonDates, Shift, Team
from league.stats.fairness import season_fairness, with_shift
from store.cache.season_cache import SeasonCache
from tui.text.shift_text import report_lines, shifts_json, team_report

FORWARDS = ("A", "B", "C", "D", "E", "G")


def season_with(*penalties: Penalty) -> Season:
    """R1, final: G plays shift 2 and is penalized in it; shift 5 sends D again while G has sat 3 and 4."""
    game = Game("R1", "regular", date(2002, 10, 6), "19:00", "RED", "BLU", dressed=(("RED", FORWARDS),))
    for number, players in enumerate((("A", "B", "C"), ("D", "E", "G"), ("A", "B", "C"), ("D", "E", "A"))):
        game = with_shift(game, "RED", Shift("F", players), GRAY)
        if number == 1:
            game = replace(game, penalties=penalties)
    game = replace(with_shift(game, "RED", Shift("F", ("B", "C", "D")), GRAY), status="final")
    players = tuple(Player(p, f"Player {p}", date(1970, 1, 1), "F", "B", 50, team="RED") for p in FORWARDS)
    return Season(
        "L",
        "2002-03",
        "gray",
        SeasonDates(date(1980, 12, 31), date(2002, 12, 31)),
        teams=(Team("RED", "Red"), Team("BLU", "Blue")),
        players=players,
        games=(game,),
    )


def test_an_ejected_player_is_no_double_shift_in_the_game_or_the_season():
    unpenalized = season_with()
    assert shifts_json(team_report(unpenalized, GRAY, "RED"))["violations"] != []
    ejected = season_with(Penalty("RED", "G", "major", "fighting", 1, 240))
    for game in (None, "R1"):
        report = team_report(ejected, GRAY, "RED", game)
        assert shifts_json(report)["violations"] == []
        assert "Double shifts: none" in report_lines(report, ejected)
    game_lines = report_lines(team_report(ejected, GRAY, "RED", "R1"), ejected)
    assert any("Player G" in line and "out: ejected (fighting), from shift 3" in line for line in game_lines)


def test_a_served_major_shows_its_shifts():
    served = season_with(Penalty("RED", "G", "major", "boarding", 1, 240))
    report = team_report(served, GRAY, "RED", "R1")
    assert shifts_json(report)["violations"] == []
    assert next(p for p in shifts_json(report)["players"] if p["player"] == "G")["out"] == "major, from shift 3"


def test_the_season_from_kept_replays_is_the_one_replayed_afresh():
    # The report reads the season cache's replays (each sheet replayed once, the season's goalies known): who is out
    # of each game, ejected or serving, is what a fresh replay of each sheet says.
    for penalties in (
        (),
        (Penalty("RED", "G", "major", "fighting", 1, 240),),
        (Penalty("RED", "G", "major", "boarding", 1, 240),),
    ):
        season = season_with(*penalties)
        replays = SeasonCache(season, GRAY).replays
        assert season_fairness(season, "RED", GRAY, replays) == season_fairness(season, "RED", GRAY)
    ejected = season_with(Penalty("RED", "G", "major", "fighting", 1, 240))
    assert season_fairness(ejected, "RED", GRAY).violations == ()  # the case held above: G out, no double shift
