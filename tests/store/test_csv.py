"""Player sheets and schedules as CSV: round trips, updates by id or name, refusals naming line and column."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from league.schedule.round_robin import IceSlot, round_robin
from league.schedule.typed_slots import room_pair
from league.season.errors import RuleViolation
from store.file.audit import audit_log
from store.file.db import open_league
from store.season_files.csv_formats import players_csv, schedule_csv
from store.season_files.import_export import import_season
from store.views.season_load import load_season
from store.writes.csv_import import import_csv_text
from tests.store.stale_write_games import refused_as_added_at

HEADER = "name,born,position,class,rating,number,email,phone,team\n"


@pytest.fixture
def bare_league(filled_league, example_season):
    """The example season's teams and players, without games, drafts or moves: filled once per test process and
    copied."""
    return filled_league(
        "test_csv.bare_league", lambda store: import_season(store, _bare(example_season), backup=False)
    )


def _bare(example_season):
    return replace(
        example_season,
        name="2003-04",
        games=(),
        draft=None,
        transfers=(),
        drops=(),
        substitutes=(),
        coin_tosses=(),
        fees_paid=(),
        players=example_season.players,
        substitute_goalies=(),
    )


def test_schedule_round_trip(league_file, bare_league):
    """The example's regular season exported as CSV and imported into a season without games gives the same games."""
    example = load_season(league_file)
    regular = replace(example, games=tuple(g for g in example.games if g.stage == "regular" and g.status != "final"))
    text = schedule_csv(regular)
    report = import_csv_text(bare_league, text, "schedule.csv")
    assert report.added == len(regular.games)
    assert schedule_csv(load_season(bare_league)) == text
    assert audit_log(bare_league)[0].action == "import schedule"


def test_a_game_another_windows_schedule_import_added_is_refused_naming_the_time_of_the_import(
    bare_league, example_season
):
    """The import's audit row names the games it added, so this window's add of one of them, on the schedule shown
    before the import, is refused saying when they came, as every other stale refusal does."""
    teams = tuple(t.code for t in example_season.teams)
    sundays = (IceSlot(6, "19:00", (1, 2)), IceSlot(6, "20:15", (3, 4)), IceSlot(6, "21:30", (5, 6)))
    imported = round_robin(teams, 1, sundays, example_season.games[0].date)
    other = open_league(bare_league.address)  # the other window
    try:
        shown = load_season(bare_league)
        import_csv_text(other, schedule_csv(replace(example_season, games=imported)), "schedule.csv")
    finally:
        other.close()
    row = audit_log(bare_league)[0]
    # A game in the middle: neither the import's first nor its last.
    refused_as_added_at(bare_league, shown, imported[len(imported) // 2], row)
    assert isinstance(row.detail, dict) and row.detail["ids"] == [g.id for g in imported], row.detail


def test_players_round_trip_changes_nothing(league_file):
    before = load_season(league_file)
    report = import_csv_text(league_file, players_csv(before), "players.csv")
    assert (report.added, report.updated) == (0, 0)
    assert load_season(league_file).players == before.players


def test_reimport_updates_by_id_and_by_name_and_birth_date(league_file):
    season = load_season(league_file)
    first, second = season.players[0], season.players[1]
    text = HEADER.replace("name", "id,name") + (
        f"{first.id},{first.name},{first.born},{first.position},{first.klass},77,{first.number},new@x.org,,{first.team}\n"
    )
    text2 = (
        HEADER
        + f"{second.name},{second.born},{second.position},{second.klass},{second.rating},{second.number},"
        + f",555-9999,{second.team}\n"
    )
    assert import_csv_text(league_file, text, "a.csv").updated == 1
    assert import_csv_text(league_file, text2, "b.csv").updated == 1
    after = load_season(league_file)
    assert len(after.players) == len(season.players)
    assert after.player(first.id).rating == 77 and after.player(first.id).email == "new@x.org"
    assert after.player(second.id).phone == "555-9999"


def test_a_new_player_gets_the_next_id(league_file):
    text = HEADER + "Nick Newman,1970-05-01,F,B,55,,,,\n"
    report = import_csv_text(league_file, text, "players.csv")
    assert report.added == 1
    assert load_season(league_file).players[-1].id == "P901"  # after the highest id in use (P900)


@pytest.mark.parametrize(
    "text, where",
    [
        (
            HEADER + "A B,1970-01-01,F,B,50,,,,\nC D,1981-13-01,F,B,50,,,,\n",
            "players.csv line 3, column born: '1981-13-01' is not a date",
        ),
        (HEADER + "A B,1970-01-01,F,B,50,,,,XXX\n", "players.csv line 2, column team: 'XXX' is not a team"),
        (
            HEADER + "A B,1970-01-01,F,B,50,,,,\nA B,1970-01-01,F,B,60,,,,\n",
            "players.csv line 3, column name: duplicates line 2",
        ),
        (HEADER + "A B,1970-01-01,F,B,500,,,,\n", "players.csv line 2, column rating: '500' is not a rating"),
        (
            "date,time,home,away,rooms\n2003-03-02,19:00,RED,XXX,3/4\n",
            "players.csv line 2, column away: 'XXX' is not a team",
        ),
        (
            "date,time,home,away,rooms\n2003-02-30,19:00,RED,BLK,3/4\n",
            "players.csv line 2, column date: '2003-02-30' is not a date",
        ),
        (
            "date,time,home,away,rooms\n2003-03-02,19:00,RED,BLK,3/4\n2003-03-02,19:00,BLK,RED,3/4\n",
            "players.csv line 3, column home: R002 Black v Red at 19:00 on 2003-03-02 overlaps "
            "R001 Red v Black at 19:00: "
            "Black would play two games at once (schedule)",
        ),
        ("date,time,home,away,rooms\n2003-03-02,19:00,RED,BLK,3/3\n", "players.csv line 2, column rooms"),
        ("when,who\n1,2\n", "players.csv line 1: the header names neither"),
    ],
)
def test_refusals_name_line_and_column_and_change_nothing(bare_league, text, where):
    before = load_season(bare_league)
    with pytest.raises(RuleViolation) as refused:
        import_csv_text(bare_league, text, "players.csv")
    assert str(refused.value).startswith(where)
    assert load_season(bare_league) == before


def test_a_rule_broken_by_a_row_names_its_line(bare_league):
    """Fourteen skaters on Red break rule 2: the refusal points at the row that added the fourteenth."""
    season = load_season(bare_league)
    red = sum(1 for p in season.players if p.team == "RED" and p.position != "G")
    rows = "".join(f"Extra {i},1970-01-0{i + 1},F,B,50,,,,RED\n" for i in range(14 - red))
    with pytest.raises(RuleViolation) as refused:
        import_csv_text(bare_league, HEADER + rows, "players.csv")
    assert "players.csv line" in str(refused.value)


def test_semicolon_files_from_spreadsheets_are_read(bare_league):
    text = "\ufeffdate;time;home;away;rooms\n2003-03-02;19:00;RED;BLK;3/4\n"
    import_csv_text(bare_league, text, "s.csv")
    game = load_season(bare_league).games[-1]
    assert (game.date, game.home, game.rooms) == (date(2003, 3, 2), "RED", (3, 4))


def test_a_reimport_with_fewer_columns_keeps_what_it_does_not_hold(league_file, tmp_path):
    from store.views.season_load import load_season
    from store.writes.csv_import import import_csv_file

    before = load_season(league_file).player("P002")
    sheet = tmp_path / "ratings.csv"
    sheet.write_text(f"id,name,born,rating\nP002,{before.name},{before.born.isoformat()},55\n")
    import_csv_file(league_file, sheet)
    after = load_season(league_file).player("P002")
    assert after.rating == 55
    assert (after.team, after.number, after.email, after.position) == (
        before.team,
        before.number,
        before.email,
        before.position,
    )


def test_a_reimport_cannot_move_a_player_to_another_team(league_file, tmp_path):
    import pytest

    from league.season.errors import RuleViolation
    from store.views.season_load import load_season
    from store.writes.csv_import import import_csv_file

    p = load_season(league_file).player("P002")
    sheet = tmp_path / "moved.csv"
    sheet.write_text(
        f"id,name,born,position,class,rating,team\nP002,{p.name},{p.born.isoformat()},{p.position},"
        f"{p.klass},{p.rating},RED\n"
    )
    with pytest.raises(RuleViolation, match="line 2, column team: P002 plays for BLK: a team changes by a transfer"):
        import_csv_file(league_file, sheet)
    assert load_season(league_file).player("P002").team == "BLK"


def test_the_same_room_twice_is_refused_however_its_number_is_written():
    """ "3/03" is room 3 twice: stored, the season would export a file its own import refuses."""
    assert room_pair("4/3") == (3, 4)
    for text in ("3/3", "3/03", "003/3"):
        with pytest.raises(ValueError):
            room_pair(text)
