"""Two readings kept through the file (docs/readings/gray.md, docs/season-file.md): an empty dressed list
(Gray rule 10) and a result from goal events. Each survives import, the store and export, byte for byte."""

from __future__ import annotations

import json
from datetime import date, timedelta

from league.rulebooks import GRAY
from league.season.values import Forfeit, Game, Goal, LateStart, Score, Season, SeasonDates, Team
from league.turnout.attendance import attendance
from store.file.maintenance import check_league
from store.season_files.import_export import export_season_text, import_season
from store.season_files.reader import parse_season_text
from store.season_files.writer import season_to_text
from store.views.attendance import load_attendance
from store.views.season_load import load_season
from store.views.standings import load_standings
from store.writes.games import save_game
from tests.league.two_teams import BENCH_TEAMS, roster

PLAYERS = tuple(roster("RED") + roster("BLU"))
RED = tuple(p.id for p in PLAYERS if p.team == "RED")
BLU = tuple(p.id for p in PLAYERS if p.team == "BLU")
NO_SHOW = Forfeit("BLU", "no-show")


def game(n: int, **fields) -> Game:
    base = dict(
        id=f"G{n}",
        stage="regular",
        date=date(2002, 10, 1) + timedelta(days=7 * n),
        time="19:00",
        home="RED",
        away="BLU",
        rooms=(1, 2),
        status="final",
    )
    return Game(**{**base, **fields})


def season(*games: Game) -> Season:
    return Season(
        "L",
        "2002-03",
        "gray",
        SeasonDates(date(2002, 12, 31), date(2002, 12, 31)),
        (Team("RED", "Red", "RED0"), Team("BLU", "Blue", "BLU0"), *BENCH_TEAMS),
        PLAYERS,
        games=games,
    )


EMPTY_LISTS = season(
    game(1, dressed=(("RED", RED), ("BLU", ())), forfeit=NO_SHOW),  # Blue's empty list after Red's
    game(2, dressed=(("BLU", ()), ("RED", RED)), forfeit=NO_SHOW),  # ... and before it
    game(3, status="scheduled", dressed=(("RED", ()), ("BLU", ()))),  # both, on a sheet still to play
    game(4, dressed=(("RED", RED), ("BLU", BLU)), score=Score(3, 3)),  # both lists, nobody missing
    game(5, status="scheduled"),  # no list at all: attendance not recorded
)
GOALS = (Goal("RED", "RED1", ("RED2",), 1, 300), Goal("BLU", "BLU1", (), 2, 120), Goal("RED", "RED3", (), 3, 600))
FROM_GOALS = season(game(1, dressed=(("RED", RED), ("BLU", BLU)), goals=GOALS))


def test_an_empty_dressed_list_survives_import_and_export_byte_for_byte(empty_league):
    import_season(empty_league, EMPTY_LISTS, backup=False)
    assert load_season(empty_league) == EMPTY_LISTS
    text = export_season_text(empty_league)
    assert text == season_to_text(EMPTY_LISTS)
    games = json.loads(text)["games"]
    assert [g.get("dressed") for g in games[:3]] == [
        {"RED": list(RED), "BLU": []},
        {"BLU": [], "RED": list(RED)},
        {"RED": [], "BLU": []},
    ]
    assert "dressed" not in games[4]
    assert parse_season_text(text) == EMPTY_LISTS
    assert check_league(empty_league) == []


def test_an_empty_dressed_list_is_every_players_miss_after_import(empty_league):
    import_season(empty_league, EMPTY_LISTS, backup=False)
    _, rows = load_attendance(empty_league)
    misses = {r.player: r.misses for r in rows}
    assert {misses[pid] for pid in BLU} == {2} and {misses[pid] for pid in RED} == {0}
    assert rows == attendance(EMPTY_LISTS, GRAY)


def test_an_empty_dressed_list_saved_from_the_app_stays_recorded(empty_league):
    import_season(empty_league, season(game(1, status="scheduled")), backup=False)
    no_show = game(1, dressed=(("RED", RED), ("BLU", ())), forfeit=NO_SHOW)
    save_game(empty_league, None, no_show)
    assert load_season(empty_league).game("G1") == no_show


def test_a_result_from_goal_events_imports_counts_and_exports_without_a_score(empty_league):
    text = season_to_text(FROM_GOALS)
    assert "score" not in json.loads(text)["games"][0]
    import_season(empty_league, parse_season_text(text), backup=False)
    red = load_standings(empty_league).row("RED").record
    assert (red.gp, red.w, red.pts, red.gf, red.ga) == (1, 1, 2, 2, 1)
    assert export_season_text(empty_league) == text  # export writes the sheet as it is: no bare score
    assert check_league(empty_league) == []  # the stored outcome (2-1) agrees with the sheet


def test_a_sheet_of_goal_events_is_saved_final_without_a_score(empty_league):
    import_season(empty_league, season(game(1, status="scheduled")), backup=False)
    final = FROM_GOALS.game("G1")
    saved = save_game(empty_league, None, final)
    assert saved.game.score is None and load_season(empty_league).game("G1") == final
    blu = load_standings(empty_league).row("BLU").record
    assert (blu.gp, blu.l, blu.gf, blu.ga) == (1, 1, 1, 2)


def test_an_empty_shift_list_is_no_shift_records_even_on_a_game_forfeited_before_the_start(empty_league):
    """Unlike an empty dressed list, `shifts: {CODE: []}` records nothing: a sheet forfeited before the
    start (which holds no shifts, rule 6) or a cancelled game may carry one, and export leaves it out."""
    late = game(1, late_starts=(LateStart("BLU", 20),), dressed=(("BLU", ()),))
    data = json.loads(season_to_text(season(late, game(2, status="cancelled"))))
    data["games"][0]["shifts"] = {"BLU": []}
    data["games"][1]["shifts"] = {"RED": [], "BLU": []}
    imported = parse_season_text(json.dumps(data))
    assert [g.shifts for g in imported.games] == [(), ()]
    import_season(empty_league, imported, backup=False)
    assert [g.get("shifts") for g in json.loads(export_season_text(empty_league))["games"]] == [None, None]
