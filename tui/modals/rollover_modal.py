"""The rollover's confirmation: what the season leaves unfinished, then ROLLOVER (or the new season's name)
typed in full (`TypedConfirmModal`): a key pressed twice never rolls a season over."""

from __future__ import annotations

from league.rulebooks import GRAY
from tui.modals.typed_confirm_modal import TypedConfirmModal

TYPED_CONFIRMATION = "ROLLOVER"  # or the new season's name


def rollover_question(season: str, following: str, unfinished: tuple[str, ...]) -> str:
    """The dialog's text: what a rollover does, and what the season leaves unfinished (or that nothing is)."""
    lines = [
        f"Start season {following} after {season}? Same teams; players keep their teams unless dropped "
        f"({GRAY.cite('drops')}) or marked leaving; the file is backed up first."
    ]
    if unfinished:
        lines += [
            f"Season {season} is unfinished:",
            *(f"  · {text}" for text in unfinished),
            "These stay as they are in the old season (the audit log records them).",
        ]
    else:
        lines.append(f"Season {season} is finished: every game played, every series decided, every fee paid.")
    return "\n".join(lines)


def rollover_confirmation(season: str, following: str, unfinished: tuple[str, ...]) -> TypedConfirmModal:
    """The dialog: dismisses "" once ROLLOVER (ROLL OVER too) or the new season's name is typed, None on Esc."""
    return TypedConfirmModal(
        f"Roll over to {following}",
        rollover_question(season, following, unfinished),
        TYPED_CONFIRMATION,
        also=(following,),
    )
