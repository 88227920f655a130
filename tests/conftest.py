"""Shared fixtures: the example season, a fresh league file per test, and the screen as text."""

from __future__ import annotations

import functools
import hashlib
import html
import os
import re
import shutil
import sqlite3
from collections.abc import Callable, Iterator
from datetime import date
from pathlib import Path

import pytest
from argon2 import PasswordHasher
from rich.segment import Segment

from league.season.values import Game, Score, Season, SeasonDates, Team
from store.file.db import Store, open_league
from store.season_files.import_export import import_season, import_season_file
from store.season_files.reader import parse_season_text
from tests.known_seasons import known_as_read
from tests.league_templates import LeagueTemplates
from tests.pg_server import LocalServer, start_server, why_no_server

# The run as a whole (the asserts rewritten once, the tests' order, the collector, `-n auto`), and the app's style
# sheets kept by the test process alone: plugins of their own.
pytest_plugins = ("tests.run_hooks", "tests.kept_styles")


@pytest.fixture(autouse=True)
def _own_cache_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test keeps the dashboard's first frames (`store.cache.frame_cache`) in its own folder, never the user's."""
    monkeypatch.setenv("RINKBOOK_CACHE", str(tmp_path / "cache"))


@pytest.fixture
def fsyncs(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The descriptors `os.fsync` is called on from now on (each still synced)."""
    synced: list[int] = []
    sync = os.fsync

    def counted(handle: int) -> None:
        synced.append(handle)
        sync(handle)

    monkeypatch.setattr(os, "fsync", counted)
    return synced


@pytest.fixture(autouse=True)
def _own_config_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test remembers who is using rinkbook (`store.file.members`) in its own folder, never the user's; no
    name comes from the environment the tests were started in."""
    monkeypatch.setenv("RINKBOOK_CONFIG", str(tmp_path / "config"))
    monkeypatch.delenv("RINKBOOK_USER", raising=False)


@pytest.fixture(autouse=True)
def _quick_password_hashes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Passwords hashed at argon2's least cost in the tests: the product hashes with argon2-cffi's defaults (64 MiB,
    3 passes, 4 lanes: about 0.18 s of CPU a hash or a check, by design), which a test adding three people and
    signing one in paid five times over. A hash keeps its parameters, so checking it takes what making it took;
    every hash is still argon2id with its own salt. `tests/store/test_people.py` holds that the product's own
    hashes carry the defaults (`REAL_PASSWORD_HASHER`)."""
    monkeypatch.setattr("argon2.PasswordHasher", QuickPasswordHasher)


REAL_PASSWORD_HASHER = PasswordHasher


class QuickPasswordHasher(PasswordHasher):
    """argon2id at its least time and memory (1 pass over 8 KiB, one lane), with the default salt and hash lengths."""

    def __init__(self) -> None:
        super().__init__(time_cost=1, memory_cost=8, parallelism=1)


# The league's example season file, kept in the repository (tests/fixtures) so that a clone alone passes.
EXAMPLE = Path(__file__).resolve().parent / "fixtures" / "season-2002-03.json"


@pytest.fixture(scope="session")
def pg_server() -> LocalServer:
    """A PostgreSQL server of this test process's own (`tests.pg_server`), stopped at the end; the test skips,
    saying why, where none can be started."""
    reason = why_no_server()
    if reason is not None:
        pytest.skip(f"no PostgreSQL test server: {reason}")
    server = start_server()
    yield server
    server.stop()


@pytest.fixture
def pg_url(pg_server: LocalServer) -> str:
    """The address (`--db`) of a new, empty database on the test server."""
    return pg_server.new_database()


@pytest.fixture
def example_path() -> Path:
    """The committee's complete 2002-03 season file (read, never written)."""
    return EXAMPLE


@pytest.fixture
def example_season() -> Season:
    """The example season file's value: parsed once per test process (14 ms a parse), a frozen value every test
    may share."""
    return _parsed_example()


@functools.cache
def _parsed_example() -> Season:
    return parse_season_text(EXAMPLE.read_bytes())


@pytest.fixture(scope="session")
def league_templates(tmp_path_factory: pytest.TempPathFactory) -> LeagueTemplates:
    return LeagueTemplates(tmp_path_factory.mktemp("templates"))


@pytest.fixture
def filled_league(
    league_templates: LeagueTemplates, tmp_path: Path
) -> Callable[[str, Callable[[Store], object]], Store]:
    """`filled_league(name, fill)`: a league file of the test's (`league.db` in its own folder, `league-2.db` for
    a second), open, holding what `fill(store)` writes into a new league file. Filled once per test process for
    each `name` (a name is one `fill`: name it after the fixture that asks), and copied for each test."""
    opened: list[Store] = []

    def make(name: str, fill: Callable[[Store], object]) -> Store:
        path, second = tmp_path / "league.db", 2  # league.db may be `league_file`'s, or another of this test's
        while path.exists():
            path, second = tmp_path / f"league-{second}.db", second + 1
        opened.append(open_league(league_templates.copy(name, fill, path)))
        known_as_read(name, opened[-1])
        return opened[-1]

    yield make
    for store in opened:
        store.close()


@pytest.fixture
def empty_league(filled_league: Callable[[str, Callable[[Store], object]], Store]) -> Store:
    """A new, empty league file in the test's own folder."""
    return filled_league("empty", lambda store: None)


@pytest.fixture(scope="session")
def example_league_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The example season imported once per test process into a closed league file (never opened again):
    each `league_file` is a copy of it, the same rows as an import of its own at a 20th of the cost."""
    path = tmp_path_factory.mktemp("template") / "league.db"
    with open_league(path, create=True) as store:
        import_season_file(store, EXAMPLE)
    # Closed by its last connection, the file holds every commit: no -wal beside it to leave behind.
    assert not Path(f"{path}-wal").exists(), "the template league file's log was not checkpointed"
    return path


# Store tests that run on a league file and again on a PostgreSQL server (`store_kind`): writes, reads and the
# refusals of stale writes, which must behave alike on both.
ON_BOTH_STORES = frozenset(
    {
        "test_known_season",
        "test_stale_writes",
        "test_sheets",
        "test_teams",
        "test_fee_payments",
        "test_alerts_every_write",
        "test_alerts_after_app_writes",
        "test_draft_and_transfers",
        "test_spares",
        "test_drops",
        "test_overridden_sheets",
        "test_bench_marks",
        "test_shift_records",
        "test_coin_tosses",
        "test_registration",
        "test_members",
        "test_shift_fast_path",
        "test_season_cache",
        "test_stored_alerts",
        "test_first_frame_on_both_stores",
        "test_cache_after_commit",
    }
)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    module = metafunc.module.__name__.rpartition(".")[2]
    if "league_file" in metafunc.fixturenames and module in ON_BOTH_STORES:
        metafunc.parametrize("store_kind", ["file", "server"], indirect=True)


@pytest.fixture
def store_kind(request: pytest.FixtureRequest) -> str:
    """What holds `league_file`'s league: a file, or (for the modules in `ON_BOTH_STORES`) a server too."""
    return str(getattr(request, "param", "file"))


@pytest.fixture(scope="session")
def example_server_template(pg_server: LocalServer) -> str:
    """The example season imported once per test process into a database on the test server, closed: each server
    `league_file` is a new database made from it."""
    url = pg_server.url("example_template")
    pg_server.sql('CREATE DATABASE "example_template" TEMPLATE template0')
    with open_league(url, create=True) as store:
        import_season_file(store, EXAMPLE)
    return "example_template"


@pytest.fixture
def example_url(pg_server: LocalServer, example_server_template: str) -> str:
    """The address of a new database on the test server holding the example season: a copy of the one imported once
    per test process, for the tests whose league is only their start (an import is some 0.25 s of CPU, half of it
    the server's)."""
    return pg_server.new_database(template=example_server_template)


@pytest.fixture
def league_file(
    example_league_template: Path, tmp_path: Path, store_kind: str, request: pytest.FixtureRequest
) -> Store:
    """A fresh league holding the example season: a copy, for this test alone, of one imported once (a file's,
    or a server database's when `store_kind` says so)."""
    if store_kind == "server":
        store = open_league(request.getfixturevalue("example_url"))
    else:
        path = tmp_path / "league.db"
        shutil.copy2(example_league_template, path)  # its owner-only mode too
        store = open_league(path)
        known_as_read("the example league", store)
    yield store
    store.close()


def league_digest(path: Path) -> str:
    """A digest of every row of every table but the dashboard's stored alerts, read through a fresh connection
    (which sees the WAL too): equal digests before and after mean the league's data was left unchanged. The
    stored alerts are worked out, not entered: the app keeps them again whenever it draws the dashboard after a
    write left them stale, whatever the user's action did (tests/store/test_alerts_every_write.py holds them)."""
    connection = sqlite3.connect(Path(path).resolve().as_uri() + "?mode=ro", uri=True)
    try:
        # The schema and every table's rows as SQLite gives them (each value with its type: 1, '1' and 1.0 differ),
        # as `iterdump` holds them, at about two thirds of its cost (it writes every value out as SQL text).
        schema = "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE tbl_name != 'stored_alerts' ORDER BY 1, 2"
        held = [connection.execute(schema).fetchall()]
        for (table,) in connection.execute(f"SELECT name FROM ({schema}) WHERE type = 'table'").fetchall():
            held.append(connection.execute(f'SELECT * FROM "{table}"').fetchall())
        return hashlib.sha256(repr(held).encode("utf-8", "backslashreplace")).hexdigest()
    finally:
        connection.close()


def damage_shift_lists(path: Path) -> None:
    """Make a page of the closed league file's shift lists unreadable: the season's names, revision and first
    look still read, SQLite's whole-file check and the season's load do not."""
    with sqlite3.connect(path) as raw:
        root = raw.execute("SELECT rootpage FROM sqlite_master WHERE name = 'shift_list'").fetchone()[0]
        page = raw.execute("PRAGMA page_size").fetchone()[0]
    raw.close()
    with open(path, "r+b") as file:
        file.seek((root - 1) * page)
        file.write(b"\xff" * 16)


@pytest.fixture
def closed_league(league_file: Store) -> Path:
    """The example league's file, closed (no connection of the test's holds it): as a command finds it."""
    league_file.close()
    return league_file.path


@pytest.fixture
def digest():
    """`league_digest` as a fixture, for tests in subfolders."""
    return league_digest


class KeptDigest:
    """`league_digest` of one league file across a property's examples, which share the file: the digest an example
    checked the file against at its end (`after`) is the file at the next one's start (nothing writes it between), so
    it is not taken again (4 ms of each example on the example league). Any other example may have written it."""

    def __init__(self, path: Path) -> None:
        self.path, self.known = path, None

    def before(self) -> str:
        """The file's digest at the example's start, then forgotten: kept again only by `after`."""
        known, self.known = self.known or league_digest(self.path), None
        return known

    def after(self) -> str:
        self.known = league_digest(self.path)
        return self.known


@pytest.fixture
def kept_digest(league_file: Store) -> KeptDigest:
    """A `KeptDigest` of the test's example league file, for a property whose examples share it."""
    return KeptDigest(league_file.path)


def pending_toss_season() -> Season:
    """A complete three-game season leaving Blue and White, and Gold and Green, level through wins (Gray rule 19).

    Red 2 pts, Black 0; the other four 1 pt each: head-to-head goals split them into
    BLU/WHT (2 each) and GLD/GRN (1 each), and each pair is level on every later criterion.
    """
    codes = (("BLK", "Black"), ("RED", "Red"), ("GRN", "Green"), ("WHT", "White"), ("BLU", "Blue"), ("GLD", "Gold"))
    played = (("RED", "BLK", 2, 1), ("GLD", "GRN", 1, 1), ("WHT", "BLU", 2, 2))
    games = tuple(
        Game(
            f"R{i + 1}",
            "regular",
            date(2002, 10, 6 + 7 * i),
            "19:00",
            home,
            away,
            rooms=(1, 2),
            status="final",
            score=Score(h, a),
        )
        for i, (home, away, h, a) in enumerate(played)
    )
    return Season(
        "Toss League",
        "2002-03",
        "gray",
        SeasonDates(date(2002, 12, 31), date(2002, 12, 31)),
        teams=tuple(Team(c, n) for c, n in codes),
        games=games,
    )


@pytest.fixture
def toss_league(filled_league) -> Store:
    """A league file whose finished regular season leaves two sets waiting for a coin toss."""
    return filled_league("toss_league", lambda store: import_season(store, pending_toss_season(), backup=False))


def screen_text(app) -> str:
    """What a user reads on the app's screen right now, line by line: the text of the screenshot Textual exports,
    taken from the same drawn lines without writing the SVG (about a sixth of its cost, which was a tenth of a
    Pilot test's) nor recording them with a Rich console (what the console's print added, a twentieth of the
    call). As in the SVG, a run of spaces drawn in a style of its own is no text, and a line with no text is
    left out; `svg_screen_text` reads the SVG itself, and `tests/tui/test_screen_text.py` holds that the two
    agree."""
    width = app.size.width
    # Textual's `export_screenshot`, up to the SVG: the whole screen drawn, through no line filter (the ANSI colours
    # turned to the theme's: each segment restyled, never its text nor its end; a tenth of a read).
    app.get_line_filters = tuple  # shadowed on the app for this read alone
    try:
        update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    finally:
        del app.get_line_filters
    lines: dict[int, str] = {}
    # Rich's `export_svg`, down to its text elements (one a segment that is not all spaces), from the segments its
    # console would have recorded: the drawn lines, cropped to the screen's width.
    for number, line in enumerate(Segment.split_and_crop_lines(_drawn_segments(update.strips), width)):
        for text, _style, control in line:
            if not control and text != " " * len(text):
                lines[number] = lines.get(number, "") + text.replace("\xa0", " ").rstrip("\n")
    return "\n".join(lines[n].rstrip() for n in sorted(lines))


def _drawn_segments(strips) -> Iterator[Segment]:
    """The segments of a drawn screen's lines (Textual's `LayoutUpdate`), a new line between each, without the
    cursor moves Rich's console would have filtered out."""
    new_line = Segment.line()
    for number, line in enumerate(strips):
        if number:
            yield new_line
        for strip in line:
            yield from strip


def svg_screen_text(app) -> str:
    """`screen_text` read from the SVG screenshot Textual exports (the reference it is checked against)."""
    svg = app.export_screenshot()
    lines: dict[int, str] = {}
    for number, content in re.findall(
        r'<text[^>]*clip-path="url\(#[^)]*-line-(\d+)\)"[^>]*>(.*?)</text>', svg, flags=re.S
    ):
        text = html.unescape(re.sub(r"<[^>]+>", "", content)).replace("\xa0", " ").rstrip("\n")
        lines[int(number)] = lines.get(int(number), "") + text
    return "\n".join(lines[n].rstrip() for n in sorted(lines))


@pytest.fixture
def read_screen():
    """`screen_text` as a fixture, so tests in subfolders use it without importing a conftest module."""
    return screen_text
