"""A footer key is measured from its text (`tui.textual_patches.footer.measure_keys_by_their_text`): the width
Textual's own measure gives by drawing the key, on every screen, compact or not, with and without a description."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.geometry import Size
from textual.widget import Widget
from textual.widgets import Footer

from tests.tui.conftest import each_screen_shown
from tui.textual_patches.footer import FooterKey, key_width, measure_keys_by_their_text


def drawn_width(key: FooterKey, container: Size) -> int:
    """The width Textual measures by drawing `key` (its own `get_content_width`, the patch set aside)."""
    return Widget.get_content_width(key, container, container)


@pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=lambda s: f"{s[0]}x{s[1]}")
async def test_every_screens_keys_measure_as_drawn(make_app, size):
    app = make_app()
    async with app.run_test(size=size) as pilot:
        async for name in each_screen_shown(app, pilot):
            keys = list(app.screen.query(FooterKey))
            assert keys, name
            for key in keys:
                container = key.parent.size
                assert FooterKey.get_content_width is key_width
                assert key.get_content_width(container, container) == drawn_width(key, container) > 0, key.key


class KeysApp(App[None]):
    def compose(self) -> ComposeResult:
        with Footer():
            yield FooterKey("x", "x", "", "app.bell")  # no description: the key alone
            yield FooterKey("ctrl+q", "^q", "Quit and close", "app.quit", disabled=True)
            yield FooterKey("f1", "F1", "Hilfe ½ ü", "app.bell", classes="-compact")
            yield FooterKey("f2", "F2", "ヘルプ", "app.bell")  # wide characters: two cells each


async def test_keys_with_no_description_wide_text_or_compact_measure_as_drawn():
    measure_keys_by_their_text()
    app = KeysApp()
    async with app.run_test(size=(80, 5)) as pilot:
        await pilot.pause()
        for key in app.query(FooterKey):
            for container in (key.parent.size, Size(3, 1)):
                assert key.get_content_width(container, container) == drawn_width(key, container), key.key
