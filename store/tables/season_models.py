"""The season's own tables: the base model, the season, its teams and players, the roster's changes,
the money, and the committee's records (audit, rule text, dismissed alerts).

Part of the tables of a league file; `store.tables.models` gathers them all and lists them in `MODELS`.
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
    # Schema 12: Cole's elite player, and a second registration of one person: the first
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
