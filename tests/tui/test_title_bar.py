"""The bar across the top of every screen (`tui.widgets.title_bar`): the league, the season and today,
centred, cut with an ellipsis when the terminal is narrow, following a change of season; its icon opens the
command palette."""

from __future__ import annotations

from textual.command import CommandPalette

from store.file.members import login_name
from tests.tui.conftest import SIZE, TODAY
from tui.widgets.title_bar import TitleBar


def _top_line(app) -> str:
    return "".join(segment.text for segment in app.screen.query_one(TitleBar).render_line(0)).rstrip()


async def test_the_league_season_and_today_are_centred_after_the_palette_icon(make_app):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        line = _top_line(app)
        assert line.startswith(" ⭘ ")
        title = f"Gray League — 2002-03 · today {TODAY.isoformat()} · {login_name()}"  # and who uses the window
        assert line.strip().endswith(title)
        left = line.index("Gray League")
        # Centred between the icon's 8 columns and the 10 kept on the right, as Textual's header has it.
        assert abs((left - 8) - (SIZE[0] - 10 - (left + len(title)))) <= 1


async def test_a_narrow_terminal_cuts_the_title_with_an_ellipsis(make_app):
    app = make_app()
    async with app.run_test(size=(40, 24)) as pilot:
        await pilot.pause()
        line = _top_line(app)
        assert line.endswith("…") and len(line) <= 40 - 10
        assert line.startswith(" ⭘ ") and "Gray League" in line


async def test_a_new_sub_title_is_shown(make_app):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.sub_title = "2003-04 · today 2003-10-01"
        await pilot.pause()
        assert _top_line(app).endswith("Gray League — 2003-04 · today 2003-10-01")


async def test_a_click_on_the_icon_opens_the_command_palette_and_elsewhere_does_nothing(make_app):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.click(TitleBar, offset=(40, 0))
        await pilot.pause()
        assert not isinstance(app.screen, CommandPalette)
        await pilot.click(TitleBar, offset=(1, 0))
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
