"""The child of the crash-safety test: writes to a league file in a loop until it is killed.

Run as `python -m tests.store.writer_process DB JOURNAL FOLDER [K before|after]`. Each action is one
call of a public store function (or the `rinkbook import` command), so one transaction. Before it
the child appends and fsyncs `starting N KIND` to the journal, outside the league file; after it
returns, `done N`. The test kills the child at a random moment, or (with K) the child kills itself
at its K-th writing statement, since a timer alone seldom lands inside the short write phase. The
test then checks that the file holds exactly the actions the journal says completed, plus all or
nothing of the one in flight. Every action's effect can be read back from the file: `expected_*`
below say what it must look like.
"""

from __future__ import annotations

import os
import signal
import sys
from dataclasses import replace
from datetime import date, timedelta
from functools import cache
from pathlib import Path

from league.rosters.membership import Rosters
from league.season.values import Game, Goal, Score, Season, SeasonDates, Shift, Team
from league.stats.fairness import with_shift
from store.file.db import Store, open_league
from store.season_files.reader import parse_season_text
from store.season_files.writer import season_to_text
from store.views.season_load import load_season
from store.writes.games import change_game, save_game
from store.writes.transfers import record_transfer
from tests.store.fork_server import output_to
from tui.cli import main as rinkbook

# The example season (tests.conftest.EXAMPLE), named here: importing the conftest imports pytest, half of
# this child process's start, paid again at each of its many starts.
EXAMPLE = Path(__file__).resolve().parents[1] / "fixtures" / "season-2002-03.json"

SEASON = "2002-03"
SHEET_GAME = "R28"  # the scoresheet saves this game whole, again and again
SHIFT_GAME = "R29"  # the bench tracker adds one shift after another to its home team
MOVER = "P025"  # a Red goalie the committee moves to Black and back
KINDS = ("import", "sheet", "shift", "transfer")


@cache
def example_season() -> Season:
    """The example season file, read once per process (the test's parent asks after every kill)."""
    return parse_season_text(EXAMPLE.read_bytes())


@cache
def base_season() -> Season:
    """The example's regular season with R28 and R29 still to play (R29's players already dressed)."""
    example = example_season()
    games = []
    for played in example.games:
        if played.stage == "playoff":
            continue
        g = played
        if g.id in (SHEET_GAME, SHIFT_GAME):
            g = Game(
                g.id,
                g.stage,
                g.date,
                g.time,
                g.home,
                g.away,
                rooms=g.rooms,
                dressed=g.dressed if g.id == SHIFT_GAME else (),
            )
        games.append(g)
    return replace(example, games=tuple(games))


def kind_of(n: int) -> str:
    """Which action number `n` is: the four kinds in turn."""
    return KINDS[n % len(KINDS)]


def expected_sheet(n: int, base: Game) -> Game:
    """What sheet action `n` saves: the dressed players and 1 to 6 goals at times only `n` gives."""
    dressed = example_season().game(SHEET_GAME).dressed
    scorer = dict(dressed)[base.home][1]
    goals = tuple(Goal(base.home, scorer, (), 1, 60 * i + n % 50) for i in range(1 + n % 6))
    return replace(base, dressed=dressed, goals=goals)


def expected_shift(index: int, season: Season) -> Shift:
    """The shift the bench tracker records as the home team's shift number `index` in SHIFT_GAME."""
    game = season.game(SHIFT_GAME)
    group = "F" if index % 2 == 0 else "D"
    mine = [p for p in game.dressed_for(game.home) if season.player(p).position == group]
    size = 3 if group == "F" else 2
    start = index % (len(mine) - size + 1)
    return Shift(group, tuple(mine[start : start + size]), stop_time=index % 3 == 0)


def transfer_day(n: int) -> date:
    """The date of transfer action `n`: after every game, a day later for each action."""
    return date(2002, 12, 10) + timedelta(days=n)


def transfer_reason(n: int) -> str:
    """The committee's reason on transfer action `n`: how the file tells the transfers apart."""
    return f"crash action {n}"


def import_name(n: int) -> str:
    """The name of the season import action `n` brings in."""
    return f"crash-{n}"


def import_season_value(n: int) -> Season:
    """The small season import action `n` brings in: six teams and 1 to 3 final games."""
    codes = ("BLK", "RED", "GRN", "WHT", "BLU", "GLD")
    games = tuple(
        Game(
            f"R{i + 1}",
            "regular",
            date(2002, 10, 6 + 7 * i),
            "19:00",
            codes[2 * i],
            codes[2 * i + 1],
            rooms=(1, 2),
            status="final",
            score=Score(2, 1),
        )
        for i in range(1 + n % 3)
    )
    return Season(
        "Gray League",
        import_name(n),
        "gray",
        SeasonDates(date(2002, 12, 31), date(2002, 12, 31)),
        teams=tuple(Team(c, c.title()) for c in codes),
        games=games,
    )


def act(n: int, db: Path, folder: Path, store: Store) -> None:
    """Perform action `n` (one transaction) on the open `store` of league file `db`."""
    kind = kind_of(n)
    if kind == "import":  # the command line, as the committee runs it: its own connection
        source = folder / f"{import_name(n)}.json"
        source.write_text(season_to_text(import_season_value(n)), encoding="utf-8")
        if rinkbook(["--db", str(db), "import", str(source)]) != 0:
            raise SystemExit(f"import {n} refused")
    elif kind == "sheet":
        base = load_season(store, SEASON).game(SHEET_GAME)
        save_game(store, SEASON, expected_sheet(n, base))
    elif kind == "shift":
        season = load_season(store, SEASON)
        team = season.game(SHIFT_GAME).home
        change_game(
            store, SEASON, SHIFT_GAME, lambda g: with_shift(g, team, expected_shift(len(g.shifts_for(team)), season))
        )
    else:
        day = transfer_day(n)
        now = load_season(store, SEASON)
        team = Rosters(now).team_of(MOVER, day - timedelta(days=1))
        record_transfer(store, SEASON, MOVER, "BLK" if team == "RED" else "RED", day, transfer_reason(n))


def journal_lines(journal: Path) -> list[list[str]]:
    """The journal's lines, split into words (a line cut short by the kill is left out)."""
    if not journal.exists():
        return []
    text = journal.read_text(encoding="utf-8")
    return [line.split() for line in text.split("\n")[:-1]]


def next_action(journal: Path) -> int:
    """The number after the last action any earlier child started."""
    started = [int(words[1]) for words in journal_lines(journal) if words[0] == "starting"]
    return max(started, default=-1) + 1


def write_line(journal: Path, line: str) -> None:
    """Append one line and fsync it, so that the kill cannot take back what it says."""
    fd = os.open(journal, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, (line + "\n").encode())
        os.fsync(fd)
    finally:
        os.close(fd)


class StatementKill:
    """SIGKILL just before the `at`-th writing statement on the store's connection runs, or (`after`) just
    after the COMMIT of its `at`-th write transaction, so that a kill also lands between a commit and
    the action's `done` line."""

    WRITES = ("INSERT", "UPDATE", "DELETE")

    def __init__(self, at: int, after: bool):
        self.at, self.after, self.count, self.armed, self.wrote = at, after, 0, False, False

    def __call__(self, sql: str) -> None:
        self.die_if_armed()
        verb = sql.lstrip().split(" ", 1)[0].upper()
        if self.after:  # count the COMMITs of transactions that wrote (reads commit too)
            counts = verb == "COMMIT" and self.wrote
            self.wrote = verb in self.WRITES or (self.wrote and verb not in ("COMMIT", "ROLLBACK"))
        else:
            counts = verb in self.WRITES or verb == "COMMIT"
        if counts:
            self.count += 1
            if self.count == self.at:
                self.armed = True
                if not self.after:
                    self.die_if_armed()

    def die_if_armed(self) -> None:
        if self.armed:
            os.kill(os.getpid(), signal.SIGKILL)


def run(db: Path, journal: Path, folder: Path, kill: StatementKill | None) -> None:
    """Write action after action until killed (by the test, or by `kill`)."""
    n = next_action(journal)
    with open_league(db) as store:
        if kill is not None:
            store.db.connection().set_trace_callback(kill)
        while True:
            write_line(journal, f"starting {n} {kind_of(n)}")
            act(n, db, folder, store)
            if kill is not None:
                kill.die_if_armed()
            write_line(journal, f"done {n}")
            n += 1


def run_words(args: list[str]) -> None:
    """`run` on the command line's words: DB JOURNAL FOLDER [K before|after]."""
    run(
        Path(args[0]),
        Path(args[1]),
        Path(args[2]),
        StatementKill(int(args[3]), args[4] == "after") if len(args) > 3 else None,
    )


def run_child(args: list[str], errors: Path) -> None:
    """`run_words` with its stderr into `errors` and its output dropped: the entry of a child forked from a
    process that imported this module already (the crash test's fork server), writing within milliseconds of
    its start rather than after the second an interpreter and its imports take."""
    output_to(errors, errors_mode="a")
    run_words(args)


if __name__ == "__main__":
    # DB JOURNAL FOLDER [K before|after]: with K, the child kills itself at its K-th writing statement.
    run_words(sys.argv[1:])
