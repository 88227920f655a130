"""A tournament's pool tables as the command line words them: JSON (docs/guide.md#json-output), tables side by
side, tiebreaks.

No rules here: the tables, their order and explanations come from `league.standings.pools`. Which columns a table
shows is read from the rulebook: overtime and shootout columns where they earn their own points, period points
and goal quotient where its points or criteria use them, penalty minutes always (a tournament counts them).
"""

from __future__ import annotations

from typing import Any

from league.rules.rulebook import Rulebook
from league.season.values import OPEN_DIVISION
from league.standings.pools import PoolTable
from league.standings.records import TeamRecord
from league.standings.table import StandingsRow
from tui.text.standings_text import pending_note, rank_text, row_json


def uses_goal_quotient(rulebook: Rulebook) -> bool:
    return any(c.name == "goal_quotient" for c in rulebook.points.tiebreakers)


def uses_penalty_minutes(rulebook: Rulebook) -> bool:
    return any(c.name == "penalty_minutes" for c in rulebook.points.tiebreakers)


def has_overtime_points(rulebook: Rulebook) -> bool:
    return rulebook.points.overtime_win is not None


def has_shootout_points(rulebook: Rulebook) -> bool:
    return rulebook.points.shootout_win is not None


def goal_quotient_text(record: TeamRecord) -> str:
    """Goals for over goals for and against, as "5/7" (unreduced; "0/0" ranks as 1/2, Prime TB)."""
    return f"{record.gf}/{record.gf + record.ga}"


def pool_row_json(table: PoolTable, row: StandingsRow, rulebook: Rulebook, explain: bool) -> dict[str, Any]:
    """One row of `standings --json` for a tournament (docs/guide.md#json-output): the rank is within the pool; a
    league's fields, then the tournament's own columns."""
    r = row.record
    item: dict[str, Any] = {"pool": table.pool.code, **row_json(table.standings, row)}
    item |= {"otw": r.otw, "otl": r.otl, "sow": r.sow, "sol": r.sol, "pim": r.pim, "dq": row.dq}
    if rulebook.points.period_points is not None:
        item["period_points"] = r.period_points
    if uses_goal_quotient(rulebook):
        item["gq"] = goal_quotient_text(r)
    if explain:
        item["explanation"] = list(row.explanation)
    return item


def pools_json(tables: tuple[PoolTable, ...], rulebook: Rulebook, explain: bool = False) -> dict[str, Any]:
    """`{"standings": [...], "coin_toss_pending": [[team, ...]]}`: rows pool by pool in the order of the
    pools, each pool in rank order; `explain` adds each pool's tiebreaks (`tiebreaks`: {pool: [text]})."""
    rows = [pool_row_json(t, row, rulebook, explain) for t in tables for row in t.standings.rows]
    pending = [list(group) for t in tables for group in t.standings.coin_toss_pending]
    data: dict[str, Any] = {"standings": rows, "coin_toss_pending": pending}
    if explain:
        data["tiebreaks"] = {t.pool.code: [s.text(dict(t.standings.names)) for s in t.standings.steps] for t in tables}
    return data


def _columns(rulebook: Rulebook) -> list[tuple[str, int]]:
    """(header, width) of the number columns after rank and team."""
    columns = [("GP", 2), ("W", 2), ("L", 2), ("T", 2)]
    if has_overtime_points(rulebook):
        columns += [("OTW", 3), ("OTL", 3)]
    if has_shootout_points(rulebook):
        columns += [("SOW", 3), ("SOL", 3)]
    columns += [("PTS", 3), ("GF", 3), ("GA", 3)]
    if rulebook.points.period_points is not None:
        columns.append(("PP", 3))
    if uses_goal_quotient(rulebook):
        columns.append(("GQ", 5))
    if uses_penalty_minutes(rulebook):
        columns.append(("PIM", 3))
    return columns


def _cells(record: TeamRecord, rulebook: Rulebook) -> list[str]:
    values = {
        "GP": record.gp,
        "W": record.w,
        "L": record.l,
        "T": record.t,
        "OTW": record.otw,
        "OTL": record.otl,
        "SOW": record.sow,
        "SOL": record.sol,
        "PTS": record.pts,
        "GF": record.gf,
        "GA": record.ga,
        "PP": record.period_points,
        "PIM": record.pim,
    }
    return [goal_quotient_text(record) if name == "GQ" else str(values[name]) for name, _ in _columns(rulebook)]


def pool_block(table: PoolTable, rulebook: Rulebook) -> list[str]:
    """One pool as aligned lines: its name and state, a header, a row per team (dq and pending marked)."""
    columns = _columns(rulebook)
    state = "places fixed" if table.fixed else f"{table.games_left} games to decide" if table.games_left else "open"
    division = "" if table.pool.division == OPEN_DIVISION else f" (division {table.pool.division})"
    lines = [f"{table.pool.name}{division}: {state}"]
    lines.append(f"{'#':<3} {'Team':<4} " + " ".join(f"{h:>{w}}" for h, w in columns))
    for row in table.standings.rows:
        rank = "dq" if row.dq else rank_text(row.rank, row.coin_toss_pending)
        cells = " ".join(f"{c:>{w}}" for c, (_, w) in zip(_cells(row.record, rulebook), columns, strict=True))
        lines.append(f"{rank:<3} {row.team:<4} {cells}")
    return lines


def pools_lines(tables: tuple[PoolTable, ...], rulebook: Rulebook, width: int = 80) -> list[str]:
    """Every pool's block, side by side as many as fit in `width` columns, then each pool's pending toss."""
    blocks = [pool_block(t, rulebook) for t in tables]
    block_width = max((len(line) for block in blocks for line in block), default=0) + 3
    per_row = max(1, width // block_width) if block_width else 1
    lines: list[str] = []
    for start in range(0, len(blocks), per_row):
        group = blocks[start : start + per_row]
        height = max(len(b) for b in group)
        for i in range(height):
            lines.append("".join(f"{(b[i] if i < len(b) else ''):<{block_width}}" for b in group).rstrip())
        lines.append("")
    notes = [note for t in tables if (note := pending_note(t.standings))]
    return (lines[:-1] if lines else lines) + notes


def pool_tiebreak_lines(tables: tuple[PoolTable, ...]) -> list[str]:
    """Every pool's ties and how each was broken, pool by pool."""
    lines: list[str] = []
    for t in tables:
        steps = [s.text(dict(t.standings.names)) for s in t.standings.steps]
        lines.append(f"{t.pool.name}:")
        lines.extend(f"  {s}" for s in steps or ["no team is level on points with another"])
    return lines


def pools_cells(tables: tuple[PoolTable, ...], rulebook: Rulebook) -> tuple[list[str], list[list[Any]]]:
    """The pools for a spreadsheet, header and rows: one row per team, pool by pool, the JSON's columns (the
    command writes them formula-safe)."""
    rows = [pool_row_json(t, row, rulebook, explain=False) for t in tables for row in t.standings.rows]
    header = list(rows[0]) if rows else ["pool", "rank", "team"]
    return header, [[row[key] for key in header] for row in rows]
