"""The infractions a rulebook knows, each by one name with the spellings a scorer or a file may use.

Every rule that turns on an infraction (Gray's fighting game misconduct, 3-on-3's disqualification,
Cole's spared high stick ...) compares names from this list, never the text as typed: "Unsportsmanlike"
and "unsportsmanlike conduct" are one infraction, and a typo is no infraction at all. Spellings are
read alike whatever their case, hyphens, brackets and spaces.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Infraction:
    """One infraction: the name the rules and the sheet use, and the other spellings read as it."""

    name: str
    aliases: tuple[str, ...] = ()


def spelling(text: str) -> str:
    """The form spellings are compared in: "High-Sticking (accidental)" -> "high sticking accidental"."""
    return " ".join(re.sub(r"[-_()\[\].,]", " ", text.lower()).split())


@dataclass(frozen=True, slots=True)
class Infractions:
    """A rulebook's list of infractions; `name_of` reads a typed or stored text by it."""

    listed: tuple[Infraction, ...]
    _names: dict[str, str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        names = {spelling(i.name): i.name for i in self.listed}
        for infraction in self.listed:
            for alias in infraction.aliases:
                names.setdefault(spelling(alias), infraction.name)
        object.__setattr__(self, "_names", names)

    @property
    def names(self) -> tuple[str, ...]:
        """Every infraction's name, in the list's order: what completion offers."""
        return tuple(i.name for i in self.listed)

    def name_of(self, text: str) -> str | None:
        """The listed name `text` spells ("" for none typed), or None when the list has no such infraction."""
        if not text.strip():
            return ""
        # A text already in its compared form (a sheet's listed name) is found as it is: a replay asks
        # for every penalty, and working out the form again is most of what the asking costs.
        return self._names.get(text) or self._names.get(spelling(text))

    def ruled(self, text: str) -> str:
        """What the rules compare for a sheet's infraction: its listed name, or (unlisted, kept by the
        committee's reason) its own words, which no rule names."""
        return self.name_of(text) or text.strip().lower()

    def closest(self, text: str, count: int = 3) -> tuple[str, ...]:
        """The listed names nearest `text` (a typo's likely meaning), the nearest first; a beginning typed
        ("unsport") offers what it begins."""
        import difflib  # only a typo's suggestions need it: every rulebook's import stays cheaper

        typed = spelling(text)
        near = difflib.get_close_matches(typed, self._names, n=count * 2, cutoff=0.6)
        starting = [words for words in self._names if typed and words.startswith(typed)]
        return tuple(dict.fromkeys(self._names[w] for w in [*near, *starting]))[:count]

    def with_added(self, *more: Infraction) -> Infractions:
        """This list and `more` (a rulebook's own infractions after the common ones)."""
        return Infractions((*self.listed, *more))


# The infractions of the USA Hockey rules the five rulebooks' texts play under, with their usual spellings.
COMMON_INFRACTIONS = Infractions(
    (
        Infraction("hooking", ("hook",)),
        Infraction("tripping", ("trip",)),
        Infraction("slashing", ("slash",)),
        Infraction("roughing", ("rough",)),
        Infraction("holding", ("hold",)),
        Infraction("interference", ()),
        Infraction("high-sticking", ("high stick", "highsticking")),
        Infraction("cross-checking", ("cross check", "crosschecking")),
        Infraction("boarding", ("board",)),
        Infraction("charging", ("charge",)),
        Infraction("elbowing", ("elbow",)),
        Infraction("kneeing", ("knee",)),
        Infraction("spearing", ("spear",)),
        Infraction("butt-ending", ("butt end",)),
        Infraction("checking from behind", ("check from behind",)),
        Infraction("body checking", ("body check", "checking")),
        Infraction("head contact", ("contact to the head",)),
        Infraction("clipping", ()),
        Infraction("kicking", ()),
        Infraction("slew-footing", ("slew foot",)),
        Infraction("fighting", ("fight", "fisticuffs")),
        Infraction("instigating", ("instigator",)),
        Infraction("intent to injure", ("attempt to injure",)),
        Infraction("goaltender interference", ("goalie interference",)),
        Infraction("holding the stick", ()),
        Infraction("closing hand on the puck", ("closing hand on puck",)),
        Infraction("throwing the stick", ("throwing stick",)),
        Infraction("leaving the bench", ()),
        Infraction("diving", ("embellishment",)),
        Infraction("too many men", ("too many men on the ice", "too many players")),
        Infraction("delay of game", ("delay",)),
        Infraction("illegal equipment", ("equipment",)),
        Infraction(
            "unsportsmanlike conduct", ("unsportsmanlike", "unsportsmanlike behaviour", "unsportsmanlike behavior")
        ),
        Infraction("abuse of officials", ("abuse of official", "abuse of an official", "abuse")),
        Infraction("verbal abuse", ("taunting",)),
        Infraction("vulgarity", ("vulgar language", "obscene language")),
    )
)
