"""The people who sign in, and what each role may write: refused where the write happens, whatever calls it."""

from __future__ import annotations

from datetime import date

import pytest

from league.rules.roles import READ_SHIFTS, Person
from league.season.errors import RuleViolation
from store.file.audit import audit_log
from store.file.permits import RoleRefused, require_reading, sign_in
from store.season_files.import_export import import_season_file
from store.tables import models as m
from store.views.attendance import load_attendance
from store.views.season_load import load_season
from store.writes.games import save_game
from store.writes.people import add_person, check_password, people, remove_person, set_password
from store.writes.teams import set_captain
from tests.conftest import EXAMPLE, REAL_PASSWORD_HASHER
from tests.store.playoff_sheet import sf1_game_2

GAME_DAY = date(2002, 12, 22)  # SF1-2's date
PASSWORD = "correct horse battery"


def _staff(store):
    import_season_file(store, EXAMPLE)
    add_person(store, "Ann", "committee", None, PASSWORD)
    add_person(store, "Sam", "scorer", None, PASSWORD)
    add_person(store, "Cal", "captain", "RED", PASSWORD)
    save_game(store, None, sf1_game_2())


@pytest.fixture
def staffed(filled_league):
    """The example league with a committee member, a scorer, a captain of RED, and SF1-2 scheduled: filled once per
    test process (three argon2 hashes and a game's save) and copied for each test."""
    return filled_league("staffed", _staff)


def test_people_are_listed_without_their_hashes_and_checked_by_password(staffed):
    listed = people(staffed)
    assert [(p.name, p.role, p.team) for p in listed] == [
        ("Ann", "committee", None),
        ("Cal", "captain", "RED"),
        ("Sam", "scorer", None),
    ]
    assert not any(PASSWORD in repr(p) or "argon2" in repr(p) for p in listed)
    with staffed.reading():
        assert m.Person.get(m.Person.name == "Ann").password_hash.startswith("$argon2id$")
    assert check_password(staffed, "Cal", PASSWORD) == Person("Cal", "captain", "RED")
    assert check_password(staffed, "Cal", "wrong password") is None
    assert check_password(staffed, "Nobody", PASSWORD) is None


def test_a_password_is_kept_as_an_argon2_hash_at_the_librarys_default_cost(league_file, monkeypatch):
    """The other tests hash at argon2's least cost (`tests/conftest.py`); the product's own hash is made, and
    checked, at argon2-cffi's defaults, so that the library's cost rises with its releases."""
    monkeypatch.setattr("argon2.PasswordHasher", REAL_PASSWORD_HASHER)
    add_person(league_file, "Ann", "committee", None, PASSWORD)
    with league_file.reading():
        kept = m.Person.get(m.Person.name == "Ann").password_hash
    assert kept.startswith("$argon2id$") and PASSWORD not in kept
    assert not REAL_PASSWORD_HASHER().check_needs_rehash(kept)
    assert check_password(league_file, "Ann", PASSWORD) == Person("Ann", "committee")
    assert check_password(league_file, "Ann", "wrong password") is None


@pytest.mark.parametrize(
    ("name", "role", "team", "password", "field", "words"),
    [
        ("Dee", "boss", None, PASSWORD, "--role", "is not a role"),
        ("Dee", "captain", None, PASSWORD, "--team", "give --team CODE"),
        ("Dee", "captain", "XYZ", PASSWORD, "--team", "no team 'XYZ' in season 2002-03"),
        ("Dee", "scorer", "RED", PASSWORD, "--team", "only a captain is given --team"),
        ("Ann", "scorer", None, PASSWORD, "name", "names are unique"),
        ("Dee", "scorer", None, "", "password", "at least 10 characters (empty)"),
        ("Dee", "scorer", None, "short", "password", "at least 10 characters (5 characters)"),
        (" ", "scorer", None, PASSWORD, "name", "type a name"),
    ],
)
def test_a_person_is_refused_naming_the_field_and_nothing_changes(staffed, name, role, team, password, field, words):
    before = people(staffed), len(audit_log(staffed))
    with pytest.raises(RuleViolation) as refused:
        add_person(staffed, name, role, team, password)
    assert refused.value.first.path == field and words in refused.value.first.message
    assert (people(staffed), len(audit_log(staffed))) == before


def test_the_first_person_is_a_committee_member(league_file):
    with pytest.raises(RuleViolation, match="first person must be a committee member"):
        add_person(league_file, "Sam", "scorer", None, PASSWORD)


def test_each_change_is_audited_under_who_made_it(staffed):
    sign_in(staffed, Person("Ann", "committee"), GAME_DAY)
    set_password(staffed, "Sam", "another long one")
    remove_person(staffed, "Cal")
    latest = audit_log(staffed)[:2]
    assert [(e.action, e.actor, e.detail) for e in latest] == [
        ("remove person", "Ann", {"name": "Cal"}),
        ("change password", "Ann", {"name": "Sam"}),
    ]
    assert check_password(staffed, "Sam", "another long one") is not None
    assert all(PASSWORD not in str(e.detail) for e in audit_log(staffed))


def test_a_scorer_writes_tonights_sheet_and_no_other_day(staffed):
    dressed = load_season(staffed).game("SF1-1").dressed_for("RED")
    sheet = sf1_game_2(dressed=(("RED", dressed),))
    sign_in(staffed, Person("Sam", "scorer"), date(2002, 12, 23))
    with pytest.raises(RoleRefused, match="a scorer may only enter tonight's game sheets"):
        save_game(staffed, None, sheet)
    assert load_season(staffed).game("SF1-2").dressed_for("RED") == ()
    sign_in(staffed, Person("Sam", "scorer"), GAME_DAY)
    save_game(staffed, None, sheet)
    assert load_season(staffed).game("SF1-2").dressed_for("RED") == dressed
    with pytest.raises(RoleRefused, match="a scorer may only"):  # moving tonight's game away is the schedule's
        save_game(staffed, None, sf1_game_2(dressed=(("RED", dressed),), date=date(2002, 12, 23)))


def test_a_scorer_and_a_captain_decide_nothing(staffed):
    before = len(audit_log(staffed))
    for person in (Person("Sam", "scorer"), Person("Cal", "captain", "RED")):
        sign_in(staffed, person, GAME_DAY)
        with pytest.raises(RoleRefused, match=f"signed in as {person.name}, a {person.role}"):
            set_captain(staffed, None, "RED", "P022")
        with pytest.raises(RoleRefused):
            add_person(staffed, "Eve", "committee", None, PASSWORD)
    sign_in(staffed, Person("Cal", "captain", "RED"), GAME_DAY)
    with pytest.raises(RoleRefused, match="a captain may only read"):
        save_game(staffed, None, sf1_game_2(time="21:00"))
    assert len(audit_log(staffed)) == before and [p.name for p in people(staffed)] == ["Ann", "Cal", "Sam"]


def test_a_captain_reads_his_own_team_only(staffed):
    sign_in(staffed, Person("Cal", "captain", "RED"), GAME_DAY)
    _, rows = load_attendance(staffed)
    assert rows and {row.team for row in rows} == {"RED"}
    require_reading(staffed, READ_SHIFTS, team="RED")
    with pytest.raises(RoleRefused, match="his own team's"):
        require_reading(staffed, READ_SHIFTS, team="WHT")
    sign_in(staffed, Person("Sam", "scorer"), GAME_DAY)
    with pytest.raises(RoleRefused, match="a scorer may only"):
        load_attendance(staffed)


def test_without_sign_in_the_member_decides_everything(staffed):
    staffed.actor = "Lead"
    set_captain(staffed, None, "RED", "P022")
    assert audit_log(staffed)[0].actor == "Lead"


def test_a_captains_copy_holds_nobody_who_signs_in(staffed, tmp_path):
    from store.file.captains_copy import write_captains_copy
    from store.file.db import open_league

    copy = write_captains_copy(staffed.db, staffed.path, tmp_path / "captains.db")
    with open_league(copy, read_only=True) as opened:
        assert people(opened) == []
    assert b"argon2" not in copy.read_bytes()
