"""Who is using rinkbook: one name per window, remembered for the computer's user, written on every audit row
the window's writes make (`store.file.members`)."""

from __future__ import annotations

import getpass

from store.file.audit import audit_log, record_decision
from store.file.db import open_league
from store.file.members import default_member, login_name, member_problem, remember_member, remembered_member


def test_with_nothing_remembered_the_login_name_decides():
    assert remembered_member() is None
    assert default_member() == login_name() == getpass.getuser()


def test_a_name_remembered_is_the_next_starts_and_the_environment_overrides_it(monkeypatch, tmp_path):
    remember_member("Marge Lee")
    assert remembered_member() == default_member() == "Marge Lee"
    assert (tmp_path / "config").is_dir()  # the test's own config folder, never the user's
    monkeypatch.setenv("RINKBOOK_USER", "Lisa (treasurer)")
    assert default_member() == "Lisa (treasurer)"
    assert remembered_member() == "Marge Lee"


def test_a_remembered_file_another_program_wrote_wrongly_is_no_name(tmp_path):
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "member.json").write_text("{not json", encoding="utf-8")
    assert remembered_member() is None and default_member() == login_name()


def test_a_name_must_be_one_a_signature_can_hold():
    assert member_problem("Zoë O'Neil") is None
    assert "type a name" in member_problem("   ")
    assert "control character" in member_problem("Bob\x1b[2J")
    assert "the most is 80" in member_problem("x" * 81)


def test_each_window_writes_its_own_name_on_its_audit_rows(empty_league):
    other = open_league(empty_league.path)  # a second window on the same file
    try:
        empty_league.actor, other.actor = "Marge", "Lisa"
        with other.writing():
            record_decision(None, "test ruling", {"reason": "second"})
        with empty_league.writing():
            record_decision(None, "test ruling", {"reason": "first"})
    finally:
        other.close()
    assert [(e.actor, e.detail["reason"]) for e in audit_log(empty_league)] == [("Marge", "first"), ("Lisa", "second")]
