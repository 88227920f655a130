"""`rinkbook import X.csv` and the new-league screen's CSV import: a player sheet or a schedule."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import Path
from types import TracebackType
from typing import Literal

from league.errors import Problem, RuleViolation
from store.csv_sheets import games_from, players_from, read_table
from store.csv_spares import spare_marks
from store.db import Store
from store.failures import StoreError
from store.files import TooLarge, read_bounded
from store.players import save_players
from store.schedule import add_games
from store.season_load import load_season

MAX_CSV_BYTES = 8 * 2**20


@dataclass(frozen=True, slots=True)
class CsvReport:
    """What an import did, in words for the command line and the screen."""

    kind: str
    season: str
    added: int
    updated: int

    def __str__(self) -> str:
        things = "players" if self.kind == "players" else "games"
        changed = f", {self.updated} updated" if self.kind == "players" else ""
        return f"{self.added} {things} added{changed} in season {self.season}"


def import_csv_text(store: Store, text: str, source: str, season_name: str | None = None) -> CsvReport:
    """Import a player sheet or a schedule (told by its header) into the season: all or nothing."""
    season = load_season(store, season_name)
    table = read_table(text, source)
    if table.kind == "players":
        players, lines = players_from(table, season)
        marks = spare_marks(table, players, season)
        order = [p.id for p in season.players] + [p.id for p in players if season.player(p.id) is None]
        with _located(source, "players", order, lines):
            saved = save_players(store, season.name, players, source=source, spares=marks)
        return CsvReport("players", season.name, saved.added, saved.updated)
    games, lines = games_from(table, season)
    order = [g.id for g in season.games] + [g.id for g in games]
    with _located(source, "games", order, lines):
        add_games(store, season.name, games, "import schedule", {"source": source})
    return CsvReport("schedule", season.name, len(games), 0)


def import_csv_file(store: Store, path: Path, season_name: str | None = None) -> CsvReport:
    """Read the CSV file at `path` and import it (see `import_csv_text`)."""
    try:
        text = read_bounded(path, MAX_CSV_BYTES, "a CSV file").decode("utf-8")
        # Line ends as `read_text` read them (universal newlines), so line numbers stay as they were.
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    except TooLarge:
        raise RuleViolation(Problem(path.name, "", "the file is larger than 8 MB")) from None
    except UnicodeDecodeError:
        raise RuleViolation(Problem(path.name, "", "the file is not UTF-8 text (save it as CSV UTF-8)")) from None
    except StoreError as error:  # a folder, a named pipe, a device, unreadable
        raise RuleViolation(Problem("", "", str(error))) from None
    return import_csv_text(store, text, path.name, season_name)


class _located:
    """Turns a rule's refusal of `list[N]` into the CSV line that brought item N."""

    def __init__(self, source: str, field: str, order: list[str], lines: dict[str, int]):
        self.source, self.field, self.order, self.lines = source, field, order, lines

    def __enter__(self) -> None:
        return None

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, tb: TracebackType | None
    ) -> Literal[False]:
        if isinstance(error, RuleViolation):
            raise RuleViolation([self._where(p) for p in error.problems]) from None
        return False

    def _where(self, problem: Problem) -> Problem:
        match = re.match(rf"{self.field}\[(\d+)\](?:\.(\w+))?", problem.path)
        if not match or int(match[1]) >= len(self.order) or self.order[int(match[1])] not in self.lines:
            return problem
        line = self.lines[self.order[int(match[1])]]
        column = {"klass": "class", "born": "born"}.get(match[2] or "", match[2])
        where = f"{self.source} line {line}" + (f", column {column}" if column else "")
        return replace(problem, path=where)
