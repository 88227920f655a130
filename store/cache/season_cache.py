"""What the rules work out from one season value, kept for speed outside the rules core: the one cache.

`league` is plain functions of plain values; at 10,000 games replaying every sheet costs half a second, and
the save check, the dashboard and the big screens each need every replay. So one `SeasonCache` per open
league file (`store.file.connection.Store.season_cache`) holds, for exactly one season value and its rulebook:

- each game's replay (`league.sheet.replay.replay_sheet` with the season's goalies) and outcome
  (`league.results.outcome.game_outcome` of that replay);
- the season's suspensions, its standings table and its game counts, worked out when first asked;
- anything else a screen works out from the whole season (`derived`), by name.

The rule when the season changes (a save, a reload, another window's commit): a cache is made for the new
season value from the last one, and

1. a game's replay and outcome are kept exactly when the new season holds an equal game (the same object
   after a save, an equal value after a reload) under the same rulebook and the same goalies; every other
   game's are worked out again as the cache is made;
2. everything season-wide (suspensions and who may dress, the table, the counts, the screens' derivations)
   is kept when the new season value equals the last one whole (a season read back just as it was saved),
   and otherwise worked out again when asked, from the kept replays and outcomes; except
3. the game counts, and the standings' tally (each team's record and the head-to-head pairs over the counted
   regular-season outcomes) when no disqualification forfeits a game of either season and the team codes are
   the same: these are moved from the last season's by the games that changed (each counted out with its old
   outcome and in with its new one), and the table is ranked again from the tally;
4. the attendance tally (`league.turnout.attendance_tally`: what the roster-deadline alerts read at today), when the
   rosters (each registered player's roster moves), the deadline and the suspensions are the same and every changed
   game kept its place in the season's order (a result, a sheet's entry) or marks no one and no suspension names it
   (a game added to the schedule or moved, not final): moved by the
   changed games' cells the same way, from the last tally counted, carried through the caches made since (each
   keeps it and the ids of the games changed); and when only roster moves changed (same games, deadline and
   suspensions), moved by the games those moves reach (`AttendanceTally.with_rosters_of`);
5. the suspensions, when the games changed since the last season's (whose suspensions were worked out) can neither
   give nor serve one (`league.discipline.suspension_reach`: a result entered for teams none of whose players is
   serving): kept as they were;
6. every game's check results (`league.checks.season.games_problems`), when the two seasons differ only where no
   game check reads (`league.checks.season.game_check_inputs`: a player's contact details, a team's captain), and
   each season check's that reads neither (all of them when only contact details changed): kept as they were;
   and of a change beside the games (a registration, a roster move), every game's but those it can reach
   (`league.checks.game_reach`: the games dressing a player whose registration, moves or suspensions changed);
   and the drop grounds' attendance row of each dropped player the change cannot reach
   (`league.checks.game_reach.attendance_reached`). The checks live in `store.cache.season_checks`, which also works
   them out a part at a time for the app's idle time (`SeasonCache.problem_steps`);
7. the texts, dates and references of the games (`league.checks.season.first_problems_beside_games`), when the last
   season had no such problem and the games, team codes and player ids are the same: none, not gone through again.
8. what a screen works out from one game (`store.cache.game_figures`: a team's shift fairness in each final game),
   kept with the game's replay (rule 1) while the players' positions are the same; the season summed again;
9. the checks of rules 6 and 7 (none of the texts, dates or references failing), carried past saves of games alone
   (a result, a game moved or added; each game at its place or added after the last; at most 50 games), from cache
   to cache, each game saved kept as it was (`store.cache.season_checks.KeptChecks`): when first asked, the saved
   games' texts, dates and references (`league.checks.season.changed_games_first_problems`), then their own checks,
   the checks of the games their suspensions or the bracket reach and the season checks that read the games
   (`league.checks.game_change.game_change_reach`: the clashes only for a game moved or added, the drops' grounds
   only for a save before a drop's decision), every other game's and season check's kept. A write that checks its
   change otherwise (a transfer) works its season's checks out by rules 6 and 7 (`SeasonCache.next_checked`) when
   the last cache held them, so a game save never does.

Nothing is updated in place, and nothing is keyed by an object's identity: a cache answers for its own
season value only (`season_cache` makes a new one for any other), so no answer can be stale.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import replace
from datetime import date
from typing import Any, TypeVar

from league.checks.alert_values import Alert
from league.checks.alerts import Worked, season_alerts
from league.discipline.suspension_reach import suspensions_unchanged
from league.discipline.suspension_values import Suspension
from league.discipline.suspensions import season_suspensions
from league.results.disqualification import season_goalies
from league.results.outcome import Outcome, game_outcome
from league.rules.rulebook import Rulebook
from league.season.game_counts import GameCounts
from league.season.values import Game, Season
from league.sheet.replay import SheetReplay, replay_sheet
from league.standings.season_table import TableTally
from league.standings.table import Standings
from league.turnout.attendance import AttendanceRow
from league.turnout.attendance_tally import AttendanceTally
from store.cache.game_figures import GameFigures, kept_positions
from store.cache.season_checks import SeasonChecks
from store.cache.tally_base import TallyBase

Derived = TypeVar("Derived")
# More games changed than this (a season read again after another window's many changes) and the counts and the
# tally are counted afresh: moving them game by game would cost more.
_FEW_CHANGES = 50


class SeasonCache(SeasonChecks):
    """What the rules work out from `season` under `rulebook`, each made once (the rule: module docstring)."""

    def __init__(
        self,
        season: Season,
        rulebook: Rulebook,
        previous: SeasonCache | None = None,
        only: Iterable[str] | None = None,
    ):
        self.season, self.rulebook = season, rulebook
        self.goalies = season_goalies(season)
        self._replays: dict[str, SheetReplay] = {}
        self._outcomes: dict[str, Outcome | None] = {}
        self._derived: dict[Hashable, Any] = {}
        # One of each equal penalty-minutes entry of the replays (`replay_sheet`'s `shared`), kept from cache to cache
        # while replays are (below): a cache that keeps none starts its own.
        self._shared: dict[Any, Any] = {}
        self._previous: SeasonCache | None = None  # the cache rules 3 and 4 move the counts and the tallies from
        self._changed: tuple[tuple[Game | None, Game | None], ...] = ()
        moved_by: tuple[tuple[Game | None, Game | None], ...] | None = None  # how rule 4's tally moves from previous
        kept = previous is not None and previous.rulebook == rulebook and previous.goalies == self.goalies
        replayed: tuple[tuple[Game | None, Game | None], ...] = ()
        if previous is not None and kept:
            self._keep_unchanged_games(previous, only)
            if self._replays:  # else another season, or every game changed: the last entries are no replay's now
                self._shared = previous._shared
            replayed = self._changed  # the games whose replays are missing (none: the dicts are shared)
            if previous.season == season:  # rule 2: the same value whole (the tuples compare item by identity first)
                self._derived = dict(previous._derived)
                self._previous, self._changed = previous._previous, previous._changed  # what it would move by
                moved_by = ()
            elif len(self._changed) <= _FEW_CHANGES:
                self._previous, moved_by = previous, self._changed
            # Only the newest cache moves by rules 3 and 4: an older one asked later counts afresh (no chain kept).
            previous._previous = None
        # Rule 9: the checks carried past a save of games alone.
        self._kept_checks = previous.checks_to_carry(season, replayed) if previous is not None and kept else None
        # Every game's, at once: the table needs every final game's outcome, the suspensions every replay. Made from a
        # cache, only the changed games' are missing (a save's one game, not a walk over every game).
        missing = season.games if not kept else tuple(new for _, new in replayed if new is not None)
        for game in missing:
            if game.id not in self._replays:
                replay = self._replays[game.id] = replay_sheet(game, rulebook, self.goalies, self._shared)
                self._outcomes[game.id] = game_outcome(game, rulebook, replay)
        # Rule 8: each game's figures kept with its replay while the players' positions are the same.
        same = previous is not None and kept and kept_positions(previous, self)
        changed_ids = {game.id for pair in replayed for game in pair if game is not None}
        self.game_figures: GameFigures = GameFigures(previous.game_figures if same and previous else None, changed_ids)
        self.replays: Mapping[str, SheetReplay] = self._replays
        self.outcomes: Mapping[str, Outcome | None] = self._outcomes
        # Rule 4's starting point, carried through the seasons no one shows (a scorer's entries): the last tally
        # counted and the games changed since, so the dashboard shown next moves it by them all.
        self._tally_base = previous._base_moved_by(moved_by) if previous is not None and moved_by is not None else None

    def _keep_unchanged_games(self, previous: SeasonCache, only: Iterable[str] | None) -> None:
        """Rule 1: the replays and outcomes of the games this season holds equal to `previous`'s (and the games
        that changed, as (old, new) pairs, None for a game added or gone); `only`: the ids of the only games that
        may differ (the rest are not compared)."""
        before, games = previous.season, self.season.games
        changed: list[tuple[Game | None, Game | None]]
        if only is not None:  # a save: it knows the games it wrote
            found = ((before.game(gid), self.season.game(gid)) for gid in dict.fromkeys(only))
            changed = [(old, new) for old, new in found if old is not new and old != new]
        elif len(before.games) == len(games):  # a save or a reload: the same games in the same places, most the same
            pairs = zip(before.games, games, strict=True)
            moved = [(old, new) for old, new in pairs if old is not new and (old.id != new.id or old != new)]
            changed = [(before.game(new.id), new) for _, new in moved]
            changed += [(old, None) for old, _ in moved if self.season.game(old.id) is None]
        else:
            changed = [(before.game(g.id), g) for g in games if (old := before.game(g.id)) is None or old != g]
            changed += [(g, None) for g in before.games if self.season.game(g.id) is None]
        self._changed = tuple(changed)
        if not changed:  # nothing to replay: the dicts are shared (neither is ever written once its cache is made)
            self._replays, self._outcomes = previous._replays, previous._outcomes
            return
        self._replays, self._outcomes = dict(previous._replays), dict(previous._outcomes)
        for old, new in changed:
            for game in (old, new):
                if game is not None:
                    self._replays.pop(game.id, None)
                    self._outcomes.pop(game.id, None)

    def next(self, season: Season, rulebook: Rulebook | None = None, only: Iterable[str] | None = None) -> SeasonCache:
        """The cache of `season` (the one after a save, or read again), made from this one by the rule. `only`: the
        ids of the only games `season` may hold otherwise than this cache's (a save's games; None: any game may)."""
        return SeasonCache(season, rulebook if rulebook is not None else self.rulebook, self, only)

    def next_checked(self, season: Season) -> SeasonCache:
        """The cache of `season`, a write that checked its change otherwise (a transfer), with `season`'s checks worked
        out now by rules 6 and 7 when this cache holds its own (or carries them, rule 9): the write pays for them,
        and rule 9 carries them past the game saves after it, which never work a season's checks out."""
        made = self.next(season)
        if self.holds_checks():
            made.derived("problems", made._make_problems)
        return made

    def derived(self, what: Hashable, make: Callable[[], Derived]) -> Derived:
        """`make()` worked out once for this season value: `what` names it, arguments included (a screen's
        season-wide derivation, shown again without working it out again)."""
        if what not in self._derived:
            self._derived[what] = make()
        found: Derived = self._derived[what]
        return found

    @property
    def suspensions(self) -> tuple[Suspension, ...]:
        """The season's suspensions (`league.discipline.suspensions.season_suspensions`) from the kept replays: rule 5,
        else worked out."""
        return self.derived("suspensions", self._make_suspensions)

    def _make_suspensions(self) -> tuple[Suspension, ...]:
        """Rule 5: the last season's suspensions when the changed games can neither give nor serve one; else worked
        out from the kept replays."""
        previous = self._previous
        if previous is not None and "suspensions" in previous._derived:
            kept: tuple[Suspension, ...] = previous._derived["suspensions"]
            replays = (previous.replays, self.replays)
            if suspensions_unchanged(previous.season, self.season, self._changed, self.rulebook, replays, kept):
                return kept
        return season_suspensions(self.season, self.rulebook, self.replays)

    @property
    def table(self) -> Standings:
        """The standings of every regular-season result entered (`league.standings.season_table`), from the kept
        outcomes."""
        return self.derived("table", lambda: self._tally().table(self.season, self.rulebook))

    def _tally(self) -> TableTally:
        return self.derived("tally", self._make_tally)

    def _make_tally(self) -> TableTally:
        """Rule 3: the last season's tally moved by the changed games, where it may be; else counted."""
        previous, season = self._previous, self.season
        # The tally reads the teams' codes alone (the names are the table's, ranked again): a captain named keeps it.
        codes = previous is not None and [t.code for t in previous.season.teams] == [t.code for t in season.teams]
        movable = previous is not None and "tally" in previous._derived and codes
        if previous is None or not movable or season.disqualifications or previous.season.disqualifications:
            return TableTally.of(season, self.rulebook, self.outcomes)
        changes = tuple(
            (old, previous.outcomes[old.id] if old else None, new, self.outcomes[new.id] if new else None)
            for old, new in self._changed
        )
        return previous._tally().with_changes(changes, self.rulebook)

    @property
    def counts(self) -> GameCounts:
        """The season's game counts (`league.season.game_counts`): rule 3, else counted."""
        previous = self._previous
        if previous is not None and "counts" in previous._derived:
            return self.derived("counts", lambda: previous.counts.with_changes(self._changed))
        return self.derived("counts", lambda: GameCounts.of(self.season))

    def attendance(self, as_of: date) -> tuple[AttendanceRow, ...]:
        """Every player's attendance up to `as_of` (`league.turnout.attendance.attendance`), from the tally: rule 4."""
        return self.derived(
            ("attendance", as_of),
            lambda: (
                self._attendance_tally()
                .up_to(as_of, self.season, self.suspensions)
                .rows(self.season, self.rulebook, as_of)
            ),
        )

    def counted_attendance(self, as_of: date) -> tuple[AttendanceRow, ...] | None:
        """`attendance(as_of)` when its tally is counted or moves from the last one's (the alerts count it before
        the roster deadline), else None: one team's rows are then its own games' walk, not every team's."""
        counted = "attendance tally" in self._derived or self._tally_base is not None
        return self.attendance(as_of) if counted else None

    def alerts(self, today: date) -> tuple[Alert, ...]:
        """Every alert of the season at `today`, most urgent first (`league.checks.alerts.season_alerts`), from the
        kept table, suspensions, counts and attendance: what the dashboard shows, and what a save keeps in the
        file for the next start's first frame (`store.file.alert_stamps`), worked out once for both."""

        def worked_out() -> tuple[Alert, ...]:
            # Every player's attendance only before the roster deadline (after it no alert reads it).
            rows = self.attendance(today) if today < self.season.dates.roster_deadline else None
            worked = Worked(self.table, self.suspensions, self.counts, rows)
            return season_alerts(self.season, self.rulebook, today, worked)

        return self.derived(("alerts", today), worked_out)

    def _attendance_tally(self) -> AttendanceTally:
        return self.derived("attendance tally", self._make_attendance_tally)

    def _make_attendance_tally(self) -> AttendanceTally:
        """Rule 4: the last season's tally moved by the changed games, where it may be; else counted."""
        moved = self._moved_attendance_tally()
        return moved if moved is not None else AttendanceTally.of(self.season, self.suspensions)

    def _moved_attendance_tally(self) -> AttendanceTally | None:
        base = self._tally_base
        return None if base is None else base.moved_to(self.season, self.suspensions)

    def _base_moved_by(self, changed: tuple[tuple[Game | None, Game | None], ...]) -> TallyBase | None:
        """The tally a cache made from this one by `changed` may move from: this one's when counted, else the one
        this cache carries; None when none is, or too many games changed since."""
        if "attendance tally" in self._derived and "suspensions" in self._derived:
            base = TallyBase(self.season, self._derived["attendance tally"], self._derived["suspensions"], frozenset())
        elif self._tally_base is not None:
            base = self._tally_base
        else:
            return None
        ids = base.changed.union(game.id for pair in changed for game in pair if game is not None)
        return replace(base, changed=ids) if len(ids) <= _FEW_CHANGES else None
