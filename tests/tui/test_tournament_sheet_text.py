"""A tournament's scoresheet in words, without a terminal: its own entries, the posted score beside the played
one, a forfeit before the start and its waiver; Gray's sheet reads every line as before."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from league.rulebooks import COLE, COORS, GRAY, PRIME, rulebook_named
from league.season.values import Disqualification, Game, Goal, Season, SeasonDates, Team
from league.sheet.replay import replay_sheet
from tests.league.two_teams import roster
from tui.text.discipline_text import tournament_note
from tui.text.scoresheet_entry import EntryContext, EntryError, parse_entry
from tui.text.scoresheet_story import event_lines, game_line
from tui.text.tournament_entry import parse_line
from tui.text.tournament_scoresheet_text import tournament_status_lines
from tui.widgets.entry_line import EntrySuggester

PLAYERS = tuple(roster("RED") + roster("BLU"))
DRESSED = tuple((t, tuple(p.id for p in PLAYERS if p.team == t)) for t in ("RED", "BLU"))
SEASON = Season(
    "L", "Cup", "gray", SeasonDates(date(2026, 3, 1), date(2026, 3, 1)), (Team("RED", "Red"), Team("BLU", "Blue")),
    PLAYERS,
)  # fmt: skip


def game(**fields) -> Game:
    base = dict(id="G1", stage="regular", date=date(2026, 3, 7), time="19:00", home="RED", away="BLU", dressed=DRESSED)
    return Game(**{**base, **fields})


def refusal(text: str, g: Game, rulebook) -> EntryError:
    with pytest.raises(EntryError) as raised:
        parse_line(text, EntryContext(g, SEASON, rulebook))
    return raised.value


def test_grays_sheet_takes_no_tournament_entry_and_refuses_as_before():
    g = game()
    for line in ("so RED 1 goal", "pen RED 1 gross-misconduct 1 01:00", "goal RED 1 1 01:00 ps", "periods 1-0"):
        with pytest.raises(EntryError) as before:
            parse_entry(line, EntryContext(g, SEASON, GRAY))
        assert str(refusal(line, g, GRAY)) == str(before.value)
    assert "minor, double-minor, major, misconduct, game-misconduct, match" in str(
        refusal("pen RED 1 gross 1 01:00", g, GRAY)
    )


def test_period_scores_shots_and_a_bare_final_on_a_coors_sheet():
    ctx = EntryContext(game(), SEASON, COORS)
    periods = parse_line("periods 1-0 0-1 2-0", ctx).game
    assert periods.period_scores == ((1, 0), (0, 1), (2, 0))
    final = parse_line("final", replace(ctx, game=periods)).game
    assert (final.status, final.score.home, final.score.away) == ("final", 3, 1)
    assert parse_line("shots 24 19", ctx).game.shots.home == 24
    assert refusal("periods 1-0 1-0 1-0 1-0", ctx.game, COORS).field == "periods"
    assert parse_line("pen RED 1 gross 1 01:00", ctx).game.penalties[0].kind == "gross-misconduct"
    lines = tournament_status_lines(periods, replay_sheet(periods, COORS), SEASON, COORS)
    assert lines == ["Periods: 1-0  0-1  2-0", "Period points (rule 5.1.3): Red 4, Blue 2"]


def test_prime_posts_a_capped_score_beside_the_played_one():
    goals = tuple(Goal("RED", "RED1", (), 1 + i // 5, 60 * (i % 5 + 1)) for i in range(11))
    g = game(status="final", goals=(*goals, Goal("BLU", "BLU1", (), 3, 700), Goal("BLU", "BLU2", (), 3, 710)))
    replay = replay_sheet(g, PRIME)
    assert "Posted 9-2, played 11-2 (a difference of at most 7, SR 1)" in tournament_status_lines(
        g, replay, SEASON, PRIME
    )
    assert "FINAL Red 9, Blue 2 (11-2 played)" in game_line(g, SEASON, PRIME, replay)


def test_a_game_a_disqualification_forfeits_posts_no_capped_score_only_the_forfeit():
    """Red, disqualified from G1 on, won it 11-2: it counts as its 0-1 forfeit, not a capped 9-2 win."""
    goals = tuple(Goal("RED", "RED1", (), 1 + i // 5, 60 * (i % 5 + 1)) for i in range(11))
    g = game(status="final", goals=(*goals, Goal("BLU", "BLU1", (), 3, 700), Goal("BLU", "BLU2", (), 3, 710)))
    ruled = replace(SEASON, games=(g,), disqualifications=(Disqualification("RED", "G1", "ineligible player"),))
    replay = replay_sheet(g, PRIME)
    assert not [line for line in tournament_status_lines(g, replay, ruled, PRIME) if line.startswith("Posted")]
    said = game_line(g, ruled, PRIME, replay)
    rule = PRIME.cite("disqualification")
    assert (
        f"FINAL played Red 11, Blue 2; counts as Red 0, Blue 1, by forfeit of Red (disqualified in game G1, {rule})"
        in (said)
    )


def test_a_cole_short_lineup_forfeits_before_the_start_until_the_official_waives_it():
    short = (("RED", ("RED0", "RED1", "RED2", "RED3", "REDG")), DRESSED[1])
    dressing = game(dressed=short, kind="pool")  # still being dressed: no forfeit yet
    goalies = frozenset({"REDG", "BLUG"})
    assert replay_sheet(dressing, COLE, goalies).forfeit is None
    g = replace(dressing, status="final")  # final with the lineup as it stands: it forfeits before the start
    story = event_lines(g, replay_sheet(g, COLE, goalies), SEASON, COLE)
    assert story[0].startswith("FORFEIT: Red forfeits (too few players dressed: before the start")
    waived = parse_line("waiver two players stuck in traffic", EntryContext(g, SEASON, COLE)).game
    assert waived.lineup_waiver == "two players stuck in traffic"
    assert replay_sheet(waived, COLE, goalies).forfeit is None


async def test_the_entry_line_completes_a_tournaments_gross_misconduct_and_a_shootout_result():
    suggester = EntrySuggester()
    assert await suggester.get_suggestion("pen RED 1 gr") is None  # Gray's kinds
    suggester.kinds = COORS_KINDS
    assert await suggester.get_suggestion("pen RED 1 gr") == "pen RED 1 gross-misconduct"
    assert await suggester.get_suggestion("so RED 9 g") == "so RED 9 goal"
    assert await suggester.get_suggestion("so RED 9 m") == "so RED 9 miss"


COORS_KINDS = ("minor", "double-minor", "major", "misconduct", "game-misconduct", "match", "gross-misconduct")


def test_a_tournament_sheet_shows_its_formats_clock_and_where_the_lead_switched_it(tmp_path):
    """The running-time segments of each format on the sheet (Coors 5.1.2: from 7:00 of the third
    the clock runs while a team leads by 3 or more); Gray's sheet keeps its own clock line."""
    from pathlib import Path

    from league.results.disqualification import season_goalies
    from league.sheet.replay import replay_sheet
    from store.file.db import open_league
    from store.season_files.import_export import import_season_file
    from store.views.season_load import load_season, season_rulebook
    from tui.text.scoresheet_text import status_lines

    fixtures = Path(__file__).parent.parent / "fixtures"
    with open_league(tmp_path / "cup.db", create=True) as store:
        import_season_file(store, fixtures / "tournament-coors-cup.json")
        season = load_season(store)
    rulebook = season_rulebook(season)
    game = season.known_game("G015")
    lines = status_lines(game, replay_sheet(game, rulebook, season_goalies(season)), season, rulebook)
    assert lines[:2] == [
        "Clock (rule 5.1.1): periods of 15 running, 15 running, 12 stop",
        "  from 3rd 11:35: running time, by the lead (rule 5.1.2)",
    ]


def test_the_discipline_note_says_which_games_a_disqualification_forfeits_in_each_rulebooks_terms():
    coors, cole = rulebook_named("coors-cup"), rulebook_named("cole-harbour-classic")
    assert "a disqualified team forfeits every game of the tournament, played or not (rule 3.1.11)" in tournament_note(
        coors
    )
    assert "a disqualified team forfeits its games from the disqualifying game on (RE 3)" in tournament_note(cole)
