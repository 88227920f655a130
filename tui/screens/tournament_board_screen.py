"""The tournament board (docs/guide.md#the-screens): the dashboard of a season with pools, a tab per division.

Each tab shows the division's pools side by side (as many as the terminal's width holds, stacked below
that), each tie with the criterion that split it, the bracket as a tree with each result in words, the
goalie competition where the rulebook has one, the next games and the alerts. A key shows each panel
(1 pools, 2 bracket, 3 next games, 4 alerts, 5 goalies): on a narrow terminal (80x24) the board shows the
panel chosen alone, on a wide one every panel and the key scrolls to it. Everything is text from
`tui.text.board_text`; the rules behind it are `league`'s, read through `store.views.tournament.tournament_of`
from the season the app holds (so another window's save, which reloads it, refreshes the board).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.widgets import Static, TabbedContent, TabPane

from league.checks.alerts import suspension_alerts
from league.season.texts import printable
from league.season.values import Season
from league.stats.goalie_competition import assignment_alerts, goalie_competition
from store.views.tournament import TournamentView, tournament_of
from tui.commands import Command, bindings
from tui.screen_commands import ScreenCommands
from tui.screens.alert_dismissing import DISMISS_COMMAND, AlertDismissing, dismissed_note
from tui.screens.rinkbook_screen import NARROW_BELOW, RinkbookScreen
from tui.text.board_text import (
    BoardAlert,
    board_alerts,
    division_alerts,
    division_bracket,
    division_next_games,
    division_titles,
    pools_side_by_side,
)
from tui.text.goalies_text import division_goalie_lines
from tui.widgets.plain_static import PlainStatic

SIDE_WIDTH = 56  # the next games and alerts column, beside the pools on a wide terminal
CHROME = 6  # columns around the pools' text: the scroll bar, the panel's border and padding


class TournamentBoardScreen(AlertDismissing, ScreenCommands, RinkbookScreen):
    """Where a tournament's organisers start: every pool and the bracket of a division at once."""

    HEADING = "Tournament board"
    SCREEN_COMMANDS = (
        *(
            Command(title, key, f"Show the division's {help_text}", f"show_panel('{name}')", footer=True)
            for name, key, title, help_text in (
                ("pools", "1", "Pools", "pools and their ties"),
                ("bracket", "2", "Bracket", "bracket"),
                ("next", "3", "Next", "next games"),
                ("alerts", "4", "Alerts", "alerts"),
                ("goalies", "5", "Goalies", "goalie competition"),
            )
        ),
        Command(
            "Record coin toss",
            "k",
            "Record the order a coin toss gave for teams of a pool level after every other criterion",
            "record_coin_toss",
            footer=True,
            writes=True,
        ),
        DISMISS_COMMAND,
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
    chosen = "pools"  # the panel a narrow terminal shows (keys 1-5)

    def offered_commands(self) -> tuple[Command, ...]:
        """The board's commands, the goalies' key only where the rulebook has a goalie competition."""
        keep = self.rinkbook.rulebook.tournament.goalie_competition
        return tuple(c for c in self.SCREEN_COMMANDS if keep or c.action != "show_panel('goalies')")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "show_panel" and parameters == ("goalies",):
            return self.rinkbook.rulebook.tournament.goalie_competition  # no goalie competition: no key
        return super().check_action(action, parameters)

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
                        yield self._panel(i, "pools", "Pools (1)")
                        yield self._panel(i, "bracket", "Bracket (2)")
                        if self.rinkbook.rulebook.tournament.goalie_competition:
                            yield self._panel(i, "goalies", "Goalie competition (5)")
                    with Vertical(classes="board-right"):
                        yield self._panel(i, "next", "Next games (3)")
                        yield self._panel(i, "alerts", "Alerts (4)", "board-alerts")

    def _panel(self, tab: int, name: str, title: str, extra: str = "") -> Vertical:
        chosen = " -chosen" if name == self.chosen else ""
        panel = Vertical(
            PlainStatic("", id=f"{name}-{tab}", markup=False),
            id=f"panel-{name}-{tab}",
            classes=f"panel board-panel board-{name} {extra}{chosen}".strip(),
        )
        panel.border_title = title
        return panel

    def action_show_panel(self, name: str) -> None:
        """Show panel `name` of the division in view: alone on a narrow terminal, scrolled to on a wide one."""
        self.chosen = name
        for panel in self.query(".board-panel"):
            panel.set_class(panel.has_class(f"board-{name}"), "-chosen")
        tabs = self.query_one("#board-tabs", TabbedContent)
        index = (tabs.active or "division-0").rsplit("-", 1)[1]
        for panel in self.query(f"#panel-{name}-{index}"):
            self.call_after_refresh(panel.scroll_visible, top=True, animate=False)

    def on_mount(self) -> None:
        self.fill()
        if self.divisions:
            self.focus_division(0)  # arrows and page keys scroll the division at once; `[` and `]` change it

    def focus_division(self, index: int) -> None:
        """Show division tab `index` and give its scroll the focus."""
        self.query_one("#board-tabs", TabbedContent).active = f"division-{index}"
        for scroll in self.query(f"#division-{index} .board-scroll").results(VerticalScroll):
            self.set_focus(scroll)

    def on_resize(self) -> None:
        super().on_resize()
        if self.is_mounted and self.rinkbook.rulebook.has_pools:
            self.fill_pools(self.view())  # as many pools side by side as the new width holds

    def refresh_data(self) -> None:
        if not self.rinkbook.rulebook.has_pools:
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
        every = self.every_alert(view)
        dismissed = self.dismissed()
        alerts = tuple(a for a in every if (a.kind, a.text) not in dismissed)
        note = dismissed_note(len(every) - len(alerts))
        self.fill_pools(view)
        for i, (code, _) in enumerate(self.divisions):
            self.query_one(f"#bracket-{i}", Static).update("\n".join(division_bracket(view, code)))
            self.query_one(f"#next-{i}", Static).update("\n".join(division_next_games(view, code, today)))
            self.query_one(f"#alerts-{i}", Static).update("\n".join([*division_alerts(alerts, code), note]).strip())
            for goalies in self.query(f"#goalies-{i}").results(Static):
                goalies.update("\n".join(self.goalie_lines(view, code)))

    def every_alert(self, view: TournamentView) -> tuple[BoardAlert, ...]:
        """The board's alerts, then each assigned game's goalie who is not the goalie competition's (3-on-3 GC)."""
        suspended = tuple(a.text for a in suspension_alerts(view.season, view.rulebook))
        goalies = assignment_alerts(view.season, view.rulebook)
        return (*board_alerts(view, suspended), *(BoardAlert(None, text, "goalie") for text in goalies))

    def shown_alerts(self) -> tuple[tuple[str, str], ...]:
        """The alerts of the division in view and of the whole tournament, less the dismissed ones."""
        tabs = self.query_one("#board-tabs", TabbedContent)
        code = self.divisions[int((tabs.active or "division-0").rsplit("-", 1)[1])][0] if self.divisions else ""
        dismissed = self.dismissed()
        return tuple(
            (a.kind, a.text)
            for a in self.every_alert(self.view())
            if a.division in (None, code) and (a.kind, a.text) not in dismissed
        )

    def goalie_lines(self, view: TournamentView, division: str) -> list[str]:
        """The division's goalie competition as the goalies screen words it (its table and assigned goalies)."""
        # The goalies screen's own derivation: one pass for both.
        season, rulebook = view.season, view.rulebook
        competition = self.rinkbook.derived("goalie competition", lambda: goalie_competition(season, rulebook))
        if not any(r.division == division for r in competition.rows):
            return ["No goalie of this division has played a pool game yet."]
        names = {p.id: p.name for p in view.season.players}
        return division_goalie_lines(competition, division, names)

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
        from tui.modals.what_if_modal import WhatIfModal  # a what-if is rare: not loaded at start

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
        from tui.modals.coin_toss_modal import CoinTossModal  # a toss is rare: not loaded at start

        pending = tuple(group for t in tables for group in t.standings.coin_toss_pending)
        names = {code: name for t in tables for code, name in t.standings.names}
        self.rinkbook.forms.edit(
            CoinTossModal(pending, names, tables[0].standings.citation),
            view.season,
            self._record_toss,
        )

    def _record_toss(self, order: tuple[str, ...] | None, shown: Season) -> None:
        """Record the toss the dialog gave; refused when another window recorded one since it opened."""
        if order is None:
            return
        from store.writes.coin_tosses import record_coin_toss  # it loads the season checks: not at start

        self.write(
            "recording a coin toss",
            lambda: record_coin_toss(
                self.rinkbook.store, self.rinkbook.season_name, tuple(sorted(order)), order, shown
            ),
            lambda _: self.notify(f"Coin toss recorded: {', '.join(order)}", title="Coin toss"),
        )
