"""The roster tabs' titles ("BLK Black") within the width the tabs have: every team's tab stays in view.

Textual's tabs scroll out of sight when their titles are wider than the tab bar (at 100 columns the
sixth team's tab hid under the balance panel). So when the titles do not all fit, the tab shown keeps
its whole title and the others' names are cut alike, with an ellipsis, never below their codes.
"""

from __future__ import annotations

from league.season.texts import printable
from tui.text.cells import cells, clip

TAB_PADDING = 2  # a tab pads its title by one cell on either side


def tab_titles(teams: tuple[tuple[str, str], ...], width: int, shown: int) -> list[str]:
    """The titles of the tabs of `teams` ((code, name) pairs) within `width` cells, tab `shown` whole as
    long as it fits."""
    full = [printable(f"{code} {name}") for code, name in teams]
    if not full or sum(cells(t) + TAB_PADDING for t in full) <= width:
        return full
    codes = [cells(printable(code)) for code, _ in teams]
    others = [i for i in range(len(full)) if i != shown]
    least = sum(codes[i] + TAB_PADDING for i in others)  # the other tabs at their codes
    titles = list(full)
    titles[shown] = _cut(full[shown], codes[shown], width - least - TAB_PADDING)
    spare = width - least - cells(titles[shown]) - TAB_PADDING
    # Shared alike, the shortest names first: a name needing less than its share leaves the rest to others.
    for left, i in enumerate(sorted(others, key=lambda i: cells(full[i]) - codes[i]), start=0):
        share = spare // (len(others) - left)
        titles[i] = _cut(full[i], codes[i], codes[i] + share)
        spare -= cells(titles[i]) - codes[i]
    return titles


def _cut(title: str, code: int, most: int) -> str:
    """`title` within `most` cells, an ellipsis marking the cut; its code alone when no letter of the name fits."""
    if cells(title) <= most:
        return title
    if most < code + 3:  # the code, a space, a letter and the ellipsis: less is the code alone
        return clip(title, code)
    return clip(title, most - 1).rstrip() + "…"
