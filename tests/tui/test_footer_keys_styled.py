"""A screen's footer keys are styled once, as they mount (docs/performance.md: a screen opens under 150 ms): a key no
longer starts compact and is restyled when it takes the footer's (not compact) style, twice a key."""

from __future__ import annotations

from tui.textual_patches.footer import FooterKey

SIZE = (120, 40)


async def test_a_first_visit_restyles_no_footer_key_and_keys_look_as_the_footer_says(make_app):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        restyled = []
        update_styles = app.update_styles
        app.update_styles = lambda node, animate=True: (restyled.append(node), update_styles(node, animate))[1]
        await pilot.press("t")
        await pilot.pause()
        keys = list(app.screen.query(FooterKey))
        assert keys and not [node for node in restyled if isinstance(node, FooterKey)]
        # Each key styled as its `compact` says: the footer's (not compact), the palette's own (compact).
        assert all(key.has_class("-compact") == key.compact for key in keys)
        assert [key.compact for key in keys] == [key.has_class("-command-palette") for key in keys]
