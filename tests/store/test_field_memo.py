"""The season file's dates, times of day and clock times are read once per text and their values shared: a
text read again gives what reading it afresh gives, and a refused text is refused again in the same words."""

from __future__ import annotations

import pytest

from store.season_files import json_fields

TEXTS = {
    json_fields.iso_date: ["2002-10-06", "1900-01-01", "2199-12-31", "2002-02-30", "2002-1-06", "1899-12-31", "x"],
    json_fields.time_of_day: ["19:00", "00:00", "23:59", "24:00", "7:00", "19:60", "\u0661\u0669:00", ""],
    json_fields.clock: ["05:30", "0:00", "999:59", "5:60", "1000:00", "5:5", "\u0665:30", "-1:00"],
}


def _read(convert, text: str) -> object:
    try:
        return convert(text, "games[0].date")
    except ValueError as refused:
        return ("refused", str(refused))


@pytest.mark.parametrize("convert", list(TEXTS), ids=lambda c: c.__name__)
def test_a_text_read_again_gives_what_it_gives_afresh(convert, monkeypatch):
    for memo in ("_DATES", "_TIMES", "_CLOCKS"):
        monkeypatch.setattr(json_fields, memo, {})
    fresh = [_read(convert, text) for text in TEXTS[convert]]
    again = [_read(convert, text) for text in TEXTS[convert]]
    assert again == fresh and any(isinstance(v, tuple) for v in fresh) and not all(isinstance(v, tuple) for v in fresh)
    kept = [v for v in fresh if not isinstance(v, tuple)]
    assert all(a is b for a, b in zip(kept, [v for v in again if not isinstance(v, tuple)], strict=True))
