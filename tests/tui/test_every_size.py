"""Every screen at 80x24, 100x30 and 160x50: the figures of a known row whole on screen, Help and Quit in
the footer, every team's roster tab in view, players on the scoresheet; Esc leaves the new-league form;
a refused dialog opens again with what was typed."""

from __future__ import annotations

import re
from datetime import date

import pytest
from textual.widgets import DataTable

from league.ledger.fees import fee_ledger
from league.ledger.money import dollars
from league.stats.totals import season_stats
from league.turnout.attendance import attendance
from tests.tui.conftest import wait_until
from tests.tui.notices import notices
from tests.tui.screen_text import shown
from tui.first_run_app import FirstRunApp
from tui.text.tab_titles import tab_titles

SIZES = ((80, 24), (100, 30), (160, 50))


def whole(lines: list[str], figures: list[str]) -> bool:
    """True when one line shows `figures` in order, each whole (nothing of a number cut at either end)."""
    pattern = r"(?<![\w$.,])" + r"\s+".join(re.escape(f) for f in figures) + r"(?![\w.,])"
    return any(re.search(pattern, line) for line in lines)


async def show(app, pilot, screen: str) -> list[str]:
    await app.switch_mode(screen)
    await pilot.pause()
    await pilot.pause()  # the tables fit their columns after the first layout
    lines = shown(app)
    footer = lines[-1]  # while an entry line has the focus `?` and `q` are text: F1 and Ctrl+Q instead
    assert re.search(r"(\?|F1) Help +(q|\^q) Quit", footer), f"{screen}: {footer!r}"
    return lines


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_every_screen_shows_its_figures_whole_at_every_size(make_app, size):
    app = make_app()
    async with app.run_test(size=size) as pilot:
        season, rulebook = app.season, app.rulebook
        lines = await show(app, pilot, "dashboard")
        top = app.screen.query_one("#standings-table", DataTable).get_row_at(0)
        assert whole(lines, [str(c) for c in top[2:]]), "\n".join(lines)  # GP W L T PTS GF GA

        lines = await show(app, pilot, "stats")
        best = max(season_stats(season, rulebook, None).players, key=lambda p: p.points)
        assert whole(lines, [str(n) for n in (best.gp, best.goals, best.assists, best.points, best.pim)]), "\n".join(
            lines
        )

        lines = await show(app, pilot, "fees")
        team = fee_ledger(season, rulebook).teams[0]
        figures = [team.owed_cents, team.waived_cents, team.paid_cents, team.outstanding_cents]
        assert whole(lines, [str(team.games), *(dollars(c) for c in figures)]), "\n".join(lines)

        lines = await show(app, pilot, "attendance")
        grid = app.screen.query_one(DataTable)
        pid = str(grid.coordinate_to_cell_key(grid.cursor_coordinate).row_key.value)
        row = next(r for r in attendance(season, rulebook) if r.player == pid)
        assert whole(lines, [str(row.attended), str(row.misses)]), "\n".join(lines)

        lines = await show(app, pilot, "rosters")
        tabs = next(line for line in lines if season.teams[0].code in line)
        assert all(t.code in tabs for t in season.teams), "\n".join(lines)

        lines = await show(app, pilot, "scoresheet")
        assert sum("▐" in line for line in lines) >= 6, "\n".join(lines)  # three players a team, at least
        for screen in ("players", "draft", "schedule", "discipline", "playoffs", "audit", "bench", "shifts"):
            await show(app, pilot, screen)  # the footer keeps Help and Quit


async def test_esc_leaves_the_new_league_form_without_a_season(make_app, tmp_path):
    """On the first run Esc ends rinkbook and makes no file; in a league it goes back to the dashboard."""
    path = tmp_path / "first-run.db"
    first = FirstRunApp(path, date(2026, 9, 1))
    async with first.run_test() as pilot:
        await pilot.pause()
        await pilot.press(*"Half", "escape")
        await wait_until(pilot, lambda: not first.is_running)
        assert not first.is_running  # it ended by itself, not with the test
    assert first.return_value is None and not path.exists()

    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("n")
        await wait_until(pilot, lambda: app.current_mode == "new_league")
        await pilot.press("escape")
        await wait_until(pilot, lambda: app.current_mode == "dashboard")
        assert app.current_mode == "dashboard"
        assert any("no season was made" in note for note in notices(app))


def test_roster_tabs_cut_the_other_teams_names_before_a_tab_hides():
    teams = (("BLK", "Black"), ("RED", "Red"), ("GRN", "Green"))
    assert tab_titles(teams, 40, 0) == ["BLK Black", "RED Red", "GRN Green"]  # room for all: whole
    assert tab_titles(teams, 28, 0) == ["BLK Black", "RED R…", "GRN Gr…"]  # the others cut alike
    assert tab_titles(teams, 21, 2) == ["BLK", "RED", "GRN Green"]  # the tab shown keeps its title
    assert sum(len(t) + 2 for t in tab_titles(teams, 21, 2)) <= 21
