"""Matching a sign-up row to a registered player: the same person however the sheet spells the name,
and, where e-mail, phone or birth date disagree with the name, a near match the committee decides."""

from __future__ import annotations

import unicodedata
from datetime import date

import pytest

from league.rosters.signups import email_key, match_signup, name_key, phone_key
from league.season.values import Player

BORN = date(1965, 3, 15)
CHLOE = Player("P101", "Chloé Lévesque", BORN, "F", "B", 60, email="chloe@example.org", phone="902-555-0101")
JF = Player("P102", "Jean-François  Bélanger", date(1970, 1, 2), "D", "C", 50)
DAVE = Player("P103", "Dave Kowalski", date(1968, 7, 4), "F", "B", 55, email="dave@example.org", phone="555-0199")
REGISTERED = (CHLOE, JF, DAVE)


@pytest.mark.parametrize(
    "typed, stored",
    [
        (unicodedata.normalize("NFD", "Chloé Lévesque"), "Chloé Lévesque"),  # as macOS writes it
        ("Jean-François Bélanger", "Jean-François  Bélanger"),  # one space where the file has two
        ("dave kowalski", "Dave Kowalski"),
        ("  Dave\tKowalski ", "Dave Kowalski"),
        ("STRASSE", "Straße"),  # case-folded, not just lower-cased
    ],
)
def test_names_compare_normalised_case_folded_and_spaces_collapsed(typed, stored):
    assert name_key(typed) == name_key(stored)


def test_different_names_stay_different():
    assert name_key("Chloe Levesque") != name_key("Chloé Lévesque")
    assert name_key("Dave Kowalsky") != name_key("Dave Kowalski")


def test_e_mail_is_compared_without_case_and_phone_by_its_digits():
    assert email_key(" Dave@Example.ORG ") == email_key("dave@example.org")
    assert phone_key("(902) 555.0101") == phone_key("902-555-0101") == "9025550101"
    assert email_key("") is None and phone_key("n/a") is None and phone_key(None) is None


@pytest.mark.parametrize(
    "name, born",
    [
        (unicodedata.normalize("NFD", "Chloé Lévesque"), BORN),
        ("Jean-François Bélanger", date(1970, 1, 2)),
        ("dave kowalski", date(1968, 7, 4)),
    ],
)
def test_the_same_name_and_birth_date_is_the_registered_player(name, born):
    found = match_signup(name, born, None, None, REGISTERED)
    assert found.player is not None and found.near == ()
    assert name_key(found.player.name) == name_key(name)


def test_same_e_mail_with_another_name_is_a_near_match_not_an_update():
    found = match_signup("Katie Kowalski", date(1999, 2, 1), "DAVE@example.org", None, REGISTERED)
    assert found.player is None
    assert [(n.player.id, n.why) for n in found.near] == [("P103", "same e-mail, other name")]


def test_same_phone_digits_with_another_name_is_a_near_match():
    found = match_signup("Chloe Smith", BORN, None, "(902) 555 0101", REGISTERED)
    assert found.player is None and [n.player.id for n in found.near] == ["P101"]
    assert found.near[0].why == "same phone, other name"


def test_same_name_with_another_birth_date_is_a_near_match():
    found = match_signup("Dave Kowalski", date(1986, 7, 4), None, None, REGISTERED)
    assert found.player is None
    assert [(n.player.id, n.why) for n in found.near] == [("P103", "same name, other birth date")]


def test_same_e_mail_and_name_with_another_birth_date_is_a_near_match():
    found = match_signup("Dave Kowalski", date(1986, 7, 4), "dave@example.org", None, REGISTERED)
    assert found.player is None and found.near[0].why == "same name and e-mail, other birth date"


def test_a_stranger_is_new():
    found = match_signup("Nick Newman", date(1970, 5, 1), "nick@example.org", "555-0000", REGISTERED)
    assert found.player is None and found.near == ()
