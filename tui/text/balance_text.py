"""Balance in words (docs/readings/gray.md#rosters-and-balance): each group's strength per team and spread, before and
after a move."""

from __future__ import annotations

from league.rosters.balance import Balance, Move

GROUP_NAMES = {"F": "forwards", "D": "defence", "G": "goalies"}


def strength_text(value: float | None) -> str:
    """A strength as shown: one decimal, a dash for a team with nobody in the group."""
    return "—" if value is None else f"{value:.1f}"


def spreads_line(balance: Balance) -> str:
    """ "Spread: F 4.2 · D 6.0 · G 31.0" — the league's balance in one line."""
    return "Spread: " + " · ".join(f"{g.group} {g.spread:.1f}" for g in balance.groups)


def preview_lines(before: Balance, after: Balance, teams: tuple[str, ...]) -> list[str]:
    """Per group that changes: the spread before → after and the moved teams' strengths before → after."""
    lines = []
    for old, new in zip(before.groups, after.groups, strict=True):
        changed = [t for t in teams if old.strength(t) != new.strength(t)]
        if not changed:
            continue
        strengths = ", ".join(
            f"{t} {strength_text(old.strength(t))} → {strength_text(new.strength(t))}" for t in changed
        )
        lines.append(f"{GROUP_NAMES[old.group]}: spread {old.spread:.1f} → {new.spread:.1f} ({strengths})")
    return lines or ["no change in any group's strength"]


def move_text(move: Move, names: dict[str, str]) -> str:
    """A suggestion in words: who goes where, and the spread it leaves."""
    who = names.get(move.player, move.player)
    if move.other is None:
        what = f"{who} {move.from_team} → {move.to_team}"
    else:
        what = f"swap {who} ({move.from_team}) ↔ {names.get(move.other, move.other)} ({move.to_team})"
    return f"{what}: {GROUP_NAMES[move.group]} spread {move.before:.1f} → {move.after:.1f}"
