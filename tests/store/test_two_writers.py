"""Two writers at once, in two processes, on one league: every change is kept or refused as stale, naming it.

Each case runs on a league file and on a PostgreSQL server's database (`tests.pg_server`): the two must behave
alike, a server's writers taking turns on the revision table's lock as a file's do on SQLite's write lock. The
writers (`tests.store.two_writers`) each prepare, then wait for one signal, so that they act at the same moment.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from store.file.db import open_league
from store.season_files.import_export import import_season
from store.season_files.writer import season_to_text
from store.views.season_load import load_season
from tests.store import two_writers
from tests.store.fork_server import Child
from tests.store.writer_process import SEASON, SHEET_GAME, SHIFT_GAME, base_season, import_season_value

# The writers are forked by the test process's fork server (`tests.store.fork_server.Child`), which imported
# tests.store.two_writers once: each is a process of its own, ready within milliseconds rather than after an
# interpreter's start and imports, a second each, twelve times over.


@pytest.fixture(params=["file", "server"])
def address(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """An empty league: a file's path, or a new database on the test server."""
    if request.param == "server":
        return str(request.getfixturevalue("pg_url"))
    return str(tmp_path / "league.db")


def with_season(address: str) -> str:
    """The league at `address` holding the example's regular season, R28 and R29 still to play."""
    with open_league(address, create=True) as store:
        import_season(store, base_season(), backup=False)
    return address


def together(tmp_path: Path, address: str, *writers: tuple[str, ...]) -> list[list[str]]:
    """Start one child per writer, give the signal once all are ready, and return each one's lines."""
    go = tmp_path / "go"
    outs = [(tmp_path / f"out-{n}", tmp_path / f"errors-{n}") for n in range(len(writers))]
    children = [
        Child(two_writers.run_child, ([address, str(go), *words], *out))
        for words, out in zip(writers, outs, strict=True)
    ]
    for child in children:
        child.start()
    try:
        deadline = time.monotonic() + 60
        while len(list(tmp_path.glob("go.ready-*"))) < len(children) and time.monotonic() < deadline:
            assert all(child.exitcode is None for child in children), [_text(errors) for _, errors in outs]
            time.sleep(0.01)
        go.touch()
        said = []
        for child, (out, errors) in zip(children, outs, strict=True):
            child.join(timeout=120)
            assert child.exitcode == 0, _text(errors)
            said.append(_text(out).splitlines())
        return said
    finally:
        for child in children:
            child.kill()
            child.join()


def _text(path: Path) -> str:
    """What a writer wrote to `path` (nothing when it died before it opened it)."""
    return path.read_text() if path.exists() else ""


def test_two_imports_of_one_season_keep_one_and_refuse_the_other(address: str, tmp_path: Path) -> None:
    source = tmp_path / "season.json"
    source.write_text(season_to_text(import_season_value(2)), encoding="utf-8")
    said = together(tmp_path, address, ("import", str(source)), ("import", str(source)))
    outcomes = sorted(lines[0] for lines in said)
    assert outcomes[0] == "kept", said
    assert outcomes[1].startswith("refused:") and "already holds season 'crash-2'" in outcomes[1], said
    with open_league(address) as store:
        assert len(load_season(store, "crash-2").games) == 3


def test_two_windows_moving_one_game_keep_one_move_and_refuse_the_other_naming_it(address: str, tmp_path: Path) -> None:
    said = together(tmp_path, with_season(address), ("move", "07:00"), ("move", "08:30"))
    outcomes = sorted(lines[0] for lines in said)
    assert outcomes[0] == "kept", said
    assert outcomes[1].startswith(f"stale: game {SHEET_GAME}'s time was changed") and "another window" in outcomes[1]
    kept = "07:00" if said[0] == ["kept"] else "08:30"
    with open_league(address) as store:
        assert load_season(store, SEASON).game(SHEET_GAME).time == kept


def test_two_bench_scorers_on_one_game_lose_no_shift(address: str, tmp_path: Path) -> None:
    count = 8
    said = together(tmp_path, with_season(address), ("shifts", "home", str(count)), ("shifts", "away", str(count)))
    assert said == [["kept"] * count, ["kept"] * count]
    with open_league(address) as store:
        game = load_season(store, SEASON).game(SHIFT_GAME)
        assert len(game.shifts_for(game.home)) == count
        assert len(game.shifts_for(game.away)) == count
