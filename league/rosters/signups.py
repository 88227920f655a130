"""Who a sign-up row is: the registered player it updates, a new player, or a near match for the committee.

A sheet sent again names the same people however it spells them: accents composed or decomposed (macOS
writes them decomposed), any case, one space or two. Names are compared on a key that forgives exactly
that and nothing more. A row whose e-mail or phone is a registered player's under another name, or whose
name is a registered player's with another birth date, may be that player or someone else (a spouse's
e-mail, a namesake): it is never applied on a guess, but held for the committee to decide.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from league.season.values import Player

# Fewer digits than a local number are no phone to match on ("0", "n/a", an extension).
MIN_PHONE_DIGITS = 7


def name_key(name: str) -> str:
    """The name as compared: composed (NFC), case-folded, spaces collapsed and trimmed."""
    folded = unicodedata.normalize("NFC", unicodedata.normalize("NFC", name).casefold())
    return " ".join(folded.split())


def email_key(email: str | None) -> str | None:
    """The e-mail address as compared (case does not tell two addresses apart in practice); None when blank."""
    key = (email or "").strip().casefold()
    return key or None


def phone_key(phone: str | None) -> str | None:
    """The phone number's digits; None when it has too few to be a number."""
    digits = re.sub(r"\D", "", unicodedata.normalize("NFKC", phone or ""))
    return digits if len(digits) >= MIN_PHONE_DIGITS else None


@dataclass(frozen=True, slots=True)
class NearMatch:
    """A registered player a row may be, and why it is not sure ("same e-mail, other name")."""

    player: Player
    why: str


@dataclass(frozen=True, slots=True)
class SignUpMatch:
    """The registered player a row updates (`player`), or the near matches that hold it; neither: a new player."""

    player: Player | None
    near: tuple[NearMatch, ...] = ()


def name_keys(players: Iterable[Player]) -> dict[str, str]:
    """Each player's `name_key` by his id: what a sheet's every row compares its name with, worked out once."""
    return {player.id: name_key(player.name) for player in players}


def match_signup(
    name: str,
    born: date,
    email: str | None,
    phone: str | None,
    players: Iterable[Player],
    keys: Mapping[str, str] | None = None,
) -> SignUpMatch:
    """The registered player of the same name (as `name_key` compares) and birth date; else every player the
    row shares an e-mail, a phone or a name with, as near matches; else nobody (a new player). `keys` are the
    players' `name_keys`, where a caller matching many rows has them."""
    key, mail, digits = name_key(name), email_key(email), phone_key(phone)
    near: list[NearMatch] = []
    for player in players:
        known = keys.get(player.id) if keys is not None else None
        same_name, same_born = (known or name_key(player.name)) == key, player.born == born
        if same_name and same_born:
            return SignUpMatch(player)
        shared = [
            what
            for what, same in (
                ("e-mail", mail is not None and email_key(player.email) == mail),
                ("phone", digits is not None and phone_key(player.phone) == digits),
            )
            if same
        ]
        if same_name:
            near.append(NearMatch(player, f"same {' and '.join(['name', *shared])}, other birth date"))
        elif shared:
            near.append(NearMatch(player, f"same {' and '.join(shared)}, other name"))
    return SignUpMatch(None, tuple(near))
