"""The draft board (section 5): the screen later work fills; it shows the recorded draft's shape now."""

from __future__ import annotations

from typing import Iterable

from tui.screens.league_screen import PlannedScreen


class DraftScreen(PlannedScreen):
    """Picks in the committee's order, straight or snake, with undo and the balance shown live."""

    HEADING = "Draft board"
    PURPOSE = ("record picks in the committee's order (straight or snake), refuse ineligible players and full "
               "rosters, undo the last pick, and show each position group's balance live.")

    def facts(self) -> Iterable[str]:
        draft = self.league.season.draft if self.league.season else None
        if draft is None:
            yield "No draft recorded for this season."
            return
        rounds = max((p.round for p in draft.picks), default=0)
        yield f"{draft.order.capitalize()} draft: {len(draft.picks)} picks in {rounds} rounds"
        yield f"First round order: {' '.join(draft.first_round)}"
