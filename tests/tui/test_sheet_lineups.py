"""A short lineup on the scoresheet, typed as a scorer does: dressed one at a time without a word against it, then
refused at the first goal or penalty and at final, for and against the short team, with the forfeit the rulebook
gives and what to type to record it (Gray rule 6 for Gray, 3-on-3 GF 1 for 3-on-3)."""

from __future__ import annotations

import pytest

from store.file.db import Store
from store.season_files.import_export import import_season, import_season_file
from store.season_files.reader import parse_season_text
from store.views.tournament import load_tournament
from tests.conftest import EXAMPLE
from tests.tournament_files import game, tournament, write
from tests.tui.conftest import submit_line
from tests.tui.coors_cup_sheet import DAY, SIZE, opened
from tests.tui.scoresheet_keys import app_over, message, open_sheet, stored_game
from tests.tui.sheet_fixtures import sheet_season
from tui.app import RinkbookApp


@pytest.fixture
def sheet_league(empty_league: Store) -> Store:
    """The example's regular season with game R31 (White v Blue) still to play."""
    import_season(empty_league, sheet_season(parse_season_text(EXAMPLE.read_bytes())), backup=False)
    return empty_league


async def test_a_gray_team_of_four_skaters_is_dressed_but_no_goal_for_or_against_it_is_taken(sheet_league):
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await open_sheet(pilot)
        for line in ("d h 10", "dress h 11 32", "dress WHT 36 71", "d a all"):  # one at a time, then a whole roster
            await submit_line(pilot, line)
            assert message(app).startswith("Saved"), (line, message(app))
        note = str(app.screen.query_one("#sheet-home-note").render())  # White's panel, narrow: read whole
        assert note.startswith("5 dressed: 4 skaters and 1 goalie dressed: a team needs 5 skaters and a goalie"), note
        for line in ("goal a 13 1 01:00", "g h 10 11 1 02:00", "pen a 13 minor hooking 1 03:00", "final"):
            await submit_line(pilot, line)
            refusal = message(app)
            assert refusal.startswith("Refused (lineup): White cannot start the game: 4 skaters and 1 goalie"), refusal
            assert "(rule 6)" in refusal and "type forfeit WHT REASON" in refusal, refusal
            assert "Blue 1, White 0" in refusal  # the forfeit Gray's rulebook gives
        assert "no goal or penalty can be entered" in message(app) or "cannot be final" in message(app)
        assert stored_game(sheet_league).goals == () and stored_game(sheet_league).status == "scheduled"
        await submit_line(pilot, "dress h 47")  # the fifth skater arrives: the goal is taken
        await submit_line(pilot, "goal a 13 1 01:00")
        assert message(app).startswith("Saved: goal G1"), message(app)


async def test_a_three_on_three_team_dresses_one_at_a_time_and_a_final_without_the_other_team_is_refused(
    empty_league: Store, tmp_path
):
    data = tournament("three-on-three", {"A": "RED BLU"}, [game("G1", "RED", "BLU")])
    import_season_file(empty_league, write(tmp_path, data))
    app = RinkbookApp(empty_league, today=DAY, season="2026")
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot, "G1")
        await submit_line(pilot, "dres RED 1")  # a typo: refused, nothing saved
        assert message(app).startswith("Refused (entry)"), message(app)
        for line in ("dress RED 1", "d RED 2", "dress RED 3"):
            await submit_line(pilot, line)
            assert message(app).startswith("Saved"), (line, message(app))
        for line in ("final", "goal RED 1 1 01:00", "score 1-0"):
            await submit_line(pilot, line)
            refusal = message(app)
            assert refusal.startswith("Refused (lineup): Team BLU cannot start the game: 0 dressed, fewer than 3"), (
                line,
                refusal,
            )
            assert "(GF 1)" in refusal and "type forfeit BLU REASON" in refusal, refusal
        await submit_line(pilot, "d BLU 1 2")
        await submit_line(pilot, "goal BLU 1 1 01:00")  # for the short team: refused too
        assert message(app).startswith("Refused (lineup): Team BLU cannot start the game: 2 dressed"), message(app)
        await submit_line(pilot, "forfeit BLU two players came")
        assert message(app).startswith("Saved"), message(app)
        stored = load_tournament(empty_league).season.known_game("G1")
        assert stored.status == "final" and stored.forfeit is not None and stored.forfeit.team == "BLU"
