"""What Gray's dashboard shows, as plain data: its standings part (as of a date) and its panels part (the
season as entered, today). The dashboard draws only from these, whether drawn from the season just loaded
or kept from the last start (`store.cache.frame_cache`), so that the kept first frame is the same screen.

Plain JSON values (lists, strings, numbers): a frame is kept as JSON and read back as it was written.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, TypedDict

from tui.text.alert_text import alerts_text, keyed_alerts
from tui.text.race_text import race_lines
from tui.text.standings_text import COLUMNS, pending_note, rank_text

if TYPE_CHECKING:
    from league.rules.rulebook import Rulebook
    from league.season.values import Season
    from league.standings.table import Standings
    from tui.text.worked import WorkedSeason


class StandingsFrame(TypedDict):
    """The table, as of a date: its title, columns, rows (each row's cells, the team's code last), the coin
    tosses pending, each team's explanation and the race to the top three."""

    title: str
    columns: list[str]
    rows: list[list[str | int]]
    pending: str
    explanations: dict[str, str]
    race: str


class PanelsFrame(TypedDict):
    """The side panels, for the season as entered and today whatever date the table is looked at."""

    alerts: str
    next: str
    recent: str
    season: str


def standings_frame(
    season: Season, rulebook: Rulebook, table: Standings, as_of: date | None, cache: WorkedSeason | None = None
) -> StandingsFrame:
    """The table part of the dashboard for `table`, the standings as of `as_of` (None: every result)."""
    from tui.text.season_view import season_race  # the rules: a first frame from stored values needs none of them

    tiebreakers = rulebook.cite("tiebreakers")
    race = season_race(season, rulebook, table, as_of, cache.counts if cache is not None else None)
    has_schedule = any(g.stage == "regular" for g in season.games)
    return {
        "title": f"Standings as of {as_of.isoformat()} ({tiebreakers})"
        if as_of
        else f"Standings (regular season, {tiebreakers})",
        "columns": list(COLUMNS),
        "rows": [
            [
                rank_text(row.rank, row.coin_toss_pending),
                f"{r.team}  {table.name(r.team)}",
                r.gp,
                r.w,
                r.l,
                r.t,
                r.pts,
                r.gf,
                r.ga,
                r.team,
            ]
            for row in table.rows
            for r in (row.record,)
        ],
        "pending": pending_note(table),
        "explanations": {row.record.team: explanation(table, row.record.team) for row in table.rows},
        "race": "\n".join(race_lines(table, race, rulebook, has_schedule)),
    }


def explanation(table: Standings, team: str) -> str:
    """Why `team` stands where it does: every tie step it took part in."""
    row = table.row(team)
    if row is None:
        return ""
    if row.explanation:
        return f"Why {table.name(team)} is {row.rank}:\n" + "\n".join(f"  {line}" for line in row.explanation)
    return f"{table.name(team)}: no team level on points, ranked by points alone."


def panels_frame(
    season: Season,
    rulebook: Rulebook,
    today: date,
    cache: WorkedSeason | None = None,
    dismissed: frozenset[tuple[str, str]] = frozenset(),
) -> PanelsFrame:
    """The alerts, next games, recent results and the season's progress, at `today` (what the rules work out
    taken from the season `cache` when given); the alerts the committee `dismissed` (kind, text) left out."""
    from league.results.disqualification import ruling_forfeits  # the rules: not before a first frame from stored
    from league.schedule.games import next_games, recent_results
    from tui.text.season_view import result_text, rooms_text, season_progress

    next_lines = (
        f"{g.date:%a %b %d} {g.time}  {g.home} v {g.away}  rooms {rooms_text(g)}" for g in next_games(season, today)
    )
    forfeits = ruling_forfeits(season, rulebook)  # what a disqualification forfeits: once for every result
    recent_lines = (
        f"{g.date:%a %b %d}  {g.id:<6} {g.home} v {g.away}  "
        f"{result_text(g, rulebook, cause=False, forfeits=forfeits, cache=cache)}"
        for g in recent_results(season)
    )
    return {
        "alerts": alerts_text(keyed_alerts(season, rulebook, today, cache), dismissed),
        "next": "\n".join(next_lines) or "No games scheduled from today.",
        "recent": "\n".join(recent_lines) or "No results yet.",
        "season": "\n".join(season_progress(season, rulebook, cache.counts if cache is not None else None)),
    }
