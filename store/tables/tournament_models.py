"""The tables only a tournament fills (schema 12): divisions, pools and their teams, bracket slots, and the
committee's disqualifications and suspension rulings.

Part of the tables of a league file; `store.tables.models` gathers them all and lists them in `MODELS`.
"""

from __future__ import annotations

from peewee import (
    CharField,
    ForeignKeyField,
    IntegerField,
    TextField,
)

from store.tables.game_models import Game
from store.tables.season_models import BaseModel, Player, Season, Team


class Division(BaseModel):
    """A tournament's division (schema 12)."""

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
    """One knockout game or series of a division (schema 12): `slot` its id, two sides."""

    season = ForeignKeyField(Season, on_delete="CASCADE")
    slot = CharField()
    division = CharField()
    kind = CharField()
    side_a = CharField()
    side_b = CharField()
    best_of = IntegerField()
    seq = IntegerField()


class Disqualification(BaseModel):
    """The committee's disqualification of a team from a game on (schema 12)."""

    season = ForeignKeyField(Season, on_delete="CASCADE")
    team = ForeignKeyField(Team, on_delete="CASCADE")
    game = ForeignKeyField(Game, on_delete="CASCADE")
    reason = TextField()
    seq = IntegerField()
    team_id: int
    game_id: int


class SuspensionRuling(BaseModel):
    """A suspension the committee recorded (schema 12); `games` NULL: the rest of the tournament."""

    season = ForeignKeyField(Season, on_delete="CASCADE")
    player = ForeignKeyField(Player, on_delete="CASCADE")
    game = ForeignKeyField(Game, on_delete="CASCADE")
    games = IntegerField(null=True)
    reason = TextField()
    seq = IntegerField()
    player_id: int
    game_id: int
