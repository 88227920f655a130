"""Who may be dressed for a team in a game (Gray rules 2, 5 and 18): the one answer the sheet and import share."""

from __future__ import annotations

from league.bracket.knockout_eligibility import knockout_refusal, knockout_rule_reaches
from league.discipline.suspensions import Suspension, refusal_text, suspension_keeping_out
from league.rosters.membership import Rosters
from league.rules.rulebook import Rulebook
from league.season.values import Game, Season


def may_stand_in(pid: str, on_team: str | None, season: Season, rulebook: Rulebook) -> bool:
    """Gray rule 18: a goalie on any team's roster, or one of the season's official substitute goalies."""
    rules = rulebook.roster
    return (rules.substitute_goalie_from_any_roster and on_team is not None) or (
        rules.substitute_goalie_from_official_list and pid in season.substitute_goalies
    )


def plainly_dressable(
    pid: str, team: str, own_team: str | None, game: Game, registered: bool, suspended: bool, rulebook: Rulebook
) -> bool:
    """True when `dress_refusal` surely finds nothing, asked without it (the import checks every dressed player of
    every game): a registered player on his own team's roster (`own_team`, on the game's date), dressed once, with
    no suspension in the season, for a game no knockout rule reaches. False says only: ask `dress_refusal`."""
    return registered and own_team == team and not suspended and not knockout_rule_reaches(game, rulebook)


def dress_refusal(
    pid: str,
    team: str,
    game: Game,
    season: Season,
    rulebook: Rulebook,
    rosters: Rosters,
    suspensions: tuple[Suspension, ...],
    dressed_for: dict[str, str] | None = None,
) -> tuple[str, str] | None:
    """(rule, why) when `pid` cannot be dressed for `team` in `game`, or None when he may.

    `dressed_for` maps the players already dressed in this game to their team: a player is
    dressed for one team only (a substitute goalie may stand in for other teams on other games).
    """
    player = season.player(pid)
    if player is None:
        return rulebook.cite("rosters"), f"{pid} is not a registered player"
    if dressed_for and pid in dressed_for:
        if dressed_for[pid] == team:
            return rulebook.cite("rosters"), f"{pid} is listed twice"
        return rulebook.cite(
            "substitute_goalie"
        ), f"{pid} is already dressed for {season.team_name(dressed_for[pid])} in this game"
    on_team = rosters.team_of(pid, game.date)
    if on_team != team:
        if player.position != "G":
            name = season.team_name(team)
            return rulebook.cite("rosters"), f"{pid} is not on {name}'s roster on {game.date.isoformat()}"
        if not may_stand_in(pid, on_team, season, rulebook):
            return rulebook.cite("substitute_goalie"), (
                f"{pid} may not stand in as a goalie: "
                "not on a roster of the league and not an official substitute goalie"
            )
    suspension = suspension_keeping_out(pid, game, season, suspensions)
    if suspension is not None:
        return suspension.rule or rulebook.cite("suspension"), refusal_text(suspension, game, season)
    return knockout_refusal(pid, team, game, season, rulebook)
