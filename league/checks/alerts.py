"""What the committee has to act on, as the dashboard and `rinkbook alerts` list it (docs/guide.md#alerts).

Each alert is an `Alert` value: its kind (which says what acts on it: the app maps a kind to its key),
and its words. Everything is computed from the season, the rulebook and today's date: no clock here.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

from league.checks.alert_values import ALERT_KINDS, Alert
from league.rosters.membership import Rosters
from league.rules.rulebook import Rulebook
from league.season.game_counts import GameCounts, game_counts
from league.season.values import Season
from league.standings.season_table import season_table
from league.standings.table import Standings, join_names

if TYPE_CHECKING:
    from league.bracket.engine import Bracket
    from league.discipline.suspension_values import Suspension
    from league.turnout.attendance import AttendanceRow


@dataclass(frozen=True, slots=True)
class Worked:
    """What a caller already worked out from the season value (its season cache): the table of every result,
    the suspensions, the game counts and, when given, every player's attendance up to today."""

    table: Standings
    suspensions: tuple[Suspension, ...]
    counts: GameCounts
    attendance: tuple[AttendanceRow, ...] | None = None


def season_alerts(season: Season, rulebook: Rulebook, today: date, worked: Worked | None = None) -> tuple[Alert, ...]:
    """Every alert of the season at `today`, most urgent first. The table, suspensions and
    counts are worked out once for every alert, or taken from `worked`."""
    from league.stats.goalie_competition import assignment_alerts  # alerts stay cheap to import

    if worked is None:
        worked = _worked_afresh(season, rulebook)
    table, suspensions, counts = worked.table, worked.suspensions, worked.counts
    playoffs = _bracket(season, rulebook, table, counts)
    found = [
        *champion_alerts(season, rulebook, table, counts, playoffs),
        *(Alert("coin_toss", text) for text in toss_alerts(season, table, rulebook, counts)),
        *playoff_game_alerts(season, rulebook, table, counts, playoffs),
        *missing_result_alerts(season, today, counts),
        *suspension_alerts(season, rulebook, suspensions),
        *(Alert("goalie", text) for text in assignment_alerts(season, rulebook)),
        *_attendance(season, rulebook, today, suspensions, worked.attendance),
        *(Alert("roster", text) for text in roster_alerts(season, rulebook, today)),
        Alert("deadline", deadline_text(season, today)),
    ]
    return tuple(sorted(found, key=lambda a: ALERT_KINDS.index(a.kind)))


def _worked_afresh(season: Season, rulebook: Rulebook) -> Worked:
    """The table, suspensions and counts worked out from the season alone, each final sheet replayed once for both
    (each had replayed every sheet itself): the table's outcomes count a lineup's goalie apart, and the suspensions'
    replays are those same replays wherever the season's goalies change nothing (`goalies_count`), else their own."""
    from league.discipline.suspension_sources import sheet_goalies  # alerts stay cheap to import
    from league.discipline.suspensions import season_suspensions  # alerts stay cheap to import
    from league.results.disqualification import season_goalies, season_replays
    from league.results.outcome import game_outcome
    from league.sheet.replay import goalies_count, replay_sheet

    goalies = season_goalies(season)
    finals = [g for g in season.games if g.status == "final"]
    replays = season_replays(season, rulebook, finals)
    # `regular_outcomes`'s own outcome of each regular game: `counted_outcome`'s replay with the goalies, or none.
    outcomes = {g.id: game_outcome(g, rulebook, replays.get(g.id)) for g in season.games if g.stage == "regular"}
    apart = sheet_goalies(season, rulebook)
    if apart != goalies:
        own = {g.id: replay_sheet(g, rulebook, apart) for g in finals if goalies_count(g, rulebook)}
        replays = {**replays, **own}
    table = season_table(season, rulebook, outcomes)
    return Worked(table, season_suspensions(season, rulebook, replays), game_counts(season))


def _bracket(season: Season, rulebook: Rulebook, table: Standings, counts: GameCounts) -> Bracket | None:
    """The league's playoffs as they stand, for both alerts that read them (each had worked them out itself); None
    for a rulebook without playoff series."""
    from league.bracket.engine import bracket  # the playoffs are loaded only for the alerts that need them

    return bracket(season, rulebook, table, counts=counts) if rulebook.playoffs.series else None


def champion_alerts(
    season: Season,
    rulebook: Rulebook,
    table: Standings,
    counts: GameCounts | None = None,
    playoffs: Bracket | None = None,
) -> tuple[Alert, ...]:
    """The champion, once the final series is decided (Gray rule 23); `playoffs`, the bracket where at hand."""
    from league.bracket.engine import bracket  # the playoffs are loaded only for the alerts that need them

    if not rulebook.playoffs.series:
        return ()
    if playoffs is None:
        playoffs = bracket(season, rulebook, table, counts=counts)
    final = playoffs.known(rulebook.playoffs.series[-1].id)
    if final.winner is None:
        return ()
    names = dict(table.names)
    return (
        Alert(
            "champion",
            f"Champion: {names.get(final.winner, final.winner)} "
            f"({final.state_text(names)} in the final {final.slot_id})",
        ),
    )


def toss_alerts(
    season: Season, table: Standings, rulebook: Rulebook, counts: GameCounts | None = None
) -> tuple[str, ...]:
    """A pending coin toss, once the regular season is complete (rule 19)."""
    if not (counts or game_counts(season)).regular_season_complete():
        return ()
    return tuple(
        f"Coin toss pending for {join_names(table.name(t) for t in group)} ({rulebook.cite('tiebreakers')}): "
        "record the order it gave"
        for group in table.coin_toss_pending
    )


def playoff_game_alerts(
    season: Season,
    rulebook: Rulebook,
    table: Standings,
    counts: GameCounts | None = None,
    playoffs: Bracket | None = None,
) -> tuple[Alert, ...]:
    """A series whose teams are known and that needs a game no one has scheduled yet (Gray rules 20-22);
    `playoffs`, the bracket where at hand."""
    from league.bracket.engine import bracket

    counts = counts or game_counts(season)
    b = bracket(season, rulebook, table, counts=counts) if playoffs is None else playoffs
    if not b.fixed:
        return ()
    alerts, playoff = [], counts.playoff.values()
    for state in b.slots:
        n = state.next_game
        if n is None or any(
            g.series == state.slot_id and g.no == n.no and g.status in ("scheduled", "postponed") for g in playoff
        ):
            continue
        alerts.append(
            Alert(
                "playoff_game",
                f"Playoff game to schedule: {state.slot_id} game {n.no}, "
                f"{season.team_name(n.home)} (home) v {season.team_name(n.away)}",
            )
        )
    return tuple(alerts)


def missing_result_alerts(season: Season, today: date, counts: GameCounts | None = None) -> tuple[Alert, ...]:
    """Games whose date has passed that are still only scheduled: their sheet is waiting."""
    waiting = (counts or game_counts(season)).scheduled.values()
    late = sorted((g for g in waiting if g.date < today), key=lambda g: g.sort_key)
    return tuple(
        Alert(
            "missing_result",
            f"No result yet: {g.id} {season.team_name(g.home)} v {season.team_name(g.away)} on {g.date.isoformat()}",
        )
        for g in late
    )


def suspension_alerts(
    season: Season, rulebook: Rulebook, suspensions: tuple[Suspension, ...] | None = None
) -> tuple[Alert, ...]:
    """Each suspended player, his team and the games he has left to serve (Gray rule 5)."""
    from league.discipline.suspensions import season_suspensions, still_to_serve

    known = season_suspensions(season, rulebook) if suspensions is None else suspensions
    alerts = []
    for s, team in still_to_serve(season, known):
        # a tournament's, until the committee sets its length (docs/readings/shared.md#ejections-and-suspensions)
        if s.pending_review:
            left = "his games until the committee's review"
        elif s.remaining is None:
            left = "the rest of the tournament" if s.rule is not None else "the rest of the season"
        else:
            left = f"{s.remaining} more game{'s' * (s.remaining != 1)}"
        where = f" of {season.team_name(team)}" if team else ""
        rule = s.rule or rulebook.cite("suspension")  # a tournament's names its own rule or ruling
        who = player_name(season, s.player)
        alerts.append(Alert("suspension", f"Suspended: {who}{where} sits out {left} ({rule})"))
    return tuple(alerts)


def player_name(season: Season, pid: str) -> str:
    """A player as the committee knows him: "Ann Lee (RED1)", or the id alone when unknown."""
    player = season.player(pid)
    return f"{player.name} ({pid})" if player is not None else pid


def roster_alerts(season: Season, rulebook: Rulebook, today: date) -> tuple[str, ...]:
    """Roster problems at today's date: too few goalies, or too few skaters to dress a lineup (Gray rules 2 and 6).

    A short roster is one that cannot dress a legal lineup with everyone there: its skaters and a goalie
    (`min_skaters_with_goalie`), or more skaters without one (`min_skaters_without_goalie`). An alert, never a
    refusal, since a draft starts from empty teams.
    """
    rosters = Rosters(season).teams_at(today)
    alerts = []
    for team in season.teams:
        players = [season.player(pid) for pid in rosters.get(team.code, ())]
        goalies = sum(1 for p in players if p is not None and p.position == "G")
        skaters = len(players) - goalies
        if goalies < rulebook.roster.min_goalies:
            alerts.append(
                f"{team.name} has {goalies} goalie{'s' * (goalies != 1)} "
                f"({rulebook.cite('rosters')}: at least {rulebook.roster.min_goalies})"
            )
        if skaters < rulebook.roster.min_skaters:  # Coors 1.1: fewer than 10 skaters
            alerts.append(
                f"{team.name} has {skaters} skater{'s' * (skaters != 1)} "
                f"({rulebook.cite('rosters')}: at least {rulebook.roster.min_skaters})"
            )
        elif not _dresses_a_lineup(skaters, goalies, rulebook):
            start = rulebook.game
            alerts.append(
                f"{team.name} has {skaters} skater{'s' * (skaters != 1)}: too few to dress a lineup "
                f"({rulebook.cite('game_start')}: {start.min_skaters_with_goalie} skaters and a goalie, or "
                f"{start.min_skaters_without_goalie} skaters)"
            )
    return tuple(alerts)


def _dresses_a_lineup(skaters: int, goalies: int, rulebook: Rulebook) -> bool:
    """Whether a roster can start a game with everyone there: its skaters and a goalie, or without a goalie
    enough skaters to put one more on the ice (Gray rule 6, as the sheet's lineup check reads it)."""
    start = rulebook.game
    return skaters >= start.min_skaters_without_goalie or (goalies > 0 and skaters >= start.min_skaters_with_goalie)


def attendance_alerts(season: Season, rulebook: Rulebook, today: date) -> tuple[str, ...]:
    """Gray rule 10 reminders before the deadline: drop requests waiting, droppable players, players one miss away."""
    return tuple(a.text for a in _attendance(season, rulebook, today))


def _attendance(
    season: Season,
    rulebook: Rulebook,
    today: date,
    suspensions: tuple[Suspension, ...] | None = None,
    worked: tuple[AttendanceRow, ...] | None = None,
) -> tuple[Alert, ...]:
    from league.turnout.attendance import attendance  # alerts stay cheap to import for the other checks

    if today >= season.dates.roster_deadline:
        return ()
    limit = rulebook.attendance.droppable_after_misses
    waiting = [player_name(season, d.player) for d in season.drops if d.approved is None]
    decided = {d.player for d in season.drops}
    alerts = (
        [
            Alert(
                "drop_request",
                f"Drop request waiting for the committee: {', '.join(waiting)} ({rulebook.cite('drops')})",
            )
        ]
        if waiting
        else []
    )
    every = attendance(season, rulebook, as_of=today, suspensions=suspensions) if worked is None else worked
    rows = [r for r in every if r.team and r.player not in decided]
    droppable = [player_name(season, r.player) for r in rows if r.droppable]
    close = [player_name(season, r.player) for r in rows if r.misses == limit]
    if droppable:
        alerts.append(
            Alert(
                "droppable", f"Droppable (more than {limit} misses): {', '.join(droppable)} ({rulebook.cite('drops')})"
            )
        )
    if close:
        alerts.append(Alert("one_miss", f"One miss from droppable: {', '.join(close)} ({rulebook.cite('drops')})"))
    return tuple(alerts)


def deadline_text(season: Season, today: date) -> str:
    """The roster deadline as a reminder: in N days, today, or passed (Gray rules 10 and 11)."""
    deadline = season.dates.roster_deadline
    days = (deadline - today).days
    if days > 1:
        return f"Roster deadline {deadline.isoformat()}: in {days} days (drops and substitutes close then)"
    if days == 1:
        return f"Roster deadline {deadline.isoformat()}: tomorrow (drops and substitutes close then)"
    if days == 0:
        return f"Roster deadline {deadline.isoformat()}: today is the last day for drops and substitutes"
    return f"Roster deadline {deadline.isoformat()} has passed: no more drops or substitutes"
