"""`--user NAME` (or $RINKBOOK_USER) names who a command's decisions are written under."""

from __future__ import annotations

from store.file.audit import audit_log
from store.file.db import open_league
from store.file.members import login_name, remember_member
from tui.cli import main


def actor_of_import(db) -> str | None:
    with open_league(db, read_only=True) as store:
        return audit_log(store)[0].actor


def test_user_names_the_commands_decisions(tmp_path, example_path, capsys):
    db = tmp_path / "league.db"
    assert main(["--db", str(db), "--user", "Lisa Stone", "import", str(example_path)]) == 0
    assert actor_of_import(db) == "Lisa Stone"


def test_without_user_the_name_remembered_decides_then_the_login(tmp_path, example_path, capsys):
    first, second = tmp_path / "first.db", tmp_path / "second.db"
    assert main(["--db", str(first), "import", str(example_path)]) == 0
    assert actor_of_import(first) == login_name()
    remember_member("Marge Lee")
    assert main(["--db", str(second), "import", str(example_path)]) == 0
    assert actor_of_import(second) == "Marge Lee"


def test_a_user_name_a_signature_could_not_hold_is_refused(tmp_path, example_path, capsys):
    db = tmp_path / "league.db"
    code = main(["--db", str(db), "--user", "Bob\x1b[2J", "import", str(example_path)])
    assert code == 1 and not db.exists()
    assert "--user: " in capsys.readouterr().err
