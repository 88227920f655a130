"""Gray rules 10 and 11: who attended, who missed, who may be dropped, and who may replace a dropped player.

A game's dressed list is its attendance. A player's misses are the final regular-season games of
the team he was rostered on at each game's date, dated strictly before the roster deadline, for
which that team's dressed list was recorded, in which he was not dressed for it; games he sat out
suspended are not misses. An empty dressed list is a recorded lineup: every player of the team
missed that game (a no-show). More than the rulebook's number (Gray: five) makes him droppable.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta

from league.discipline.suspensions import Suspension, season_suspensions, suspension_keeping_out
from league.rosters.balance import balance
from league.rosters.eligibility import is_eligible
from league.rosters.membership import Rosters
from league.rules.rulebook import Rulebook
from league.season.date_range import end_of_records
from league.season.values import Game, Player, Season

PRESENT, ABSENT, SUSPENDED, NOT_PLAYED, AFTER_DEADLINE, NOT_RECORDED = (
    "present",
    "absent",
    "suspended",
    "not yet played",
    "after the deadline",
    "not recorded",
)


@dataclass(frozen=True, slots=True)
class AttendanceRow:
    """One player's attendance; `team` is his team at `as_of`, or at the end of the season's records."""

    player: str
    team: str | None
    attended: int
    misses: int
    suspended: int
    droppable: bool
    missed_games: tuple[str, ...]


def attendance_cell(
    player: str, team: str, game: Game, season: Season, deadline: date, suspensions: tuple[Suspension, ...]
) -> str:
    """What one game was for one player of `team`: present, absent, suspended, not yet played ..."""
    return game_cells(team, game, (player,), season, deadline, suspensions)[0]


def game_cells(
    team: str,
    game: Game,
    players: Sequence[str],
    season: Season,
    deadline: date,
    suspensions: tuple[Suspension, ...],
) -> tuple[str, ...]:
    """What one game was for each of `players` of `team` (`attendance_cell`'s answer for each, in their
    order): the game's own facts are read once, not once per player."""
    if game.status != "final":
        return (NOT_PLAYED,) * len(players)
    dressed = frozenset(game.dressed_for(team))
    late = game.date >= deadline
    recorded = game.lineup_recorded(team)  # an empty list is recorded: everyone missed (Gray rule 10)

    def cell(player: str) -> str:
        if player in dressed:
            return PRESENT
        if late:
            return AFTER_DEADLINE
        if not recorded:
            return NOT_RECORDED
        if suspension_keeping_out(player, game, season, suspensions) is not None:
            return SUSPENDED
        return ABSENT

    return tuple(cell(p) for p in players)


@dataclass(slots=True)
class _Tally:
    """One player's counts while the games are walked."""

    attended: int = 0
    suspended: int = 0
    missed: list[str] = field(default_factory=list)


def attendance(
    season: Season,
    rulebook: Rulebook,
    as_of: date | None = None,
    suspensions: tuple[Suspension, ...] | None = None,
    players: Collection[str] | None = None,
) -> tuple[AttendanceRow, ...]:
    """Every player's attendance over the regular-season games up to `as_of` (all when None), on the
    team he was rostered on at each game's date; `team` is his team at `as_of`, or when None at the end of
    the season's records (`end_of_records`: a drop, transfer or substitute after the last game counts).
    `players`, when given, are the only rows wanted (in the season's order): only the games of the teams
    they were ever on are walked, so one team's rows cost that team's games, not the season's."""
    suspensions = season_suspensions(season, rulebook) if suspensions is None else suspensions
    rosters = Rosters(season)
    deadline = season.dates.roster_deadline
    wanted = [p for p in season.players if players is None or p.id in players]
    counts = {p.id: _Tally() for p in wanted}
    teams = None if players is None else frozenset().union(*(rosters.teams_ever(p.id) for p in wanted))
    games = sorted(
        (
            g
            for g in season.games
            if g.stage == "regular"
            and (as_of is None or g.date <= as_of)
            and (teams is None or g.home in teams or g.away in teams)
        ),
        key=lambda g: g.sort_key,
    )
    end = as_of or end_of_records(season)
    on_day: dict[tuple[str, date], tuple[str, ...]] = {}  # a team's roster once per game day, not once per game
    for game in games:
        for team in game.teams:
            if teams is not None and team not in teams:
                continue
            if (team, game.date) not in on_day:
                on_day[team, game.date] = tuple(p for p in rosters.roster(team, game.date) if p in counts)
            roster = on_day[team, game.date]
            for pid, cell in zip(roster, game_cells(team, game, roster, season, deadline, suspensions), strict=True):
                tally = counts[pid]
                if cell == PRESENT:
                    tally.attended += 1
                elif cell == ABSENT:
                    tally.missed.append(game.id)
                elif cell == SUSPENDED:
                    tally.suspended += 1
    limit = rulebook.attendance.droppable_after_misses
    return tuple(
        AttendanceRow(
            p.id,
            rosters.team_of(p.id, end),
            t.attended,
            len(t.missed),
            t.suspended,
            len(t.missed) > limit,
            tuple(t.missed),
        )
        for p in wanted
        for t in [counts[p.id]]
    )


def droppable_on(season: Season, rulebook: Rulebook, player: str, day: date) -> AttendanceRow | None:
    """The player's attendance counted up to `day`, when it makes him droppable on that day; else None."""
    (row,) = attendance(season, rulebook, as_of=day, players=(player,))
    return row if row.droppable else None


@dataclass(frozen=True, slots=True)
class Candidate:
    """An unrostered eligible player who could replace a dropped one (Gray rule 11): how close his rating is, and
    the league's spread in his group (strongest minus weakest team) with him on the team
    (docs/readings/gray.md#rosters-and-balance)."""

    player: Player
    rating_gap: int
    spread_after: float = 0.0
    spare: bool = False  # on the committee's spare list: offered before the other unrostered players


def substitute_candidates(
    season: Season, rulebook: Rulebook, dropped: str, day: date, team: str | None = None
) -> tuple[Candidate, ...]:
    """Unrostered eligible players of the dropped player's position on `day`, the committee's spares first,
    then closest rating first, each
    with the balance he would give `team` (the dropped player's team before his drop, when None)."""
    rosters = Rosters(season)
    gone = season.known_player(dropped)  # a player of the season, dropped or about to be
    cutoff = season.dates.age_cutoff
    pool = [
        p
        for p in season.players
        if p.id != dropped
        and p.position == gone.position
        and rosters.team_of(p.id, day) is None
        and p.status == "active"
        and is_eligible(p, cutoff, rulebook)
        and p.id not in season.substitute_goalies
        and not any(d.player == p.id and d.approved for d in season.drops)
    ]
    team = team or next(
        (
            rosters.team_of(dropped, d.decided_on - timedelta(days=1))
            for d in season.drops
            if d.player == dropped and d.approved and d.decided_on
        ),
        None,
    )
    at_day = {t.code: [season.known_player(pid) for pid in rosters.roster(t.code, day)] for t in season.teams}

    def spread_with(p: Player) -> float:
        if team is None:
            return 0.0
        return balance({code: [*players, p] if code == team else players for code, players in at_day.items()}).spread(
            p.position
        )

    spares = frozenset(season.spares)
    return tuple(
        Candidate(p, abs(p.rating - gone.rating), spread_with(p), p.id in spares)
        for p in sorted(pool, key=lambda p: (p.id not in spares, abs(p.rating - gone.rating), -p.rating, p.id))
    )


def grid_games(season: Season, team: str) -> tuple[Game, ...]:
    """`team`'s regular-season games as its attendance grid shows them, in order: a cancelled game is left
    out (no one could attend it, and it is no game of the team's record)."""
    return tuple(
        sorted(
            (g for g in season.games if g.stage == "regular" and team in g.teams and g.status != "cancelled"),
            key=lambda g: g.sort_key,
        )
    )


def grid_players(rosters: Rosters, team: str, games: Sequence[Game]) -> tuple[str, ...]:
    """Who the grid lists under `team`: everyone on it at its first game or joining it after. A player who
    left before the team played was never one of its players on the ice; with no game yet, everyone it had."""
    if not games:
        return rosters.ever_on(team)
    first = games[0].date
    joined_later = {m.player for m in rosters.moves if m.team == team and m.date is not None and m.date > first}
    return tuple(pid for pid in rosters.ever_on(team) if pid in joined_later or rosters.team_of(pid, first) == team)


def deadline_words(deadline: date, today: date) -> str:
    """How far the roster deadline is from `today`: "3 days left", "the last day", "closed 3 days ago"."""
    days = (deadline - today).days
    if days == 0:
        return "the last day"
    count = f"{abs(days)} day{'s' * (abs(days) != 1)}"
    return f"{count} left" if days > 0 else f"closed {count} ago"
