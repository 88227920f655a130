"""Schema 18: the dashboard's alerts kept as stored values. Its own module: `store.file.migrations` runs it."""

from __future__ import annotations

from peewee import CharField, Database, ForeignKeyField, Model, TextField


def schema_18(db: Database) -> None:
    """The dashboard's alerts as the app last worked them out (`store.tables.alert_model.StoredAlerts`), one row a
    season, stamped with the revision token and the day they were worked out for: a start after another
    process's write draws them before the season is read. Made through peewee, so the same step makes the
    table in any database peewee speaks to."""

    class Season18(Model):
        class Meta:
            database = db
            table_name = "season"

    class StoredAlerts18(Model):  # the table as schema 18 makes it, whatever the model becomes later
        season = ForeignKeyField(Season18, unique=True, on_delete="CASCADE")
        revision = CharField()
        day = CharField()
        alerts = TextField()

        class Meta:
            database = db
            table_name = "stored_alerts"

    db.create_tables([StoredAlerts18], safe=False)
