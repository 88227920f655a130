"""The race to the direct playoff places, in words: apart from the season's views (`tui.text.season_view`), so
that a first frame drawn from the file's stored values words it without importing the rules' season values."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from league.rules.rulebook import Rulebook
    from league.standings.race import Race
    from league.standings.table import Standings


def race_lines(table: Standings, the_race: Race, rulebook: Rulebook, has_schedule: bool = True) -> tuple[str, ...]:
    """One line per team in rank order: clinched, eliminated, or the points it still needs and can get."""
    if not has_schedule:
        return ("No regular-season games yet: the race starts with the schedule (s, then R to plan it).",)
    lines = []
    for row in table.rows:
        r = the_race.row(row.team)
        if r is None:
            continue
        left = f"{r.games_left} game{'s' * (r.games_left != 1)} left"
        if r.status == "clinched":
            said = f"clinched a top-{the_race.places} place"
        elif r.status == "eliminated":
            said = f"out of the top {the_race.places}"
        elif r.games_left == 0:
            said = "no games left: level on points at the line, the tiebreakers decide"
        elif r.needed is not None and r.needed > r.max_points - r.points:
            said = f"needs {r.needed} pt{'s' * (r.needed != 1)} to be sure, {r.max_points - r.points} possible ({left})"
        else:
            said = f"needs {r.needed} more pt{'s' * (r.needed != 1)} to be sure ({left})"
        lines.append(f"{row.team:<4} {said}")
    if the_race.everyone_in_playoffs:
        lines.append(f"All {len(table.rows)} teams reach at least the play-ins ({rulebook.cite('playoff_bracket')}).")
    return tuple(lines)
