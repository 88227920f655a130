"""The command line on a league on a PostgreSQL server gives the answers it gives on a league file.

Each fixture is imported into a file and into a fresh database on the tests' own server (`tests.pg_server`);
every report, `check` and the export then read the same, but for the name of the league each one says.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.shared_bytecode import repository_environment
from tui.cli import main

FIXTURES = sorted((Path(__file__).parent / "fixtures").glob("*.json"))
REPORTS = (
    ("standings", "--json"),
    ("playoffs", "--json"),
    ("suspensions", "--json"),
    ("attendance", "--json"),
    ("check",),
    ("export", "-"),
)


def run(capsys, db: str, *argv: str) -> tuple[int, str, str]:
    code = main(["--db", db, *argv])
    out, err = capsys.readouterr()
    return code, out.replace(db, "LEAGUE"), err.replace(db, "LEAGUE")


def answers(capsys, db: str, source: Path) -> list[tuple[int, str, str]]:
    code, _, err = run(capsys, db, "import", str(source))
    assert code == 0, err
    return [run(capsys, db, *words) for words in REPORTS]


@pytest.mark.parametrize("source", FIXTURES, ids=lambda path: path.stem)
def test_every_report_reads_the_same_on_a_server(source: Path, tmp_path: Path, pg_url: str, capsys) -> None:
    on_file = answers(capsys, str(tmp_path / "league.db"), source)
    on_server = answers(capsys, pg_url, source)
    for words, file_answer, server_answer in zip(REPORTS, on_file, on_server, strict=True):
        assert file_answer[0] == 0, (words, file_answer[2])
        assert server_answer == file_answer, words
    assert '"games"' in on_server[-1][1]  # the export holds the season, not an empty page


def test_rinkbook_db_names_a_server_for_a_real_process(pg_url: str, example_path: Path) -> None:
    """`python -m tui.cli` with $RINKBOOK_DB set to the server's address: the import and a report."""
    env = repository_environment(RINKBOOK_DB=pg_url)

    def cli(*words: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "tui.cli", *words], env=env, capture_output=True, text=True, check=False, timeout=60
        )

    done = cli("import", str(example_path))
    assert done.returncode == 0, done.stderr
    assert "Imported season 2002-03" in done.stdout
    assert "?host=" in done.stdout  # named by its address
    done = cli("seasons")
    assert done.returncode == 0, done.stderr
    assert "2002-03" in done.stdout


def test_a_database_of_another_program_is_left_alone(pg_server, pg_url: str, capsys, example_path: Path) -> None:
    import psycopg

    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute("CREATE TABLE invoices (id integer)")
    code, _, err = run(capsys, pg_url, "import", str(example_path))
    assert code != 0
    assert "another program" in err
    with psycopg.connect(pg_url, autocommit=True) as conn:
        tables = {name for (name,) in conn.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")}
    assert tables == {"invoices"}


def test_an_empty_database_is_not_a_league_until_an_import(pg_url: str, capsys) -> None:
    code, _, err = run(capsys, pg_url, "standings")
    assert code != 0
    assert "empty, not a league" in err


def test_backup_is_a_pg_dump_archive_and_restore_takes_it_back(example_url: str, tmp_path: Path, capsys) -> None:
    import shutil

    if shutil.which("pg_dump") is None or shutil.which("pg_restore") is None:
        pytest.skip("pg_dump and pg_restore are not installed (postgresql-client)")
    exported = run(capsys, example_url, "export", "-")[1]
    archive = tmp_path / "league.dump"
    code, out, err = run(capsys, example_url, "backup", str(archive))
    assert code == 0, err
    assert f"Backed up to {archive}" in out
    assert archive.read_bytes().startswith(b"PGDMP")
    assert archive.stat().st_mode & 0o077 == 0  # birth dates and phones: the owner's only
    from store.file.db import open_league
    from store.season_files.import_export import delete_season

    with open_league(example_url) as store:  # a mistake after the backup
        delete_season(store, "2002-03")
    assert run(capsys, example_url, "export", "-")[0] != 0
    code, _, err = run(capsys, example_url, "restore", str(archive))
    assert code == 0, err
    assert run(capsys, example_url, "export", "-")[1] == exported


def test_restore_on_a_server_refuses_a_league_file(example_url: str, closed_league: Path, capsys) -> None:
    code, _, err = run(capsys, example_url, "restore", str(closed_league))
    assert code != 0
    assert "not a pg_dump archive" in err
