"""`final` on a sheet the rules forfeited on the ice: it confirms and stores the result the rules give (the
rulebook's forfeit score and the team that won by it), never the score the teams had played to."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from league.results.disqualification import season_outcomes
from league.rulebooks import COORS, GRAY
from league.season.values import Score
from store.file.db import Store
from store.season_files.import_export import import_season, import_season_file
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season
from tests.conftest import EXAMPLE, screen_text
from tests.tournament_files import game, tournament, write
from tests.tui.conftest import submit_line, wait_until
from tests.tui.sheet_fixtures import GAME, sheet_season
from tui.app import RinkbookApp
from tui.screens.scoresheet_screen import ScoresheetScreen
from tui.text.scoresheet_entry import EntryContext, EntryError, parse_entry

SIZE = (120, 40)
# Blue (away) takes ten minors, its 10th counted penalty at period 2 10:00 (rule 4).
BLUE = ("13", "14", "16", "38", "46", "50", "63", "67", "73", "13")
BLUE_MINORS = [f"p a {n} minor 2 {i + 1}:00" for i, n in enumerate(BLUE)]


@pytest.fixture
def sheet_league(filled_league) -> Store:
    """The example's regular season with game R31 (White v Blue) still to play."""
    return filled_league(
        "test_final_after_forfeit.sheet_league",
        lambda store: import_season(store, sheet_season(parse_season_text(EXAMPLE.read_bytes())), backup=False),
    )


def message(app: RinkbookApp) -> str:
    return str(app.screen.query_one("#sheet-message").render())


async def opened(pilot, game_id: str) -> None:
    app = pilot.app
    await app.open_scoresheet(game_id)
    await wait_until(pilot, lambda: isinstance(app.screen, ScoresheetScreen) and app.screen.game is not None)


async def entered(pilot, *lines: str) -> None:
    for line in lines:
        await submit_line(pilot, line)
        assert message(pilot.app).startswith("Saved"), (line, message(pilot.app))


async def test_final_after_a_tenth_penalty_forfeit_confirms_and_stores_the_forfeit_win(sheet_league: Store):
    """Blue led 1-0 when its 10th counted penalty forfeited the game: White wins 1-0 by forfeit."""
    app = RinkbookApp(sheet_league, today=date(2002, 12, 10), season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot, GAME)
        await entered(pilot, "d h all", "d a all", "goal a 13 1 05:00", *BLUE_MINORS)
        await submit_line(pilot, "final ot")  # a forfeit is no overtime result
        refusal = message(app)
        assert refusal.startswith("Refused (final)") and "rule 4" in refusal and "overtime" in refusal, refusal
        assert load_season(sheet_league, "2002-03").game(GAME).status == "scheduled"
        await submit_line(pilot, "final")
        said = message(app)
        forfeit_win = "final White 1, Blue 0, a forfeit win for White: Blue forfeits (its 10th counted penalty, rule 4)"
        assert forfeit_win in said
        assert "Blue 1" not in said, said
        assert "FINAL: White 1, Blue 0, by forfeit of Blue" in screen_text(app)
    season = load_season(sheet_league, "2002-03")
    stored = season.game(GAME)
    assert (stored.status, stored.score, stored.overtime) == ("final", None, False)
    outcome = season_outcomes(season, GRAY)[GAME]
    assert (outcome.winner, outcome.home_goals, outcome.away_goals, outcome.forfeited_by) == ("WHT", 1, 0, "BLU")


def coors(tmp_path) -> dict:
    """Coors Cup pool A: Hawks (HWK, home) v Falcons (FAL) to play."""
    data = tournament("coors-cup", {"A": "HWK FAL"}, [game("G1", "HWK", "FAL")])
    data["teams"] = [{"code": "HWK", "name": "Hawks"}, {"code": "FAL", "name": "Falcons"}]
    return data


async def test_final_after_a_tournaments_forfeit_on_the_ice_confirms_the_rulebooks_forfeit_score(
    empty_league: Store, tmp_path
):
    """The Falcons led 1-0, then a third Falcon took a misconduct: the Hawks win at Coors' forfeit score, 3-0."""
    import_season_file(empty_league, write(tmp_path, coors(tmp_path)))
    app = RinkbookApp(empty_league, today=date(2026, 3, 7), season="2026")
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot, "G1")
        misconducts = [f"pen FAL {n} misconduct 1 0{n + 1}:00" for n in (1, 2, 3)]
        await entered(pilot, "dress HWK all", "dress FAL all", "goal FAL 4 1 01:00", *misconducts)
        await submit_line(pilot, "final")
        said = message(app)
        assert said.startswith("Saved: final Hawks 3, Falcons 0, a forfeit win for Hawks: Falcons forfeits"), said
        assert "misconduct" in said and "rule 4.7" in said and "Falcons 1" not in said, said
    season = load_season(empty_league, "2026")
    stored = season.game("G1")
    assert (stored.status, stored.score, stored.overtime) == ("final", None, False)
    outcome = season_outcomes(season, COORS)["G1"]
    assert (outcome.winner, outcome.home_goals, outcome.away_goals, outcome.decided_by) == ("HWK", 3, 0, "forfeit")


@pytest.fixture
def ctx(example_season) -> EntryContext:
    season = sheet_season(example_season)
    return EntryContext(season.game(GAME), season, GRAY)


def test_final_after_a_late_start_forfeit_says_the_forfeit_win(ctx: EntryContext):
    late = parse_entry("late BLU 20", ctx).game
    change = parse_entry("final", replace(ctx, game=late))
    assert change.done.startswith("final White 1, Blue 0, a forfeit win for White: Blue forfeits (more than 15")
    assert (change.game.status, change.game.score, change.game.overtime) == ("final", None, False)


def test_a_score_typed_after_a_forfeit_ruling_is_kept_as_played_and_the_ruling_decides(ctx: EntryContext):
    ruled = parse_entry("forfeit WHT ineligible player", ctx).game
    change = parse_entry("score 6-2", replace(ctx, game=ruled))
    assert change.game.score == Score(6, 2)  # the played score stays on the sheet
    assert change.done == (
        "final White 0, Blue 1, a forfeit win for Blue: White forfeits (the committee's ruling: ineligible player)"
    )
    with pytest.raises(EntryError) as refused:
        parse_entry("score 6-2 ot", replace(ctx, game=ruled))
    assert refused.value.field == "score" and "no overtime result" in refused.value.message
