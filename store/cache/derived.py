"""Values derived from the records and kept for speed: each game's outcome after forfeits.

`league` decides them; this module only writes them, always in the transaction that writes their
sources, and `drift` recomputes them to prove the file still agrees with its own sheets.
"""

from __future__ import annotations

from collections.abc import Mapping

from league.results.disqualification import counted_outcome, ruling_forfeits, season_goalies
from league.results.outcome import Outcome, TiebreakFacts
from league.rules.rulebook import Rulebook
from league.season.values import Season
from league.sheet.replay import SheetReplay
from store.file.connection import Store
from store.file.errors import StoreError
from store.file.raw_sql import execute_many
from store.tables import models as m
from store.tables.season_rows import row_ids
from store.views.season_load import load_season, season_rulebook
from store.views.season_names import season_names

# The game's derived columns in the order `outcome_values` gives them (schema 3, then schema 10's).
OUTCOME_COLUMNS = (
    "result_home",
    "result_away",
    "forfeit_by",
    "forfeit_cause",
    "decided_by",
    "winner_id",
    "points_home",
    "points_away",
    "period_points_home",
    "period_points_away",
    "pim_home",
    "pim_away",
    "first_goal_home",
    "first_goal_away",
)
StoredOutcome = tuple[int | str | None, ...]


def outcome_values(outcome: Outcome | None, team_ids: dict[str, int]) -> StoredOutcome:
    """An outcome as its stored columns (`OUTCOME_COLUMNS`); all None for a game without a result.

    The winner is stored as its team's row id, like the home and away teams: the standings read it
    with them, and an integer is read several times faster than a text (benchmarks/standings.py).
    """
    if outcome is None:
        return (None,) * len(OUTCOME_COLUMNS)
    o, facts = outcome, outcome.facts
    winner = None if o.winner is None else team_ids[o.winner]
    return (
        o.home_goals, o.away_goals, o.forfeited_by, o.forfeit_cause, o.decided_by, winner, o.home_points,
        o.away_points, *(facts if facts is not None else (None,) * len(TiebreakFacts._fields)),
    )  # fmt: skip


def outcome_columns(
    season: Season,
    rulebook: Rulebook,
    team_ids: dict[str, int],
    replays: Mapping[str, SheetReplay] | None = None,
) -> dict[str, StoredOutcome]:
    """Each game's stored outcome columns, as `league` derives them (`team_ids`: code -> row id): a game
    a disqualification forfeits has its result even while scheduled (docs/readings/shared.md#disqualification).
    `replays` as `counted_outcomes` takes them."""
    return {gid: outcome_values(o, team_ids) for gid, o in counted_outcomes(season, rulebook, replays).items()}


def counted_outcomes(
    season: Season, rulebook: Rulebook, replays: Mapping[str, SheetReplay] | None = None
) -> dict[str, Outcome | None]:
    """Each game's counted outcome (`outcome_columns` before the team row ids). `replays`: the sheets
    already replayed knowing the season's goalies (`league.checks.season.checked_season`'s), used where
    `counted_outcome` would replay the sheet itself, so that no sheet is replayed twice."""
    forfeits = ruling_forfeits(season, rulebook)
    goalies = season_goalies(season)
    made = replays if replays is not None and goalies else {}
    return {
        game.id: counted_outcome(
            game, rulebook, forfeits, made.get(game.id) if game.status == "final" else None, goalies
        )
        for game in season.games
    }


def write_outcomes(season: Season, rulebook: Rulebook, outcomes: Mapping[str, Outcome | None] | None = None) -> None:
    """Store every game's outcome (`outcomes`: `counted_outcomes`' when already worked out); call inside
    the write transaction that stored the sheets."""
    ids = row_ids(season.name)
    db = m.Game._meta.database
    counted = counted_outcomes(season, rulebook) if outcomes is None else outcomes
    rows = [(*outcome_values(o, ids.team), ids.season, gid) for gid, o in counted.items()]
    assignments = ", ".join(f"{name} = ?" for name in OUTCOME_COLUMNS)
    execute_many(db, f"UPDATE game SET {assignments} WHERE season_id = ? AND gid = ?", rows)


def refresh_outcomes(store: Store, readable_only: bool = False) -> None:
    """Recompute every season's stored outcomes (after a migration that added them). `readable_only`: a season
    holding a value its columns cannot hold keeps its outcomes (`rinkbook check` names the value) instead of
    stopping the open of a file whose migration only rewrote values (schema 19)."""
    for name in season_names(store):
        with store.writing():  # read under the write lock: no save lands between the read and the write
            try:
                season = load_season(store, name)
            except StoreError:
                if not readable_only:
                    raise
                continue
            write_outcomes(season, season_rulebook(season))
