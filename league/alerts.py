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
