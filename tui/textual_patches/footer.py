"""Patches on Textual's Footer and its keys, and on reactive attributes (Textual 8.2.x)."""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import Any, cast

from textual.content import Content
from textual.dom import DOMNode
from textual.geometry import Size
from textual.reactive import Reactive
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

__all__ = [
    "FooterKey",
    "bindings_ready",
    "bound_to_parent",
    "composing_into",
    "measure_keys_by_their_text",
    "prune_watchers",
    "reactive_default",
    "set_bindings_ready",
]
# FooterKey: one key of the footer. Textual 8.2.x exports it only from its private module `textual.widgets._footer`;
# rinkbook's footer puts Help and Quit first, sorting the keys Textual composed.


def bound_to_parent(node: DOMNode, name: str) -> bool:
    """True when `node`'s reactive `name` is bound to its parent's (`data_bind`).

    Why: a footer key is styled compact or not before it mounts, as its binding will make it.
    Textual 8.2.x: `DOMNode._reactive_connect`.
    """
    return name in (node._reactive_connect or {})


def reactive_default(attribute: Reactive[Any]) -> Any:
    """The default value a reactive attribute is declared with.

    Why: see `bound_to_parent`: a key not bound takes its own default. Textual 8.2.x: `Reactive._default`.
    """
    return attribute._default


def set_bindings_ready(footer: Footer) -> None:
    """Tell `footer` the bindings are ready now, without the refresh Textual's signal would bring.

    Why: the app's first screen shows its footer keys in its first frame; Textual's footer waits for the
    screen's first bindings signal, a frame or two later. Textual 8.2.x: `Footer._bindings_ready`.
    """
    footer.set_reactive(Footer._bindings_ready, True)


def bindings_ready(footer: Footer) -> bool:
    """True once `footer` knows its screen's bindings.

    Why: the footer adds F1 and Ctrl+Q (the keys that work while typing) only to keys Textual composed from
    the bindings. Textual 8.2.x: `Footer._bindings_ready`.
    """
    return footer._bindings_ready


def prune_watchers(node: DOMNode, name: str) -> None:
    """Drop the watchers of `node`'s reactive `name` that are gone (removed, or closing).

    Why: each footer key watches the footer's `compact` (`data_bind`), and Textual prunes a watcher list only
    when the value changes, which it never does here: every recompose left its removed keys alive, some forty
    per screen visited (8.7 MiB over the demo's screens). Textual 8.2.x: the reactive's `__watchers`
    attribute (set with `setattr`), `MessagePump._closing`.
    """
    watchers = getattr(node, "__watchers", {}).get(name)
    if watchers:
        watchers[:] = [
            (watcher, callback) for watcher, callback in watchers if watcher.is_attached and not watcher._closing
        ]


def composing_into(node: DOMNode) -> AbstractContextManager[None]:
    """The context `node`'s own recompose composes in: widgets made inside bind their reactives to `node`.

    Why: footer keys let go of while a screen was hidden are composed and mounted again at once, before its
    first frame, as the footer's own recompose would. Textual 8.2.x: `MessagePump._context`.
    """
    return node._context()


def measure_keys_by_their_text() -> None:
    """Measure a footer key's width from its key and description as its `render` lays them out, without drawing it.

    Why: a key's width is `auto`, and Textual measures it by drawing it (`FooterKey.render`: its two parts' styles
    worked out from every ancestor's, 0.1-0.8 ms a key); every refresh of a key (the first layout of each one
    mounted, which sets its size) throws the measure away, so each screen shown, each focus or binding change that
    composes the keys again, measured a dozen keys two or three times: some 3% of a Pilot test's CPU, and the
    same in every first frame. The text's width is the same without the styles. Textual 8.2.x:
    `FooterKey.render`'s layout of its parts (padding of `footer-key--key` and `footer-key--description`), as
    `Widget.get_content_width` measures a widget that is not a container.
    """
    FooterKey.get_content_width = key_width  # type: ignore[method-assign,assignment]


def key_width(key: FooterKey, container: Size, viewport: Size) -> int:
    """The width `key` takes in `container`, as Textual measures its drawn text (see `measure_keys_by_their_text`)."""
    text = key.key_display  # a key with no description is drawn alone, unpadded
    if key.description:
        key_padding = key.get_component_styles("footer-key--key").padding
        padding = key.get_component_styles("footer-key--description").padding
        text = f"{' ' * key_padding.left}{text}{' ' * key_padding.right}"
        text += f"{' ' * padding.left}{key.description}{' ' * padding.right}"
    width = Content(text).get_optimal_width(cast("Any", key.styles), container.width)  # as Textual passes them
    if key.expand:
        width = max(container.width, width)
    if key.shrink:
        width = min(width, container.width)
    return width
