"""A small Coors Cup to suspend players in: its bracket, players, penalties and the suspension ledger."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.discipline.suspensions import season_suspensions
from league.rules.rulebook import Rulebook
from league.season.values import BracketSlot, Disqualification, Game, Penalty, Player, Season, SuspensionRuling
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
