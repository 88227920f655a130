"""`standings --json` on an ordinary league file is read with `sqlite3` alone (`store.file.quick_read`): the JSON the
whole open prints, whether the file is closed or another connection has it open; whatever the quick read is not sure
of goes the whole way and is refused in the same words."""

from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path

import pytest

from store.views import standings_quick
from tests.cli_run import run


@pytest.fixture
def quick_reads(monkeypatch) -> list[Path]:
    """The files the quick read answered for, from here on."""
    answered: list[Path] = []
    real = standings_quick.quick_standings

    def spy(path: Path, season: str | None, as_of: date | None = None):
        table = real(path, season, as_of)
        answered.append(path)
        return table

    monkeypatch.setattr(standings_quick, "quick_standings", spy)
    return answered


@pytest.mark.parametrize("extra", [(), ("--as-of", "2002-10-27"), ("--explain",)], ids=" ".join)
def test_a_closed_files_standings_json_is_read_quick_as_the_whole_open_prints_it(
    closed_league, capsys, quick_reads, extra
):
    code, whole, _ = run(capsys, "--db", str(closed_league), "--read-only", "standings", "--json", *extra)
    assert code == 0 and quick_reads == []  # --read-only goes the whole way
    code, quick, err = run(capsys, "--db", str(closed_league), "standings", "--json", *extra)
    assert code == 0 and quick_reads == [closed_league], err
    assert quick == whole
    assert sorted(p.name for p in closed_league.parent.iterdir()) == ["league.db"]


def test_while_another_connection_has_the_file_open_the_quick_read_sees_its_last_commit(
    closed_league, capsys, quick_reads
):
    other = sqlite3.connect(closed_league)
    try:
        other.execute("PRAGMA wal_autocheckpoint = 0")  # the commit stays in the -wal
        other.execute("UPDATE season SET name = 'Renamed' WHERE id = (SELECT max(id) FROM season)")
        other.commit()
        code, quick, err = run(capsys, "--db", str(closed_league), "standings", "--json", "--season", "Renamed")
        assert code == 0 and quick_reads == [closed_league], err
        code, whole, _ = run(
            capsys, "--db", str(closed_league), "--read-only", "standings", "--json", "--season", "Renamed"
        )
        assert code == 0 and quick == whole
    finally:
        other.close()


def test_a_season_the_file_does_not_hold_goes_the_whole_way_and_is_refused_as_before(
    closed_league, capsys, quick_reads
):
    code, _, quick_err = run(capsys, "--db", str(closed_league), "standings", "--json", "--season", "Nowhere")
    code_whole, _, whole_err = run(
        capsys, "--db", str(closed_league), "--read-only", "standings", "--json", "--season", "Nowhere"
    )
    assert code == code_whole == 1 and quick_reads == []
    assert quick_err == whole_err and "Nowhere" in quick_err


def test_a_tournaments_standings_go_the_whole_way(tmp_path, capsys, quick_reads):
    from seed.demo_db import write_demo

    cup = tmp_path / "cup.db"
    write_demo(cup, date(2026, 3, 1), rulebook="coors-cup")
    code, out, err = run(capsys, "--db", str(cup), "standings", "--json")
    assert code == 0 and quick_reads == [] and '"pool": "A"' in out, err
