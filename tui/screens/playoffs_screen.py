"""The playoffs bracket (Gray rules 20-23): play-ins feeding SF1, the semi-finals feeding the final, night by night.

A season with pools (a tournament) shows each division's bracket as its board draws it instead, and `x`
schedules its next knockout game (`tui.screens.knockout_playoffs`)."""

from __future__ import annotations

from datetime import date, timedelta

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import DataTable, Static

from league.bracket.engine import NextGame, PlannedGame, SlotState, bracket, series_plan
from league.rules.rulebook import ScheduleRules
from league.schedule.clashes import slot_is_free
from league.schedule.game_nights import next_game_night, series_nights, weekly_slots
from league.schedule.round_robin import WEEKDAYS, IceSlot
from league.season.values import Game, Season
from store.views.playoffs import PlayoffsView
from store.writes.games import save_game
from store.writes.schedule import add_games, remembered_slots
from tui.commands import Command, bindings
from tui.modals.playoff_game_modal import GameSlot, PlayoffGameModal
from tui.screen_commands import ScreenCommands
from tui.screens.rinkbook_screen import RinkbookScreen
from tui.text.playoffs_text import next_game_refusal, no_next_games_text, series_lines, series_plan_refusal
from tui.text.schedule_form import playoff_game_id, read_slots
from tui.widgets.plain_static import PlainStatic
from tui.widgets.plain_table import PlainTable, keeping_place

# The bracket's columns, left to right, by the series that feed each other (rules 20-22).
COLUMNS = (("Play-ins", ("WC1", "WC2")), ("Semi-finals", ("SF1", "SF2")), ("Final", ("F",)))


class PlayoffsScreen(ScreenCommands, RinkbookScreen):
    """The bracket drawn as a bracket, each series with its games and state, and its next game to schedule."""

    HEADING = "Playoffs bracket"
    SCREEN_COMMANDS = (
        Command(
            "Schedule next game",
            "x",
            "Schedule the next game the selected series needs, its home team filled in (also Enter)",
            "schedule_next",
            footer=True,
            writes=True,
        ),
        Command(
            "Schedule whole series",
            "X",
            "Schedule every game the selected series may still need at once, one a game night of the "
            "league's weekly ice slots from the date given, homes by the rulebook, the 'if necessary' ones "
            "marked",
            "schedule_series",
            footer=True,
            writes=True,
        ),
    )
    BINDINGS = bindings(SCREEN_COMMANDS)
    knockout: tuple[tuple[str, str], ...] | None = None  # a tournament's (code, title) per division; None: Gray's

    def offered_commands(self) -> tuple[Command, ...]:
        """A tournament's slots are scheduled one game at a time (`x`): no whole series to schedule."""
        return self.SCREEN_COMMANDS[:1] if self.rinkbook.rulebook.has_pools else self.SCREEN_COMMANDS

    def compose_body(self) -> ComposeResult:
        self.knockout = None
        if self.rinkbook.rulebook.has_pools:
            from tui.screens.knockout_playoffs import compose_knockout, knockout_view  # tournaments only
            from tui.text.board_text import division_titles

            self.knockout = division_titles(knockout_view(self))
            yield from compose_knockout(self.knockout)
            return
        yield PlainStatic("", id="playoffs-note", markup=False)
        # Short terminal: the bracket scrolls (Tab to it) in what the games below leave it (app.tcss), so those
        # that x and Enter act on stay in view, never cut to their header; the table has the keys first.
        with VerticalScroll(id="bracket-scroll"), Horizontal(id="bracket"):
            for title, ids in COLUMNS:
                with Vertical(classes="bracket-column"):
                    yield PlainStatic(title, classes="subheading")
                    for series_id in ids:
                        yield PlainStatic("", id=f"series-{series_id}", classes="series-box", markup=False)
        yield PlainStatic(
            "Games each series needs next · x (or Enter) schedules the selected one · X every game of its series",
            classes="subheading",
        )
        yield PlainTable(id="next-games", cursor_type="row", zebra_stripes=True)
        yield PlainStatic("", id="next-games-none", markup=False)

    def on_mount(self) -> None:
        self._columns()
        self.refresh_data()
        if self.knockout is None:
            self.set_focus(self.query_one("#next-games", DataTable))

    def _columns(self) -> None:
        table = self.query_one("#next-games", DataTable)
        if self.knockout is not None:
            table.add_columns("Slot", "Kind", "Game", "Home", "Away")
        else:
            table.add_columns("Series", "Game", "Home", "Away", "State", "Scheduled")

    async def _recompose(self) -> None:
        await self.recompose()
        self._columns()
        self.refresh_data()

    def refresh_data(self) -> None:
        season = self.rinkbook.season
        if bool(season.pools) != (self.knockout is not None):  # switched to a league from a tournament, or back
            self.call_later(self._recompose)
            return
        if self.knockout is not None:
            from tui.screens.knockout_playoffs import knockout_view, refresh_knockout
            from tui.text.board_text import division_titles

            if division_titles(knockout_view(self)) != self.knockout:  # a division came or went
                self.call_later(self._recompose)
                return
            refresh_knockout(self)
            return
        # The season and standings the app holds, derived once per load: reading the file again cost a second
        # at 10,000 games (docs/performance.md: the screen opens under 150 ms).
        view = self.view = self.bracket_view()
        names = {t.code: t.name for t in view.season.teams}
        b = view.bracket
        note = "Seeds: " + "  ".join(f"{i} {t}" for i, t in enumerate(b.seeds, 1)) if b.seeds else ""
        if not b.fixed:
            note = f"Seeds not fixed yet: {'; '.join(b.missing)}. Projected from the current standings. {note}"
        self.query_one("#playoffs-note", Static).update(note)
        for state in b.slots:
            box = self.query("#series-" + state.slot_id)
            if box:
                box.first(Static).update("\n".join(series_lines(state, b, names, self.rinkbook.rulebook)))
        table = self.query_one("#next-games", DataTable)
        with keeping_place(table):
            table.clear()
            for state in b.slots:
                if state.next_game and b.fixed:
                    n = state.next_game
                    booked = scheduled_game(state)
                    when = f"{booked.date.isoformat()} {booked.time}" if booked else "not yet"
                    number = f"{n.no} (if necessary)" if state.if_necessary(n.no) else str(n.no)
                    table.add_row(
                        state.slot_id,
                        number,
                        names.get(n.home, n.home),
                        names.get(n.away, n.away),
                        state.state_text(names),
                        when,
                        key=state.slot_id,
                    )
        (none := self.query_one("#next-games-none", Static)).display = not table.row_count
        none.update("" if table.row_count else no_next_games_text(b))

    def bracket_view(self) -> PlayoffsView:
        """The bracket of the season the app holds now, projected from its standings, worked out once per load."""
        season, rulebook, cache = self.rinkbook.season, self.rinkbook.rulebook, self.rinkbook.season_cache
        now = cache.table
        return self.rinkbook.derived(
            "projected bracket",
            lambda: PlayoffsView(season, now, bracket(season, rulebook, now, project=True, counts=cache.counts)),
        )

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        self.action_schedule_next()

    def action_schedule_next(self) -> None:
        """Schedule the selected series' next game: the home team comes from the series (Gray rules 21 and 22)."""
        if self.knockout is not None:
            from tui.screens.knockout_playoffs import schedule_next_knockout

            schedule_next_knockout(self)
            return
        if self.rinkbook.refuse_write("scheduling a playoff game"):
            return
        table = self.query_one("#next-games", DataTable)
        if not table.row_count:
            self.notify("No series needs a game now.", severity="warning")
            return
        series_id = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value or ""
        state = self.view.bracket.get(series_id)
        n = state.next_game if state is not None else None
        if state is None or n is None:  # the table lists the series that need a game: none on an empty row
            return
        booked = scheduled_game(state)
        if booked is not None:
            self.notify(
                f"{series_id} game {n.no} is already scheduled for {booked.date.isoformat()} {booked.time} "
                f"({booked.id}): enter it on the scoresheet",
                severity="warning",
            )
            return
        names = {t.code: t.name for t in self.view.season.teams}
        shown = self.view.season  # the series as the bracket shows it: a game scheduled elsewhere since refuses this
        what = f"{series_id} game {n.no}"
        # Kept open after another window's change (`tui.form_keeper`): Enter schedules it on the schedule as it is
        # now, unless that window scheduled this very game (then the form says so instead).
        self.rinkbook.forms.edit(
            PlayoffGameModal(
                what,
                f"{names[n.home]} (home) v {names[n.away]}{', if necessary' if state.if_necessary(n.no) else ''}",
                default_slot(self.view.season.games, state, self.rinkbook.today, self.rinkbook.rulebook.schedule),
                refusal=lambda: next_game_refusal(what, self.bracket_view().bracket.get(series_id), n),
            ),
            shown,
            lambda slot, now: self._schedule(state, n, slot, now),
        )

    def action_schedule_series(self) -> None:
        """Schedule every game the selected series may still need, one a game night from the slot the dialog gives:
        homes by the format (Gray rules 20-22), the "if necessary" ones marked; one write for all of them."""
        if self.knockout is not None:
            self.action_schedule_next()  # a tournament's slot: its next game, one at a time
            return
        if self.rinkbook.refuse_write("scheduling a playoff series"):
            return
        table = self.query_one("#next-games", DataTable)
        if not table.row_count:
            self.notify("No series needs a game now.", severity="warning")
            return
        series_id = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        state = self.view.bracket.known(str(series_id))
        plan = series_plan(state.slot, state, self.view.season)
        if not plan:
            self.notify(f"Every game {state.slot_id} may need is already scheduled.", severity="warning")
            return
        shown, rules = self.view.season, self.rinkbook.rulebook.schedule
        slots = self.league_slots()
        start = default_slot(shown.games, state, self.rinkbook.today, rules)
        night = next_game_night(start.day, start.time, start.rooms, slots, shown.games, rules)
        self.rinkbook.forms.edit(
            PlayoffGameModal(
                f"{state.slot_id}: games {', '.join(str(p.no) for p in plan)}",
                plan_text(plan, shown, slots),
                GameSlot(*night),
                refusal=lambda: series_plan_refusal(state.slot_id, plan, self.series_plan_now(state.slot_id)),
            ),
            shown,
            lambda slot, now: self._schedule_series(state, plan, slot, now, slots),
        )

    def series_plan_now(self, series_id: str) -> tuple[PlannedGame, ...]:
        """The games series `series_id` may still need on the schedule the app holds now."""
        view = self.bracket_view()
        state = view.bracket.get(series_id)
        return series_plan(state.slot, state, view.season) if state is not None else ()

    def league_slots(self) -> tuple[IceSlot, ...]:
        """The league's weekly ice slots: the ones its round robin was last given, else the ones its regular
        season keeps week after week (none: a series then goes weekly from its first date)."""
        typed = read_slots(remembered_slots(self.rinkbook.store, self.rinkbook.season_name) or "")
        return typed if not isinstance(typed, str) else weekly_slots(self.view.season.games)

    def _schedule_series(
        self,
        state: SlotState,
        plan: tuple[PlannedGame, ...],
        slot: GameSlot | None,
        shown: Season,
        slots: tuple[IceSlot, ...] = (),
    ) -> None:
        if slot is None:
            return
        rules = self.rinkbook.rulebook.schedule
        nights = series_nights(slot.day, slot.time, slot.rooms, len(plan), slots, shown.games, rules)
        games = series_games(state.slot_id, plan, nights, shown)
        self.write(
            "scheduling a playoff series",
            lambda: add_games(
                self.rinkbook.store,
                self.rinkbook.season_name,
                games,
                "schedule playoff series",
                {"series": state.slot_id},
                based_on=shown,
            ),
            lambda _: self.notify(
                f"{state.slot_id}: {len(games)} game{'s' * (len(games) != 1)} scheduled from "
                f"{slot.day.isoformat()} {slot.time}"
            ),
        )

    def _schedule(self, state: SlotState, n: NextGame, slot: GameSlot | None, shown: Season | None = None) -> None:
        """Schedule the series' next game `n` in the slot the dialog (opened on the bracket of `shown`, by
        default the one on screen) gave."""
        if slot is None:
            return
        shown = shown or self.view.season
        taken = {g.id for g in shown.games}
        gid = next(
            i for i in (f"{state.slot_id}-{n.no}", *(f"{state.slot_id}-{n.no}{c}" for c in "bcdefgh")) if i not in taken
        )
        first_room, second_room = sorted(slot.rooms)
        game = Game(
            gid,
            "playoff",
            slot.day,
            slot.time,
            n.home,
            n.away,
            rooms=(first_room, second_room),
            series=state.slot_id,
            no=n.no,
        )
        self.write(
            "scheduling a playoff game",
            lambda: save_game(
                self.rinkbook.store, self.rinkbook.season_name, game, decision="schedule playoff game", based_on=shown
            ),
            lambda _: self.notify(
                f"{state.slot_id} game {n.no} scheduled: {n.home} v {n.away}, {slot.day.isoformat()} {slot.time}"
            ),
        )


def plan_text(plan: tuple[PlannedGame, ...], season: Season, slots: tuple[IceSlot, ...] = ()) -> str:
    """The games a series plan makes, one a line: "game 3: Red (home) v White, if necessary", then the
    nights they go on (the league's game nights, or weekly without slots)."""
    names = {t.code: t.name for t in season.teams}
    days = sorted({s.weekday for s in slots})
    nights = f"one a game night ({', '.join(WEEKDAYS[d] for d in days)})" if days else "one a week"
    return (
        "\n".join(
            f"game {p.no}: {names.get(p.home, p.home)} (home) v {names.get(p.away, p.away)}"
            f"{', if necessary' if p.if_necessary else ''}"
            for p in plan
        )
        + f"\n{nights} from the date below"
    )


def series_games(
    series_id: str, plan: tuple[PlannedGame, ...], nights: tuple[tuple[date, str, tuple[int, int]], ...], season: Season
) -> tuple[Game, ...]:
    """The plan's games on `nights` (one each, `league.schedule.game_nights.series_nights`), with ids free in
    `season`."""
    return tuple(
        Game(
            playoff_game_id(season, series_id, p.no),
            "playoff",
            day,
            time,
            p.home,
            p.away,
            rooms=rooms,
            series=series_id,
            no=p.no,
        )
        for p, (day, time, rooms) in zip(plan, nights, strict=False)
    )


def scheduled_game(state: SlotState) -> Game | None:
    """The game already scheduled for the number the series needs next, if any."""
    if state.next_game is None:
        return None
    return next((g for g in state.series_games if g.no == state.next_game.no and g.status == "scheduled"), None)


def default_slot(
    games: tuple[Game, ...], state: SlotState, today: date, rules: ScheduleRules | None = None
) -> GameSlot:
    """A slot to start from: after the series' last game (or today), at its time and in its rooms, on the
    first day that slot is free (`rules`: how long a game holds the ice)."""
    played = [g for g in games if g.stage == "playoff"]
    last = max((g for g in state.series_games), key=lambda g: g.sort_key, default=None) or max(
        played, key=lambda g: g.sort_key, default=None
    )
    day = max(today, last.date + timedelta(days=1)) if last else today
    time = last.time if last else "20:15"
    rooms: tuple[int, int] = (last.rooms[0], last.rooms[1]) if last and last.rooms else (3, 4)
    # Never a taken slot (another series' game that night): the next day it is free, within a season's days.
    for _ in range(366):
        if rules is None or slot_is_free(day, time, rooms, games, rules):
            break
        day += timedelta(days=1)
    return GameSlot(day, time, rooms)
