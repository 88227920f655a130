"""What the game-night screens say about the game they open, read without a screen: tonight's next game, a
signed game left for the next one, and the question before a game dated after today is finalised or signed."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.season.values import Game, Score
from tui.text.game_night_text import ahead_of_today, next_game_text, signed_moved_on_text

TUESDAY = date(2002, 12, 10)
R31 = Game("R31", "regular", TUESDAY, "19:00", "WHT", "BLU")
R32 = Game("R32", "regular", TUESDAY, "20:15", "RED", "GRN")


def test_next_game_text_says_tonight_or_the_next_game_night_or_none():
    assert next_game_text(R31, TUESDAY) == "Tonight's next game: R31 at 19:00, WHT v BLU."
    assert next_game_text(R31, date(2002, 12, 9)).startswith(
        "No game left today (Mon 2002-12-09): opened the next scheduled game, R31 on Tue 2002-12-10 19:00"
    )
    assert next_game_text(None, TUESDAY).startswith("No game waits for a result from today (Tue 2002-12-10) on")


def test_a_signed_game_moves_on_tonight_and_offers_the_next_game_night_otherwise():
    signed = replace(R31, status="final", score=Score(3, 1), signed=True)
    assert signed_moved_on_text(signed, R32, TUESDAY) == (
        "Game R31 is signed: on the bench now, tonight's next game R32 at 20:15."
    )
    later = replace(R32, date=date(2002, 12, 15))
    assert "no game is left tonight: ⏎ opens the next scheduled game, R32 on Sun 2002-12-15 20:15" in (
        signed_moved_on_text(signed, later, TUESDAY)
    )
    assert "no game waits for a result" in signed_moved_on_text(signed, None, TUESDAY)


def test_only_finalising_or_signing_a_game_dated_after_today_asks():
    final = replace(R31, status="final", score=Score(3, 1))
    assert ahead_of_today(R31, final, date(2002, 12, 9)) == (
        "Game R31 is dated Tue 2002-12-10 19:00, 1 day after today (Mon 2002-12-09). Finalise it now?"
    )
    assert ahead_of_today(final, replace(final, signed=True), date(2002, 12, 5)).endswith(
        "5 days after today (Thu 2002-12-05). Sign it now?"
    )
    assert ahead_of_today(R31, final, TUESDAY) is None  # tonight's game
    assert ahead_of_today(R31, replace(R31, goals=()), date(2002, 12, 9)) is None  # neither final nor signed
    assert ahead_of_today(final, replace(final, score=Score(4, 1)), date(2002, 12, 9)) is None  # final already
