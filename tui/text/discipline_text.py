"""Suspensions worded for people and for programs: the ledger and its JSON (docs/guide.md#json-output; a
tournament's: each row's cause, its rule and whether it waits for the committee's review)."""

from __future__ import annotations

from typing import Any

from league.discipline.report import DisciplineReport, EjectionRow
from league.discipline.suspensions import Suspension, still_to_serve
from league.rules.rulebook import Rulebook
from league.season.values import Season
from tui.text.discipline_report_text import clock
from tui.text.rulebook_season_text import forfeited_games


def suspensions_json(season: Season, suspensions: tuple[Suspension, ...], tournament: bool = False) -> dict[str, Any]:
    """`{"suspensions": [{"player", "team", "games", "remaining", "rest_of_season"}]}`: still to serve only.

    A tournament's rows add `pending_review` (then `games` and `remaining` are null and `rest_of_season`
    false), the rule or ruling's citation and the committee's reason
    (docs/readings/shared.md#ejections-and-suspensions)."""
    rows = []
    for s, team in still_to_serve(season, suspensions):
        row: dict[str, Any] = {
            "player": s.player,
            "team": team,
            "games": s.length,
            "remaining": s.remaining,
            "rest_of_season": s.rest_of_season,
            "from_game": s.source,
            "cause": s.cause,
            "served_in": list(s.served_in),
        }
        if tournament:
            row |= {"pending_review": s.pending_review, "rule": s.rule, "reason": s.reason}
        rows.append(row)
    return {"suspensions": rows}


def suspension_ledger(
    season: Season, suspensions: tuple[Suspension, ...], everything: bool = False, tournament: bool = False
) -> list[str]:
    """A readable table: player, team, from game, cause (a tournament's with its rule), length, served in,
    remaining (still to serve, or all)."""
    shown = suspensions if everything else tuple(s for s, _ in still_to_serve(season, suspensions))
    if not shown:
        where = "this tournament" if tournament else "this season"
        return ["No suspensions to serve." if not everything else f"No suspensions {where}."]
    names = {p.id: p.name for p in season.players}
    header: tuple[str, ...] = ("Player", "Name", "Team", "From", "Cause", "Length", "Served in", "Left")
    if tournament:
        header = (*header[:5], "Rule", *header[5:])
    rows = [header]
    for s in shown:
        cause = (s.cause,) if not tournament else (_cause(s), s.rule or "")
        row = (s.player, names.get(s.player, ""), s.team, s.source, *cause, s.length_text)
        rows.append((*row, ", ".join(s.served_in) or "-", s.left_text))
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    return ["  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip() for row in rows]


def _cause(s: Suspension) -> str:
    """The cause, and the committee's reason where a ruling set the length of a review."""
    if s.reason and s.reason not in s.cause:
        return f"{s.cause} (ruled: {s.reason})"
    return s.cause


def tournament_note(rulebook: Rulebook) -> str:
    """The discipline screen's note for a tournament: its own rulebook's minutes and citations, never Gray's."""
    rule = rulebook.citation("penalty_minutes")
    minutes = (
        f"the {rulebook.title}'s minutes ({rule})"
        if rule
        else "rinkbook's minutes where the text gives none: minor 2, double minor 4, major 5, others 10"
    )
    return (
        f"PEN and PIM count every penalty of the final sheets by {minutes}, penalties after an ejection "
        "included. An ejection ends the player's game at its penalty; a disqualified team forfeits "
        f"{forfeited_games(rulebook)} ({rulebook.cite('disqualification')})."
    )


def ejection_cells(row: EjectionRow, name: str) -> tuple[str, ...]:
    """One ejection as the screen lists it: game, player, team, period and time (as on the sheet), cause."""
    return (row.game, name, row.team, row.at.period_text, clock(row.at), row.cause)


def disqualified_lines(report: DisciplineReport, season: Season) -> list[str]:
    """The disqualified teams (by a committee ruling or on the ice, with the cause) and goalies, or "none"."""
    lines = ["Teams:"]
    lines += [f"  {d.team} {season.team_name(d.team)} from {d.game}: {d.cause}" for d in report.disqualified_teams] or [
        "  none"
    ]
    lines.append("Goalies:")
    names = {p.id: p.name for p in season.players}
    lines += [f"  {names.get(p, p)} ({p}) from {g}" for p, g in report.disqualified_goalies] or ["  none"]
    return lines
