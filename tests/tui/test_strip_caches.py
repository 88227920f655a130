"""A Textual line (`Strip`) makes each of its caches at its first use (`tui.textual_patches.strip_caches`): a new
strip holds none, and what it draws and derives is what Textual's own strip gives."""

from __future__ import annotations

import gc
import weakref

from rich.segment import Segment
from rich.style import Style
from textual import style
from textual._styles_cache import StylesCache
from textual.color import Color
from textual.strip import Strip

from tui.textual_patches.strip_caches import CACHE_SIZES, inner_outer_by_colors, make_strip_caches_at_first_use


def made_caches(strip: Strip) -> set[str]:
    """The caches `strip` holds by now (its slots set)."""
    held = set()
    for name in CACHE_SIZES:
        try:
            Strip.__dict__[name].slot.__get__(strip, Strip)
        except AttributeError:
            continue
        held.add(name)
    return held


def test_a_new_strip_holds_no_cache_until_one_is_used():
    make_strip_caches_at_first_use()
    make_strip_caches_at_first_use()  # twice: done once
    strip = Strip([Segment("home 3", Style(bold=True)), Segment(" - away 1")])
    assert made_caches(strip) == set()
    cropped = strip.crop(5, 10)
    assert made_caches(strip) == {"_crop_cache"}
    assert cropped.text == "3 - a" and strip.crop(5, 10) is cropped  # kept, as Textual keeps it
    assert [part.text for part in strip.divide([4, 8, 15])] == ["home", " 3 -", " away 1"]
    assert made_caches(strip) == {"_crop_cache", "_divide_cache"}
    assert strip.cell_length == 15 and strip.text == "home 3 - away 1"


def test_a_strip_draws_what_textuals_own_does():
    make_strip_caches_at_first_use()
    strip = Strip([Segment("Rulebook", Style(color="red")), Segment(" 3.2")], 12)
    assert strip.extend_cell_length(14).cell_length == 14
    assert strip.simplify().text == "Rulebook 3.2"
    assert strip.apply_style(Style(italic=True)).text == "Rulebook 3.2"
    assert Strip.join([strip, Strip([Segment("!")])]).text == "Rulebook 3.2!"


def test_the_background_styles_of_a_line_keep_no_widgets_drawn_lines():
    # Textual's cache of them was keyed by the widget's styles cache too: up to 1,024 widgets long gone were kept
    # with every line each had drawn.
    inner_outer_by_colors()
    inner_outer_by_colors()  # twice: done once
    drawn = StylesCache()
    base, background = Color(10, 20, 30), Color(200, 100, 0, 0.5)
    inner, outer = drawn.get_inner_outer(base, background)
    assert (inner, outer) == (style.Style(background=base + background), style.Style(background=base))
    assert StylesCache().get_inner_outer(base, background) == (inner, outer)
    gone = weakref.ref(drawn)
    del drawn
    gc.collect()
    assert gone() is None
