"""The audit log screen: who, when, what and why, filtered by typing."""

from __future__ import annotations

from datetime import date

from league.season.values import Game
from store.views.season_load import load_season
from store.writes.games import save_game

SIZE = (120, 40)


async def test_audit_lists_who_decided_and_filters(make_app, league_file, read_screen, monkeypatch):
    monkeypatch.setenv("RINKBOOK_USER", "Pat (committee)")
    game = Game("SF1-2", "playoff", date(2002, 12, 22), "20:15", "WHT", "RED", rooms=(3, 4), series="SF1", no=2)
    save_game(league_file, None, game, decision="schedule playoff game", reason="booked with the rink")
    assert load_season(league_file).game("SF1-2") is not None
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("u")
        text = read_screen(app)
        assert "Pat (committee)" in text and "schedule playoff game" in text and "import season" in text
        await pilot.press("slash", *"playoff")
        await pilot.pause()
        text = read_screen(app)
        assert "1 of 2 decisions" in text and "import season" not in text
        assert "reason: booked with the rink" in text


async def test_an_audit_row_another_program_wrote_wrongly_is_shown_as_its_text(make_app, league_file, read_screen):
    with league_file.writing() as db:  # as the sqlite3 shell would leave it: not JSON, a number for the time
        db.execute_sql(
            "INSERT INTO audit (at, season, action, detail) VALUES (20021222, '2002-03', 'hand edit', "
            "'moved by hand {not json')"
        )
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("u")
        text = read_screen(app)
        assert "moved by hand {not json" in text and "hand edit" in text and "20021222" in text
        assert "import season" in text  # the rows around it are shown as ever
