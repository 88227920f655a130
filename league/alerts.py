"""Problems the dashboard raises without refusing anything: a roster a team cannot play with (G2, G6)."""

from __future__ import annotations

from datetime import date

from league.rosters import Rosters
from league.rulebook import Rulebook
from league.values import Season


def roster_alerts(season: Season, rulebook: Rulebook, today: date) -> tuple[str, ...]:
    """Roster problems at today's date: too few goalies, or too few skaters to dress a lineup (G2, G6).

    A short roster is one that cannot dress a legal lineup without a goalie
    (`min_skaters_without_goalie`): an alert, never a refusal, since a draft starts from empty teams.
    """
    rosters = Rosters(season).teams_at(today)
    alerts = []
    for team in season.teams:
        players = [season.player(pid) for pid in rosters.get(team.code, ())]
        goalies = sum(1 for p in players if p is not None and p.position == "G")
        skaters = len(players) - goalies
        if goalies < rulebook.roster.min_goalies:
            alerts.append(f"{team.name} has {goalies} goalie{'s' * (goalies != 1)} "
                          f"(rule 2: at least {rulebook.roster.min_goalies})")
        if skaters < rulebook.game.min_skaters_without_goalie:
            alerts.append(f"{team.name} has {skaters} skaters: too few to dress a lineup (rule 6)")
    return tuple(alerts)


def attendance_alerts(season: Season, rulebook: Rulebook, today: date) -> tuple[str, ...]:
    """G10 reminders before the deadline: drop requests waiting, droppable players, players one miss away."""
    from league.attendance import attendance  # noqa: PLC0415 - alerts stay cheap to import for the other checks

    if today >= season.dates.roster_deadline:
        return ()
    limit = rulebook.attendance.droppable_after_misses
    waiting = [d.player for d in season.drops if d.approved is None]
    decided = {d.player for d in season.drops}
    alerts = [f"Drop request waiting for the committee: {', '.join(waiting)} (rule 10)"] if waiting else []
    rows = [r for r in attendance(season, rulebook, as_of=today) if r.team and r.player not in decided]
    droppable = [r.player for r in rows if r.droppable]
    close = [r.player for r in rows if r.misses == limit]
    if droppable:
        alerts.append(f"Droppable (more than {limit} misses): {', '.join(droppable)} (rule 10)")
    if close:
        alerts.append(f"One miss from droppable: {', '.join(close)} (rule 10)")
    return tuple(alerts)
