"""Shift fairness (Gray rule 9) worded for people and programs: tables with bar charts, JSON
(docs/guide.md#json-output), a CSV.

The command line and the shift report screen print the same lines, so what a captain reads on
screen is what `rinkbook shifts` prints.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from league.rules.rulebook import Rulebook
from league.season.values import SHIFT_GROUPS, Game, Season
from league.sheet.bench_outs import Absence, absences
from league.stats.fairness import (
    DoubleShift,
    SeasonFairness,
    positions,
    season_fairness,
    team_game,
)
from tui.text.cells import clip, pad

GROUP_NAMES = {"F": "Forwards", "D": "Defence"}
BAR_WIDTH = 24
_EIGHTHS = " ▏▎▍▌▋▊▉"


@dataclass(frozen=True, slots=True)
class ShiftRow:
    """One skater's line of the report: for a game, `games` and `average` are None."""

    player: str
    name: str
    number: int | None
    group: str
    shifts: int
    games: int | None = None
    average: float | None = None
    double_shifts: int = 0
    out: str = ""  # in a game: why and for which shifts he was out of the game ("" when he never was)

    @property
    def charted(self) -> float:
        """What the bar shows: shifts in a game, shifts per game with records over a season."""
        return self.shifts if self.average is None else self.average


@dataclass(frozen=True, slots=True)
class ShiftReport:
    """A team's game or season, ready to print: rows per group, spreads, violations, a title."""

    team: str
    game: str | None
    title: str
    rows: tuple[ShiftRow, ...]
    spreads: tuple[tuple[str, int], ...]
    violations: tuple[DoubleShift, ...]

    def group_rows(self, group: str) -> tuple[ShiftRow, ...]:
        """The rows of one group (F or D), in report order."""
        return tuple(r for r in self.rows if r.group == group)


def _row(
    season: Season,
    pid: str,
    group: str,
    shifts: int,
    doubles: Counter[str],
    games: int | None = None,
    average: float | None = None,
    out: str = "",
) -> ShiftRow:
    player = season.player(pid)
    return ShiftRow(
        pid,
        player.name if player else pid,
        player.number if player else None,
        group,
        shifts,
        games,
        average,
        doubles[pid],
        out,
    )


def game_report(season: Season, game: Game, team: str, rulebook: Rulebook) -> ShiftReport:
    """One game of `team`: its dressed forwards and defence in sheet order, those out of the game marked."""
    result = team_game(game, team, positions(season), rulebook)
    outs = absences(game, team, rulebook)
    doubles = Counter(v.player for v in result.violations)
    rows = tuple(
        _row(season, p.player, g.group, p.shifts, doubles, out=out_words(outs, p.player))
        for g in result.groups
        for p in g.players
    )
    state = "" if game.status == "final" else f" ({game.status}: under way)"
    title = (
        f"{team} in game {game.id}, {game.date.isoformat()} {game.home} v {game.away}{state}: "
        f"{result.recorded} shifts recorded"
    )
    return ShiftReport(team, game.id, title, rows, tuple((g.group, g.spread) for g in result.groups), result.violations)


def out_words(outs: tuple[Absence, ...], pid: str) -> str:
    """Why and for which shifts a player was out of the game: "ejected (fighting), from shift 5",
    "major, shifts 3-5" ("" when he never was)."""
    words = []
    for a in outs:
        if a.player != pid or (a.end is not None and a.end <= a.start):
            continue  # another's, or back for the very shift he would have missed
        if a.end is None:
            words.append(f"{a.reason}, from shift {a.start}")
        else:
            words.append(f"{a.reason}, shift{f's {a.start}-{a.end - 1}' if a.end - 1 > a.start else f' {a.start}'}")
    return "; ".join(words)


def season_report(season: Season, fairness: SeasonFairness) -> ShiftReport:
    """`team`'s season: everyone dressed for it as a skater in a final game, totals for this team only."""
    doubles = Counter(v.player for v in fairness.violations)  # counted once, not once a player
    rows = tuple(_row(season, p.player, p.group, p.shifts, doubles, p.games, p.average) for p in fairness.players)
    tracked = sum(1 for row in fairness.rows if row.recorded)
    title = (
        f"{fairness.team} season: {len(fairness.rows)} final games, {tracked} with shift records; "
        "spread = the largest in a single game"
    )
    return ShiftReport(fairness.team, None, title, rows, fairness.spreads, fairness.violations)


def team_report(season: Season, rulebook: Rulebook, team: str, game_id: str | None = None) -> ShiftReport:
    """The report `rinkbook shifts` prints: `team`'s season, or one of its games; ValueError naming the field."""
    code = next((t.code for t in season.teams if t.code.lower() == team.strip().lower()), None)
    if code is None:
        raise ValueError(f"--team: the season has no team {team!r} ({', '.join(t.code for t in season.teams)})")
    if game_id is None:
        return season_report(season, season_fairness(season, code, rulebook))
    game = next((g for g in season.games if g.id.lower() == game_id.strip().lower()), None)
    if game is None:
        raise ValueError(f"--game: the season has no game {game_id!r}")
    if code not in game.teams:
        raise ValueError(f"--game: {code} does not play in game {game.id} ({game.home} v {game.away})")
    return game_report(season, game, code, rulebook)


def bar(value: float, most: float, width: int = BAR_WIDTH) -> str:
    """A horizontal bar of `value` against `most`, in eighths of a character, padded to `width`."""
    eighths = round(width * 8 * value / most) if most > 0 else 0
    full, part = divmod(eighths, 8)
    return ("█" * full + (_EIGHTHS[part] if part else "")).ljust(width)


def group_lines(report: ShiftReport, group: str) -> list[str]:
    """One group's table: jersey, name, shifts (games and average over a season), double shifts, a bar."""
    rows = report.group_rows(group)
    spread = dict(report.spreads).get(group, 0)
    verdict = "fair" if spread <= 1 else "unfair: more than 1"
    lines = [f"{GROUP_NAMES[group]}: spread {spread} ({verdict})"]
    if not rows:
        return [*lines, "  nobody dressed"]
    season = report.game is None
    most = max(r.charted for r in rows)
    head = "  #   Player               Shifts" + ("  GP   Avg" if season else "") + "  2x  "
    lines.append(head + ("bar: avg" if season else "bar: shifts"))
    for r in rows:
        number = "" if r.number is None else str(r.number)
        extra = f"  {r.games:>2}  {r.average:>4.1f}" if season else ""
        lines.append(
            f"  {number:>2}  {pad(clip(r.name, 20), 20)} {r.shifts:>6}{extra}  {r.double_shifts or '':>2}  "
            f"{bar(r.charted, most)}{f'  out: {r.out}' if r.out else ''}"
        )
    return lines


def violation_lines(report: ShiftReport, season: Season) -> list[str]:
    """Every double shift: game, shift number, the player, and who had sat two or more."""
    if not report.violations:
        return ["Double shifts: none"]

    names: dict[str, str] = {}  # a season's 26,000 double shifts at 30,000 games name the same few players

    def name(pid: str) -> str:
        found = names.get(pid)
        if found is None:
            player = season.player(pid)
            found = names[pid] = f"{pid} {player.name}" if player else pid
        return found

    said: dict[tuple[str, ...], str] = {}  # and the same few lists of teammates waiting
    lines = [f"Double shifts: {len(report.violations)}"]
    for v in report.violations:
        waiting = said.get(v.waiting)
        if waiting is None:
            waiting = said[v.waiting] = ", ".join(name(p) for p in v.waiting)
        lines.append(f"  {v.game} shift {v.shift} ({v.group}): {name(v.player)} while {waiting} had sat 2+")
    return lines


def report_lines(report: ShiftReport, season: Season) -> list[str]:
    """The whole report: title, each group's table, the double shifts."""
    lines = [report.title, ""]
    for group in SHIFT_GROUPS:
        lines += [*group_lines(report, group), ""]
    return lines + violation_lines(report, season)


def shifts_json(report: ShiftReport) -> dict[str, Any]:
    """`shifts --json`: `{"players": [{"player", "group", "shifts"}], "spread": {"F", "D"}, "violations": [...]}`."""
    players = []
    for r in report.rows:
        row: dict[str, Any] = {"player": r.player, "group": r.group, "shifts": r.shifts}
        if r.games is not None:
            row.update(games=r.games, average=round(r.charted, 2))
        if r.out:
            row["out"] = r.out
        players.append(row)
    return {
        "team": report.team,
        "game": report.game,
        "players": players,
        "spread": {g: dict(report.spreads).get(g, 0) for g in SHIFT_GROUPS},
        "violations": [
            {"game": v.game, "shift": v.shift, "player": v.player, "group": v.group, "waiting": list(v.waiting)}
            for v in report.violations
        ],
    }


def shifts_cells(report: ShiftReport) -> tuple[list[str], list[list[Any]]]:
    """Header and one row per skater for a spreadsheet: team, game (empty for the season), counts, spread, double
    shifts (the command writes them formula-safe)."""
    spreads = dict(report.spreads)
    return (
        [
            "team",
            "game",
            "player",
            "name",
            "number",
            "group",
            "shifts",
            "games",
            "average",
            "group_spread",
            "double_shifts",
        ],
        [
            [
                report.team,
                report.game,
                r.player,
                r.name,
                r.number,
                r.group,
                r.shifts,
                r.games,
                None if r.average is None else f"{r.average:.2f}",
                spreads.get(r.group, 0),
                r.double_shifts,
            ]
            for r in report.rows
        ],
    )
