"""The scoresheet as text: players as the sheet names them, warnings, totals and dressing lists (the event
list and the game's line are `tui.text.scoresheet_story`'s).

Pure functions of league values (the game, its replay, the season and rulebook), so the screen
only places the strings and tests can read them without a terminal.
"""

from __future__ import annotations

from league.rosters.membership import Rosters
from league.rules.formats import GameFormat, game_kind
from league.rules.rulebook import Rulebook
from league.season.values import Game, Season
from league.sheet.replay import Moment, SheetReplay, Warning, ordinal
from league.turnout.jersey import sheet_players, who

KIND_TEXT = {
    "minor": "minor",
    "double-minor": "double minor",
    "major": "major",
    "misconduct": "10-min misconduct",
    "game-misconduct": "game misconduct",
    "match": "match penalty",
    "gross-misconduct": "gross misconduct",
}


def moment_text(at: Moment, rulebook: Rulebook) -> str:
    """ "2nd 05:31" for a regulation period, "OT1 05:31" for overtime: never mistaken for a label (P2)."""
    periods = rulebook.game.periods
    period = ordinal(at.period) if at.period <= periods else f"OT{at.period - periods}"
    return f"{period} {at.second // 60:02d}:{at.second % 60:02d}"


def format_clock_lines(fmt: GameFormat, replay: SheetReplay, rulebook: Rulebook) -> list[str]:
    """A format's clock (docs/readings/shared.md#game-formats): each period's length and mode, then every moment the
    lead switched it ("from 3rd 07:00: running time"), as the replay found them."""
    modes = ", ".join(f"{m} {'running' if r else 'stop'}" for m, r in fmt.periods)
    lines = [f"Clock ({rulebook.cite('periods')}): periods of {modes}"]
    for change in replay.clock_changes:
        period = ordinal(change.at.period) if change.at.period <= len(fmt.periods) else "overtime"
        at = f"{period} {change.at.second // 60:02d}:{change.at.second % 60:02d}"
        mode = "running" if change.running else "stop"
        lines.append(f"  from {at}: {mode} time, by the lead ({rulebook.cite('running_time')})")
    return lines


def status_lines(game: Game, replay: SheetReplay, season: Season, rulebook: Rulebook) -> list[str]:
    """Clock mode, timeouts lost, goals and penalty minutes per team (the end and a forfeit are on the event list)."""
    lines = []
    fmt = rulebook.format_for(game_kind(game))
    if replay.clock_changes or any(running for _, running in fmt.periods):
        lines += format_clock_lines(fmt, replay, rulebook)
    elif replay.running_from is None:
        lines.append("Clock: stop time")
    else:
        lead, rule = rulebook.game.running_time_lead, rulebook.cite("running_time")
        lines.append(
            f"Clock: running time from {moment_text(replay.running_from, rulebook)} ({lead}-goal lead, {rule})"
        )
    for team in replay.timeouts_lost:
        lines.append(f"{season.team_name(team)} lost its timeout (late goalie, {rulebook.cite('game_start')})")
    for team in game.teams:
        goals = sum(g.team == team for g in game.goals)
        pim = replay.penalty_minutes(team, whole_team=True)
        lines.append(f"{season.team_name(team)}: {goals} goal{'s' * (goals != 1)}, {pim} PIM")
    return lines


def warning_text(w: Warning, season: Season) -> str:
    """A Gray rule 4 warning in the scorer's words: "#13 Ty Kowal: 3rd penalty at period 1 08:00", "White (team): 9th
    counted penalty at period 2 04:00"."""
    if w.player:
        return f"{who(w.player, season)}: {ordinal(w.count)} penalty at {w.at}"
    return f"{season.team_name(w.team)} (team): {ordinal(w.count)} counted penalty at {w.at}"


def warning_lines(replay: SheetReplay, season: Season) -> list[str]:
    """Every Gray rule 4 warning of the sheet with its moment, for the warnings panel."""
    return [warning_text(w, season) for w in replay.warnings] or ["No warnings."]


def dressing_label(pid: str, team: str, game: Game, season: Season, rosters: Rosters) -> str:
    """A line of a team's dressing list: number, name, position, and "sub G" for a stand-in goalie."""
    player = season.known_player(pid)  # a game's dressed players and the teams' rosters are the season's
    number = f"{player.number:>2}" if player.number is not None else " -"
    stand_in = " sub" if rosters.team_of(pid, game.date) != team else ""
    state = "in " if pid in game.dressed_for(team) else "   "  # readable without colour, too
    return f"{state}{number} {player.name[:16]:<16} {player.position}{stand_in}"


def team_players(team: str, game: Game, season: Season, rosters: Rosters) -> list[str]:
    """The ids a team's dressing list offers: roster at the game's date and stand-ins, jersey order."""
    return [p.id for p in sheet_players(team, game, season, rosters)]
