"""What a screen shows, as text."""

from __future__ import annotations


def shown(app) -> list[str]:
    """The screen's lines as drawn (the compositor's strips: a tenth of an SVG screenshot's cost)."""
    return [strip.text for strip in app.screen._compositor.render_strips()]
