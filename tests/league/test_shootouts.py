"""Shootouts on the sheet (docs/readings/shared.md#shootouts): order, eligibility, the decision, and the winner's
points."""

from __future__ import annotations

from datetime import date

from league.checks.season import check_season
from league.results.outcome import game_outcome
from league.rulebooks import COLE, COORS, PRIME, THREE_ON_THREE
from league.rules.rulebook import Rulebook
from league.season.values import Game, Penalty, Score, Season, SeasonDates, Shootout, ShootoutAttempt, Team
from league.sheet.format_checks import shootout_state
from league.sheet.replay import replay_sheet
from league.standings.table import standings
from tests.league.two_teams import roster


def players(team: str, count: int) -> tuple[str, ...]:
    return tuple(f"{team[0]}{n}" for n in range(1, count + 1))


def tied(
    kind: str,
    shots: str,
    red: int = 6,
    blu: int = 6,
    first: str | None = None,
    penalties: tuple[Penalty, ...] = (),
) -> Game:
    """A final game of `kind` tied 2-2 between RED (home) and BLU, with RED's and BLU's players dressed (a
    goalie each, RG and BG) and `shots` "R1+ B1- ..." ("+" scored, "-" missed) as its shootout's attempts."""
    attempts = tuple(
        ShootoutAttempt("RED" if shot[0] == "R" else "BLU", shot[:-1], shot[-1] == "+") for shot in shots.split()
    )
    dressed = (("RED", (*players("RED", red), "RG")), ("BLU", (*players("BLU", blu), "BG")))
    stage = "regular" if kind == "pool" else "playoff"
    return Game(
        "K1", stage, date(2026, 5, 1), "19:00", "RED", "BLU", status="final", kind=kind, score=Score(2, 2),
        dressed=dressed, penalties=penalties, shootout=Shootout(first, attempts),
    )  # fmt: skip


def refusals(g: Game, rulebook: Rulebook) -> list[tuple[str, str]]:
    """(where, message) of each problem, the goalies RG and BG known as goalies."""
    return [(p.where, p.message) for p in replay_sheet(g, rulebook, goalies=frozenset({"RG", "BG"})).problems]


def winner(g: Game, rulebook: Rulebook) -> str | None:
    return replay_sheet(g, rulebook, goalies=frozenset({"RG", "BG"})).shootout_winner


def test_coors_stops_once_decided_and_refuses_any_attempt_after_the_decision():
    decided = tied("semi-final", "R1+ B1- R2+ B2- R3+ B3- R4+")
    assert winner(decided, COORS) == "RED"
    assert refusals(decided, COORS) == [
        ("shootout.attempts[6]", "the shootout was decided for RED: no attempt comes after it")
    ]
    assert replay_sheet(decided, COORS).problems[0].rule == "rule 5.2.2"


def test_attempts_alternate_from_the_team_recorded_first_and_goalies_and_ejected_players_never_shoot_in_coors():
    ejected = Penalty("BLU", "B2", "game-misconduct", "abuse of officials", 3, 60)
    g = tied("final", "R1- B1- RG- R1- B2- B3-", first="BLU", penalties=(ejected,))
    assert refusals(g, COORS) == [
        ("shootout.attempts[0]", "attempts alternate: this one is BLU's"),
        ("shootout.attempts[2]", "RG may not shoot: goalies do not shoot"),
        ("shootout.attempts[4]", "B2 may not shoot: ejected in this game"),
        ("shootout", "the shootout is not decided yet: record its attempts"),
    ]


def test_coors_sudden_death_lets_nobody_shoot_twice_before_every_eligible_teammate_has_shot():
    five_rounds = "R1- B1- R2- B2- R3- B3- R4- B4- R5- B5-"
    assert refusals(tied("final", f"{five_rounds} R1-"), COORS) == [
        ("shootout.attempts[10]", "R1 may not shoot: nobody shoots again before every eligible teammate has shot"),
        ("shootout", "the shootout is not decided yet: record its attempts"),
    ]
    every_one = tied("final", f"{five_rounds} R6- B6- R1+ B1-")
    assert refusals(every_one, COORS) == [] and winner(every_one, COORS) == "RED"


def test_prime_sudden_death_takes_new_shooters_until_the_opponent_has_used_all_of_his():
    g = tied("pool", "R1- B1- R2- B2- R3- B3- R1- R4- B4- R1- B1+", red=5, blu=4)
    assert refusals(g, PRIME) == [
        ("shootout.attempts[6]", "R1 may not shoot: nobody shoots again before every eligible teammate has shot")
    ]
    assert winner(g, PRIME) == "BLU"


def test_prime_bars_a_player_whose_penalty_runs_past_the_last_period_played():
    late = Penalty("BLU", "B1", "minor", "hooking", 3, 13 * 60 + 1)  # to 45:01, past the third period's end
    in_time = Penalty("BLU", "B2", "minor", "tripping", 3, 13 * 60)  # to 45:00: served
    shots = "R1- B2- R2- B3- R3+ B4-"
    refused = tied("pool", "R1- B1- B2- R2- B3- R3+ B4-", penalties=(late, in_time))
    assert refusals(refused, PRIME) == [("shootout.attempts[1]", "B1 may not shoot: penalty time left")]
    assert winner(refused, PRIME) == "RED"
    # a quarter-final's 5-minute overtime is played in full before its shootout: B1's minor is served
    assert refusals(tied("quarter-final", shots.replace("B2", "B1"), penalties=(late, in_time)), PRIME) == []
    # Coors: a player with penalty time left may shoot
    coors = refusals(tied("final", shots.replace("B2", "B1"), penalties=(late,)), COORS)
    assert coors == [("shootout", "the shootout is not decided yet: record its attempts")]  # five rounds


def test_three_on_three_shoots_all_four_rounds_then_repeats_the_order_in_sudden_death():
    all_four = tied("semi-final", "R1+ B1- R2+ B2- R3+ B3- R4- B4-", red=4, blu=4)
    assert refusals(all_four, THREE_ON_THREE) == [] and winner(all_four, THREE_ON_THREE) == "RED"
    assert winner(tied("semi-final", "R1+ B1- R2+ B2- R3+ B3-", red=4, blu=4), THREE_ON_THREE) is None
    # BLU has three players: it repeats its order from the fourth round, and sudden death keeps the order
    g = tied("final", "R1- B1- R2- B2- R3- B3- R4- B1- R2- R1- B2+", red=4, blu=3)
    assert refusals(g, THREE_ON_THREE) == [
        ("shootout.attempts[8]", "R2 may not shoot: the order repeats: R1 shoots now")
    ]
    assert winner(g, THREE_ON_THREE) == "BLU"


def test_cole_lets_goalies_shoot_and_anyone_shoot_again_in_sudden_death():
    g = tied("semi-final", "RG- B1- R1- B2- R1- R2- B3- R1- B1- R1+ BG-")
    assert refusals(g, COLE) == [
        ("shootout.attempts[4]", "R1 may not shoot: he has shot already: each team's first shooters are all different")
    ]
    assert winner(g, COLE) == "RED"


def test_a_shootout_win_counts_the_rulebooks_shootout_points_in_the_standings_and_no_goals():
    g = tied("pool", "R1- B1+ R2- B2- R3-", red=3, blu=3)
    outcome = game_outcome(g, PRIME)
    assert outcome is not None and (outcome.winner, outcome.decided_by) == ("BLU", "shootout")
    table = standings(("RED", "BLU"), (outcome,), PRIME)
    rows = {row.team: row.record for row in table.rows}
    assert [row.team for row in table.rows] == ["BLU", "RED"]
    assert (rows["BLU"].pts, rows["BLU"].sow, rows["BLU"].w, rows["BLU"].gf) == (2, 1, 1, 2)
    assert (rows["RED"].pts, rows["RED"].sol, rows["RED"].l, rows["RED"].ga) == (1, 1, 1, 2)


def test_the_season_check_bars_a_registered_goalie_from_a_prime_shootout():
    players = (*roster("RED"), *roster("BLU"))  # REDG and BLUG are goalies
    dressed = tuple((team, tuple(p.id for p in roster(team))) for team in ("RED", "BLU"))
    attempts = (ShootoutAttempt("RED", "REDG", True), ShootoutAttempt("RED", "RED1", True))
    g = Game(
        "P1", "regular", date(2026, 5, 1), "19:00", "RED", "BLU", status="final", score=Score(1, 1), dressed=dressed,
        shootout=Shootout(None, attempts),
    )  # fmt: skip
    dates, teams = SeasonDates(date(2026, 1, 1), date(2026, 1, 1)), (Team("RED", "Red"), Team("BLU", "Blue"))
    season = Season("L", "T", PRIME.name, dates, teams=teams, players=players, games=(g,))
    shootout_problems = [str(p) for p in check_season(season, PRIME) if "shootout" in str(p)]
    assert shootout_problems[0] == "games[0].shootout.attempts[0]: REDG may not shoot: goalies do not shoot (SO 1)"


def test_the_shootouts_state_says_who_may_shoot_next_for_the_scoresheet():
    ejected = Penalty("BLU", "B2", "match", "spearing", 2, 60)
    g = tied("semi-final", "R1- B1-", red=4, blu=4, penalties=(ejected,))
    state = shootout_state(g, COORS, replay_sheet(g, COORS), goalies=frozenset({"RG", "BG"}))
    assert state is not None and (state.next_team, state.next_shooters) == ("RED", ("R2", "R3", "R4"))
    after = tied("semi-final", "R1- B1- R2-", red=4, blu=4, penalties=(ejected,))
    state = shootout_state(after, COORS, replay_sheet(after, COORS), goalies=frozenset({"RG", "BG"}))
    assert state is not None and (state.next_team, state.next_shooters) == ("BLU", ("B3", "B4"))
    assert shootout_state(tied("pool", "R1-"), COORS, replay_sheet(tied("pool", "R1-"), COORS)) is None
