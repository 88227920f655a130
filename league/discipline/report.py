"""A season's discipline as one report (`rinkbook discipline --json`, docs/guide.md#the-command-line): every ejection,
every disqualified team (by a committee ruling or on the ice) and every disqualified game goalie, in game order.

The facts come from the sheets' replays (`SheetReplay.ejections`; Gray's game misconducts, which end a
player's game too) and `league.results.rule_disqualifications`; nothing here is a rule of its own.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from league.results.disqualification import season_goalies
from league.results.rule_disqualifications import disqualified_goalies, rule_disqualifications
from league.rules.rulebook import Rulebook
from league.season.values import Season
from league.sheet.replay import SheetReplay, replay_sheet
from league.sheet.replay_values import Moment


@dataclass(frozen=True, slots=True)
class EjectionRow:
    game: str
    player: str
    team: str
    at: Moment
    cause: str


@dataclass(frozen=True, slots=True)
class DisqualifiedTeam:
    team: str
    game: str
    cause: str  # "committee ruling: REASON", or what happened on the ice


@dataclass(frozen=True, slots=True)
class DisciplineReport:
    ejections: tuple[EjectionRow, ...]
    disqualified_teams: tuple[DisqualifiedTeam, ...]
    disqualified_goalies: tuple[tuple[str, str], ...]  # (player, the game of his barring penalty)


def discipline_report(
    season: Season, rulebook: Rulebook, replays: Mapping[str, SheetReplay] | None = None
) -> DisciplineReport:
    """The season's ejections, disqualified teams (a team both ruled out and disqualified on the ice: the
    earlier) and disqualified goalies; `replays` (with the season's goalies) where at hand."""
    goalies = season_goalies(season)
    ejections: list[EjectionRow] = []
    for game in season.games_in_order():
        if game.status != "final":
            continue
        replay = replays[game.id] if replays is not None else replay_sheet(game, rulebook, goalies)
        ended = replay.ejections or replay.game_misconducts
        ejections.extend(EjectionRow(game.id, e.player, e.team, e.at, e.cause) for e in ended)
    order = season.game_order()
    earliest: dict[str, DisqualifiedTeam] = {}
    rulings = (DisqualifiedTeam(d.team, d.game, f"committee ruling: {d.reason}") for d in season.disqualifications)
    on_ice = (DisqualifiedTeam(d.team, d.game, d.reason) for d in rule_disqualifications(season, rulebook))
    for found in (*rulings, *on_ice):
        kept = earliest.get(found.team)
        if found.game in order and (kept is None or order[found.game] < order[kept.game]):
            earliest[found.team] = found
    teams = tuple(sorted(earliest.values(), key=lambda d: order[d.game]))
    return DisciplineReport(tuple(ejections), teams, disqualified_goalies(season, rulebook))
