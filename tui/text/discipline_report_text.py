"""A season's discipline report as the command line words it: JSON (docs/guide.md#json-output) or lines."""

from __future__ import annotations

from typing import Any

from league.discipline.report import DisciplineReport
from league.season.values import Season
from league.sheet.replay_values import Moment


def clock(at: Moment) -> str:
    """An event's time in its period as the sheet writes it: "04:37"."""
    return f"{at.second // 60:02d}:{at.second % 60:02d}"


def discipline_json(report: DisciplineReport) -> dict[str, Any]:
    """`{"ejections": [...], "disqualified_teams": [...], "disqualified_goalies": [...]}` in game order."""
    return {
        "ejections": [
            {"game": e.game, "player": e.player, "team": e.team, "period": e.at.period, "time": clock(e.at)}
            | {"cause": e.cause}
            for e in report.ejections
        ],
        "disqualified_teams": [{"team": d.team, "game": d.game, "cause": d.cause} for d in report.disqualified_teams],
        "disqualified_goalies": [{"player": p, "game": g} for p, g in report.disqualified_goalies],
    }


def discipline_lines(report: DisciplineReport, season: Season) -> list[str]:
    """The report in three short sections, players and teams by name."""

    def who(pid: str) -> str:
        player = season.player(pid)
        return f"{player.name} ({pid})" if player else pid

    lines = ["Ejections:"]
    lines += [
        f"  {e.game} {e.at}: {who(e.player)}, {season.team_name(e.team)}: {e.cause}"  # OT1 04:37 in overtime
        for e in report.ejections
    ] or ["  none"]
    lines.append("Disqualified teams:")
    lines += [f"  {season.team_name(d.team)} from {d.game}: {d.cause}" for d in report.disqualified_teams] or ["  none"]
    lines.append("Disqualified goalies:")
    lines += [f"  {who(p)} from {g}" for p, g in report.disqualified_goalies] or ["  none"]
    return lines
