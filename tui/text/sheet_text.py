"""The scoresheet as text: the game's line, its events with what the rules added, warnings and totals.

Pure functions of league values (the game, its replay, the season and rulebook), so the screen
only places the strings and tests can read them without a terminal.
"""

from __future__ import annotations

from league.jersey import sheet_players
from league.rosters import Rosters
from league.rulebook import Rulebook
from league.sheet import DerivedPenalty, SheetReplay, Warning, lineup_problem, ordinal
from league.sheet_lines import late_start_penalties, sheet_lines
from league.values import Game, Goal, Penalty, Season
from tui.text.season_view import result_text, rooms_text

KIND_TEXT = {
    "minor": "minor",
    "double-minor": "double minor",
    "major": "major",
    "misconduct": "10-min misconduct",
    "game-misconduct": "game misconduct",
    "match": "match penalty",
}


def clock(period: int, second: int, rulebook: Rulebook) -> str:
    """ "P2 05:31", overtime periods as "OT1"."""
    label = f"P{period}" if period <= rulebook.game.periods else f"OT{period - rulebook.game.periods}"
    return f"{label} {second // 60:02d}:{second % 60:02d}"


def who(pid: str | None, season: Season) -> str:
    """A player as the sheet names him: "#14 Ann Lee", or "bench"."""
    if pid is None:
        return "bench"
    player = season.player(pid)
    if player is None:
        return pid
    number = f"#{player.number}" if player.number is not None else pid
    return f"{number} {player.name}"


def game_line(game: Game, season: Season, rulebook: Rulebook) -> str:
    """The game as the schedule names it: id, stage, date, teams, rooms and where the sheet stands."""
    stage = f"{game.series} game {game.no}" if game.series else game.stage
    names = {t.code: t.name for t in season.teams}
    status = result_text(game, rulebook) if game.status == "final" else game.status
    signed = f" · signed by {game.signed_by or 'the referee'} (locked)" if game.signed else ""
    return (
        f"{game.id} · {stage} · {game.date:%a %Y-%m-%d} {game.time} · {names.get(game.home, game.home)} "
        f"({game.home}, home) v {names.get(game.away, game.away)} ({game.away}) · rooms {rooms_text(game)} · "
        f"{status}{signed}"
    )


def status_lines(game: Game, replay: SheetReplay, season: Season, rulebook: Rulebook) -> list[str]:
    """Clock mode, end of the game, forfeit, timeouts lost, goals and penalty minutes per team."""
    lines = []
    if replay.running_from is None:
        lines.append("Clock: stop time")
    else:
        running = replay.running_from
        lines.append(
            f"Clock: running time from {clock(running.period, running.second, rulebook)} (10-goal lead, rule 14)"
        )
    if replay.ended_at is not None:
        lines.append(
            f"Game ended at {clock(replay.ended_at.period, replay.ended_at.second, rulebook)} "
            f"({replay.end_cause}): nothing can be recorded after it"
        )
    if replay.forfeit is not None:
        team, cause = replay.forfeit
        ruling = f": {game.forfeit.reason}" if game.forfeit and cause == "ruling" else ""
        lines.append(f"Forfeit: {team} ({cause}){ruling}")
    for team in replay.timeouts_lost:
        lines.append(f"{team} lost its timeout (late goalie, rule 6)")
    for late in game.late_starts:
        lines.append(f"{late.team}: {'goalie ' if late.goalie_only else ''}{late.minutes} min late")
    for team in game.teams:
        goals = sum(g.team == team for g in game.goals)
        lines.append(f"{team}: {goals} goal{'s' * (goals != 1)}, {replay.penalty_minutes(team, whole_team=True)} PIM")
    return lines


def _auto(d: DerivedPenalty, season: Season) -> str:
    return f"    auto: {KIND_TEXT.get(d.kind, d.kind)} to {who(d.player, season)} ({d.cause})"


def event_lines(game: Game, replay: SheetReplay, season: Season, rulebook: Rulebook) -> list[str]:
    """Goals and penalties in rule order, with the score, minutes, and the derived penalties marked "auto"."""
    lines = [
        f"{clock(1, 0, rulebook)}  {d.team} bench {KIND_TEXT[d.kind]} {d.infraction} (auto: late start)"
        for d in late_start_penalties(replay)
    ]
    for line in sheet_lines(game, replay, rulebook):
        event = line.event
        at = clock(line.at.period, line.at.second, rulebook)
        if isinstance(event, Goal):
            helpers = ", ".join(who(a, season) for a in event.assists) or "unassisted"
            lines.append(
                f"{at}  GOAL {event.team} {who(event.scorer, season)} ({helpers})  {line.score[0]}-{line.score[1]}"
            )
        elif isinstance(event, Penalty):
            flags = [f for f, on in (("equipment", event.equipment), ("coincidental", event.coincidental)) if on]
            extra = f" [{', '.join(flags)}]" if flags else ""
            words = [
                f"{at}  PEN  {event.team}",
                who(event.player, season),
                KIND_TEXT.get(event.kind, event.kind),
                event.infraction,
                f"{line.minutes} min{extra}",
            ]
            lines.append(" ".join(w for w in words if w))
            lines.extend(_auto(d, season) for d in line.derived)
            lines.extend(f"    WARNING {warning_text(w, season)}" for w in line.warnings)
    return lines or ["No goals or penalties yet."]


def warning_text(w: Warning, season: Season) -> str:
    """A G4 warning in the scorer's words: "#13 Ty Kowal: 3rd penalty at period 1 08:00"."""
    return f"{who(w.player, season) if w.player else 'team ' + w.team}: {ordinal(w.count)} penalty at {w.at}"


def warning_lines(replay: SheetReplay, season: Season) -> list[str]:
    """Every G4 warning of the sheet with its moment, for the warnings panel."""
    return [warning_text(w, season) for w in replay.warnings] or ["No warnings."]


def dressing_label(pid: str, team: str, game: Game, season: Season, rosters: Rosters) -> str:
    """A line of a team's dressing list: number, name, position, and "sub G" for a stand-in goalie."""
    player = season.known_player(pid)  # a game's dressed players and the teams' rosters are the season's
    number = f"{player.number:>2}" if player.number is not None else " -"
    stand_in = " sub" if rosters.team_of(pid, game.date) != team else ""
    state = "in " if pid in game.dressed_for(team) else "   "  # readable without colour, too
    return f"{state}{number} {player.name[:16]:<16} {player.position}{stand_in}"


def lineup_note(team: str, game: Game, season: Season, rulebook: Rulebook) -> str:
    """How many are dressed for `team`, and why the lineup cannot start the game when it cannot (G6)."""
    pids = game.dressed_for(team)
    positions = [season.known_player(pid).position for pid in pids]
    problem = lineup_problem(positions, rulebook)
    count = f"{len(pids)} dressed"
    return f"{count}: {problem} (rule 6)" if pids and problem else (count if pids else "nobody dressed yet")


def team_players(team: str, game: Game, season: Season, rosters: Rosters) -> list[str]:
    """The ids a team's dressing list offers: roster at the game's date and stand-ins, jersey order."""
    return [p.id for p in sheet_players(team, game, season, rosters)]
