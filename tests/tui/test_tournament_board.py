"""The tournament board (docs/guide.md#the-screens): a tournament opens on it, a tab per division with its pools,
each tie's criterion, the bracket as a tree with results in words, next games and alerts; the Gray-only
screens (draft, bench, shifts, attendance, fees) are not offered for a tournament and still are for Gray."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest
from textual.widgets import Static, TabbedContent

from league.season.values import Score
from store.file.db import open_league
from store.season_files.import_export import import_season_file
from store.writes.games import save_game
from tests.league_templates import FIXTURES
from tests.tournament_files import game, tournament, write
from tests.tui.conftest import wait_until
from tests.tui.notices import notices
from tests.tui.tournament_apps import TODAY, event_app
from tui.app import RinkbookApp
from tui.modals.coin_toss_modal import CoinTossModal
from tui.modals.help_modal import HelpModal
from tui.screens.dashboard_screen import DashboardScreen
from tui.screens.tournament_board_screen import TournamentBoardScreen

WIDE, SMALL = (160, 50), (80, 24)
GRAY_ONLY = {"b": "Draft board", "l": "Bench tracker", "c": "Shift report", "a": "Attendance", "f": "Fee ledger"}

# Per example event: its tabs, a bracket line of the tree, and an alert, each as the board words it.
EVENTS = {
    "cole-harbour-classic": (
        ["A division", "B division"],
        "└─ A-SF2 semi-final: WHT v GRN — 3-3 SO 1-0; WHT wins",
        ("B", "Disqualified: Nav from game G009: ineligible player (committee, RE 3)"),
    ),
    "coors-cup": (
        ["Open division", "Masters division"],
        "├─ OPEN-SF1 semi-final: GRN v WHT — 0-4; WHT wins",
        ("OPEN", "Not yet knockout-eligible for Grn (rule 3.1.8): P0041"),
    ),
    "prime-expo-boulder": (
        ["Open division", "Rec division"],
        "└─ OPEN-SF2 semi-final: BLK v GRN — 2-1; BLK wins",
        ("OPEN", "Disqualified: Slv from game G010: ineligible player (committee)"),
    ),
    "three-on-three": (
        ["Adult division", "Senior division"],
        "ADULT-F final: BLK v WHT — 5-5 SO 2-1; BLK wins",
        ("ADULT", "Goalie disqualified: Al Wolfe (P0053) from game G007 on (PEN 4)"),
    ),
}


def panel(app: RinkbookApp, name: str, tab: int) -> str:
    return str(app.screen.query_one(f"#{name}-{tab}", Static).render())


async def board_shown(pilot, app: RinkbookApp) -> None:
    """Wait for the board's panels: on a busy machine the first pause can end while the board's tabs are still being
    made (the season's load, finished off the event loop, can make them again)."""
    await wait_until(pilot, lambda: bool(app.screen.query("#pools-0")) and bool(app.screen.query("#alerts-0")))


@pytest.mark.parametrize("name", list(EVENTS))
async def test_a_tournament_opens_on_its_board_with_pools_bracket_and_alerts(tmp_path, read_screen, name):
    titles, tree_line, (alert_division, alert) = EVENTS[name]
    app = event_app(tmp_path, name)
    async with app.run_test(size=WIDE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TournamentBoardScreen)
        text = read_screen(app)
        assert "Tournament board" in text and "Race to the top three" not in text
        assert all(title in text for title in titles)
        assert any("Pool A" in line and "Pool B" in line for line in text.splitlines())  # side by side at 160
        assert "#   Team GP  W  L  T" in text
        divisions = [code for code, _ in app.screen.divisions]
        tab = divisions.index(alert_division)
        assert alert in panel(app, "alerts", tab)
        bracket_tab = next(i for i in range(len(divisions)) if tree_line in panel(app, "bracket", i))
        await pilot.press(*["right_square_bracket"] * bracket_tab)  # `]` shows the next division
        await pilot.pause()
        assert app.screen.query_one(TabbedContent).active == f"division-{bracket_tab}"
        assert tree_line in read_screen(app)


async def test_each_level_team_shows_the_criterion_that_split_it_and_prime_its_shootout_columns(tmp_path):
    app = event_app(tmp_path, "cole-harbour-classic")
    async with app.run_test(size=SMALL) as pilot:
        await board_shown(pilot, app)
        pools = panel(app, "pools", 0)
        assert "Tie: Red and Grn 3 pts; level on wins (1 each), head-to-head points" in pools
        assert "goal difference Red +5, Grn +3" in pools.replace("\n  ", " ")
        assert "PIM" in pools and "SOW" not in pools  # Cole breaks ties on penalty minutes, has no shootout points
    app = event_app(tmp_path, "prime-expo-boulder")
    async with app.run_test(size=SMALL) as pilot:
        await board_shown(pilot, app)
        assert "#   Team GP  W  L  T SOW SOL PTS  GF  GA    GQ" in panel(app, "pools", 0)


async def test_the_board_at_80x24_stacks_its_pools_whole_and_scrolls(tmp_path, read_screen):
    app = event_app(tmp_path, "coors-cup")
    async with app.run_test(size=SMALL) as pilot:
        # Under load the footer's line can come a frame after the board's: wait for the whole screen.
        await wait_until(pilot, lambda: len(read_screen(app).splitlines()) == 24)
        text = read_screen(app)
        lines = text.splitlines()
        assert len(lines) == 24 and all(len(line) <= 80 for line in lines)
        assert "1   GRN   2  2  0  0  16   6   0  12  10" in text  # a row whole, nothing cut mid-number
        assert "Pool B" not in next(line for line in lines if "Pool A" in line)  # stacked: one pool a row
        pools = panel(app, "pools", 0)
        assert pools.index("Pool A") < pools.index("Pool B")


async def test_another_windows_result_refreshes_the_board(tmp_path):
    app = event_app(tmp_path, "coors-cup")
    other = open_league(tmp_path / "coors-cup.db")
    async with app.run_test(size=WIDE) as pilot:
        await board_shown(pilot, app)
        assert "OPEN-3RD third-place: GRN v RED — next game 1, GRN home" in panel(app, "bracket", 0)
        game = next(g for g in app.season.games if g.series == "OPEN-3RD")
        done = replace(game, status="final", score=Score(2, 1), period_scores=((1, 0), (1, 0), (0, 1)))
        save_game(other, app.season_name, done, based_on=game)
        await wait_until(pilot, lambda: "GRN wins" in panel(app, "bracket", 0).split("OPEN-3RD")[1])
        assert "OPEN-3RD third-place: GRN v RED — 2-1; GRN wins" in panel(app, "bracket", 0)
    other.close()


async def test_gray_only_screens_are_not_offered_for_a_tournament(tmp_path, read_screen):
    app = event_app(tmp_path, "coors-cup")
    async with app.run_test(size=WIDE) as pilot:
        await pilot.pause()
        for key, title in GRAY_ONLY.items():
            await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.screen, TournamentBoardScreen), title
        said = notices(app)
        assert "The draft is not part of the Coors Cup's rules." in said
        assert "The officials' fee ledger is not part of the Coors Cup's rules." in said
        assert "Drops and substitutes are not part of the Coors Cup's rules." in said
        palette = {c.title for c in app.get_system_commands(app.screen)}
        assert not any(title in palette for title in GRAY_ONLY.values()) and "Schedule" in palette
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpModal)
        text = read_screen(app)
        assert "Schedule" in text and not any(title in text for title in GRAY_ONLY.values())
        await pilot.press("s", "d")  # `d` goes back to the board, not Gray's dashboard
        await pilot.pause()
        assert isinstance(app.screen, TournamentBoardScreen)


async def test_gray_keeps_its_dashboard_and_its_gray_only_screens(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, DashboardScreen)
        palette = {c.title for c in app.get_system_commands(app.screen)}
        assert all(any(p.startswith(title) for p in palette) for title in GRAY_ONLY.values())
        await pilot.press("f")
        await pilot.pause()
        assert "Fee ledger" in read_screen(app)


async def test_a_pools_pending_coin_toss_is_an_alert_and_k_records_it(tmp_path, read_screen):
    """Team A and Team B level on everything (Coors 6.1): the alert says so, and the toss typed orders the pool."""
    level = [game("G1", "A", "B", periods=[(1, 1), (0, 0), (0, 0)])]
    store = open_league(tmp_path / "toss.db", create=True)
    import_season_file(store, write(tmp_path, tournament("coors-cup", {"A": "A B"}, level)))
    app = RinkbookApp(store, today=date(2026, 3, 1), season="2026")
    async with app.run_test(size=WIDE) as pilot:
        await board_shown(pilot, app)
        assert "Pool A: * coin toss pending (rule 6.1): Team A and Team B" in panel(app, "alerts", 0)
        assert "1*  A" in panel(app, "pools", 0)
        await pilot.press("k")
        await pilot.pause()
        assert isinstance(app.screen, CoinTossModal)
        await pilot.press(*"B A", "enter")
        await wait_until(pilot, lambda: isinstance(app.screen, TournamentBoardScreen) and app.season.coin_tosses)
        assert "coin toss" not in panel(app, "alerts", 0)
        pools = panel(app, "pools", 0)
        assert pools.index("1   B") < pools.index("2   A")
    store.close()


async def test_switching_from_a_league_season_to_a_tournament_shows_the_board(league_file, read_screen):
    """A file holding Gray's season and a tournament: `d` shows the dashboard each season calls for."""
    import_season_file(league_file, FIXTURES / "tournament-coors-cup.json")
    app = RinkbookApp(league_file, today=TODAY, season="2002-03")
    async with app.run_test(size=WIDE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, DashboardScreen)
        app.open_season("2009")
        await wait_until(pilot, lambda: isinstance(app.screen, TournamentBoardScreen))
        assert "Race to the top three" not in read_screen(app)
        await pilot.press("b")  # the draft is Gray's: not in the Coors Cup
        await pilot.pause()
        assert isinstance(app.screen, TournamentBoardScreen)
        app.open_season("2002-03")
        await wait_until(pilot, lambda: isinstance(app.screen, DashboardScreen))
        await pilot.press("b")
        await pilot.pause()
        assert "Draft board" in read_screen(app)


def test_a_scheduled_game_a_disqualification_already_counts_says_it_will_not_be_played(tmp_path):
    """docs/readings/shared.md#disqualification: a disqualified team's games from the ruling's game on are its forfeits,
    scheduled ones too."""
    from store.views.tournament import load_tournament
    from store.writes.rulings import record_disqualification
    from tui.text.board_text import division_next_games

    games = [game("G1", "A", "B", "2-1"), game("G2", "B", "C"), game("G3", "A", "C")]
    with open_league(tmp_path / "cup.db", create=True) as store:
        import_season_file(store, write(tmp_path, tournament("prime-expo-boulder", {"A": "A B C"}, games)))
        record_disqualification(store, None, "B", "G1", "an ineligible player")
        view = load_tournament(store)
    lines = division_next_games(view, "OPEN", date(2026, 3, 1))
    assert lines[0].endswith("G2  B v C  (not played: forfeit by B, disqualified)")
    assert "not played" not in lines[1]  # G3, A v C, is still to play
