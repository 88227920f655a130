"""The rulebook: every number and choice the season's rules hold, how rinkbook applies each, and the
league's own rule text beside it when the committee has attached one."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.widgets import Static

from store.writes.rule_texts import RuleText, attach_rule_text, load_rule_text
from tui.commands import Command, bindings
from tui.modals.reason_modal import ReasonModal
from tui.screen_commands import ScreenCommands
from tui.screens.rinkbook_screen import RinkbookScreen
from tui.text.rulebook_text import rulebook_markdown
from tui.widgets.plain_static import PlainStatic
from tui.widgets.rulebook_markdown import RulebookMarkdown

NO_TEXT = (
    "No rule text attached. The committee can attach the league's own rules (a UTF-8 text file) "
    "with A: it is kept in the league file and shown here, beside rinkbook's summary."
)


class RulebookScreen(ScreenCommands, RinkbookScreen):
    """Points, tiebreaks, rosters, penalties, suspensions, clock, fees, attendance and playoffs, side by side
    with the league's own words."""

    HEADING = "Rulebook"
    READS_MORE_THAN_SEASON = True
    SCREEN_COMMANDS = (
        Command(
            "Attach rule text",
            "A",
            "Attach the league's own rule text (a text file) to the season",
            "attach_text",
            footer=True,
            writes=True,
        ),
    )
    BINDINGS = bindings(SCREEN_COMMANDS)

    def compose_body(self) -> ComposeResult:
        rulebook = self.rinkbook.rulebook
        with Horizontal(classes="body"):
            with VerticalScroll(id="rulebook-scroll"):
                # One widget drawing the Markdown (`tui.widgets.rulebook_markdown`: memory, docs/performance.md).
                yield Static(RulebookMarkdown(rulebook_markdown(rulebook)), id="rulebook-text")
            with VerticalScroll(id="rule-text-scroll"):
                yield PlainStatic("", id="rule-text", markup=False)

    def on_mount(self) -> None:
        self.refresh_data()

    def refresh_data(self) -> None:
        attached = load_rule_text(self.rinkbook.store, self.rinkbook.season_name)
        panel = self.query_one("#rule-text-scroll", VerticalScroll)
        # Content, not str: a name or id holding brackets is shown as written, never as markup.
        panel.border_title = Content(f"The league's text: {attached.name}" if attached else "The league's text")
        self.query_one("#rule-text", Static).update(attached.text if attached else NO_TEXT)

    def action_attach_text(self) -> None:
        """Ask for the file, then store its text with the season (audit-logged)."""
        if self.rinkbook.refuse_write("attaching rule text"):
            return
        self.app.push_screen(
            ReasonModal(
                "Attach rule text",
                "The path of the league's rule text (UTF-8 text, up to 1 MB):",
                placeholder="a file path",
                done="Enter attaches it (audit-logged) · Esc cancels",
            ),
            self._attach_file,
        )

    def _attach_file(self, path: str | None) -> None:
        if not path:
            return

        def done(attached: RuleText) -> None:
            self.notify(f"Attached {attached.name} ({len(attached.text):,} characters)")
            self.refresh_data()

        self.write(
            "attaching rule text",
            lambda: attach_rule_text(self.rinkbook.store, self.rinkbook.season_name, Path(path).expanduser()),
            done,
        )
