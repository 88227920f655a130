"""Two app windows on one league, and each kind of write as a case for them."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from datetime import date

from textual.screen import ModalScreen

from league.season.values import Game, Season
from store.file.db import Store, open_league
from store.season_files.import_export import import_season
from store.views.season_load import load_season
from store.writes.draft import make_pick
from store.writes.drops import request_drop
from store.writes.games import save_game
from tests.conftest import pending_toss_season, screen_text
from tests.store.draft_day import in_file_order
from tests.store.stale_write_games import absentees
from tests.tui.notices import notices
from tui.app import RinkbookApp
from tui.form_keeper import OVER_IT

SIZE = (130, 40)


AT = r" in another window at \d\d:\d\d"


Step = Callable[[object, RinkbookApp], Awaitable[None]]


async def keys(pilot, *pressed: str) -> None:
    await pilot.press(*pressed)
    await pilot.pause()


async def fill(pilot, app: RinkbookApp, **values: str) -> None:
    """Type into the open form's fields (by id) as a user would, all at once."""
    for key, value in values.items():
        app.screen.query_one(f"#{key}").value = value
    await pilot.pause()


def pressing(*pressed: str) -> Step:
    async def step(pilot, app) -> None:
        await keys(pilot, *pressed)

    return step


@dataclass(frozen=True)
class Case:
    """One kind of write, as keys: `open` shows the thing (its form open), `first` and `second` complete it
    in each window."""

    name: str
    open: Step
    first: Step  # the first window's save
    second: Step  # the second window's save (refused once, then it works)
    says: str  # the refusal, a regex
    shows: Callable[[Season], str]  # what the second window shows of the first's change after the refusal
    stored: Callable[[Season], bool]  # both changes are in the file at the end
    today: date = date(2002, 12, 1)
    league: str = "example"
    reopen: Step | None = None  # the second window's way back to its form for the next try (default: open)
    open_second: Step | None = None  # where the second window starts, when not where the first does
    # The second window's save over the first's change, in its form kept open after the refusal (an edit form).
    over: Step | None = None  # default: Enter
    kept: bool = True  # the refused form stays open as typed (False: a write with no form, or not one to go over)
    over_words: str = OVER_IT  # what the kept form says Enter does


def form_error(app: RinkbookApp) -> str:
    """What the open dialog's error line says (its lines wrap among the screen's behind it)."""
    return " ".join(str(line.render()) for line in app.screen.query(".error"))


def form(fields: dict[str, str], *pressed: str) -> Step:
    """A step that types into the open form's fields, then presses keys."""

    async def step(pilot, app) -> None:
        await fill(pilot, app, **fields)
        await keys(pilot, *pressed)

    return step


async def transfer_row(pilot, app: RinkbookApp, row: int) -> None:
    """Open the transfer form for the player on `row` of Red's roster (goalies are rows 0 and 1)."""
    table = app.screen.query_one("#roster-1")
    table.focus()
    table.move_cursor(row=row)
    await keys(pilot, "M")


def then(*steps: Step) -> Step:
    async def step(pilot, app) -> None:
        for each in steps:
            await each(pilot, app)

    return step


async def edit_p001(pilot, app) -> None:
    await keys(pilot, "p")
    await keys(pilot, "slash", *"P001", "enter", "E")


async def nothing(pilot, app) -> None:
    """The second window is still where the next try starts (the cursor in the draft's search box)."""


def red_captain(s: Season) -> str:
    return f"{s.player(s.team('RED').captain).name} (C)"


# Two new games on the same night; the second's teams other than the first's (Black v Red): a team's second game
# that night would be asked.
NEW_GAME_FIRST = {"game-date": "2002-12-15", "game-time": "21:00", "game-rooms": "4/3", "game-reason": "make-up"}
NEW_GAME_SECOND = {
    "game-date": "2002-12-15",
    "game-time": "22:30",
    "game-home": "GRN",
    "game-away": "WHT",
    "game-rooms": "2/1",
    "game-reason": "extra",
}

CASES = [
    Case(
        "player edit",
        edit_p001,
        form({"player-phone": "555-0101"}, "enter"),
        form({"player-name": "Al Newname"}, "enter"),
        "P001's phone was changed" + AT,
        lambda s: "555-0101",
        lambda s: (s.player("P001").phone, s.player("P001").name) == ("555-0101", "Al Newname"),
    ),
    Case(
        "draft pick",
        pressing("b", "slash"),
        form({"draft-search": "P001"}, "enter"),
        form({"draft-search": "P083"}, "enter"),
        r"Black's pick 1 \(P001\) was made" + AT + ": the draft is at round 1, pick 2 now",
        lambda s: "1.1 BLK P001",
        lambda s: (s.player("P001").team, s.player("P083").team) == ("BLK", "RED"),
        today=date(2002, 9, 25),
        league="draft",
        reopen=nothing,
        kept=False,
    ),
    Case(
        "undo of a pick",
        pressing("b"),
        form({"draft-search": "P083"}, "slash", "enter"),
        pressing("U"),
        r"Red's pick 2 \(P083\) was made" + AT + ": the draft is at round 1, pick 3 now",
        lambda s: "1.2 RED P083",
        lambda s: (s.player("P001").team, s.player("P083").team) == ("BLK", None),
        today=date(2002, 9, 25),
        league="one pick",
        reopen=nothing,
        kept=False,
    ),
    Case(
        "draft order",
        pressing("b", "O"),
        form({"order-kind": "straight"}, "enter"),
        form({"order-first": "GLD BLU WHT GRN RED BLK"}, "enter"),
        "the draft order was changed" + AT,
        lambda s: "straight order, first round BLK RED",
        lambda s: (s.draft.order, s.draft.first_round[0]) == ("straight", "GLD"),
        today=date(2002, 9, 25),
        league="draft",
        reopen=pressing("O"),
    ),
    Case(
        "captain",
        pressing("r", "right", "down"),
        pressing("K"),
        pressing("down", "K"),
        "RED's captain was changed" + AT,
        red_captain,
        lambda s: s.team("RED").captain is not None,
        reopen=nothing,
        kept=False,
    ),
    Case(
        "fee payment",
        pressing("f", "P"),
        form({}, "tab", "tab", *"75", "enter"),  # the dialog opens on its first field, the team it offers
        form({}, "tab", "tab", *"75", "enter"),
        r"BLK's payment of \$75.00 on 2002-12-01 was recorded" + AT,
        lambda s: "$375.00",
        lambda s: [p.amount_cents for p in s.fees_paid if p.team == "BLK"][-2:] == [7500, 7500],
        over_words="Enter records yours too, a second payment beside it; Esc cancels.",  # not over the other's
    ),
    Case(
        "fee waiver",
        pressing("f", "tab", "tab", "down", "down", "W"),
        form({"waive-reason": "no refs"}, "enter"),
        form({"waive-reason": "rink closed"}, "enter"),
        "game R03's fee waiver was changed" + AT,
        lambda s: "no refs",
        lambda s: (s.game("R03").fees_waived, s.game("R04").fees_waived) == ("no refs", "rink closed"),
        reopen=then(pressing("W"), form({"waive-game": "R04"})),
        over=form({"waive-game": "R04"}, "enter"),  # R03's fees are waived now: the kept form names another
    ),
    Case(
        "coin toss",
        pressing("k"),
        form({"toss-order": "WHT BLU"}, "enter"),
        form({"toss-order": "GRN GLD"}, "enter"),
        "a coin toss between BLU and WHT was recorded" + AT,
        lambda s: "coin toss",
        lambda s: len(s.coin_tosses) == 2,
        league="toss",
        over_words="Enter records yours too, a toss beside it; Esc cancels.",  # a second toss, not over the first
    ),
    Case(
        "transfer",
        pressing("r", "right", "M"),
        form({"transfer-target": "BLK", "transfer-reason": "Black has one goalie"}, "enter"),
        form({"transfer-target": "GRN", "transfer-reason": "Green needs depth"}, "enter"),
        r"P02[56]'s move to BLK from 2002-12-22 was recorded" + AT,
        lambda s: "1 of 2 goalies",
        lambda s: [t.to for t in s.transfers][-2:] == ["BLK", "GRN"],
        today=date(2002, 12, 22),
        # The second window moves a Red skater: after the first window's move, Red's other goalie is its only
        # one, and rule 2 keeps him. Its dialog stays open on the rosters as they are now, as typed.
        reopen=nothing,
        open_second=then(pressing("r", "right"), lambda pilot, app: transfer_row(pilot, app, 2)),
        over_words="Enter records yours too, on the rosters as they are now; Esc cancels.",  # beside the first's
    ),
    Case(
        "drop request",
        pressing("a", "down"),
        pressing("Q", "enter"),  # the request's dialog: confirmed as shown
        pressing("Q", "enter"),
        "the drop of RED1 was requested" + AT,
        lambda s: "requests waiting: RED1",
        lambda s: [d.player for d in s.drops] == ["RED1", "RED2"],
        today=date(2002, 11, 25),
        league="absentees",
        open_second=pressing("a", "down", "down"),
        reopen=nothing,
        over_words="Enter requests this drop too, beside it; Esc cancels.",  # RED2's beside RED1's, not over it
    ),
    Case(
        "drop decision",
        pressing("a", "down", "D"),
        form({"drop-approve": "y", "drop-reason": "missed"}, "enter"),
        form({"drop-approve": "y", "drop-reason": "missed too"}, "enter"),
        "the drop of RED1 was approved" + AT,
        lambda s: "dropped",
        lambda s: [d.approved for d in s.drops] == [True, True],
        today=date(2002, 11, 25),
        league="requests",
        open_second=pressing("a", "down", "down", "D"),
        reopen=pressing("D"),
    ),
    Case(
        "new game on the schedule",
        pressing("s", "A"),
        form(NEW_GAME_FIRST, "enter"),
        form(NEW_GAME_SECOND, "enter"),
        "game R04 was added" + AT,
        lambda s: "R04",
        lambda s: s.game("R04").time == "21:00" and s.game("R05").time == "22:30",
        league="toss",
        reopen=pressing("A"),
        over_words="Enter adds yours as another game, under the next free id; Esc cancels.",  # never over R04
    ),
    Case(
        "game moved",
        pressing("s", "down", "down", "down", "M"),
        form({"game-time": "21:00", "game-reason": "ice booked late"}, "enter"),
        form({"game-rooms": "2/1", "game-reason": "rooms swapped"}, "enter"),
        "game R4's time was changed" + AT,
        lambda s: "21:00",
        lambda s: (s.game("R4").time, s.game("R4").rooms) == ("21:00", (1, 2)),
        league="toss and a game",
        reopen=pressing("up", "up", "up", "down", "down", "down", "M"),
    ),  # wherever the reload left the cursor
    Case(  # entries on different parts of one sheet are merged (tests/tui/test_scorer_and_bench.py): one part
        "scoresheet entry",
        pressing("g"),
        form({"sheet-entry": "late H 3"}, "enter"),
        form({"sheet-entry": "late H 4"}, "enter"),
        "game SF1-2's late start White 3 minutes was recorded in another window: look at it again",
        lambda s: "White 3 min late",
        lambda s: [(late.team, late.minutes) for late in s.game("SF1-2").late_starts] == [("WHT", 4)],
        today=date(2002, 12, 22),
        league="SF1-2 scheduled",
        reopen=nothing,
        kept=False,
    ),
    Case(
        "playoff game",
        pressing("o", "x"),
        pressing("enter"),
        pressing("enter"),
        "game SF1-2 was added" + AT,
        lambda s: "g2 Dec 22 WHT v RED scheduled",
        lambda s: s.game("SF1-2") is not None and s.game("SF2-2") is not None,
        today=date(2002, 12, 22),
        # The same game: the kept form says it is scheduled now instead of offering Enter; Esc, then SF2's.
        over=pressing("escape", "down", "x", "enter"),
        over_words="SF1 game 2 is scheduled now, 2002-12-22 20:15 (SF1-2); Esc cancels.",
    ),
]


async def two_windows(case: Case, store: Store, season: str) -> None:
    other = open_league(store.address)  # a file, or a server's database
    first, second = RinkbookApp(store, case.today, season), RinkbookApp(other, case.today, season)
    try:
        async with first.run_test(size=SIZE) as p1, second.run_test(size=SIZE) as p2:
            # The second window's live view is held back until its save: both act within the same half
            # second, before it could show the first window's change (the race the based_on check is for).
            with second.live.paused():
                await (case.open_second or case.open)(p2, second)  # its form is open before the first saves
                await case.open(p1, first)
                await case.first(p1, first)
                await case.second(p2, second)
            # Said in a notice, or on the screen's message line (the scoresheet's).
            said = [*notices(second, severity="error"), screen_text(second)]
            assert re.search(case.says, "\n".join(said)), said
            second.clear_notifications()
            assert isinstance(second.screen, ModalScreen) == case.kept, screen_text(second)
            if case.kept:
                # An edit form stays open as typed, saying what the first window stored: Enter saves what the
                # second changed over it, on purpose, and the first's change stays where the second typed none.
                in_form = form_error(second)
                assert re.search(case.says, in_form) and in_form.endswith(case.over_words), screen_text(second)
                await (case.over or pressing("enter"))(p2, second)
                assert not isinstance(second.screen, ModalScreen), screen_text(second)
            else:
                # Reloaded at once: the first window's change is on the second's screen.
                shown = screen_text(second)
                assert case.shows(load_season(store)) in shown, shown
                await (case.reopen or case.open)(p2, second)
                await case.second(p2, second)  # the next try works
            assert not notices(second, severity="error")
        assert case.stored(load_season(store)), notices(second)
    finally:
        other.close()


def league_for(case: Case, store: Store, example: Season) -> str:
    """Fill the empty league file as `case` needs; the season's name."""
    if case.league == "example":
        import_season(store, example, backup=False)
    elif case.league in ("draft", "one pick"):
        import_season(store, in_file_order(example), backup=False)
        if case.league == "one pick":
            make_pick(store, None, "P001")
    elif case.league == "SF1-2 scheduled":
        import_season(store, example, backup=False)
        save_game(
            store,
            None,
            Game("SF1-2", "playoff", date(2002, 12, 22), "20:15", "WHT", "RED", rooms=(3, 4), series="SF1", no=2),
        )
    elif case.league == "toss":
        import_season(store, pending_toss_season(), backup=False)
    elif case.league == "toss and a game":
        toss = pending_toss_season()
        late = Game("R4", "regular", date(2002, 10, 27), "19:00", "RED", "BLK", rooms=(3, 4))
        import_season(store, replace(toss, games=(*toss.games, late)), backup=False)
    else:
        absentees(store)
        if case.league == "requests":
            for player in ("RED1", "RED2"):
                request_drop(store, None, player, "RED0", case.today)
        return "S"
    return "2002-03"
