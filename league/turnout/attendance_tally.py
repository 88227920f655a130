"""Every player's attendance (`league.turnout.attendance.attendance`) as a tally of each game's cells, so that a
change to a few games moves it by those games alone instead of walking the season again.

A game's cells (present, absent, suspended) for the players rostered on each of its teams at its date depend on
that game, the rosters, the roster deadline and the suspensions. So when the rosters, the deadline, the
suspensions and the games' order are the same before and after a change, the new tally is the old one with the
changed games' cells taken out and put in again: `with_changes`. Who decides that they are the same, and keeps
the tally between seasons, is the caller's (the rules core keeps nothing).
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import date

from league.discipline.suspension_values import Suspension
from league.rosters.membership import Rosters, first_move_difference, registered_moves
from league.rules.rulebook import Rulebook
from league.season.date_range import end_of_records
from league.season.values import Game, Season
from league.turnout.attendance import ABSENT, PRESENT, SUSPENDED, AttendanceRow, game_cells


@dataclass(frozen=True, slots=True)
class AttendanceTally:
    """Each player's games attended, sat out suspended and missed (their ids) over the season's regular-season
    games: `attendance`'s counts, held so they can be moved game by game."""

    attended: Counter[str]
    suspended: Counter[str]
    missed: dict[
        str, tuple[tuple[date, str, str], ...]
    ]  # the games missed by their `sort_key` (date, time, id), in order
    missed_ids: dict[str, tuple[str, ...]]  # the same games' ids, kept with them: a row is read without a walk

    @classmethod
    def of(cls, season: Season, suspensions: tuple[Suspension, ...]) -> AttendanceTally:
        """The tally over every game of `season` (`suspensions`: the season's)."""
        tally = cls(Counter(), Counter(), {}, {})
        tally._count(season.games, season, suspensions, 1)
        return tally

    def with_changes(
        self, changes: Iterable[tuple[Game | None, Game | None]], season: Season, suspensions: tuple[Suspension, ...]
    ) -> AttendanceTally:
        """The tally with each (old game, new game) of `changes` taken out and put in (None: a game added or gone).
        Right only when `season`'s rosters, deadline, suspensions and games' order are those it was counted with."""
        moved = AttendanceTally(
            Counter(self.attended), Counter(self.suspended), dict(self.missed), dict(self.missed_ids)
        )
        pairs = tuple(changes)
        moved._count((old for old, _ in pairs if old is not None), season, suspensions, -1)
        moved._count((new for _, new in pairs if new is not None), season, suspensions, 1)
        return moved

    def with_rosters_of(self, after: Season, before: Season, suspensions: tuple[Suspension, ...]) -> AttendanceTally:
        """The tally of `after`, this one being `before`'s: the same games, deadline and suspensions, other roster
        moves. The games whose rosters the moves change (`roster_moves_reach`) are counted out under `before`'s
        rosters and in under `after`'s; a move dated after every game played moves nothing."""
        games = roster_moves_reach(before, after)
        if not games:
            return self
        moved = AttendanceTally(
            Counter(self.attended), Counter(self.suspended), dict(self.missed), dict(self.missed_ids)
        )
        moved._count(games, before, suspensions, -1)
        moved._count(games, after, suspensions, 1)
        return moved

    def up_to(self, as_of: date, season: Season, suspensions: tuple[Suspension, ...]) -> AttendanceTally:
        """The tally of the games up to `as_of` (`attendance(..., as_of)`): this one, `season`'s, with the results
        dated after it taken out (seldom any: a result is entered on its game's day or after)."""
        ordered = season.games_in_order()  # kept with the season value: the games after `as_of` found by halving
        later = [g for g in ordered[bisect_right(ordered, as_of, key=lambda g: g.date) :] if g.status == "final"]
        return self.with_changes(((g, None) for g in later), season, suspensions) if later else self

    def _count(self, games: Iterable[Game], season: Season, suspensions: tuple[Suspension, ...], sign: int) -> None:
        touched: dict[str, list[tuple[date, str, str]]] = {}
        last: tuple[Game | None, tuple[date, str, str]] = (None, (date.min, "", ""))  # one key for a game's players
        for game, pid, cell in _cells(games, season, suspensions):
            if cell == PRESENT:
                self.attended[pid] += sign
            elif cell == SUSPENDED:
                self.suspended[pid] += sign
            elif cell == ABSENT:
                if last[0] is not game:  # a big season's missed games were 6 MiB of equal keys, one per player
                    last = (game, game.sort_key)
                touched.setdefault(pid, []).append(last[1])
        for pid, keys in touched.items():  # each player's list sorted once, however many games moved it
            kept, gone = self.missed.get(pid, ()), frozenset(keys)
            merged = sorted((*kept, *keys)) if sign > 0 else [k for k in kept if k not in gone]
            self.missed[pid] = tuple(merged)
            self.missed_ids[pid] = tuple(key[-1] for key in merged)

    def rows(self, season: Season, rulebook: Rulebook, as_of: date | None) -> tuple[AttendanceRow, ...]:
        """Every player's row, as `attendance(season, rulebook, as_of)` gives it when this is the tally up to
        `as_of` (`up_to`)."""
        rosters = Rosters(season)
        end = as_of or end_of_records(season)
        limit = rulebook.attendance.droppable_after_misses
        rows = []
        for p in season.players:
            missed = self.missed_ids.get(p.id, ())
            rows.append(
                AttendanceRow(
                    p.id,
                    rosters.team_of(p.id, end),
                    self.attended[p.id],
                    len(missed),
                    self.suspended[p.id],
                    len(missed) > limit,
                    missed,
                )
            )
        return tuple(rows)


def marks_attendance(game: Game) -> bool:
    """A final regular-season game: the only kind whose cells the tally counts (one not final is not yet played)."""
    return game.stage == "regular" and game.status == "final"


def _cells(
    games: Iterable[Game], season: Season, suspensions: tuple[Suspension, ...]
) -> Iterator[tuple[Game, str, str]]:
    """(game, player, cell) for each final regular-season game's rostered players of each of its teams."""
    rosters: Rosters | None = None
    players = {p.id for p in season.players}
    deadline = season.dates.roster_deadline
    on_day: dict[tuple[str, date], tuple[str, ...]] = {}  # a team's roster once per game day, not once per game
    for game in games:
        if not marks_attendance(game):
            continue  # a game not final marks no one (`game_cells`: not yet played)
        rosters = rosters or Rosters(season)
        for team in game.teams:
            if (team, game.date) not in on_day:
                on_day[team, game.date] = tuple(p for p in rosters.roster(team, game.date) if p in players)
            roster = on_day[team, game.date]
            for pid, cell in zip(roster, game_cells(team, game, roster, season, deadline, suspensions), strict=True):
                yield game, pid, cell


def roster_moves_reach(before: Season, after: Season) -> tuple[Game, ...]:
    """The final regular-season games of `after` (whose games are `before`'s) where a team's roster of registered
    players may differ from `before`'s: those of a team a changed player was ever on, from the first date any
    changed player's moves differ (every date when a starting team differs)."""
    old, new = registered_moves(before), registered_moves(after)
    teams: set[str] = set()
    since: date | None = date.max
    for pid in old.keys() | new.keys():
        was, now = old.get(pid), new.get(pid)
        if was == now:
            continue
        teams.update(team for _, team in (*(was or ()), *(now or ())) if team is not None)
        day = first_move_difference(was or (), now or ())
        since = None if day is None or since is None else min(since, day)
    return tuple(
        g for g in after.games if marks_attendance(g) and (since is None or g.date >= since) and teams & set(g.teams)
    )
