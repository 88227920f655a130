"""Names holding markup-like brackets, quotes or right-to-left text are shown as written on every screen:
never read as markup (a team called "[/]" crashed the dashboard), never styled, never dropped."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest
from textual.widgets._toast import Toast

from store import models as m
from store.seasons import import_season, load_season
from tui.app import RinkbookApp
from tui.commands import COMMANDS
from tui.screens import SCREENS, screen_class

SIZE = (120, 40)
TODAY = date(2002, 12, 1)
SCREEN_KEYS = {c.action.split("'")[1]: c.key for c in COMMANDS if c.action.startswith("app.show(")}
PLAYERS = {"P001": "[/]", "P002": "[bold]Big[/bold] Al", "P003": "Ed [link=x]me[/link]", "P004": 'محمد "Mo" [i]'}
RED = "[red]Red[/] [/]"
# Where each name is on screen in the 120-column window: player names, and the team name.
SHOWS_PLAYERS = {"players", "rosters", "attendance", "shifts"}
SHOWS_TEAM = {"dashboard", "rosters", "scoresheet", "bench", "playoffs"}


@pytest.fixture
def hostile_app(league):
    """The example season again as 2009-10, with bracketed names for four players and for Red."""
    season = load_season(league)
    season = replace(season, name="2009-10",
                     players=tuple(replace(p, name=PLAYERS.get(p.id, p.name)) for p in season.players),
                     teams=tuple(replace(t, name=RED) if t.code == "RED" else t for t in season.teams))
    import_season(league, season, backup=False)
    return RinkbookApp(league, today=TODAY, season="2009-10")


@pytest.mark.parametrize("name", list(SCREENS))
async def test_every_screen_shows_bracketed_names_as_written(hostile_app, read_screen, name):
    async with hostile_app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press(SCREEN_KEYS["schedule" if name == "dashboard" else "dashboard"], SCREEN_KEYS[name])
        await pilot.pause()
        assert type(hostile_app.screen) is screen_class(name)
        text = read_screen(hostile_app)
        if name in SHOWS_PLAYERS:
            assert [n for n in PLAYERS.values() if n not in text] == []
        if name in SHOWS_TEAM:
            assert RED in text


async def test_a_refusal_quoting_a_bracketed_name_is_shown_as_written(hostile_app):
    """Toasts quote names: the one refusing something of "[/]" must show it, not crash on it."""
    async with hostile_app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        hostile_app.screen.notify("Refused: [/] already has 13 skaters (rule 2)", severity="error")
        await pilot.pause()
        note = list(hostile_app._notifications)[-1]
        toast = Toast(note)  # the widget Textual shows it in, rendered as it would be
        await hostile_app.screen.mount(toast)
        assert str(toast.render()) == "Refused: [/] already has 13 skaters (rule 2)"


@pytest.mark.parametrize("screen", ["players", "attendance"])
async def test_a_name_stored_before_the_rule_shows_its_escape_sequence_as_text(league, read_screen, screen):
    """ESC in a name from an older file is shown as "\\x1b", never written to the terminal."""
    with league.writing():
        m.Player.update(name="Al\x1b[2J").where(m.Player.pid == "P001").execute()
    app = RinkbookApp(league, today=TODAY, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press(SCREEN_KEYS[screen])
        await pilot.pause()
        assert "Al\\x1b[2J" in read_screen(app)


@pytest.mark.parametrize(("field", "typed", "message"), [
    ("rating", "²", "Rating: type a number from 0 to 100"),
    ("number", "٣٣٣", "Number: type a jersey number from 0 to 99"),
    ("born", "0001-01-01", "0001-01-01 is not a date from 1900 to 2199"),
    ("name", "[/]\x1b[2J", "control character U+001B"),
])
async def test_the_registration_form_refuses_hostile_fields_naming_them(make_app, read_screen, digest, field, typed,
                                                                         message):
    """Typed into the form, each is refused with the field's name (in the form, or as the refusal's toast)."""
    app = make_app()
    before = digest(app.store.path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p", "N")
        await pilot.pause()
        values = {"name": "Ray Dunn", "born": "1970-05-01", "klass": "B", "rating": "40", field: typed}
        for key, value in values.items():
            app.screen.query_one(f"#player-{key}").value = value
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        shown = read_screen(app) + " ".join(n.message for n in app._notifications)
        assert message in shown, shown
    assert digest(app.store.path) == before


async def test_the_season_list_shows_a_bracketed_season_name_as_written(league, read_screen):
    import_season(league, replace(load_season(league), name="[b]2010[/b] [/]"), backup=False)
    app = RinkbookApp(league, today=TODAY, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("z")
        await pilot.pause()
        assert "[b]2010[/b] [/]" in read_screen(app)
