"""The stats screen: players, goalies and teams from the final sheets, sorted by any column, filtered by team."""

from __future__ import annotations

import re
from dataclasses import replace

from tui import screen_preparing
from tui.screens.stats_screen import StatsScreen

SIZE = (120, 40)
TEAM_CODES = r"(BLK|RED|GRN|WHT|BLU|GLD)"


def player_rows(text: str) -> list[tuple[str, str]]:
    """(name, team) of the player rows in screen order."""
    return re.findall(rf"│\s*([A-Z][a-z]+ [A-Z][a-z]+)\s+{TEAM_CODES}\s+[FDG]\s+\d", text)


async def test_players_are_ranked_by_points_with_goalies_and_teams_beside(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen)
        text = read_screen(app)
        assert "All final games: 32 played, 17 with scorers and assists" in text
        assert re.search(r"Cal Wolfe\s+BLU\s+D\s+11\s+5\s+2\s+7\s+0", text)  # first on points
        assert player_rows(text)[0] == ("Cal Wolfe", "BLU")
        assert re.search(r"Abe Marsh\s+GRN\s+10\s+10\s+19\s+1\.90", text)  # GP, alone, GA, GAA
        assert re.search(r"Joe Ivers\s+BLU\s+11\s+0\s+0", text)  # dressed beside another goalie: not charged
        assert re.search(r"WHT\s+12\s+19\s+27\s+118", text)
        assert "(Alone)" in text


async def test_sort_by_the_column_under_the_cursor_and_again_reversed(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        for _ in range(7):
            await pilot.press("right")  # PIM
        await pilot.press("S")
        await pilot.pause()
        text = read_screen(app)
        assert "PIM▼" in text and "players by PIM, largest first" in text
        assert player_rows(text)[0] == ("Tom Ivers", "GLD")  # 28 minutes
        await pilot.press("S")
        await pilot.pause()
        text = read_screen(app)
        assert "PIM▲" in text and "players by PIM, smallest first" in text
        assert re.search(r"\s0\s*│", text.splitlines()[6])


async def test_team_filter_cycles_through_the_teams(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "T")
        await pilot.pause()
        text = read_screen(app)
        assert "· team BLK ·" in text
        assert {team for _, team in player_rows(text)} == {"BLK"}
        assert "Rick Caro" in text and "Abe Marsh" not in text  # Black's goalie, not Green's
        await pilot.press("T")
        await pilot.pause()
        assert {team for _, team in player_rows(read_screen(app))} == {"RED"}


async def test_stats_of_the_regular_season_or_the_playoffs(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "G")
        await pilot.pause()
        assert "Regular season: 28 played" in read_screen(app)  # R10 and R11 were forfeited before the start
        await pilot.press("G")
        await pilot.pause()
        assert "Playoffs: 4 played" in read_screen(app)


async def test_read_only_shows_the_stats(make_app, read_screen):
    app = make_app(read_only=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        text = read_screen(app)
        assert "READ-ONLY" in text and "Cal Wolfe" in text


async def test_the_sheets_are_summed_once_per_load_for_each_stage_shown(make_app, read_screen, monkeypatch):
    summed: list[str | None] = []
    season_stats = screen_preparing.season_stats
    monkeypatch.setattr(
        screen_preparing,
        "season_stats",
        lambda season, rulebook, stage, replays: summed.append(stage) or season_stats(season, rulebook, stage, replays),
    )
    app = make_app()
    app.preparing = False  # summed at the key here, not by the preparation after the read (`tui.screen_preparing`)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "S", "T", "G", "G", "G", "T")  # a sort, a team, each stage and back to all
        await pilot.pause()
        assert summed == [None, "regular", "playoff"]  # 10,000 games: some 50 ms a sum (docs/performance.md)
        assert "All final games: 32 played" in read_screen(app) and "· team RED ·" in read_screen(app)
        # As after a save: another season value (here a game moved), its own sums; the same
        # value read again keeps them.
        app.reload(replace(app.season, games=tuple(app.season.games)))
        await pilot.pause()
        app.reload(moved_game(app.season))
        await pilot.pause()
        assert summed == [None, "regular", "playoff", None]
        assert "All final games: 32 played" in read_screen(app)


def moved_game(season):
    """`season` with its first game moved to later that evening (its result unchanged)."""
    game = season.games[0]
    return season.with_game(replace(game, time="23:58" if game.time != "23:58" else "23:59"))
