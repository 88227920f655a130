"""Two full teams, Red and Blue, for rules tests of one game; the other four teams rule 2 asks for stay
empty (a Gray league has six)."""

from __future__ import annotations

from datetime import date

from league.season.values import Player, Team

BENCH_TEAMS = (Team("BLK", "Black"), Team("WHT", "White"), Team("GLD", "Gold"), Team("GRN", "Green"))


def roster(team: str) -> list[Player]:
    """Four forwards and two defencemen numbered 1-6, and a goalie numbered 30, all rated 50."""
    skaters = [
        Player(
            f"{team}{i}",
            f"{team} skater {i}",
            date(1970, 1, 1),
            "F" if i < 4 else "D",
            "B",
            50,
            number=i + 1,
            team=team,
        )
        for i in range(6)
    ]
    return [*skaters, Player(f"{team}G", f"{team} goalie", date(1970, 1, 1), "G", "B", 50, number=30, team=team)]
