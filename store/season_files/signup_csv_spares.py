"""A player sheet's optional `spare` column: "yes" puts the row's player, on no team, on the committee's list
of his position (a goalie: the official substitute goalies; a skater: the spares kept for the substitutes of
dropped players), "no" or an empty cell takes him off it, and a sheet without the column leaves the lists
as they are. The export writes "yes" for every player on either list."""

from __future__ import annotations

from collections.abc import Mapping

from league.rosters.membership import Rosters
from league.season.values import Player, Season
from store.season_files.csv_formats import CsvTable, refuse

SPARE_COLUMN = "spare"
_YES, _NO = frozenset({"yes", "y"}), frozenset({"no", "n", ""})


def spare_marks(
    table: CsvTable, players: tuple[Player, ...], lines: Mapping[str, int], season: Season
) -> dict[str, bool]:
    """Each player's id with his mark (True: on the list), read from the `spare` column of his row (`lines`:
    the line of each player a row names, `PlayerSheet.named`; `players`: the registrations the sheet stores,
    the others read from the season; a row held for the committee's decision marks nobody);
    {} when the sheet has no such column. A cell that is neither yes nor no, or a yes for a player on a
    team, refuses the file naming line and column."""
    if SPARE_COLUMN not in table.columns:
        return {}
    rosters = Rosters(season)
    cells_at = dict(table.rows)
    marks: dict[str, bool] = {}
    stored = {p.id: p for p in players}
    for pid, line in lines.items():
        player = stored.get(pid) or season.known_player(pid)
        cells = cells_at[line]
        text = cells.get(SPARE_COLUMN, "").strip().lower()
        if text not in _YES | _NO:
            raise refuse(table.source, line, SPARE_COLUMN, f"{cells[SPARE_COLUMN]!r} is not yes or no")
        on = text in _YES
        if on and (player.team is not None or rosters.teams_ever(player.id)):
            kept = "an official substitute goalie" if player.position == "G" else "a spare"
            raise refuse(
                table.source,
                line,
                SPARE_COLUMN,
                f"{player.id} is on a team's roster: only a player on no team is kept as {kept}",
            )
        marks[player.id] = on
    return marks
