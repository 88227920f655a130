"""`rinkbook user ...` and signing in on the command line: `--sign-in --user NAME` with $RINKBOOK_PASSWORD."""

from __future__ import annotations

import io

import pytest

from store.file.audit import audit_log
from store.file.db import open_league
from tests.cli_run import imported_fixture
from tui.cli import main

PASSWORD = "correct horse battery"


def user(db, monkeypatch, *words: str, password: str = PASSWORD) -> int:
    monkeypatch.setattr("sys.stdin", io.StringIO(password + "\n"))
    return main(
        ["--db", str(db), "user", *words, "--password-stdin"]
        if words[0] in ("add", "password")
        else ["--db", str(db), "user", *words]
    )


@pytest.fixture
def staffed(tmp_path, example_path, monkeypatch, capsys):
    db = tmp_path / "league.db"
    imported_fixture(example_path, db)
    assert user(db, monkeypatch, "add", "Ann", "--role", "committee") == 0
    assert user(db, monkeypatch, "add", "Cal", "--role", "captain", "--team", "RED") == 0
    assert user(db, monkeypatch, "add", "Sam", "--role", "scorer") == 0
    capsys.readouterr()
    return db


def signed_in(db, name: str, *words: str, password: str = PASSWORD, monkeypatch) -> int:
    monkeypatch.setenv("RINKBOOK_PASSWORD", password)
    return main(["--db", str(db), "--sign-in", "--user", name, *words])


def test_user_list_shows_people_and_never_a_hash(staffed, monkeypatch, capsys):
    assert user(staffed, monkeypatch, "list") == 0
    out = capsys.readouterr().out
    assert "Cal" in out and "captain" in out and "RED" in out and "argon2" not in out and PASSWORD not in out


def test_a_refused_person_names_the_field_and_the_rule(staffed, monkeypatch, capsys):
    assert user(staffed, monkeypatch, "add", "Dee", "--role", "captain", "--team", "XYZ") == 1
    assert "--team: no team 'XYZ'" in capsys.readouterr().err
    assert user(staffed, monkeypatch, "add", "Dee", "--role", "scorer", password="short") == 1
    assert "password: a password has at least 10 characters" in capsys.readouterr().err


def test_a_signed_in_captain_reads_his_team_and_nothing_else(staffed, monkeypatch, capsys):
    assert signed_in(staffed, "Cal", "shifts", "--team", "RED", monkeypatch=monkeypatch) == 0
    assert "RED season" in capsys.readouterr().out
    for words in (("shifts", "--team", "WHT"), ("standings",), ("user", "list")):
        assert signed_in(staffed, "Cal", *words, monkeypatch=monkeypatch) == 1
        assert "signed in as Cal, a captain: a captain may only read his own team's" in capsys.readouterr().err
    assert signed_in(staffed, "Cal", "attendance", "--json", monkeypatch=monkeypatch) == 0
    assert '"team": "WHT"' not in capsys.readouterr().out


def test_a_wrong_password_and_an_unknown_name_get_the_same_refusal(staffed, monkeypatch, capsys):
    assert signed_in(staffed, "Cal", "attendance", password="not his password", monkeypatch=monkeypatch) == 1
    wrong_password = capsys.readouterr()
    assert signed_in(staffed, "Nobody", "attendance", monkeypatch=monkeypatch) == 1
    unknown_name = capsys.readouterr()
    assert wrong_password == unknown_name and "do not match" in wrong_password.err and not wrong_password.out


def test_a_signed_in_committee_member_is_named_by_the_audit_log(staffed, monkeypatch, capsys):
    assert signed_in(staffed, "Ann", "user", "remove", "Sam", monkeypatch=monkeypatch) == 0
    with open_league(staffed, read_only=True) as store:
        assert (audit_log(store)[0].action, audit_log(store)[0].actor) == ("remove person", "Ann")


def test_sign_in_on_a_file_without_people_names_user_add(tmp_path, example_path, monkeypatch, capsys):
    db = tmp_path / "league.db"
    imported_fixture(example_path, db)
    assert signed_in(db, "Ann", "standings", monkeypatch=monkeypatch) == 1
    assert "rinkbook user add" in capsys.readouterr().err
    assert main(["--db", str(db), "--sign-in"]) == 1  # the app: refused before a screen opens
    assert "nobody signs in to this league yet: add someone with rinkbook user add" in capsys.readouterr().err
