"""The committee's writes cost what they change (docs/performance.md#the-committees-writes): each common write, as the
app calls it, in CPU ms at 30, 10,000 and 30,000 games.

Each size is `save_cost`'s game-night file (20 games still to play, today the day of the first), copied with its
write-ahead log. A child process opens the copy as the app holds it (its day set, the season read, the dashboard's
alerts worked out) and makes, one after the other, the writes a committee member makes from the app's screens, each
given the season the screen shows (`based_on`): a registration edit (a phone changed), a new player, a captain
named, a drop requested, decided and its substitute placed, a transfer, a game moved, a game added and a scorer's
result saved, and a registration edit again (the first after those saves: what the checks a write reads carry past
them). Only the write call is timed (this process's CPU time: others share the machine); between two writes the
app's reload and its dashboard's alerts run untimed, as after a save. The first registration edit of the session is
shown apart (what the checks work out once a session, kept from then on); the registration edit's row is the median
of three more.

`--before DIR` runs the same children on another tree of the code too (`git archive HEAD | tar -x -C DIR`),
alternating run by run with this one, and prints both. A write the file cannot take at a size (no player droppable
at 30 games) is left out of that size's row.

Run alone: .venv/bin/python -m benchmarks.committee_writes [--sizes 30,10000,30000] [--runs N] [--before DIR]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from benchmarks.figures import Figure

SIZES = (30, 10_000, 30_000)
UNPLAYED = 20
ROOT = Path(__file__).resolve().parents[1]
KINDS = (
    "registration edit, first of the session",
    "registration edit",
    "new player",
    "captain named",
    "drop requested",
    "drop decided",
    "substitute placed",
    "transfer",
    "game moved",
    "game added",
    "result saved",
    "registration edit after a saved result",
)
EDITS = 3  # registration edits after the first: their median is the registration edit's figure
GOAL_MS = {10_000: 100, 30_000: 300}  # a registration edit's CPU at these sizes (docs/performance.md)


def _writes(path: Path) -> dict[str, float]:
    """In a child process, on the code its PYTHONPATH names: CPU ms of each write of `KINDS` on the league at `path`."""
    import sqlite3
    from datetime import date

    from store.file.db import open_league

    db = sqlite3.connect(path)
    # The day of the first game still to play (a file with none: its last game's).
    first = db.execute("SELECT COALESCE(MIN(CASE WHEN status = 'scheduled' THEN date END), MAX(date)) FROM game")
    today = date.fromisoformat(first.fetchone()[0])
    db.close()
    with open_league(path) as store:
        store.alerts_day = today
        return _Session(store, today).spent()


class _Session:
    """The app's store on one league, and the writes a committee member makes from its screens, one after the other."""

    def __init__(self, store: Any, today: Any):
        self.store, self.today = store, today
        self.dropped: list[tuple[str, str]] = []

    def spent(self) -> dict[str, float]:
        found: dict[str, float] = {}
        first = self.timed(self.phone(9000))
        if first is not None:
            found["registration edit, first of the session"] = first
        edits = [ms for n in range(EDITS) if (ms := self.timed(self.phone(n))) is not None]
        if edits:
            found["registration edit"] = statistics.median(edits)
        writes = (self.new_player, self.captain, self.request, self.decide, self.substitute, self.transfer)
        games = (self.moved, self.added, self.result, self.phone(9001))
        for kind, write in zip(KINDS[2:], (*writes, *games), strict=True):
            if write == self.request:
                self.droppable()
            ms = self.timed(write)
            if ms is not None:
                found[kind] = ms
        return found

    def timed(self, write: Callable[[Any], object]) -> float | None:
        """CPU ms of `write(season)`, the season as the app shows it after its last save; None when refused."""
        from league.season.errors import RuleViolation
        from store.views.season_load import load_season

        season = self.store.known_season(load_season(self.store).name) or load_season(self.store)
        self.store.season_cache(season).alerts(self.today)  # the dashboard drawn after the save
        began = time.process_time()
        try:
            write(season)
        except (RuleViolation, LookupError, StopIteration):
            if os.environ.get("COMMITTEE_WRITES_WHY"):
                print(repr(sys.exc_info()[1]), file=sys.stderr)
            return None  # the file cannot take it at this size: left out
        return (time.process_time() - began) * 1000

    def phone(self, n: int) -> Callable[[Any], object]:
        def edit(season: Any) -> object:
            from store.writes.registration import register_player

            player = dataclasses.replace(season.players[0], phone=f"555-{n:04d}")
            return register_player(self.store, None, player, self.today, based_on=season)

        return edit

    def new_player(self, season: Any) -> object:
        from store.writes.registration import next_player_id, register_player

        first = season.players[0]
        player = dataclasses.replace(first, id=next_player_id(season), team=None, number=None, same_person_as=None)
        return register_player(self.store, None, player, self.today, new=True, based_on=season)

    def captain(self, season: Any) -> object:
        """Another captain for a team whose captain asked for no drop (the request names its captain)."""
        from store.writes.teams import set_captain

        asked = {d.requested_by for d in season.drops}
        team = next(t for t in season.teams if t.captain not in asked)
        player = next(p.id for p in season.players if p.team == team.code and p.id != team.captain)
        return set_captain(self.store, None, team.code, player, season)

    def droppable(self) -> None:
        """Untimed, as the drop screen shows it before the request is confirmed: a player the captain may ask for."""
        from league.turnout.drop_requests import drop_request_problem
        from store.views.season_load import load_season, season_rulebook

        season = self.store.known_season(load_season(self.store).name) or load_season(self.store)
        rulebook, captains = season_rulebook(season), {t.captain for t in season.teams}
        suspensions = self.store.season_cache(season).suspensions

        def problem(pid: str) -> object:
            try:
                return drop_request_problem(season, rulebook, pid, self.today, suspensions)
            except TypeError:  # the code before the suspensions could be given
                return drop_request_problem(season, rulebook, pid, self.today)

        for p in season.players:
            if p.team and p.id not in captains and not problem(p.id):
                self.dropped.append((p.id, p.team))
                return

    def request(self, season: Any) -> object:
        from store.writes.drops import request_drop

        pid, team = self.dropped[0]
        return request_drop(self.store, None, pid, season.known_team(team).captain, self.today, season)

    def decide(self, season: Any) -> object:
        from store.writes.drops import decide_drop

        pid, _ = self.dropped[0]
        return decide_drop(self.store, None, pid, self.today, True, "more than five games missed", 0, season)

    def substitute(self, season: Any) -> object:
        from store.writes.drops import place_substitute

        pid, team = self.dropped[0]
        placed = {s.player for s in season.substitutes}
        position = season.known_player(pid).position
        free = next(p.id for p in season.players if p.team is None and p.position == position and p.id not in placed)
        return place_substitute(self.store, None, free, team, self.today, pid, season)

    def transfer(self, season: Any) -> object:
        """A skater moved after the last game (no sheet to check again), as the committee evens the teams."""
        from store.writes.transfers import record_transfer

        after = max(g.date for g in season.games) + timedelta(days=1)
        a, b = season.teams[0].code, season.teams[1].code
        from league.rosters.membership import Rosters

        on_a = Rosters(season).teams_at(after)[a]
        captains = {t.captain for t in season.teams}
        player = next(pid for pid in on_a if season.known_player(pid).position != "G" and pid not in captains)
        return record_transfer(self.store, None, player, b, after, "even the teams", season)

    def moved(self, season: Any) -> object:
        from store.writes.games import save_game

        game = next(g for g in season.games if g.status == "scheduled")
        return save_game(self.store, None, dataclasses.replace(game, time="23:30"), "move game", based_on=season)

    def added(self, season: Any) -> object:
        """A game added on the schedule screen (one game, as its form saves it)."""
        from league.season.values import Game
        from store.writes.games import save_game

        last = max(g.date for g in season.games)
        game = Game("X001", "regular", last + timedelta(days=3), "20:00", season.teams[0].code, season.teams[1].code)
        return save_game(self.store, None, game, "add game", based_on=season)

    def result(self, season: Any) -> object:
        """A scorer's result: the next game still to play made final, its score written and the sheet signed."""
        from league.season.values import Score
        from store.writes.games import save_game

        game = next(g for g in season.games if g.status == "scheduled")
        final = dataclasses.replace(game, status="final", score=Score(3, 2), signed_by="Referee")
        return save_game(self.store, None, final, "result", based_on=season)


def run_child(code: Path, league: Path) -> dict[str, float]:
    """`_writes` on a copy of `league` (with its write-ahead log) in a fresh process importing the code at `code`."""
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder) / league.name
        for suffix in ("", "-wal"):
            if Path(f"{league}{suffix}").exists():
                shutil.copy(f"{league}{suffix}", f"{copy}{suffix}")
        env = dict(os.environ, PYTHONPATH=str(code))
        out = subprocess.run(
            [sys.executable, str(Path(__file__).resolve()), "--child", str(copy)],
            cwd=code,
            env=env,
            check=True,
            capture_output=True,
            text=True,
        )
    found: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return found


def measure(
    sizes: tuple[int, ...], runs: int, before: Path | None, cache: Path
) -> dict[str, dict[int, dict[str, float]]]:
    """{code ("after", "before"): {size: {kind: median CPU ms}}}, the codes alternated run by run."""
    from benchmarks.growth import night_file

    codes = {"after": ROOT, **({"before": before} if before is not None else {})}
    found: dict[str, dict[int, dict[str, list[float]]]] = {code: {} for code in codes}
    for games in sizes:
        league = night_file(games, UNPLAYED, cache)
        for _ in range(runs):
            for code, tree in codes.items():
                for kind, ms in run_child(tree, league).items():
                    found[code].setdefault(games, {}).setdefault(kind, []).append(ms)
    return {
        code: {games: {kind: statistics.median(v) for kind, v in kinds.items()} for games, kinds in by_size.items()}
        for code, by_size in found.items()
    }


def write_table(found: dict[str, dict[int, dict[str, float]]], sizes: tuple[int, ...]) -> str:
    """One Markdown row a write: its CPU ms at each size, before / after when both were measured."""
    lines = ["| write (CPU ms) | " + " | ".join(f"{games:,} games" for games in sizes) + " |"]
    lines.append("|---|" + "---:|" * len(sizes))
    for kind in KINDS:
        cells = []
        for games in sizes:
            shown = [
                f"{found[code][games][kind]:.0f}" if kind in found[code].get(games, {}) else "-"
                for code in ("before", "after")
                if code in found
            ]
            cells.append(" / ".join(shown))
        lines.append(f"| {kind} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def figures(sizes: tuple[int, ...] = SIZES, runs: int = 1) -> list[Figure]:
    """At each size the registration edit against its goal, and the dearest other write (shown: a write's yardstick
    is the transfer, in the same table)."""
    from benchmarks.figures import Figure
    from benchmarks.growth import CACHE

    found = measure(sizes, runs, None, CACHE)["after"]
    out = []
    for games in sizes:
        writes = found[games]
        if "registration edit" in writes:
            goal = GOAL_MS.get(games)
            out.append(Figure(f"{games:,} games: a registration edit (CPU)", writes["registration edit"], "ms", goal))
        others = {kind: ms for kind, ms in writes.items() if kind not in KINDS[:2]}
        if others:
            kind = max(others, key=lambda k: others[k])
            shown = f"transfer {others.get('transfer', 0):.0f} ms"
            out.append(
                Figure(f"{games:,} games: the dearest committee write ({kind}; {shown})", others[kind], "ms", None)
            )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--before", type=Path, help="another tree of the code, measured alternately (before)")
    parser.add_argument("--cache", type=Path, help="where the season files are kept between runs")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child is not None:
        print(json.dumps(_writes(args.child)))
        return
    from benchmarks.growth import CACHE

    sizes = tuple(int(size.replace("_", "")) for size in args.sizes.split(","))
    began = os.getloadavg()[0]
    found = measure(sizes, args.runs, args.before, args.cache or CACHE)
    print(
        f"median of {args.runs} runs, load {began:.1f} to {os.getloadavg()[0]:.1f}"
        + (", before / after" * bool(args.before))
    )
    print(write_table(found, sizes))


if __name__ == "__main__":
    main()
