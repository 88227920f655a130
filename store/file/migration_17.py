"""Schema 17: the people who sign in. Its own module: `store.file.migrations` runs it."""

from __future__ import annotations

from peewee import CharField, Database, Model


def schema_17(db: Database) -> None:
    """People sign in to the league (`store.tables.person_model.Person`): a name each, unique, with a role, a
    captain's team, a password hash and the time he was added. Made through peewee, so the same step
    makes the table in any database peewee speaks to."""
    from playhouse.migrate import SchemaMigrator, migrate  # only when a file is migrated

    class Person17(Model):  # the table as schema 17 makes it, whatever the model becomes later
        name = CharField()
        role = CharField()
        team = CharField(null=True)
        password_hash = CharField()
        created = CharField()

        class Meta:
            database = db
            table_name = "person"

    db.create_tables([Person17], safe=False)
    migrate(SchemaMigrator.from_database(db).add_index("person", ("name",), unique=True))
