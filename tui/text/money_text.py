"""Money as people read and type it: whole cents shown as dollars, dollars typed back into cents."""

from __future__ import annotations

import re


def dollars(cents: int) -> str:
    """Whole cents as dollars ("$1,234.50"; a credit as "-$75.00")."""
    sign = "-" if cents < 0 else ""
    return f"{sign}${abs(cents) / 100:,.2f}"


def parse_dollars(text: str) -> int | None:
    """Typed dollars ("150", "$150.00", "1,234.5") as whole cents, or None when it is not an amount."""
    cleaned = text.strip().removeprefix("$").replace(",", "").strip()
    match = re.fullmatch(r"(\d{1,9})(?:\.(\d{1,2}))?", cleaned)
    if not match:
        return None
    return int(match[1]) * 100 + int((match[2] or "0").ljust(2, "0"))
