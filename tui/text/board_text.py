"""The tournament board's wording (docs/guide.md#the-screens): a division's pools with their ties explained, its
bracket as a tree, its next games and the tournament's alerts, as plain lines for a screen to show.

No rules here: tables and slots come from `league.standings.pools` / `league.bracket.engine` (through
`store.views.tournament.TournamentView`), each alert from the rule function that finds it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

from league.bracket.engine import Bracket
from league.bracket.knockout_eligibility import not_yet_knockout_eligible
from league.results.rule_disqualifications import disqualified_goalies, rule_disqualifications
from league.rules.bracket_templates import short_pool_schedules
from league.schedule.games import next_games
from league.season.listed_words import first_and_more
from league.season.values import OPEN_DIVISION, Season
from league.standings.pools import PoolTable, pool_of
from tui.text.bracket_text import bracket_lines
from tui.text.pool_text import pool_block
from tui.text.standings_text import pending_note

if TYPE_CHECKING:
    from tui.text.worked import WorkedTournament

GAP = 3  # spaces between two pools side by side


@dataclass(frozen=True, slots=True)
class BoardAlert:
    """One alert: `division` the division it is about (None: the whole tournament); `kind` what it is
    (`rinkbook alerts --json`'s kind: coin_toss, disqualified_team, disqualified_goalie, suspension,
    knockout_eligibility, pool_games)."""

    division: str | None
    text: str
    kind: str = ""


def division_titles(view: WorkedTournament) -> tuple[tuple[str, str], ...]:
    """(code, tab title) of each division holding a pool or a slot, in file order."""
    names = {d.code: d.name for d in view.season.divisions}
    codes = dict.fromkeys([*(p.division for p in view.season.pools), *(s.division for s in view.season.bracket)])
    return tuple((code, names.get(code) or ("Pools" if code == OPEN_DIVISION else code)) for code in codes)


def division_tables(view: WorkedTournament, division: str) -> tuple[PoolTable, ...]:
    return tuple(t for t in view.bracket.pools if t.pool.division == division)


def pool_notes(table: PoolTable) -> list[str]:
    """Each tie of the pool once, naming its level teams and the criterion that split them (every level
    row's explanation repeats it), then its pending coin toss."""
    standings = table.standings
    steps = dict.fromkeys(step for row in standings.rows for step in row.explanation)
    note = pending_note(standings)
    return [*(f"Tie: {step}" for step in steps), *([note] if note else [])]


def pools_side_by_side(view: WorkedTournament, division: str, width: int) -> list[str]:
    """The division's pools side by side, as many as fit in `width` columns (one under the other when only
    one fits), each group's ties and tosses under it at the whole width, wrapped at spaces."""
    tables = division_tables(view, division)
    if not tables:
        return ["No pools in this division."]
    blocks = [pool_block(t, view.rulebook) for t in tables]
    column = max(len(line) for block in blocks for line in block)
    per_row = max(1, (width + GAP) // (column + GAP))
    lines: list[str] = []
    for start in range(0, len(blocks), per_row):
        group = blocks[start : start + per_row]
        lines.extend([""] if lines else [])
        for i in range(max(len(b) for b in group)):
            cells = [f"{(b[i] if i < len(b) else ''):<{column}}" for b in group]
            lines.append((" " * GAP).join(cells).rstrip())
        for table in tables[start : start + per_row]:
            named = [n.replace("Tie:", f"{table.pool.name} tie:", 1) if per_row > 1 else n for n in pool_notes(table)]
            lines.extend(_wrap(named, max(width, column)))
    return lines


def _wrap(lines: list[str], width: int) -> list[str]:
    """`lines` wrapped at spaces to `width` (a table line is never longer: it stays whole)."""
    wrapped: list[str] = []
    for line in lines:
        rest = line
        while len(rest) > width and " " in rest[1:width]:
            cut = rest.rfind(" ", 1, width + 1)
            wrapped.append(rest[:cut])
            rest = "  " + rest[cut + 1 :]
        wrapped.append(rest)
    return wrapped


def division_bracket(view: WorkedTournament, division: str) -> list[str]:
    """The division's bracket as a tree drawn from its sides, each result in words ("3-3 SO 2-1")."""
    slots = view.bracket.division(division)
    if not slots:
        return ["No bracket in this division."]
    # Drawn alone: the tab names the division, so its heading line is left out.
    tree = bracket_lines(Bracket(slots, pools=view.bracket.pools), view.season, view.outcomes)[1:]
    champions = [s.winner for s in slots if s.kind == "final" and s.winner is not None]
    return [f"Champion: {view.season.team_name(team)}" for team in champions] + tree


def division_of(season: Season, team: str) -> str | None:
    pool = pool_of(season, team)
    return pool.division if pool is not None else None


def division_next_games(view: WorkedTournament, division: str, today: date, limit: int = 6) -> list[str]:
    """The division's next scheduled games from today, pool and knockout."""
    season = view.season
    slots = {s.slot_id for s in view.bracket.division(division)}
    games = [
        g
        for g in next_games(season, today, limit=len(season.games))
        if (g.stage == "playoff" and g.series in slots)
        or (g.stage != "playoff" and division_of(season, g.home) == division)
    ][:limit]
    lines = []
    for g in games:
        line = f"{g.date:%a %b %d} {g.time}  {g.id}  {g.home} v {g.away}" + (f"  {g.series}" if g.series else "")
        # still scheduled, but a disqualification already counts it (docs/readings/shared.md#disqualification)
        decided = view.outcomes.get(g.id)
        if decided is not None and decided.forfeited_by is not None:
            line += f"  (not played: forfeit by {decided.forfeited_by}, disqualified)"
        lines.append(line)
    return lines or ["No games scheduled from today."]


def board_alerts(view: WorkedTournament, suspensions: tuple[str, ...] = ()) -> tuple[BoardAlert, ...]:
    """What needs the organisers: pending tosses, disqualified teams and goalies, suspensions, players not yet
    knockout-eligible for a knockout game to come, teams with fewer pool games than the rulebook asks."""
    season, rulebook = view.season, view.rulebook
    alerts: list[BoardAlert] = []
    for table in view.bracket.pools:
        if table.standings.coin_toss_pending:
            note = f"{table.pool.name}: {pending_note(table.standings)} (k records it)"
            alerts.append(BoardAlert(table.pool.division, note, "coin_toss"))
    rule = rulebook.citation("disqualification")
    ruled = [(dq, f"{dq.reason} (committee{f', {rule}' if rule else ''})") for dq in season.disqualifications]
    on_ice = [(dq, dq.reason) for dq in rule_disqualifications(season, rulebook)]  # its reason cites the rule
    for dq, why in (*ruled, *on_ice):
        text = f"Disqualified: {season.team_name(dq.team)} from game {dq.game}: {why}"
        alerts.append(BoardAlert(division_of(season, dq.team), text, "disqualified_team"))
    for goalie, game in disqualified_goalies(season, rulebook):
        player = season.player(goalie)
        name = f"{player.name} ({goalie})" if player is not None else goalie
        alerts.append(
            BoardAlert(
                division_of(season, player.team) if player and player.team else None,
                f"Goalie disqualified: {name} from game {game} on ({rulebook.cite('goalie_penalties')})",
                "disqualified_goalie",
            )
        )
    alerts.extend(BoardAlert(None, text, "suspension") for text in suspensions)
    alerts.extend(_eligibility_alerts(view))
    least, bracket_rule = rulebook.tournament.min_pool_games, rulebook.cite("bracket")
    for team, n in short_pool_schedules(season, rulebook):
        alerts.append(
            BoardAlert(
                division_of(season, team),
                f"{season.team_name(team)} has {n} pool game{'s' * (n != 1)}: every team plays at least {least} "
                f"({bracket_rule})",
                "pool_games",
            )
        )
    return tuple(alerts)


def _eligibility_alerts(view: WorkedTournament) -> list[BoardAlert]:
    """Each team with a knockout game to come and players who could not dress for it yet
    (docs/readings/shared.md#knockout-eligibility)."""
    season, rulebook = view.season, view.rulebook
    alerts = []
    coming = dict.fromkeys(
        team for s in view.bracket.slots if s.next_game is not None for team in (s.next_game.home, s.next_game.away)
    )
    for team in coming:
        roster = tuple(p.id for p in season.players if p.team == team)
        waiting = not_yet_knockout_eligible(season, rulebook, team, roster)
        if waiting:
            shown = first_and_more(waiting, 4)
            rule = rulebook.cite("knockout_eligibility")
            text = f"Not yet knockout-eligible for {season.team_name(team)} ({rule}): {shown}"
            alerts.append(BoardAlert(division_of(season, team), text, "knockout_eligibility"))
    return alerts


def division_alerts(alerts: tuple[BoardAlert, ...], division: str) -> list[str]:
    """The alerts about `division` or the whole tournament, as lines."""
    shown = [a.text for a in alerts if a.division in (None, division)]
    return shown or ["Nothing needs a decision."]
