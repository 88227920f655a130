"""Reference cycles Textual leaves in what a closed app, a removed widget or a dropped cache can no longer use, cut
so that reference counts free it at once (Textual 8.2.x).

Each such cycle made everything hanging from it garbage for Python's cyclic collector, which then walked, cleared and
freed it: a node's styles pointing back at the node (every removed widget, the widget's drawn lines with it, and the
"virtual" node Textual makes for each component class at each restyle), a cache's ring of links (everything it held),
a line cut into itself, the closure placing a screen's widgets (the map of every region, at each layout), a stopped
timer's callback bound to its widget, a screen's compositor and a widget's drawn visual pointing back at them, a
finished worker's context, the closed app's helpers pointing back at it (the app, its season and every screen it
showed). In the Pilot tests an app shown a few screens left 10,000 to 20,000 objects to the collector at its end, and
the collector was a tenth of the tests' CPU (benchmarks/RESULTS.md, the test suite); in a long session the same for
each closed dialog and each restyle.

Only what can never be used again is cut: a widget whose message loop has ended (Textual has already taken it out of
the DOM and dropped its caches; a screen suspended in a stack is still running), a stopped timer, a cache no longer
reachable, an app whose shutdown has finished.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from textual._compositor import Compositor
from textual.app import App
from textual.cache import LRUCache
from textual.css.stylesheet import Stylesheet
from textual.geometry import Size
from textual.screen import Screen
from textual.strip import Strip
from textual.timer import Timer
from textual.widget import Widget
from textual.worker import Worker, active_worker

_TEXTUALS_EXIT = Widget._message_loop_exit
_TEXTUALS_COMPONENTS = Stylesheet._process_component_classes
_TEXTUALS_DIVIDE = Strip.divide
_TEXTUALS_STOP_ALL = Timer._stop_all.__func__  # type: ignore[attr-defined]
_TEXTUALS_SHUTDOWN = App._shutdown
_TEXTUALS_ARRANGE_ROOT = Compositor._arrange_root
_TEXTUALS_RUN_WORKER = Worker._run


def _cut_styles(node: Any, component_styles: Iterable[Any]) -> None:
    """A node's two `Styles` point back at it (`Styles.node`, strong, where `RenderStyles` holds it weakly); so do
    those of each virtual node standing for one of its component classes, held by nothing else."""
    node._css_styles.node = None
    node._inline_styles.node = None
    for styles in component_styles:
        virtual = styles.node
        if virtual is not None:
            virtual._css_styles.node = None
            virtual._inline_styles.node = None


async def _message_loop_exit(widget: Widget) -> None:
    component_styles = list(widget._component_styles.values())  # Textual's exit drops them
    await _TEXTUALS_EXIT(widget)
    _cut_styles(widget, component_styles)
    widget._layout_cache.clear()  # its drawn visual, which holds the widget back
    if isinstance(widget, Screen):  # its compositor and the widgets waiting for a layout, itself among them
        widget._compositor.root = None
        widget._layout_widgets.clear()
        widget._result_callbacks.clear()  # the callbacks of its result, never given now, often holding it


def _process_component_classes(stylesheet: Stylesheet, node: Any) -> None:
    """Each restyle makes new virtual nodes for a node's component classes: the ones they replace are dropped."""
    replaced = node._component_styles.copy()
    _TEXTUALS_COMPONENTS(stylesheet, node)
    cut_replaced_components(replaced, node._component_styles)


def cut_replaced_components(replaced: dict[str, Any], kept: dict[str, Any]) -> None:
    """Cut the cycle of each virtual node of the component styles `replaced` that a restyle did not keep.

    Why: see the module (the virtual node's styles point back at it); `component_styles` makes its virtual nodes
    as Textual does and drops the replaced ones the same way. Textual 8.2.x: `Styles.node` of a component's styles
    (`DOMNode._component_styles`), `DOMNode._css_styles`, `_inline_styles`.
    """
    for name, styles in replaced.items():
        if kept.get(name) is not styles and styles.node is not None:
            _cut_styles(styles.node, ())


def _divide(strip: Strip, cuts: Iterable[int]) -> Sequence[Strip]:
    """Textual keeps a strip "cut" at its own end in the strip's own cache: `[strip]`, a cycle; made anew instead."""
    cuts = list(cuts)
    length = strip.cell_length
    if [cut for cut in cuts if cut <= length] == [length]:
        return [strip]
    return _TEXTUALS_DIVIDE(strip, cuts)


def _arrange_root(compositor: Compositor, root: Widget, size: Size, visible_only: bool = True) -> Any:
    """Textual places the widgets by a closure calling itself, a cycle holding the map and the set of widgets it
    returns (the map's every region and geometry, some 150 objects a layout): the closure keeps them emptied, the
    compositor gets them whole in new containers, freed with the next layout's."""
    placed, widgets = _TEXTUALS_ARRANGE_ROOT(compositor, root, size, visible_only)
    kept = dict(placed), set(widgets)
    placed.clear()
    widgets.clear()
    return kept


def _clear_links(cache: LRUCache[Any, Any]) -> None:
    # Each link is [previous, next, key, value], in a ring: emptied, each is freed with what it held. (Read with a
    # default: as `__del__`, this also runs for a cache whose `__init__` never ran to its end.)
    for link in getattr(cache, "_cache", {}).values():
        link.clear()


def _clear(cache: LRUCache[Any, Any]) -> None:
    _clear_links(cache)
    cache._cache.clear()
    cache._full = False
    cache._head = []


async def _stop_all(cls: type[Timer], timers: Iterable[Timer]) -> None:
    """A timer stopped with its message pump (the pump closing) holds its callback, most often a method of the pump
    (a screen's update, an input's blink, the animator): never called again, dropped."""
    timers = list(timers)
    await _TEXTUALS_STOP_ALL(cls, timers)
    for timer in timers:
        if timer._task is None:
            timer._callback = None


async def _run_worker(worker: Worker[Any], app: App[Any]) -> None:
    """A worker's task keeps the context it ran in, and there the worker as the active one, which holds its task:
    once it has run, the context names no worker."""
    try:
        await _TEXTUALS_RUN_WORKER(worker, app)
    finally:
        active_worker.set(None)  # type: ignore[arg-type]  # in the ended task's own context, read by no one


def _cut_app(app: App[Any]) -> None:
    """What points back at a closed app from what it holds: its styles, its stdout and stderr captures, its workers'
    manager, its driver, its animator (and its timer), its logger's callback."""
    _cut_styles(app, list(app._component_styles.values()))
    app._capture_stdout.app = None  # type: ignore[assignment]
    app._capture_stderr.app = None  # type: ignore[assignment]
    app._workers._app = None  # type: ignore[assignment]
    if app._driver is not None:
        app._driver._app = None  # type: ignore[assignment]
    animator = app.__dict__.get("_animator")
    if animator is not None:
        animator.app = None
        animator._timer._callback = None
    app._animate._obj = None
    app._logger._log = _no_log


def _no_log(*_args: object, **_kwargs: object) -> None:
    """A closed app's log: nowhere (its devtools are disconnected)."""


async def _shutdown(app: App[Any]) -> None:
    await _TEXTUALS_SHUTDOWN(app)
    _cut_app(app)


def cut_cycles() -> None:
    """Cut the cycles the module names, once, whoever asks first.

    Why: the collector's time and the app's memory, see the module. Textual 8.2.x: `Widget._message_loop_exit` (a
    widget's `_component_styles`, `_layout_cache`; a screen's `_compositor.root`, `_layout_widgets`,
    `_result_callbacks`), `Stylesheet._process_component_classes`, `Styles.node`, `Strip.divide` (`_divide_cache`),
    `LRUCache` (`_cache`, `_head`, `_full`), `Compositor._arrange_root`, `Timer._stop_all` (`_task`, `_callback`),
    `Worker._run` (`active_worker`), `App._shutdown` and the app's helpers' back links (`_capture_stdout`,
    `_capture_stderr`, `_workers._app`, `_driver._app`, `_animator`, `_animate._obj`, `_logger._log`).
    """
    if Strip.divide is _divide:
        return
    Widget._message_loop_exit = _message_loop_exit  # type: ignore[method-assign, assignment]
    Stylesheet._process_component_classes = _process_component_classes  # type: ignore[method-assign, assignment]
    Strip.divide = _divide  # type: ignore[method-assign, assignment]
    LRUCache.clear = _clear  # type: ignore[method-assign, assignment]
    LRUCache.__del__ = _clear_links  # type: ignore[attr-defined]
    Timer._stop_all = classmethod(_stop_all)  # type: ignore[method-assign, assignment]
    App._shutdown = _shutdown  # type: ignore[method-assign, assignment]
    Compositor._arrange_root = _arrange_root  # type: ignore[method-assign, assignment]
    Worker._run = _run_worker  # type: ignore[method-assign, assignment]
