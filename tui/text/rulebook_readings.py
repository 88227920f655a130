"""The readings rinkbook chose where a tournament's text leaves a choice (docs/readings/), as the rulebook
screen lists them: only those that reach the rulebook's data, each marked as rinkbook's. No Textual here."""

from __future__ import annotations

from league.rules.rulebook import Rulebook


def reading_lines(rb: Rulebook) -> list[str]:
    """The readings (docs/readings/) that reach this rulebook, each where the text leaves a choice."""
    p, names = rb.points, {c.name for c in rb.points.tiebreakers}
    shoot = rb.shootout
    chosen: list[tuple[bool, str]] = [
        (
            rb.citation("points") is None,
            "The text gives no points, forfeit score or tiebreakers: the points, "
            "forfeit score and tiebreak order above are rinkbook's defaults, not the text's.",
        ),
        (True, "W and L count shootout results too; OTW and OTL are 0 in pool tables (no pool game has overtime)."),
        (
            True,
            "PIM counts every penalty on the team's pool sheets: bench penalties, penalties after an ejection, "
            "the sheets of games counted as forfeits.",
        ),
        (
            p.period_points is not None,
            "Period points leave out the game's points: a forfeit gives its periods' points to the winner alone.",
        ),
        ("goal_quotient" in names, "Goal quotient is GF/(GF+GA); a team with no goal for or against ranks as 1/2."),
        (
            bool(names & {"fastest_goal", "first_goal"}),
            "The fastest or first goal looks at pool games that are not forfeits.",
        ),
        (
            True,
            "A disqualified team's row counts every game counted as its forfeit, unplayed ones included; such a "
            "game is decided even while scheduled, so its pool's places can be fixed.",
        ),
        (
            shoot is not None,
            "A shootout without a recorded first team starts with the home team; eligible shooters "
            "are dressed and not ejected in the game.",
        ),
        (
            shoot is not None and shoot.sudden_death == "same-order",
            "A team with fewer eligible players than rounds repeats its first shooters' order.",
        ),
        (
            rb.discipline is not None,
            "One ejection per player and game, at his first ejecting penalty; a penalty "
            "after an ejection still counts for minutes.",
        ),
        (
            True,
            "Each suspension counts his team's next final games after its own game; what is left lapses once "
            "every bracket slot of his division is decided.",
        ),
    ]
    return [f"- *rinkbook's reading:* {text}" for applies, text in chosen if applies]
