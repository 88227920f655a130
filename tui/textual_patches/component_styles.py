"""The styles of a widget's component classes (a table's cursor, header, ...; a footer key's key and description),
kept by what Textual's match of them reads, not worked out anew at each restyle of the widget (Textual 8.2.x).

Each time Textual styles a widget (`Stylesheet.apply`: each widget mounted, each focus, class or screen change) it
makes one virtual node per component class of it, a child of the widget with that class alone, and matches it
against the style sheet's rules: twelve for a table, two for each footer key; on the Pilot tests some 60% of all
style applications. What the match gives depends only on the rules and on what their selectors read along the
widget's path from the app: each node's type names, id, classes, and whether it has each pseudo-class the rules
that may style the component name. `cache_component_styles` keys the rules found by exactly that (and by the
component), for the style sheet's current rules alone: a new parse (a theme change, a reloaded sheet) starts
afresh. Each virtual node is still made and given the rules found by Textual's own `replace_rules`, so a widget's
component styles, and whether the widget is refreshed for them, are what Textual's own apply gives.
"""

from __future__ import annotations

import weakref
from typing import Any

from textual.cache import LRUCache
from textual.css.stylesheet import Stylesheet
from textual.dom import DOMNode

# Rules found for a component on a path, for the rules that may style it: a screen's widgets take a few hundred
# paths (the demo's every screen at a few sizes: under 1,000 entries).
KEPT_MATCHES = 4096

_EMPTY: dict[str, Any] = {}  # no rule styles the component: Textual leaves its styles empty
_UNKEPT: dict[str, Any] = {"unkept": True}  # rules Textual would not hand over (see `_matched`): always matched anew

TEXTUALS_OWN = Stylesheet._process_component_classes  # what the tests compare against
_textuals_own = TEXTUALS_OWN

_Found = tuple[dict[str, Any], tuple[bool, bool, bool, bool]]
_matches: LRUCache[tuple[Any, ...], _Found] = LRUCache(KEPT_MATCHES)

# One object for each list of the rules that may style a component, in the order Textual's apply reads them: the
# key of its matches (hashed by identity: a tuple of rules would be hashed anew at each look-up). A parse reuses
# the rules it parsed before (its cache), so a sheet parsed again for a new widget's styles finds the same lists.
_candidates: dict[tuple[Any, ...], object] = {}
KEPT_CANDIDATES = 1024


class _Sheet:
    """What one style sheet's current rules give each component: the rules that may style it, and the
    pseudo-classes they name."""

    def __init__(self, rules: list[Any]) -> None:
        self.rules = rules  # held, so that its identity is never another list's
        self.candidates: dict[str, object] = {}
        self.pseudo_classes: dict[frozenset[str], tuple[str, ...]] = {}


_sheets: weakref.WeakKeyDictionary[Stylesheet, _Sheet] = weakref.WeakKeyDictionary()


def _sheet(stylesheet: Stylesheet) -> _Sheet:
    rules = stylesheet.rules  # parses a changed sheet, as Textual's apply would at once
    sheet = _sheets.get(stylesheet)
    if sheet is None or sheet.rules is not rules:
        sheet = _sheets[stylesheet] = _Sheet(rules)
    return sheet


def _names(component: str) -> set[str]:
    """The selector names of a virtual node (`DOMNode._selector_names`)."""
    return {"*", "DOMNode", f".{component}"}


def _candidates_of(stylesheet: Stylesheet, sheet: _Sheet, component: str) -> object:
    """The rules Textual's apply looks at for a virtual node of `component` (those whose last selector names its
    class, its type or `*`), in its order, as one object."""
    found = sheet.candidates.get(component)
    if found is None:
        rules_map = stylesheet.rules_map
        limit = {rule for name in _names(component) for rule in rules_map.get(name, ())}
        listed = tuple(rule for rule in reversed(sheet.rules) if rule in limit)
        found = _candidates.get(listed)
        if found is None:
            if len(_candidates) >= KEPT_CANDIDATES:
                _candidates.clear()  # matches keyed by the old objects are never found again, and age out
            found = _candidates[listed] = object()
        sheet.candidates[component] = found
    return found


def _named_pseudo_classes(stylesheet: Stylesheet, sheet: _Sheet, components: frozenset[str]) -> tuple[str, ...]:
    """Every pseudo-class named anywhere in a rule that may style one of `components`."""
    named = sheet.pseudo_classes.get(components)
    if named is None:
        rules_map = stylesheet.rules_map
        found: set[str] = set()
        for component in components:
            for name in _names(component):
                for rule in rules_map.get(name, ()):
                    found.update(rule.pseudo_classes)
        named = sheet.pseudo_classes[components] = tuple(sorted(found))
    return named


def _path_key(node: DOMNode, pseudo_classes: tuple[str, ...]) -> tuple[Any, ...]:
    """What a selector may read of each node from the app to `node`, in order."""
    key: list[Any] = []
    on_path: Any = node
    while isinstance(on_path, DOMNode):
        key.append(
            (
                on_path._css_type_names,
                on_path._id,
                frozenset(on_path._classes),
                tuple([on_path.has_pseudo_class(name) for name in pseudo_classes]),
            )
        )
        on_path = on_path._parent
    return tuple(key)


def _matched(stylesheet: Stylesheet, virtual_node: DOMNode) -> _Found:
    """Textual's own apply of `virtual_node`, and the rules it found: handed over through the cache Textual's apply
    fills for one update (none when no rule styles it; `_UNKEPT` when Textual does not fill it, for rules with a
    pseudo-class that depends on siblings)."""
    handed: dict[tuple[Any, ...], Any] = {}
    stylesheet.apply(virtual_node, animate=False, cache=handed)
    if handed:
        (rules,) = handed.values()
    else:
        rules = _UNKEPT if virtual_node.styles.base._rules else _EMPTY
    flags = (
        virtual_node._has_hover_style,
        virtual_node._has_focus_within,
        virtual_node._has_order_style,
        virtual_node._has_odd_or_even,
    )
    return rules, flags


def _process_component_classes(self: Stylesheet, node: DOMNode) -> None:
    # Textual's `Stylesheet._process_component_classes` with each virtual node's match kept (see the module).
    components = node._get_component_classes()
    if not components:
        return
    sheet = _sheet(self)
    named = _named_pseudo_classes(self, sheet, components)
    try:
        path = _path_key(node, named)
    except Exception:  # noqa: BLE001 - a pseudo-class Textual's match would not have asked: its own way then
        _textuals_own(self, node)
        return
    refresh_node = False
    old_component_styles = node._component_styles.copy()
    node._component_styles.clear()
    for component in sorted(components):
        virtual_node = DOMNode(classes=component)
        virtual_node._attach(node)
        key = (_candidates_of(self, sheet, component), component, named, path)
        found = _matches.get(key)
        if found is None or found[0] is _UNKEPT:
            found = _matches[key] = _matched(self, virtual_node)
        else:
            rules, flags = found
            (
                virtual_node._has_hover_style,
                virtual_node._has_focus_within,
                virtual_node._has_order_style,
                virtual_node._has_odd_or_even,
            ) = flags
            if rules is not _EMPTY:
                self.replace_rules(virtual_node, rules, animate=False)  # type: ignore[arg-type]
        if not refresh_node and old_component_styles.get(component) != virtual_node.styles:
            refresh_node = True
        node._component_styles[component] = virtual_node.styles
    if refresh_node:
        node.refresh()


def cache_component_styles() -> None:
    """Keep each component class's matched rules by what the match reads (see the module); done once, whoever
    asks first.

    Why: a table's twelve and a footer key's two virtual nodes were matched against every rule at each restyle of
    their widget, some 8% of a Pilot test's CPU. Textual 8.2.x: `Stylesheet._process_component_classes`,
    `Stylesheet.apply`'s `cache` (its one entry: the rules it found), `DOMNode._attach`, `_css_type_names`, `_id`,
    `_classes`, `_parent`, `_has_hover_style` and the three flags beside it, `Styles._rules`.
    """
    Stylesheet._process_component_classes = _process_component_classes  # type: ignore[method-assign]
