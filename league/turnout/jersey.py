"""Who wears which number in a game: a team's players at the game's date in jersey order (Gray rules 2 and 18).

A scorer types jersey numbers; the sheet stores player ids. A number is looked up among the
players dressed for that team first (a substitute goalie may share a number with a roster
player), then on the team's roster at the game's date.
"""

from __future__ import annotations

import re

from league.rosters.membership import Rosters
from league.rules.rulebook import Rulebook
from league.season.values import Game, Player, Season
from league.turnout.dressing import may_stand_in


def who(pid: str | None, season: Season) -> str:
    """A player as the sheet and its messages name him: "#14 Ann Lee" (his id when he has no number, "bench"
    for a bench penalty). The audit log's words and the screens' share it."""
    if pid is None:
        return "bench"
    player = season.player(pid)
    if player is None:
        return pid
    number = f"#{player.number}" if player.number is not None else pid
    return f"{number} {player.name}"


def jersey_order(players: list[Player] | tuple[Player, ...]) -> tuple[Player, ...]:
    """Players by jersey number, those without a number last (then by id, so the order is stable)."""
    return tuple(sorted(players, key=lambda p: (p.number is None, p.number or 0, p.id)))


def sheet_players(team: str, game: Game, season: Season, rosters: Rosters) -> tuple[Player, ...]:
    """`team`'s roster at the game's date, plus anyone dressed for it from elsewhere, in jersey order."""
    ids = list(rosters.roster(team, game.date))
    ids += [pid for pid in game.dressed_for(team) if pid not in ids]
    return jersey_order([p for p in (season.player(pid) for pid in ids) if p is not None])


def player_for(token: str, team: str, game: Game, season: Season, rosters: Rosters) -> str:
    """The id of the player `token` names for `team` in `game`: a jersey number, or a player id.

    Raises ValueError with a sentence for the scorer when nobody, or more than one player, matches.
    """
    token = token.strip()
    if not re.fullmatch(r"[0-9]{1,3}", token):
        if season.player(token.upper()) is None:
            raise ValueError(f"{token!r} is neither a jersey number nor a registered player's id")
        return token.upper()
    number = int(token)
    name = season.team_name(team)
    for pool, where in (
        ([season.player(pid) for pid in game.dressed_for(team)], f"dressed for {name}"),
        (list(sheet_players(team, game, season, rosters)), f"on {name}'s roster on {game.date.isoformat()}"),
    ):
        matches = [p.id for p in pool if p is not None and p.number == number]
        if len(matches) == 1:
            return matches[0]
        if len(matches) > 1:
            raise ValueError(f"{len(matches)} players {where} wear {number} ({', '.join(matches)}): type the id")
    raise ValueError(f"nobody on {name}'s roster on {game.date.isoformat()} wears {number}")


def stand_in_goalies(team: str, game: Game, season: Season, rulebook: Rulebook, rosters: Rosters) -> tuple[str, ...]:
    """The goalies Gray rule 18 lets stand in for `team` in `game`: other teams' rostered goalies and the official
    list."""
    found = []
    for player in jersey_order([p for p in season.players if p.position == "G"]):
        on_team = rosters.team_of(player.id, game.date)
        if on_team != team and may_stand_in(player.id, on_team, season, rulebook):
            found.append(player.id)
    return tuple(found)
