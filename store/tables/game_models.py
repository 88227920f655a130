"""The tables of a game: the game row and its sheet (attendance, goals, penalties, line changes, shootout).

Part of the tables of a league file; `store.tables.models` gathers them all and lists them in `MODELS`.
"""

from __future__ import annotations

from peewee import (
    BooleanField,
    CharField,
    DateField,
    ForeignKeyField,
    IntegerField,
    TextField,
)

from store.tables.season_models import BaseModel, Player, Season, Team


class Game(BaseModel):
    season = ForeignKeyField(Season, on_delete="CASCADE")
    gid = CharField()
    stage = CharField()
    series = CharField(null=True)
    no = IntegerField(null=True)
    date = DateField()
    time = CharField()
    room_a = IntegerField(null=True)
    room_b = IntegerField(null=True)
    home = ForeignKeyField(Team, on_delete="CASCADE", backref="home_games")
    away = ForeignKeyField(Team, on_delete="CASCADE", backref="away_games")
    status = CharField()
    score_home = IntegerField(null=True)
    score_away = IntegerField(null=True)
    overtime = BooleanField(default=False)
    forfeit_team = ForeignKeyField(Team, null=True, on_delete="CASCADE", backref="forfeits")
    forfeit_reason = TextField(null=True)
    signed = BooleanField(default=False)
    signed_by = CharField(null=True)
    fees_waived = TextField(null=True)
    seq = IntegerField()
    # Derived from the sheet by `store.cache.derived` in the same transaction (schema 3): the result the
    # standings count, after any forfeit. `rinkbook check` recomputes them and reports drift.
    result_home = IntegerField(null=True)
    result_away = IntegerField(null=True)
    forfeit_by = CharField(null=True)  # team code
    forfeit_cause = CharField(null=True)
    # Schema 10: how it was decided, the winner and each team's points under
    # the rulebook; then what some rulebooks' criteria read: period points, penalty
    # minutes and the elapsed second of each team's first goal (None where the rulebook reads none).
    decided_by = CharField(null=True)
    winner_id = IntegerField(null=True)  # the winning team's row; None for a tie
    points_home = IntegerField(null=True)
    points_away = IntegerField(null=True)
    period_points_home = IntegerField(null=True)
    period_points_away = IntegerField(null=True)
    pim_home = IntegerField(null=True)
    pim_away = IntegerField(null=True)
    first_goal_home = IntegerField(null=True)
    first_goal_away = IntegerField(null=True)
    revision = IntegerField(
        default=0
    )  # schema 9: bumped by `store.writes.games` when the game's slot or status changes
    kind = CharField(null=True)  # schema 11: the game's kind; None: taken from its stage
    # or, for a knockout game of a tournament, from its bracket slot (set when the season is read).
    # Schema 12: a bare sheet's period scores (JSON text: [[home, away], ...]), a 3-on-3
    # game's goalie, each team's shots on goal, the official's lineup waiver (its reason).
    period_scores = TextField(null=True)
    goalie = ForeignKeyField(Player, null=True, on_delete="CASCADE", backref="games_in_goal")
    shots_home = IntegerField(null=True)
    shots_away = IntegerField(null=True)
    lineup_waiver = TextField(null=True)
    bench_outs = TextField(null=True)  # JSON [[team, player, shift, reason], ...] (schema 14)

    class Meta:
        # The migrations make the tables; this mirrors their indexes. Schema 6's (10's) covers the standings'
        # columns in their reading order (`migrations.STANDINGS_INDEX`).
        indexes = (
            (("season", "gid"), True),
            (
                (
                    "season",
                    "date",
                    "time",
                    "gid",
                    "stage",
                    "status",
                    "home",
                    "away",
                    "result_home",
                    "result_away",
                    "forfeit_by",
                    "forfeit_cause",
                    "decided_by",
                    "winner_id",
                    "points_home",
                    "points_away",
                ),
                False,
            ),
        )


class LateStart(BaseModel):
    game = ForeignKeyField(Game, on_delete="CASCADE")
    team = ForeignKeyField(Team, on_delete="CASCADE")
    minutes = IntegerField()
    goalie_only = BooleanField()
    seq = IntegerField()


EMPTY_LINEUP = -1  # the seq of a recorded empty lineup's row at the sheet's first place (see Dressed)


class Dressed(BaseModel):
    """A player dressed for a team in a game: the game's attendance (Gray rule 10).

    `seq` runs over the game's lists in sheet order. A team's recorded empty lineup (a no-show: every
    player of the team missed the game) is one row with a negative seq (-1 for the sheet's first
    place, -2 for its second ...) whose `player` is only there because the key must point at a row
    (the season's first player); readers skip it as a player. A team with no row has no list
    recorded. This kept schema 7: no table changed.
    """

    game = ForeignKeyField(Game, on_delete="CASCADE")
    team = ForeignKeyField(Team, on_delete="CASCADE")
    player = ForeignKeyField(Player, on_delete="CASCADE")
    seq = IntegerField()


class Goal(BaseModel):
    game = ForeignKeyField(Game, on_delete="CASCADE")
    team = ForeignKeyField(Team, on_delete="CASCADE")
    scorer = ForeignKeyField(Player, on_delete="CASCADE", backref="goals")
    assist1 = ForeignKeyField(Player, null=True, on_delete="CASCADE", backref="first_assists")
    assist2 = ForeignKeyField(Player, null=True, on_delete="CASCADE", backref="second_assists")
    period = IntegerField()
    second = IntegerField()
    seq = IntegerField()
    penalty_shot = BooleanField(default=False)  # schema 12


class Penalty(BaseModel):
    game = ForeignKeyField(Game, on_delete="CASCADE")
    team = ForeignKeyField(Team, on_delete="CASCADE")
    player = ForeignKeyField(Player, null=True, on_delete="CASCADE")
    kind = CharField()
    infraction = CharField()
    period = IntegerField()
    second = IntegerField()
    bench = BooleanField()
    equipment = BooleanField()
    coincidental = BooleanField()
    seq = IntegerField()


class ShiftList(BaseModel):
    """One team's line changes in one game, a line of text per change: "F 0 P001 P002 P003" (the group,
    1 when the clock was stopped, the players' league ids, checked on the way in). Schema 7.

    A season holds half a million changes: a row each made them a third of a 10,000-game import.
    """

    game = ForeignKeyField(Game, on_delete="CASCADE")
    team = ForeignKeyField(Team, on_delete="CASCADE")
    shifts = TextField()
    seq = IntegerField()  # the teams' order on the sheet


class Shootout(BaseModel):
    """A game's shootout, when its sheet holds one (schema 11): the team that shot first (None: the home team)."""

    game = ForeignKeyField(Game, unique=True, on_delete="CASCADE")
    first = ForeignKeyField(Team, null=True, on_delete="CASCADE")


class ShootoutAttempt(BaseModel):
    """One attempt of a game's shootout, in the order taken (schema 11)."""

    game = ForeignKeyField(Game, on_delete="CASCADE")
    team = ForeignKeyField(Team, on_delete="CASCADE")
    shooter = ForeignKeyField(Player, on_delete="CASCADE")
    scored = BooleanField()
    seq = IntegerField()
