"""The 3-on-3 goalie competition on its own screen (3-on-3 GC): ratings to two
decimals, the goalies assigned to the final, third-place and consolation games, the alerts, `k` recording a
coin toss between level goalies; a rulebook without a goalie competition does not offer the screen."""

from __future__ import annotations

from textual.widgets import Input, Static

from tests.tui.conftest import submit_line, wait_until
from tests.tui.notices import notices
from tests.tui.tournament_apps import event_app, level_goalies
from tui.app import RinkbookApp
from tui.modals.coin_toss_modal import CoinTossModal
from tui.modals.help_modal import HelpModal
from tui.screen_commands import screen_commands
from tui.screens.discipline_screen import DisciplineScreen
from tui.screens.goalies_screen import GoaliesScreen

WIDE, SMALL = (160, 50), (80, 24)


def side(app: RinkbookApp, name: str) -> str:
    return str(app.screen.query_one(f"#{name}", Static).render())


async def test_the_goalie_screen_ranks_the_three_on_three_examples_goalies_and_names_the_assigned(
    tmp_path, read_screen
):
    app = event_app(tmp_path, "three-on-three")
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("G")
        await pilot.pause()
        assert isinstance(app.screen, GoaliesScreen)
        text = read_screen(app)
        rows = [line for line in text.split("\n") if "Rod Moreau" in line or "Bob Quinn" in line]
        assert "82.71" in rows[0] and "1" in rows[0].split("Rod Moreau")[0]  # 100 x 18/21 - 3, first in ADULT
        assert "77.00" in rows[1]
        assert "GC" in text and "Goalie competition" in text
        assigned = side(app, "assigned")
        assert "Division ADULT:" in assigned and "final: Rod Moreau (P0051)" in assigned
        assert "third-place: Bob Quinn (P0049)" in assigned and "consolation: Abe Tate (P0050)" in assigned
        assert side(app, "goalie-alerts") == "Al Wolfe (P0053) disqualified from G007 on (PEN 4): never assigned"


async def test_goalies_of_equal_rating_wait_for_a_toss_which_k_records(tmp_path, read_screen):
    app = event_app(tmp_path, "three-on-three", level_goalies)
    async with app.run_test(size=WIDE) as pilot:
        await pilot.pause()
        await pilot.press("G")
        await pilot.pause()
        text = read_screen(app)
        assert [line for line in text.split("\n") if "91.00" in line and "*" in line]
        assert "final: not yet (a coin toss is pending)" in side(app, "assigned")
        alerts = side(app, "goalie-alerts")
        assert "* Coin toss pending: Bob Quinn (P0049), Abe Tate (P0050) (k records it)" in alerts
        # Abe Tate kept the consolation's goal; the competition's third is Rod Moreau now: a reason is needed.
        assert "is not the goalie competition's" in alerts
        await pilot.press("k")
        await wait_until(pilot, lambda: isinstance(app.screen, CoinTossModal))
        await submit_line(pilot, "P0050 P0049")
        await wait_until(
            pilot, lambda: isinstance(app.screen, GoaliesScreen) and "Abe Tate (P0050)" in side(app, "assigned")
        )
        assert "final: Abe Tate (P0050)" in side(app, "assigned")
        assert "third-place: Bob Quinn (P0049)" in side(app, "assigned")
        assert app.season.coin_tosses[-1].order == ("P0050", "P0049")


async def test_a_rulebook_without_a_goalie_competition_does_not_offer_its_screen(tmp_path, read_screen):
    app = event_app(tmp_path, "coors-cup")
    async with app.run_test(size=WIDE) as pilot:
        await pilot.pause()
        await pilot.press("G")
        await pilot.pause()
        assert not isinstance(app.screen, GoaliesScreen)
        assert "The goalie competition is not part of the Coors Cup's rules." in notices(app)
        assert "Goalie competition" not in {c.title for c in app.get_system_commands(app.screen)}
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpModal) and "Goalie competition" not in read_screen(app)


async def test_gray_offers_neither_the_goalie_competition_nor_the_tournament_rulings(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await pilot.pause()
        await pilot.press("G")
        await pilot.pause()
        assert not isinstance(app.screen, GoaliesScreen)
        assert "Goalie competition" not in {c.title for c in app.get_system_commands(app.screen)}
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, DisciplineScreen)
        text = read_screen(app)
        assert "Disqualify team" not in text and "Ejections" not in text and "rule 5" in text  # Gray's screen as it was
        assert "Disqualify team" not in {c.title for c in screen_commands(app.screen)}  # nor in the palette
        await pilot.press("D")
        await pilot.pause()
        assert isinstance(app.screen, DisciplineScreen) and not app.screen.query(Input)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpModal) and "Suspension ruling" not in read_screen(app)
