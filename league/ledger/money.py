"""Typed money read one way everywhere: dollars as a person writes them, to whole cents, or the reason not.

One separator before one or two digits is the decimal mark, a point or a comma (`12.50`, `12,50`,
`12.5`, `12,5`). Thousands separators are never read: `1,250` and `1.250` are refused as ambiguous
(a thousand and a quarter in one country, a dollar and a quarter in the next), and so is any amount
with two separators (`1,2,3`, `1.234,5`, `1,234.50`): a fee is never so large that writing `1250`
costs anything, and a misread amount silently books a hundred times the money.
"""

from __future__ import annotations

import re

# At most what a season file holds (under a million dollars): nine digits are refused before they count.
MAX_DOLLAR_DIGITS = 9
EXAMPLE = "e.g. 150, 75.50 or 75,50"
_SHAPE = re.compile(r"(?P<sign>-?)\s*(?P<symbol>\$?)\s*(?P<body>[0-9.,]+)")


def parse_money(text: str, *, negative: bool = False) -> int | str:
    """`text` in dollars as whole cents, or a sentence saying why it is not read (no field named: the
    caller puts its field's label first, "Amount: ...").

    Reads `12.50`, `12,50`, `$12.50`, `$ 12`, `12` and `12.5`; a leading minus only when `negative`
    (a credit or a correction), else refused.
    """
    typed = text.strip()
    if not typed:
        return f"type an amount in dollars, {EXAMPLE}."
    match = _SHAPE.fullmatch(typed.replace("$-", "-$", 1))
    if match is None:
        return f"{typed!r} is not an amount in dollars: type digits, {EXAMPLE}."
    if match["sign"] and not negative:
        return f"{typed} is negative: type the amount without a minus sign."
    cents = _body_cents(match["body"])
    if isinstance(cents, str):
        return f"{typed} {cents}"
    return -cents if match["sign"] else cents


def _body_cents(body: str) -> int | str:
    """The digits and at most one decimal separator of an amount, as cents, or what is wrong with them."""
    separators = [c for c in body if c in ".,"]
    if len(separators) > 1:
        return "has more than one separator: write dollars and cents with one decimal point, e.g. 1234.50."
    dollars, _, decimals = body.partition(separators[0]) if separators else (body, "", "")
    if not dollars and not decimals:
        return f"is not an amount in dollars: type digits, {EXAMPLE}."
    if len(decimals) == 3:
        whole = f"{dollars}{decimals}".lstrip("0") or "0"
        return f"is ambiguous (thousands or cents?): write {whole} or {dollars or '0'}.{decimals[:2]}."
    if len(decimals) > 2:
        return "has more than two decimals: money is kept in whole cents."
    if len(dollars.lstrip("0")) > MAX_DOLLAR_DIGITS:
        return "is too large for an amount in dollars."
    return int(dollars or "0") * 100 + int(decimals.ljust(2, "0"))


def dollars(cents: int) -> str:
    """Whole cents as dollars for people to read ("$1,234.50"; a credit as "-$75.00")."""
    sign = "-" if cents < 0 else ""
    return f"{sign}${abs(cents) / 100:,.2f}"


def cents_text(cents: int) -> str:
    """Whole cents as the plain amount `parse_money` reads back ("1234.50", "-0.05"): no symbol, no grouping."""
    sign = "-" if cents < 0 else ""
    return f"{sign}{abs(cents) // 100}.{abs(cents) % 100:02d}"
