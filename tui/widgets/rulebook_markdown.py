"""The rulebook's Markdown drawn by one widget (Rich's renderer), not Textual's widget per paragraph and
list item: those few hundred widgets held 11-13 MiB on the demo (docs/performance.md: memory) for a text that never
changes while shown. Numbered lists keep their "1." (Rich writes a bare "1")."""

from __future__ import annotations

from typing import ClassVar

from rich.console import Console, ConsoleOptions, RenderResult
from rich.markdown import ListItem, Markdown, MarkdownElement
from rich.segment import Segment


class _DottedListItem(ListItem):
    """A list item whose number reads "1." as the Markdown writes it."""

    def render_number(self, console: Console, options: ConsoleOptions, number: int, last_number: int) -> RenderResult:
        width = len(str(last_number)) + 2  # the number, its dot and a space
        lines = console.render_lines(
            self.elements, options.update(width=options.max_width - width - 1), style=self.style
        )
        style = console.get_style("markdown.item.number", default="none")
        numeral, padding = Segment(f"{number}. ".rjust(width + 1), style), Segment(" " * (width + 1), style)
        for index, line in enumerate(lines):
            yield numeral if index == 0 else padding
            yield from line
            yield Segment("\n")


class RulebookMarkdown(Markdown):
    """Rich's Markdown with "1." numbering."""

    elements: ClassVar[dict[str, type[MarkdownElement]]] = {**Markdown.elements, "list_item_open": _DottedListItem}
