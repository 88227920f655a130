"""The rules Textual finds for a widget, and for each of its component classes, kept by what its match of them
reads, not found anew at each style update (Textual 8.2.x).

Each time Textual styles a widget (`Stylesheet.apply`: each widget mounted, each focus, class or screen change) it
matches the widget against the style sheet's rules, then makes one virtual node per component class of it (a
table's twelve: cursor, header ...; a footer key's two), a child of the widget with that class alone, and
matches each. What a match finds depends only on the rules that may style the node (those whose last selector
names one of its types, classes or id, or `*`), in their order, and on what their selectors read along the
node's path from the app: each node's type names, id, classes, and whether it has each pseudo-class those rules
name. `keep_style_matches` keys what was found by exactly that, so a new rule, a theme change (its rules parsed
anew), a class or a pseudo-class changed on any node of the path is a new key. On a kept match the node gets
the rules found through Textual's own `replace_rules`, its virtual nodes are still made, and the flags Textual's
match sets on it are set as it set them: each widget's styles, its components', and what Textual refreshes for
them are what its own apply gives. A restyle of many nodes at once (`update_nodes`, with its own cache) is
Textual's own.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

from textual.cache import LRUCache
from textual.css.stylesheet import Stylesheet
from textual.dom import DOMNode

# Matches kept, each for one list of rules and one path: the demo's every screen at a few sizes takes some
# 2,000 (a kept match is a few hundred bytes beside rules the style sheet holds anyway).
KEPT_MATCHES = 8192
# Lists of the rules that may style a node, each named by one object.
KEPT_RULE_LISTS = 2048

TEXTUALS_APPLY = Stylesheet.apply  # what the tests compare against
TEXTUALS_COMPONENTS = Stylesheet._process_component_classes

_EMPTY: dict[str, Any] = {}  # no rule styles the node: Textual leaves its styles as they are
_matches: LRUCache[tuple[Any, ...], dict[str, Any]] = LRUCache(KEPT_MATCHES)

# One object for each list of rules that may style a node, in the order Textual's apply reads them: the part of a
# key that names them, hashed by identity (a tuple of a hundred rules would be hashed anew at each look-up). A parse
# reuses the rules it parsed before (its cache), so a sheet parsed again for a new widget's styles gives the lists
# it gave.
_rule_lists: dict[tuple[Any, ...], object] = {}


class _Sheet:
    """What one style sheet's current rules give each set of selector names: the object naming the rules that
    may style a node of those names, and the pseudo-classes these rules name."""

    def __init__(self, rules: list[Any]) -> None:
        self.rules = rules  # held, so that its identity is never another list's
        self.by_names: dict[frozenset[str], tuple[object, tuple[str, ...]]] = {}
        self.named: dict[frozenset[str], tuple[str, ...]] = {}


_sheets: weakref.WeakKeyDictionary[Stylesheet, _Sheet] = weakref.WeakKeyDictionary()


def _sheet(stylesheet: Stylesheet) -> _Sheet:
    rules = stylesheet.rules  # parses a changed sheet, as Textual's apply does first
    sheet = _sheets.get(stylesheet)
    if sheet is None or sheet.rules is not rules:
        sheet = _sheets[stylesheet] = _Sheet(rules)
    return sheet


def _may_style(stylesheet: Stylesheet, sheet: _Sheet, names: frozenset[str]) -> tuple[object, tuple[str, ...]]:
    """The rules Textual's apply looks at for a node of selector `names`, in its order, as one object, and every
    pseudo-class named anywhere in them."""
    found = sheet.by_names.get(names)
    if found is None:
        rules_map = stylesheet.rules_map
        limit = {rule for name in names & rules_map.keys() for rule in rules_map[name]}
        listed = tuple(rule for rule in reversed(sheet.rules) if rule in limit)
        named: set[str] = set().union(*[rule.pseudo_classes for rule in listed])
        rules = _rule_lists.get(listed)
        if rules is None:
            if len(_rule_lists) >= KEPT_RULE_LISTS:
                _rule_lists.clear()  # matches keyed by the old objects are never found again, and age out
            rules = _rule_lists[listed] = object()
        found = sheet.by_names[names] = (rules, tuple(sorted(named)))
    return found


def virtual_names(component: str) -> frozenset[str]:
    """The selector names of the virtual node Textual makes for `component` (`DOMNode._selector_names`)."""
    return frozenset({"*", "DOMNode", f".{component}"})


def _named_for_components(stylesheet: Stylesheet, sheet: _Sheet, components: frozenset[str]) -> tuple[str, ...]:
    named = sheet.named.get(components)
    if named is None:
        found: set[str] = set()
        for component in components:
            found.update(_may_style(stylesheet, sheet, virtual_names(component))[1])
        named = sheet.named[components] = tuple(sorted(found))
    return named


def _path_key(node: DOMNode, pseudo_classes: tuple[str, ...]) -> tuple[Any, ...]:
    """What a selector may read of each node from `node` up to the app."""
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


def _matched(
    stylesheet: Stylesheet, node: DOMNode, animate: bool, cache: dict[tuple[Any, ...], Any] | None = None
) -> dict[str, Any]:
    """Textual's own apply of `node`, and the rules it handed to `replace_rules` for the node (`_EMPTY` when it
    did not call it)."""
    handed: list[dict[str, Any]] = []
    replace_rules: Callable[..., None] = type(stylesheet).replace_rules
    before = stylesheet.__dict__.get("replace_rules")  # an apply within this one (a component's) hands its own

    def handing(on: DOMNode, rules: Any, animate: bool = False) -> None:
        if on is node:
            handed.append(rules)
        replace_rules(on, rules, animate=animate)

    stylesheet.replace_rules = handing  # type: ignore[method-assign,assignment]
    try:
        TEXTUALS_APPLY(stylesheet, node, animate=animate, cache=cache)
    finally:
        if before is None:
            del stylesheet.replace_rules
        else:
            stylesheet.replace_rules = before  # type: ignore[method-assign]
    return handed[0] if handed else _EMPTY


def _set_flags(node: DOMNode, named: frozenset[str]) -> None:
    """The flags Textual's apply sets from the pseudo-classes the rules that may style `node` name."""
    node._has_hover_style = "hover" in named
    node._has_focus_within = "focus-within" in named
    node._has_order_style = not named.isdisjoint(_ORDER)
    node._has_odd_or_even = "odd" in named or "even" in named


_ORDER = frozenset({"first-of-type", "last-of-type", "first-child", "last-child", "empty"})


def _textuals_key(stylesheet: Stylesheet, node: DOMNode) -> tuple[Any, ...]:
    """The key of Textual's own cache for one update (`update_nodes`), as its apply makes it."""
    node_id = node._id
    return (
        node._parent,
        None if node_id is None else (node_id if f"#{node_id}" in stylesheet.rules_map else None),
        node.classes,
        node._pseudo_classes_cache_key,
        node._css_type_name,
    )


def _apply(
    self: Stylesheet, node: DOMNode, *, animate: bool = False, cache: dict[tuple[Any, ...], Any] | None = None
) -> None:
    # Textual's `Stylesheet.apply` with each match kept (see the module).
    sheet = _sheet(self)
    try:
        rules_named, named = _may_style(self, sheet, frozenset(node._selector_names))
        key = (rules_named, _path_key(node, named))
    except Exception:  # noqa: BLE001 - a pseudo-class Textual's match would not have asked: its own way then
        TEXTUALS_APPLY(self, node, animate=animate, cache=cache)
        return
    named_set = frozenset(named)
    textuals_key = None
    if cache is not None and named_set.isdisjoint(Stylesheet._EXCLUDE_PSEUDO_CLASSES_FROM_CACHE):
        textuals_key = _textuals_key(self, node)
        if textuals_key in cache:  # what Textual's own apply does then: the rules of a node like it
            _set_flags(node, named_set)
            self.replace_rules(node, cache[textuals_key], animate=animate)
            self._process_component_classes(node)
            return
    found = _matches.get(key)
    if found is None:
        _matches[key] = _matched(self, node, animate, cache)
        return
    _set_flags(node, named_set)
    if found is not _EMPTY:
        if textuals_key is not None:
            cache[textuals_key] = found  # type: ignore[index]
        self.replace_rules(node, found, animate=animate)  # type: ignore[arg-type]
    self._process_component_classes(node)


def _process_component_classes(self: Stylesheet, node: DOMNode) -> None:
    # Textual's `Stylesheet._process_component_classes` with each virtual node's match kept (see the module).
    components = node._get_component_classes()
    if not components:
        return
    sheet = _sheet(self)
    named = _named_for_components(self, sheet, components)
    try:
        path = _path_key(node, named)
    except Exception:  # noqa: BLE001 - a pseudo-class Textual's match would not have asked: its own way then
        TEXTUALS_COMPONENTS(self, node)
        return
    refresh_node = False
    old_component_styles = node._component_styles.copy()
    node._component_styles.clear()
    for component in sorted(components):
        virtual_node = DOMNode(classes=component)
        virtual_node._attach(node)
        rules_named, its_named = _may_style(self, sheet, virtual_names(component))
        key = (rules_named, named, path)
        found = _matches.get(key)
        if found is None:
            _matches[key] = _matched(self, virtual_node, False)
        else:
            _set_flags(virtual_node, frozenset(its_named))
            if found is not _EMPTY:
                self.replace_rules(virtual_node, found, animate=False)  # type: ignore[arg-type]
        if not refresh_node and old_component_styles.get(component) != virtual_node.styles:
            refresh_node = True
        node._component_styles[component] = virtual_node.styles
    if refresh_node:
        node.refresh()


def keep_style_matches() -> None:
    """Keep the rules each widget's and each component class's match finds, by what the match reads (see the
    module); done once, whoever asks first.

    Why: Textual matched every widget against the rules at each of its style updates, then each of its
    component classes (a table's twelve, a footer key's two): most of `Stylesheet.apply`, some 10% of a Pilot
    test's CPU. Textual 8.2.x: `Stylesheet.apply` (its match, the flags it sets: `_has_hover_style` and the three
    beside it), `_process_component_classes`, `replace_rules` (looked up on the style sheet), `DOMNode._attach`,
    `_selector_names`, `_css_type_names`, `_id`, `_classes`, `_parent`, `_component_styles`.
    """
    Stylesheet.apply = _apply  # type: ignore[method-assign]
    Stylesheet._process_component_classes = _process_component_classes  # type: ignore[method-assign]
