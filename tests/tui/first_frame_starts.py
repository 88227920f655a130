"""The app started by the command line on a file, and the regular season's games left unplayed."""

from __future__ import annotations

from dataclasses import fields, replace
from datetime import date
from pathlib import Path

from league.season.values import Game, Season
from tests.store.season_saves import START
from tests.tui.conftest import TODAY
from tui.app import RinkbookApp
from tui.cli import app_command
from tui.cli.arguments import parse_arguments

# What a game still to play holds nothing of (as `benchmarks.save_cost` makes its games still to play).
_UNPLAYED = ("score", "goals", "penalties", "shifts", "shootout", "signed", "signed_by", "overtime", "forfeit")


_BLANK = {f.name: f.default for f in fields(Game) if f.name in _UNPLAYED}


def _unplayed(season: Season, gid: str) -> Season:
    """Game `gid` back to scheduled, its sheet empty."""
    return season.with_game(replace(season.known_game(gid), status="scheduled", **_BLANK))


# The example season's regular season alone: a result changed cannot contradict a playoff pairing.
REGULAR_SEASON = replace(START, games=tuple(g for g in START.games if g.stage == "regular"))


def _opened_by_the_command_line(path: Path, monkeypatch, today: date = TODAY) -> RinkbookApp:
    """The app the command line makes for `rinkbook --db PATH --today TODAY` (not run)."""
    opened: list[RinkbookApp] = []
    monkeypatch.setenv("RINKBOOK_USER", "Pat")  # named: the app asks nobody who is at the keys

    def run(app: RinkbookApp) -> None:
        opened.append(app)

    monkeypatch.setattr(RinkbookApp, "run", run)
    app_command.run_app(parse_arguments(["--db", str(path), "--today", today.isoformat()]))
    return opened[-1]
