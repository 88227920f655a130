"""A widget's component styles worked out once for each place they can be told apart by (Textual 8.2.x).

At every restyle of a widget with component classes (a table's twelve, an input's four, a footer key's two)
Textual makes a "virtual" node for each class, attached to the widget, and matches every rule that may style it
against the path from the app down to it: some 50 µs a class (half a millisecond a table), most of it the match,
for the same answer at each footer key, each input of a form, each table of a screen, each start of the app.

What a match finds depends only on the rules that may style the virtual node (those Textual's `apply` limits to:
named by its class, `DOMNode` or `*`, in the style sheet's order) and on what their selectors find along the path.
The virtual node is always the same for its class (no id, no pseudo-class), so the match is told by each selector
before the last of each of those rules, checked on each node of the path from the app down to the widget. Each
answer is kept by exactly that, with the rules themselves (Textual's parsed rules, kept from one parse to the next
for the same text and variables, `style_cache`), and given again: each virtual node is still made and given the
rules Textual would give it, through Textual's own `replace_rules`, so what is drawn and refreshed is unchanged.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.css.stylesheet import Stylesheet
from textual.dom import DOMNode

from tui.textual_patches.cycles import cut_replaced_components

_KEPT_MOST = 4096  # answers kept, the first dropped first: some 40 over four Pilot modules, a few in a session

# What a component's match sets: its rules (None when none styles it), and the four flags Textual's `apply` sets.
_Answer = tuple[Any, tuple[bool, bool, bool, bool]]

_answers: dict[tuple[Any, ...], dict[str, _Answer]] = {}


def _flags(node: Any) -> tuple[bool, bool, bool, bool]:
    return (node._has_hover_style, node._has_focus_within, node._has_order_style, node._has_odd_or_even)


def _selectors(stylesheet: Stylesheet, widget_type: type[DOMNode], classes: frozenset[str]) -> tuple[Any, Any]:
    """The rules that may style `classes`' virtual nodes (a tuple, in the order Textual applies them) and the
    selectors checked on the widget's path (those before the last of each rule's selector sets), for the style
    sheet's rules as they are now; kept on the style sheet until its rules change."""
    rules_map = stylesheet.rules_map
    kept: tuple[Any, dict[type[DOMNode], tuple[Any, Any]]] | None
    kept = stylesheet.__dict__.get("_rinkbook_component_rules")
    if kept is None or kept[0] is not rules_map:
        kept = (rules_map, {})
        stylesheet.__dict__["_rinkbook_component_rules"] = kept
    found = kept[1].get(widget_type)
    if found is None:
        names = {"*", "DOMNode", *(f".{name}" for name in classes)}
        limit = {rule for name in rules_map.keys() & names for rule in rules_map[name]}
        rules = tuple(rule for rule in reversed(stylesheet.rules) if rule in limit)
        selectors: dict[int, Any] = {}
        for rule in rules:
            for selector_set in rule.selector_set:
                for selector in selector_set.selectors[:-1]:
                    selectors.setdefault(id(selector), selector)
        found = (rules, tuple(selector.check for selector in selectors.values()))
        kept[1][widget_type] = found
    return found


def _key(stylesheet: Stylesheet, node: DOMNode, classes: frozenset[str]) -> tuple[Any, ...]:
    rules, checks = _selectors(stylesheet, type(node), classes)
    path = node.css_path_nodes
    return (rules, classes, tuple(tuple(check(step) for check in checks) for step in path))


def kept_component_styles() -> None:
    """Work each widget's component styles out once for what tells them apart (see the module).

    Why: the CPU of every restyle, so of every screen's first frame and every focus move. Textual 8.2.x:
    `Stylesheet._process_component_classes` (as wrapped by `cycles.cut_cycles`, called on a miss),
    `Stylesheet.rules_map`, `Stylesheet.rules`, `RuleSet.selector_set`, `Selector.check`, `DOMNode._attach`,
    `_get_component_classes`, `_component_styles`, `_has_hover_style`, `_has_focus_within`, `_has_order_style`,
    `_has_odd_or_even`.
    """
    if getattr(Stylesheet._process_component_classes, "_rinkbook_kept", False):
        return
    process = _process_with(Stylesheet._process_component_classes)
    Stylesheet._process_component_classes = process  # type: ignore[method-assign, assignment]


def _process_with(textuals: Callable[[Stylesheet, DOMNode], None]) -> Callable[[Stylesheet, DOMNode], None]:
    def process(stylesheet: Stylesheet, node: DOMNode) -> None:
        classes = node._get_component_classes()
        if not classes:
            return
        key = _key(stylesheet, node, classes)
        answers = _answers.get(key)
        if answers is None:
            given: dict[int, Any] = {}

            def replace_rules(virtual: DOMNode, rules: Any, animate: bool = False) -> None:
                given[id(virtual)] = rules
                type(stylesheet).replace_rules(virtual, rules, animate=animate)

            stylesheet.__dict__["replace_rules"] = replace_rules  # what Textual's match gives each virtual node
            try:
                textuals(stylesheet, node)
            finally:
                del stylesheet.__dict__["replace_rules"]
            _answers[key] = _found(node, classes, given)
            if len(_answers) > _KEPT_MOST:
                del _answers[next(iter(_answers))]
            return
        replaced = node._component_styles.copy()
        node._component_styles.clear()
        refresh = False
        for name in sorted(classes):
            virtual = DOMNode(classes=name)
            virtual._attach(node)
            rules, flags = answers[name]
            (
                virtual._has_hover_style,
                virtual._has_focus_within,
                virtual._has_order_style,
                virtual._has_odd_or_even,
            ) = flags
            if rules is not None:
                stylesheet.replace_rules(virtual, rules, animate=False)
            if not refresh and replaced.get(name) != virtual.styles:
                refresh = True
            node._component_styles[name] = virtual.styles
        if refresh:
            node.refresh()
        cut_replaced_components(replaced, node._component_styles)

    process._rinkbook_kept = True  # type: ignore[attr-defined]
    return process


def _found(node: DOMNode, classes: frozenset[str], given: dict[int, Any]) -> dict[str, _Answer]:
    """What Textual's match just gave each of `node`'s component classes (`given`: the rules, by virtual node)."""
    found: dict[str, _Answer] = {}
    for name in classes:
        virtual = node._component_styles[name].node
        found[name] = (given.get(id(virtual)), _flags(virtual))
    return found
