"""A new player's id is taken in the registration's own transaction: another window taking the id the
form proposed meanwhile gives the newcomer the next free id, said in the notice, never a refusal."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.season.values import Player
from store.file.db import open_league
from store.views.season_load import load_season
from store.writes.registration import register_new_player, register_player
from tests.tui.notices import notices
from tui.modals.player_modal import PlayerModal

SIZE = (120, 40)


def test_register_new_player_takes_the_next_free_id_when_the_proposed_one_was_taken(league_file):
    taken = load_season(league_file).player("P001")
    newcomer = Player("P001", "Alice New", date(1980, 1, 1), "F", "B", 50)
    season, pid = register_new_player(league_file, None, newcomer, date(2002, 11, 1))
    assert pid == "P901" and season.player("P901").name == "Alice New"
    assert load_season(league_file).player("P001") == taken


async def test_the_form_registers_under_the_next_id_when_another_window_took_its_id(make_app, league_file):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p", "N")
        await pilot.pause()
        assert isinstance(app.screen, PlayerModal)
        for key, value in {"name": "Ray Dunn", "born": "1970-05-01", "klass": "C", "rating": "40"}.items():
            app.screen.query_one(f"#player-{key}").value = value
        with app.live.paused(), open_league(league_file.path) as other:  # another window registers P901 first
            first = replace(load_season(other).player("P001"), id="P901", name="Other Window", team=None, number=None)
            register_player(other, None, first, date(2002, 12, 1), new=True)
            await pilot.press("enter")
            await pilot.pause()
        assert any(
            note == "P902 Ray Dunn registered (P901 was taken by another window meanwhile)." for note in notices(app)
        )
    season = load_season(league_file)
    assert (season.player("P901").name, season.player("P902").name) == ("Other Window", "Ray Dunn")
