"""A tournament's suspensions (docs/readings/shared.md#ejections-and-suspensions, Coors 4.4-4.5, Cole PT 3-4 and VA 1):
what each rulebook's rules derive, the committee's rulings, serving in the team's next games and the lapse, each with
its rule."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.discipline.suspensions import season_suspensions, still_to_serve
from league.rosters.membership import Rosters
from league.rulebooks import COLE, COORS, PRIME
from league.rules.rulebook import Rulebook
from league.season.values import BracketSlot, Disqualification, Game, Penalty, Player, Season, SuspensionRuling
from league.turnout.dressing import dress_refusal
from tests.league.tournament_season import knockout, ladder, pools, season

# RED, BLU, GRN, WHT finish in that order: P01 RED-BLU, P02 RED-GRN, P03 RED-WHT, P04 BLU-GRN, P05 BLU-WHT,
# P06 GRN-WHT; then the final K01 RED-BLU and the third-place game K02 GRN-WHT, a day apart.
BRACKET = (
    BracketSlot("OPEN-F", "OPEN", "final", ("pool:A:1", "pool:A:2")),
    BracketSlot("OPEN-3RD", "OPEN", "third-place", ("pool:A:3", "pool:A:4")),
)
PLAYERS = tuple(
    Player(f"{team[0]}{n}", f"Player {team[0]}{n}", date(1990, 1, 1), "F", "B", 50, team=team)
    for team in ("RED", "BLU")
    for n in range(1, 6)
)


def pen(team: str, player: str, kind: str, period: int, clock: str, infraction: str = "hooking") -> Penalty:
    minutes, seconds = clock.split(":")
    return Penalty(team, player, kind, infraction, period, int(minutes) * 60 + int(seconds))


def cup(
    rulebook: Rulebook,
    penalties: dict[str, tuple[Penalty, ...]],
    final: str | None = "3-2",
    third: str | None = "2-0",
    rulings: tuple[SuspensionRuling, ...] = (),
    unplayed: tuple[str, ...] = (),
    disqualifications: tuple[Disqualification, ...] = (),
) -> Season:
    """The four-team cup with these penalties by game id; `unplayed` pool games stay scheduled."""
    games: list[Game] = [
        replace(g, status="scheduled", score=None) if g.id in unplayed else g for g in ladder(1, "RED BLU GRN WHT")
    ]
    games += [knockout(1, "OPEN-F", "RED", "BLU", final), knockout(2, "OPEN-3RD", "GRN", "WHT", third)]
    games = [replace(g, penalties=penalties.get(g.id, ())) for g in games]
    made = season(rulebook.name, pools("A: RED BLU GRN WHT"), tuple(games), BRACKET, disqualifications, (), PLAYERS)
    return replace(made, suspension_rulings=rulings)


def ledger(s: Season, rulebook: Rulebook) -> list[tuple[object, ...]]:
    return [
        (x.player, x.source, x.length, x.rule, x.served_in, x.lapsed_at, x.pending_review)
        for x in season_suspensions(s, rulebook)
    ]


def test_coors_late_window_from_10_00_of_the_third_13_00_in_a_division_final_and_never_in_overtime():
    s = cup(
        COORS,
        {
            "P01": (
                pen("RED", "R1", "misconduct", 3, "10:00"),
                pen("RED", "R2", "misconduct", 3, "09:59"),  # ejected, not suspended
                pen("RED", "R3", "match", 3, "11:59", "spearing"),
                pen("BLU", "B1", "game-misconduct", 3, "10:30"),
                pen("BLU", "B2", "major", 3, "11:00"),  # not a misconduct kind
            ),
            "K01": (
                pen("RED", "R4", "misconduct", 3, "12:59"),  # the final's third is 15 minutes
                pen("RED", "R5", "misconduct", 3, "13:00"),
                pen("BLU", "B3", "misconduct", 4, "01:00"),  # overtime
            ),
        },
    )
    assert ledger(s, COORS) == [
        ("R1", "P01", 1, "rule 4.4", ("P02",), None, False),
        ("B1", "P01", 1, "rule 4.4", ("P04",), None, False),
        ("R3", "P01", 1, "rule 4.5", ("P02",), None, False),  # RED's third player: it forfeits, he sits out
        # RED has no game after the final: what is left lapses once the third-place game decides the bracket
        ("R5", "K01", 1, "rule 4.4", (), "K02", False),
    ]
    assert season_suspensions(s, COORS)[0].cause == "misconduct in the last 2 minutes (period 3 10:00)"


def test_cole_late_game_misconduct_a_majors_added_one_overtime_and_no_match_or_gross_misconduct_as_late():
    s = cup(
        COLE,
        {
            "P01": (
                pen("RED", "R1", "game-misconduct", 2, "10:00", "abuse of officials"),
                pen("RED", "R2", "game-misconduct", 2, "09:59", "abuse of officials"),
                pen("RED", "R3", "match", 2, "15:00", "spearing"),  # a match suspends only for fighting
                pen("BLU", "B1", "major", 2, "12:00", "boarding"),  # adds a game misconduct
                pen("BLU", "B2", "major", 2, "12:00", "high-sticking (accidental)"),  # adds none
            ),
            "K01": (pen("BLU", "B3", "game-misconduct", 3, "01:00", "unsportsmanlike conduct"),),  # overtime
        },
        third=None,
    )
    assert ledger(s, COLE) == [
        ("R1", "P01", 1, "PT 3", ("P02",), None, False),
        ("B1", "P01", 1, "PT 3", ("P04",), None, False),
        ("B3", "K01", 1, "PT 3", (), None, False),  # the third-place game is still to play: no lapse yet
    ]
    causes = [x.cause for x in season_suspensions(s, COLE)]
    assert causes[1] == "game misconduct added to a major in the last 10 minutes (period 2 12:00)"
    assert causes[2] == "game misconduct in overtime (OT1 01:00)"


def test_cole_fighting_is_the_rest_of_the_tournament_even_after_an_ejection_and_runs_beside_a_next_game():
    s = cup(
        COLE,
        {
            "P01": (
                *(pen("RED", "R1", "minor", 1, f"0{n}:00") for n in range(1, 4)),  # ejected by his third
                pen("RED", "R1", "minor", 1, "05:00", "fighting"),  # after the ejection: still counts
                pen("BLU", "B1", "major", 2, "15:00", "fighting"),  # late added game misconduct, and fighting
            )
        },
        final=None,
        third=None,
    )
    assert ledger(s, COLE) == [
        ("R1", "P01", None, "PT 4", ("P02", "P03"), None, False),
        ("B1", "P01", None, "PT 4", ("P04", "P05"), None, False),
        ("B1", "P01", 1, "PT 3", ("P04",), None, False),  # the game misconduct his major adds
    ]
    listed = {x.player: x for x, _ in still_to_serve(s, season_suspensions(s, COLE))}
    assert listed["B1"].rest_of_season and listed["B1"].remaining is None  # of one game's two: the longest left


def test_gross_misconduct_is_pending_review_until_a_ruling_sets_its_length_and_other_rulings_add():
    penalties = {"P01": (pen("RED", "R1", "gross-misconduct", 1, "05:00", "verbal abuse"),)}
    pending = cup(COLE, penalties, final=None, third=None)
    (only,) = season_suspensions(pending, COLE)
    assert (only.cause, only.rule, only.pending_review, only.length, only.remaining) == (
        "gross misconduct",
        "VA 1",
        True,
        None,
        None,
    )
    assert not only.rest_of_season and only.served_in == ("P02", "P03")  # out until the review
    rulings = (
        SuspensionRuling("R1", "P01", 2, "slur: two games"),
        SuspensionRuling("B1", "P04", None, "struck an official"),
    )
    ruled = cup(COLE, penalties, final=None, third=None, rulings=rulings)
    assert ledger(ruled, COLE) == [
        ("R1", "P01", 2, "VA 1", ("P02", "P03"), None, False),
        ("B1", "P04", None, "PR 4", ("P05",), None, False),
    ]
    first, second = season_suspensions(ruled, COLE)
    assert first.reason == "slur: two games" and second.cause == "committee ruling: struck an official"
    rest = cup(COLE, penalties, final=None, third=None, rulings=(SuspensionRuling("R1", "P01", None, "for good"),))
    assert season_suspensions(rest, COLE)[0].rest_of_season


def test_prime_derives_no_suspension_and_takes_the_committees_ruling():
    s = cup(
        PRIME,
        {"P01": (pen("RED", "R1", "match", 3, "14:00", "spearing"),)},
        rulings=(SuspensionRuling("R2", "P01", 1, "committee review"),),
    )
    assert ledger(s, PRIME) == [("R2", "P01", 1, "Prime Expo Boulder", ("P02",), None, False)]


def test_what_is_left_lapses_once_every_slot_of_the_division_is_decided():
    penalties = {"P01": (pen("RED", "R1", "major", 1, "05:00", "fighting"),)}
    open_third = cup(COLE, penalties, third=None)
    (rest,) = (x for x in season_suspensions(open_third, COLE) if x.rule == "PT 4")
    assert rest.lapsed_at is None and rest.active and rest.served_in == ("P02", "P03", "K01")
    decided = cup(COLE, penalties)
    (rest,) = (x for x in season_suspensions(decided, COLE) if x.rule == "PT 4")
    assert (rest.lapsed_at, rest.active, rest.remaining) == ("K02", False, 0)
    assert still_to_serve(decided, season_suspensions(decided, COLE)) == ()


def test_a_forfeit_counts_as_a_game_served():
    """WHT is disqualified from P03, never played: RED's next game counts, as its forfeit win
    (docs/readings/shared.md#ejections-and-suspensions, docs/readings/shared.md#disqualification)."""
    s = cup(
        COLE,
        {"P02": (pen("RED", "R1", "game-misconduct", 2, "19:00"),)},
        unplayed=("P03",),
        disqualifications=(Disqualification("WHT", "P03", "ineligible player"),),
    )
    assert ledger(s, COLE)[0][4] == ("P03",)


def test_a_suspended_player_is_refused_in_his_teams_next_knockout_game_with_the_games_left_and_the_rule():
    s = cup(COORS, {"P03": (pen("RED", "R1", "misconduct", 3, "10:30"),)}, final=None, third=None)
    final = s.known_game("K01")
    refusal = dress_refusal("R1", "RED", final, s, COORS, Rosters(s), season_suspensions(s, COORS))
    assert refusal == (
        "rule 4.4",
        "R1 is suspended: misconduct in the last 2 minutes (period 3 10:30) in P03; 1 of 1 game still to serve",
    )
    played = cup(COORS, {"P03": (pen("RED", "R1", "misconduct", 3, "10:30"),)}, third=None)
    assert ledger(played, COORS) == [("R1", "P03", 1, "rule 4.4", ("K01",), None, False)]
