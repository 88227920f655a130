"""Values derived from the records and kept for speed: each game's outcome after forfeits.

`league` decides them; this module only writes them, always in the transaction that writes their
sources, and `drift` recomputes them to prove the file still agrees with its own sheets.
"""

from __future__ import annotations

from league.outcome import game_outcome
from league.rulebook import Rulebook
from league.values import Season
from store import models as m
from store.connection import Store
from store.raw_sql import connection
from store.season_load import load_season, season_names, season_rulebook

StoredOutcome = tuple[int | None, int | None, str | None, str | None]


def outcome_columns(season: Season, rulebook: Rulebook) -> dict[str, StoredOutcome]:
    """Each game's stored outcome columns, as `league` derives them."""
    columns: dict[str, StoredOutcome] = {}
    for game in season.games:
        o = game_outcome(game, rulebook)
        columns[game.id] = (
            (None, None, None, None) if o is None else (o.home_goals, o.away_goals, o.forfeited_by, o.forfeit_cause)
        )
    return columns


def write_outcomes(season: Season, rulebook: Rulebook) -> None:
    """Store every game's outcome; call inside the write transaction that stored the sheets."""
    sid = m.Season.get(m.Season.name == season.name).id
    db = m.Game._meta.database
    rows = [(*cols, sid, gid) for gid, cols in outcome_columns(season, rulebook).items()]
    connection(db).executemany(
        "UPDATE game SET result_home = ?, result_away = ?, forfeit_by = ?, forfeit_cause = ? "
        "WHERE season_id = ? AND gid = ?",
        rows,
    )


def refresh_outcomes(store: Store) -> None:
    """Recompute every season's stored outcomes (after a migration that added them)."""
    for name in season_names(store):
        season = load_season(store, name)
        with store.writing():
            write_outcomes(season, season_rulebook(season))
