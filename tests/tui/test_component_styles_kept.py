"""A widget's component styles are matched once for what tells them apart
(`tui.textual_patches.component_styles.kept_component_styles`): a restyle matches no component rule again, and what
each component is given is what Textual's own match gives it, on every screen and wherever an ancestor's class, the
widget's focus or its own class changes what the rules find."""

from __future__ import annotations

from typing import Any

import pytest
from textual.app import App, ComposeResult
from textual.css.stylesheet import Stylesheet
from textual.dom import DOMNode
from textual.widget import Widget
from textual.widgets import Button, Input

import tui.app  # noqa: F401  # installs the app's patches, this one among them
from tests.tui.conftest import each_screen_shown
from tui.textual_patches.footer import FooterKey


def fresh(stylesheet: Stylesheet, node: DOMNode, name: str) -> tuple[dict[str, Any], tuple[bool, ...]]:
    """Component `name` of `node` as Textual's own match styles it now: a virtual node made and applied anew."""
    virtual = DOMNode(classes=name)
    virtual._attach(node)
    stylesheet.apply(virtual)
    return virtual._css_styles.get_rules(), flags(virtual)


def flags(node: DOMNode) -> tuple[bool, ...]:
    return (node._has_hover_style, node._has_focus_within, node._has_order_style, node._has_odd_or_even)


def assert_as_textual_styles(app: App[Any]) -> int:
    """Every component of every widget shown is styled as Textual's own match styles it; returns how many."""
    checked = 0
    for node in app.screen.walk_children(with_self=True):
        for name, styles in node._component_styles.items():
            assert (styles.base.get_rules(), flags(styles.node)) == fresh(app.stylesheet, node, name), (node, name)
            checked += 1
    return checked


def component_matches(monkeypatch: pytest.MonkeyPatch) -> list[DOMNode]:
    """The virtual nodes Textual's match looks at from now on, one entry per rule checked."""
    matched: list[DOMNode] = []
    check = Stylesheet._check_rule

    def counted(cls: type[Stylesheet], rule_set: Any, css_path_nodes: list[DOMNode]) -> Any:
        if not isinstance(css_path_nodes[-1], Widget):
            matched.append(css_path_nodes[-1])
        return check(rule_set, css_path_nodes)

    monkeypatch.setattr(Stylesheet, "_check_rule", classmethod(counted))
    return matched


async def test_a_restyle_matches_no_component_rule_again(make_app, monkeypatch):
    """The second restyle of a footer key and of a table gives their components the styles of the first without
    matching a rule (Textual matched each component's rules at each)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        key = app.screen.query(FooterKey).first()
        table = next(n for n in app.screen.walk_children() if len(n._get_component_classes()) > 5)
        for widget in (key, table):
            app.stylesheet.apply(widget)
        before = {w: dict(w._component_styles) for w in (key, table)}
        matched = component_matches(monkeypatch)
        for widget in (key, table):
            app.stylesheet.apply(widget)
        assert matched == []
        for widget in (key, table):
            assert set(widget._component_styles) == set(before[widget]) == widget._get_component_classes()
            for name, styles in widget._component_styles.items():
                assert styles == before[widget][name]
                assert styles.node is not None and styles.node.parent is widget


@pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=lambda s: f"{s[0]}x{s[1]}")
async def test_every_screens_components_are_styled_as_textual_styles_them(make_app, size):
    app = make_app()
    async with app.run_test(size=size) as pilot:
        async for name in each_screen_shown(app, pilot):
            assert assert_as_textual_styles(app), name
            await pilot.press("tab")  # a focus moved: the widgets left and reached restyled
            await pilot.pause()
            assert assert_as_textual_styles(app), name
        await pilot.press("f1")
        await pilot.pause()
        assert assert_as_textual_styles(app)


class WarmApp(App[None]):
    """Component rules that read an ancestor's class, the widget's focus and the widget's own class."""

    CSS = """
    Screen.-warm Input > .input--placeholder { color: red; }
    Input:focus > .input--cursor { color: green; }
    Input.-loud > .input--suggestion { text-style: bold; }
    """

    def compose(self) -> ComposeResult:
        yield Button("first")
        yield Input(placeholder="a")
        yield Input(placeholder="b")


def placeholder_color(widget: Input, name: str = "input--placeholder") -> Any:
    return widget._component_styles[name].base.get_rules().get("color")


async def test_an_ancestors_class_the_focus_and_a_class_each_change_what_is_kept():
    app = WarmApp()
    async with app.run_test() as pilot:
        first, second = app.query(Input)
        assert assert_as_textual_styles(app)
        plain = placeholder_color(first)
        app.screen.add_class("-warm")
        await pilot.pause()
        assert assert_as_textual_styles(app)
        assert placeholder_color(first) != plain and placeholder_color(first) == placeholder_color(second)
        app.screen.remove_class("-warm")
        await pilot.pause()
        assert placeholder_color(first) == plain
        first.focus()
        await pilot.pause()
        assert assert_as_textual_styles(app)
        assert placeholder_color(first, "input--cursor") != placeholder_color(second, "input--cursor")
        second.add_class("-loud")
        await pilot.pause()
        assert assert_as_textual_styles(app)
        assert "text_style" in second._component_styles["input--suggestion"].base.get_rules()
        assert "text_style" not in first._component_styles["input--suggestion"].base.get_rules()
