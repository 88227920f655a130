"""A sign-up sheet sent again with late registrations: each person once, spelled as first registered; a row
whose e-mail, phone or birth date disagrees with its name held for the committee; a Google Forms or Excel
export read as it comes; every refusal naming the line and the column as the sheet heads it."""

from __future__ import annotations

import unicodedata
from datetime import date

import pytest

from league.season.errors import RuleViolation
from store.season_files.import_export import import_season_file
from store.views.season_load import load_season
from store.writes.csv_import import import_csv_text
from tests.conftest import EXAMPLE, league_digest

HEADER = "name,born,position,class,rating,email,phone\n"
FIRST_SHEET = HEADER + (
    "Chloé Lévesque,1965-03-15,F,B,60,chloe@example.org,902-555-0101\n"
    "Jean-François  Bélanger,1970-01-02,D,C,50,jf@example.org,\n"
    "Dave Kowalski,1968-07-04,F,B,55,dave@example.org,555-0199\n"
)


@pytest.fixture
def signed_up(filled_league):
    """The example league with the first sign-up sheet imported: three new players. Filled once per test process
    and copied."""
    return filled_league("test_signup_sheets.signed_up", _sign_up)


def _sign_up(store):
    import_season_file(store, EXAMPLE)
    report = import_csv_text(store, FIRST_SHEET, "signups.csv")
    assert report.added == 3


def _by_name(store, name):
    return [p for p in load_season(store).players if p.name == name]


def test_the_sheet_sent_again_registers_nobody_twice_and_renames_nobody(signed_up):
    """The same people, the accents decomposed as macOS writes them, one space where there were two, a
    name in lower case; and one late registration: one player added, nobody twice, no name changed."""
    count = len(load_season(signed_up).players)
    again = HEADER + (
        f"{unicodedata.normalize('NFD', 'Chloé Lévesque')},1965-03-15,F,B,60,chloe@example.org,902-555-0101\n"
        "Jean-François Bélanger,1970-01-02,D,C,50,jf@example.org,\n"
        "dave kowalski,1968-07-04,F,B,55,dave@example.org,555-0199\n"
        "Nick Newman,1970-05-01,F,B,55,nick@example.org,\n"
    )
    report = import_csv_text(signed_up, again, "signups.csv")
    assert (report.added, report.updated, report.held) == (1, 0, ())
    assert len(load_season(signed_up).players) == count + 1
    for name in ("Chloé Lévesque", "Jean-François  Bélanger", "Dave Kowalski"):
        assert len(_by_name(signed_up, name)) == 1, name
    assert _by_name(signed_up, "dave kowalski") == []


def test_a_match_updates_the_player_and_keeps_the_stored_spelling(signed_up):
    dave = _by_name(signed_up, "Dave Kowalski")[0]
    report = import_csv_text(
        signed_up, HEADER + "DAVE  KOWALSKI,1968-07-04,F,B,55,dave@example.org,902-555-0199\n", "a.csv"
    )
    assert (report.added, report.updated) == (0, 1)
    after = load_season(signed_up).player(dave.id)
    assert (after.name, after.phone) == ("Dave Kowalski", "902-555-0199")


def test_a_row_matched_by_e_mail_with_another_name_is_held_for_the_committee(signed_up):
    dave = _by_name(signed_up, "Dave Kowalski")[0]
    before = load_season(signed_up)
    text = HEADER + "Nick Newman,1970-05-01,F,B,55,,\nDavid Kowalsky,1968-07-04,F,B,55,Dave@Example.org,\n"
    report = import_csv_text(signed_up, text, "late.csv")
    assert (report.added, report.updated) == (1, 0)
    [held] = report.held
    assert (held.line, held.name, held.player) == (3, "David Kowalsky", dave.id)
    assert "same e-mail, other name" in held.detail and "Dave Kowalski" in held.detail
    assert load_season(signed_up).player(dave.id) == before.player(dave.id)
    assert len(load_season(signed_up).players) == len(before.players) + 1
    words = "\n".join(report.lines())
    assert "line 3" in words and "needs a decision" in words and "id column" in words


def test_the_committee_decides_a_near_match_with_the_id_column(signed_up):
    """The id column settles a held row: a player's id updates him (name too), `new` registers a new one."""
    dave = _by_name(signed_up, "Dave Kowalski")[0]
    count = len(load_season(signed_up).players)
    text = "id," + HEADER + f"{dave.id},David Kowalski,1968-07-04,F,B,55,dave@example.org,\n"
    assert import_csv_text(signed_up, text, "decided.csv").updated == 1
    assert load_season(signed_up).player(dave.id).name == "David Kowalski"
    sister = "id," + HEADER + "new,Katie Kowalski,1971-02-01,F,C,40,dave@example.org,\n"
    report = import_csv_text(signed_up, sister, "decided.csv")
    assert (report.added, report.held) == (1, ())
    assert len(load_season(signed_up).players) == count + 1


def test_a_dry_run_says_what_would_change_and_writes_nothing(signed_up):
    before = league_digest(signed_up.path)
    text = (
        HEADER
        + "Nick Newman,1970-05-01,F,B,55,,\n"
        + "dave kowalski,1968-07-04,F,A,55,,\n"
        + "Katie K,1971-01-01,F,B,5,dave@example.org,\n"
    )
    report = import_csv_text(signed_up, text, "late.csv", dry_run=True)
    assert (report.added, report.updated, len(report.held)) == (1, 1, 1)
    words = "\n".join(report.lines())
    assert "Nick Newman" in words and "Dave Kowalski" in words and "class" in words and "Katie K" in words
    assert league_digest(signed_up.path) == before


GOOGLE_FORMS = "Timestamp,Email Address,First name,Last name,Date of birth,Phone number,Position,Class,Rating\n"


def test_a_google_forms_export_is_read_as_it_comes(league_file):
    text = GOOGLE_FORMS + (
        "2002/09/01 10:15:00 AM GMT-3,ann@example.org,Ann,Marsh,03/04/1966,902 555 0111,F,B,50\n"
        "2002/09/01 11:20:00 AM GMT-3,bo@example.org,Bo,Lind,15/03/1965,,D,C,45\n"
    )
    report = import_csv_text(league_file, text, "Sign-ups (Responses).csv")
    assert report.added == 2
    ann = _by_name(league_file, "Ann Marsh")[0]
    assert (ann.born, ann.email, ann.phone) == (date(1966, 4, 3), "ann@example.org", "902 555 0111")
    assert _by_name(league_file, "Bo Lind")[0].born == date(1965, 3, 15)  # 15/03: this sheet writes the day first


def test_an_excel_export_writing_the_month_first_is_read(league_file):
    text = (
        "First Name,Last Name,Birthdate,E-mail,Phone,Position,Class,Rating\n"
        "Cy,Ott,03/15/1965,,,F,B,50\nDi,Ott,04/03/1966,,,F,B,50\n"
    )
    import_csv_text(league_file, text, "export.csv")
    assert _by_name(league_file, "Di Ott")[0].born == date(1966, 4, 3)


def test_a_day_and_month_no_row_settles_is_refused_naming_line_and_column(league_file):
    before = league_digest(league_file.path)
    text = GOOGLE_FORMS + ",,Ann,Marsh,03/04/1966,,F,B,50\n"
    with pytest.raises(RuleViolation) as refused:
        import_csv_text(league_file, text, "signups.csv")
    said = str(refused.value)
    assert said.startswith("signups.csv line 2, column 'Date of birth': '03/04/1966' could be"), said
    assert "1966-04-03" in said and "1966-03-04" in said
    assert league_digest(league_file.path) == before


def test_a_sheet_writing_the_day_first_and_the_month_first_is_refused(league_file):
    text = GOOGLE_FORMS + ",,Ann,Marsh,15/03/1966,,F,B,50\n,,Bo,Lind,03/15/1965,,F,B,50\n"
    with pytest.raises(RuleViolation, match=r"line 3, column 'Date of birth': '03/15/1965' .*line 2"):
        import_csv_text(league_file, text, "signups.csv")


def test_a_refusal_names_the_line_and_the_sheets_own_column(league_file):
    rows = "".join(f",p{i}@example.org,Pat,Doe{i},1{i}/03/1965,,F,B,50\n" for i in range(5))
    text = GOOGLE_FORMS + rows + ",x@example.org,Zed,Bad,31/02/1965,,F,B,50\n"
    with pytest.raises(RuleViolation) as refused:
        import_csv_text(league_file, text, "signups.csv")
    assert str(refused.value).startswith("signups.csv line 7, column 'Date of birth': '31/02/1965' is not a date")


def test_a_first_name_without_a_last_name_column_is_refused(league_file):
    with pytest.raises(RuleViolation, match=r"line 1, column 'First name': .*Last name"):
        import_csv_text(league_file, "First name,Date of birth\nAnn,1966-04-03\n", "signups.csv")
