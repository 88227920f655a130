"""A season under another rulebook in words: the heading that says it is a what-if, and each reading.

The readings are `league.standings.what_if`'s; here they are worded for the command line and the app (no Textual).
"""

from __future__ import annotations

from typing import Any

from league.season.listed_words import listed
from league.standings.what_if import (
    AS_PLAYED,
    LEFT_OUT,
    NO_PERIOD_POINTS,
    ONE_POOL,
    ONE_POOL_CODE,
    ONE_TABLE,
    SHOOTOUTS_IGNORED,
    TIES_STAND,
    Reading,
    WhatIf,
)

SHOWN_IDS = 8  # game ids named in one line before "and N more"


def what_if_heading(w: WhatIf) -> str:
    """ "what if: Prime Expo Boulder's rules" (under its own rulebook: the season as it stands)."""
    if not w.changed:
        return f"{w.season.name} under its own rules ({w.own.title}): as it stands"
    return f"what if: {w.rulebook.title}'s rules"


def what_if_note(w: WhatIf) -> str:
    """What the view is: the season's own rulebook, and that nothing is changed."""
    return (
        f"Season {w.season.name} follows {w.own.title}'s rules. Read under {w.rulebook.title}'s "
        "to weigh them: nothing in the file is changed."
    )


def reading_text(w: WhatIf, reading: Reading) -> str:
    """One reading in a sentence, citing the other rulebook's rule where it has one."""
    rb, own = w.rulebook, w.own
    games = listed(reading.games, SHOWN_IDS)
    tie = f"{rb.points.tie} point{'s' * (rb.points.tie != 1)}"
    if reading.kind == AS_PLAYED:
        return (
            f"The games stand as {own.title}'s rules ended them (forfeits, shootouts, ejections, "
            f"disqualifications); {rb.title}'s rules count them: points ({rb.cite('points')}), posted score, "
            f"forfeit score and tiebreakers ({rb.cite('tiebreakers')})."
        )
    if reading.kind == ONE_POOL:
        return f"The season has no pools: every team is read as one pool, {ONE_POOL_CODE}."
    if reading.kind == ONE_TABLE:
        return "The season's pools are read as one table of every team, over its pool games."
    if reading.kind == LEFT_OUT:
        return f"Left out: the playoff games {games}, {own.title}'s bracket being none of {rb.title}'s."
    if reading.kind == TIES_STAND:
        return (
            f"Ties stay ties, {tie} each ({rb.title}'s for a tie): the season has no shootout to decide "
            f"{games} ({rb.cite('shootout')})."
        )
    if reading.kind == SHOOTOUTS_IGNORED:
        return f"Shootouts decide nothing where {rb.title}'s rules let a tie stand: {games} count as ties, {tie} each."
    if reading.kind == NO_PERIOD_POINTS:
        return (
            f"Period points ({rb.cite('points')}) are counted from each period's goal events; {games} "
            "have a score but no goal events or period scores: no period points."
        )
    return f"{reading.kind}: {games}"


def reading_lines(w: WhatIf) -> list[str]:
    """Every reading as a line, in order (none under the season's own rulebook)."""
    return [reading_text(w, r) for r in w.readings]


def what_if_json(w: WhatIf) -> dict[str, Any]:
    """The `what_if` object of `standings --json --rulebook` and `playoffs --json --rulebook`."""
    return {
        "rulebook": w.rulebook.name,
        "title": w.rulebook.title,
        "season_rulebook": w.own.name,
        "as_of": w.as_of.isoformat() if w.as_of else None,
        "readings": [{"kind": r.kind, "games": list(r.games), "text": reading_text(w, r)} for r in w.readings],
    }


def what_if_lines(w: WhatIf, width: int = 80) -> list[str]:
    """The season's tables as `w` reads them, after what the view is and each reading: the app's view."""
    from league.bracket.engine import tournament_bracket  # only a view with pools needs it
    from tui.text.pool_text import pools_lines
    from tui.text.standings_text import standings_table

    lines = [what_if_note(w), *(f"- {line}" for line in reading_lines(w)), ""]
    if w.rulebook.has_pools:
        tables = tournament_bracket(w.season, w.rulebook, w.outcomes).pools
        return [*lines, f"Pool standings ({w.rulebook.cite('tiebreakers')})", *pools_lines(tables, w.rulebook, width)]
    table = w.table()
    return [*lines, f"Standings ({table.citation})", *standings_table(table)]
