"""A penalty line's infraction and its moment at the game's end, read by the rulebook (Textual-free).

The infraction is one of the rulebook's list, by any of its spellings, saved under its name; a word
the list lacks is refused with the nearest names, or saved as typed only with the committee's reason
("... because REASON", audit-logged). `end` in place of "PERIOD MM:SS" is the moment the game ended:
a penalty at the final whistle or after it (a fight at the deciding goal) is recorded there.
"""

from __future__ import annotations

from league.rules.rulebook import Rulebook
from league.season.values import Game
from league.sheet.game_end import end_moment

REASON_WORD = "because"
END_WORD = "end"
UNLISTED = "unlisted infraction"  # the committee decision an unlisted infraction's save makes (audit-logged)


class InfractionRefused(ValueError):
    """A line's infraction or reason the rulebook refuses: `field` names the part."""

    def __init__(self, field: str, message: str):
        super().__init__(message)
        self.field, self.message = field, message


def split_reason(args: list[str]) -> tuple[list[str], str | None]:
    """The line's words before "because" and the committee's reason after it (None: no "because")."""
    words = [a.lower() for a in args]
    if REASON_WORD not in words:
        return args, None
    at = words.index(REASON_WORD)
    return args[:at], " ".join(args[at + 1 :]).strip()


def at_the_end(args: list[str], game: Game, rulebook: Rulebook) -> tuple[int, int] | None:
    """(period, second) of the game's end when the line ends with `end`, else None."""
    if not args or args[-1].lower() != END_WORD:
        return None
    moment = end_moment(game, rulebook)
    return moment.period, moment.second


def infraction_named(words: list[str], game: Game, rulebook: Rulebook, reason: str | None) -> tuple[str, bool]:
    """(the infraction to save, whether the list lacks it): its listed name for any of its spellings; an
    unlisted word only with the committee's `reason`, never on a signed sheet (the override comes first)."""
    typed = " ".join(words)
    name = rulebook.infractions.name_of(typed)
    if reason is not None and not reason:
        raise InfractionRefused("reason", f"give the committee's reason after {REASON_WORD}")
    if name is not None:
        if reason:
            raise InfractionRefused(
                "reason", f"{name!r} is on the list: a reason is only for an infraction the list lacks"
            )
        return name, False
    if reason is None:
        raise InfractionRefused("infraction", _unknown(typed, rulebook))
    if game.signed:
        raise InfractionRefused(
            "signed",
            f"game {game.id} is signed: the committee unlocks it with override REASON first "
            f"({rulebook.cite('signature')})",
        )
    return typed, True


def _unknown(typed: str, rulebook: Rulebook) -> str:
    """ "'figthing' is not an infraction of the Gray League's list (rule 3): did you mean fighting? ..." """
    near = rulebook.infractions.closest(typed)
    others = f" (or {', '.join(near[1:])})" if len(near) > 1 else ""
    offered = f"did you mean {near[0]}?{others}" if near else "type one the list has (→ completes it)."
    return (
        f"{typed!r} is not an infraction of the {rulebook.title}'s list ({rulebook.cite('infractions')}): {offered} "
        f"To keep it as written, end the line with {REASON_WORD} REASON (the committee's, audit-logged)"
    )
