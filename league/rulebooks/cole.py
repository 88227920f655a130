"""The Cole Harbour Classic (`shared/rulebooks/cole-harbour-classic.txt`) as data, read as docs/readings/cole.md says.

Blocks Gray's shape requires and Cole lacks hold neutral values (`tournament_blocks`).
"""

from league.rulebooks.tournament_blocks import (
    NEUTRAL_BLOCKS,
    tournament_game,
    tournament_penalties,
    tournament_roster,
)
from league.rules.discipline_rules import DerivedSuspensions, DisciplineRules, LateWindow, LineupRules
from league.rules.formats import STOP, ClockSegment, GameFormat, Overtime, ShootoutRules, formats_by_kind
from league.rules.infractions import COMMON_INFRACTIONS, Infraction
from league.rules.rulebook import Criterion, PointsRules, Rulebook, TournamentRules

# Cole RR 1-2: two 20-minute running periods; from 18:00 of the second, stop time while the difference is 5 or
# less; a knockout tie: one 5-minute stop-time SD overtime, then a shootout (Cole KO 4,
# docs/readings/shared.md#game-formats).
_PERIODS = ((20, True), (20, True))
_CLOCK = (ClockSegment(STOP, period=2, from_second=18 * 60, lead_at_most=5),)
_POOL = GameFormat(_PERIODS, _CLOCK)
_KNOCKOUT = GameFormat(_PERIODS, _CLOCK, overtime=Overtime(5, periods=1), shootout=True, ties_stand=False)

COLE = Rulebook(
    name="cole-harbour-classic",
    title="Cole Harbour Classic",
    points=PointsRules(  # Cole ST 1, Cole ST 2
        win=2,
        tie=1,
        loss=0,
        forfeit_winner_goals=5,
        forfeit_loser_goals=0,
        tiebreakers=(
            Criterion("wins"),
            Criterion("head_to_head_points", only_two_level=True),
            Criterion("goal_difference"),
            Criterion("goals_against", fewer_is_better=True),
            Criterion("penalty_minutes", fewer_is_better=True),
            Criterion("first_goal", fewer_is_better=True),
            Criterion("coin_toss"),
        ),
        after_split="restart",
        counts_penalty_minutes=True,  # the tables show every team's minutes
    ),
    # Cole RE 1, RE 2 and RE 5: 19 on the cutoff (by default the earliest pool game's date), elite players only in
    # division A, a change after the roster deadline needs the official's reason; the text sets no roster size.
    roster=tournament_roster(
        max_skaters=None,
        max_goalies=None,
        min_goalies=1,
        min_age=19,
        cutoff_is_first_pool_game=True,
        elite_division="A",
        late_change_needs_reason=True,
    ),
    penalties=tournament_penalties(  # Cole RR 1-2: stop time, and running time where the clock runs
        minutes=(
            ("minor", 2),
            ("double-minor", 4),
            ("major", 5),
            ("match", 5),
            ("misconduct", 10),
            ("game-misconduct", 10),
            ("gross-misconduct", 10),
        ),
        running_time_minutes=(("minor", 3), ("double-minor", 5), ("major", 7), ("match", 7), ("misconduct", 12)),
    ),
    game=tournament_game(periods=2, period_minutes=20, ties_stand=True, overtime_minutes=5),  # Cole RR 1-2, Cole KO 4
    default_age_cutoff=(12, 31),
    default_roster_deadline=(12, 31),
    source="cole-harbour-classic.txt",
    **NEUTRAL_BLOCKS,
    has_pools=True,
    citations=(  # heading and item in file order (docs/readings/shared.md#citations)
        ("roster_changes", "RE 1"),
        ("eligibility", "RE 2"),
        ("elite", "RE 5"),
        ("points", "ST 1"),
        ("tiebreakers", "ST 2"),
        ("periods", "RR 1"),
        ("running_time", "RR 2"),
        ("overtime", "KO 4"),
        ("shootout", "KO 4"),
        # "Playing Rules" by item; "Penalties and Infractions" with its "Penalty Types" by item (PT 1 the
        # major's game misconduct, PT 2 the minutes, PT 3 game misconduct, PT 4 fighting, PT 7 the
        # balance of a game); "Verbal Abuse" (VA) for the gross misconduct.
        ("lineup", "PR 1"),
        ("forfeit", "PR 3"),
        ("running_time_minutes", "PR 9"),
        ("third_penalty", "PR 14"),
        ("added_game_misconduct", "PT 1"),
        ("penalty_minutes", "PT 2"),
        ("game_misconduct", "PT 3"),
        ("fighting", "PT 4"),
        ("match_penalty", "PT 7"),
        ("gross_misconduct", "VA 1"),
        ("suspensions", "PR 4"),
        ("disqualification", "RE 3"),
        ("knockout_eligibility", "PR 2"),
    ),
    formats=formats_by_kind(pool=_POOL, knockout=_KNOCKOUT),
    # Cole PT 1's accidental high stick, which a major's added game misconduct spares, is an infraction of its own.
    infractions=COMMON_INFRACTIONS.with_added(
        Infraction("high-sticking (accidental)", ("accidental high-sticking", "accidental high stick"))
    ),
    # KO 4: 3 rounds, stop once decided; then any player, again or for the first time; goalies may shoot.
    shootout=ShootoutRules(
        rounds=3, all_shoot=False, sudden_death="anyone", goalies_shoot=True, penalty_time_blocks=False
    ),
    discipline=DisciplineRules(
        # Cole PR 14: a third penalty (a double minor two; a bench penalty and the added game misconduct nobody's)
        # ejects; a major adds a game misconduct (goalies too) except for an accidental high stick (Cole PT 1); a game
        # misconduct, match or gross misconduct ejects (docs/readings/shared.md#ejections-and-suspensions), and any
        # penalty for fighting.
        ejecting_count=3,
        ejecting_kinds=(
            ("game-misconduct", "game_misconduct"),
            ("match", "match_penalty"),
            ("gross-misconduct", "gross_misconduct"),
        ),
        ejecting_infractions=(("fighting", "fighting"),),
        adds_game_misconduct=("major",),
        adds_game_misconduct_except=("high-sticking (accidental)",),
        # Cole PR 1: 6 skaters and a goalie dressed, or a forfeit unless the official's waiver is on the sheet.
        lineup=LineupRules(min_players=7, min_skaters=6, min_goalies=1, forfeits=True, waivable=True),
        # Cole PT 3: a game misconduct (a major's added one too) in the last 10 minutes of the game, overtime
        # included, keeps him out of his team's next game; a gross misconduct is none
        # (docs/readings/cole.md#discipline); fighting, the rest of the tournament (PT 4); a gross misconduct, pending
        # review (VA 1).
        suspensions=DerivedSuspensions(
            late_window=LateWindow(kinds=(("game-misconduct", "game_misconduct"),), minutes=10, overtime=True),
            rest_of_tournament_infractions=(("fighting", "fighting"),),
            pending_review_kinds=(("gross-misconduct", "gross_misconduct"),),
        ),
    ),
    # PR 2: a player dresses for a play-off game once he played one of his team's round robin games
    # (docs/readings/shared.md#knockout-eligibility).
    tournament=TournamentRules(knockout_needs_pool_game=True),
)
