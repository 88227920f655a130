"""A game a disqualification forfeits says what it counts as on every screen: the scoresheet's header and
story, `final` typed on it, the printed sheet and the schedule. Cole Harbour's example: Nav is disqualified
from G009 on (an ineligible player); G009, played 3-1, counts as Nav's 0-5 forfeit, and G015 (Olv v Nav,
still scheduled) as its 5-0 forfeit, whatever is played."""

from __future__ import annotations

from datetime import date

import pytest
from textual.widgets import DataTable

from league.results.disqualification import DISQUALIFIED, season_outcomes
from league.season.values import Score
from league.sheet.replay import replay_sheet
from store.file.db import Store
from store.season_files.import_export import import_season_file
from store.views.season_load import load_season, season_rulebook
from tests.conftest import screen_text
from tests.pdf_text import page_text
from tests.tui.conftest import submit_line, wait_until
from tui.app import RinkbookApp
from tui.screens.scoresheet_screen import ScoresheetScreen
from tui.text.printed_sheet_pdf import game_sheet_pdf
from tui.text.printed_sheet_text import result_line

FIXTURE = "tournament-cole-harbour-classic.json"
SIZE = (160, 44)  # the header line holds the played score, the counted one and why
DAY = date(2009, 10, 10)


@pytest.fixture
def cole(empty_league: Store, example_path) -> Store:
    import_season_file(empty_league, example_path.parent / FIXTURE)
    return empty_league


def disqualification_rule(store: Store) -> str:
    return season_rulebook(load_season(store)).cite("disqualification")


def message(app: RinkbookApp) -> str:
    return str(app.screen.query_one("#sheet-message").render())


async def opened(pilot, game_id: str) -> None:
    app = pilot.app
    await app.open_scoresheet(game_id)
    await wait_until(
        pilot,
        lambda: (
            isinstance(app.screen, ScoresheetScreen) and app.screen.game is not None and app.screen.game.id == game_id
        ),
    )


async def test_the_disqualifying_games_sheet_says_it_was_played_3_1_and_counts_as_a_0_5_forfeit(cole: Store):
    rule = disqualification_rule(cole)
    counts = f"counts as Nav 0, Tea 5, by forfeit of Nav (disqualified in game G009, {rule})"
    app = RinkbookApp(cole, today=DAY, season="2009")
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot, "G009")
        text = " ".join(screen_text(app).split())
        assert f"G009 · FINAL played Nav 3, Tea 1; {counts}" in text, text  # the header
        assert f"FINAL: played Nav 3, Tea 1; {counts}" in text  # the story's last line
        assert "FINAL Nav 3, Tea 1 ·" not in text


async def test_final_on_a_disqualified_teams_later_game_confirms_its_forfeit_beside_the_score_played(cole: Store):
    """G015 before it is played: its header says what it counts as. Nav scores once and the scorer types
    final: the message and the header say played 0-1, counts as Olv's 5-0 forfeit win, and why."""
    rule = disqualification_rule(cole)
    why = f"Nav forfeits (disqualified in game G009, {rule})"
    app = RinkbookApp(cole, today=DAY, season="2009")
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot, "G015")
        text = " ".join(screen_text(app).split())
        assert (
            f"G015 · scheduled; counts as Olv 5, Nav 0, by forfeit of Nav (disqualified in game G009, {rule})" in text
        )
        for line in ("dress OLV all", "dress NAV all", "goal NAV 74 1 05:00"):
            await submit_line(pilot, line)
            assert message(app).startswith("Saved"), (line, message(app))
        await submit_line(pilot, "final")
        said = message(app)
        assert f"Saved: final played Olv 0, Nav 1; counts as Olv 5, Nav 0, a forfeit win for Olv: {why}" in said, said
        assert "final Olv 0, Nav 1" not in said
        text = " ".join(screen_text(app).split())
        assert "G015 · FINAL played Olv 0, Nav 1; counts as Olv 5, Nav 0, by forfeit of Nav" in text, text
    season = load_season(cole)
    stored = season.game("G015")
    assert (stored.status, stored.played_score, stored.overtime) == ("final", Score(0, 1), False)  # kept as played
    outcome = season_outcomes(season, season_rulebook(season))["G015"]
    assert (outcome.winner, outcome.home_goals, outcome.away_goals, outcome.forfeit_cause) == (
        "OLV",
        5,
        0,
        DISQUALIFIED,
    )


async def test_final_on_a_disqualified_teams_unplayed_game_says_its_forfeit_win(cole: Store):
    rule = disqualification_rule(cole)
    app = RinkbookApp(cole, today=DAY, season="2009")
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot, "G015")
        await submit_line(pilot, "final")
        said = message(app)
        forfeit = f"final Olv 5, Nav 0, a forfeit win for Olv: Nav forfeits (disqualified in game G009, {rule})"
        assert forfeit in said and "no goals on the sheet" not in said, said


async def test_the_schedule_shows_what_a_disqualified_teams_games_count_as(cole: Store):
    app = RinkbookApp(cole, today=DAY, season="2009")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        await wait_until(pilot, lambda: bool(app.screen.query("#schedule-table")))
        table = app.screen.query_one("#schedule-table", DataTable)
        await wait_until(pilot, lambda: table.row_count > 0)
        rows = {str(table.get_row_at(i)[0]): [str(c) for c in table.get_row_at(i)] for i in range(table.row_count)}
        assert rows["G009"][-1] == "0-5 forfeit by NAV (disqualified; 3-1 played)"
        assert rows["G015"][-1] == "5-0 forfeit by NAV (disqualified)"
        assert rows["G003"][-1] and "forfeit" not in rows["G003"][-1]  # a game of two teams in good standing


def test_the_printed_sheet_says_the_score_played_and_the_forfeit_it_counts_as(cole: Store):
    season = load_season(cole)
    rulebook = season_rulebook(season)
    rule = rulebook.cite("disqualification")
    played = season.game("G009")
    line = result_line(season, played, replay_sheet(played, rulebook), rulebook, False)
    assert line == (
        f"Final: played Nav 3, Tea 1; counts as Nav 0, Tea 5, by forfeit of Nav (disqualified in game G009, {rule})"
    )
    unplayed = season.game("G015")
    assert result_line(season, unplayed, replay_sheet(unplayed, rulebook), rulebook, False) == (
        f"Counts as: Olv 5, Nav 0, by forfeit of Nav (disqualified in game G009, {rule})"
    )
    assert result_line(season, unplayed, replay_sheet(unplayed, rulebook), rulebook, True).startswith("Final score:")
    pdf = game_sheet_pdf(season, played, rulebook, compress=False)
    page = " ".join(page_text(pdf).split())
    assert "played Nav 3, Tea 1; counts as Nav 0, Tea 5" in page, page
