"""Plain-text views of a season for the screens: standings rows, rooms, results, reminders.

No Textual here, and no rules: the rules they show come from `league/`; these only word them.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from league.outcome import game_outcome
from league.records import TeamRecord, regular_outcomes, table_by_points, team_records
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
