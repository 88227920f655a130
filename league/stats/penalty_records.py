"""The season's penalties per player and per team (Gray rules 4 and 5): counts, minutes and game misconducts.

Every penalty of a final sheet counts, and so does every penalty the rules add to it (the 4th
penalty's misconduct, the 5th's and fighting's game misconduct, the late start's bench minor): the
replay lists them all with their minutes by the clock mode. A player's game misconducts are the
ones Gray rule 5 counts toward his suspensions: at most one per game.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from itertools import chain
from operator import itemgetter

from league.discipline.suspensions import games_in_order
from league.rules.rulebook import Rulebook
from league.season.values import Season
from league.sheet.replay import SheetReplay, replay_sheet


@dataclass(frozen=True, slots=True)
class PlayerPenalties:
    """One player's penalties for one team: how many, their minutes, and his game misconducts (Gray rule 5)."""

    player: str
    team: str
    penalties: int = 0
    pim: int = 0
    game_misconducts: int = 0


@dataclass(frozen=True, slots=True)
class TeamPenalties:
    """One team's penalties (bench penalties included), their minutes, game misconducts and penalty forfeits."""

    team: str
    penalties: int = 0
    pim: int = 0
    bench_penalties: int = 0
    game_misconducts: int = 0
    forfeits: int = 0  # games the team forfeited by its 10th counted penalty (Gray rule 4)


@dataclass(frozen=True, slots=True)
class PenaltyRecords:
    """Per player (most minutes first) and per team (season order)."""

    players: tuple[PlayerPenalties, ...]
    teams: tuple[TeamPenalties, ...]


def penalties_tallied(replays: Iterable[SheetReplay]) -> Counter[tuple[str, str | None, int]]:
    """How many penalties each (team, player, minutes) took in `replays` (player None: a bench penalty), those
    the rules add included: one `Counter` pass over the sheets' minutes, not a Python step per penalty (a
    10,000-game season holds some 48,000; docs/performance.md: the discipline and stats screens open under 150 ms)."""
    return Counter(map(itemgetter(0, 1, 3), chain.from_iterable(replay.minutes for replay in replays)))


def penalty_records(
    season: Season, rulebook: Rulebook, replays: Mapping[str, SheetReplay] | None = None
) -> PenaltyRecords:
    """Every final sheet's penalties, those the rules add included, summed per player and per team."""
    players: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0, 0])  # penalties pim gm
    teams: dict[str, list[int]] = {t.code: [0, 0, 0, 0, 0] for t in season.teams}  # pen pim bench gm forfeits
    finals = [
        replays[game.id] if replays is not None else replay_sheet(game, rulebook)
        for game in games_in_order(season)
        if game.status == "final"
    ]
    for (team, pid, minutes), n in penalties_tallied(finals).items():
        row = teams.setdefault(team, [0, 0, 0, 0, 0])
        row[0] += n
        row[1] += minutes * n
        if pid is None:
            row[2] += n
        else:
            line = players[(pid, team)]
            line[0] += n
            line[1] += minutes * n
    # A game misconduct or a penalty forfeit comes of a penalty just counted: its team is in `teams` already.
    for replay in finals:
        for gm in replay.game_misconducts:
            players[(gm.player, gm.team)][2] += 1
            teams.setdefault(gm.team, [0, 0, 0, 0, 0])[3] += 1
        if replay.forfeit is not None and replay.forfeit[1] == "penalties":
            teams.setdefault(replay.forfeit[0], [0, 0, 0, 0, 0])[4] += 1
    ranked = sorted(players.items(), key=lambda item: (-item[1][1], -item[1][0], item[0]))
    return PenaltyRecords(
        players=tuple(PlayerPenalties(pid, team, *row) for (pid, team), row in ranked),
        teams=tuple(TeamPenalties(code, *row) for code, row in teams.items()),
    )
