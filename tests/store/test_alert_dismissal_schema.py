"""Schema 16: a file of the schema before gets the dismissed alerts' table at open, its seasons as they were,
and a dismissal is refused without a reason and refused twice."""

from __future__ import annotations

from datetime import date

import pytest

from league.season.errors import RuleViolation
from store.views.season_load import load_season
from store.writes.alert_dismissals import dismiss_alert, dismissed_alerts
from tests.store.schema_steps import migrated_at_open, undo_schema_16


def test_a_schema_15_file_gets_the_dismissals_table_at_open(league_file):
    before = load_season(league_file)
    with migrated_at_open(league_file, lambda store: undo_schema_16(store.db)) as store:
        assert load_season(store) == before
        assert dismissed_alerts(store, None) == frozenset()
        dismiss_alert(store, None, "deadline", "Roster deadline in 30 days", "known", date(2002, 12, 1))
        assert dismissed_alerts(store, None) == {("deadline", "Roster deadline in 30 days")}


def test_a_dismissal_needs_a_reason_and_is_made_once(league_file):
    with pytest.raises(RuleViolation, match="reason"):
        dismiss_alert(league_file, None, "deadline", "Roster deadline", "  ", date(2002, 12, 1))
    dismiss_alert(league_file, None, "deadline", "Roster deadline", "known", date(2002, 12, 1))
    with pytest.raises(RuleViolation, match="dismissed on 2002-12-01"):
        dismiss_alert(league_file, None, "deadline", "Roster deadline", "again", date(2002, 12, 2))
