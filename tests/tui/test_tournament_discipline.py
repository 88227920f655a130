"""A tournament's discipline screen (docs/guide.md#the-screens): its ejections, its
disqualified teams and goalies beside the suspension ledger, its own rulebook's note; and the committee's
rulings typed in the app (D a disqualification, R a suspension ruling), audit-logged, refused naming the field."""

from __future__ import annotations

import re

from textual.widgets import Input, Static

from store.file.audit import audit_log
from tests.tui.conftest import wait_until
from tests.tui.tournament_apps import event_app
from tui.app import RinkbookApp
from tui.modals.ruling_modals import DisqualifyModal, RulingModal, SuspensionRulingModal
from tui.screen_commands import screen_commands
from tui.screens.discipline_screen import DisciplineScreen
from tui.screens.tournament_board_screen import TournamentBoardScreen

WIDE = (160, 50)


def disqualified(app: RinkbookApp) -> str:
    return str(app.screen.query_one("#disqualified", Static).render())


async def fill_and_submit(pilot, values: dict[str, str]) -> None:
    """Type `values` into the open ruling form's fields (by name) and press Enter on its last field."""
    await wait_until(pilot, lambda: isinstance(pilot.app.screen, RulingModal))
    form = pilot.app.screen
    for name, text in values.items():
        form.query_one(f"#ruling-{name}", Input).value = text
    form.query(Input).last().focus()
    await pilot.press("enter")
    await pilot.pause()


async def test_a_tournaments_discipline_screen_shows_its_ejections_and_disqualified_teams_and_goalies(
    tmp_path, read_screen
):
    app = event_app(tmp_path, "three-on-three")
    async with app.run_test(size=WIDE) as pilot:
        await pilot.pause()
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, DisciplineScreen)
        text = read_screen(app)
        # Each ejection: game, player, team, period and time as on the sheet, cause (G016 P0012 at 1 05:04).
        assert any(
            all(cell in line for cell in ("G016", "WHT", "05:04", "game misconduct")) for line in text.split("\n")
        )
        assert text.count("game misconduct") >= 4
        teams, goalies = disqualified(app).replace("\n ", " ").split("Goalies:")
        assert "OLV" in teams and "from G010: committee ruling: ineligible player" in teams
        assert "Al Wolfe (P0053) from G007" in goalies
        # The note is the season's own rulebook's, never Gray's (rule 5's game misconducts, 10th-penalty forfeits).
        assert "penalties after an ejection" in text and "rule 5" not in text and "10th counted" not in text
        assert "Disqualify team" in text  # the committee's keys are in the footer, and in the palette
        assert {"Disqualify team", "Suspension ruling"} <= {c.title for c in screen_commands(app.screen)}


async def test_a_disqualification_typed_on_the_discipline_screen_is_refused_naming_the_field_then_lands(
    tmp_path, read_screen
):
    """A team not in the game is refused naming Game (the form opens again as typed); corrected, the ruling is
    recorded: the disqualified panel and the board's pool show it (dq), and the audit log holds it."""
    app = event_app(tmp_path, "three-on-three")
    async with app.run_test(size=WIDE) as pilot:
        await pilot.pause()
        await pilot.press("i", "D")
        await fill_and_submit(pilot, {"team": "grn", "game": "G003", "reason": "fighting after the buzzer"})
        await wait_until(pilot, lambda: "Nothing was saved" in read_screen(app))
        form = app.screen
        assert isinstance(form, DisqualifyModal)
        assert "Refused (PEN 5, Game): GRN does not play in G003. Nothing was saved." in read_screen(app)
        assert app.focused is form.query_one("#ruling-game", Input)
        assert form.query_one("#ruling-reason", Input).value == "fighting after the buzzer"
        await fill_and_submit(pilot, {"game": "G006"})
        await wait_until(pilot, lambda: isinstance(app.screen, DisciplineScreen))
        assert "from G006: committee ruling: fighting after the buzzer" in disqualified(app).replace("\n ", " ")
        entry = audit_log(app.store, app.season_name)[0]
        assert entry.action == "disqualify team"
        assert entry.detail == {"team": "GRN", "game": "G006", "reason": "fighting after the buzzer"}
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, TournamentBoardScreen)
        pools = str(app.screen.query_one("#pools-0", Static).render())
        assert any(line.lstrip().startswith("dq") and "GRN" in line for line in pools.split("\n")), pools


async def test_a_suspension_ruling_typed_in_the_app_is_refused_naming_games_then_shown_in_the_ledger(
    tmp_path, read_screen
):
    app = event_app(tmp_path, "cole-harbour-classic")
    async with app.run_test(size=WIDE) as pilot:
        await pilot.pause()
        await pilot.press("i", "R")
        values = {"player": "P0040", "game": "G002", "games": "0", "reason": "fight in the warm-up"}
        await fill_and_submit(pilot, values)
        await wait_until(pilot, lambda: "Nothing was saved" in read_screen(app))
        assert isinstance(app.screen, SuspensionRulingModal)
        assert "Refused (PR 4, Games): a suspension is at least 1 game" in read_screen(app)
        assert app.focused is app.screen.query_one("#ruling-games", Input)
        await fill_and_submit(pilot, {"games": "rest"})
        await wait_until(pilot, lambda: isinstance(app.screen, DisciplineScreen))
        assert app.season.suspension_rulings[-1].reason == "fight in the warm-up"
        assert app.season.suspension_rulings[-1].games is None
        text = read_screen(app)
        # The ledger's row: the ruling's rule and reason, for the rest of the tournament.
        assert re.search(r"\(P0040\)\s+BLK\s+G002\s+PR 4\s+committee ruling: fight in the warm-up\s+rest of", text)
        entry = audit_log(app.store, app.season_name)[0]
        assert entry.action == "suspension ruling" and entry.detail["games"] is None


async def test_a_suspension_ruling_of_games_typed_as_a_superscript_is_refused_naming_games(tmp_path, read_screen):
    """Games "²": str.isdigit takes it and int() refuses it, which ended the app; refused naming Games."""
    app = event_app(tmp_path, "cole-harbour-classic")
    async with app.run_test(size=WIDE) as pilot:
        await pilot.pause()
        before = app.season.suspension_rulings
        await pilot.press("i", "R")
        await fill_and_submit(pilot, {"player": "P0040", "game": "G002", "games": "²", "reason": "fight"})
        await wait_until(pilot, lambda: "Games: type how many" in read_screen(app))
        assert isinstance(app.screen, SuspensionRulingModal)
        assert app.season.suspension_rulings == before
