"""Shift fairness (Gray rule 9): counts, spreads, double shifts and who is owed a shift.

A team's shifts in a game are numbered 1, 2, 3 ... in the order they happened, both groups in one
sequence. Stop-time shifts (the captain's discretion) keep their numbers but are skipped by every
check here, as if they had not been played: they add to no count, they neither reset nor lengthen
anyone's sitting, and they are never a group's "previous shift". Groups are by roster position
(forwards F, defence D); goalies are left out.

A player out of the game (`league.sheet.bench_outs`: ejected, serving a major or a misconduct, injured) sits
none of the shifts he is out for: his sitting count stands still, he is never "waiting" in the
double-shift check, he is not owed the next change while out, and a group's spread leaves out anyone
who was out for any of its shifts (the shifts he missed are none he could take).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any

from league.rules.rulebook import Rulebook, ShiftRules
from league.season.values import SHIFT_GROUPS, Game, Season, Shift
from league.sheet.bench_outs import Absence, absences, mark_served, out_at
from league.sheet.replay import SheetReplay


@dataclass(frozen=True, slots=True)
class DoubleShift:
    """One violation: `player` was on his group's previous shift and on shift number `shift` while
    `waiting` (dressed players of the group who had sat two or more of its shifts) were not on it."""

    game: str
    team: str
    shift: int
    player: str
    group: str
    waiting: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class BenchPlayer:
    """A dressed skater's shifts so far (stop time left out), how many of his group's latest shifts he sat,
    and why he is out of the game for the next change ("" when he is not)."""

    player: str
    group: str
    shifts: int
    sitting: int
    out: str = ""


@dataclass(frozen=True, slots=True)
class GroupTally:
    """One group of a team in one game: its dressed players (sheet order), the spread and who is owed."""

    group: str
    players: tuple[BenchPlayer, ...]
    spread: int  # among the players out of the game for none of its shifts
    # The group's dressed players not out of the game, by longest sitting, then fewest shifts (then sheet order).
    owed: tuple[str, ...]

    def player(self, pid: str) -> BenchPlayer | None:
        """The tally of `pid`, or None when he is not dressed in this group."""
        return next((p for p in self.players if p.player == pid), None)


@dataclass(frozen=True, slots=True)
class TeamGame:
    """Gray rule 9 for one team in one game, as of its last recorded shift."""

    game: str
    team: str
    groups: tuple[GroupTally, ...]
    violations: tuple[DoubleShift, ...]
    recorded: int  # shifts recorded, stop time included: the next shift's number is recorded + 1

    def group(self, group: str) -> GroupTally:
        """The tally of group `group` (F or D)."""
        return next(g for g in self.groups if g.group == group)


def dressed_groups(dressed: Iterable[str], position: Mapping[str, str]) -> dict[str, tuple[str, ...]]:
    """The dressed players of each group (F, D) by roster position, in sheet order; goalies left out."""
    players = tuple(dressed)
    return {g: tuple(p for p in players if position.get(p) == g) for g in SHIFT_GROUPS}


def positions(season: Season) -> dict[str, str]:
    """Every registered player's roster position (F, D or G), the key of the groups."""
    return {p.id: p.position for p in season.players}


NOBODY_OUT: Mapping[str, str] = MappingProxyType({})


def tally(
    game_id: str,
    team: str,
    shifts: Iterable[Shift],
    groups: Mapping[str, tuple[str, ...]],
    out: Iterable[Absence] = (),
    shared: dict[Any, Any] | None = None,
) -> TeamGame:
    """Counts, spreads, double shifts and sitting for a team's shifts, given each group's dressed players and
    the stretches of shifts players were out of the game for (`league.sheet.bench_outs`); `shared`, given by
    a caller tallying many games, holds one of each equal player's tally (and list of teammates waiting),
    which the tallies then share."""
    members = {g: groups.get(g, ()) for g in SHIFT_GROUPS}
    counts = {p: 0 for ps in members.values() for p in ps}
    sitting = dict.fromkeys(counts, 0)
    away = tuple(out)
    missed: set[str] = set()
    previous: dict[str, frozenset[str]] = {}
    violations: list[DoubleShift] = []
    number = 0
    for number, shift in enumerate(shifts, 1):
        if shift.stop_time or shift.group not in members:
            continue
        # Most games have nobody out: no stretch is looked through then (a team's season is some 240,000 shifts).
        on, absent = frozenset(shift.players), out_at(away, number) if away else NOBODY_OUT
        if absent:
            missed.update(p for p in absent if p not in on)
        waiting = tuple(p for p in members[shift.group] if sitting[p] >= 2 and p not in on and p not in absent)
        if waiting:
            waiting = waiting if shared is None else shared.setdefault(waiting, waiting)
            violations += [
                DoubleShift(game_id, team, number, p, shift.group, waiting)
                for p in shift.players
                if p in previous.get(shift.group, ())
            ]
        for p in members[shift.group]:
            sitting[p] = 0 if p in on else sitting[p] if p in absent else sitting[p] + 1
        for p in on & counts.keys():
            counts[p] += 1
        previous[shift.group] = on
    now = out_at(away, number + 1)
    bench = {} if shared is None else shared
    groups_now = tuple(_group(g, members[g], counts, sitting, now, missed | now.keys(), bench) for g in SHIFT_GROUPS)
    return TeamGame(game_id, team, groups_now, tuple(violations), number)


def _group(
    group: str,
    players: tuple[str, ...],
    counts: dict[str, int],
    sitting: dict[str, int],
    out: dict[str, str],
    missed: set[str],
    shared: dict[Any, Any],
) -> GroupTally:
    shifts = [counts[p] for p in players if p not in missed]
    spread = max(shifts) - min(shifts) if shifts else 0
    order = {p: i for i, p in enumerate(players)}
    owed = tuple(sorted((p for p in players if p not in out), key=lambda p: (-sitting[p], counts[p], order[p])))
    made = (BenchPlayer(p, group, counts[p], sitting[p], out.get(p, "")) for p in players)
    bench = tuple(shared.setdefault(b, b) for b in made)
    return GroupTally(group, bench, spread, owed)


def team_game(
    game: Game,
    team: str,
    position: Mapping[str, str],
    rulebook: Rulebook,
    shared: dict[Any, Any] | None = None,
    replay: SheetReplay | None = None,
) -> TeamGame:
    """Gray rule 9 for `team` in `game`: its dressed forwards and defence, its recorded shifts, and who was out of
    the game for which of them (the sheet's replay and the bench's marks, `league.sheet.bench_outs`); `shared`
    as `tally` takes it; `replay`: the sheet's, when the caller holds it."""
    groups = dressed_groups(game.dressed_for(team), position)
    return tally(game.id, team, game.shifts_for(team), groups, absences(game, team, rulebook, replay), shared)


def double_shifts_if(
    game: Game, team: str, position: Mapping[str, str], shift: Shift, rulebook: Rulebook
) -> tuple[DoubleShift, ...]:
    """The double shifts recording `shift` next would make (the bench tracker warns before it records)."""
    after = team_game(with_shift(game, team, shift, rulebook), team, position, rulebook)
    number = len(game.shifts_for(team)) + 1
    return tuple(v for v in after.violations if v.shift == number)


def with_shift(game: Game, team: str, shift: Shift, rulebook: Rulebook | None = None) -> Game:
    """`game` with `shift` recorded as `team`'s next change; with the rulebook, the majors and misconducts
    not placed yet are marked served from here (`league.sheet.bench_outs.mark_served`), as the bench records."""
    marked = mark_served(game, team, rulebook) if rulebook is not None else game
    return _with_shifts(marked, team, (*game.shifts_for(team), shift))


def without_last_shift(game: Game, team: str) -> Game:
    """`game` with `team`'s last recorded change taken back (unchanged when it has none)."""
    return _with_shifts(game, team, game.shifts_for(team)[:-1])


def _with_shifts(game: Game, team: str, shifts: tuple[Shift, ...]) -> Game:
    others = tuple((code, s) for code, s in game.shifts if code != team)
    mine = ((team, shifts),) if shifts else ()
    order = {code: i for i, code in enumerate(game.teams)}  # home first, as the sheet lists them
    return replace(game, shifts=tuple(sorted(others + mine, key=lambda pair: order.get(pair[0], 2))))


def shift_size_problem(shift: Shift, rules: ShiftRules) -> str | None:
    """Why a shift's size breaks the rulebook (or names a player twice); None when it is fine."""
    if len(set(shift.players)) < len(shift.players):
        return "a shift names each player once"
    fewest, most = rules.size_range(shift.group)
    if not fewest <= len(shift.players) <= most:
        name = "forwards" if shift.group == "F" else "defencemen"
        return f"a {shift.group} shift sends out {fewest} to {most} {name}, not {len(shift.players)}"
    return None


@dataclass(frozen=True, slots=True)
class SeasonPlayer:
    """A skater's season for one team: shifts over its final games he was dressed in (Gray rule 9)."""

    player: str
    group: str
    shifts: int
    games: int  # final games of the team he was dressed for it in
    tracked: int  # of those, games with shift records for the team

    @property
    def average(self) -> float:
        """Shifts per game with shift records (games without records would only say "unknown")."""
        return self.shifts / self.tracked if self.tracked else 0.0


@dataclass(frozen=True, slots=True)
class GameSpread:
    """What a team's season shows of one game: its shifts recorded, each group's spread, its double shifts."""

    game: str
    recorded: int
    forwards: int  # the F group's spread
    defence: int  # the D group's spread
    doubles: int  # double shifts

    @staticmethod
    def of(tally: TeamGame) -> GameSpread:
        return GameSpread(
            tally.game, tally.recorded, tally.group("F").spread, tally.group("D").spread, len(tally.violations)
        )


@dataclass(frozen=True, slots=True)
class SeasonFairness:
    """Gray rule 9 for a team's season: per player totals, each group's largest single-game spread, every violation."""

    team: str
    players: tuple[SeasonPlayer, ...]  # forwards, then defence, each by id
    spreads: tuple[tuple[str, int], ...]  # per group: the largest spread of any single game
    violations: tuple[DoubleShift, ...]
    rows: tuple[GameSpread, ...]  # each final game's figures, in date order

    def spread(self, group: str) -> int:
        """The group's season spread: its largest spread in any single final game (0 with none)."""
        return dict(self.spreads).get(group, 0)


@dataclass(frozen=True, slots=True)
class GameFairness:
    """What a team's season takes from one of its final games (`season_fairness_of`): its row, its double shifts,
    and each dressed skater's shifts, by group."""

    row: GameSpread
    violations: tuple[DoubleShift, ...]
    counts: tuple[tuple[str, str, int], ...]  # (group, player, shifts) of each dressed skater, sheet order

    @staticmethod
    def of(tally: TeamGame, shared: dict[Any, Any] | None = None) -> GameFairness:
        """A final game's `team_game` tally as its team's season counts it (`shared`: one of each equal count, as
        `tally` takes it): a caller may keep it while the game, the positions and the rulebook stay the same."""
        made = ((group.group, p.player, p.shifts) for group in tally.groups for p in group.players)
        counts = tuple(made) if shared is None else tuple(shared.setdefault(c, c) for c in made)
        return GameFairness(GameSpread.of(tally), tally.violations, counts)


def final_games(season: Season, team: str) -> list[Game]:
    """`team`'s final games (regular season and playoffs), in date order: the games its season's report counts."""
    return sorted((g for g in season.games if g.status == "final" and team in g.teams), key=lambda g: g.sort_key)


def season_fairness_of(team: str, games: Iterable[GameFairness]) -> SeasonFairness:
    """Gray rule 9 over `team`'s final games, each as `GameFairness.of` gives it, in date order."""
    rows: list[GameSpread] = []
    violations: list[DoubleShift] = []
    spreads = dict.fromkeys(SHIFT_GROUPS, 0)
    totals: dict[tuple[str, str], list[int]] = {}
    for game in games:
        row = game.row
        rows.append(row)
        violations += game.violations
        spreads["F"], spreads["D"] = max(spreads["F"], row.forwards), max(spreads["D"], row.defence)
        tracked = 1 if row.recorded else 0
        for group, player, shifts in game.counts:
            total = totals.get((group, player))
            if total is None:
                total = totals[group, player] = [0, 0, 0]
            total[0] += shifts
            total[1] += 1
            total[2] += tracked
    players = tuple(
        SeasonPlayer(pid, group, *row)
        for (group, pid), row in sorted(totals.items(), key=lambda item: (SHIFT_GROUPS.index(item[0][0]), item[0][1]))
    )
    return SeasonFairness(team, players, tuple(spreads.items()), tuple(violations), tuple(rows))


def season_fairness(
    season: Season, team: str, rulebook: Rulebook, replays: Mapping[str, SheetReplay] | None = None
) -> SeasonFairness:
    """Gray rule 9 over `team`'s final games (regular season and playoffs): players since moved away included.
    Each game's tally is not kept, only its figures (`rows`): a team's thousands of games held at once were most
    of the shift report's memory at 30,000 games (docs/performance.md: memory); `team_game` tallies one.
    `replays`: the season's sheets already replayed (the app's season cache), so that no sheet is replayed again:
    at 30,000 games replaying a team's sheets for who was out of each was over half of the report's time."""
    position = positions(season)
    shared: dict[Any, Any] = {}  # a team's thousands of games: equal waiting teammates made one
    figures = (
        GameFairness.of(team_game(g, team, position, rulebook, shared, None if replays is None else replays.get(g.id)))
        for g in final_games(season, team)
    )
    return season_fairness_of(team, figures)


def owed_first(tally: TeamGame, group: str, rulebook: Rulebook) -> tuple[str, ...]:
    """The players owed the group's next change: the first of the owed order, as many as a change sends out.

    Nobody is owed before anyone of the group has sat a shift (at the start every order is a tie); a player
    out of the game is owed nothing.
    """
    players = tally.group(group)
    if not any(p.sitting for p in players.players):
        return ()
    return players.owed[: rulebook.shifts.size_range(group)[1]]
