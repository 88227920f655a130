"""The first run's new-league form typed faster than a frame (one read of the terminal, as a fast typist sends
them): the text after a Tab goes into the next field, in order, as if typed slowly."""

from __future__ import annotations

from store.file.db import open_league
from store.views.season_load import load_season
from tests.tui.new_league_form import SIZE, TODAY
from tests.tui.test_dialog_keys_in_one_burst import burst
from tui.first_run_app import FirstRunApp

TEAMS = "RED Red; BLK Black; BLU Blue; WHT White; GLD Gold; GRN Green"


async def test_a_name_tab_and_a_season_in_one_burst_fill_both_fields(tmp_path):
    first = FirstRunApp(tmp_path / "league.db", TODAY)
    async with first.run_test(size=SIZE) as pilot:
        await pilot.pause()
        league = first.screen.query_one("#new-league")
        league.focus()
        await pilot.pause()
        await burst(pilot, "Gray League\t2026-27")
        assert league.value == "Gray League"
        assert first.screen.query_one("#new-season").value == "2026-27"
        assert first.focused is first.screen.query_one("#new-season")


async def test_the_whole_form_its_save_and_its_yes_in_one_burst_create_the_league_typed(tmp_path):
    path = tmp_path / "league.db"
    first = FirstRunApp(path, TODAY)
    async with first.run_test(size=SIZE) as pilot:
        await pilot.pause()
        # Name, season, the rulebook's field left as it is (gray), the two dates, the teams; Ctrl+S, then y to create.
        await burst(pilot, f"Test League\t2026-27\t\t2026-12-31\t2027-01-15\t{TEAMS}\x13y")
        await pilot.pause()
    assert first.return_value == "2026-27"
    with open_league(path) as store:
        season = load_season(store)
    assert (season.league, season.name, season.rulebook) == ("Test League", "2026-27", "gray")
    assert (str(season.dates.age_cutoff), str(season.dates.roster_deadline)) == ("2026-12-31", "2027-01-15")
    assert [(team.code, team.name) for team in season.teams] == [tuple(t.split(" ", 1)) for t in TEAMS.split("; ")]
