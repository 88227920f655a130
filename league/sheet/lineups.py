"""Whether a team's dressed lineup may start its game (Gray rule 6; a tournament's lineup rules), and when that is
asked.

Gray rule 6 asks 5 skaters and a goalie, or 6 skaters; a tournament's `LineupRules` ask players in all and, where
the caller knows the goalies, skaters and goalies (Cole: 6 and 1, forfeiting unless the official waives it;
3-on-3: 3, refused unless the committee's forfeit ruling covers the team).

The reading every path shares (`dress all`, dressing players one at a time, and `final`): a lineup is dressed one
player at a time, the first before the second, so the minimum is asked of the lineup as a whole once it must be
complete: from the sheet's first goal or penalty on, and when the game is final (a score, `final`, a ruling).
Before that a short lineup is one still being dressed, never refused. From then on both teams count, a team the
sheet holds no list for as nobody dressed: a game final with one team dressed and the other not is short of
that team's lineup. A sheet holding no lineup at all (a bare score) has nothing to count, nor has a missing list
on a game a forfeit decided before anyone played (the committee's ruling, a late start): only the lists it holds.
"""

from __future__ import annotations

from dataclasses import dataclass

from league.rules.discipline_rules import LineupRules
from league.rules.rulebook import Rulebook
from league.season.values import Game


@dataclass(frozen=True, slots=True)
class ShortLineup:
    """A team whose lineup cannot start the game: why, the rule, and how its forfeit is recorded: by the rules
    themselves at `final` (`forfeits`, Cole), else by the committee's forfeit ruling (Gray, 3-on-3);
    `waivable`: the official's waiver lets it play (Cole)."""

    team: str
    why: str
    rule: str
    forfeits: bool = False
    waivable: bool = False


def lineups_count(game: Game) -> bool:
    """Whether the lineups must be complete: the sheet holds a goal or a penalty, or the game is final."""
    return game.status == "final" or bool(game.goals or game.penalties)


def counted_lineups(game: Game, forfeited_before_start: bool = False) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Each team's dressed players where the minimum is asked of them now (the reading above), else ();
    `forfeited_before_start`: the rules forfeited the game before the start (a late start past the grace)."""
    if not lineups_count(game) or not game.dressed:
        return ()
    if game.forfeit is not None or forfeited_before_start:
        return tuple((team, game.dressed_for(team)) for team in game.teams if game.lineup_recorded(team))
    return tuple((team, game.dressed_for(team)) for team in game.teams)


def lineup_problem(positions: list[str], rulebook: Rulebook) -> str | None:
    """Why a dressed lineup (its players' positions) cannot start a game (Gray rule 6), or None when it can."""
    rules = rulebook.game
    goalies = positions.count("G")
    skaters = len(positions) - goalies
    if skaters >= rules.min_skaters_without_goalie or (goalies and skaters >= rules.min_skaters_with_goalie):
        return None
    return (
        f"{skaters} skater{'s' * (skaters != 1)} and {goalies} goalie{'s' * (goalies != 1)} dressed: a team needs "
        f"{rules.min_skaters_with_goalie} skaters and a goalie, or {rules.min_skaters_without_goalie} skaters"
    )


def rules_shortfall(dressed: tuple[str, ...], lineup: LineupRules, goalies: frozenset[str]) -> str | None:
    """Why `dressed` is short of a tournament's lineup rules: players in all, and skaters and goalies where the
    caller knows the goalies (`goalies` non-empty); None when it is not."""
    in_net = sum(1 for pid in dressed if pid in goalies)
    skaters = len(dressed) - in_net
    if len(dressed) < lineup.min_players:
        return f"{len(dressed)} dressed, fewer than {lineup.min_players}"
    if goalies and (skaters < lineup.min_skaters or in_net < lineup.min_goalies):
        wanted = f"{lineup.min_skaters} skaters and {lineup.min_goalies} goalie"
        return f"{skaters} skaters and {in_net} goalies dressed, not {wanted}"
    return None


def team_shortfall(dressed: tuple[str, ...], rulebook: Rulebook, goalies: frozenset[str]) -> ShortLineup | None:
    """How `dressed` (one team's players) falls short of the rulebook's minimum, whatever the moment (the team
    is "" here), or None: Gray rule 6's skaters and goalie, then a tournament's lineup rules."""
    why = lineup_problem(["G" if pid in goalies else "F" for pid in dressed], rulebook)
    if why is not None:
        return ShortLineup("", why, rulebook.cite("game_start"))
    lineup = rulebook.discipline.lineup if rulebook.discipline is not None else None
    why = rules_shortfall(dressed, lineup, goalies) if lineup is not None else None
    if lineup is None or why is None:
        return None
    return ShortLineup("", why, rulebook.cite("lineup"), lineup.forfeits, lineup.waivable)


def short_lineups(
    game: Game, rulebook: Rulebook, goalies: frozenset[str], forfeited_before_start: bool = False
) -> tuple[ShortLineup, ...]:
    """The teams of `game` whose lineup cannot start it, where the minimum is asked now (the reading above); a
    team the official's waiver lets play (Cole) is not one. `goalies`: the season's goalie ids."""
    found = []
    for team, dressed in counted_lineups(game, forfeited_before_start):
        short = team_shortfall(dressed, rulebook, goalies)
        if short is not None and not (short.waivable and game.lineup_waiver):
            found.append(ShortLineup(team, short.why, short.rule, short.forfeits, short.waivable))
    return tuple(found)
