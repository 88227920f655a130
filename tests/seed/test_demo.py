"""The demo season: valid under every Gray rule on any day of the year, and rich enough to show off."""

from __future__ import annotations

from collections import Counter
from datetime import date, timedelta
from statistics import mean

import pytest

from league.checks.season import check_season
from league.rosters.eligibility import eligibility_problem
from league.rosters.membership import Rosters
from league.rulebooks import GRAY
from league.season.values import Season
from league.sheet.replay import replay_sheet
from seed.demo import build_demo_season
from store.season_files.reader import parse_season_text
from store.season_files.writer import season_to_text

TODAYS = [date(2026, 11, 29), date(2027, 3, 15), date(2026, 7, 1), date(2027, 1, 10), date(2026, 12, 30)]
SEEDS = [1, 2, 7]
# Days on which at least six nights fit before the roster deadline: a drop is possible.
DROP_TODAYS = [date(2026, 11, 29), date(2026, 7, 1), date(2027, 1, 10), date(2026, 12, 30)]


def misses(season: Season, pid: str, before: date) -> int:
    """Gray rule 10 misses: final regular games before the deadline (and `before`) of his team, not dressed."""
    rosters = Rosters(season)
    count = 0
    for g in season.games:
        if g.stage != "regular" or g.status != "final" or g.date >= min(before, season.dates.roster_deadline):
            continue
        team = rosters.team_of(pid, g.date)
        if team in g.teams and g.dressed_for(team) and pid not in g.dressed_for(team):
            count += 1
    return count


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("today", TODAYS, ids=str)
def test_demo_season_passes_every_season_check(today: date, seed: int) -> None:
    assert check_season(build_demo_season(today, seed), GRAY) == []


@pytest.mark.parametrize("today", [date(2026, 1, 1) + timedelta(days=d) for d in range(0, 366, 11)], ids=str)
def test_demo_season_is_valid_on_any_day_of_the_year(today: date) -> None:
    assert check_season(build_demo_season(today, today.day), GRAY) == []


@pytest.mark.parametrize("today", TODAYS, ids=str)
def test_demo_season_round_trips_through_the_season_file(today: date) -> None:
    season = build_demo_season(today, 3)
    assert parse_season_text(season_to_text(season)) == season


def test_same_today_and_seed_give_the_same_season() -> None:
    today = date(2026, 11, 29)
    assert season_to_text(build_demo_season(today, 5)) == season_to_text(build_demo_season(today, 5))
    assert build_demo_season(today, 5) != build_demo_season(today, 6)


@pytest.mark.parametrize("today", TODAYS, ids=str)
def test_season_is_named_and_dated_from_its_autumn(today: date) -> None:
    season = build_demo_season(today)
    year = today.year if today.month >= 7 else today.year - 1
    assert season.name == f"{year}-{(year + 1) % 100:02d}"
    assert season.dates.age_cutoff == season.dates.roster_deadline == date(year, 12, 31)
    assert (season.league, season.rulebook) == ("Gray League", "gray")


@pytest.mark.parametrize("seed", SEEDS)
def test_six_teams_of_eleven_to_thirteen_skaters_and_one_or_two_goalies(seed: int) -> None:
    season = build_demo_season(date(2026, 11, 29), seed)
    assert [(t.code, t.name) for t in season.teams] == [
        ("BLK", "Black"),
        ("RED", "Red"),
        ("GRN", "Green"),
        ("WHT", "White"),
        ("BLU", "Blue"),
        ("GLD", "Gold"),
    ]
    for team in season.teams:
        roster = [p for p in season.players if p.team == team.code]
        positions = Counter(p.position for p in roster)
        assert positions["F"] + positions["D"] in range(11, 14)
        assert positions["G"] in (1, 2)
        assert 7 <= positions["F"] <= 8 and 4 <= positions["D"] <= 5
        assert team.colour and season.player(team.captain).team == team.code
        assert len({p.number for p in roster}) == len(roster)


def test_every_player_is_eligible_except_the_one_with_an_override() -> None:
    season = build_demo_season(date(2026, 11, 29))
    refused = [p for p in season.players if eligibility_problem(p, season.dates.age_cutoff, GRAY)]
    assert [p.klass for p in refused] == ["D"]
    assert refused[0].eligibility_override is not None and refused[0].team is None


def test_ratings_follow_skill_class() -> None:
    season = build_demo_season(date(2026, 11, 29))
    by_class = {k: mean(p.rating for p in season.players if p.klass == k) for k in "ABC"}
    assert by_class["A"] > by_class["B"] > by_class["C"]


def test_draft_is_a_snake_whose_picks_are_the_starting_teams() -> None:
    season = build_demo_season(date(2026, 11, 29))
    draft = season.draft
    assert draft.order == "snake" and sorted(draft.first_round) == sorted(t.code for t in season.teams)
    first, second = ([k.team for k in draft.picks if k.round == r] for r in (1, 2))
    assert first == list(draft.first_round) and second == first[::-1]
    assert sorted(k.player for k in draft.picks) == sorted(p.id for p in season.players if p.team)


def test_free_agents_and_two_official_substitute_goalies_are_unrostered() -> None:
    season = build_demo_season(date(2026, 11, 29))
    free = [p for p in season.players if p.team is None and p.id not in season.substitute_goalies]
    assert {p.position for p in free} == {"F", "D"} and len(free) >= 4
    assert len(season.substitute_goalies) == 2
    assert all(
        season.player(pid).position == "G" and season.player(pid).team is None for pid in season.substitute_goalies
    )


@pytest.mark.parametrize("today", TODAYS, ids=str)
def test_double_round_robin_on_one_weekly_night(today: date) -> None:
    season = build_demo_season(today)
    games = season.games
    assert len(games) == 30
    assert Counter(frozenset(g.teams) for g in games) == {
        pair: 2 for pair in Counter(frozenset(g.teams) for g in games)
    }
    assert len(Counter(frozenset(g.teams) for g in games)) == 15
    assert set(Counter(g.home for g in games).values()) == {5}
    nights = Counter(g.date for g in games)
    assert set(nights.values()) == {3} and {d.weekday() for d in nights} == {6}
    assert {(g.time, g.rooms) for g in games} == {("19:00", (1, 2)), ("20:15", (3, 4)), ("21:30", (5, 6))}


@pytest.mark.parametrize("today", TODAYS, ids=str)
def test_games_before_today_are_final_and_the_rest_scheduled(today: date) -> None:
    season = build_demo_season(today)
    final = [g for g in season.games if g.status == "final"]
    scheduled = [g for g in season.games if g.status == "scheduled"]
    assert final and scheduled and len(final) + len(scheduled) == 30
    assert all(g.date < today for g in final) and all(g.date >= today for g in scheduled)
    assert all(g.signed and g.signed_by == "referee" and g.score and g.dressed and g.shifts for g in final)
    assert all(not (g.score or g.dressed or g.goals or g.penalties or g.shifts or g.signed) for g in scheduled)
    assert sum(1 for g in final if g.goals) >= len(final) // 2


@pytest.mark.parametrize("today", TODAYS, ids=str)
def test_transfer_is_a_balance_transfer_before_today(today: date) -> None:
    season = build_demo_season(today)
    (transfer,) = season.transfers
    assert transfer.date < today and "balance" in transfer.reason
    assert season.player(transfer.player).team != transfer.to


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("today", DROP_TODAYS, ids=str)
def test_approved_drop_of_a_droppable_player_and_his_substitute(today: date, seed: int) -> None:
    season = build_demo_season(today, seed)
    (drop,) = season.drops
    (sub,) = season.substitutes
    deadline = season.dates.roster_deadline
    assert drop.approved and drop.requested_on <= drop.decided_on < today and drop.decided_on <= deadline
    assert misses(season, drop.player, drop.decided_on) >= 6
    dropped = season.player(drop.player)
    assert (
        sub.replaces == drop.player and sub.team == dropped.team and drop.requested_by == season.team(sub.team).captain
    )
    assert drop.decided_on <= sub.date <= deadline
    assert season.player(sub.player).position == dropped.position and season.player(sub.player).team is None


def test_no_drop_when_the_deadline_closed_before_the_season_could_allow_one() -> None:
    season = build_demo_season(date(2027, 3, 15))
    assert season.drops == () and season.substitutes == ()


@pytest.mark.parametrize("today", DROP_TODAYS, ids=str)
def test_an_injured_player_is_droppable_but_not_dropped(today: date) -> None:
    season = build_demo_season(today)
    dropped = {d.player for d in season.drops}
    droppable = [p.id for p in season.players if p.team and p.id not in dropped and misses(season, p.id, today) >= 6]
    assert droppable and all(season.player(pid).status == "injured" for pid in droppable)


def test_an_official_substitute_goalie_stands_in_once() -> None:
    season = build_demo_season(date(2026, 11, 29))
    rosters = Rosters(season)
    stand_ins = [
        (g.id, pid)
        for g in season.games
        for team, pids in g.dressed
        for pid in pids
        if rosters.team_of(pid, g.date) != team
    ]
    assert len(stand_ins) == 1 and stand_ins[0][1] in season.substitute_goalies


@pytest.mark.parametrize("seed", SEEDS)
def test_sheets_stay_clear_of_automatic_misconducts_and_penalty_forfeits(seed: int) -> None:
    season = build_demo_season(date(2026, 11, 29), seed)
    heaviest = 0
    for g in season.games:
        replay = replay_sheet(g, GRAY)
        assert replay.forfeit is None and not replay.game_misconducts and not replay.problems
        assert all(d.cause == "late start" for d in replay.derived)
        assert all(w.count <= 3 for w in replay.warnings if w.player)
        heaviest = max([heaviest] + [w.count for w in replay.warnings if w.player is None])
    assert heaviest == 9  # the one rough game: warned at the 8th and 9th, never forfeited


def _violations(shifts, dressed, positions) -> tuple[dict[str, int], int]:
    """(spread by group, double-shift violations) of one team's sheet, stop-time shifts left out (Gray rule 9)."""
    spreads, violations = {}, 0
    for group in ("F", "D"):
        players = [pid for pid in dressed if positions[pid] == group]
        counts = Counter({pid: 0 for pid in players})
        sitting = {pid: 0 for pid in players}
        previous: tuple[str, ...] = ()
        for shift in shifts:
            if shift.group != group or shift.stop_time:
                continue
            for pid in shift.players:
                counts[pid] += 1
                waiting = any(sitting[q] >= 2 for q in players if q not in shift.players)
                violations += pid in previous and waiting
            sitting = {q: 0 if q in shift.players else sitting[q] + 1 for q in players}
            previous = shift.players
        spreads[group] = max(counts.values()) - min(counts.values())
    return spreads, violations


@pytest.mark.parametrize("seed", SEEDS)
def test_shifts_rotate_fairly_with_some_stop_time_at_the_end(seed: int) -> None:
    season = build_demo_season(date(2026, 11, 29), seed)
    positions = {p.id: p.position for p in season.players}
    stop_time = 0
    for g in season.games:
        for team, shifts in g.shifts:
            spreads, violations = _violations(shifts, g.dressed_for(team), positions)
            assert max(spreads.values()) <= 1 and violations == 0
            assert all(len(s.players) == {"F": 3, "D": 2}[s.group] for s in shifts)
            flags = [s.stop_time for s in shifts]
            assert flags == sorted(flags)  # stop-time shifts only at the end
            stop_time += sum(flags)
    assert stop_time > 0


def test_fee_payments_cover_whole_games_and_one_team_is_behind() -> None:
    today = date(2026, 12, 20)
    season = build_demo_season(today)
    fee = 2 * GRAY.fees.referee_fee_cents + GRAY.fees.scorekeeper_fee_cents
    assert season.fees_paid and all(f.date < today and f.amount_cents % fee == 0 for f in season.fees_paid)
    latest = max(f.date for f in season.fees_paid)
    assert len({f.team for f in season.fees_paid if f.date == latest}) < 6
