"""What the scoresheet says of a lineup short of the rulebook's minimum (`league.sheet.lineups`): its team's panel says
it while players are dressed, and once the lineup must be complete (the first goal or penalty, `final`) the entry
is refused with the forfeit the rulebook gives and what to type to record it. The save refuses the same sheet
(`store.writes.games.save_game`); these are its words for the scorer."""

from __future__ import annotations

from league.results.disqualification import season_goalies
from league.rules.rulebook import Rulebook
from league.season.values import Game, Season
from league.sheet.lineups import ShortLineup, short_lineups, team_shortfall
from league.sheet.replay import late_start_forfeit
from tui.text.entry_reading import EntryError


def lineup_note(team: str, game: Game, season: Season, rulebook: Rulebook) -> str:
    """How many are dressed for `team`, and why the lineup cannot start the game while it cannot
    (Gray rule 6, Cole PR 1, 3-on-3 GF 1)."""
    pids = game.dressed_for(team)
    if not pids:
        return "nobody dressed yet"
    short = team_shortfall(pids, rulebook, season_goalies(season))
    return f"{len(pids)} dressed" + (f": {short.why} ({short.rule})" if short is not None else "")


def refuse_short_lineup(game: Game, season: Season, rulebook: Rulebook) -> None:
    """EntryError when `game` (the sheet after an entry) has a team that cannot start it at a moment its lineup
    must be complete, and neither the committee's ruling nor (at `final`) the rules' own forfeit covers it."""
    played = bool(game.goals or game.penalties)
    late = late_start_forfeit(game, rulebook) is not None
    for short in short_lineups(game, rulebook, season_goalies(season), late):
        if game.forfeit is not None and game.forfeit.team == short.team:
            continue  # the committee's ruling: the game is that team's forfeit
        if short.forfeits and not played:
            continue  # `final` on it: the forfeit the rules give (`tui.text.forfeit_result`)
        raise EntryError("lineup", _refusal(short, played, game, season, rulebook))


def _refusal(short: ShortLineup, played: bool, game: Game, season: Season, rulebook: Rulebook) -> str:
    name = season.team_name(short.team)
    points = rulebook.points
    winner, loser = points.forfeit_winner_goals, points.forfeit_loser_goals
    other = season.team_name(game.away if short.team == game.home else game.home)
    when = "no goal or penalty can be entered" if played else "the game cannot be final"
    if short.forfeits:
        record = "type final: it forfeits before the start"
    else:
        record = f"type forfeit {short.team} REASON (the committee's ruling)"
    waiver = "; or the official's waiver: waiver REASON" if short.waivable else ""
    return (
        f"{name} cannot start the game: {short.why} ({short.rule}); {when} while its lineup is short. Dress more "
        f"players, or record its forfeit ({other} {winner}, {name} {loser}): {record}{waiver}"
    )
