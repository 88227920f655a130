"""The audit log screen: who, when, what and why, filtered by typing."""

from __future__ import annotations

from datetime import date

from league.season.values import Game
from store.views.season_load import load_season
from store.writes.games import save_game
from tests.tui.test_round_robin_named_games import NEW_GAME
from tests.tui.two_window_cases import fill, league_for
from tui.app import RinkbookApp
from tui.text.audit_text import detail_text

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


async def test_a_round_robins_games_are_listed_in_words_cut_to_fit_and_shown_whole_on_enter_and_to_the_filter(
    empty_league, example_season, read_screen
):
    season = league_for(NEW_GAME, empty_league, example_season)
    app = RinkbookApp(empty_league, NEW_GAME.today, season)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "R")
        await fill(pilot, app, **{"rr-rounds": "1", "rr-start": "2002-12-15"})
        await pilot.press("enter", "ctrl+s", "u")  # previewed, saved, then the audit log
        await pilot.pause()
        text = read_screen(app)
        planned = [g.id for g in load_season(empty_league).games if g.date.isoformat() >= "2002-12-15"]
        first, second, third = planned[:3]
        assert f"ids: {first}, {second}, {third} and {len(planned) - 3} more," in text, text
        assert "['" not in text, text
        middle = planned[len(planned) // 2]  # not on screen, but in the list the row stands for
        await pilot.press("enter")  # the decision under the cursor, whole
        text = read_screen(app)
        assert "generate schedule" in text and f"{middle}," in text and f"{planned[-2]} and {planned[-1]}" in text
        await pilot.press("escape")
        assert middle not in read_screen(app)
        await pilot.press("slash", *middle.lower())
        await pilot.pause()
        text = read_screen(app)
        assert "1 of" in text and "generate schedule" in text, text


def test_a_detail_is_worded_as_a_reader_says_it():
    """Lists in words (a few items whole, a long one cut unless asked whole), yes and no, a swap's moves each kept
    together."""
    detail = {
        "ids": ["SF1-2", "SF1-3"],
        "replaced": False,
        "moves": [{"player": "P014", "to": "GLD"}, {"player": "P066", "to": "BLK"}],
        "order": ["BLK", "RED", "GRN", "WHT", "BLU", "GLD"],
        "left": [],
        "reason": "even the forwards",
    }
    assert detail_text(detail) == (
        "reason: even the forwards, ids: SF1-2 and SF1-3, replaced: no, "
        "moves: (player: P014, to: GLD) and (player: P066, to: BLK), order: BLK, RED, GRN and 3 more"
    )
    assert detail_text(detail, most=None).endswith("order: BLK, RED, GRN, WHT, BLU and GLD")
