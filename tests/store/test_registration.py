"""Registering a player (Gray rule 1): eligibility on the cutoff, class D refused, the committee's override kept."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from league.season.errors import RuleViolation
from league.season.values import Player, SamePerson
from store.file.audit import audit_log
from store.file.db import open_league
from store.season_files.import_export import export_season_text
from store.views.season_load import load_season
from store.writes.registration import next_player_id, register_player
from tests.tournament_imports import event_league

TODAY = date(2002, 9, 20)


def newcomer(pid: str, born: date, klass: str = "B") -> Player:
    return Player(pid, "New Comer", born, "F", klass, 60)


def test_a_player_whose_22nd_birthday_is_the_cutoff_is_accepted(league_file):
    season = register_player(league_file, None, newcomer("P901", date(1980, 12, 31)), TODAY)
    assert season.player("P901").eligibility_override is None
    assert load_season(league_file).player("P901").born == date(1980, 12, 31)


def test_a_player_born_a_day_later_is_refused_with_the_reason(league_file):
    with pytest.raises(RuleViolation) as refused:
        register_player(league_file, None, newcomer("P901", date(1981, 1, 1)), TODAY)
    assert refused.value.first.rule == "rule 1"
    assert "21 on 2002-12-31" in refused.value.first.message
    assert load_season(league_file).player("P901") is None


def test_class_d_is_refused_then_admitted_by_an_override_with_its_reason(league_file):
    with pytest.raises(RuleViolation, match="class D"):
        register_player(league_file, None, newcomer("P901", date(1970, 1, 1), "D"), TODAY)
    register_player(
        league_file, None, newcomer("P901", date(1970, 1, 1), "D"), TODAY, "plays C level since knee surgery"
    )
    stored = load_season(league_file).player("P901")
    assert stored.eligibility_override.reason == "plays C level since knee surgery"
    assert stored.eligibility_override.date == TODAY
    assert audit_log(league_file)[0].action == "eligibility override"
    assert '"reason": "plays C level since knee surgery"' in export_season_text(league_file)


def test_editing_an_overridden_player_keeps_his_override(league_file):
    keene = load_season(league_file).player("P900")
    register_player(
        league_file,
        None,
        Player(**{**{f: getattr(keene, f) for f in keene.__slots__}, "rating": 40, "eligibility_override": None}),
        TODAY,
    )
    again = load_season(league_file).player("P900")
    assert again.rating == 40 and again.eligibility_override == keene.eligibility_override


def test_new_ids_follow_the_league_style(league_file):
    assert next_player_id(load_season(league_file)) == "P901"


def test_a_new_registration_never_overwrites_an_id_taken_meanwhile(league_file):
    from datetime import date

    import pytest

    from league.season.errors import RuleViolation
    from league.season.values import Player
    from store.views.season_load import load_season
    from store.writes.registration import register_player

    taken = load_season(league_file).player("P001")
    newcomer = Player("P001", "Alice New", date(1980, 1, 1), "F", "B", 50)
    with pytest.raises(RuleViolation, match="P001 is already registered"):
        register_player(league_file, None, newcomer, date(2002, 11, 1), new=True)
    assert load_season(league_file).player("P001") == taken


def test_a_tournament_registration_keeps_an_elite_player_in_division_a_and_one_person_in_one_team_a_division(
    tmp_path,
):
    """Cole RE 5 and one person's two registrations (Coors 1.6) on the registration path, not only at import."""
    with open_league(event_league("cole-harbour-classic", tmp_path / "cole.db")) as league:
        season = load_season(league)
        division = {t: p.division for p in season.pools for t in p.teams}
        elite = next(p for p in season.players if p.elite)
        elsewhere = next(t for t, d in division.items() if d != "A")
        with pytest.raises(RuleViolation) as refused:
            register_player(league, None, replace(elite, team=elsewhere), TODAY)
        assert (refused.value.first.path, refused.value.first.rule) == ("players.team", "RE 5")
        first = next(p for p in season.players if p.team is not None and not p.elite and p.position != "G")
        same_division = next(t for t, d in division.items() if d == division[first.team] and t != first.team)
        twin = Player("P999", first.name, first.born, "F", "B", 50, team=same_division)
        with pytest.raises(RuleViolation) as refused:
            register_player(league, None, replace(twin, same_person_as=SamePerson(first.id, "two teams")), TODAY)
        assert refused.value.first.path == "players.same_person_as"
        assert "are one person: he may not play for two teams of one division" in refused.value.first.message
        assert load_season(league).player("P999") is None
