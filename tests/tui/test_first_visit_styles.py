"""A screen shown the first time is styled once, as it mounts (docs/performance.md: a screen opens under 150 ms): no
style sheet parsed again, no whole-screen restyle; a theme changed while it is hidden still reaches it."""

from __future__ import annotations

from tui.screens.stats_screen import StatsScreen

SIZE = (120, 40)


async def test_a_first_visit_parses_no_style_sheet_and_a_theme_changed_meanwhile_reaches_the_screen(make_app):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        dashboard = app.screen
        parsed, restyled = [], []
        reparse, update_styles = app.stylesheet.reparse, app.update_styles
        app.stylesheet.reparse = lambda: (parsed.append(True), reparse())[1]
        app.update_styles = lambda node, animate=True: (restyled.append(node), update_styles(node, animate))[1]
        await pilot.press("t")
        await pilot.pause()
        stats = app.screen
        assert isinstance(stats, StatsScreen)
        assert parsed == []  # Textual parsed every sheet twice and restyled every screen at a mode's first visit
        assert stats not in restyled  # nor restyled the whole new screen at each of its two resumes

        await pilot.press("d")
        dark = stats.styles.background
        app.theme = "textual-light"
        await pilot.pause()
        await pilot.press("t")
        await pilot.pause()
        assert app.screen is stats
        assert stats.styles.background != dark
        assert stats.styles.background == dashboard.styles.background  # the light theme's, as the dashboard's
