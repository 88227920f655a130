"""A league created from scratch, its round robin generated, a game postponed, all audited."""

from __future__ import annotations

from datetime import date

from store.file.audit import audit_log
from store.file.db import open_league
from store.views.season_load import load_season
from tests.tui.new_league_form import SIZE, TODAY, fill
from tests.tui.notices import notices
from tui.app import RinkbookApp
from tui.first_run_app import FirstRunApp


async def test_new_league_from_scratch_then_schedule_then_postpone(tmp_path, read_screen):
    path = tmp_path / "league.db"
    first = FirstRunApp(path, TODAY)
    async with first.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "No league file at" in read_screen(first)
        await fill(
            pilot,
            first,
            {
                "new-league": "Test League",
                "new-season": "2026-27",
                "new-cutoff": "2026-12-31",
                "new-deadline": "2027-01-15",
                "new-teams": "RED Red/red; BLK Black; BLU Blue; WHT White; GLD Gold; GRN Green",
            },
        )
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert not path.exists()  # asked first
        await pilot.press("y")
        await pilot.pause()
    assert first.return_value == "2026-27"
    store = open_league(path)
    try:
        app = RinkbookApp(store, today=TODAY, season="2026-27")
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("s")
            await pilot.press("R")
            await pilot.pause()
            await fill(
                pilot,
                app,
                {
                    "rr-rounds": "2",
                    "rr-start": "2026-09-06",
                    "rr-slots": "Sun 19:00 1/2, Sun 20:15 3/4, Sun 21:30 5/6",
                    "rr-blackouts": "2026-09-13",
                },
            )
            app.screen.query_one("#rr-rounds").focus()
            await pilot.press("enter")
            await pilot.pause()
            assert "Preview: 30 games" in read_screen(app)
            await pilot.press("ctrl+s")
            await pilot.pause()
            assert len(app.season.games) == 30
            assert date(2026, 9, 13) not in {g.date for g in app.season.games}
            await pilot.press("P")
            await pilot.pause()
            await fill(pilot, app, {"reason": "ice resurfacer broke"})
            await pilot.press("enter")
            await pilot.pause()
            assert any(g.status == "postponed" for g in load_season(store).games)
            await pilot.press("u")
            await pilot.pause()
            text = read_screen(app)
            assert "postpone game" in text and "generate schedule" in text and "import season" in text
        actions = [e.action for e in audit_log(store)]
        assert actions[:3] == ["postpone game", "generate schedule", "import season"]
        assert audit_log(store)[0].detail["reason"] == "ice resurfacer broke"
    finally:
        store.close()


async def test_a_final_game_cannot_be_cancelled_or_moved(make_app, read_screen):
    """Results stand: the schedule refuses to cancel or move a final game, and writes nothing."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        await pilot.press("F", "F")  # final games only
        await pilot.pause()
        assert "final:" in read_screen(app)
        before = len(audit_log(app.store))
        await pilot.press("X")
        await pilot.pause()
        await pilot.press("M")
        await pilot.pause()
        assert len(audit_log(app.store)) == before
        assert not app.screen.query("#reason") and not app.screen.query("#game-date")


async def test_enter_on_a_game_opens_its_scoresheet(make_app):
    from tui.screens.scoresheet_screen import ScoresheetScreen

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("s", "down")
        chosen = app.screen.game_under_cursor().id
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ScoresheetScreen)
        assert app.screen.game_id == chosen


async def test_first_run_imports_a_season_file_after_asking(tmp_path, example_path):
    path = tmp_path / "league.db"
    first = FirstRunApp(path, TODAY)
    async with first.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await fill(pilot, first, {"new-import": str(example_path)})
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert not path.exists()  # asked first
        await pilot.press("y")
        await pilot.pause()
    assert first.return_value == "2002-03" and path.exists()


async def test_first_run_refused_import_leaves_no_file(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "rinkbook.season", "version": 9}')
    path = tmp_path / "league.db"
    first = FirstRunApp(path, TODAY)
    async with first.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await fill(pilot, first, {"new-import": str(bad)})
        await pilot.press("ctrl+o", "y")
        await pilot.pause()
    assert not path.exists()


async def test_adding_a_game_into_a_teams_taken_slot_is_refused_in_words(make_app):
    """docs/readings/shared.md#the-schedule: `A` put Black v Red into the slot of Blue v Red at 20:15 on 2002-10-06; now
    it is refused, naming both games and the team, and nothing is saved."""
    app = make_app()
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.press("s", "A")
        await pilot.pause()
        await fill(
            pilot,
            app,
            {
                "game-date": "2002-10-06",
                "game-time": "20:15",
                "game-home": "BLK",
                "game-away": "RED",
                "game-rooms": "4/3",
                "game-reason": "extra game",
            },
        )
        app.screen.query_one("#game-reason").focus()
        before = len(load_season(app.store).games)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        shown = " ".join(notices(app))  # the toasts the committee reads
        assert "Black v Red at 20:15 on 2002-10-06 overlaps R02 Blue v Red at 20:15" in shown
        assert "Red would play two games at once" in shown
        assert len(load_season(app.store).games) == before


async def test_a_new_gray_league_of_four_teams_is_refused_naming_rule_2_and_the_count(tmp_path, read_screen):
    """docs/readings/shared.md#the-schedule: a Gray season of four teams could never start its playoffs; the form
    refuses it, no file made."""
    path = tmp_path / "league.db"
    first = FirstRunApp(path, TODAY)
    async with first.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await fill(
            pilot,
            first,
            {
                "new-league": "Test League",
                "new-season": "2026-27",
                "new-cutoff": "2026-12-31",
                "new-deadline": "2027-01-15",
                "new-teams": "RED Red; BLK Black; BLU Blue; WHT White",
            },
        )
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "Teams: the league has 6 teams, not 4 (rule 2)." in " ".join(read_screen(first).split())
    assert not path.exists()


async def test_a_second_round_robin_previews_only_the_slots_the_schedule_leaves_free(make_app):
    """docs/readings/shared.md#the-schedule: the round robin run again put Black v Red into Red v Blue's slot; it now
    plans around every game on the ice (the example's Sundays to 2002-12-08 are all taken)."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "R")
        await pilot.pause()
        await fill(
            pilot,
            app,
            {
                "rr-rounds": "1",
                "rr-start": "2002-10-06",
                "rr-slots": "Sun 19:00 1/2, Sun 20:15 3/4, Sun 21:30 5/6",
                "rr-blackouts": "",
            },
        )
        app.screen.query_one("#rr-rounds").focus()
        await pilot.press("enter")
        await pilot.pause()
        preview = app.screen.preview
        assert len(preview) == 15 and min(g.date for g in preview) == date(2002, 12, 15)
