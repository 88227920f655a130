"""Prime Expo Boulder (`shared/rulebooks/prime-expo-boulder.txt`) as data: points, posted score and
tiebreakers as docs/readings/prime.md reads them. Blocks Gray's shape requires and Prime lacks hold neutral values."""

from league.rulebooks.tournament_blocks import (
    NEUTRAL_BLOCKS,
    tournament_game,
    tournament_penalties,
    tournament_roster,
)
from league.rules.discipline_rules import DisciplineRules
from league.rules.formats import RUNNING, ClockSegment, GameFormat, Overtime, ShootoutRules, formats_by_kind
from league.rules.infractions import COMMON_INFRACTIONS
from league.rules.rulebook import Criterion, PointsRules, Rulebook

# Prime TR 5, Prime GF 2: three 15-minute stop-time periods, running in the third from a 5-goal lead until it is 2 or
# less. docs/readings/shared.md#game-formats: a pool tie goes to a shootout; play-in, quarter- and semi-finals first
# play one 5-minute SD overtime; third-place, consolation and placement games go to the shootout at once; a final plays
# 5-minute SD overtime periods until a goal and never a shootout.
_PERIODS = ((15, False), (15, False), (15, False))
_CLOCK = (ClockSegment(RUNNING, period=3, lead_at_least=5, ends_at_lead=2),)
_POOL = GameFormat(_PERIODS, _CLOCK, shootout=True, ties_stand=False)
_KNOCKOUT = GameFormat(_PERIODS, _CLOCK, overtime=Overtime(5, periods=1), shootout=True, ties_stand=False)
_FINAL = GameFormat(_PERIODS, _CLOCK, overtime=Overtime(5, periods=None), ties_stand=False)

PRIME = Rulebook(
    name="prime-expo-boulder",
    title="Prime Expo Boulder",
    points=PointsRules(  # Prime SR 1, Prime SR 2, Prime TB
        win=3,
        tie=1,  # never earned: a pool game never ends tied, a tie goes to its shootout (Prime TR 4)
        loss=0,
        shootout_win=2,
        shootout_loss=1,
        forfeit_winner_goals=1,
        forfeit_loser_goals=0,
        posted_difference_cap=7,
        tiebreakers=(
            Criterion("head_to_head_points", only_two_level=True),
            Criterion("goal_quotient"),
            Criterion("goals_against", fewer_is_better=True),
            Criterion("goals_for"),
            Criterion("fastest_goal", fewer_is_better=True),
            Criterion("coin_toss"),
        ),
        after_split="reapply",
        counts_penalty_minutes=True,  # the tables show every team's minutes
    ),
    roster=tournament_roster(max_skaters=None, max_goalies=None, min_goalies=0, min_age=0),  # the text sets none
    # Prime TR 2: minor 2; the rest the defaults of docs/readings/shared.md#ejections-and-suspensions
    penalties=tournament_penalties(),
    # Prime GF 2, docs/readings/shared.md#game-formats
    game=tournament_game(periods=3, period_minutes=15, ties_stand=False, overtime_minutes=5),
    default_age_cutoff=(12, 31),
    default_roster_deadline=(12, 31),
    source="prime-expo-boulder.txt",
    **NEUTRAL_BLOCKS,
    has_pools=True,
    citations=(  # heading and item in file order (docs/readings/shared.md#citations)
        ("points", "SR 1"),
        ("tiebreakers", "TB"),
        ("periods", "GF 2"),
        ("running_time", "TR 5"),
        ("overtime", "KS 1"),
        ("shootout", "SO 1"),
    ),
    infractions=COMMON_INFRACTIONS,
    formats=formats_by_kind(
        pool=_POOL, knockout=_KNOCKOUT, third_place=_POOL, consolation=_POOL, placement=_POOL, final=_FINAL
    ),
    # SO 1: 3 rounds, stop once decided; then new players until the opponent has used all of his; no
    # goalie, nobody with penalty time left (docs/readings/shared.md#shootouts).
    shootout=ShootoutRules(
        rounds=3, all_shoot=False, sudden_death="fresh-until-spent", goalies_shoot=False, penalty_time_blocks=True
    ),
    # docs/readings/prime.md#discipline: a game misconduct or match penalty ejects for that game (the text itself has no
    # such rule, so a refusal names the rulebook); a gross misconduct too
    # (docs/readings/shared.md#ejections-and-suspensions).
    discipline=DisciplineRules(
        ejecting_kinds=(
            ("game-misconduct", "game_misconduct"),
            ("match", "match_penalty"),
            ("gross-misconduct", "gross_misconduct"),
        ),
    ),
)
