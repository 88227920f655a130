"""Lines written to a Log without its width worker (memory; Textual 8.2.x).

`Log.write_lines` measures the widest of the lines it is given in a thread worker (`Log._update_size`), and the
finished worker stays referenced from a context copy Textual keeps, with the list of lines it was given: the shift
report's season of 30,000 games (26,000 lines, 3 MiB) was held after the log was cleared and the screen left.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len
from textual.geometry import Size
from textual.widgets import Log


def write_printable_lines(log: Log, lines: Sequence[str]) -> None:
    """Add `lines` (each one line, its control characters escaped: `league.season.texts.printable`) to the end of
    `log`, measured here: a line of ASCII printable characters is as wide as it is long, the rest are measured
    as Textual measures them.

    Why: memory, see the module. Textual 8.2.x: `Log._lines`, `_width`, `_process_line` (tabs and escapes)."""
    start = len(log._lines)
    log._lines.extend(lines)
    widest = max(
        (len(line) if line.isascii() and line.isprintable() else cell_len(log._process_line(line)) for line in lines),
        default=0,
    )
    log._width = max(log._width, widest)
    log.virtual_size = Size(log._width, len(log._lines))
    log.refresh_lines(start, len(lines))
    log.refresh()
