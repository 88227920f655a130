"""Python's switch interval held short while an app's first frame is written (`tui.app.SeasonApp.on_mount`).

Textual's writer thread takes the interpreter back at each step of a frame's write, so until the first frame is
out the event loop lets go of it within 0.2 ms, not Python's 5. Held by count, not by each app on its own: two apps
in one process (a test's two windows) overlap, and the interval the first found is the one given back by the last.
"""

from __future__ import annotations

import sys

FIRST_FRAME_SWITCH_SECONDS = 0.0002


class ShortSwitch:
    """The short interval while anyone holds it; Python's own, as found at the first hold, once none does."""

    def __init__(self) -> None:
        self.holders = 0
        self.found = 0.0

    def hold(self) -> None:
        if self.holders == 0:
            self.found = sys.getswitchinterval()
            sys.setswitchinterval(FIRST_FRAME_SWITCH_SECONDS)
        self.holders += 1

    def release(self) -> None:
        self.holders -= 1
        if self.holders == 0:
            sys.setswitchinterval(self.found)


# The process's one holder: the interval is the process's, not an app's.
SHORT_SWITCH = ShortSwitch()
