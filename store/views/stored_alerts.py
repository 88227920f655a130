"""The dashboard's alerts as the file keeps them (`store.tables.alert_model.StoredAlerts`, schema 18), read and written
by plain SQL on any `Reader` (`store.file.sql_reader`): the first frame reads them with `sqlite3` alone.

Each row is one season's alerts (kind and words, most urgent first, dismissed ones too: the committee's
dismissals are read beside them) stamped with the revision token and the day they were worked out for. They
are the truth while both hold: every write replaces the token, so a write that did not keep them (a command,
another program) leaves a stamp that no longer matches, and a new day does the same.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import date

from store.file.file_format import REVISION_TABLE
from store.file.sql_reader import Reader

# (kind, words) of an alert, as `league.checks.alerts.Alert` holds them.
StoredAlert = tuple[str, str]


def stored_alerts(db: Reader, season_id: int, today: date) -> tuple[StoredAlert, ...] | None:
    """Season `season_id`'s alerts as kept for the file's revision now and `today`, in the read transaction open
    on `db`; None when none are kept for both (they are worked out again when the season is read)."""
    row = db.execute(
        f'SELECT a.alerts FROM stored_alerts a JOIN "{REVISION_TABLE}" r ON a.revision = r.token '
        "WHERE a.season_id = ? AND a.day = ?",
        (season_id, today.isoformat()),
    ).fetchone()
    return None if row is None else tuple((str(kind), str(text)) for kind, text in json.loads(row[0]))


def season_id(db: Reader, season: str) -> int | None:
    """The row id of season `season`, None when the file holds no such season."""
    row = db.execute("SELECT id FROM season WHERE name = ?", (season,)).fetchone()
    return None if row is None else int(row[0])


def dismissed(db: Reader, season_id: int) -> frozenset[StoredAlert]:
    """The (kind, words) of every alert the committee dismissed in season `season_id`."""
    rows = db.execute("SELECT kind, text FROM alert_dismissal WHERE season_id = ?", (season_id,))
    return frozenset((str(kind), str(text)) for kind, text in rows)


def write_alerts(db: Reader, season_id: int, revision: str, today: date, alerts: Iterable[StoredAlert]) -> None:
    """Keep `alerts` as season `season_id`'s, stamped with `revision` and `today`, in the write transaction open
    on `db` (one row a season, replaced)."""
    text = json.dumps([[kind, words] for kind, words in alerts], ensure_ascii=False, separators=(",", ":"))
    db.execute(
        "INSERT INTO stored_alerts (season_id, revision, day, alerts) VALUES (?, ?, ?, ?) "
        "ON CONFLICT (season_id) DO UPDATE SET revision = excluded.revision, day = excluded.day, "
        "alerts = excluded.alerts",
        (season_id, revision, today.isoformat(), text),
    )
