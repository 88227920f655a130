"""A widget's component classes (a table's cursor and header, a footer key's parts) styled from the matches kept by
what they read (`tui.textual_patches.component_styles`) get exactly the styles Textual's own apply gives them, on
every screen of the demo, and a class, a pseudo-class, a theme or a reparsed style sheet changed is seen."""

from __future__ import annotations

from typing import Any

import pytest
from textual.app import App, ComposeResult
from textual.css.stylesheet import Stylesheet
from textual.dom import DOMNode
from textual.widgets import DataTable, Input

from tui.modals.help_modal import HelpModal
from tui.textual_patches import component_styles
from tui.textual_patches.component_styles import KEPT_MATCHES, TEXTUALS_OWN, cache_component_styles

SCREENS = (
    *("dashboard", "stats", "fees", "attendance", "rosters", "scoresheet", "players", "draft"),
    *("schedule", "discipline", "playoffs", "audit", "bench", "shifts"),
)


def styled(app: App[Any]) -> dict[DOMNode, tuple[Any, ...]]:
    """Each node of the app's screen, with its own styles and its components' (the rules each holds), in order."""
    return {
        node: (
            dict(node.styles.base._rules),
            [
                (name, dict(styles.base._rules), dict(styles.inline._rules), styles.node._parent is node)
                for name, styles in node._component_styles.items()
            ],
        )
        for node in app.screen.walk_children(with_self=True)
    }


def restyled(app: App[Any], process: Any, monkeypatch: pytest.MonkeyPatch) -> dict[DOMNode, tuple[Any, ...]]:
    """The screen's styles once every node is applied again, its components processed by `process`."""
    with monkeypatch.context() as patched:
        patched.setattr(Stylesheet, "_process_component_classes", process)
        for node in app.screen.walk_children(with_self=True):
            app.stylesheet.apply(node)
    return styled(app)


def components_of(app: App[Any]) -> int:
    return sum(len(node._component_styles) for node in app.screen.walk_children(with_self=True))


@pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=lambda s: f"{s[0]}x{s[1]}")
async def test_every_screens_components_are_styled_as_textuals_own_apply_styles_them(make_app, size, monkeypatch):
    cache_component_styles()
    assert Stylesheet._process_component_classes is component_styles._process_component_classes  # the app's
    app = make_app()
    async with app.run_test(size=size) as pilot:
        for screen in (*SCREENS, "help"):
            if screen == "help":
                await pilot.press("f1")
            else:
                await app.switch_mode(screen)
            await pilot.pause()
            await pilot.pause()
            if screen == "help":
                assert isinstance(app.screen, HelpModal)
            as_shown = styled(app)
            assert components_of(app) >= 1, screen
            textuals = restyled(app, TEXTUALS_OWN, monkeypatch)
            assert textuals == as_shown, screen
            kept_again = restyled(app, component_styles._process_component_classes, monkeypatch)
            assert kept_again == textuals, screen  # each match found in what was kept this time
    assert len(component_styles._matches) <= KEPT_MATCHES


class Table(App[None]):
    CSS = """
    DataTable > .datatable--header { background: $primary; }
    DataTable.-marked > .datatable--header { background: red; }
    DataTable:focus > .datatable--cursor { background: green; }
    DataTable:blur > .datatable--cursor { background: blue; }
    """

    def compose(self) -> ComposeResult:
        yield Input()
        yield DataTable()


def header(app: Table) -> Any:
    return app.query_one(DataTable).get_component_styles("datatable--header").background


def cursor(app: Table) -> Any:
    return app.query_one(DataTable).get_component_styles("datatable--cursor").background


async def test_a_class_a_pseudo_class_a_theme_and_a_new_style_sheet_are_seen():
    cache_component_styles()
    app = Table()
    async with app.run_test() as pilot:
        table = app.query_one(DataTable)
        app.query_one(Input).focus()
        await pilot.pause()
        primary = header(app)
        assert cursor(app).hex == "#0000FF"
        table.add_class("-marked")
        await pilot.pause()
        assert header(app).hex == "#FF0000"
        table.remove_class("-marked")
        await pilot.pause()
        assert header(app) == primary  # the match kept for the first path, found again
        table.focus()
        await pilot.pause()
        assert cursor(app).hex == "#008000"
        app.query_one(Input).focus()
        await pilot.pause()
        assert cursor(app).hex == "#0000FF"

        dark_theme = app.theme
        app.theme = "textual-light" if dark_theme != "textual-light" else "textual-dark"
        await pilot.pause()
        light = header(app)
        assert light != primary
        assert light.hex == app.get_css_variables()["primary"].upper()

        app.stylesheet.add_source("DataTable > .datatable--header { background: yellow; }", ("test", "again"))
        app.stylesheet.reparse()
        app.stylesheet.update(app)
        await pilot.pause()
        assert header(app).hex == "#FFFF00"


def test_the_kept_matches_are_capped():
    assert component_styles._matches.maxsize == KEPT_MATCHES
    assert component_styles._names("datatable--cursor") == DOMNode(classes="datatable--cursor")._selector_names
