"""Textual's search of a class's handlers for a message, kept for each kind of widget and message.

Every message a widget, screen or the app handles (each key, mount, resize, timer, reactive change) makes Textual
walk the receiver's class hierarchy, looking each class up for decorated handlers (`@on`) and for the handler named
after the message (`on_key`, `_on_key`): some 2,800 searches a Pilot test, a few per cent of its CPU and of every
screen's. What such a search finds depends only on the receiver's class, the message's class and the handler name,
so `cache_dispatch_methods` keeps it for each of those, and gives the handlers out as Textual's own search does:
in the same order, each bound to the receiver, the `@on` handlers' selectors matched against the message as it is
now, and none after one that stopped the message's default action.

A class's handlers can be replaced while the app runs (a test patching one on a class): every class in the chain
of a message pump is a `_MessagePumpMeta`'s, but for mixins and `typing.Generic`. Setting or deleting, on a class of
the metaclass, an attribute a search reads (a handler's name, `_decorated_handlers`, `__bases__`) makes every kept
search stale (each is made again at its next use); other attributes are left to change freely (Textual counts each
widget made in `Widget._sort_order`). The other classes of the chain are looked up afresh at each search, as
Textual does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, cast

from textual._on import OnNoWidget
from textual.css.match import match
from textual.message import Message
from textual.message_pump import MessagePump, _MessagePumpMeta
from textual.widget import Widget

# A kept search: for each class of the receiver's chain that may hand out a handler, in the chain's order, the
# class, its `@on` handlers for the message (with their selectors) and the one named after the message, or None
# for a class whose dictionary is read afresh (see the module).
_Found = tuple[type, tuple[tuple[Callable[..., Any], dict[str, Any]], ...], Callable[..., Any] | None]
_Kept = tuple[tuple[_Found | tuple[type, None, None], ...], int]

# Textual's own search, for the tests of this patch.
TEXTUAL_DISPATCH_METHODS = MessagePump._get_dispatch_methods

_kept: dict[tuple[type, str, type], _Kept] = {}
# Bumped by every change, on a `_MessagePumpMeta` class, of an attribute a search reads: a kept search made before
# is stale.
_generation = [0]
# The names a search reads on each class of a chain: the handlers' names of every search made, and these.
_names_read = {"_decorated_handlers", "__bases__"}


def _named_handler(cls: type, method_name: str) -> Callable[..., Any] | None:
    """What Textual's naming convention finds on `cls` itself: `_on_x`, else `on_x`, unless decorated with `@on`."""
    method = cls.__dict__.get(f"_{method_name}") or cls.__dict__.get(method_name)
    if method is not None and not getattr(method, "_textual_on", None):
        return cast("Callable[..., Any]", method)
    return None


def _decorated(cls: type, message_mro: list[type]) -> tuple[tuple[Callable[..., Any], dict[str, Any]], ...]:
    """The `@on` handlers `cls` itself declares for the message, in the order Textual tries them."""
    declared = cls.__dict__.get("_decorated_handlers")
    if not declared:
        return ()
    return tuple(handler for message_class in message_mro for handler in declared.get(message_class, ()))


def _search(pump_class: type, method_name: str, message_class: type) -> _Kept:
    _names_read.update((method_name, f"_{method_name}"))
    message_mro = [kind for kind in message_class.__mro__ if issubclass(kind, Message)]
    found: list[_Found | tuple[type, None, None]] = []
    for cls in pump_class.__mro__:
        if not isinstance(cls, _MessagePumpMeta):
            found.append((cls, None, None))  # a mixin: its dictionary read at each search
            continue
        decorated, named = _decorated(cls, message_mro), _named_handler(cls, method_name)
        if decorated or named is not None:
            found.append((cls, decorated, named))
    return tuple(found), _generation[0]


def _dispatch_methods(
    self: MessagePump, method_name: str, message: Message
) -> Iterator[tuple[type, Callable[..., Any]]]:
    """Textual 8.2.x's `MessagePump._get_dispatch_methods`, from a kept search (see the module)."""
    key = (type(self), method_name, type(message))
    kept = _kept.get(key)
    if kept is None or kept[1] != _generation[0]:
        kept = _kept[key] = _search(*key)
    dispatched: set[Callable[..., Any]] = set()
    message_mro: list[type] | None = None
    for cls, kept_decorated, kept_named in kept[0]:
        if message._no_default_action:
            break
        decorated, named = kept_decorated, kept_named
        if decorated is None:  # a mixin's, read now
            if message_mro is None:
                message_mro = [kind for kind in type(message).__mro__ if issubclass(kind, Message)]
            decorated, named = _decorated(cls, message_mro), _named_handler(cls, method_name)
        for method, selectors in decorated:
            if method in dispatched:
                continue
            if selectors and not _selected(message, selectors):
                continue
            yield cls, method.__get__(self, cls)
            dispatched.add(method)
        if named is not None:
            yield cls, named.__get__(self, cls)


def _selected(message: Message, selectors: dict[str, Any]) -> bool:
    """Whether each widget the `@on` handler's selectors name on `message` matches its selector (Textual's test)."""
    if not message._sender:
        return False
    for attribute, selector in selectors.items():
        node = getattr(message, attribute)
        if node is None:
            return False
        if not isinstance(node, Widget):
            raise OnNoWidget(f"on decorator can't match against {attribute!r} as it is not a widget.")
        if not match(selector, node):
            return False
    return True


def _stale_on_change(change: Callable[..., None]) -> Callable[..., None]:
    def changed(cls: type, name: str, *value: Any) -> None:
        if name in _names_read:
            _generation[0] += 1
        change(cls, name, *value)

    return changed


def cache_dispatch_methods() -> None:
    """Keep Textual's search of a class's handlers for each kind of receiver, message and handler name (see the
    module); done once, whoever asks first.

    Why: the search ran for every message handled, walking the receiver's whole class chain: some 2,800 times a Pilot
    test, a few per cent of its CPU and of the app's. Textual 8.2.x: `MessagePump._get_dispatch_methods` (its order:
    a class's `@on` handlers for the message's classes, then its `_on_x` or `on_x`; none after
    `Message._no_default_action`; the selectors matched against `Message._sender`'s widgets), `_MessagePumpMeta`
    (the classes' metaclass, which collects `_decorated_handlers`), `OnNoWidget`.
    """
    if MessagePump._get_dispatch_methods is _dispatch_methods:
        return
    _MessagePumpMeta.__setattr__ = _stale_on_change(type.__setattr__)  # type: ignore[method-assign]
    _MessagePumpMeta.__delattr__ = _stale_on_change(type.__delattr__)  # type: ignore[method-assign]
    MessagePump._get_dispatch_methods = _dispatch_methods  # type: ignore[method-assign]
