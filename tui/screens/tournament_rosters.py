"""The rosters screen of a season with pools (a tournament): each team's players with Cole's elite mark and
Coors' second registrations, counted against the rulebook's roster limits; `N` puts a new player on the team
in view, `M` moves the one under the cursor (a transfer from today, with the committee's reason), `X` takes
him off his team. Every change is checked against every rule (the limits included) and audit-logged."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from league.rules.rulebook import Rulebook
from league.season.values import Player, Season, Transfer
from store.writes.registration import move_registration, next_player_id, register_new_player, register_player
from store.writes.transfers import record_transfers
from tui.commands import Command

if TYPE_CHECKING:
    from tui.screens.rosters_screen import RostersScreen

COLUMNS = ("#", "Name", "Id", "Pos", "Born", "Elite", "Same person as")
COMMANDS = (
    Command(
        "Add player",
        "N",
        "Put a new player on the team in view (checked against the roster limits)",
        "add_player",
        footer=True,
        writes=True,
    ),
    Command(
        "Move player",
        "M",
        "Move the player under the cursor to another team from today, with a reason",
        "transfer",
        footer=True,
        writes=True,
    ),
    Command(
        "Remove player",
        "X",
        "Take the player under the cursor off his team (a player who has played moves instead: his sheets keep him)",
        "remove_player",
        footer=True,
        writes=True,
    ),
)


def row(p: Player, hides_private: bool) -> tuple[object, ...]:
    """One player's cells: his birth date hidden in the captains' mode."""
    same = f"{p.same_person_as.player} ({p.same_person_as.reason})" if p.same_person_as else ""
    born = "" if hides_private else p.born.isoformat()
    return (p.number if p.number is not None else "", p.name, p.id, p.position, born, "yes" * p.elite, same)


def summary(players: list[Player], rulebook: Rulebook) -> str:
    """The team's counts against the rulebook's roster limits, citing them."""
    limits = rulebook.roster
    goalies = sum(1 for p in players if p.position == "G")
    skaters = len(players) - goalies
    most_skaters = "" if limits.max_skaters is None else f" of at most {limits.max_skaters}"
    most_goalies = "" if limits.max_goalies is None else f" of at most {limits.max_goalies}"
    fewest = f" (at least {limits.min_skaters})" if limits.min_skaters else ""
    return f"{skaters} skaters{most_skaters}{fewest} · {goalies} goalies{most_goalies} ({rulebook.cite('rosters')})"


def add_player(screen: RostersScreen) -> None:
    """Ask for a new player of the team in view, then register him (refused past a roster limit)."""
    if screen.rinkbook.refuse_write("adding a player"):
        return
    from tui.modals.tournament_player_modal import TournamentPlayerModal  # a dialog: when used

    shown, team = screen.rinkbook.season, screen.season_team()
    screen.app.push_screen(
        TournamentPlayerModal(next_player_id(shown), team.code, team.name, screen.rinkbook.rulebook),
        lambda player: _register(screen, player),
    )


def _register(screen: RostersScreen, player: Player | None) -> None:
    if player is None:
        return
    app = screen.rinkbook
    screen.write(
        "adding a player",
        lambda: register_new_player(app.store, app.season_name, player, app.today),
        lambda saved: screen.notify(f"{saved[1]} {player.name} is on {player.team}'s roster."),
    )


def move_player(screen: RostersScreen) -> None:
    """Ask where the player under the cursor goes and why; record the transfer from today."""
    pid = screen.selected_player()
    if screen.rinkbook.refuse_write("moving a player") or pid is None:
        return
    from tui.modals.move_player_modal import MovePlayerModal  # a dialog: when used

    shown = screen.rinkbook.season
    teams = {t.code: t.name for t in shown.teams}
    screen.rinkbook.forms.edit(
        MovePlayerModal(pid, screen.season_team().code, teams), shown, lambda move, on: _move(screen, pid, move, on)
    )


def _move(screen: RostersScreen, pid: str, move: tuple[str, str] | None, shown: Season) -> None:
    """A player who has played (or moved) moves by a transfer from today; one who has not is registered on the
    new team instead (counted there from the start), the reason audit-logged either way."""
    if move is None:
        return
    app, (team, reason) = screen.rinkbook, move
    if _history(shown, pid):
        transfer = Transfer(pid, team, app.today, reason)
        save = lambda: record_transfers(app.store, app.season_name, (transfer,), shown)  # noqa: E731
    else:
        save = lambda: move_registration(app.store, app.season_name, pid, team, reason, app.today, shown)  # noqa: E731
    screen.write("moving a player", save, lambda _: screen.notify(f"{pid} plays for {team}: {reason}"))


def _history(season: Season, pid: str) -> str:
    """Why player `pid` stays on the record of his team: the games he dressed in, or a transfer ("": neither)."""
    played = [g.id for g in season.games if any(pid in ids for _, ids in g.dressed)]
    if played:
        return f"he dressed in {', '.join(played[:3])}"
    return "he came by a transfer" if any(t.player == pid for t in season.transfers) else ""


def remove_player(screen: RostersScreen) -> None:
    """Take the player under the cursor off his team; a player who has dressed or moved stays (his sheets and
    transfers name him): the screen says to move him instead."""
    pid = screen.selected_player()
    if screen.rinkbook.refuse_write("removing a player") or pid is None:
        return
    shown, app = screen.rinkbook.season, screen.rinkbook
    player = shown.known_player(pid)
    why = _history(shown, pid)
    if why:
        screen.notify(f"{pid} stays on the roster: {why}. Move him (M) instead.", severity="warning")
        return
    screen.write(
        "removing a player",
        lambda: register_player(app.store, app.season_name, replace(player, team=None), app.today, based_on=shown),
        lambda _: screen.notify(f"{pid} {player.name} is off {player.team}'s roster (still registered, on no team)."),
    )
