"""The people who sign in (schema 17): not a season's, the league's; `store.writes.people` reads and writes them."""

from __future__ import annotations

from peewee import CharField

from store.tables.season_models import BaseModel


class Person(BaseModel):
    """Someone who signs in: a unique name, a role (`league.rules.roles.ROLES`), a captain's team code, the
    argon2 hash of the password (never the password) and when the committee added him."""

    name = CharField(unique=True)
    role = CharField()
    team = CharField(null=True)
    password_hash = CharField()
    created = CharField()
