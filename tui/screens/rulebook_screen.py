"""The rulebook: the season's rules as the numbers rinkbook applies, section by section."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Markdown

from tui.rulebook_text import rulebook_markdown
from tui.screens.league_screen import LeagueScreen


class RulebookScreen(LeagueScreen):
    """Points, tiebreaks, rosters, penalties, suspensions, clock, fees, attendance and playoffs."""

    HEADING = "Rulebook"

    def compose_body(self) -> ComposeResult:
        rulebook = self.league.rulebook
        assert rulebook is not None
        with VerticalScroll(classes="body", id="rulebook-scroll"):
            yield Markdown(rulebook_markdown(rulebook), id="rulebook-text")
