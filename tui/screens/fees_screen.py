"""The fee ledger (G15): the screen later work fills; it totals the payments recorded now."""

from __future__ import annotations

from typing import Iterable

from tui.screens.league_screen import PlannedScreen


def dollars(cents: int) -> str:
    """Whole cents as dollars, the way the ledger prints money."""
    return f"${cents / 100:,.2f}"


class FeesScreen(PlannedScreen):
    """Officials' fees each team owes as home team, what it paid, and what is outstanding."""

    HEADING = "Fee ledger"
    PURPOSE = ("per team the officials' fees owed for each home game that started (two referees and a "
               "scorekeeper), waivers with their reason, payments, and what is outstanding.")

    def facts(self) -> Iterable[str]:
        season = self.league.season
        assert season is not None
        for team in season.teams:
            paid = [p for p in season.fees_paid if p.team == team.code]
            yield f"{team.code} {team.name}: paid {dollars(sum(p.amount_cents for p in paid))} in {len(paid)} payments"
