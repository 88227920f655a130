"""The dashboard's alerts (docs/guide.md#the-screens): each kind, in words that say what to act on."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.checks.alerts import season_alerts
from league.rulebooks import GRAY
from league.season.values import CoinToss, Drop, Game
from tests.league import attendance_nights as att
from tests.league import playoff_season as po
from tests.league import suspension_games as sus


def kinds(alerts, kind: str) -> list[str]:
    return [a.text for a in alerts if a.kind == kind]


def test_a_suspension_to_serve_names_the_player_his_team_and_the_games_left():
    games = (sus.game(1, "RED", "BLU", fights=("RED1", "BLU2")), sus.game(2, "RED", "GRN"))
    alerts = season_alerts(sus.season(*games), GRAY, date(2002, 10, 25))
    # RED1 served his game in G2; BLU2's Blue has not played since
    assert kinds(alerts, "suspension") == ["Suspended: BLU skater 2 (BLU2) of Blu sits out 1 more game (rule 5)"]


def test_a_fourth_game_misconduct_sits_out_the_rest_of_the_season():
    games = tuple(sus.game(n, "RED", "BLU", fights=("RED1",)) for n in range(1, 5))
    alerts = season_alerts(sus.season(*games), GRAY, date(2002, 12, 1))
    assert kinds(alerts, "suspension") == [
        "Suspended: RED skater 1 (RED1) of Red sits out the rest of the season (rule 5)"
    ]


def test_a_series_whose_next_game_is_not_scheduled_is_a_playoff_game_to_schedule():
    s = po.season(po.playoff("SF2", 1, "B", "C"))
    texts = kinds(season_alerts(s, GRAY, po.PLAYOFFS), "playoff_game")
    assert "Playoff game to schedule: SF2 game 2, Team C (home) v Team B" in texts
    assert "Playoff game to schedule: WC1 game 1, Team E (home) v Team F" in texts
    booked = po.season(po.playoff("SF2", 1, "B", "C"), po.playoff("SF2", 2, "C", "B", home_wins=None, day=3))
    assert not any("SF2" in t for t in kinds(season_alerts(booked, GRAY, po.PLAYOFFS), "playoff_game"))


def test_no_playoff_game_to_schedule_before_the_seeds_are_fixed():
    s = po.season(regular=po.regular_games()[:-1])
    assert kinds(season_alerts(s, GRAY, po.PLAYOFFS), "playoff_game") == []


def test_a_game_past_its_date_without_a_result_is_named():
    late = Game("G99", "regular", date(2002, 11, 3), "20:15", "A", "B")
    s = po.season(regular=(*po.regular_games(), late))
    assert kinds(season_alerts(s, GRAY, date(2002, 11, 4)), "missing_result") == [
        "No result yet: G99 Team A v Team B on 2002-11-03"
    ]
    assert kinds(season_alerts(s, GRAY, date(2002, 11, 3)), "missing_result") == []  # played tonight


def test_a_coin_toss_pending_once_the_regular_season_is_over():
    tied = po.season(regular=po.regular_games(ties=(("A", "B"),)))
    # A and B tie 2-2 and otherwise win all their games against the rest: nothing else separates them
    texts = kinds(season_alerts(tied, GRAY, po.PLAYOFFS), "coin_toss")
    assert texts == ["Coin toss pending for Team A and Team B (rule 19): record the order it gave"]
    tossed = replace(tied, coin_tosses=(CoinToss(("A", "B"), ("B", "A")),))
    assert kinds(season_alerts(tossed, GRAY, po.PLAYOFFS), "coin_toss") == []


def test_the_champion_once_the_final_is_decided():
    games = [po.playoff("F", 1, "A", "B", day=0), po.playoff("F", 2, "B", "A", home_wins=False, day=1)]
    s = po.season(*games)
    assert kinds(season_alerts(s, GRAY, po.PLAYOFFS), "champion") == []
    games.append(po.playoff("F", 3, "A", "B", day=2))
    # the final's teams come from the semi-finals: decide them first
    semis = [
        po.playoff("SF2", 1, "B", "C", day=-4),
        po.playoff("SF2", 2, "C", "B", home_wins=False, day=-3),
        po.playoff("WC1", 1, "E", "F", day=-9),
        po.playoff("WC2", 1, "D", "E", day=-8),
        po.playoff("SF1", 1, "A", "D", day=-6),
        po.playoff("SF1", 2, "D", "A", home_wins=False, day=-5),
    ]
    s = po.season(*semis, *games)
    assert kinds(season_alerts(s, GRAY, po.PLAYOFFS), "champion") == [
        "Champion: Team A (Team A wins 3-0 in the final F)"
    ]
    assert season_alerts(s, GRAY, po.PLAYOFFS)[0].kind == "champion"  # the first thing the dashboard says


def test_droppable_players_and_drop_requests_are_named_not_only_numbered():
    s = att.season(
        *(att.game(n, absent=("RED1",) if n <= 6 else ()) for n in range(1, 8)),
        drops=(Drop("BLU3", "BLU0", date(2002, 11, 20)),),
    )
    alerts = season_alerts(s, GRAY, date(2002, 11, 25))
    assert kinds(alerts, "droppable") == ["Droppable (more than 5 misses): RED skater 1 (RED1) (rule 10)"]
    assert kinds(alerts, "drop_request") == ["Drop request waiting for the committee: BLU skater 3 (BLU3) (rule 10)"]


def test_roster_problems_and_the_deadline_are_alerts_too():
    s = att.season()
    s = replace(s, players=tuple(p for p in s.players if p.id != "REDG"))
    alerts = season_alerts(s, GRAY, date(2002, 12, 30))
    roster = kinds(alerts, "roster")
    # The season's padding teams (six for rule 2) have nobody, so they lack a goalie too; Blue has one.
    assert "Red has 0 goalies (rule 2: at least 1)" in roster
    assert not [a for a in roster if a.startswith("Blue")]
    assert kinds(alerts, "deadline") == ["Roster deadline 2002-12-31: tomorrow (drops and substitutes close then)"]
