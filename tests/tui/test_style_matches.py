"""Widgets and their component classes (a table's cursor and header, a footer key's parts) styled from the matches
kept by what they read (`tui.textual_patches.style_matches`) get exactly the styles Textual's own apply gives them,
on every screen of the demo, and a class, a pseudo-class, a theme or a reparsed style sheet changed is seen."""

from __future__ import annotations

from typing import Any

import pytest
from textual.app import App, ComposeResult
from textual.containers import Vertical
from textual.css.stylesheet import Stylesheet
from textual.dom import DOMNode
from textual.widgets import DataTable, Input, Label

from tui.modals.help_modal import HelpModal
from tui.textual_patches import style_matches
from tui.textual_patches.style_matches import (
    KEPT_MATCHES,
    TEXTUALS_APPLY,
    TEXTUALS_COMPONENTS,
    keep_style_matches,
    virtual_names,
)

SCREENS = (
    *("dashboard", "stats", "fees", "attendance", "rosters", "scoresheet", "players", "draft"),
    *("schedule", "discipline", "playoffs", "audit", "bench", "shifts"),
)


def styled(app: App[Any]) -> dict[DOMNode, tuple[Any, ...]]:
    """Each node of the app's screen, with its own styles, the flags Textual's match sets, and its components'
    styles (the rules each holds), in order."""
    return {
        node: (
            dict(node.styles.base._rules),
            (node._has_hover_style, node._has_focus_within, node._has_order_style, node._has_odd_or_even),
            [
                (name, dict(styles.base._rules), dict(styles.inline._rules), styles.node._parent is node)
                for name, styles in node._component_styles.items()
            ],
        )
        for node in app.screen.walk_children(with_self=True)
    }


def restyled(app: App[Any], apply: Any, process: Any, monkeypatch: pytest.MonkeyPatch) -> dict[DOMNode, Any]:
    """The screen's styles once every node is applied again by `apply`, its components processed by `process`."""
    with monkeypatch.context() as patched:
        patched.setattr(Stylesheet, "apply", apply)
        patched.setattr(Stylesheet, "_process_component_classes", process)
        for node in app.screen.walk_children(with_self=True):
            app.stylesheet.apply(node)
    return styled(app)


def components_of(app: App[Any]) -> int:
    return sum(len(node._component_styles) for node in app.screen.walk_children(with_self=True))


@pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=lambda s: f"{s[0]}x{s[1]}")
async def test_every_screens_widgets_are_styled_as_textuals_own_apply_styles_them(make_app, size, monkeypatch):
    keep_style_matches()
    assert Stylesheet.apply is style_matches._apply  # the app's
    assert Stylesheet._process_component_classes is style_matches._process_component_classes
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
            textuals = restyled(app, TEXTUALS_APPLY, TEXTUALS_COMPONENTS, monkeypatch)
            assert textuals == as_shown, screen
            kept_again = restyled(app, style_matches._apply, style_matches._process_component_classes, monkeypatch)
            assert kept_again == textuals, screen  # each match found in what was kept this time
            app.stylesheet.update_nodes(app.screen.walk_children(with_self=True))  # with Textual's cache for one update
            assert styled(app) == textuals, screen
    assert len(style_matches._matches) <= KEPT_MATCHES


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
    keep_style_matches()
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


class Boxes(App[None]):
    CSS = """
    #left > .box > Label { color: red; }
    #right > .box > Label { color: blue; }
    .box > Label:last-child { background: yellow; }
    """

    def compose(self) -> ComposeResult:
        yield Vertical()  # the sides neither first nor last: they differ by their id alone
        for side in ("left", "right"):
            yield Vertical(Vertical(Label(f"{side} first"), Label(f"{side} last"), classes="box"), id=side)
        yield Vertical()


def styled_alone(app: App[Any]) -> dict[str, Any]:
    """Each label's styles once styled alone, in turn, as a widget mounted is."""
    for label in app.query(Label):
        app.stylesheet.apply(label)
    return {str(label.render()): label.styles for label in app.query(Label)}


async def test_an_id_up_the_path_and_a_pseudo_class_of_the_node_are_seen():
    keep_style_matches()
    app = Boxes()
    async with app.run_test() as pilot:
        await pilot.pause()
        shown = styled_alone(app)
        assert {text: styles.color.hex for text, styles in shown.items()} == {
            "left first": "#FF0000",
            "left last": "#FF0000",
            "right first": "#0000FF",
            "right last": "#0000FF",
        }
        yellow = {text for text, styles in shown.items() if styles.background.hex == "#FFFF00"}
        assert yellow == {"left last", "right last"}


def test_the_kept_matches_are_capped():
    assert style_matches._matches.maxsize == KEPT_MATCHES
    assert virtual_names("datatable--cursor") == DOMNode(classes="datatable--cursor")._selector_names
