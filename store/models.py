"""The tables of a league file: one row per record of the season file, keys pointing one way only.

Every table below a season cascades from it, so replacing a season is one DELETE. Order within a
list of the season file is kept in `seq` columns: sheet order is a rule (G4) and export must give
back what was imported. Player and team keys are the league's own ids (`pid`, `code`), unique
within a season; row ids never leave the store.
"""

from __future__ import annotations

from peewee import (
    AutoField,
    BooleanField,
    CharField,
    DateField,
    ForeignKeyField,
    IntegerField,
    Model,
    TextField,
)


class BaseModel(Model):
    """Every table: its row id is the `id` peewee would add by itself, declared so a type checker sees it.

    Beside each foreign key `team`, peewee keeps the row id it points at as `team_id`; the ones the
    store reads are declared (as annotations only: peewee sets them) on their models.
    """

    id = AutoField()

    class Meta:
        legacy_table_names = False


class Season(BaseModel):
    name = CharField(unique=True)
    league = CharField()
    rulebook = CharField()
    age_cutoff = DateField()
    roster_deadline = DateField()
    draft_order = CharField(null=True)
    draft_first_round = TextField(null=True)  # team codes separated by spaces
    time_zone = CharField(null=True)  # schema 9
    rink = TextField(null=True)  # schema 9


class Team(BaseModel):
    season = ForeignKeyField(Season, on_delete="CASCADE")
    code = CharField()
    name = CharField()
    colour = CharField(null=True)  # schema 2
    seq = IntegerField()

    class Meta:
        indexes = ((("season", "code"), True),)


class Player(BaseModel):
    season = ForeignKeyField(Season, on_delete="CASCADE")
    pid = CharField()
    name = CharField()
    born = DateField()
    position = CharField()
    klass = CharField()
    rating = IntegerField()
    number = IntegerField(null=True)
    email = CharField(null=True)
    phone = CharField(null=True)
    status = CharField()
    team = ForeignKeyField(Team, null=True, on_delete="CASCADE")  # his team when the season starts
    season_id: int
    override_reason = TextField(null=True)
    override_date = DateField(null=True)
    seq = IntegerField()
    # Schema 12 (SPEC 10.6): Cole's elite player, and a second registration of one person: the first
    # registration's league id (a player of the same season, checked at import) and why.
    elite = BooleanField(default=False)
    same_person_as = CharField(null=True)
    same_person_reason = TextField(null=True)

    class Meta:
        indexes = ((("season", "pid"), True),)


class Captain(BaseModel):
    """A team's captain: its own table, so teams and players never point at each other."""

    team = ForeignKeyField(Team, unique=True, on_delete="CASCADE")
    player = ForeignKeyField(Player, on_delete="CASCADE")


class SubstituteGoalie(BaseModel):
    season = ForeignKeyField(Season, on_delete="CASCADE")
    player = ForeignKeyField(Player, on_delete="CASCADE")
    seq = IntegerField()
    player_id: int


class Spare(BaseModel):
    """One of the committee's spares: an unrostered skater kept for the substitutes of dropped players."""

    season = ForeignKeyField(Season, on_delete="CASCADE")
    player = ForeignKeyField(Player, on_delete="CASCADE", backref="spare_of")
    seq = IntegerField()
    player_id: int


class DraftPick(BaseModel):
    season = ForeignKeyField(Season, on_delete="CASCADE")
    round = IntegerField()
    pick = IntegerField()
    team = ForeignKeyField(Team, on_delete="CASCADE")
    player = ForeignKeyField(Player, on_delete="CASCADE")
    seq = IntegerField()
    team_id: int
    player_id: int


class Transfer(BaseModel):
    season = ForeignKeyField(Season, on_delete="CASCADE")
    player = ForeignKeyField(Player, on_delete="CASCADE")
    to = ForeignKeyField(Team, on_delete="CASCADE")
    date = DateField()
    reason = TextField()
    seq = IntegerField()
    player_id: int
    to_id: int


class Drop(BaseModel):
    season = ForeignKeyField(Season, on_delete="CASCADE")
    player = ForeignKeyField(Player, on_delete="CASCADE")
    requested_by = ForeignKeyField(Player, null=True, on_delete="CASCADE", backref="drop_requests")
    requested_on = DateField()
    decided_on = DateField(null=True)
    approved = BooleanField(null=True)
    reason = TextField()
    refund_cents = IntegerField()
    seq = IntegerField()
    player_id: int
    requested_by_id: int | None

    class Meta:
        table_name = "player_drop"


class Substitute(BaseModel):
    season = ForeignKeyField(Season, on_delete="CASCADE")
    player = ForeignKeyField(Player, on_delete="CASCADE")
    team = ForeignKeyField(Team, on_delete="CASCADE")
    date = DateField()
    replaces = ForeignKeyField(Player, on_delete="CASCADE", backref="replaced_by")
    seq = IntegerField()
    player_id: int
    team_id: int
    replaces_id: int


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
    # Derived from the sheet by `store.derived` in the same transaction (schema 3): the result the
    # standings count, after any forfeit. `rinkbook check` recomputes them and reports drift.
    result_home = IntegerField(null=True)
    result_away = IntegerField(null=True)
    forfeit_by = CharField(null=True)  # team code
    forfeit_cause = CharField(null=True)
    # Schema 10: how it was decided, the winner and each team's points under
    # the rulebook (SPEC 10.1 T5); then what some rulebooks' criteria read: period points, penalty
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
    revision = IntegerField(default=0)  # schema 9: bumped by `store.sheets` when the game's slot or status changes
    kind = CharField(null=True)  # schema 11: the game's kind (SPEC 10.1 T2); None: taken from its stage
    # or, for a knockout game of a tournament, from its bracket slot (set when the season is read).
    # Schema 12 (SPEC 10.6): a bare sheet's period scores (JSON text: [[home, away], ...]), a 3-on-3
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
    """A player dressed for a team in a game: the game's attendance (G10).

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


class CoinToss(BaseModel):
    season = ForeignKeyField(Season, on_delete="CASCADE")
    teams = TextField()  # codes separated by spaces
    ord = TextField()
    seq = IntegerField()


class FeePayment(BaseModel):
    season = ForeignKeyField(Season, on_delete="CASCADE")
    team = ForeignKeyField(Team, on_delete="CASCADE")
    date = DateField()
    amount_cents = IntegerField()
    seq = IntegerField()
    void_reason = TextField(null=True)  # the committee's reason for voiding it (schema 8), or NULL
    void_date = DateField(null=True)
    team_id: int


class Division(BaseModel):
    """A tournament's division (schema 12, SPEC 10.1 T1)."""

    season = ForeignKeyField(Season, on_delete="CASCADE")
    code = CharField()
    name = CharField()
    seq = IntegerField()


class Pool(BaseModel):
    """A pool of a division (schema 12); its teams are `PoolTeam` rows. The division by its code
    (OPEN when the file names no divisions: no `Division` row then)."""

    season = ForeignKeyField(Season, on_delete="CASCADE")
    code = CharField()
    name = CharField()
    division = CharField()
    seq = IntegerField()


class PoolTeam(BaseModel):
    """A team of a pool, in the pool's order (schema 12)."""

    pool = ForeignKeyField(Pool, on_delete="CASCADE")
    team = ForeignKeyField(Team, on_delete="CASCADE")
    seq = IntegerField()
    pool_id: int
    team_id: int


class BracketSlot(BaseModel):
    """One knockout game or series of a division (schema 12, SPEC 10.1 T2): `slot` its id, two sides."""

    season = ForeignKeyField(Season, on_delete="CASCADE")
    slot = CharField()
    division = CharField()
    kind = CharField()
    side_a = CharField()
    side_b = CharField()
    best_of = IntegerField()
    seq = IntegerField()


class Disqualification(BaseModel):
    """The committee's disqualification of a team from a game on (schema 12, SPEC 10.1 T7)."""

    season = ForeignKeyField(Season, on_delete="CASCADE")
    team = ForeignKeyField(Team, on_delete="CASCADE")
    game = ForeignKeyField(Game, on_delete="CASCADE")
    reason = TextField()
    seq = IntegerField()
    team_id: int
    game_id: int


class SuspensionRuling(BaseModel):
    """A suspension the committee recorded (schema 12, SPEC 10.1 T6); `games` NULL: the rest of the tournament."""

    season = ForeignKeyField(Season, on_delete="CASCADE")
    player = ForeignKeyField(Player, on_delete="CASCADE")
    game = ForeignKeyField(Game, on_delete="CASCADE")
    games = IntegerField(null=True)
    reason = TextField()
    seq = IntegerField()
    player_id: int
    game_id: int


class Audit(BaseModel):
    """A committee decision: who, when, which season (by name, so the row outlives a replaced season), what."""

    at = CharField()
    season = CharField(null=True)
    action = CharField()
    detail = TextField()
    actor = CharField(null=True)  # schema 4: who decided; None on rows written before it


class RuleText(BaseModel):
    """The league's own rule text for a season (schema 5): attached by the committee, shown, never parsed."""

    season = ForeignKeyField(Season, unique=True, on_delete="CASCADE")
    name = CharField()
    text = TextField()


class AlertDismissal(BaseModel):
    """An alert the committee dismissed with a reason (schema 16): `kind` and `text` are the alert as it was
    said, so an alert whose facts change (its words) is a new one and shows again."""

    season = ForeignKeyField(Season, on_delete="CASCADE")
    kind = CharField()
    text = TextField()
    reason = TextField()
    day = DateField()


MODELS = [
    Season,
    Team,
    Player,
    Captain,
    SubstituteGoalie,
    Spare,
    DraftPick,
    Transfer,
    Drop,
    Substitute,
    Game,
    LateStart,
    Dressed,
    Goal,
    Penalty,
    ShiftList,
    Shootout,
    ShootoutAttempt,
    CoinToss,
    FeePayment,
    Audit,
    RuleText,
    Division,
    Pool,
    PoolTeam,
    BracketSlot,
    Disqualification,
    SuspensionRuling,
    AlertDismissal,
]
