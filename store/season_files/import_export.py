"""Seasons in and out of the file: import a checked one, export it, refuse a broken one.

Reading one is `store.views.season_load`."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from league.checks.season import checked_season
from league.results.outcome import Outcome
from league.season.errors import Problem, RuleViolation
from league.season.values import Season
from store.cache.derived import counted_outcomes, write_outcomes
from store.file.alert_day import alerts_left_stale
from store.file.audit import record_decision
from store.file.connection import ReadOnlyError
from store.file.db import Store, automatic_backup
from store.file.failures import StoreError
from store.season_files.refusal import refuse_broken
from store.season_files.stream import export_season, export_season_file, export_season_text
from store.season_files.stream_reader import read_season_file
from store.tables import models as m
from store.tables.season_rows import write_season
from store.views.bulk import collector_paused
from store.views.season_load import season_rulebook
from store.views.season_names import season_names

__all__ = [
    "ImportReport",
    "delete_season",
    "export_season",
    "export_season_file",
    "export_season_text",
    "import_season",
    "import_season_file",
    "refuse_broken",
]


@dataclass(frozen=True, slots=True)
class ImportReport:
    season: str
    replaced: bool
    backup: Path | None
    games: int
    players: int


def _checked_outcomes(season: Season) -> dict[str, Outcome | None]:
    """`refuse_broken`, then each game's counted outcome from the sheets the check replayed (each sheet
    replayed once; the replays are let go before the rows are written)."""
    rulebook = season_rulebook(season)
    problems, replays = checked_season(season, rulebook)
    if problems:
        raise RuleViolation(problems)
    return counted_outcomes(season, rulebook, replays)


def import_season_file(store: Store, path: Path, replace: bool = False) -> ImportReport:
    """Read, check and store the season file at `path` (see `import_season`). The file is read as it
    streams, a game at a time (`season_file_stream`): a file of any size export writes imports again."""
    # The streamed import is bounded by the file it reads: it leaves the stored alerts stale rather than hold the
    # season's every replay at its commit (the app's first read of the season keeps them).
    with collector_paused(), alerts_left_stale():
        try:
            season = read_season_file(path)
        except StoreError as error:  # a folder, a named pipe, a device, unreadable
            raise RuleViolation(Problem("", "", str(error))) from None
        return import_season(store, season, replace=replace, source=path.name)


def import_season(
    store: Store, season: Season, replace: bool = False, source: str = "", backup: bool = True
) -> ImportReport:
    """Check `season` against every rule, back the file up, and store it in one transaction.

    A season of the same name is refused unless `replace`. Nothing is written when any check fails.
    Only the demo, which is made anew on demand, skips the backup.
    """
    if store.read_only:  # refused before the backup: a read-only store writes no file at all
        raise ReadOnlyError()
    outcomes = _checked_outcomes(season)
    names = season_names(store)
    _refuse_existing(store, season.name in names, season.name, replace)
    saved = automatic_backup(store, "before-import") if backup and names else None
    with store.writing():
        # Asked again inside the write lock: of two imports of one season at once, one is refused.
        exists = m.Season.select().where(m.Season.name == season.name).exists()
        _refuse_existing(store, exists, season.name, replace)
        if exists:
            m.Season.delete().where(m.Season.name == season.name).execute()
        write_season(season)
        write_outcomes(season, season_rulebook(season), outcomes)
        record_decision(
            season.name,
            "import season",
            {"source": source, "replaced": exists, "games": len(season.games), "players": len(season.players)},
        )
    return ImportReport(season.name, exists, saved, len(season.games), len(season.players))


def _refuse_existing(store: Store, exists: bool, name: str, replace: bool) -> None:
    if exists and not replace:
        raise RuleViolation(
            Problem("season", "", f"{store.name} already holds season {name!r} (use --replace to overwrite it)")
        )


def delete_season(store: Store, name: str) -> None:
    """Remove season `name` and everything in it, in one audited transaction."""
    with store.writing():
        m.Season.delete().where(m.Season.name == name).execute()
        record_decision(name, "delete season", {})
