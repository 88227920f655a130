"""Gray's dashboard drawn from the values the league file keeps (`store.views.dashboard_rows`), in the shape of a
kept first frame (`tui.text.dashboard_frame`): the first frame of a start that finds none kept under the
file's revision. The season, loaded off the event loop just after, draws it again from the rules. The alerts are
worked out from every sheet: they are the ones the last save kept, when kept for the file as it is and today;
else they wait for the season, and say so meanwhile.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Any

from league.checks.alert_values import Alert
from league.season.texts import printable
from league.standings.race import race
from tui.text.alert_text import ALERT_KEYS, alerts_text, keyed
from tui.text.dashboard_frame import PanelsFrame, StandingsFrame, explanation
from tui.text.race_text import race_lines
from tui.text.standings_text import COLUMNS, pending_note, rank_text

if TYPE_CHECKING:
    from league.rules.rulebook import Rulebook
    from league.standings.records import TeamRecord
    from league.standings.table import Standings
    from tui.text.worked import StoredDashboard, StoredGameRow

# The alerts panel until the season is loaded: said, not left empty (an empty panel reads as "no alerts").
ALERTS_PENDING = "Reading the season for alerts…"


def stored_frame(rows: StoredDashboard, rulebook: Rulebook, today: date, marks: str) -> dict[str, Any]:
    """The dashboard's first frame from `rows`: the app's header (`marks`: the header's notes on the file),
    the standings part (every result counted) and the panels at `today`."""
    return {
        "app": {
            "title": printable(rows.league),
            "sub_title": f"{printable(rows.season)} · today {today.isoformat()}{marks}",
            "latest_season": rows.season,
        },
        "standings": _standings(rows, rulebook),
        "panels": _panels(rows, rulebook),
    }


def _standings(rows: StoredDashboard, rulebook: Rulebook) -> StandingsFrame:
    table = rows.standings
    the_race = race((r.record for r in table.rows), {r.team: rows.left.get(r.team, 0) for r in table.rows}, rulebook)
    has_schedule = any(stage == "regular" for stage, _ in rows.by_status)
    return {
        "title": f"Standings (regular season, {rulebook.cite('tiebreakers')})",
        "columns": list(COLUMNS),
        "rows": [_row(table, row.record) for row in table.rows],
        "pending": pending_note(table),
        "explanations": {row.record.team: explanation(table, row.record.team) for row in table.rows},
        "race": "\n".join(race_lines(table, the_race, rulebook, has_schedule)),
    }


def _row(table: Standings, r: TeamRecord) -> list[str | int]:
    """A team's row as `tui.text.dashboard_frame.standings_frame` draws it, the team's code last."""
    row = table.row(r.team)
    rank = rank_text(row.rank, row.coin_toss_pending) if row is not None else ""
    return [rank, f"{r.team}  {table.name(r.team)}", r.gp, r.w, r.l, r.t, r.pts, r.gf, r.ga, r.team]


def _panels(rows: StoredDashboard, rulebook: Rulebook) -> PanelsFrame:
    next_lines = (f"{g.day:%a %b %d} {g.time}  {g.home} v {g.away}  rooms {_rooms(g)}" for g in rows.next_games)
    recent_lines = (f"{g.day:%a %b %d}  {g.gid:<6} {g.home} v {g.away}  {_result(g)}" for g in rows.recent)
    return {
        "alerts": _alerts(rows),
        "next": "\n".join(next_lines) or "No games scheduled from today.",
        "recent": "\n".join(recent_lines) or "No results yet.",
        "season": "\n".join(_progress(rows, rulebook)),
    }


def _alerts(rows: StoredDashboard) -> str:
    """The alerts as kept for the file's revision now and today, worded as `tui.text.dashboard_frame.panels_frame`
    words them; else (none kept for both, or of a kind this rinkbook does not know) that they are being read."""
    if rows.alerts is None or any(kind not in ALERT_KEYS for kind, _ in rows.alerts):
        return ALERTS_PENDING
    return alerts_text(tuple(keyed(Alert(kind, text)) for kind, text in rows.alerts), rows.dismissed)


def _rooms(game: StoredGameRow) -> str:
    """As `tui.text.season_view.rooms_text`: "home N · away M"."""
    return "—" if game.rooms is None else f"{game.home} {game.rooms[0]} · {game.away} {game.rooms[1]}"


def _result(game: StoredGameRow) -> str:
    """The counted result as stored, said as `tui.text.season_view.result_text` says it without the cause."""
    if game.result is None:
        return "final, no score yet"
    score = f"{game.result[0]}-{game.result[1]}"
    if game.forfeit_by is not None:
        return f"{score} forfeit by {game.forfeit_by}"
    return f"{score} OT" if game.overtime else score


def _progress(rows: StoredDashboard, rulebook: Rulebook) -> list[str]:
    """As `tui.text.season_view.season_progress`, from the counts the file keeps."""
    lines = []
    for stage, label in (("regular", "Regular season"), ("playoff", "Playoffs")):
        games = sum(n for (s, _), n in rows.by_status.items() if s == stage)
        if not games:
            lines.append(f"{label}: no games scheduled yet")
            continue
        final = rows.by_status.get((stage, "final"), 0)
        left = rows.by_status.get((stage, "scheduled"), 0) + rows.by_status.get((stage, "postponed"), 0)
        lines.append(f"{label}: {final} of {games} games final, {left} to play")
    lines.append(f"Age cutoff {rows.age_cutoff.isoformat()} · roster deadline {rows.roster_deadline.isoformat()}")
    lines.append(f"{rows.teams} teams · {rows.players} players registered · rulebook {rulebook.title}")
    return lines
