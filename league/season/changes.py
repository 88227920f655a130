"""What differs between two versions of a value, in words: the fields of a player, a team or a game that
another window changed ("phone and e-mail"), and the items a list gained or lost.

Rule-free comparisons of plain values; the store words its refusals of stale writes with them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import fields, is_dataclass, replace
from datetime import date
from typing import TypeVar

from league.season.game_values import Game

T = TypeVar("T")

DRESSED_NAMED = 3  # players named in "RED1, RED2 and RED3 dressed now"; more are counted

# Field names of league.season.values that read badly as they are; any other name reads with spaces for "_".
FIELD_WORDS = {
    "klass": "class",
    "born": "birth date",
    "email": "e-mail",
    "eligibility_override": "eligibility override",
    "first_round": "first round",
    "late_starts": "late starts",
    "signed": "signature",
    "signed_by": "signer",
    "fees_waived": "fee waiver",
    "dressed": "dressed players",
    "no": "game number",
}
# Fields that read as plurals ("its goals were changed").
PLURAL_FIELDS = frozenset(
    {
        "goals",
        "penalties",
        "late_starts",
        "dressed",
        "shifts",
        "picks",
        "teams",
        "players",
        "transfers",
        "drops",
        "substitutes",
        "games",
        "coin_tosses",
        "fees_paid",
        "rooms",
    }
)


def changed_fields(before: object, after: object) -> tuple[str, ...]:
    """The names of the dataclass fields whose values differ between two versions of one value, in
    declaration order (fields left out of comparison, such as a season's index, are skipped)."""
    if not (is_dataclass(before) and is_dataclass(after)) or type(before) is not type(after):
        return ()
    return tuple(f.name for f in fields(before) if f.compare and getattr(before, f.name) != getattr(after, f.name))


def field_words(names: Sequence[str]) -> str:
    """Field names as a reader says them: "phone", "phone and e-mail", "name, phone and e-mail"."""
    return _listed([FIELD_WORDS.get(name, name.replace("_", " ")) for name in names])


def _listed(words: Sequence[str]) -> str:
    """ "a", "a and b", "a, b and c": words as one list a reader says."""
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} and {words[-1]}"


def fields_changed(owner: str, before: object, after: object) -> str:
    """ "P001's phone was changed", "game R12's date and time were changed": what differs between two
    versions of `owner`'s value; "P001 was changed" when no field can be named."""
    names = changed_fields(before, after)
    if not names:
        return f"{owner} was changed"
    plural = len(names) > 1 or names[0] in PLURAL_FIELDS
    return f"{owner}'s {field_words(names)} {'were' if plural else 'was'} changed"


def typed_over(opened: object, typed: T, now: object) -> T:
    """`typed`, a form's value edited from `opened`, saved over `now` (what another window saved since): the
    fields the editor changed are his, every other field `now`'s. `opened` or `now` None: `typed` as it is.
    Fields are matched by name, so `opened` and `now` may be another type holding the same fields."""
    if opened is None or now is None or not is_dataclass(typed) or isinstance(typed, type):
        return typed
    missing = object()
    kept = {
        f.name: getattr(now, f.name)
        for f in fields(typed)
        if f.init and getattr(typed, f.name) == getattr(opened, f.name, missing) and hasattr(now, f.name)
    }
    return replace(typed, **kept)


def stored_now(after: object, names: Sequence[str]) -> str:
    """What fields `names` of `after` hold now, in words: "rating 77 and phone 555-0101 now" ("" for none
    that reads as one value, such as a list of goals)."""
    said = [f"{field_words((n,))} {_value_words(getattr(after, n))}" for n in names if _one_value(getattr(after, n))]
    return f"{_listed(said)} now" if said else ""


def dressed_now(before: Game, after: Game) -> str:
    """Whom another window dressed on a game's lists, or took off them, in words: "RED1 dressed now", "RED4 not
    dressed now" ("" when the lists hold the same players)."""
    was, now = ([p for _, ids in g.dressed for p in ids] for g in (before, after))
    on, off = added_items(was, now), removed_items(was, now)
    said = [f"{_players(ids)} {words}" for ids, words in ((on, "dressed"), (off, "not dressed")) if ids]
    return f"{' and '.join(said)} now" if said else ""


def _players(ids: Sequence[str]) -> str:
    # A whole list dressed at once names no one: its count fits on a form's error line.
    return _listed(ids) if len(ids) <= DRESSED_NAMED else f"{len(ids)} players"


def _one_value(value: object) -> bool:
    return value is None or isinstance(value, str | int | float | date)


def _value_words(value: object) -> str:
    if value is None or value == "":
        return "empty"
    return value.isoformat() if isinstance(value, date) else str(value)


def added_items(before: Sequence[T], after: Sequence[T]) -> tuple[T, ...]:
    """The items `after` holds more often than `before` (what was added since), in `after`'s order."""
    return _surplus(after, before)


def removed_items(before: Sequence[T], after: Sequence[T]) -> tuple[T, ...]:
    """The items `before` held more often than `after` (what was taken away since), in `before`'s order."""
    return _surplus(before, after)


def _surplus(more: Sequence[T], less: Sequence[T]) -> tuple[T, ...]:
    left = Counter(less)
    surplus = []
    for item in more:
        if left[item]:
            left[item] -= 1
        else:
            surplus.append(item)
    return tuple(surplus)
