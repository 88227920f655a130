"""`rinkbook import X.csv` and the new-league screen's CSV import: a player sheet or a schedule, or a preview
of what importing one would do."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import Path
from types import TracebackType
from typing import Literal

from league.season.errors import Problem, RuleViolation
from store.file.db import Store
from store.file.failures import StoreError
from store.file.user_files import TooLarge, read_bounded
from store.season_files.csv_formats import CsvTable, games_from, read_table
from store.season_files.refusal import refuse_broken
from store.season_files.signup_csv_rows import PlayerRow, players_from
from store.season_files.signup_csv_spares import spare_marks
from store.views.season_load import load_season
from store.writes.players import PlayersSaved, save_players, with_players
from store.writes.schedule import add_games
from store.writes.spares import marked_spares

MAX_CSV_BYTES = 8 * 2**20


# How the committee settles a row held for a decision, said wherever held rows are listed.
DECIDE_HOW = (
    "To decide a held row, give the sheet an id column: a registered player's id in that row updates him "
    "(his name as the row spells it), new registers a new player; then import the sheet again."
)


@dataclass(frozen=True, slots=True)
class CsvReport:
    """What an import did (or, a `dry_run`, would do), in words for the command line and the screen."""

    kind: str
    season: str
    added: int
    updated: int
    rows: tuple[PlayerRow, ...] = ()
    dry_run: bool = False

    @property
    def held(self) -> tuple[PlayerRow, ...]:
        """The rows not imported: near matches the committee decides."""
        return tuple(row for row in self.rows if row.action == "decide")

    def __str__(self) -> str:
        things = _count(self.added, "player" if self.kind == "players" else "game")
        updated = f", {self.updated} updated" if self.kind == "players" else ""
        if self.dry_run:
            said = f"{things} to add{updated.replace('updated', 'to update')} in season {self.season}"
        else:
            said = f"{things} added{updated} in season {self.season}"
        if self.held:
            need = "needs" if len(self.held) == 1 else "need"
            said += f"; {_count(len(self.held), 'row')} not imported: {need} a decision"
        return said + (" (a preview: nothing was written)" if self.dry_run else "")

    def lines(self) -> list[str]:
        """The report, then each row added, updated or held, and how to decide the held ones."""
        verbs = {"add": "add", "update": "update"} if self.dry_run else {"add": "added", "update": "updated"}
        said = [str(self)]
        for row in self.rows:
            if row.action in verbs:
                changed = f" ({row.detail})" if row.detail else ""
                said.append(f"  line {row.line}: {verbs[row.action]} {row.player} {row.name}{changed}")
            elif row.action == "decide":
                said.append(f"  line {row.line}: {row.name} needs a decision, not imported: {row.detail}")
        return [*said, DECIDE_HOW] if self.held else said


def _count(n: int, thing: str) -> str:
    return f"{n} {thing}{'' if n == 1 else 's'}"


def import_csv_text(
    store: Store, text: str, source: str, season_name: str | None = None, dry_run: bool = False
) -> CsvReport:
    """Import a player sheet or a schedule (told by its header) into the season: all or nothing, but for
    a player sheet's rows held for a decision. `dry_run`: check everything, write nothing, say what would be."""
    season = load_season(store, season_name)
    table = read_table(text, source)
    if table.kind == "players":
        sheet = players_from(table, season)
        marks = spare_marks(table, sheet.players, sheet.named, season)
        order = [p.id for p in season.players] + [p.id for p in sheet.players if season.player(p.id) is None]
        with _located(table, "players", order, sheet.lines):
            if dry_run:
                refuse_broken(marked_spares(with_players(season, sheet.players), marks))
                done = PlayersSaved(season, *(sum(r.action == a for r in sheet.rows) for a in ("add", "update")))
            else:
                done = save_players(store, season.name, sheet.players, source=source, spares=marks)
        return CsvReport("players", season.name, done.added, done.updated, sheet.rows, dry_run)
    games, lines = games_from(table, season)
    order = [g.id for g in season.games] + [g.id for g in games]
    with _located(table, "games", order, lines):
        if dry_run:
            refuse_broken(replace(season, games=season.games + games))
        else:
            add_games(store, season.name, games, "import schedule", {"source": source})
    return CsvReport("schedule", season.name, len(games), 0, dry_run=dry_run)


def import_csv_file(store: Store, path: Path, season_name: str | None = None, dry_run: bool = False) -> CsvReport:
    """Read the CSV file at `path` and import it, or only say what an import would do (see `import_csv_text`)."""
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
    return import_csv_text(store, text, path.name, season_name, dry_run)


class _located:
    """Turns a rule's refusal of `list[N]` into the CSV line that brought item N, and its column as the
    sheet heads it."""

    def __init__(self, table: CsvTable, field: str, order: list[str], lines: dict[str, int]):
        self.table, self.field, self.order, self.lines = table, field, order, lines

    def __enter__(self) -> None:
        return None

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, tb: TracebackType | None
    ) -> Literal[False]:
        if isinstance(error, RuleViolation):
            raise RuleViolation([self._where(p) for p in error.problems]) from None
        return False

    def _where(self, problem: Problem) -> Problem:
        match = re.match(rf"{self.field}\[([0-9]+)\](?:\.(\w+))?", problem.path)
        if not match or int(match[1]) >= len(self.order) or self.order[int(match[1])] not in self.lines:
            return problem
        line = self.lines[self.order[int(match[1])]]
        column = {"klass": "class", "born": "born"}.get(match[2] or "", match[2])
        where = f"{self.table.source} line {line}" + (f", column {self.table.heading(column)}" if column else "")
        return replace(problem, path=where)
