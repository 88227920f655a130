"""The season cache's checks (`store.cache.season_cache`, rules 6 and 7): a write's check of the whole season, each
game's and each season check's problems kept from the last season's where the change cannot reach them; and the
same worked out a part at a time (`SeasonChecks.problem_steps`) for the app's idle time, so the session's first
write finds them ready."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from datetime import date
from typing import Any, TypeVar

from league.checks.context import Context
from league.checks.game_change import game_change_reach
from league.checks.game_reach import attendance_reached, games_reached
from league.checks.rosters import drop_grounds_problems, droppable_rows, dropped_by_day
from league.checks.season import (
    CAPTAIN_CHECKS,
    DROP_GROUNDS_CHECK,
    SCHEDULE_CHECKS,
    SEASON_CHECKS,
    changed_games_first_problems,
    check_context,
    first_problem_parts,
    first_problems,
    first_problems_beside_games,
    game_check_inputs,
    game_problems,
    without_contacts,
)
from league.discipline.suspension_values import Suspension
from league.results.outcome import Outcome
from league.rules.rulebook import Rulebook
from league.season.errors import Problem
from league.season.values import Game, Season
from league.sheet.replay import SheetReplay
from league.turnout.attendance import AttendanceRow

Derived = TypeVar("Derived")


# More games saved than this since the checks were last worked out and rule 9 carries them no further.
_FEW_SAVES = 50


@dataclass(frozen=True)
class KeptChecks:
    """Rule 9: a season's checks (none of its first problems), carried past the games saved since: each such game
    as it was then (None: added since), and that season's suspensions."""

    games_before: Mapping[str, Game | None]
    suspensions: tuple[Suspension, ...]
    season_checks: tuple[tuple[Problem, ...], ...]
    game_problems: tuple[tuple[Problem, ...], ...]
    drop_rows: Any


class SeasonChecks(ABC):
    """The checks part of `store.cache.season_cache.SeasonCache`: what it reads of the cache, declared here."""

    season: Season
    rulebook: Rulebook
    replays: Mapping[str, SheetReplay]
    outcomes: Mapping[str, Outcome | None]
    _derived: dict[Hashable, Any]
    _previous: Any  # the last season's cache (a SeasonCache), when rules 6 and 7 may read it
    _kept_checks: KeptChecks | None = None  # rule 9's

    @property
    @abstractmethod
    def suspensions(self) -> tuple[Suspension, ...]:
        """The season's suspensions, as the cache keeps them."""

    @abstractmethod
    def derived(self, what: Hashable, make: Callable[[], Derived]) -> Derived:
        """`make()`'s value, kept by the cache under `what` for this season value."""

    @property
    def problems(self) -> tuple[Problem, ...]:
        """Every problem of the season under its rulebook: exactly `league.checks.season.check_season`'s, from the kept
        replays, outcomes and suspensions, and what rules 6 and 7 keep of the last season's checks."""
        return self.derived("problems", self._make_problems)

    def _make_problems(self) -> tuple[Problem, ...]:
        if self._carried_problems():
            found: tuple[Problem, ...] = self._derived["problems"]
            return found
        first = self.derived("first problems", self._first_problems)
        if first:
            return first
        ctx = check_context(self.season, self.rulebook, self.replays, self.suspensions, self.outcomes)
        wide = self.derived("season checks", lambda: self._season_checks(ctx))
        each_game = self.derived("game problems", lambda: self._game_problems(ctx))
        return (*(p for found in wide for p in found), *(p for found in each_game for p in found))

    def holds_checks(self) -> bool:
        """True when this cache holds its season's checks worked out (each game's and each season check's) or carries
        them past game saves (rule 9): the cache of a season made from it can keep them by rules 6 and 7."""
        return "game problems" in self._derived or self._kept_checks is not None

    def _checked_before(self, what: str) -> Any:
        """What the last season's cache kept under `what` (a check's results), when rules 6 and 7 may read it (worked
        out there first by rule 9 when it carries checks)."""
        previous = self._previous
        if previous is None:
            return None
        if what not in previous._derived:
            previous._carried_problems()
        return previous._derived.get(what)

    def checks_to_carry(self, season: Season, changed: Iterable[tuple[Game | None, Game | None]]) -> KeptChecks | None:
        """Rule 9: this season's checks (or those it carries) for the cache of `season`, this season with the games
        `changed` saved (as (old, new) pairs; none: the season made again as it was stored); None when the saves are
        not of games alone, each kept at its place or added after the last, or are many."""
        kept = self._kept_checks
        if self._derived.get("first problems") == () and {"game problems", "suspensions"} <= self._derived.keys():
            found = self._derived
            kept = KeptChecks(
                {}, found["suspensions"], found["season checks"], found["game problems"], found.get("drop rows")
            )
        pairs = list(changed)
        before = self.season
        if kept is None or any(new is None for _, new in pairs):
            return None
        count, places = len(before.games), season.place
        added = [new for old, new in pairs if old is None and new is not None]
        if len(season.games) != count + len(added) or any(places(new.id) < count for new in added):
            return None
        if any(old is not None and before.place(old.id) != places(old.id) for old, _ in pairs):
            return None
        if replace(before, games=()) != replace(season, games=()):
            return None
        games_before = {**{new.id: old for old, new in pairs if new is not None}, **kept.games_before}
        # None saved since the checks (the same season: rule 6 keeps them) or too many (a season read again).
        return replace(kept, games_before=games_before) if 0 < len(games_before) <= _FEW_SAVES else None

    def _carried_problems(self) -> bool:
        """Rule 9: `problems` worked out from the checks carried past the games saved since, when this season's are
        not worked out yet: those games' own checks again, the games their suspensions or the bracket reach, and the
        season checks that read the games (`league.checks.game_change.game_change_reach`). False when it cannot."""
        kept, season = self._kept_checks, self.season
        if "problems" in self._derived or kept is None:
            return "problems" in self._derived
        pairs = [(old, season.known_game(gid)) for gid, old in kept.games_before.items()]
        first = changed_games_first_problems(season, self.rulebook, kept.games_before)
        reach = game_change_reach(season, pairs, self.rulebook, kept.suspensions, self.suspensions)
        self._kept_checks = None  # asked once
        if first is None or reach is None:
            return False
        self._derived["first problems"] = tuple(first)
        if first:
            self._derived["problems"] = tuple(first)
            return True
        games_reached, checks = reach
        ctx = check_context(season, self.rulebook, self.replays, self.suspensions, self.outcomes)
        if DROP_GROUNDS_CHECK not in checks:
            self._keep_drop_rows(kept.drop_rows)
        wide = tuple(
            self._season_check(check, ctx) if check in checks else found
            for check, found in zip(SEASON_CHECKS, kept.season_checks, strict=True)
        )
        each_game = list(kept.game_problems) + [()] * (len(season.games) - len(kept.game_problems))
        for gid in games_reached:
            at = season.place(gid)
            each_game[at] = tuple(game_problems(ctx, at, season.games[at]))
        self._derived["season checks"], self._derived["game problems"] = wide, tuple(each_game)
        self._derived["problems"] = (*(p for f in wide for p in f), *(p for f in each_game for p in f))
        return True

    def _first_problems(self) -> tuple[Problem, ...]:
        """Rule 7: the season's texts, dates and references, beside its games when the last season had none and its
        games read the same."""
        previous = self._previous
        if previous is not None and self._checked_before("first problems") == ():
            found = first_problems_beside_games(previous.season, self.season, self.rulebook)
            if found is not None:
                return tuple(found)
        return tuple(first_problems(self.season, self.rulebook))

    def _season_checks(self, ctx: Context) -> tuple[tuple[Problem, ...], ...]:
        """Each of `SEASON_CHECKS`' problems: rule 6 keeps the last season's for a change of contact details alone,
        every check's but `CAPTAIN_CHECKS`' for a captain's, `SCHEDULE_CHECKS`' for any change beside the games and
        the teams' names; the others are worked out."""
        kept: tuple[tuple[Problem, ...], ...] | None = self._checked_before("season checks")
        if kept is None or self._previous is None:
            return tuple(self._season_check(check, ctx) for check in SEASON_CHECKS)
        before = self._previous.season
        if without_contacts(before) == without_contacts(self.season):
            self._keep_drop_rows(self._previous._derived.get("drop rows"))
            return kept
        same = game_check_inputs(before) == game_check_inputs(self.season)
        names = [(t.code, t.name) for t in self.season.teams]
        schedule = before.games == self.season.games and [(t.code, t.name) for t in before.teams] == names
        return tuple(
            found
            if (same and check not in CAPTAIN_CHECKS) or (schedule and check in SCHEDULE_CHECKS)
            else self._season_check(check, ctx)
            for check, found in zip(SEASON_CHECKS, kept, strict=True)
        )

    def _season_check(self, check: Callable[[Context], Iterable[Problem]], ctx: Context) -> tuple[Problem, ...]:
        """One season check's problems; the drop grounds' from the attendance rows rule 6 keeps."""
        if check is not DROP_GROUNDS_CHECK:
            return tuple(check(ctx))
        return tuple(drop_grounds_problems(ctx, self._drop_rows(ctx)))

    def _drop_rows(self, ctx: Context) -> dict[date, dict[str, AttendanceRow]]:
        """Rule 6: the attendance row of each player an approved drop names on its day, the last season's where his
        counts cannot differ (`league.checks.game_reach.attendance_reached`); the others counted."""
        wanted, previous = dropped_by_day(self.season), self._previous
        rows: dict[date, dict[str, AttendanceRow]] = {}
        kept = None if previous is None else previous._derived.get("drop rows")
        if kept is not None and previous is not None:
            reached = attendance_reached(previous.season, self.season, previous.suspensions, self.suspensions)
            if reached is not None:
                rows = {
                    day: {p: row for p, row in kept.get(day, {}).items() if p in players and p not in reached}
                    for day, players in wanted.items()
                }
        missing = {day: [p for p in players if p not in rows.get(day, {})] for day, players in wanted.items()}
        for day, counted in droppable_rows(ctx, missing).items():
            rows[day] = {**rows.get(day, {}), **counted}
        self._keep_drop_rows(rows)
        return rows

    def _keep_drop_rows(self, rows: dict[date, dict[str, AttendanceRow]] | None) -> None:
        if rows is not None:
            self._derived["drop rows"] = rows

    def _game_problems(self, ctx: Context) -> tuple[tuple[Problem, ...], ...]:
        """Rule 6: each game's problems, in the season's order: the last season's where the game checks read the same
        from both seasons, or for the games a change beside them cannot reach (`league.checks.game_reach`); the
        others checked."""
        previous, kept = self._previous, self._checked_before("game problems")
        games = self.season.games
        if kept is not None and previous is not None:
            if game_check_inputs(previous.season) == game_check_inputs(self.season):
                return tuple(kept)
            reached = games_reached(previous.season, self.season, previous.suspensions, self.suspensions)
            if reached is not None:
                return tuple(
                    tuple(game_problems(ctx, i, g)) if g.id in reached else found
                    for i, (g, found) in enumerate(zip(games, kept, strict=True))
                )
        return tuple(tuple(game_problems(ctx, i, g)) for i, g in enumerate(games))

    def problem_steps(self, games_a_step: int, games_read_a_step: int) -> Iterator[None]:
        """`problems` worked out a part at a time, yielding between parts (the app's idle time,
        `tui.screen_preparing`): `games_read_a_step` games' texts, then references, a part
        (`league.checks.season.first_problem_parts`), each season check, then `games_a_step` games' checks a part.
        Kept as `problems` keeps them, the same problems; in one part when rules 6 and 7 keep the last season's checks
        (a later season of the session)."""
        if self._carried_problems() or self._checked_before("game problems") is not None:
            self.derived("problems", self._make_problems)
            return
        first = list[Problem]()
        for read in first_problem_parts(self.season, self.rulebook, games_read_a_step):
            yield
            first += read
        if self.derived("first problems", lambda: tuple(first)):
            self.derived("problems", self._make_problems)
            return
        yield
        ctx = check_context(self.season, self.rulebook, self.replays, self.suspensions, self.outcomes)
        if self._checked_before("season checks") is None:  # each check afresh, one a part
            checked = list[tuple[Problem, ...]]()
            for check in SEASON_CHECKS:
                yield
                checked.append(self._season_check(check, ctx))
            self.derived("season checks", lambda: tuple(checked))
        games, found = self.season.games, list[tuple[Problem, ...]]()
        for start in range(0, len(games), games_a_step):
            yield
            part = enumerate(games[start : start + games_a_step], start)
            found.extend(tuple(game_problems(ctx, i, g)) for i, g in part)
        self.derived("game problems", lambda: tuple(found))
        self.derived("problems", self._make_problems)
