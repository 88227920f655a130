"""The tournament board (SPEC 10.6 "Screens"): the dashboard of a season with pools, a tab per division.

Each tab shows the division's pools side by side (as many as the terminal's width holds, stacked below
that), each tie with the criterion that split it, the bracket as a tree with each result in words, the
next games and the alerts. Everything is text from `tui.text.board_text`; the rules behind it are
`league`'s, read through `store.tournament_view.tournament_of` from the season the app holds (so
another window's save, which reloads it, refreshes the board).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.widgets import Static, TabbedContent, TabPane

from league.alerts import suspension_alerts
from league.texts import printable
from league.values import Season
from store.tournament_view import TournamentView, tournament_of
from tui.commands import Command, bindings
from tui.screen_commands import ScreenCommands
from tui.screens.rinkbook_screen import NARROW_BELOW, RinkbookScreen
from tui.text.board_text import (
    board_alerts,
    division_alerts,
    division_bracket,
    division_next_games,
    division_titles,
    pools_side_by_side,
)
from tui.widgets.plain_static import PlainStatic

SIDE_WIDTH = 56  # the next games and alerts column, beside the pools on a wide terminal
CHROME = 6  # columns around the pools' text: the scroll bar, the panel's border and padding


class TournamentBoardScreen(ScreenCommands, RinkbookScreen):
    """Where a tournament's organisers start: every pool and the bracket of a division at once."""

    HEADING = "Tournament board"
    SCREEN_COMMANDS = (
        Command(
            "Record coin toss",
            "k",
            "Record the order a coin toss gave for teams of a pool level after every other criterion",
            "record_coin_toss",
            footer=True,
            writes=True,
        ),
        Command(
            "Next division", "right_square_bracket", "Show the next division's tab", "next_division", key_display="]"
        ),
        Command(
            "Previous division",
            "left_square_bracket",
            "Show the previous division's tab",
            "previous_division",
            key_display="[",
        ),
        Command(
            "What if: another rulebook",
            "W",
            "The season as another built-in rulebook would count it: a what-if, nothing is saved",
            "what_if",
        ),
    )
    BINDINGS = bindings(SCREEN_COMMANDS)
    divisions: tuple[tuple[str, str], ...] = ()  # (code, tab title) of each tab, in order

    def view(self) -> TournamentView:
        """The tournament as the app's season stands, worked out once per load."""
        season = self.rinkbook.season
        return self.rinkbook.derived(("tournament board",), lambda: tournament_of(season))

    def compose_body(self) -> ComposeResult:
        self.divisions = division_titles(self.view())
        with TabbedContent(id="board-tabs"):
            for i, (_, title) in enumerate(self.divisions):
                # Ids by position: a division code is the file's text, not a widget identifier.
                with (
                    TabPane(Content(printable(title)), id=f"division-{i}"),
                    VerticalScroll(classes="board-scroll"),
                    Horizontal(classes="board-columns"),
                ):
                    with Vertical(classes="board-left"):
                        yield self._panel(f"pools-{i}", "Pools")
                        yield self._panel(f"bracket-{i}", "Bracket")
                    with Vertical(classes="board-right"):
                        yield self._panel(f"next-{i}", "Next games")
                        yield self._panel(f"alerts-{i}", "Alerts", "board-alerts")

    @staticmethod
    def _panel(name: str, title: str, extra: str = "") -> Vertical:
        panel = Vertical(PlainStatic("", id=name, markup=False), classes=f"panel {extra}".strip())
        panel.border_title = title
        return panel

    def on_mount(self) -> None:
        self.fill()
        if self.divisions:
            self.focus_division(0)  # arrows and page keys scroll the division at once; `[` and `]` change it

    def focus_division(self, index: int) -> None:
        """Show division tab `index` and give its scroll the focus."""
        self.query_one("#board-tabs", TabbedContent).active = f"division-{index}"
        for scroll in self.query(f"#division-{index} .board-scroll").results(VerticalScroll):
            scroll.focus()

    def on_resize(self) -> None:
        super().on_resize()
        if self.is_mounted and self.rinkbook.season.pools:
            self.fill_pools(self.view())  # as many pools side by side as the new width holds

    def refresh_data(self) -> None:
        if not self.rinkbook.season.pools:
            return  # a league's season now: the app puts Gray's dashboard in the board's place
        if division_titles(self.view()) != self.divisions:  # a division came or went: new tabs
            self.call_later(self._recompose_and_fill)
            return
        self.fill()

    async def _recompose_and_fill(self) -> None:
        await self.recompose()
        self.fill()
        if self.divisions:
            self.focus_division(0)

    def pools_width(self) -> int:
        """The columns the pools' text has: the whole width on a narrow terminal, less the side column on a wide one."""
        width = self.size.width or self.app.size.width
        return width - CHROME - (SIDE_WIDTH if width >= NARROW_BELOW else 0)

    def fill(self) -> None:
        """Every tab's panels from the tournament as it stands."""
        view = self.view()
        today = self.rinkbook.today
        suspended = tuple(a.text for a in suspension_alerts(view.season, view.rulebook))
        alerts = board_alerts(view, suspended)
        self.fill_pools(view)
        for i, (code, _) in enumerate(self.divisions):
            self.query_one(f"#bracket-{i}", Static).update("\n".join(division_bracket(view, code)))
            self.query_one(f"#next-{i}", Static).update("\n".join(division_next_games(view, code, today)))
            self.query_one(f"#alerts-{i}", Static).update("\n".join(division_alerts(alerts, code)))

    def fill_pools(self, view: TournamentView) -> None:
        width = self.pools_width()
        for i, (code, _) in enumerate(self.divisions):
            for pools in self.query(f"#pools-{i}").results(Static):  # none while the tabs are made again
                pools.update("\n".join(pools_side_by_side(view, code, width)))

    def action_next_division(self) -> None:
        """Show the next division's tab (the last goes round to the first)."""
        self._step_division(1)

    def action_previous_division(self) -> None:
        """Show the previous division's tab."""
        self._step_division(-1)

    def _step_division(self, step: int) -> None:
        if not self.divisions:
            return
        tabs = self.query_one("#board-tabs", TabbedContent)
        current = int((tabs.active or "division-0").rsplit("-", 1)[1])
        self.focus_division((current + step) % len(self.divisions))

    def action_what_if(self) -> None:
        """Show the season under another built-in rulebook (a what-if: nothing is read from or written to the file)."""
        from tui.modals.what_if_modal import WhatIfModal  # noqa: PLC0415 - a what-if is rare: not loaded at start

        self.app.push_screen(WhatIfModal(self.rinkbook.season))

    def action_record_coin_toss(self) -> None:
        """Open the toss dialog on every pool's pending sets (the alert says which); refused when read-only."""
        if self.rinkbook.refuse_write("recording a coin toss"):
            return
        view = self.view()
        tables = [t for t in view.bracket.pools if t.standings.coin_toss_pending]
        if not tables:
            self.notify("No coin toss is pending: no pool has teams level on every other criterion.", title="Coin toss")
            return
        from tui.modals.coin_toss_modal import CoinTossModal  # noqa: PLC0415 - a toss is rare: not loaded at start

        pending = tuple(group for t in tables for group in t.standings.coin_toss_pending)
        names = {code: name for t in tables for code, name in t.standings.names}
        self.app.push_screen(
            CoinTossModal(pending, names, tables[0].standings.citation),
            lambda order: self._record_toss(order, view.season),
        )

    def _record_toss(self, order: tuple[str, ...] | None, shown: Season) -> None:
        """Record the toss the dialog gave; refused when another window recorded one since it opened."""
        if order is None:
            return
        from store.coin_tosses import record_coin_toss  # noqa: PLC0415 - it loads the season checks: not at start

        self.write(
            "recording a coin toss",
            lambda: record_coin_toss(
                self.rinkbook.store, self.rinkbook.season_name, tuple(sorted(order)), order, shown
            ),
            lambda _: self.notify(f"Coin toss recorded: {', '.join(order)}", title="Coin toss"),
        )
