"""Names holding markup-like brackets, quotes or right-to-left text are shown as written on every screen:
never read as markup (a team called "[/]" crashed the dashboard), never styled, never dropped."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest
from textual.widgets._toast import Toast

from store.season_files.import_export import import_season, import_season_file
from store.tables import models as m
from store.views.season_load import load_season
from tests.conftest import EXAMPLE
from tests.tui.notices import notice_titles, notices, notifications
from tui.app import RinkbookApp
from tui.commands import COMMANDS
from tui.modals.drop_modals import DropDecisionModal, SubstituteModal
from tui.modals.playoff_game_modal import GameSlot, PlayoffGameModal
from tui.modals.reason_modal import ReasonModal
from tui.screens import SCREENS, screen_class

SIZE = (120, 40)
WIDE = (170, 40)
TODAY = date(2002, 12, 1)
SCREEN_KEYS = {c.action.split("'")[1]: c.key for c in COMMANDS if c.action.startswith("app.show(")}
PLAYERS = {"P001": "[/]", "P002": "[bold]Big[/bold] Al", "P003": "Ed [link=x]me[/link]", "P004": 'محمد "Mo" [i]'}
RED = "[red]Red[/] [/]"
# Where each name is on screen in the 120-column window: player names, and the team name.
SHOWS_PLAYERS = {"players", "rosters", "attendance", "shifts"}
SHOWS_TEAM = {"dashboard", "rosters", "scoresheet", "bench", "playoffs"}


@pytest.fixture
def hostile_app(filled_league):
    """The example season, and again as 2009-10, with bracketed names for four players and for Red."""
    return RinkbookApp(filled_league("hostile_app", _hostile_season), today=TODAY, season="2009-10")


def _hostile_season(store) -> None:
    import_season_file(store, EXAMPLE)
    season = load_season(store)
    season = replace(
        season,
        name="2009-10",
        players=tuple(replace(p, name=PLAYERS.get(p.id, p.name)) for p in season.players),
        teams=tuple(replace(t, name=RED) if t.code == "RED" else t for t in season.teams),
    )
    import_season(store, season, backup=False)


@pytest.mark.parametrize("name", [n for n in SCREENS if n != "goalies"])  # a Gray season: no goalie competition
async def test_every_screen_shows_bracketed_names_as_written(hostile_app, read_screen, name):
    # Wide enough for every table whole: a narrower one cuts its names first (tui/widgets/fitting.py).
    async with hostile_app.run_test(size=WIDE) as pilot:
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
        note = notifications(hostile_app)[-1]
        toast = Toast(note)  # the widget Textual shows it in, rendered as it would be
        await hostile_app.screen.mount(toast)
        assert str(toast.render()) == "Refused: [/] already has 13 skaters (rule 2)"


@pytest.mark.parametrize("screen", ["players", "attendance"])
async def test_a_name_stored_before_the_rule_shows_its_escape_sequence_as_text(league_file, read_screen, screen):
    """ESC in a name from an older file is shown as "\\x1b", never written to the terminal."""
    with league_file.writing():
        m.Player.update(name="Al\x1b[2J").where(m.Player.pid == "P001").execute()
    app = RinkbookApp(league_file, today=TODAY, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press(SCREEN_KEYS[screen])
        await pilot.pause()
        assert "Al\\x1b[2J" in read_screen(app)


@pytest.mark.parametrize(
    ("field", "typed", "message"),
    [
        ("rating", "²", "Rating: type a number from 0 to 100"),
        ("number", "٣٣٣", "Number: type a jersey number from 0 to 99"),
        ("born", "0001-01-01", "0001-01-01 is not a date from 1900 to 2199"),
        ("name", "[/]\x1b[2J", "control character U+001B"),
    ],
)
async def test_the_registration_form_refuses_hostile_fields_naming_them(
    make_app, read_screen, digest, field, typed, message
):
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
        shown = read_screen(app) + " ".join(notices(app))
        assert message in shown, shown
    assert digest(app.store.path) == before


async def test_the_season_list_shows_a_bracketed_season_name_as_written(league_file, read_screen):
    import_season(league_file, replace(load_season(league_file), name="[b]2010[/b] [/]"), backup=False)
    app = RinkbookApp(league_file, today=TODAY, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("z")
        await pilot.pause()
        assert "[b]2010[/b] [/]" in read_screen(app)


async def test_the_scoresheet_lists_a_bracketed_player_name_as_written(hostile_app, read_screen):
    """The dressing list of a game of Black (whose players are "[/]" and "[bold]Big[/bold] Al") crashed the
    scoresheet: its prompts were read as markup."""
    async with hostile_app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await hostile_app.open_scoresheet("R01")
        await pilot.pause()
        text = read_screen(hostile_app)
        assert "R01" in text
        assert "[/]" in text and "[bold]Big[/bold]" in text


async def test_a_team_code_holding_brackets_has_its_roster_tab(empty_league, read_screen, tmp_path):
    """Codes are the league's text: one used as a widget id ("roster-[/]") crashed the rosters screen
    (BadIdentifier), and the tab's commands must still reach the team by its code."""
    text = EXAMPLE.read_text(encoding="utf-8").replace('"GLD"', '"[/]"')
    (tmp_path / "season.json").write_text(text, encoding="utf-8")
    import_season_file(empty_league, tmp_path / "season.json")
    app = RinkbookApp(empty_league, today=TODAY, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(SCREEN_KEYS["rosters"])
        await pilot.pause()
        gold = [t.code for t in app.season.teams].index("[/]")
        app.screen.query_one("#roster-tabs").active = f"team-{gold}"
        await pilot.pause()
        assert "[/] Gold" in read_screen(app)
        table = app.screen.query_one(f"#roster-{gold}")
        table.focus()
        table.move_cursor(row=1)
        await pilot.press("K")  # Gold's captain filed a drop request, so rule 10 keeps him: refused, naming Gold
        await pilot.pause()
        assert "is not the captain of Gold" in notices(app)[-1]


@pytest.mark.parametrize(
    ("modal", "title"),
    [
        (lambda: DropDecisionModal("Drop [b]9?", "facts", TODAY), "Drop [b]9?"),
        (lambda: SubstituteModal("A substitute for [b]9 on [/]", [], TODAY), "A substitute for [b]9 on [/]"),
        (lambda: ReasonModal("Correct [/]", "Why?"), "Correct [/]"),
        (lambda: PlayoffGameModal("[/] game 1", "A v B", GameSlot(TODAY, "19:00", (1, 2))), "[/] game 1"),
    ],
)
async def test_a_dialog_title_quoting_an_id_or_code_is_shown_as_written(make_app, read_screen, modal, title):
    """Ids and codes are the league's text ("Drop {id}?", "A substitute for {id} on {code}"): a title read as
    markup crashed on "[/]" and lost "[b]"."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(modal())
        await pilot.pause()
        assert f"─ {title} ─" in read_screen(app)


async def test_a_league_name_stored_before_the_rule_shows_its_escape_in_the_header(league_file, read_screen):
    """The header is on every screen: ESC in the league's name reached the terminal there (reverse video)."""
    with league_file.writing():
        m.Season.update(league="Gray\x1b[7m").execute()
    app = RinkbookApp(league_file, today=TODAY, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "Gray\\x1b[7m" in read_screen(app).splitlines()[0]


async def test_a_name_stored_before_the_rule_shows_its_escape_in_a_text_panel(league_file, read_screen):
    """The draft's latest picks are a text panel, not a table: ESC in a picked player's name reached the
    terminal there (any Static quoting a name did)."""
    picked = load_season(league_file).draft.picks[-1].player
    with league_file.writing():
        m.Player.update(name="Al\x1b[41m").where(m.Player.pid == picked).execute()
    app = RinkbookApp(league_file, today=TODAY, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(SCREEN_KEYS["draft"])
        await pilot.pause()
        assert f"{picked} Al\\x1b[41m" in read_screen(app)


async def test_a_team_name_stored_before_the_rule_shows_its_escape_in_tabs_titles_and_toasts(league_file, read_screen):
    """Tab labels, panel titles and toasts are no Static: ESC in Black's name reached the terminal there."""
    with league_file.writing():
        m.Team.update(name="Bl\x1b[42m").where(m.Team.code == "BLK").execute()
    app = RinkbookApp(league_file, today=TODAY, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(SCREEN_KEYS["rosters"])
        await pilot.pause()
        assert "BLK Bl\\x1b[42m" in read_screen(app)
        await app.open_scoresheet("R01")  # Black at home
        await pilot.pause()
        assert "BLK Bl\\x1b[42m (home)" in read_screen(app)
        app.notify("Bl\x1b[42m refused", title="Bl\x1b[42m")
        await pilot.pause()
        assert (notice_titles(app)[-1], notices(app)[-1]) == ("Bl\\x1b[42m", "Bl\\x1b[42m refused")
