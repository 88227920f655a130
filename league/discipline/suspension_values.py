"""A suspension as the ledger (`league.discipline.suspensions`) gives it, whatever its source (Gray rule 5's ladder, a
tournament's rules, a ruling), so dressing, the checks, the alerts and the screens read every one alike."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Suspension:
    """One suspension: where it came from, how long it is, and the games it was served in.

    A tournament's also carries the citation of the rule or ruling behind it (`rule`; None: Gray rule 5,
    cited as the rulebook's "suspension"), whether it waits for the committee's review (`pending_review`:
    `length` None until a ruling sets it) and the committee's reason where a ruling gave or set it.
    """

    player: str
    team: str
    source: str
    cause: str
    nth: int  # which suspension of the season this is (Gray: which game misconduct)
    length: int | None  # None: the rest of the season (tournament), or pending review
    served_in: tuple[str, ...]
    lapsed_at: str | None = None  # the game that decided the final (the division's bracket), when it ended it
    rule: str | None = None
    pending_review: bool = False
    reason: str | None = None

    @property
    def lapsed(self) -> bool:
        return self.lapsed_at is not None

    @property
    def remaining(self) -> int | None:
        """Games still to serve (0 once served or lapsed; None while open: the rest, or pending review)."""
        if self.lapsed:
            return 0
        if self.length is None:
            return None
        return max(self.length - len(self.served_in), 0)

    @property
    def active(self) -> bool:
        return self.remaining is None or self.remaining > 0

    @property
    def rest_of_season(self) -> bool:
        """Out for every game left: no length, and not waiting for a review."""
        return self.length is None and not self.pending_review

    @property
    def length_text(self) -> str:
        if self.pending_review:
            return "pending review"
        if self.length is None:
            return "rest of the tournament" if self.rule is not None else "rest of the season"
        return f"{self.length} game{'s' * (self.length != 1)}"

    @property
    def left_text(self) -> str:
        """What is left as a ledger's cell says it: lapsed, the games, the rest, or pending review."""
        if self.lapsed:
            return "lapsed"
        if self.remaining is not None:
            return str(self.remaining)
        if self.pending_review:
            return "pending review"
        return "rest of tournament" if self.rule is not None else "rest of season"

    def longer_left_than(self, other: Suspension) -> bool:
        """Whether this one has more still to serve: the rest before a pending review before any number."""
        return _left_rank(self) > _left_rank(other)


def _left_rank(s: Suspension) -> tuple[int, int]:
    if s.remaining is not None:
        return (0, s.remaining)
    return (1, 0) if s.pending_review else (2, 0)
