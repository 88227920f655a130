"""A game's bench marks (Gray rule 9, `league.season.values.BenchOut`) as the game row stores them: JSON text
[[team, player, shift, reason], ...], NULL for none (schema 14)."""

from __future__ import annotations

import json

from league.season.values import BenchOut


def bench_outs_of(stored: str | None) -> tuple[BenchOut, ...]:
    """A game's stored bench marks (JSON text, [[team, player, shift, reason], ...]); none when NULL."""
    if stored is None:
        return ()
    return tuple(BenchOut(str(t), str(p), int(n), str(why)) for t, p, n, why in json.loads(stored))


def bench_outs_text(marks: tuple[BenchOut, ...]) -> str | None:
    """The bench marks as the game row stores them (NULL for none)."""
    return json.dumps([[m.team, m.player, m.shift, m.reason] for m in marks]) if marks else None
