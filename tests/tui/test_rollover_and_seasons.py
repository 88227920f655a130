"""The app's season rollover (y) and season switcher (z): the new season opens, the old one stays readable."""

from __future__ import annotations

from dataclasses import replace

import pytest

from store.file.audit import audit_log
from store.season_files.import_export import import_season
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season
from store.views.season_names import season_names
from store.writes.rollover import roll_over_season
from tests.conftest import EXAMPLE
from tests.tui.notices import notices
from tui.commands import COMMANDS
from tui.modals.game_modal import GameModal
from tui.modals.reason_modal import ReasonModal
from tui.modals.season_modal import SeasonModal
from tui.modals.typed_confirm_modal import TypedConfirmModal

SIZE = (120, 40)
KEYS = {c.action.split("'")[1]: c.key for c in COMMANDS if c.action.startswith("app.show(")}


async def test_rollover_opens_the_new_season_and_the_switcher_goes_back(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y")
        await pilot.pause()
        await pilot.press(*"2003-04", "enter")  # the confirmation: the new season's name typed
        await pilot.pause()
        assert app.season_name == "2003-04" and app.season.games == ()
        assert season_names(app.store) == ["2002-03", "2003-04"]
        await pilot.press("z")
        await pilot.pause()
        assert isinstance(app.screen, SeasonModal)
        await pilot.press("up", "enter")
        await pilot.pause()
        assert app.season_name == "2002-03" and len(app.season.games) == 34
        assert "2002-03" in read_screen(app)


async def test_read_only_refuses_a_rollover(make_app):
    app = make_app(read_only=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y")
        await pilot.pause()
    assert season_names(app.store) == ["2002-03"]


async def test_the_rosters_tabs_follow_a_switch_to_a_season_with_other_teams(make_app, read_screen):
    """The tabs name the teams: switched to a season whose teams differ, they are built anew, not left
    naming the other season's teams over this one's rosters."""
    app = make_app()
    season = load_season(app.store, "2002-03")
    renamed = replace(season, name="2009-10", teams=tuple(replace(t, name=f"Wings {t.name}") for t in season.teams))
    import_season(app.store, renamed, backup=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r")
        await pilot.pause()
        assert "BLK Black" in read_screen(app)
        app.open_season("2009-10")
        await pilot.pause()
        await pilot.pause()
        text = read_screen(app)
        assert "BLK Wings Black" in text and "BLK Black" not in text


@pytest.mark.parametrize("screen", ["attendance", "schedule", "stats", "discipline", "fees"])
async def test_a_team_filter_the_season_switched_to_lacks_shows_every_team(make_app, read_screen, screen):
    """`T` chose Gold; the season switched to has no Gold: attendance crashed (no such team), the other
    screens filtered every row away."""
    app = make_app()
    text = EXAMPLE.read_bytes().replace(b'"GLD"', b'"GLX"').replace(b'"2002-03"', b'"2009-10"')
    import_season(app.store, parse_season_text(text), backup=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(KEYS[screen])
        await pilot.pause()
        app.screen.team_filter = "GLD"
        app.screen.refresh_data()
        app.open_season("2009-10")
        await pilot.pause()
        assert app.screen.team_filter is None
        assert "2009-10" in read_screen(app)


async def test_rollover_lists_the_unfinished_season_and_a_repeated_key_does_not_confirm_it(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, TypedConfirmModal)
        text = read_screen(app)
        assert "Type ROLLOVER or 2003-04 to confirm" in text
        assert "Season 2002-03 is unfinished:" in text and "3 playoff series undecided: SF1 (Red leads 1-0)" in text
        assert "fees unpaid: Black $75.00" in text
        await pilot.press("y", "enter")  # the old confirmation's key is no confirmation now
        await pilot.pause()
        assert isinstance(app.screen, TypedConfirmModal)
        assert "Not confirmed: type ROLLOVER or 2003-04, or Esc to leave it." in read_screen(app)
        await pilot.press("backspace", *"rollovr", "enter")  # a typo neither
        await pilot.pause()
        assert isinstance(app.screen, TypedConfirmModal) and season_names(app.store) == ["2002-03"]
        await pilot.press(*["backspace"] * 7, *"roll over", "enter")
        await pilot.pause()
        assert app.season_name == "2003-04"
    assert season_names(app.store) == ["2002-03", "2003-04"]
    entry = audit_log(app.store)[0]
    assert entry.action == "roll over" and "fees unpaid: Black $75.00" in " ".join(entry.detail["unfinished"])


async def test_a_past_season_opens_read_only_until_the_committee_unlocks_it_with_a_reason(
    league_file, make_app, read_screen
):
    roll_over_season(league_file, None)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:  # the app opens on 2002-03: no longer the latest season
        await pilot.pause()
        assert "PAST SEASON, READ-ONLY" in read_screen(app)
        await pilot.press("s", "A")
        await pilot.pause()
        assert not isinstance(app.screen, GameModal)
        app.screen.action_add_game()  # as the palette would: refused in words, nothing opens
        await pilot.pause()
        assert any("season 2002-03 is a past season" in note and "unlock (Z" in note for note in notices(app))
        assert not isinstance(app.screen, GameModal)
        await pilot.press("Z")
        await pilot.pause()
        assert isinstance(app.screen, ReasonModal)
        await pilot.press(*"fix R12 score", "enter")
        await pilot.pause()
        assert "PAST SEASON" not in read_screen(app)
        await pilot.press("A")
        await pilot.pause()
        assert isinstance(app.screen, GameModal)  # corrections are open now
    entry = audit_log(app.store)[0]
    assert (entry.action, entry.season, entry.detail["reason"]) == ("unlock past season", "2002-03", "fix R12 score")
