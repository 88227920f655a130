"""What a screen hidden by another screen's key lets go, and builds again when shown (memory; Textual 8.2.x).

Every screen keeps its place while the user looks elsewhere (each is a Textual mode with its own
stack), so its widgets, cursor, filters and scroll stay. What Textual keeps beside them is the screen
as last drawn: each widget's rendered lines (`_styles_cache`, the render cache, a table's row and cell
caches) and the screen's compositor map. On the demo that was about a third of what every screen
visited held, and the next frame draws it again from the widgets in a few milliseconds.
"""

from __future__ import annotations

from typing import Any

from textual.geometry import Size
from textual.screen import Screen
from textual.widget import Widget, _RenderCache
from textual.widgets import DataTable, Log


def release_rendering(screen: Screen[Any]) -> None:
    """Drop what `screen` holds of its last frame; its widgets and their state are untouched. The caller
    lays the screen out again before it is drawn (`app_internals.lay_out_again`).

    Why: memory, see the module. Textual 8.2.x: `Screen._compositor`, and each widget's `_styles_cache`,
    `_render_cache` (`_RenderCache`), `_dirty_regions`, `_arrangement_cache`, `DataTable._clear_caches`,
    `Log._render_line_cache`.
    """
    for widget in screen.walk_children(Widget, with_self=False):
        _release_widget(widget)
    screen._styles_cache.clear()
    screen._compositor.clear()


def _release_widget(widget: Widget) -> None:
    widget._styles_cache.clear()
    widget._render_cache = _RenderCache(Size(0, 0), [])
    widget._dirty_regions.add(widget.size.region)  # its content is drawn again at the next frame, not left blank
    widget._arrangement_cache.clear()
    if isinstance(widget, DataTable):
        widget._clear_caches()
    elif isinstance(widget, Log):  # the shift report's lines, drawn as scrolled: its own cache of drawn lines
        widget._render_line_cache.clear()


def post_refreshes_now(screen: Screen[Any]) -> None:
    """Hand `screen` at once the repaints and layouts its widgets asked for, so that the frame already due
    paints them, not the one after it.

    Why: a widget's `refresh()` reaches its screen only when that widget's own message queue next goes idle.
    After a key whose handler works for a while (a result saved on the scoresheet), the screen's update timer,
    set going by the key's first change (the entry line emptied), ticks before those widgets are idle: its frame
    paints the entry line alone, and the saved result ("Saved" on the message line, the sheet) waits a
    frame interval more (17-31 ms in a terminal). Textual 8.2.x: `Widget._repaint_required`,
    `Widget._layout_required`, `Widget._check_refresh` (what the widget's idle would do, done now).
    """
    for widget in screen.walk_children(Widget, with_self=False):
        if widget._repaint_required or widget._layout_required:
            widget._check_refresh()
