"""A league file set back to before the draft."""

from __future__ import annotations

from dataclasses import replace

from league.season.values import Draft, Season, Team

SNAKE_ORDER = ("RED", "BLK", "GRN", "WHT", "BLU", "GLD")


def before_the_draft(example: Season, order: tuple[str, ...] = SNAKE_ORDER) -> Season:
    """The example's teams and players before the draft: nobody on a team, no game, a snake order set."""
    return replace(
        example,
        teams=tuple(Team(t.code, t.name) for t in example.teams),
        players=tuple(replace(p, team=None) for p in example.players),
        draft=Draft("snake", order),
        transfers=(),
        drops=(),
        substitutes=(),
        games=(),
        coin_tosses=(),
        fees_paid=(),
        substitute_goalies=(),
    )


def in_file_order(example: Season) -> Season:
    """Before the draft, the snake order the file's teams are listed in."""
    return before_the_draft(example, tuple(t.code for t in example.teams))
