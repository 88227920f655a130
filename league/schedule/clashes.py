"""Clashes in the schedule: a team playing two games at once, a room or the ice booked twice at one time.

A game holds the ice and its two rooms for its slot (the rulebook's `schedule.slot_minutes`, 75 for
Gray) from its time: games 75 minutes apart follow each other, 74 minutes apart they overlap. A
cancelled game frees its slot, and so does a postponed one: it waits for a new date, and until it is
moved and scheduled again it holds no ice (moving it back checks the slot it takes then). The Gray
rulebook has no rule on clashes, so a clash cites "schedule". Every path that writes a game (add,
move, round robin, CSV, season file) reads these functions, so they all refuse the same clash in the
same words.

A team twice on one night (19:00 and 20:15) breaks no rule, so it is never refused: it is a warning the
schedule asks about before saving and `rinkbook check` lists (`same_night`, `season_same_nights`).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from league.rules.rulebook import ScheduleRules
from league.season.errors import Problem
from league.season.values import Game, Season

RULE = "schedule"  # no rule of the Gray text covers it: the committee's schedule does
OCCUPYING = ("scheduled", "final")  # cancelled and postponed games hold no slot


@dataclass(frozen=True, slots=True)
class Clash:
    """`game` (the new, moved or later-listed one) overlaps `other`: `kind` is team, room or ice, `what`
    the team code or the room number (empty for the ice)."""

    game: Game
    other: Game
    kind: str
    what: str

    def sentence(self, names: Mapping[str, str] | None = None) -> str:
        """ "R07 Black v Red at 20:15 on 2002-10-06 overlaps R05 Red v Blue at 20:15: Red would play two
        games at once" (team names from `names`, codes where it has none)."""
        names = names or {}
        g, o = self.game, self.other
        when = f"at {o.time}" if o.date == g.date else f"at {o.time} on {o.date.isoformat()}"
        head = (
            f"{g.id} {_teams(g, names)} at {g.time} on {g.date.isoformat()} overlaps {o.id} {_teams(o, names)} {when}"
        )
        if self.kind == "team":
            return f"{head}: {names.get(self.what, self.what)} would play two games at once"
        if self.kind == "room":
            return f"{head}: room {self.what} would be booked twice"
        return f"{head}: the ice would be booked twice"

    def problem(self, path: str, names: Mapping[str, str] | None = None) -> Problem:
        """The clash as a refusal at `path`."""
        return Problem(path, RULE, self.sentence(names))


def _teams(game: Game, names: Mapping[str, str]) -> str:
    return f"{names.get(game.home, game.home)} v {names.get(game.away, game.away)}"


def _start(game: Game) -> int:
    """The game's start in minutes from day one of the calendar, so two starts compare by subtraction."""
    hours, minutes = (int(part) for part in game.time.split(":")[:2])
    return game.date.toordinal() * 1440 + hours * 60 + minutes


def clash_fields(game: Game) -> tuple[object, ...]:
    """What the clashes read of a game (`season_clashes`, `Clash.sentence`): two games equal here clash alike."""
    return (game.id, game.date, game.time, game.home, game.away, game.rooms, occupies(game))


def occupies(game: Game) -> bool:
    """Whether the game holds its slot: a scheduled or final one does, a cancelled or postponed one not."""
    return game.status in OCCUPYING


def clash_between(game: Game, other: Game, rules: ScheduleRules) -> Clash | None:
    """How `game` clashes with `other` (a team first, then a room, then the ice), or None when it does not."""
    if game.id == other.id or not (occupies(game) and occupies(other)):
        return None
    if abs(_start(game) - _start(other)) >= rules.slot_minutes:
        return None
    return _overlapping(game, other, rules)


def _overlapping(game: Game, other: Game, rules: ScheduleRules) -> Clash | None:
    """What two games whose slots overlap share: a team, a room, or the one sheet of ice (None with more)."""
    team = next((t for t in game.teams if t and t in other.teams), None)
    if team is not None:
        return Clash(game, other, "team", team)
    rooms = sorted(set(game.rooms or ()) & set(other.rooms or ()))
    if rooms:
        return Clash(game, other, "room", str(rooms[0]))
    if rules.ice_sheets <= 1:
        return Clash(game, other, "ice", "")
    return None


def clash_with(game: Game, games: Sequence[Game], rules: ScheduleRules) -> Clash | None:
    """The first game of `games` (by date and time; itself left out) that `game` would clash with."""
    for other in sorted(_near(game, games), key=lambda g: g.sort_key):
        found = clash_between(game, other, rules)
        if found is not None:
            return found
    return None


def clash_in_season(game: Game, season: Season, rules: ScheduleRules) -> Clash | None:
    """`clash_with` over `season`'s games: only the days around `game`'s are looked at, found by halving the
    season's games in order (a save on a season of 30,000 games reads a few games, not every one)."""
    ordered = season.games_in_order()
    first, _, last = _days_around(game.date)
    near = ordered[bisect_left(ordered, first, key=_day) : bisect_right(ordered, last, key=_day)]
    return clash_with(game, near, rules)


def _day(game: Game) -> date:
    return game.date


def _near(game: Game, games: Sequence[Game]) -> Iterator[Game]:
    """The games on the day before, of, or after `game`: only these can overlap a slot of under a day."""
    days = set(_days_around(game.date))
    return (g for g in games if g.date in days)


def season_clashes(games: Sequence[Game], rules: ScheduleRules) -> Iterator[tuple[int, Clash]]:
    """Every game that clashes with one listed before it, as (its index, the clash), in list order: a sweep
    over the games by start time, so a file of 10,000 games is checked in one pass."""
    timed = sorted((_start(g), i) for i, g in enumerate(games) if occupies(g))
    found: dict[int, Clash] = {}
    running: list[tuple[int, int]] = []  # (start, index) of the games whose slot is still on at this start
    for start, index in timed:
        running = [r for r in running if start - r[0] < rules.slot_minutes]
        for _, other_index in running:
            later, earlier = (index, other_index) if index > other_index else (other_index, index)
            if later in found:
                continue
            clash = _overlapping(games[later], games[earlier], rules)
            if clash is not None:
                found[later] = clash
        running.append((start, index))
    yield from sorted(found.items(), key=lambda item: item[0])


def slot_is_free(
    day: date, at: str, rooms: tuple[int, int] | None, games: Sequence[Game], rules: ScheduleRules
) -> bool:
    """Whether a game at `at` on `day` in `rooms` would clash with none of `games` (a planner's question:
    no team is named yet, so only the ice and the rooms are asked)."""
    probe = Game("", "regular", day, at, "", "", rooms=rooms)
    return clash_with(probe, games, rules) is None


def first_clash(new: Sequence[Game], existing: Sequence[Game], rules: ScheduleRules) -> tuple[int, Clash] | None:
    """The first of the `new` games (its index among them, and the clash) that clashes with an `existing`
    game or an earlier new one; None when all of them fit. Games are looked up by day, so a schedule of
    thousands of games is checked in one pass."""
    by_day: dict[date, list[Game]] = {}
    for game in existing:
        by_day.setdefault(game.date, []).append(game)
    for index, game in enumerate(new):
        near = [g for day in _days_around(game.date) for g in by_day.get(day, ())]
        found = clash_with(game, near, rules)
        if found is not None:
            return index, found
        by_day.setdefault(game.date, []).append(game)
    return None


@dataclass(frozen=True, slots=True)
class SameNight:
    """`team` plays `game` and `other` on the same night: legal, and almost always a slip of a move."""

    game: Game
    other: Game
    team: str
    games: int = 2  # the team's games that day with this one

    def sentence(self, names: Mapping[str, str] | None = None) -> str:
        """ "Gold would play twice on Sun 2002-10-06: R07 Gold v Red at 20:15 and R05 Black v Gold at 19:00"."""
        names = names or {}
        g, o = self.game, self.other
        return (
            f"{names.get(self.team, self.team)} would play {_times(self.games)} on {g.date:%a %Y-%m-%d}: "
            f"{g.id} {_teams(g, names)} at {g.time} and {o.id} {_teams(o, names)} at {o.time}"
        )


def same_night(game: Game, games: Sequence[Game], rules: ScheduleRules) -> SameNight | None:
    """The first other game of `games` (by time) on `game`'s day that puts one of its teams past the rulebook's
    games a day (`ScheduleRules.team_games_a_day`), or None; cancelled and postponed games hold no night, as
    they hold no slot."""
    limit = rules.team_games_a_day
    if limit is None or not occupies(game):
        return None
    that_day = sorted((g for g in games if g.date == game.date and g.id != game.id and occupies(g)), key=_by_time)
    for team in (t for t in game.teams if t):
        others = [g for g in that_day if team in g.teams]
        if len(others) >= limit:
            return SameNight(game, others[0], team, len(others) + 1)
    return None


def season_same_nights(games: Sequence[Game], rules: ScheduleRules) -> Iterator[tuple[int, SameNight]]:
    """Every game that puts a team past the rulebook's games a day, counted in the order `games` lists them,
    as (its index, the warning naming the team's first game that day)."""
    limit = rules.team_games_a_day
    if limit is None:
        return
    listed: dict[tuple[date, str], list[int]] = {}  # (day, team) -> indexes of its games listed so far
    for index, game in enumerate(games):
        if not occupies(game):
            continue
        found = None
        for team in game.teams:
            earlier = listed.setdefault((game.date, team), [])
            if found is None and len(earlier) >= limit:
                found = SameNight(game, games[earlier[0]], team, len(earlier) + 1)
            earlier.append(index)
        if found is not None:
            yield index, found


def _by_time(game: Game) -> tuple[date, str, str]:
    return game.sort_key


def _days_around(day: date) -> tuple[date, date, date]:
    """The day before, the day and the day after: the only days a slot of under a day can overlap."""
    return day - timedelta(days=1), day, day + timedelta(days=1)


def _times(count: int) -> str:
    return "twice" if count == 2 else f"{count} games"
