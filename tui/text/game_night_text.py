"""What the game-night screens say about which game is open: tonight's next game, a game signed meanwhile,
and the question before a game dated after today is finalised or signed."""

from __future__ import annotations

from datetime import date

from league.season.values import Game


def when(game: Game) -> str:
    """`Sun 2002-12-15 19:00`."""
    return f"{game.date:%a %Y-%m-%d} {game.time}"


def next_game_text(game: Game | None, today: date) -> str:
    """Why the game `g` opened is the one shown: tonight's next, or the next game night's first."""
    if game is None:
        return f"No game waits for a result from today ({today:%a %Y-%m-%d}) on; ^g picks any game."
    if game.date == today:
        return f"Tonight's next game: {game.id} at {game.time}, {game.home} v {game.away}."
    return (
        f"No game left today ({today:%a %Y-%m-%d}): opened the next scheduled game, {game.id} on {when(game)}, "
        f"{game.home} v {game.away}; ^g picks another."
    )


def signed_moved_on_text(signed: Game, game: Game | None, today: date) -> str:
    """What the bench says when the game it tracked is signed: where it moved on to, or what it offers."""
    if game is None:
        return f"Game {signed.id} is signed: no game waits for a result; ^g picks any game."
    if game.date == today:
        return f"Game {signed.id} is signed: on the bench now, tonight's next game {game.id} at {game.time}."
    return (
        f"Game {signed.id} is signed and no game is left tonight: ⏎ opens the next scheduled game, "
        f"{game.id} on {when(game)}."
    )


def ahead_of_today(before: Game, after: Game, today: date) -> str | None:
    """The question to ask before an entry finalises or signs a game dated after today; None when the game
    is not ahead of today or the entry does neither."""
    if before.date <= today:
        return None
    if after.signed and not before.signed:
        doing = "Sign"
    elif after.status == "final" and before.status != "final":
        doing = "Finalise"
    else:
        return None
    days = (before.date - today).days
    return (
        f"Game {before.id} is dated {when(before)}, {days} day{'s' * (days != 1)} after today "
        f"({today:%a %Y-%m-%d}). {doing} it now?"
    )
