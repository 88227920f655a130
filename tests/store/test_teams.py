"""Naming a captain: a player starting the season on the team, audit-logged; anyone else refused."""

from __future__ import annotations

import pytest

from league.season.errors import RuleViolation
from store.file.audit import audit_log
from store.views.season_load import load_season
from store.writes.teams import set_captain


def test_a_captain_is_named_and_audited(league_file):
    set_captain(league_file, None, "RED", "P014")
    assert load_season(league_file).team("RED").captain == "P014"
    assert (audit_log(league_file)[0].action, audit_log(league_file)[0].detail) == (
        "set captain",
        {"team": "RED", "player": "P014"},
    )


def test_a_captain_who_requested_a_drop_stays_on_record(league_file):
    # The season file holds one captain per team: P001 requested Black's drop of P011, so he stays.
    with pytest.raises(RuleViolation, match="P001 is not the captain of Black"):
        set_captain(league_file, None, "BLK", "P002")


def test_a_player_of_another_team_cannot_be_captain(league_file):
    with pytest.raises(RuleViolation, match="P013 does not start the season on Black"):
        set_captain(league_file, None, "BLK", "P013")
    assert load_season(league_file).team("BLK").captain == "P001"
