"""The committee's side of the concurrency test: game nights played into a league file for SECONDS.

Run as `python -m tests.store.results_writer DB SECONDS LOG [READS]`. The file holds the example's regular
season with every game still to play (`unplayed_season`). Game after game, in date order, the writer
dresses the players (the scoresheet, `save_game`), records the home team's shifts one by one (the
bench tracker, `change_game`) and saves the signed final sheet (`save_game`): each its own write
transaction. After every commit it appends `<monotonic time> <final games> <game> <home team> <its
skater-shifts in the game>` to LOG; at the end, `finished`. Each game has an equal slot of the
SECONDS, so commits keep coming for the whole time however fast the machine is. With READS (the reader's
log, `standings_reader`), each final sheet waits until the reader has read the one before it: a busy
machine slows the reader, and the writer's final sheets with it, never so much that a final goes unseen
(its shifts keep coming meanwhile).
"""

from __future__ import annotations

import sys
import time
from dataclasses import replace
from pathlib import Path

from league.season.values import Game, Score, Season, Shift
from league.stats.fairness import with_shift
from store.file.db import open_league
from store.season_files.reader import parse_season_text
from store.writes.games import SavedGame, change_game, save_game

# The example season (tests.conftest.EXAMPLE), named here: importing the conftest imports pytest, half of
# this child process's start, paid again at each of its many starts.
EXAMPLE = Path(__file__).resolve().parents[1] / "fixtures" / "season-2002-03.json"

SHIFTS_PER_GAME = 60  # more than a slot has time for: the writer stays busy


def unplayed_season() -> Season:
    """The example's teams, players and regular schedule before the first game: every game scheduled with
    nothing on its sheet, and none of the season's roster moves (rule 10's drops need misses first)."""
    example = parse_season_text(EXAMPLE.read_bytes())
    games = tuple(
        Game(g.id, g.stage, g.date, g.time, g.home, g.away, rooms=g.rooms)
        for g in example.games
        if g.stage == "regular"
    )
    return replace(example, games=games, transfers=(), drops=(), substitutes=())


def game_night(season: Season, game: Game) -> tuple[Game, tuple[Shift, ...], Game]:
    """What the writer saves for `game`: the sheet with both rosters dressed, the home team's shifts
    (forwards in threes and defencemen in pairs, in turn), and the signed final sheet with a score (no goals
    listed, as a referee's sheet may have it)."""
    n = int(game.id[1:])
    dressed = tuple((code, tuple(p.id for p in season.players if p.team == code)) for code in game.teams)
    squads = {group: [p for p in dict(dressed)[game.home] if season.player(p).position == group] for group in "FD"}
    shifts = []
    for i in range(SHIFTS_PER_GAME):
        group, size = ("F", 3) if i % 3 else ("D", 2)
        squad = squads[group]
        first = (i * size) % (len(squad) - size + 1)
        shifts.append(Shift(group, tuple(squad[first : first + size])))
    dressed_game = replace(game, dressed=dressed)
    final = replace(
        dressed_game,
        shifts=((game.home, tuple(shifts)),),
        status="final",
        score=Score(n % 4, n % 3),
        signed=True,
        signed_by="referee",
    )
    return dressed_game, tuple(shifts), final


def live_shifts(game: Game) -> int:
    """How many skater-shifts the home team has in `game`: what the reader's shift report adds up to."""
    return sum(len(s.players) for s in game.shifts_for(game.home))


def final_games(season: Season) -> int:
    """How many games are final: what the reader's standings count."""
    return sum(1 for g in season.games if g.status == "final")


def seen_by_reader(reads: Path | None, final: int, seconds: float = 60) -> None:
    """Until the reader's log `reads` holds a read of the standings with `final` games final (None: no reader),
    at most `seconds`, a bound for a reader that has stopped: the test then says which final went unseen."""
    deadline = time.monotonic() + seconds
    while reads is not None and time.monotonic() < deadline:
        lines = reads.read_text(encoding="utf-8").splitlines() if reads.exists() else []
        if any(f'"final": {final},' in line for line in lines[-3:]):  # the last reads: the counts only grow
            return
        time.sleep(0.01)


def play(db: Path, seconds: float, log: Path, reads: Path | None = None) -> None:
    """Play the season's games into `db` for `seconds`, logging after every commit; each final sheet once the
    reader (its log `reads`) has seen the last one."""
    season = unplayed_season()
    games = season.games
    slot = seconds / len(games)
    start = time.monotonic()
    with open_league(db) as store, log.open("a", encoding="utf-8") as out:

        def logged(saved: SavedGame) -> None:
            game = saved.game
            out.write(f"{time.monotonic()} {final_games(saved.season)} {game.id} {game.home} {live_shifts(game)}\n")
            out.flush()

        for i, game in enumerate(games):
            if time.monotonic() - start >= seconds:
                break
            ends = start + (i + 1) * slot
            dressed, shifts, final = game_night(season, game)
            logged(save_game(store, None, dressed))
            for shift in shifts:
                if time.monotonic() > ends - slot / 4:  # leave room for the final sheet in this slot
                    break
                logged(change_game(store, None, game.id, lambda g, s=shift, home=game.home: with_shift(g, home, s)))
            seen_by_reader(reads, i)  # the i games before this one are final
            logged(save_game(store, None, final))
            time.sleep(max(0.0, ends - time.monotonic()))
        out.write("finished\n")


if __name__ == "__main__":
    play(Path(sys.argv[1]), float(sys.argv[2]), Path(sys.argv[3]), Path(sys.argv[4]) if len(sys.argv) > 4 else None)
