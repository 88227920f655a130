"""Shared fixtures: the example season, a fresh league file per test, and the screen as text."""

from __future__ import annotations

import hashlib
import html
import re
import sqlite3
from datetime import date
from pathlib import Path

import pytest

from league.values import Game, Score, Season, SeasonDates, Team
from store.db import Store, open_league
from store.season_file import parse_season_text
from store.seasons import import_season, import_season_file

# The league's example season file, kept in the repository (tests/fixtures) so that a clone alone passes.
EXAMPLE = Path(__file__).resolve().parent / "fixtures" / "season-2002-03.json"


@pytest.fixture
def example_path() -> Path:
    """The committee's complete 2002-03 season file (read, never written)."""
    return EXAMPLE


@pytest.fixture
def example_season() -> Season:
    return parse_season_text(EXAMPLE.read_bytes())


@pytest.fixture
def empty_league(tmp_path: Path) -> Store:
    """A new, empty league file in the test's own folder."""
    store = open_league(tmp_path / "league.db", create=True)
    yield store
    store.close()


@pytest.fixture
def league_file(empty_league: Store) -> Store:
    """A league file holding the example season."""
    import_season_file(empty_league, EXAMPLE)
    return empty_league


def league_digest(path: Path) -> str:
    """A digest of every row of every table, read through a fresh connection (which sees the WAL too):
    equal digests before and after mean the league file was left unchanged."""
    connection = sqlite3.connect(Path(path).resolve().as_uri() + "?mode=ro", uri=True)
    try:
        return hashlib.sha256("\n".join(connection.iterdump()).encode()).hexdigest()
    finally:
        connection.close()


@pytest.fixture
def digest():
    """`league_digest` as a fixture, for tests in subfolders."""
    return league_digest


def pending_toss_season() -> Season:
    """A complete three-game season leaving Blue and White, and Gold and Green, level through wins (G19).

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
def toss_league(empty_league: Store) -> Store:
    """A league file whose finished regular season leaves two sets waiting for a coin toss."""
    import_season(empty_league, pending_toss_season(), backup=False)
    return empty_league


def screen_text(app) -> str:
    """What a user reads on the app's screen right now, line by line (from the SVG screenshot)."""
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
