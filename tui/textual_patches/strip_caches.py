"""A line of the screen (Textual's `Strip`) makes its caches when first used, not all seven as it is made
(memory; Textual 8.2.x).

Every strip Textual makes (each line each widget draws, each part of it the compositor cuts) set up seven small
caches of the strips derived from it, of which one or two are ever used: on the demo, after every screen, some
2,500 strips held 17,000 empty caches, about 2 MiB of the app's peak (benchmarks/RESULTS.md: memory). Each
cache is now made at its first use, holding then as before; a strip never derived from holds none.

Beside it, `inner_outer_by_colors`: the two background styles each line is painted with are kept by their colors
alone, where Textual's cache kept each widget's drawn lines with them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import Any

from rich.segment import Segment
from textual._styles_cache import StylesCache
from textual.cache import FIFOCache
from textual.color import Color
from textual.strip import Strip
from textual.style import Style

# Each of a strip's caches and its size, as `Strip.__init__` makes them (Textual 8.2.x).
CACHE_SIZES = {
    "_divide_cache": 4,
    "_crop_cache": 16,
    "_style_cache": 16,
    "_filter_cache": 4,
    "_line_length_cache": 4,
    "_crop_extend_cache": 4,
    "_offsets_cache": 4,
}


class _MadeAtFirstUse:
    """Stands for a strip's cache slot: the cache it holds, made on the first read."""

    def __init__(self, slot: Any, size: int) -> None:
        self.slot, self.size = slot, size

    def __get__(self, strip: Strip | None, owner: type | None = None) -> Any:
        if strip is None:
            return self
        try:
            return self.slot.__get__(strip, owner)
        except AttributeError:
            cache: FIFOCache[Any, Any] = FIFOCache(self.size)
            self.slot.__set__(strip, cache)
            return cache

    def __set__(self, strip: Strip, value: Any) -> None:
        self.slot.__set__(strip, value)


def _strip_made_bare(strip: Strip, segments: Iterable[Segment], cell_length: int | None = None) -> None:
    # `Strip.__init__` without its seven caches (Textual 8.2.x: the slots it sets).
    strip._segments = list(segments)
    strip._cell_length = cell_length
    strip._render_cache = None
    strip._link_ids = None
    strip._cell_count = None


def make_strip_caches_at_first_use() -> None:
    """Make each cache of a Textual `Strip` at its first use (see the module); done once, whoever asks first.

    Why: memory, see the module. Textual 8.2.x: `Strip.__init__` and its slots `_divide_cache`, `_crop_cache`,
    `_style_cache`, `_filter_cache`, `_line_length_cache`, `_crop_extend_cache`, `_offsets_cache`.
    """
    if Strip.__init__ is _strip_made_bare:
        return
    for name, size in CACHE_SIZES.items():
        setattr(Strip, name, _MadeAtFirstUse(Strip.__dict__[name], size))
    Strip.__init__ = _strip_made_bare  # type: ignore[method-assign, assignment]


def inner_outer_by_colors() -> None:
    """Keep the two background styles every drawn line is painted with by their colors alone, not by the widget's
    styles cache too; asked again, it changes nothing.

    Why: Textual keeps them in a cache of the class (1,024 entries) on a method, whose key holds the widget's
    `StylesCache` and through it the widget's last drawn lines: the caches of up to 1,024 widgets long gone
    (closed dialogs, screens made anew) were kept with every line each had drawn, some 200,000 objects in a test
    process of the Pilot tests (walked by each full pass of the cyclic collector), and in a long session the same.
    The styles are worked out by Textual's own method from the same two colors. Textual 8.2.x:
    `textual._styles_cache.StylesCache.get_inner_outer` (an `lru_cache` whose function ignores its instance).
    """
    StylesCache.get_inner_outer = _inner_outer_by_colors  # type: ignore[assignment, method-assign]


# Textual's own, uncached: read when this module is imported, before anything replaces the cached method.
_TEXTUALS_OWN: Callable[[object, Color, Color], tuple[Style, Style]] = StylesCache.get_inner_outer.__wrapped__


@lru_cache(1024)
def _styles_of_colors(base_background: Color, background: Color) -> tuple[Style, Style]:
    return _TEXTUALS_OWN(None, base_background, background)


def _inner_outer_by_colors(
    _styles_cache: StylesCache, base_background: Color, background: Color
) -> tuple[Style, Style]:
    return _styles_of_colors(base_background, background)
