"""The bench tracker's words (Gray rule 9): its rows, the next change, the double-shift warning, jersey numbers.

Plain values and functions of league values, so the screen only wires keys to them.
"""

from __future__ import annotations

from dataclasses import dataclass

from league.rules.rulebook import Rulebook
from league.season.values import Game, Season
from league.stats.fairness import DoubleShift, TeamGame, owed_first
from tui.text.shift_text import GROUP_NAMES


@dataclass(frozen=True, slots=True)
class BenchRow:
    """What one player's row says: on for the next change, his count and sitting, owed, a double-shift warning."""

    player: str
    number: int | None
    name: str
    shifts: int
    sitting: int
    owed: bool = False
    on: bool = False
    double: bool = False
    out: str = ""  # why he is out of the game for the next change ("" when he is not)


KEYS_TEXT = (
    "jersey number or space: toggle · ⏎ record the change · ^z undo · S stop time · O out injured · T other team · "
    "←→ forwards/defence · esc clear · ^g game"
)


def jersey(season: Season, pid: str) -> str:
    """`#12`, or the player's id when he has no number."""
    player = season.player(pid)
    return f"#{player.number}" if player and player.number is not None else pid


def player_words(season: Season, pid: str) -> str:
    """A player as a message names him: "#4 Ty Kowal" (the bench's rows show the number alone)."""
    player = season.player(pid)
    return f"{jersey(season, pid)} {player.name}" if player else pid


def bench_rows(
    season: Season,
    tally: TeamGame,
    group: str,
    pending: list[str],
    doubles: tuple[DoubleShift, ...],
    rulebook: Rulebook,
) -> tuple[BenchRow, ...]:
    """One group's rows: jersey, name, count, sitting; on for the next change, owed, would double-shift."""
    owed = set(owed_first(tally, group, rulebook))
    doubled = {v.player for v in doubles}
    rows = []
    for p in tally.group(group).players:
        player = season.player(p.player)
        rows.append(
            BenchRow(
                p.player,
                player.number if player else None,
                player.name if player else p.player,
                p.shifts,
                p.sitting,
                p.player in owed,
                p.player in pending,
                p.player in doubled,
                p.out,
            )
        )
    return tuple(rows)


def game_line(game: Game, team: str, season: Season, tally: TeamGame, stop_time: bool) -> str:
    """The game, the team on the bench, how many shifts are recorded, and stop time when it is on."""
    team_name = season.team_name(team)
    return (
        f"{game.date.isoformat()} {season.team_name(game.home)} v {season.team_name(game.away)} ({game.status}) · "
        f"bench: {team_name} ({team}) · "
        f"{tally.recorded} shifts recorded{' · STOP TIME' if stop_time else ''}"
    )


def next_line(
    season: Season, tally: TeamGame, group: str, pending: list[str], stop_time: bool, typing: str, rulebook: Rulebook
) -> str:
    """The change Enter would record: its number, the players toggled on, who is owed."""
    chosen = " ".join(jersey(season, p) for p in pending) or "nobody yet"
    owed = ", ".join(jersey(season, p) for p in owed_first(tally, group, rulebook)) or "nobody yet"
    stop = ", stop time: counts for nothing" if stop_time else ""
    typed = f"  · typing #{typing}" if typing else ""
    return (
        f"Next {GROUP_NAMES[group].lower()} change (shift {tally.recorded + 1}{stop}): {chosen}{typed}  · owed: {owed}"
    )


def warning_line(season: Season, group: str, doubles: tuple[DoubleShift, ...], rulebook: Rulebook) -> str:
    """The warning before a double shift is recorded (empty when the change is fine)."""
    if not doubles:
        return ""
    who = ", ".join(player_words(season, v.player) for v in doubles)
    waiting = ", ".join(player_words(season, p) for p in doubles[0].waiting)
    return (
        f"⚠ Double shift ({rulebook.cite('shifts')}): {who} played the last {group} shift "
        f"while {waiting} sat 2 or more. "
        "⏎ records it anyway; esc clears."
    )


def skater_numbers(season: Season, tally: TeamGame | None) -> dict[str, str]:
    """Jersey number (as typed) to player, for the dressed forwards and defence (no number: cursor only)."""
    ids = [p.player for g in tally.groups for p in g.players] if tally else []
    numbers = {pid: season.known_player(pid).number for pid in ids}
    return {str(number): pid for pid, number in numbers.items() if number is not None}


def match_jersey(typed: str, numbers: dict[str, str]) -> tuple[str | None, bool]:
    """(the player wearing `typed`, whether a longer number dressed starts with it): `1` may grow while `12`
    is dressed too."""
    longer = any(n != typed and n.startswith(typed) for n in numbers)
    return numbers.get(typed), longer
