"""A committee's disqualification of a team (docs/readings/shared.md#disqualification) and every game's counted outcome
with it.

A disqualified team's games from the disqualifying game on (every game, played or not, where the
rulebook says so: Coors 3.1.11) that are not cancelled count as its forfeits at the rulebook's forfeit
score, needing no sheet: a scheduled one is decided too. Its earlier results stand. A knockout game
against it is thereby a forfeit win. The store's outcome columns, the standings, the pools and the
bracket all read `season_outcomes`, so the rule lives here once.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType

from league.results.outcome import Outcome, forfeit_outcome, game_outcome
from league.results.rule_disqualifications import rule_disqualifications
from league.rules.rulebook import Rulebook
from league.season.values import Game, Season
from league.sheet.replay import SheetReplay, replay_sheet

DISQUALIFIED = "disqualified"  # an outcome's forfeit_cause for a game a disqualification forfeits
NO_FORFEITS: Mapping[str, str] = MappingProxyType({})  # `ruling_forfeits` of a season without a disqualification


def disqualified_from(season: Season, rulebook: Rulebook | None = None) -> dict[str, Game]:
    """Each disqualified team's disqualifying game (of several, the earliest): the committee's rulings and,
    given the rulebook, its disqualifications on the ice (3-on-3 PEN 5, `league.results.rule_disqualifications`);
    a team disqualified both ways takes the earlier (docs/readings/shared.md#disqualification)."""
    order = season.game_order()
    first: dict[str, Game] = {}
    on_ice = rule_disqualifications(season, rulebook) if rulebook is not None else ()
    for ruling in (*season.disqualifications, *on_ice):
        game = season.game(ruling.game)
        if game is None:  # a dangling reference: the season's reference checks name it
            continue
        kept = first.get(ruling.team)
        if kept is None or order[game.id] < order[kept.id]:
            first[ruling.team] = game
    return first


def ruling_forfeits(season: Season, rulebook: Rulebook) -> dict[str, str]:
    """{game id: the disqualified team that forfeits it} for every game a disqualification forfeits.

    A game between two disqualified teams is the forfeit of the one disqualified first (its game earlier).
    """
    # Most seasons have no ruling and a rulebook that disqualifies nobody on the ice: no game's order is
    # needed then (a save asks this each time).
    on_ice = rulebook.discipline is not None and rulebook.discipline.disqualifies
    if not season.disqualifications and not on_ice:
        return {}
    order = season.game_order()
    starts = sorted(disqualified_from(season, rulebook).items(), key=lambda item: order[item[1].id])
    every_game = rulebook.tournament.disqualification_voids_every_game
    forfeits: dict[str, str] = {}
    for team, start in starts:
        for game in season.games:
            if team not in game.teams or game.status == "cancelled" or game.id in forfeits:
                continue
            if every_game or order[game.id] >= order[start.id]:
                forfeits[game.id] = team
    return forfeits


def counted_outcome(
    game: Game,
    rulebook: Rulebook,
    forfeits: Mapping[str, str],
    replay: SheetReplay | None = None,
    goalies: frozenset[str] = frozenset(),
) -> Outcome | None:
    """What `game` counts as: a disqualification's forfeit (`forfeits`, from `ruling_forfeits`), else its
    own outcome (`league.results.outcome.game_outcome`: None while it has no result). `goalies` (the season's,
    `season_goalies`) let the replay count a lineup's goalie apart (Cole PR 1's short lineup forfeit)."""
    loser = forfeits.get(game.id)
    if loser is not None:
        return forfeit_outcome(game, rulebook, loser, DISQUALIFIED)
    if replay is None and goalies and game.status == "final":
        replay = replay_sheet(game, rulebook, goalies)
    return game_outcome(game, rulebook, replay)


def season_goalies(season: Season) -> frozenset[str]:
    """The ids of the season's goalies: what a replay needs to tell a lineup's goalie from its skaters."""
    return frozenset(p.id for p in season.players if p.position == "G")


def season_replays(season: Season, rulebook: Rulebook, games: Iterable[Game] | None = None) -> dict[str, SheetReplay]:
    """{game id: its sheet replayed knowing the season's goalies} for `games` (every game of the season by default):
    the one way the checks, a save's check and the alerts replay a season's sheets."""
    goalies = season_goalies(season)
    return {g.id: replay_sheet(g, rulebook, goalies) for g in (season.games if games is None else games)}


def season_outcomes(
    season: Season, rulebook: Rulebook, replays: Mapping[str, SheetReplay] | None = None
) -> dict[str, Outcome]:
    """{game id: its counted outcome} for every game of the season that has one (pool and knockout
    games, disqualification forfeits included), in the season's game order. Pass the sheets' `replays`
    where they are at hand, to replay each sheet only once."""
    forfeits = ruling_forfeits(season, rulebook)
    goalies = season_goalies(season)
    outcomes: dict[str, Outcome] = {}
    for game in sorted(season.games, key=lambda g: g.sort_key):
        outcome = counted_outcome(game, rulebook, forfeits, (replays or {}).get(game.id), goalies)
        if outcome is not None:
            outcomes[game.id] = outcome
    return outcomes
