"""What a tournament's discipline decides beyond one game (3-on-3 PEN 4 and PEN 5).

A 3-on-3 team whose player is ejected for fighting, vulgarity, unsportsmanlike conduct or abuse of
officials, given a match penalty, or penalized for fighting is disqualified: that game ends there as
its forfeit (the sheet's replay) and the team is disqualified from it on (docs/readings/shared.md#disqualification). A
game's neutral goalie whose penalties of the tournament reach the rulebook's count (a double minor two) is barred from
every later game. Both are read from the final sheets in order of date and time; nothing here is read from the file.
"""

from __future__ import annotations

from collections.abc import Iterable

from league.rules.rulebook import Rulebook
from league.season.values import Disqualification, Game, Season
from league.sheet.ejections import DISQUALIFICATION
from league.sheet.replay import replay_sheet

# A season, or its games: the coordinator's wiring may hold either.
Games = Season | Iterable[Game]


def _final_games(season_or_games: Games) -> list[Game]:
    games = season_or_games.games if isinstance(season_or_games, Season) else season_or_games
    return sorted((g for g in games if g.status == "final"), key=lambda g: g.sort_key)


def rule_disqualifications(season_or_games: Games, rulebook: Rulebook) -> tuple[Disqualification, ...]:
    """Each team the rules disqualify on the ice (3-on-3 PEN 5), once, at the first game that did it, in game order.

    The reason names the ejection and its rule ("P0012 fighting at period 2 01:10, PEN 5"); a team also
    disqualified by a committee ruling takes the earlier of the two (docs/readings/shared.md#disqualification)."""
    rules = rulebook.discipline
    if rules is None or not rules.disqualifies:
        return ()  # no rule disqualifies on the ice: no sheet to replay for it (a big Gray league)
    found: dict[str, Disqualification] = {}
    for game in _final_games(season_or_games):
        replay = replay_sheet(game, rulebook)
        if replay.forfeit is None or replay.forfeit[1] != DISQUALIFICATION or replay.forfeit[0] in found:
            continue
        team = replay.forfeit[0]
        cause = next((e for e in replay.ejections if e.team == team and e.at == replay.ended_at), None)
        rule = rulebook.cite("team_disqualification")
        reason = f"{cause.player} {cause.cause} at {cause.at}, {rule}" if cause is not None else rule
        found[team] = Disqualification(team, game.id, reason)
    return tuple(found.values())


def disqualified_goalies(season_or_games: Games, rulebook: Rulebook) -> tuple[tuple[str, str], ...]:
    """(goalie, game) for each game goalie whose penalties of the tournament reached the rulebook's count
    (3-on-3 PEN 4: his third, a double minor counting two), naming the game of that penalty; in game order."""
    rules = rulebook.discipline
    barred_at = rules.goalie_barred_at if rules is not None else None
    if rules is None or barred_at is None:
        return ()
    counts: dict[str, int] = {}
    barred: list[tuple[str, str]] = []
    for game in _final_games(season_or_games):
        if game.goalie is None:
            continue
        for pen in sorted(game.penalties, key=lambda p: (p.period, p.second)):
            if pen.player != game.goalie:
                continue
            before = counts.get(pen.player, 0)
            counts[pen.player] = before + rules.count_weight(pen.kind)
            if before < barred_at <= counts[pen.player]:
                barred.append((pen.player, game.id))
    return tuple(barred)


def goalie_bar_problem(
    game: Game, barred: tuple[tuple[str, str], ...], order: dict[str, int], rulebook: Rulebook
) -> tuple[str, str] | None:
    """(rule, message) when `game` names a goalie barred in an earlier game (3-on-3 PEN 4), else None. `order` is
    each game's place in the season (`Season.game_order`)."""
    for goalie, at_game in barred:
        if goalie == game.goalie and order.get(at_game, 0) < order.get(game.id, 0):
            message = f"{goalie} took his third penalty of the tournament in game {at_game}: barred from later games"
            return rulebook.cite("goalie_penalties"), message
    return None
