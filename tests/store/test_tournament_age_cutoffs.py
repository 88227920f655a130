"""The age cutoff a tournament's season file leaves out (docs/readings/coors.md#rosters,
docs/readings/cole.md#rosters-and-eligibility): Coors 2009-09-05 whatever the year, Cole the earliest pool game's date
(written back on export, so moving a game never moves it)."""

from __future__ import annotations

from datetime import date

from store.season_files.reader import parse_season
from store.season_files.writer import season_to_data
from tests.tournament_files import game, tournament


def _without_cutoff(rulebook: str, deadline: str) -> dict:
    data = tournament(rulebook, {"A": "A B"}, [game("G3", "A", "B", "1-0"), game("G2", "B", "A", "2-0")])
    data["dates"] = {"roster_deadline": deadline}
    data["games"][1]["date"] = "2026-03-06"  # the earlier pool game, second in the file
    return data


def test_coors_defaults_to_september_5_2009_and_cole_to_its_first_pool_game():
    coors = parse_season(_without_cutoff("coors-cup", "2026-03-01"))
    assert coors.dates.age_cutoff == date(2009, 9, 5)
    assert "age_cutoff" not in season_to_data(coors)["dates"]
    cole = parse_season(_without_cutoff("cole-harbour-classic", "2026-03-01"))
    assert cole.dates.age_cutoff == date(2026, 3, 6)
    assert season_to_data(cole)["dates"] == {"roster_deadline": "2026-03-01", "age_cutoff": "2026-03-06"}
    given = _without_cutoff("cole-harbour-classic", "2026-03-01")
    given["dates"]["age_cutoff"] = "2025-12-31"
    assert parse_season(given).dates.age_cutoff == date(2025, 12, 31)
