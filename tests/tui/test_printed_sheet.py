"""The printed game sheet reads the game's replay and outcome as the scoresheet screen does: the penalties
the rules add, each penalty's minutes by the game's clock, the lost timeout, the penalty minutes, overtime
periods as OT1, the signature, the rulebook's own officials, and who may not dress on a blank sheet."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

from league.rulebooks import COLE, COORS, GRAY
from league.rules.rulebook import Rulebook
from league.season.values import Game, LateStart, Penalty, Player, Season, SeasonDates, Team
from tests.pdf_text import page_text
from tui.text.printed_sheet_pdf import game_sheet_pdf

BLANK_LINE = "______________"


def printed(season: Season, game: Game, rulebook: Rulebook = GRAY, blank: bool = False) -> str:
    """The sheet's page text, each run of spaces and line ends one space (a paragraph wraps where it fits)."""
    return " ".join(page_text(game_sheet_pdf(season, game, rulebook, blank=blank, compress=False)).split())


def with_game(season: Season, game: Game) -> Season:
    return replace(season, games=tuple(game if g.id == game.id else g for g in season.games))


def test_a_fights_game_misconduct_is_printed_with_its_minutes_and_each_teams_pim(example_season):
    text = printed(example_season, example_season.game("R17"))  # Red's #55 Abe Vance fights at 3rd 07:16
    assert "Per Time Team Player Infraction Kind Min" in text
    assert "3rd 07:16 Red #55 Abe Vance Fighting major 5" in text
    assert "3rd 07:16 Red #55 Abe Vance auto: fighting game misconduct 10" in text
    assert re.search(r"Red: \d+ goals?, 19 PIM", text) and re.search(r"Blue: \d+ goals?, 7 PIM", text)


def test_a_4th_penalty_prints_its_10_minute_misconduct(example_season):
    text = printed(example_season, example_season.game("R01"))
    assert "3rd 14:45 Gold #45 Tom Ivers roughing minor 2" in text
    assert "3rd 14:45 Gold #45 Tom Ivers auto: 4th penalty 10-min misconduct 10" in text


def test_a_late_start_prints_its_delay_of_game_minor_and_a_late_goalie_the_lost_timeout(example_season):
    late = example_season.game("R05")  # White 2 minutes late
    text = printed(example_season, late)
    assert "1st 00:00 White bench auto: delay of game (late start) minor 2" in text
    assert "Late start: White 2 min late (rule 6)" in text
    goalie_late = replace(late, late_starts=(LateStart("WHT", 5, goalie_only=True),))
    text = printed(with_game(example_season, goalie_late), goalie_late)
    assert "White lost its timeout (late goalie, rule 6)" in text and "delay of game" not in text


def test_an_overtime_goal_is_printed_in_ot1_never_in_a_4th_period(example_season):
    text = printed(example_season, example_season.game("SF1-1"))
    assert "OT1 12:59 Red #6 Al Reyes #19 Bob Duff" in text
    assert " 4 12:59 " not in text and "Final: Red 4, White 3 (overtime)" in text


def test_the_overtime_box_is_only_on_a_sheet_whose_game_can_go_to_overtime(example_season):
    regular = printed(example_season, example_season.game("R02"), blank=True)  # a tie stands in the season
    assert "Final score: Blue ____ Red ____" in regular and "overtime" not in regular
    playoff = printed(example_season, example_season.game("SF1-1"), blank=True)
    assert "Final score: Red ____ White ____ overtime: yes / no" in playoff


def test_a_signed_sheet_names_who_signed_on_its_signature_line(example_season):
    signed = replace(example_season.game("R02"), signed=True, signed_by="Kim Lee")
    text = printed(with_game(example_season, signed), signed)
    assert f"Signed, home captain: {BLANK_LINE} away captain: {BLANK_LINE} referee: Kim Lee" in text
    unsigned = replace(signed, signed=False, signed_by=None)
    assert f"referee: {BLANK_LINE}" in printed(with_game(example_season, unsigned), unsigned)


def test_gray_prints_the_two_referees_and_the_scorekeeper_its_rule_names(example_season):
    text = printed(example_season, example_season.game("R02"))
    officials = f"Officials (rule 15): Referee: {BLANK_LINE} Referee: {BLANK_LINE} Scorekeeper: {BLANK_LINE}"
    assert officials in text and "Linesman" not in text and "Timekeeper" not in text


def test_a_blank_sheet_marks_a_suspended_player_not_eligible(example_season):
    # Red's #55 Abe Vance fought in R17: Red's next game, R21, is the one he sits out.
    text = printed(example_season, example_season.game("R21"), blank=True)
    assert re.search(r"55 Abe Vance [FDG] not eligible", text)
    assert "Not eligible: #55 Abe Vance is suspended: game misconduct (fighting) in R17" in text
    assert "(rule 5)" in text
    assert "not eligible" not in printed(example_season, example_season.game("R02"), blank=True).lower()


def tournament(rulebook: Rulebook, *games: Game) -> Season:
    teams = (Team("RED", "Red"), Team("BLU", "Blue"))
    players = tuple(
        Player(f"{t[0]}{n}", f"{t.title()} {n}", date(1990, 1, 1), "G" if n == 0 else "F", "B", 50, number=n, team=t)
        for t in ("RED", "BLU")
        for n in range(5)
    )
    dates = SeasonDates(date(2026, 1, 1), date(2026, 1, 1))
    return Season("Cup", "2026", rulebook.name, dates, teams=teams, players=players, games=games)


def cup_game(gid: str, *penalties: Penalty, kind: str = "pool") -> Game:
    stage = "regular" if kind == "pool" else "playoff"
    return Game(gid, stage, date(2026, 5, 1), "19:00", "RED", "BLU", kind=kind, penalties=penalties)


def test_coors_prints_two_referees_and_a_division_final_one_referee_and_two_linesmen():
    pool, final = cup_game("T1"), cup_game("T2", kind="final")
    season = tournament(COORS, pool, final)
    text = printed(season, pool, COORS)
    assert f"Officials (rule 9.2): Referee: {BLANK_LINE} Referee: {BLANK_LINE}" in text
    assert "Linesman" not in text and "Scorekeeper" not in text and "overtime" not in text
    text = printed(season, final, COORS, blank=True)
    assert f"Referee: {BLANK_LINE} Linesman: {BLANK_LINE} Linesman: {BLANK_LINE}" in text
    assert "overtime: yes / no shootout: yes / no" in text


def test_a_cole_minor_and_major_print_the_running_clocks_3_and_7_minutes():
    minor = Penalty("RED", "R1", "minor", "hooking", 1, 60)
    major = Penalty("RED", "R2", "major", "boarding", 1, 120)
    game = cup_game("T1", minor, major)
    text = printed(tournament(COLE, game), game, COLE)
    assert "1st 01:00 Red #1 Red 1 hooking minor 3" in text
    assert "1st 02:00 Red #2 Red 2 boarding major 7" in text
    assert "1st 02:00 Red #2 Red 2 auto: boarding (major) game misconduct 10" in text
    assert re.search(r"Red: 0 goals, 20 PIM", text)


def test_each_rulebook_names_its_own_officials_and_cites_the_rule_where_its_text_has_one():
    from league.rulebooks import PRIME, THREE_ON_THREE
    from tui.text.printed_sheet_text import officials_line

    pool = cup_game("T1")
    assert officials_line(pool, THREE_ON_THREE) == f"Officials (GF 3): Referee: {BLANK_LINE}   Scorer: {BLANK_LINE}"
    assert officials_line(pool, COLE) == officials_line(pool, PRIME) == f"Officials: Referee: {BLANK_LINE}"


def test_a_cole_lineup_without_a_goalie_prints_the_forfeit_the_scoresheet_shows():
    """Cole's lineup counts its goalie apart (the season's players say who is one): seven skaters and no goalie
    forfeit before the start, and the paper says so as the screen does, never a score line left to fill."""
    skaters = tuple(
        Player(f"RS{n}", f"Skater {n}", date(1990, 1, 1), "F", "B", 50, number=10 + n, team="RED") for n in range(7)
    )
    blues = tuple(
        Player(f"BS{n}", f"Blue {n}", date(1990, 1, 1), "G" if n == 0 else "F", "B", 50, number=20 + n, team="BLU")
        for n in range(7)
    )
    dressed = (("RED", tuple(p.id for p in skaters)), ("BLU", tuple(p.id for p in blues)))
    game = replace(cup_game("T1"), status="final", dressed=dressed)
    season = replace(tournament(COLE, game), players=skaters + blues)
    text = printed(season, game, COLE)
    assert "Final: Red 0, Blue 5" in text and "forfeit" in text.lower(), text
    assert "Final score:" not in text


def test_every_kind_of_penalty_fits_its_column_on_paper():
    """ "10-min misconduct" once ran over the minutes beside it: each kind's words, in the grid's 8-point font
    with the cell's padding each side, fit the Kind column."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from tui.text.printed_sheet_pdf import PENALTY_WIDTHS, _fonts
    from tui.text.printed_sheet_text import PENALTY_HEADER
    from tui.text.scoresheet_text import KIND_TEXT

    regular, _ = _fonts()
    room = PENALTY_WIDTHS[PENALTY_HEADER.index("Kind")] * 72 - 2 * 6  # points, less reportlab's 6-point padding
    assert [kind for kind in KIND_TEXT.values() if stringWidth(kind, regular, 8) > room] == []


def fixture_season(name: str) -> Season:
    from pathlib import Path

    from store.season_files.reader import parse_season_text

    return parse_season_text((Path(__file__).parents[1] / "fixtures" / f"tournament-{name}.json").read_bytes())


def test_a_tournament_sheet_prints_what_its_screen_shows_beside_the_events():
    """The scoresheet of a tournament game shows its period scores, shots, the game's goalie, the official's
    lineup waiver and the shootout attempt by attempt: the paper says each of them too."""
    from league.rulebooks import THREE_ON_THREE

    three = fixture_season("three-on-three")
    game = three.game("G016")
    text = printed(three, game, THREE_ON_THREE)
    assert "Shots on goal: Grn " in text, text
    from league.turnout.jersey import who

    assert f"Game goalie: {who(game.goalie, three)}" in text and "goal ... ps" not in text, text
    assert "Shootout" in text and "✓" in text and "✗" in text, text
    cole = fixture_season("cole-harbour-classic")
    waived = cole.game("G017")
    text = printed(cole, waived, COLE)
    assert f"Lineup waived by the official ({COLE.cite('lineup')}): {waived.lineup_waiver}" in text, text
    assert "DECIDED: Wht wins the shootout" in text, text
    cup = fixture_season("coors-cup")
    text = printed(cup, cup.game("G003"), COORS)  # a bare sheet: its periods' scores
    assert "Periods: 2-1 1-1 0-0" in text and "Period points (" in text, text


def test_a_player_the_rules_name_with_his_id_is_named_once_on_paper():
    """Cole's knockout eligibility names a player by name and id: the rink says "#24 Bob Novak", once."""
    cole = fixture_season("cole-harbour-classic")
    text = printed(cole, cole.game("G017"), COLE)
    assert "Not eligible: #24 Bob Novak was dressed in none of Wht's pool games" in text, text
    assert "Bob Novak (#24" not in text, text
