"""Money as people read and type it: whole cents shown as dollars, dollars typed back into cents."""

from __future__ import annotations

from league.money import parse_money


def dollars(cents: int) -> str:
    """Whole cents as dollars ("$1,234.50"; a credit as "-$75.00")."""
    sign = "-" if cents < 0 else ""
    return f"{sign}${abs(cents) / 100:,.2f}"


def read_dollars(text: str, label: str, *, negative: bool = False) -> int | str:
    """Typed dollars as whole cents (`league.money.parse_money`, the one reader of typed money), or the
    refusal naming the field by its `label`: "Amount: 1,2,3 has more than one separator: ..."."""
    read = parse_money(text, negative=negative)
    return f"{label}: {read}" if isinstance(read, str) else read
