"""The standings as the command line and the app word them: JSON (docs/guide.md#json-output), a table, the
tiebreaks.

No Textual and no rules here: the order and the explanations come from `league.standings.table`.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from league.season.texts import TEXT_LIMITS
from league.standings.table import Standings, StandingsRow, join_names
from tui.text.cells import cells, clip, pad

PENDING_MARK = "*"
COLUMNS = ("Rank", "Team", "GP", "W", "L", "T", "PTS", "GF", "GA")


def rank_text(rank: int, pending: bool) -> str:
    """The rank, marked when the team waits for a coin toss."""
    return f"{rank}{PENDING_MARK}" if pending else str(rank)


def pending_note(standings: Standings) -> str:
    """One line naming every set waiting for a coin toss, or "" when none does."""
    if not standings.coin_toss_pending:
        return ""
    sets = "; ".join(join_names(standings.name(t) for t in group) for group in standings.coin_toss_pending)
    return (
        f"{PENDING_MARK} coin toss pending ({standings.citation}): {sets}: level on every other criterion, "
        "ranked in code order until the committee records the toss"
    )


def row_json(standings: Standings, row: StandingsRow, explain: bool = False) -> dict[str, Any]:
    """One row of `standings --json` (a league's fields, the team's name and its pending toss)."""
    r = row.record
    item: dict[str, Any] = {
        "rank": row.rank,
        "team": row.team,
        "gp": r.gp,
        "w": r.w,
        "l": r.l,
        "t": r.t,
        "pts": r.pts,
        "gf": r.gf,
        "ga": r.ga,
        "name": standings.name(row.team),
        "coin_toss_pending": row.coin_toss_pending,
    }
    if explain:
        item["explanation"] = list(row.explanation)
    return item


def standings_json(standings: Standings, explain: bool = False) -> dict[str, Any]:
    """`{"standings": [...], "coin_toss_pending": [[team, ...]]}` in rank order; `explain` adds the tiebreaks."""
    rows = [row_json(standings, row, explain) for row in standings.rows]
    pending = [list(group) for group in standings.coin_toss_pending]
    data: dict[str, Any] = {"standings": rows, "coin_toss_pending": pending}
    if explain:
        data["tiebreaks"] = [step.text(dict(standings.names)) for step in standings.steps]
    return data


def standings_table(standings: Standings) -> list[str]:
    """The table as aligned text lines, pending tosses marked and named below it."""
    # A name stored before names had a limit is cut to it: padding every row to a 10 MB name hung the table.
    names = {r.team: clip(standings.name(r.team), TEXT_LIMITS["teams.name"]) for r in standings.rows}
    width = max((cells(name) for name in names.values()), default=4)
    lines = [f"{'Rank':<5} {'Team':<{width + 5}} {'GP':>3} {'W':>3} {'L':>3} {'T':>3} {'PTS':>4} {'GF':>4} {'GA':>4}"]
    for row in standings.rows:
        r = row.record
        team = pad(f"{row.team:<4} {names[row.team]}", width + 5)  # in cells: an emoji takes two
        lines.append(
            f"{rank_text(row.rank, row.coin_toss_pending):<5} {team} {r.gp:>3} {r.w:>3} {r.l:>3} "
            f"{r.t:>3} {r.pts:>4} {r.gf:>4} {r.ga:>4}"
        )
    note = pending_note(standings)
    return lines + ([note] if note else [])


def tiebreak_lines(standings: Standings) -> list[str]:
    """Every tie and how it was broken, in table order: "Red and Blue 14 pts; head-to-head points Red 3, Blue 1"."""
    if not standings.steps:
        return ["No team is level on points with another: no tiebreaker was needed."]
    names = dict(standings.names)
    return [step.text(names) for step in standings.steps]


def standings_cells(standings: Standings) -> tuple[list[str], list[tuple[Any, ...]]]:
    """The table for a spreadsheet, header and rows: one row per team in rank order (the rank empty while a coin
    toss is pending); the command writes them formula-safe (`store.season_files.csv_cells`)."""
    return (
        ["rank", "team", "name", "gp", "w", "l", "t", "pts", "gf", "ga", "coin_toss_pending"],
        [
            (
                row.rank,
                row.team,
                standings.name(row.team),
                row.record.gp,
                row.record.w,
                row.record.l,
                row.record.t,
                row.record.pts,
                row.record.gf,
                row.record.ga,
                "yes" if row.coin_toss_pending else "",
            )
            for row in standings.rows
        ],
    )


def league_table_text(standings: Standings, as_of: date | None, explain: bool) -> str:
    """The league table as `rinkbook standings` prints it: its heading, its rows and, when `explain`, the
    tiebreaks (also what a what-if reading prints under its own heading)."""
    heading = f"Standings{f' as of {as_of.isoformat()}' if as_of else ''} (regular season, {standings.citation})"
    lines = [heading, *standings_table(standings)]
    if explain:
        lines += ["", "Tiebreaks:", *(f"  {line}" for line in tiebreak_lines(standings))]
    return "\n".join(lines)
