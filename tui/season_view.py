"""Plain views of a season for the screens: standings rows, games, alerts. No Textual here.

These are pure functions of league values and `today` (the store is read once by the app), so
tests can check them without an app; they belong in `league/` once the rules core grows a
dashboard module.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from league.outcome import game_outcome
from league.records import TeamRecord, regular_outcomes, table_by_points, team_records
from league.rosters import Rosters
from league.rulebook import Rulebook
from league.values import Game, Season

LEVEL_NOTE = "= level on points: the G19 tiebreakers will order them"


@dataclass(frozen=True, slots=True)
class StandingRow:
    """One line of the points table: `place` is shared by teams level on points."""

    place: int
    level: bool
    record: TeamRecord
    name: str

    @property
    def place_text(self) -> str:
        return f"{self.place}=" if self.level else str(self.place)


def standing_rows(season: Season, rulebook: Rulebook) -> tuple[StandingRow, ...]:
    """The regular-season table by points; level teams share a place and are never split here."""
    records = team_records(tuple(t.code for t in season.teams), regular_outcomes(season, rulebook), rulebook)
    names = {t.code: t.name for t in season.teams}
    return tuple(
        StandingRow(place, level, record, names.get(record.team, record.team))
        for place, record, level in table_by_points(records)
    )


def rooms_text(game: Game) -> str:
    """The rooms as "home N · away M": the home team has the higher number (G24)."""
    if game.rooms is None:
        return "—"
    low, high = sorted(game.rooms)
    return f"{game.home} {high} · {game.away} {low}"


def result_text(game: Game, rulebook: Rulebook, cause: bool = True) -> str:
    """A final game's result as people say it: "3-1", "2-2", "3-2 OT" or "1-0 forfeit by WHT (ruling)"."""
    if game.status != "final":
        return game.status
    outcome = game_outcome(game, rulebook)
    if outcome is None:
        return "final, no score yet"
    score = f"{outcome.home_goals}-{outcome.away_goals}"
    if outcome.forfeited_by is not None:
        why = f" ({outcome.forfeit_cause})" if cause else ""
        return f"{score} forfeit by {outcome.forfeited_by}{why}"
    return f"{score} OT" if game.overtime else score


def games_in_order(season: Season) -> tuple[Game, ...]:
    """Every game by date, time of day, then id."""
    return tuple(sorted(season.games, key=lambda g: g.sort_key))


def next_games(season: Season, today: date, limit: int = 6) -> tuple[Game, ...]:
    """The next scheduled games from today on (today's included)."""
    return tuple(g for g in games_in_order(season) if g.status == "scheduled" and g.date >= today)[:limit]


def recent_results(season: Season, limit: int = 8) -> tuple[Game, ...]:
    """The latest final games, latest first (the same games the standings count, so they agree)."""
    done = [g for g in games_in_order(season) if g.status == "final"]
    return tuple(reversed(done[-limit:]))


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


def deadline_note(season: Season, today: date) -> str:
    """The roster deadline as a reminder: in N days, today, or passed (G10, G11)."""
    deadline = season.dates.roster_deadline
    days = (deadline - today).days
    if days > 1:
        return f"Roster deadline {deadline.isoformat()}: in {days} days (drops and substitutes close then)"
    if days == 1:
        return f"Roster deadline {deadline.isoformat()}: tomorrow (drops and substitutes close then)"
    if days == 0:
        return f"Roster deadline {deadline.isoformat()}: today is the last day for drops and substitutes"
    return f"Roster deadline {deadline.isoformat()} has passed: no more drops or substitutes"


def season_progress(season: Season, rulebook: Rulebook) -> tuple[str, ...]:
    """Where the season stands: regular-season games played, playoff games played and to come."""
    lines = []
    for stage, label in (("regular", "Regular season"), ("playoff", "Playoffs")):
        games = [g for g in season.games if g.stage == stage]
        if not games:
            lines.append(f"{label}: no games scheduled yet")
            continue
        final = sum(1 for g in games if g.status == "final")
        left = sum(1 for g in games if g.status in ("scheduled", "postponed"))
        lines.append(f"{label}: {final} of {len(games)} games final, {left} to play")
    lines.append(f"Age cutoff {season.dates.age_cutoff.isoformat()} · roster deadline "
                 f"{season.dates.roster_deadline.isoformat()}")
    lines.append(f"{len(season.teams)} teams · {len(season.players)} players registered · rulebook {rulebook.title}")
    return tuple(lines)
