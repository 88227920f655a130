"""Dollars typed back into cents, the refusal naming the field (cents shown as dollars:
`league.ledger.money.dollars`)."""

from __future__ import annotations

from league.ledger.money import parse_money


def read_dollars(text: str, label: str, *, negative: bool = False) -> int | str:
    """Typed dollars as whole cents (`league.ledger.money.parse_money`, the one reader of typed money), or the
    refusal naming the field by its `label`: "Amount: 1,2,3 has more than one separator: ..."."""
    read = parse_money(text, negative=negative)
    return f"{label}: {read}" if isinstance(read, str) else read
