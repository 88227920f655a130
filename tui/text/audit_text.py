"""An audit row's details as a committee member reads them: "games: 2, ids: SF1-2 and SF1-3, series: SF1", a
long list cut to its first items and how many more, so the row fits the screen; the whole of it for the filter
and for the entry shown alone."""

from __future__ import annotations

from collections.abc import Mapping

from league.season.listed_words import listed

SHOWN_ITEMS = 3  # a list's items named in a row of the audit log before "and N more"


def detail_text(detail: Mapping[str, object] | str, most: int | None = SHOWN_ITEMS) -> str:
    """An audit row's details as "key: value" pairs, the reason first; a list as a reader says it ("SF1-2 and
    SF1-3"), past `most` items "R04, R05, R06 and 12 more" (None: every item). A row another program wrote wrongly,
    not a JSON object, is the text it holds."""
    return ", ".join(_pairs(detail, most))


def detail_lines(detail: Mapping[str, object] | str) -> list[str]:
    """An audit row's details whole, a "key: value" pair a line, the reason first: where the log's row cut a list
    of hundreds of games to its first few, here is every one."""
    return _pairs(detail, None)


def _pairs(detail: Mapping[str, object] | str, most: int | None) -> list[str]:
    if isinstance(detail, str):
        return [detail]
    ordered = sorted(detail.items(), key=lambda item: item[0] != "reason")
    return [f"{key}: {_value(value, most)}" for key, value in ordered if value not in (None, "", [], {})]


def _value(value: object, most: int | None) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        items = [_value(item, most) for item in value]
        return listed(items, len(items) if most is None else most)
    if isinstance(value, dict):  # one of a list's items (a swap's two moves): its own pairs, kept together
        return f"({detail_text(value, most)})"
    return str(value)
