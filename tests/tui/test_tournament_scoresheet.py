"""A tournament's scoresheet (docs/guide.md#the-screens): period scores, shots, the shootout attempt by attempt
shown as a grid, refusals in words citing the rulebook, and what the rules derive the moment it arises."""

from __future__ import annotations

from league.season.values import Score
from store.file.db import Store
from store.season_files.import_export import import_season_file
from store.views.tournament import load_tournament
from tests.conftest import screen_text
from tests.tournament_files import game, tournament, write
from tests.tui.conftest import submit_line, wait_until
from tests.tui.coors_cup_sheet import DAY, SIZE, coors_cup, opened
from tui.app import RinkbookApp


def message(app: RinkbookApp) -> str:
    return str(app.screen.query_one("#sheet-message").render())


def three_on_three_with_a_goalie(store: Store, tmp_path, number: int) -> RinkbookApp:
    """The app over a three-on-three game G1, RED v BLU, with goalie Gus Keeper (GK1) wearing `number`."""
    data = tournament("three-on-three", {"A": "RED BLU"}, [game("G1", "RED", "BLU")])
    goalie = {"id": "GK1", "name": "Gus Keeper", "born": "1980-01-01", "position": "G", "class": "B", "rating": 50}
    data["players"].append(goalie | {"number": number, "status": "active"})
    import_season_file(store, write(tmp_path, data))
    return RinkbookApp(store, today=DAY, season="2026")


async def test_a_tied_semi_final_is_decided_by_a_shootout_typed_attempt_by_attempt(empty_league: Store, tmp_path):
    import_season_file(empty_league, coors_cup(tmp_path))
    app = RinkbookApp(empty_league, today=DAY, season="2026")
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot, "G7")
        for line in ("dress RED all", "dress WHT all", "periods 1-0 0-1 0-0", "shots 24 19", "so first WHT"):
            await submit_line(pilot, line)
            assert message(app).startswith("Saved"), (line, message(app))
        text = screen_text(app)
        assert "Periods: 1-0  0-1  0-0" in text
        assert "Period points (rule 5.1.3): Team RED 3, Team WHT 3" in text, text
        assert "Shots on goal: Team RED 24, Team WHT 19" in text

        await submit_line(pilot, "so RED 1 goal")  # out of turn: WHT shoots first
        assert "Refused (shootout)" in message(app) and "alternate" in message(app)
        await submit_line(pilot, "so WHT 1 miss")
        await submit_line(pilot, "so RED 1 goal")
        await submit_line(pilot, "so WHT 1 goal")  # #1 has shot already: an ineligible shooter
        refusal = message(app)
        assert "Refused (shootout)" in refusal and "#1 Player WHT1" in refusal and "(rule 5.2.2)" in refusal, refusal
        for line in ("so WHT 2 miss", "so RED 2 goal", "so WHT 3 miss"):
            await submit_line(pilot, line)
        text = screen_text(app)
        assert "Next: Team RED, round 3" in text
        await submit_line(pilot, "so RED 3 goal")  # 3-0 with two attempts left to WHT: decided
        assert "Team RED wins the shootout" in message(app)
        text = screen_text(app)
        assert "WHT #1✗  #2✗  #3✗" in text and "RED #1✓  #2✓  #3✓" in text, text
        assert "DECIDED: Team RED wins the shootout" in text
        assert "shootout 3-0: Team RED wins" in text  # the header: the game is final
        final = next(s for s in load_tournament(empty_league).bracket.slots if s.slot.id == "F")
        assert "RED" in final.teams  # the bracket's next slot is filled

        await submit_line(pilot, "so WHT 4 goal")  # after the decision
        assert "Refused (shootout)" in message(app) and "decided" in message(app)
        await submit_line(pilot, "del so")  # the deciding attempt taken back: the game goes on
        assert message(app).startswith("Saved: deleted the last shootout attempt")
        assert "Next: Team RED, round 3" in screen_text(app)
        assert "RED" not in next(s for s in load_tournament(empty_league).bracket.slots if s.slot.id == "F").teams
        await submit_line(pilot, "so RED 4 goal")  # decided again, then ctrl+z takes it back as any entry
        assert "Team RED wins the shootout" in message(app)
        await pilot.press("ctrl+z")
        await wait_until(pilot, lambda: message(app).startswith("Undone"))
        assert "Next: Team RED, round 3" in screen_text(app)


async def test_coors_third_misconduct_forfeits_the_game_the_moment_it_is_typed(empty_league: Store, tmp_path):
    data = tournament("coors-cup", {"A": "RED BLU"}, [game("G1", "RED", "BLU")])
    import_season_file(empty_league, write(tmp_path, data))
    app = RinkbookApp(empty_league, today=DAY, season="2026")
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot, "G1")
        for line in ("dress RED all", "dress BLU all", "goal RED 1 1 01:00", "pen RED 2 gross-misconduct 1 02:00"):
            await submit_line(pilot, line)
            assert message(app).startswith("Saved"), (line, message(app))
        text = screen_text(app)
        assert "gross misconduct" in text and "EJECTED: #2 Player RED2" in text
        await submit_line(pilot, "pen BLU 1 misconduct 1 02:30")
        await submit_line(pilot, "pen BLU 2 misconduct 1 03:00")
        assert "FORFEIT" not in screen_text(app)
        await submit_line(pilot, "pen BLU 3 misconduct abuse of officials 1 04:00")  # the third player
        assert "FORFEIT by Team BLU" in message(app), screen_text(app)
        text = screen_text(app)
        assert "FORFEIT by Team BLU: its 3rd player with a misconduct" in text
        assert "FORFEITED: Team BLU forfeits" in text  # the header


async def test_a_penalty_shot_awarded_and_scored_and_the_games_goalie_on_a_three_on_three_sheet(
    empty_league: Store, tmp_path
):
    app = three_on_three_with_a_goalie(empty_league, tmp_path, 31)
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot, "G1")
        lines = ("dress RED all", "dress BLU all", "goalie 31", "pen RED 1 minor tripping 1 01:00")
        for line in (*lines, "pen RED 2 minor hooking 1 02:00"):
            await submit_line(pilot, line)
            assert message(app).startswith("Saved"), (line, message(app))
        text = screen_text(app)
        assert "Game goalie: #31 Gus Keeper" in text
        assert "Team BLU gets the puck (PEN 4)" in text and "Team BLU gets a PENALTY SHOT (PEN 4)" in text
        assert "Team BLU: 1 penalty shot awarded, not yet taken" in text
        await submit_line(pilot, "goal BLU 1 1 02:30 ps")
        assert message(app).startswith("Saved"), message(app)
        text = screen_text(app)
        assert "GOAL Team BLU #1 Player BLU1 (unassisted) on a PENALTY SHOT" in text
        assert "not yet taken" not in text
        await submit_line(pilot, "goal BLU 2 1 03:00 ps")  # no award left
        assert message(app).startswith("Refused"), message(app)


async def test_a_coors_pool_game_is_final_only_with_each_periods_score_and_keeps_them_with_its_score(
    empty_league: Store, tmp_path
):
    """Period points need each period's score: a bare score alone, or one its periods do not add up to, is
    refused; the periods typed make the score, and a final bare sheet's periods corrected carry it along."""
    data = tournament("coors-cup", {"A": "RED BLU"}, [game("G1", "RED", "BLU")])
    import_season_file(empty_league, write(tmp_path, data))
    app = RinkbookApp(empty_league, today=DAY, season="2026")
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot, "G1")
        for line in ("dress RED all", "dress BLU all"):
            await submit_line(pilot, line)
        await submit_line(pilot, "score 3-1")
        refusal = message(app)
        assert refusal.startswith("Refused") and "needs each of its 3 periods' scores" in refusal, refusal
        assert "(rule 5.1.3)" in refusal
        await submit_line(pilot, "periods 2-0 0-1 0-0")
        await submit_line(pilot, "score 3-1")
        refusal = message(app)
        assert refusal.startswith("Refused") and "add up to 2-1, not the score 3-1" in refusal, refusal
        await submit_line(pilot, "final")
        assert message(app).startswith("Saved"), message(app)
        await submit_line(pilot, "periods 2-0 1-1 1-0")  # moves the final's score: asked first, y
        await pilot.press("y")
        await pilot.pause()
        assert message(app).startswith("Saved") and "final Team RED 4, Team BLU 1" in message(app), message(app)
        stored = load_tournament(empty_league).season.known_game("G1")
        assert stored.status == "final" and (stored.score, stored.period_scores) == (
            Score(4, 1),
            ((2, 0), (1, 1), (1, 0)),
        )


async def test_a_games_goalie_typed_as_a_superscript_number_is_refused_on_the_line(empty_league: Store, tmp_path):
    """The line "goalie ²" (str.isdigit takes it, int() refuses it) ended the app; refused, nothing saved."""
    app = three_on_three_with_a_goalie(empty_league, tmp_path, 2)
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot, "G1")
        await submit_line(pilot, "goalie ²")
        assert "goalie" in message(app) and "no registered goalie matches" in message(app), message(app)
        assert app.season.known_game("G1").goalie is None
