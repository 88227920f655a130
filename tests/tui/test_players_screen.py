"""Players and registration (Gray rule 1) from the keys: search, register, refusal with the reason, override."""

from __future__ import annotations

from store.file.audit import audit_log
from store.views.season_load import load_season
from tests.tui.notices import notices
from tui.modals.player_modal import PlayerModal
from tui.screens.players_screen import PlayersScreen
from tui.widgets.sortable_table import SortableTable

SIZE = (120, 40)


async def fill(pilot, app, **values: str) -> None:
    for key, value in values.items():
        field = app.screen.query_one(f"#player-{key}")
        field.value = value
    await pilot.pause()


async def test_search_finds_a_player_by_name_number_or_id_prefix(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p")
        await pilot.pause()
        assert isinstance(app.screen, PlayersScreen)
        await pilot.press("slash", *"healy")
        await pilot.pause()
        text = read_screen(app)
        assert "Dan Healy" in text and "Tom Tate" not in text
        await pilot.press("ctrl+u", *"P08")  # the start of an id: P080 to P089
        await pilot.pause()
        shown = [str(k.value) for k in app.screen.query_one("#players-table", SortableTable).rows]
        expected = sorted(p.id for p in app.season.players if p.id.startswith("P08"))
        assert sorted(shown) == expected and len(expected) > 1


async def test_class_d_is_refused_with_the_reason_then_admitted_by_an_override(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p", "N")
        await pilot.pause()
        assert isinstance(app.screen, PlayerModal)
        await fill(pilot, app, name="Ray Dunn", born="1970-05-01", klass="D", rating="40")
        assert "class D players may not play. Type the" in read_screen(app)
        await pilot.press("enter")
        await pilot.pause()
        assert any("class D" in note for note in notices(app))
        assert load_season(app.store).player("P901") is None
        # The refused form is open again as typed: the committee adds its override and registers him.
        assert isinstance(app.screen, PlayerModal)
        assert app.screen.query_one("#player-name").value == "Ray Dunn"
        await fill(pilot, app, override="coached juniors; plays at C level")
        await pilot.press("enter")
        await pilot.pause()
    stored = load_season(app.store).player("P901")
    assert stored.eligibility_override.reason == "coached juniors; plays at C level"
    assert audit_log(app.store)[0].action == "eligibility override"
