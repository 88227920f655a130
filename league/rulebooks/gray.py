"""The Gray league's rules (`shared/rulebooks/gray-league.txt`, revised 10/31/02) as data.

Each field cites the rule it comes from; docs/readings/gray.md gives the committee's reading where the
text leaves a choice.
"""

from league.rules.bracket_templates import SEEDED_PLAYOFFS, seeded_slots
from league.rules.formats import RUNNING, ClockSegment, GameFormat, Overtime, formats_by_kind
from league.rules.infractions import COMMON_INFRACTIONS
from league.rules.rulebook import (
    LAPSE_AT_FINAL_SERIES,
    NTH_GAME_MISCONDUCT,
    AttendanceRules,
    Criterion,
    FeeRules,
    GameRules,
    Officials,
    PenaltyRules,
    PlayoffRules,
    PointsRules,
    RosterRules,
    Rulebook,
    ScheduleRules,
    ShiftRules,
    SuspensionRules,
)

# Three 15-minute stop-time periods; running time from a 10-goal lead for the rest of the game (Gray rules 13 and 14);
# a regular game's tie stands, a playoff game goes to sudden-death 15-minute periods until a goal (Gray rule 23).
# The numbers are written once: the game rules below and the formats read them.
_PERIOD_COUNT, _PERIOD_MINUTES, _RUNNING_LEAD, _OVERTIME_MINUTES = 3, 15, 10, 15
_PERIODS = ((_PERIOD_MINUTES, False),) * _PERIOD_COUNT
_CLOCK = (ClockSegment(RUNNING, lead_at_least=_RUNNING_LEAD, sticky=True),)
_REGULAR = GameFormat(_PERIODS, _CLOCK)
_PLAYOFF = GameFormat(_PERIODS, _CLOCK, overtime=Overtime(_OVERTIME_MINUTES, periods=None), ties_stand=False)

# Rule 15: the league supplies two referees (the home team pays each) and a scorekeeper for each game.
_REFEREES = 2

# Gray's rules by what each is about: the only place a Gray rule number is written for users.
GRAY_CITATIONS = (
    ("eligibility", "rule 1"),
    ("rosters", "rule 2"),
    ("scoring", "rule 3"),
    ("infractions", "rule 3"),
    ("penalty_count", "rule 4"),
    ("suspension", "rule 5"),
    ("game_start", "rule 6"),
    ("shifts", "rule 9"),
    ("drops", "rule 10"),
    ("substitutes", "rule 11"),
    ("drops_and_substitutes", "rules 10-11"),
    ("periods", "rule 13"),
    ("running_time", "rule 14"),
    ("fees", "rule 15"),
    ("officials", "rule 15"),
    ("signature", "rule 16"),
    ("mercy", "rule 17"),
    ("substitute_goalie", "rule 18"),
    ("points", "rule 19"),
    ("tiebreakers", "rule 19"),
    ("playoff_bracket", "rule 20"),
    ("playoff_series", "rule 21"),
    ("playoffs", "rules 20-23"),
    ("overtime", "rule 23"),
    ("rooms", "rule 24"),
    # The rulebook view's sections that gather several rules.
    ("eligibility_and_goalies", "rules 1, 18"),
    ("game_and_clock", "rules 6, 13, 14, 17, 23"),
    ("attendance_drops_substitutes", "rules 10, 11"),
    ("playoff_format", "rules 20-22"),
)

GRAY = Rulebook(
    name="gray",
    title="Gray League",
    points=PointsRules(  # rule 19
        win=2,
        tie=1,
        loss=0,
        forfeit_winner_goals=1,
        forfeit_loser_goals=0,
        tiebreakers=(
            Criterion("head_to_head_points"),
            Criterion("head_to_head_goals"),
            Criterion("goals_for"),
            Criterion("goal_difference"),
            Criterion("wins"),
            Criterion("coin_toss"),
        ),
        after_split="restart",
    ),
    roster=RosterRules(  # rules 1, 2, 18
        teams=6,
        max_skaters=13,
        max_goalies=2,
        min_goalies=1,
        min_skaters_per_group=1,  # the committee's reading: a transfer never empties forwards or defence
        min_age=22,
        excluded_classes=("D",),
        substitute_goalie_from_any_roster=True,
        substitute_goalie_from_official_list=True,
    ),
    penalties=PenaltyRules(  # rule 4, penalty minutes by rule 14
        counted_weight=(("minor", 1), ("double-minor", 2), ("major", 1)),
        bench_penalties_count=False,
        equipment_penalties_count=False,
        player_misconduct_at=4,
        player_game_misconduct_at=5,
        team_forfeit_at=10,
        coincidental_minor_exempt_from=10,
        player_warnings=(3, 4, 5),
        team_warnings=(8, 9, 10),
        minutes=(
            ("minor", 2),
            ("double-minor", 4),
            ("major", 5),
            ("misconduct", 10),
            ("game-misconduct", 10),
            ("match", 10),
        ),
        running_time_minutes=(("minor", 3), ("double-minor", 6)),
        automatic_game_misconduct_infractions=("fighting",),
        game_misconduct_kinds=("game-misconduct", "match"),
    ),
    suspensions=SuspensionRules(  # rule 5
        games_by_count=((1, 1), (3, 6), (4, None)),
        max_game_misconducts_per_game=1,
        served_in_playoffs=True,
        served_one_after_another=True,
        nth_counts=NTH_GAME_MISCONDUCT,
        lapses_at=LAPSE_AT_FINAL_SERIES,
    ),
    game=GameRules(  # rules 6, 13, 14, 17, 23
        periods=_PERIOD_COUNT,
        period_minutes=_PERIOD_MINUTES,
        min_skaters_with_goalie=5,
        min_skaters_without_goalie=6,
        grace_minutes=15,
        late_start_penalty_kind="minor",
        late_start_penalty_infraction="delay of game",
        late_goalie_costs_timeout=True,
        running_time_lead=_RUNNING_LEAD,
        mercy_lead=10,
        mercy_from_period_end=2,
        regular_season_ties=True,
        playoff_overtime_minutes=_OVERTIME_MINUTES,
    ),
    fees=FeeRules(referees=_REFEREES, referee_fee_cents=3000, scorekeeper_fee_cents=1500),  # rule 15
    attendance=AttendanceRules(  # rules 10, 11
        droppable_after_misses=5,
        drops_allowed_after_deadline=False,
        substitutes_allowed_after_deadline=False,
    ),
    playoffs=PlayoffRules(  # rules 19-22
        direct_qualifiers=3,
        series=seeded_slots(SEEDED_PLAYOFFS),
    ),
    default_age_cutoff=(12, 31),
    default_roster_deadline=(12, 31),
    on_ice_rules=(3, 7, 8, 12),
    source="gray-league.txt",
    # The committee's ice: one sheet, booked in 75-minute slots (19:00, 20:15, 21:30), two rooms a game.
    schedule=ScheduleRules(slot_minutes=75, ice_sheets=1),
    shifts=ShiftRules(forwards=(1, 3), defence=(1, 2)),  # rule 9 as the committee reads it (Gray rule 9)
    citations=GRAY_CITATIONS,
    formats=formats_by_kind(pool=_REGULAR, knockout=_PLAYOFF),  # rules 13, 14, 17, 23
    officials=Officials(("Referee",) * _REFEREES + ("Scorekeeper",)),  # rule 15
    infractions=COMMON_INFRACTIONS,  # rule 3: USA Hockey's rules, the fighting of rule 5 among them
)
