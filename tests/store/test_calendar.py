"""`rinkbook calendar`: one event per game, read back with the icalendar library; a move
keeps the event's UID and grows its SEQUENCE, a cancelled game stays in as CANCELLED, in the league's time
zone at its rink, for the ice slot's length; the season file keeps the time zone, the rink and the revisions.
An event says a game's result as the scoresheet does (a forfeit, its cause, overtime), and a playoff game
played only if necessary is TENTATIVE until the series needs it, then CONFIRMED or CANCELLED."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from icalendar import Calendar

from league.season.errors import RuleViolation
from league.season.values import Game, Penalty, Score, Season
from store.season_files.import_export import import_season
from store.season_files.reader import parse_season_text
from store.season_files.writer import season_to_text
from store.views.season_load import load_season, season_rulebook
from store.writes.games import change_game, save_game
from tests.store.results_writer import unplayed_season
from tui.text.calendar_export import season_calendar as export_calendar

STAMP = datetime(2002, 10, 1, 12, 0, tzinfo=UTC)
TORONTO = ZoneInfo("America/Toronto")


@pytest.fixture
def league(filled_league):
    """The example's regular schedule before the first game, in Toronto at the Gray Arena."""
    season = replace(unplayed_season(), time_zone="America/Toronto", rink="Gray Arena")
    return filled_league("test_calendar.league", lambda store: import_season(store, season, backup=False))


def calendar(season: Season, team: str | None = None) -> bytes:
    """The season's calendar as exported at STAMP."""
    return export_calendar(season, season_rulebook(season), STAMP, team)


def events(data: bytes) -> dict[str, object]:
    """The calendar's events by the game id their description names."""
    found = {}
    for event in Calendar.from_ical(data).walk("VEVENT"):
        found[str(event["description"]).split()[1]] = event
    return found


def test_a_moved_game_keeps_its_event_with_a_higher_sequence_and_a_cancelled_one_stays_cancelled(league):
    before = events(calendar(load_season(league)))
    change_game(league, None, "R04", lambda g: replace(g, date=date(2002, 12, 29), time="19:00"), "move game", "ice")
    change_game(league, None, "R05", lambda g: replace(g, status="cancelled"), "cancel game", "no ice")
    after = events(calendar(load_season(league)))

    assert set(after) == set(before) and len(after) == len(unplayed_season().games)  # one event per game, kept
    moved, cancelled, untouched = after["R04"], after["R05"], after["R06"]
    assert moved["uid"] == before["R04"]["uid"] and moved["sequence"] == before["R04"]["sequence"] + 1
    assert moved.decoded("dtstart") == datetime(2002, 12, 29, 19, 0, tzinfo=TORONTO)
    assert moved.decoded("dtstart").utcoffset() == timedelta(hours=-5)  # EST in December, from the VTIMEZONE
    assert moved.decoded("dtend") - moved.decoded("dtstart") == timedelta(minutes=75)  # Gray's ice slot
    assert cancelled["status"] == "CANCELLED" and cancelled["sequence"] == 1
    assert untouched["status"] == "CONFIRMED" and untouched["sequence"] == 0
    assert str(moved["location"]).startswith("Gray Arena")
    home, away = load_season(league).game("R06").home_and_away_rooms
    # Gray rule 24: home higher
    assert home > away and f"rooms {home} (home)/{away} (away)" in str(untouched["location"])
    assert len({str(e["uid"]) for e in after.values()}) == len(after)


def test_one_teams_calendar_holds_only_its_games_and_an_unknown_team_is_refused(league):
    season = load_season(league)
    red = events(calendar(season, team="RED"))
    assert set(red) == {g.id for g in season.games if "RED" in g.teams}
    with pytest.raises(RuleViolation, match="'XYZ' is not a team of season 2002-03"):
        calendar(season, team="XYZ")


def test_the_season_file_keeps_the_time_zone_the_rink_and_each_games_revision(league):
    change_game(league, None, "R04", lambda g: replace(g, date=date(2002, 12, 29), time="19:00"), "move game", "ice")
    text = season_to_text(load_season(league))
    again = parse_season_text(text)
    assert (again.time_zone, again.rink, again.game("R04").revision, again.game("R05").revision) == (
        "America/Toronto",
        "Gray Arena",
        1,
        0,
    )


def test_a_season_file_with_an_unknown_time_zone_is_refused_naming_the_field():
    text = season_to_text(replace(unplayed_season(), time_zone="Mars/Olympus"))
    with pytest.raises(RuleViolation, match="time_zone: 'Mars/Olympus' is not a time zone"):
        parse_season_text(text)


def test_a_forfeit_is_named_with_its_cause_and_never_shown_as_the_played_score(example_season):
    """The example's R10 (Green 23 minutes late) and R30 (played 3-1, forfeited by White on the committee's
    ruling): a captain reads the forfeit, not "White 1 at Blue 3, final" or a game that seems never played."""
    cite = season_rulebook(example_season).cite
    found = events(calendar(example_season))
    late, ruling = found["R10"], found["R30"]
    assert str(late["summary"]) == "Black at Green, final: Green 0, Black 1, by forfeit of Green"
    why = f"Green forfeits (more than 15 minutes late: before the start, {cite('game_start')})"
    assert why in str(late["description"])
    assert str(ruling["summary"]) == "White at Blue, final: Blue 1, White 0, by forfeit of White"
    assert "White forfeits (the committee's ruling: ineligible player)" in str(ruling["description"])
    assert late["status"] == ruling["status"] == "CONFIRMED"


def test_a_tenth_penalty_forfeit_is_named_and_an_overtime_win_says_so(example_season):
    season = unplayed_season()
    r01 = season.game("R01")  # Gold at Black: Gold takes ten minors, one player each, and wins 2-1 on the ice
    gold = [p.id for p in season.players if p.team == "GLD" and p.position != "G"][:10]
    minors = tuple(Penalty("GLD", p, "minor", "tripping", 1 + i // 4, 180 * (i % 4 + 1)) for i, p in enumerate(gold))
    played = replace(r01, status="final", score=Score(1, 2), penalties=minors, dressed=dressed(season, r01))
    event = events(calendar(season.with_game(played)))["R01"]
    assert str(event["summary"]) == "Gold at Black, final: Black 1, Gold 0, by forfeit of Gold"
    cite = season_rulebook(season).cite
    assert f"Gold forfeits (its 10th counted penalty, {cite('penalty_count')})" in str(event["description"])

    overtime = events(calendar(example_season))["SF1-1"]  # Red 4, White 3 after overtime
    assert str(overtime["summary"]) == "White at Red, final: Red 4, White 3 (overtime)"


def dressed(season: Season, game: Game) -> tuple[tuple[str, tuple[str, ...]], ...]:
    return tuple((code, tuple(p.id for p in season.players if p.team == code)) for code in game.teams)


def sf1_game(no: int, day: int, **fields) -> Game:
    """Game `no` of the example's best-of-3 SF1 (Red the high seed, at home in games 1 and 3)."""
    home, away = ("WHT", "RED") if no == 2 else ("RED", "WHT")
    return Game(f"SF1-{no}", "playoff", date(2002, 12, day), "20:15", home, away, (3, 4), series="SF1", no=no, **fields)


@pytest.mark.parametrize(("score", "game_3"), [(Score(4, 1), "CONFIRMED"), (Score(1, 4), "CANCELLED")])
def test_an_if_necessary_game_is_tentative_until_the_series_needs_it_or_is_decided(league_file, score, game_3):
    """Red leads SF1 1-0: game 2 is played, game 3 only if necessary. White winning game 2 makes game 3 a game
    (CONFIRMED); Red winning it decides the series and cancels game 3. Either way a phone takes the change:
    the event's SEQUENCE grows."""
    save_game(league_file, None, sf1_game(2, 22))
    save_game(league_file, None, sf1_game(3, 27))
    before = events(calendar(load_season(league_file)))
    two, three = before["SF1-2"], before["SF1-3"]
    assert two["status"] == "CONFIRMED" and "if necessary" not in str(two["summary"])
    assert three["status"] == "TENTATIVE" and str(three["summary"]) == "White at Red (if necessary)"
    assert "SF1 game 3, if necessary" in str(three["description"])

    sf1 = load_season(league_file).game("SF1-1")
    save_game(league_file, None, sf1_game(2, 22, status="final", score=score, dressed=sf1.dressed))
    after = events(calendar(load_season(league_file)))["SF1-3"]
    assert after["status"] == game_3 and "if necessary" not in str(after["summary"]) + str(after["description"])
    assert after["sequence"] > three["sequence"] and after["uid"] == three["uid"]


def test_a_decided_series_game_the_file_still_holds_as_scheduled_is_cancelled_on_the_calendar(example_season):
    """A season file read in with SF1 won 2-0 and its game 3 still scheduled: the game is never played, so the
    phone strikes it out (one SEQUENCE up); once the store marks it cancelled (its revision up) it stays so."""
    sf1 = example_season.game("SF1-1")
    won = sf1_game(2, 22, status="final", score=Score(1, 4), dressed=sf1.dressed)
    season = example_season.with_game(won).with_game(sf1_game(3, 27))
    left = events(calendar(season))["SF1-3"]
    assert left["status"] == "CANCELLED" and left["sequence"] == 1
    assert str(left["summary"]) == "Cancelled: White at Red"
    stored = events(calendar(season.with_game(sf1_game(3, 27, status="cancelled", revision=1))))
    assert (stored["SF1-3"]["status"], stored["SF1-3"]["sequence"]) == ("CANCELLED", 2)


def test_a_tournament_event_says_its_shootout_and_a_disqualifications_forfeits(example_path):
    """Cole Harbour: Nav is disqualified from G009 on (ineligible player). G009, played 3-1, counts as Nav's
    forfeit; G015, still scheduled, is never played: struck out on the phone, the forfeit said. G017 went to
    a shootout."""
    season = parse_season_text((example_path.parent / "tournament-cole-harbour-classic.json").read_bytes())
    cite = season_rulebook(season).cite
    found = events(calendar(season))
    played, unplayed, shootout = found["G009"], found["G015"], found["G017"]
    assert str(played["summary"]) == "Tea at Nav, final: Nav 0, Tea 5, by forfeit of Nav"
    assert f"Nav forfeits (disqualified in game G009, {cite('disqualification')})" in str(played["description"])
    assert played["status"] == "CONFIRMED" and played["sequence"] == 0
    assert str(unplayed["summary"]) == "Nav at Olv, not played: Olv 5, Nav 0, by forfeit of Nav"
    assert (unplayed["status"], unplayed["sequence"]) == ("CANCELLED", 1)  # a change the file's revision lacks
    assert str(shootout["summary"]) == "Grn at Wht, final: Wht 3, Grn 3, shootout 1-0: Wht wins"
