"""What the four tournament rulebooks (docs/readings/shared.md) share where the Rulebook shape is Gray's.

Gray's automation is Gray's rulebook data and a tournament applies none of it, and
the Gray-only blocks (fees, drops and substitutes, shift fairness, the draft) are absent. The shape
still asks for those blocks, so a tournament holds neutral values (`NEUTRAL_BLOCKS`: a count no game
reaches, no fees, no suspension ladder) and says it lacks the Gray-only blocks (`Rulebook.lacks`):
their screens and commands say so. Its own rules (discipline, rosters, formats) are its own data.
"""

from typing import Any, TypedDict

from league.rules.rulebook import (
    GRAY_ONLY_BLOCKS,
    AttendanceRules,
    FeeRules,
    GameRules,
    PenaltyRules,
    PlayoffRules,
    RosterRules,
    ScheduleRules,
    SuspensionRules,
)

# A count no game or season reaches: the Gray rule that would apply at it never does.
NEVER = 1_000_000

# Penalty minutes where a rulebook gives none (docs/readings/shared.md#ejections-and-suspensions).
DEFAULT_MINUTES = (
    ("minor", 2),
    ("double-minor", 4),
    ("major", 5),
    ("misconduct", 10),
    ("game-misconduct", 10),
    ("match", 10),
    ("gross-misconduct", 10),
)

NO_FEES = FeeRules(referees=0, referee_fee_cents=0, scorekeeper_fee_cents=0)
NO_DROPS = AttendanceRules(
    droppable_after_misses=NEVER, drops_allowed_after_deadline=False, substitutes_allowed_after_deadline=False
)
# No Gray rule 5 ladder: a tournament's suspensions are its own rules' and the committee's
# (docs/readings/shared.md#ejections-and-suspensions).
NO_SUSPENSION_LADDER = SuspensionRules(games_by_count=(), max_game_misconducts_per_game=1, served_in_playoffs=True)
# A tournament's bracket is its own (docs/readings/shared.md#pools-and-the-bracket), not seeds from the rulebook.
NO_SERIES = PlayoffRules(direct_qualifiers=0, series=())
# The texts name no number of ice sheets: games at one time are the organisers' (the example events
# play two at once); a team's two games at one time and a room booked twice are still refused. A team plays
# several games a day: a second one that day is no slip.
NO_ICE_LIMIT = ScheduleRules(slot_minutes=75, ice_sheets=NEVER, team_games_a_day=None)


class NeutralBlocks(TypedDict):
    suspensions: SuspensionRules
    fees: FeeRules
    attendance: AttendanceRules
    playoffs: PlayoffRules
    on_ice_rules: tuple[int, ...]
    schedule: ScheduleRules
    lacks: frozenset[str]


# Every block of Gray's shape a tournament lacks, as one set of keywords for its `Rulebook(...)`: no
# suspension ladder, fees, drops, series or ice limit, no on-ice rule list, and the Gray-only blocks
# marked lacking (their screens and commands say so).
NEUTRAL_BLOCKS = NeutralBlocks(
    suspensions=NO_SUSPENSION_LADDER,
    fees=NO_FEES,
    attendance=NO_DROPS,
    playoffs=NO_SERIES,
    on_ice_rules=(),
    schedule=NO_ICE_LIMIT,
    lacks=GRAY_ONLY_BLOCKS,
)


def tournament_penalties(
    minutes: tuple[tuple[str, int], ...] = DEFAULT_MINUTES, running_time_minutes: tuple[tuple[str, int], ...] = ()
) -> PenaltyRules:
    """Penalty minutes for the records and the criteria; none of Gray rule 4's counting, warnings or forfeits."""
    return PenaltyRules(
        counted_weight=(("minor", 1), ("double-minor", 2), ("major", 1)),
        bench_penalties_count=False,
        equipment_penalties_count=True,
        player_misconduct_at=NEVER,
        player_game_misconduct_at=NEVER,
        team_forfeit_at=NEVER,
        coincidental_minor_exempt_from=NEVER,
        player_warnings=(),
        team_warnings=(),
        minutes=minutes,
        running_time_minutes=running_time_minutes,
        automatic_game_misconduct_infractions=(),
        game_misconduct_kinds=("game-misconduct", "match", "gross-misconduct"),
    )


def tournament_game(periods: int, period_minutes: int, ties_stand: bool, overtime_minutes: int) -> GameRules:
    """Periods and overtime; no Gray rule 6 late starts and no Gray rules 13 and 14 clock (the game formats replace
    them)."""
    return GameRules(
        periods=periods,
        period_minutes=period_minutes,
        min_skaters_with_goalie=0,
        min_skaters_without_goalie=0,
        grace_minutes=NEVER,
        late_start_penalty_kind="minor",
        late_start_penalty_infraction="delay of game",
        late_goalie_costs_timeout=False,
        running_time_lead=NEVER,
        mercy_lead=NEVER,
        mercy_from_period_end=0,
        regular_season_ties=ties_stand,
        playoff_overtime_minutes=overtime_minutes,
    )


def tournament_roster(
    max_skaters: int | None, max_goalies: int | None, min_goalies: int, min_age: int, **rules: Any
) -> RosterRules:
    """Roster limits and age, with the tournament's own roster rules (`rules`: RosterRules' later fields);
    no fixed team count (the pools decide), no excluded class, no substitute goalies."""
    return RosterRules(
        teams=None,
        max_skaters=max_skaters,
        max_goalies=max_goalies,
        min_goalies=min_goalies,
        min_skaters_per_group=0,
        min_age=min_age,
        excluded_classes=(),
        substitute_goalie_from_any_roster=False,
        substitute_goalie_from_official_list=False,
        **rules,
    )
