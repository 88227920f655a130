"""The tests read the screen through `screen_text`: the same text as the SVG screenshot Textual exports, on every
screen, under a dialog and with names that look like markup or read right to left; drawn through no line filter."""

from __future__ import annotations

from dataclasses import replace

import pytest

from store.season_files.import_export import import_season
from store.views.season_load import load_season
from tests.conftest import screen_text, svg_screen_text
from tests.tui.conftest import SIZE, TODAY
from tui.app import RinkbookApp
from tui.screens import SCREENS, screen_class

NAMES = {"P001": "[/]", "P002": 'محمد "Mo" [i]', "P003": "Zoë  Ünal\xa0Jr", "P004": "李 小龍 & <Co>"}


@pytest.fixture
def named_app(league_file):
    """The example season again as 2009-10, four of its players named as no plain name is."""
    season = load_season(league_file)
    season = replace(
        season, name="2009-10", players=tuple(replace(p, name=NAMES.get(p.id, p.name)) for p in season.players)
    )
    import_season(league_file, season, backup=False)
    return RinkbookApp(league_file, today=TODAY, season="2009-10")


@pytest.mark.parametrize("size", [(80, 24), (170, 40)])
async def test_the_screen_text_is_the_svg_screenshots_on_every_screen(named_app, size):
    async with named_app.run_test(size=size) as pilot:
        await pilot.pause()
        seen: set[str] = set()
        for name in [n for n in SCREENS if n != "goalies"]:  # a Gray season: no goalie competition
            await named_app.run_action(f"show({name!r})")  # the scoresheet's entry line takes letters as typing
            await pilot.pause()
            assert type(named_app.screen) is screen_class(name)
            text = screen_text(named_app)
            assert text == svg_screen_text(named_app), name
            seen |= {n for n in NAMES.values() if n.replace("\xa0", " ") in text}
        assert seen == set(NAMES.values())  # each name was on some screen, read alike both ways
        await pilot.press("f1")  # the help, over the last screen
        await pilot.pause()
        shown = screen_text(named_app)
        assert shown == svg_screen_text(named_app)
        assert shown.count("\n") >= 10


async def test_a_read_draws_through_no_line_filter_and_leaves_the_apps_filters_as_they_were(make_app):
    """A line filter (the app's ANSI colours turned to the theme's) restyles segments and was a tenth of a read:
    `screen_text` draws without it, the screenshot it agrees with still through it."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        filters = app.get_line_filters()
        assert filters  # Textual's ANSI colours to the theme's, at least
        filtered: list[object] = []
        for line_filter in filters:
            line_filter.apply = _counted(line_filter.apply, filtered)
        _redraw_every_line(app)
        text = screen_text(app)
        assert not filtered
        assert app.get_line_filters() == filters and "get_line_filters" not in vars(app)
        _redraw_every_line(app)
        assert svg_screen_text(app) == text and filtered


def _counted(apply, calls: list[object]):
    def counted(segments, background):
        calls.append(background)
        return apply(segments, background)

    return counted


def _redraw_every_line(app) -> None:
    """Every line of the screen drawn anew at the next read (a filter's result is kept with the line it filtered)."""
    for widget in app.screen.walk_children(with_self=True):
        widget.refresh()
