"""3-on-3 half ice (`shared/rulebooks/three-on-three-half-ice.txt`) as data, read as docs/readings/three-on-three.md
says.

The text gives no points, forfeit score or tiebreakers: these are rinkbook's defaults
(docs/readings/three-on-three.md#points-and-tiebreakers). Blocks Gray's shape requires and 3-on-3 lacks hold neutral
values (`tournament_blocks`).
"""

from league.rulebooks.tournament_blocks import (
    NEUTRAL_BLOCKS,
    NEVER,
    tournament_game,
    tournament_penalties,
    tournament_roster,
)
from league.rules.discipline_rules import DisciplineRules, LineupRules
from league.rules.formats import GameFormat, ShootoutRules, formats_by_kind
from league.rules.infractions import COMMON_INFRACTIONS
from league.rules.rulebook import Criterion, Officials, PointsRules, Rulebook, ScheduleRules, TournamentRules

# 3-on-3 GF 3: three 6-minute running periods, no overtime ever; a pool tie stands, a knockout tie goes straight
# to a shootout (3-on-3 GF 4).
_PERIODS = ((6, True), (6, True), (6, True))
_POOL = GameFormat(_PERIODS)
_KNOCKOUT = GameFormat(_PERIODS, shootout=True, ties_stand=False)

# GF 3, GF 5: a two-minute warm-up and three 6-minute running periods a minute apart hold a half sheet for
# 22 minutes; with the time-outs, stoppages and a knockout shootout, a game is booked a 30-minute slot (the
# text names no slot: this is rinkbook's reading of its format). The other tournament texts give periods
# but no ice slot, and keep the 75 minutes of `tournament_blocks`.
HALF_ICE = ScheduleRules(slot_minutes=30, ice_sheets=NEVER)

THREE_ON_THREE = Rulebook(
    name="three-on-three",
    title="3-on-3 half ice",
    points=PointsRules(  # docs/readings/three-on-three.md#points-and-tiebreakers: rinkbook's defaults
        win=2,
        tie=1,
        loss=0,
        forfeit_winner_goals=1,
        forfeit_loser_goals=0,
        tiebreakers=(
            Criterion("head_to_head_points"),
            Criterion("goal_difference"),
            Criterion("goals_for"),
            Criterion("coin_toss"),
        ),
        after_split="restart",
        counts_penalty_minutes=True,  # the tables show every team's minutes
    ),
    # 3-on-3 GF 1, 3-on-3 GF 2: teams of at most 4 players and no goalie (goalies are registered on no team).
    roster=tournament_roster(max_skaters=4, max_goalies=0, min_goalies=0, min_age=0),
    penalties=tournament_penalties(),
    game=tournament_game(periods=3, period_minutes=6, ties_stand=True, overtime_minutes=0),  # 3-on-3 GF 3
    default_age_cutoff=(12, 31),
    default_roster_deadline=(12, 31),
    source="three-on-three-half-ice.txt",
    **(NEUTRAL_BLOCKS | {"schedule": HALF_ICE}),
    has_pools=True,
    # heading and item in file order (docs/readings/shared.md#citations); the text gives no points or tiebreakers
    citations=(
        ("rosters", "GF 1"),
        ("goalie", "GF 2"),
        ("goalie_competition", "GC"),
        ("periods", "GF 3"),
        ("officials", "GF 3"),
        ("overtime", "GF 4"),
        ("shootout", "GF 4"),
        ("lineup", "GF 1"),
        ("penalty_shots", "PEN 4"),
        ("goalie_penalties", "PEN 4"),
        ("ejection", "PEN 5"),
        ("fighting", "PEN 5"),
        ("team_disqualification", "PEN 5"),
        ("disqualification", "PEN 5"),
    ),
    formats=formats_by_kind(pool=_POOL, knockout=_KNOCKOUT),
    infractions=COMMON_INFRACTIONS,
    # 3-on-3 GF 4: four full rounds, then sudden death in the same order (no team goalie to exclude).
    shootout=ShootoutRules(
        rounds=4, all_shoot=True, sudden_death="same-order", goalies_shoot=False, penalty_time_blocks=False
    ),
    discipline=DisciplineRules(
        # docs/readings/shared.md#ejections-and-suspensions: a game misconduct, match or gross misconduct ejects; 3-on-3
        # PEN 5: so does any penalty for fighting, and it, any match penalty, or a game misconduct or match penalty for
        # vulgarity, unsportsmanlike conduct or abuse of officials disqualifies the team (the game ends as its forfeit).
        ejecting_kinds=(("game-misconduct", "ejection"), ("match", "ejection"), ("gross-misconduct", "ejection")),
        ejecting_infractions=(("fighting", "fighting"),),
        disqualifying_kinds=("match",),
        disqualifying_infractions=("fighting", "vulgarity", "unsportsmanlike conduct", "abuse of officials"),
        disqualifying_ejection_kinds=("game-misconduct", "match"),
        disqualifying_any_infractions=("fighting",),
        # 3-on-3 GF 1: 3 dressed to start; short, the sheet needs a forfeit ruling.
        lineup=LineupRules(min_players=3),
        # 3-on-3 PEN 4: a team's second and later penalties of a period award the other a penalty shot; a goalie's
        # third penalty of the tournament (a double minor two) bars him from every later game.
        penalty_shot_from=2,
        goalie_barred_at=3,
    ),
    # 3-on-3 GC: the goalie competition's first three are the goalies of the final, the third-place game and
    # the consolation game (the "Lightning Bowl").
    tournament=TournamentRules(goalie_competition_slots=("final", "third-place", "consolation")),
    # GF 3: the referee stops the clock "to confer with scorers on penalties and goals".
    officials=Officials(("Referee", "Scorer")),
)
