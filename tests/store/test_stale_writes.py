"""No lost update: every write states the season it was based on, and one based on what another window
has since changed is refused naming the change, writes nothing, and works once based on the file.

Each case: the first window reads the season; a second Store on the same file changes it; the first
window's write based on what it read is refused (StaleWrite), the file is unchanged, and the same
write based on the season as it now is works.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from pathlib import Path

import pytest

from league.season.values import Game, Player, Season
from store.file.db import Store, open_league
from store.file.failures import StaleWrite
from store.season_files.import_export import import_season, import_season_file
from store.tables import models as m
from store.views.season_load import load_season
from store.writes.coin_tosses import record_coin_toss
from store.writes.draft import make_pick, set_draft_order, undo_pick
from store.writes.drops import decide_drop, place_substitute, request_drop, take_back_drop
from store.writes.fees import record_fee_payment, waive_game_fees
from store.writes.games import save_game
from store.writes.registration import register_player
from store.writes.schedule import add_games
from store.writes.teams import set_captain
from store.writes.transfers import record_swap, record_transfer
from tests.conftest import EXAMPLE, league_digest
from tests.league_templates import LeagueTemplates, function_name
from tests.store.draft_day import before_the_draft
from tests.store.playoff_sheet import sf1_game_2
from tests.store.stale_write_games import DROP_DAY, absentees

TODAY = date(2002, 12, 22)
AFTER_GAMES = date(2002, 12, 22)
AT = r" in another window at \d\d:\d\d"


def example(store: Store) -> None:
    import_season_file(store, EXAMPLE)


def draft(store: Store) -> None:
    from store.season_files.reader import parse_season_text

    import_season(store, before_the_draft(parse_season_text(EXAMPLE.read_bytes())), backup=False)


def first_pick_made(store: Store) -> None:
    draft(store)
    make_pick(store, None, "P001")


def next_sf1_game(s: Season) -> Game:
    """SF1's next game as a window showing `s` schedules it: game 2, or game 3 (the next day: a team plays one
    game at a time) once game 2 is on the file."""
    return (
        sf1_game_2()
        if s.game("SF1-2") is None
        else sf1_game_2(id="SF1-3", no=3, home="RED", away="WHT", date=date(2002, 12, 23))
    )


def newcomer(s: Season, like: str) -> Player:
    """A new registration, P999, copied from player `like` without his team and number."""
    return dataclasses.replace(s.player(like), id="P999", team=None, number=None)


def edit_phone(s: Season, store: Store, phone: str = "555-0101") -> None:
    register_player(store, None, dataclasses.replace(s.player("P001"), phone=phone), TODAY, based_on=s)


def pick(player: str) -> Callable[[Season, Store], object]:
    return lambda s, store: make_pick(store, None, player, based_on=s)


def request(player: str) -> Callable[[Season, Store], object]:
    """A captain's request, based on the season shown, to drop `player` on the drop day."""
    return lambda s, store: request_drop(store, None, player, "RED0", DROP_DAY, s)


def approve(player: str) -> Callable[[Season, Store], object]:
    """The committee's approval, based on the season shown, of the waiting request to drop `player`."""
    return lambda s, store: decide_drop(store, None, player, DROP_DAY, True, "seven games missed", based_on=s)


def take_back(player: str) -> Callable[[Season, Store], object]:
    """The committee's taking back, based on the season shown, of the approved drop of `player`."""
    return lambda s, store: take_back_drop(store, None, player, "the fight report came late", s)


def requested(store: Store) -> None:
    absentees(store)
    request_drop(store, None, "RED1", "RED0", DROP_DAY)


def decided(store: Store) -> None:
    requested(store)
    decide_drop(store, None, "RED1", DROP_DAY, True, "seven games missed")


def decided_and_requested(store: Store) -> None:
    """RED1 dropped, RED2's drop asked for and waiting."""
    decided(store)
    request_drop(store, None, "RED2", "RED0", DROP_DAY)


def scheduled(store: Store) -> None:
    example(store)
    save_game(store, None, sf1_game_2(), decision="schedule playoff game")


@dataclass(frozen=True)
class Case:
    """One kind of write: the league it starts from, another window's change, this window's write."""

    name: str
    league: Callable[[Store], None]
    elsewhere: Callable[[Season, Store], object]
    write: Callable[[Season, Store], object]
    says: str


CASES = [
    Case(
        "player edit",
        example,
        edit_phone,
        lambda s, store: register_player(
            store, None, dataclasses.replace(s.player("P001"), name="Al Newname"), TODAY, based_on=s
        ),
        "P001's phone was changed" + AT,
    ),
    Case(
        "registration of a new id",
        example,
        lambda s, store: register_player(store, None, newcomer(s, "P001"), TODAY, new=True, based_on=s),
        lambda s, store: register_player(
            store, None, newcomer(s, "P002"), TODAY, new=s.player("P999") is None, based_on=s
        ),
        r"P999 \(.*\) was registered" + AT,
    ),
    Case(
        "draft pick",
        draft,
        pick("P001"),
        pick("P083"),
        r"Red's pick 1 \(P001\) was made" + AT + ": the draft is at round 1, pick 2 now",
    ),
    Case(
        "undo of a pick",
        first_pick_made,
        pick("P083"),
        lambda s, store: undo_pick(store, None, based_on=s),
        r"Black's pick 2 \(P083\) was made" + AT + ": the draft is at round 1, pick 3 now",
    ),
    Case(
        "draft order",
        draft,
        lambda s, store: set_draft_order(store, None, "straight", ("BLK", "RED", "GRN", "WHT", "BLU", "GLD"), s),
        lambda s, store: set_draft_order(store, None, "snake", ("GLD", "BLU", "WHT", "GRN", "BLK", "RED"), s),
        "the draft order was changed" + AT,
    ),
    Case(
        "transfer",
        example,
        lambda s, store: record_transfer(store, None, "P025", "BLK", AFTER_GAMES, "Black has one goalie", s),
        lambda s, store: record_swap(store, None, "P014", "P066", AFTER_GAMES, "even the forwards", s),
        "P025's move to BLK from 2002-12-22 was recorded" + AT,
    ),
    Case(
        "swap",
        example,
        lambda s, store: record_swap(store, None, "P014", "P066", AFTER_GAMES, "even the forwards", s),
        lambda s, store: record_transfer(store, None, "P025", "BLK", AFTER_GAMES, "Black has one goalie", s),
        "P014's move to GLD from 2002-12-22 was recorded" + AT,
    ),
    Case(
        "schedule of new games",
        example,
        lambda s, store: save_game(store, None, sf1_game_2(), decision="schedule playoff game", based_on=s),
        lambda s, store: add_games(store, None, (next_sf1_game(s),), "add games", based_on=s),
        "game SF1-2 was added" + AT,
    ),
    Case(
        "a playoff game added twice",
        example,
        lambda s, store: save_game(store, None, sf1_game_2(), decision="schedule playoff game", based_on=s),
        lambda s, store: save_game(store, None, next_sf1_game(s), decision="schedule playoff game", based_on=s),
        "game SF1-2 was added" + AT,
    ),
    Case(
        "game moved",
        scheduled,
        lambda s, store: save_game(
            store, None, dataclasses.replace(s.game("SF1-2"), time="21:00"), decision="move game", based_on=s
        ),
        lambda s, store: save_game(
            store, None, dataclasses.replace(s.game("SF1-2"), rooms=(1, 2)), decision="move game", based_on=s
        ),
        "game SF1-2's time was changed" + AT,
    ),
    Case(
        "drop request",
        absentees,
        request("RED1"),
        request("RED2"),
        "the drop of RED1 was requested" + AT,
    ),
    Case(
        "drop decision",
        requested,
        lambda s, store: decide_drop(store, None, "RED1", DROP_DAY, False, "he is back", based_on=s),
        lambda s, store: (
            request_drop(store, None, "RED1", "RED0", DROP_DAY, s)
            if s.drops[-1].approved is False
            else decide_drop(store, None, "RED1", DROP_DAY, True, "seven missed", based_on=s)
        ),
        "the drop of RED1 was denied" + AT,
    ),
    Case(
        "substitute",
        requested,
        approve("RED1"),
        lambda s, store: place_substitute(store, None, "FA1", "RED", date(2002, 11, 27), "RED1", s),
        "the drop of RED1 was approved" + AT,
    ),
    Case(
        "drop taken back",
        decided,
        take_back("RED1"),
        request("RED2"),
        "the drop of RED1 was taken back" + AT,
    ),
    Case(
        "taking back a drop",
        decided_and_requested,
        approve("RED2"),
        take_back("RED1"),
        "the drop of RED2 was approved" + AT,
    ),
    Case(
        "fee payment",
        example,
        lambda s, store: record_fee_payment(store, "2002-03", "RED", date(2002, 12, 10), 4000, s),
        lambda s, store: record_fee_payment(store, "2002-03", "RED", date(2002, 12, 10), 4000, s),
        r"RED's payment of \$40.00 on 2002-12-10 was recorded" + AT,
    ),
    Case(
        "fee waiver",
        example,
        lambda s, store: save_game(
            store,
            None,
            dataclasses.replace(s.game("R03"), signed_by="Ref Two"),
            reason="the referee's name",
            based_on=s.game("R03"),
        ),
        lambda s, store: waive_game_fees(store, "2002-03", "R03", "rink closed early", s),
        "game R03's signer was changed" + AT,
    ),
    Case(
        "coin toss",
        example,
        lambda s, store: record_coin_toss(store, "2002-03", ("GLD", "WHT"), ("WHT", "GLD"), s),
        lambda s, store: record_coin_toss(store, "2002-03", ("BLU", "RED"), ("RED", "BLU"), s),
        "a coin toss between GLD and WHT was recorded" + AT,
    ),
    Case(
        "captain",
        example,
        lambda s, store: set_captain(store, None, "RED", "P014", s),
        lambda s, store: set_captain(store, None, "RED", "P015", s),
        "RED's captain was changed" + AT,
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_a_write_based_on_what_another_window_changed_is_refused_naming_it(
    case: Case, tmp_path: Path, league_templates: LeagueTemplates
):
    # The league the case starts from, filled from new and closed once per test process, copied for each test.
    path = league_templates.copy(function_name(case.league), case.league, tmp_path / "league.db")
    here, there = open_league(path), open_league(path)
    try:
        shown = load_season(here)
        case.elsewhere(shown, there)
        before = league_digest(path)
        with pytest.raises(StaleWrite, match=case.says):
            case.write(shown, here)
        assert league_digest(path) == before
        case.write(load_season(here), here)  # based on the file as it now is: the next try works
        assert league_digest(path) != before
    finally:
        here.close()
        there.close()


def test_a_write_without_a_base_acts_on_the_file_as_it_is(league_file):
    """The command line and imports pass no base: they act on the file as it is."""
    shown = load_season(league_file)
    edit_phone(shown, league_file)
    set_captain(league_file, None, "RED", "P014")
    assert load_season(league_file).team("RED").captain == "P014"


def test_a_sheet_entry_names_what_changed_without_a_time_it_does_not_know(league_file):
    """A goal entered elsewhere is not audit-logged: the refusal names it and no time."""
    save_game(league_file, None, sf1_game_2())
    shown = load_season(league_file).game("SF1-2")
    red = load_season(league_file).game("SF1-1").dressed_for("RED")
    save_game(league_file, None, dataclasses.replace(shown, dressed=(("RED", red),)), based_on=shown)
    says = r"game SF1-2's dressed players were changed in another window: 13 players dressed now"
    with pytest.raises(StaleWrite, match=says) as refused:
        save_game(league_file, None, dataclasses.replace(shown, time="20:30"), based_on=shown)
    assert "window at" not in refused.value.first.message


def test_a_stale_write_is_refused_in_words_past_an_audit_row_nested_too_deep_to_read(league_file):
    """Another program's audit row nested deeper than Python parses is skipped like any unreadable detail,
    never a RecursionError instead of the refusal."""
    shown = load_season(league_file)
    record_fee_payment(league_file, "2002-03", "RED", date(2002, 12, 10), 4000)
    deep = "[" * 100_000 + "]" * 100_000
    with league_file.writing():
        m.Audit.create(at="2002-12-10T20:14:00", season="2002-03", action="fee payment", detail=deep)
    with pytest.raises(StaleWrite, match=r"RED's payment of \$40.00 on 2002-12-10 was recorded"):
        record_fee_payment(league_file, "2002-03", "RED", date(2002, 12, 10), 4000, shown)
