"""A player sheet's tournament columns: `elite` and `same_person_as` with its reason, and what a
tournament's new player gets for the Gray-only columns it need not have (`class`, `rating`)."""

from __future__ import annotations

from dataclasses import replace

from league.rulebooks import built_in_rulebook
from league.season.player_ratings import HIGHEST_RATING, LOWEST_RATING
from league.season.values import Player, SamePerson, Season
from store.season_files.csv_formats import CsvTable, Row, refuse

# A tournament ranks no player by class or rating (the draft and the balance are Gray's): a new player of a
# sheet without those columns is registered with these middling values, which no tournament rule reads.
UNRATED: dict[str, object] = {"class": "B", "rating": (LOWEST_RATING + HIGHEST_RATING) // 2}
YES, NO = ("yes", "y", "true", "1", "x"), ("no", "n", "false", "0", "")


def unrated(season: Season, column: str) -> object | None:
    """The value a tournament's new player gets for Gray-only column `column` when the sheet lacks it (None: the
    column is needed, or the season is a league's)."""
    return UNRATED.get(column) if built_in_rulebook(season.rulebook).has_pools else None


def with_tournament_cells(table: CsvTable, row: Row, before: Player | None, player: Player) -> Player:
    """`player` with the row's `elite` and `same_person_as` cells; a column the sheet leaves out keeps the
    registered player's value."""
    line, cells = row
    elite = before.elite if before is not None else False
    if "elite" in table.columns:
        text = cells.get("elite", "").strip().casefold()
        if text not in (*YES, *NO):
            raise refuse(table.source, line, table.heading("elite"), f"{cells.get('elite')!r} is not yes or no")
        elite = text in YES
    same = before.same_person_as if before is not None else None
    if "same_person_as" in table.columns:
        first = cells.get("same_person_as", "").strip().upper()
        same = SamePerson(first, cells.get("same_person_reason", "").strip()) if first else None
    elif same is not None and "same_person_reason" in table.columns:
        same = SamePerson(same.player, cells.get("same_person_reason", "").strip())
    return replace(player, elite=elite, same_person_as=same)
