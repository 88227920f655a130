"""A write's last check: the season as it would be afterwards keeps every rule of its rulebook.

Apart from `store.season_files.import_export` (which re-exports it) so that a screen importing a write does
not load the season file's reader, writer and streamed import with them: the app's memory on the demo
(benchmarks/RESULTS.md: memory).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from league.checks.season import check_season
from league.season.errors import RuleViolation
from league.season.values import Season
from store.views.season_load import season_rulebook

if TYPE_CHECKING:
    from store.file.connection import Store


def refuse_broken(season: Season, store: Store | None = None) -> Season:
    """The season itself when it keeps every rule of its rulebook; a RuleViolation naming each problem otherwise.

    Every write checks the season as it would be afterwards, so a change that breaks a rule anywhere
    (a later sheet, a roster maximum on another date) is refused before anything is written.
    `store` (the write's): checked through its season cache, which keeps the replays and each game's checks
    of the season it last worked on (`store.cache.season_cache`): the same problems, only what changed worked out.
    """
    problems = (
        list(store.season_cache(season).problems)
        if store is not None
        else check_season(season, season_rulebook(season))
    )
    if problems:
        raise RuleViolation(problems)
    return season
