"""The league's own rule text: attached to a season, replaced whole, refused when it is not text."""

from __future__ import annotations

import pytest

from league.season.errors import RuleViolation
from store.file.audit import audit_log
from store.writes.rule_texts import attach_rule_text, load_rule_text


def test_attached_text_replaces_the_earlier_one_and_is_audited(league_file, tmp_path):
    first, second = tmp_path / "rules-2002.txt", tmp_path / "rules-2002-rev.txt"
    first.write_text("Gray\n1. Open to players 22 and over.\n")
    second.write_text("Gray (revised)\n", encoding="utf-8-sig")
    attach_rule_text(league_file, None, first)
    attach_rule_text(league_file, None, second)
    assert load_rule_text(league_file, None).text == "Gray (revised)\n"
    assert [e.detail["file"] for e in audit_log(league_file)[:2]] == ["rules-2002-rev.txt", "rules-2002.txt"]


@pytest.mark.parametrize(("content", "message"), [(b"", "is empty"), (b"\xff\xfe\x00bad", "not UTF-8 text")])
def test_a_file_that_is_not_text_is_refused(league_file, tmp_path, content, message):
    path = tmp_path / "rules.txt"
    path.write_bytes(content)
    with pytest.raises(RuleViolation, match=message):
        attach_rule_text(league_file, None, path)
    assert load_rule_text(league_file, None) is None
