"""Which screens and commands belong to a Gray-only block of the rules, and what they say in a rulebook
without it (docs/guide.md#the-screens: their screens and commands say so instead of showing Gray's rules)."""

from __future__ import annotations

from league.rules.rulebook import Rulebook

# Each screen (by the name the app's commands show it with) that only a Gray-only block gives meaning to.
SCREEN_BLOCKS: dict[str, str] = {
    "draft": "draft",
    "bench": "shifts",
    "shifts": "shifts",
    "attendance": "drops",
    "fees": "fees",
    "goalies": "goalie_competition",  # not Gray's: only a rulebook with one (3-on-3 GC)
}
BLOCK_WORDS: dict[str, str] = {
    "draft": "The draft",
    "shifts": "Shift fairness (the bench tracker and the shift report)",
    "drops": "Drops and substitutes",
    "fees": "The officials' fee ledger",
    "goalie_competition": "The goalie competition",
}


def lacking_block(rulebook: Rulebook, screen: str) -> str | None:
    """The Gray-only block screen `screen` needs and `rulebook` lacks, or None when the screen applies."""
    block = SCREEN_BLOCKS.get(screen)
    return block if block is not None and not rulebook.has(block) else None


def not_in_rules(rulebook: Rulebook, block: str) -> str:
    """ "The draft is not part of the Coors Cup's rules." """
    words = BLOCK_WORDS.get(block, block)
    verb = "are" if block == "drops" else "is"
    return f"{words} {verb} not part of the {rulebook.title}'s rules."


def screen_refusal(rulebook: Rulebook, screen: str) -> str | None:
    """What pressing screen `screen`'s key says when `rulebook` lacks its block; None when it opens."""
    block = lacking_block(rulebook, screen)
    return None if block is None else not_in_rules(rulebook, block)
