"""The scoresheet's dressing entries: `dress TEAM 14 15 | all`, `sub TEAM ID`, and a dressing list's space key.

Each makes the game's next dressed lists (Gray rules 2, 5 and 18); `store.writes.games.save_game` says whether the
season keeps its rules with them.
"""

from __future__ import annotations

from dataclasses import replace

from league.discipline.suspensions import season_suspensions
from league.scoring.corrections import Labels, naming_events
from league.season.values import Game, Season
from league.turnout.dressing import dress_refusal
from league.turnout.jersey import sheet_players, stand_in_goalies, who
from tui.text.entry_reading import EntryContext, EntryError, SheetChange, read_player, read_team
from tui.text.scoresheet_words import dressed_saved


def _dressed_with(game: Game, team: str, pids: list[str]) -> Game:
    dressed = dict(game.dressed)
    dressed[team] = tuple(pids)
    order = [code for code in game.teams if dressed.get(code)]
    return replace(game, dressed=tuple((code, dressed[code]) for code in order))


def toggle_dressed(game: Game, team: str, pid: str, season: Season, labels: Labels | None = None) -> SheetChange:
    """The game with `pid` dressed for `team`, or undressed when he was (a dressing list's space key);
    EntryError when a goal or penalty of the sheet names him (it goes first, by its label in `labels`)."""
    return set_dressed(game, team, pid, pid not in game.dressed_for(team), season, labels)


def set_dressed(
    game: Game, team: str, pid: str, dressed: bool, season: Season, labels: Labels | None = None
) -> SheetChange:
    """The game with `pid` dressed for `team` (`dressed`) or taken off its list, the rest of the sheet as it is (the
    attendance screen's correction says which it makes: a toggle of a list another window changed meanwhile would
    undo that window's); EntryError when taking him off while the sheet's events or shifts name him."""
    current = list(game.dressed_for(team))
    if not dressed:
        if pid in current:
            refuse_undressing(game, team, pid, season, labels)
            current.remove(pid)
        return SheetChange(_dressed_with(game, team, current), dressed_saved(team, [], [pid], season))
    listed = current if pid in current else [*current, pid]
    return SheetChange(_dressed_with(game, team, listed), dressed_saved(team, [pid], [], season))


def refuse_undressing(game: Game, team: str, pid: str, season: Season, labels: Labels | None = None) -> None:
    """EntryError when the sheet's goals or penalties, or the bench tracker's shifts, name `pid`: a player on the
    sheet's events or on a shift played."""
    named = naming_events(game, team, pid, labels)
    if named:
        player = who(pid, season)
        raise EntryError(
            "players",
            f"{player} is on {', '.join(named)} of the sheet: delete or correct {named[0]} first (del {named[0]})",
        )
    shifts = [str(n) for n, shift in enumerate(game.shifts_for(team), start=1) if pid in shift.players]
    if shifts:  # the bench tracker's record: he played, so he stays dressed
        numbers = f"shift {shifts[0]}" if len(shifts) == 1 else f"shifts {', '.join(shifts)}"
        raise EntryError(
            "players",
            f"{who(pid, season)} played {season.team_name(team)}'s {numbers} on the bench tracker: a player who "
            "played stays dressed (take his shifts back on the bench tracker first, ctrl+z there)",
        )


def dress_entry(args: list[str], ctx: EntryContext) -> SheetChange:
    """`dress TEAM 14 15 2` toggles players by jersey number (or id); `dress TEAM all` dresses the roster."""
    team, game = read_team(args, ctx), ctx.game
    if len(args) < 2:
        raise EntryError("players", "list jersey numbers to toggle, or all")
    current = list(game.dressed_for(team))
    if [a.lower() for a in args[1:]] == ["all"]:
        season, rulebook, rosters = ctx.season, ctx.rulebook, ctx.rosters
        suspensions = ctx.cache.suspensions if ctx.cache is not None else season_suspensions(season, rulebook)
        others = {pid: code for code, pids in game.dressed if code != team for pid in pids}
        roster = [p.id for p in sheet_players(team, game, season, rosters) if rosters.team_of(p.id, game.date) == team]
        allowed = [
            pid
            for pid in roster
            if pid in current or dress_refusal(pid, team, game, season, rulebook, rosters, suspensions, others) is None
        ]
        kept_out = len(roster) - len(allowed)
        note = f" ({kept_out} left out: suspended or dressed elsewhere)" if kept_out else ""
        return SheetChange(
            _dressed_with(game, team, allowed + [p for p in current if p not in allowed]),
            f"{season.team_name(team)}: {len(allowed)} dressed{note}",
        )
    added, removed = [], []
    for token in args[1:]:
        pid = read_player(token, "players", team, ctx)
        if pid in current:
            refuse_undressing(game, team, pid, ctx.season, ctx.names(game))
            current.remove(pid)
            removed.append(pid)
        else:
            current.append(pid)
            added.append(pid)
    return SheetChange(_dressed_with(game, team, current), dressed_saved(team, added, removed, ctx.season))


def sub_entry(args: list[str], ctx: EntryContext) -> SheetChange:
    """`sub TEAM ID` dresses a goalie Gray rule 18 lets stand in for the team."""
    team, game = read_team(args, ctx), ctx.game
    if len(args) != 2:
        raise EntryError("goalie", "name one goalie by id, e.g. sub RED P084")
    pid = args[1].upper()
    player = ctx.season.player(pid)
    if player is None:
        raise EntryError("goalie", f"{args[1]!r} is not a registered player")
    if pid not in stand_in_goalies(team, game, ctx.season, ctx.rulebook, ctx.rosters):
        if player.position != "G":
            raise EntryError(
                "goalie",
                f"{pid} {player.name} is not a goalie: "
                f"only a goalie may stand in ({ctx.rulebook.cite('substitute_goalie')})",
            )
        if ctx.rosters.team_of(pid, game.date) == team:
            raise EntryError("goalie", f"{pid} is on {team}'s roster: dress him with dress {team} {player.number}")
        raise EntryError(
            "goalie",
            f"{pid} {player.name} may not stand in: not on a roster of the league and "
            f"not an official substitute goalie ({ctx.rulebook.cite('substitute_goalie')})",
        )
    if pid in game.dressed_for(team):
        raise EntryError("goalie", f"{who(pid, ctx.season)} is already dressed for {ctx.season.team_name(team)}")
    elsewhere = next((code for code, pids in game.dressed if code != team and pid in pids), None)
    if elsewhere is not None:  # his own team's goalie tonight: a player is dressed for one team only
        raise EntryError(
            "goalie",
            f"{who(pid, ctx.season)} is already dressed for {ctx.season.team_name(elsewhere)} in this game: "
            f"a player is dressed for one team only ({ctx.rulebook.cite('substitute_goalie')})",
        )
    return SheetChange(
        _dressed_with(game, team, [*game.dressed_for(team), pid]),
        f"{who(pid, ctx.season)} stands in in goal for {ctx.season.team_name(team)}",
    )
