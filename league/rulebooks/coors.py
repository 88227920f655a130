"""The Coors Cup (`shared/rulebooks/coors-cup.txt`) as data: points and tiebreakers as docs/readings/coors.md reads
them.

Blocks Gray's shape requires and Coors lacks hold neutral values (`tournament_blocks`).
"""

from datetime import date

from league.rulebooks.tournament_blocks import (
    NEUTRAL_BLOCKS,
    tournament_game,
    tournament_penalties,
    tournament_roster,
)
from league.rules.discipline_rules import DerivedSuspensions, DisciplineRules, LateWindow
from league.rules.formats import RUNNING, ClockSegment, GameFormat, Overtime, ShootoutRules, formats_by_kind
from league.rules.infractions import COMMON_INFRACTIONS
from league.rules.rulebook import Criterion, Officials, PointsRules, Rulebook, TournamentRules

# Coors 5.1.1-5.1.2: 15- and 15-minute running periods, a 12-minute stop-time third (the final's is 15), running from
# 7:00 of the third while a team leads by 3 or more; a knockout tie: one 5-minute stop-time SD overtime,
# then a shootout (docs/readings/shared.md#game-formats).
_CLOCK = (ClockSegment(RUNNING, period=3, from_second=7 * 60, lead_at_least=3),)
_OVERTIME = Overtime(5, periods=1)
_POOL = GameFormat(((15, True), (15, True), (12, False)), _CLOCK)
_KNOCKOUT = GameFormat(_POOL.periods, _CLOCK, overtime=_OVERTIME, shootout=True, ties_stand=False)
_FINAL = GameFormat(((15, True), (15, True), (15, False)), _CLOCK, overtime=_OVERTIME, shootout=True, ties_stand=False)

COORS = Rulebook(
    name="coors-cup",
    title="Coors Cup",
    points=PointsRules(  # Coors 5.1.3, Coors 3.1.10, Coors 6.1
        win=2,
        tie=1,
        loss=0,
        forfeit_winner_goals=3,
        forfeit_loser_goals=0,
        period_points=(2, 1, 0),
        forfeit_period_goals=(1, 0),
        tiebreakers=(
            Criterion("head_to_head_wins"),
            Criterion("head_to_head_points"),
            Criterion("goals_for"),
            Criterion("goals_against", fewer_is_better=True),
            Criterion("penalty_minutes", fewer_is_better=True),
            Criterion("coin_toss"),
        ),
        after_split="restart",
        counts_penalty_minutes=True,  # the tables show every team's minutes
    ),
    # Coors 1.1, 2.3 and 2.5: 10 to 15 skaters and 1 or 2 goalies (more refused, fewer an alert), 18 on the cutoff (by
    # default September 5, 2009), a change after the roster deadline needs the committee's reason.
    roster=tournament_roster(
        max_skaters=15,
        max_goalies=2,
        min_goalies=1,
        min_age=18,
        min_skaters=10,
        default_cutoff=date(2009, 9, 5),
        late_change_needs_reason=True,
    ),
    # Coors 4.2-4.3's minutes (misconduct, game misconduct and match 10).
    penalties=tournament_penalties(),
    # Coors 5.1.1: three periods; the 12-minute third and the clock segments are the game formats' part.
    game=tournament_game(periods=3, period_minutes=15, ties_stand=True, overtime_minutes=5),
    default_age_cutoff=(9, 5),
    default_roster_deadline=(9, 5),
    source="coors-cup.txt",
    **NEUTRAL_BLOCKS,
    has_pools=True,
    citations=(  # the text's own numbers (docs/readings/shared.md#citations)
        ("rosters", "rule 1.1"),
        ("same_person", "rule 1.6"),
        ("roster_changes", "rule 2.3"),
        ("eligibility", "rule 2.5"),
        ("points", "rule 5.1.3"),
        ("tiebreakers", "rule 6.1"),
        ("penalty_count", "rule 4.6"),
        ("periods", "rule 5.1.1"),
        ("running_time", "rule 5.1.2"),
        ("overtime", "rule 5.2.2"),
        ("shootout", "rule 5.2.2"),
        ("penalty_minutes", "rules 4.2-4.3"),
        ("third_penalty", "rule 4.6"),
        ("misconduct", "rule 4.4"),
        ("match_penalty", "rule 4.5"),
        ("gross_misconduct", "rule 4.8"),
        ("suspensions", "rule 4.8"),
        ("team_misconducts", "rule 4.7"),
        ("forfeit", "rule 3.1.10"),
        ("disqualification", "rule 3.1.11"),
        ("knockout_eligibility", "rule 3.1.8"),
        ("bracket", "rule 3.1.1"),
        ("officials", "rule 9.2"),
    ),
    formats=formats_by_kind(pool=_POOL, knockout=_KNOCKOUT, final=_FINAL),
    infractions=COMMON_INFRACTIONS,
    # docs/readings/shared.md#shootouts: 5 rounds, stop once decided; nobody twice before every eligible teammate;
    # goalies never.
    shootout=ShootoutRules(
        rounds=5, all_shoot=False, sudden_death="fresh", goalies_shoot=False, penalty_time_blocks=False
    ),
    # Coors 4.4-4.7: a third penalty (every penalty one, a double minor two, a bench penalty nobody's) ejects, and so
    # does a misconduct, game misconduct or match penalty; a team's third different player with one of
    # these forfeits the game there (posted 3-0, 1-0 a period: Coors 3.1.10). Gross misconduct: Coors 4.8.
    discipline=DisciplineRules(
        ejecting_count=3,
        ejecting_kinds=(
            ("misconduct", "misconduct"),
            ("game-misconduct", "misconduct"),
            ("match", "match_penalty"),
            ("gross-misconduct", "gross_misconduct"),
        ),
        team_forfeit_players=3,
        team_forfeit_kinds=("misconduct", "game-misconduct", "match"),
        # Coors 4.4 and 4.5: one in the last two minutes of regulation (from 10:00 of the 12-minute third,
        # 13:00 of a division final's 15) also keeps him out of his team's next game; never in overtime.
        suspensions=DerivedSuspensions(
            late_window=LateWindow(
                kinds=(("misconduct", "misconduct"), ("game-misconduct", "misconduct"), ("match", "match_penalty")),
                minutes=2,
            ),
        ),
    ),
    # Coors 3.1.11: a disqualification forfeits every game; docs/readings/shared.md#knockout-eligibility: pool games
    # make a player knockout-eligible, the injured exempt (rule 3.1.8); Coors 3.1.1: every pool place gets a knockout
    # game, 3 pool games at least.
    tournament=TournamentRules(
        disqualification_voids_every_game=True,
        knockout_needs_pool_game=True,
        knockout_exempt_statuses=("injured",),
        every_place_in_bracket=True,
        min_pool_games=3,
    ),
    # Rule 9.2: two referees, and for a divisional championship game (a division's final) one referee and
    # two linesmen; the text names no scorekeeper.
    officials=Officials(("Referee", "Referee"), by_kind=(("final", ("Referee", "Linesman", "Linesman")),)),
)
