"""The dashboard's alerts as the app last worked them out (schema 18): `store.views.stored_alerts` reads and
writes them."""

from __future__ import annotations

from peewee import CharField, ForeignKeyField, TextField

from store.tables.season_models import BaseModel, Season


class StoredAlerts(BaseModel):
    """A season's alerts (kind and words, most urgent first, none left out for a dismissal) as JSON text, worked
    out for the file at revision token `revision` on day `day` (ISO): the next start's first frame shows them
    while both still hold; derived values, never part of the season (its file and export leave them out)."""

    season = ForeignKeyField(Season, unique=True, on_delete="CASCADE")
    revision = CharField()
    day = CharField()
    alerts = TextField()
