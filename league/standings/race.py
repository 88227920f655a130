"""The race to the direct playoff places, on points only (Gray rules 19 and 20): clinched, eliminated, or still open.

Points only: the tiebreakers are left out, so "clinched" means no rival can even draw level on
points, and "eliminated" means enough rivals are already out of reach on points. Each rival's
best case is taken on its own (a game between two rivals is counted as a win for each), so both
verdicts are always safe, and "needs N" may ask for more than strictly needed while rivals still
meet each other.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

from league.rules.rulebook import Rulebook
from league.season.game_values import LEFT_STATUSES
from league.standings.records import TeamRecord

if TYPE_CHECKING:
    from league.season.values import Game


@dataclass(frozen=True, slots=True)
class RaceRow:
    """One team's race: `status` is "clinched", "eliminated" or "open"; `needed` the points that make it sure."""

    team: str
    points: int
    games_left: int
    max_points: int
    status: str
    needed: int | None  # None unless open; may exceed what its games left can give


@dataclass(frozen=True, slots=True)
class Race:
    """The race for the first `places` places, and whether every team reaches the playoffs anyway."""

    places: int
    rows: tuple[RaceRow, ...]
    everyone_in_playoffs: bool

    def row(self, team: str) -> RaceRow | None:
        """The row of `team`, or None."""
        return next((r for r in self.rows if r.team == team), None)


def games_left(games: Iterable[Game], teams: Iterable[str], as_of: date | None = None) -> dict[str, int]:
    """Regular-season games each team still has to play: scheduled or postponed, or (as of a date) after it."""
    left = {code: 0 for code in teams}
    for game in games:
        if game.stage != "regular" or game.status == "cancelled":
            continue
        later = as_of is not None and game.date > as_of
        if game.status in LEFT_STATUSES or later:
            for code in game.teams:
                if code in left:
                    left[code] += 1
    return left


def regular_season_complete(games: Iterable[Game]) -> bool:
    """True once every regular-season game is final or cancelled (and there was at least one)."""
    regular = [g for g in games if g.stage == "regular"]
    return bool(regular) and all(g.status in ("final", "cancelled") for g in regular)


def playoff_teams(rulebook: Rulebook) -> int:
    """How many teams the playoff format seeds (the highest `seed:N` any series names)."""
    seeds = [int(side[5:]) for s in rulebook.playoffs.series for side in s.sides if side.startswith("seed:")]
    return max(seeds, default=0)


def race(records: Iterable[TeamRecord], left: dict[str, int], rulebook: Rulebook) -> Race:
    """Each team's race for the rulebook's direct places, from its points and its games left."""
    places = rulebook.playoffs.direct_qualifiers
    win = rulebook.points.win
    table = list(records)
    best = {r.team: r.pts + left.get(r.team, 0) * win for r in table}
    rows = []
    for record in table:
        rivals = [r for r in table if r.team != record.team]
        # Rivals already above this team's best: out of its reach whatever happens.
        above = sum(1 for r in rivals if r.pts > best[record.team])
        # Rivals whose best can still reach this team's points today.
        threats = sorted((best[r.team] for r in rivals if best[r.team] >= record.pts), reverse=True)
        status, needed = "open", None
        if len(threats) < places:
            status = "clinched"
        elif above >= places:
            status = "eliminated"
        else:
            # Enough to finish above all but `places - 1` of the rivals at their best.
            needed = threats[places - 1] + 1 - record.pts
        rows.append(RaceRow(record.team, record.pts, left.get(record.team, 0), best[record.team], status, needed))
    return Race(places, tuple(rows), len(table) <= playoff_teams(rulebook))
