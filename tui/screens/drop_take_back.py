"""The attendance screen's taking back of an approved drop (`B`, Gray rule 10): the committee's reason asked, the drop
denied on its own decision day, the player on his team again; refused while a substitute stands for it."""

from __future__ import annotations

from league.season.values import Season
from league.turnout.drop_requests import approved_drop_at, take_back_problem
from store.writes.drops import take_back_drop
from tui.modals.drop_modals import DROP_LABELS
from tui.modals.reason_modal import ReasonModal
from tui.screens.rinkbook_screen import RinkbookScreen
from tui.text.refusal_text import problem_words

WHAT = "taking back the drop"


def take_back_asked(screen: RinkbookScreen, pid: str | None) -> None:
    """Ask the committee's reason for taking back the approved drop of `pid` (the player under the cursor) and take
    it back; refused at once, nothing asked, when he has no approved drop or a substitute stands for it."""
    rinkbook = screen.rinkbook
    if rinkbook.refuse_write(WHAT) or pid is None:
        return
    shown = rinkbook.season
    problem = take_back_problem(shown, rinkbook.rulebook, pid)
    if problem is not None:
        screen.notify(f"{problem_words(problem)}.", title="Take back drop", severity="warning")
        return
    at = approved_drop_at(shown, pid)
    assert at is not None  # `take_back_problem` refuses a player with no approved drop
    drop = shown.drops[at]
    decided = drop.decided_on.isoformat() if drop.decided_on else "an undated day"
    rinkbook.forms.edit(
        ReasonModal(
            f"Take back the drop of {pid}",
            f"{pid} {shown.known_player(pid).name}: dropped on {decided} ({drop.reason}). Taken back, he is on his "
            "team again from that day, the drop recorded as denied. Why is it taken back?",
            refusal=lambda: _refused_now(screen, pid),
        ),
        shown,
        lambda reason, based_on: _take_back(screen, pid, reason, based_on),
    )


def _refused_now(screen: RinkbookScreen, pid: str) -> str | None:
    """Why Enter would take nothing back on the season shown now (another window took the drop back meanwhile, or
    placed a substitute for it), in the form kept open."""
    problem = take_back_problem(screen.rinkbook.season, screen.rinkbook.rulebook, pid)
    return f"{problem_words(problem)}." if problem is not None else None


def _take_back(screen: RinkbookScreen, pid: str, reason: str | None, shown: Season) -> None:
    if not reason:
        return
    rinkbook = screen.rinkbook
    screen.write(
        WHAT,
        lambda: take_back_drop(rinkbook.store, rinkbook.season_name, pid, reason, shown),
        lambda _: screen.notify(f"The drop of {pid} was taken back: he is on his team again."),
        labels=DROP_LABELS,
    )
