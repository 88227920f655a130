"""The playoffs screen of a season with pools (a tournament): each division's bracket as the tournament board
draws it, the knockout games that need scheduling, and the one that `x` schedules with its home side
(docs/readings/shared.md#pools-and-the-bracket) in a free ice slot.

The screen (`tui.screens.playoffs_screen`) asks the season once which it shows; this module holds the
tournament's half so that screen stays Gray's series boxes and this one the board's tree.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, datetime, timedelta
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import DataTable, Static

from league.bracket.engine import SlotState
from league.rules.rulebook import ScheduleRules
from league.schedule.clashes import clash_with
from league.season.values import Game, Season
from store.views.tournament import TournamentView, tournament_of
from store.writes.games import save_game
from tui.modals.playoff_game_modal import GameSlot, PlayoffGameModal
from tui.text.board_text import division_bracket, division_titles
from tui.text.playoffs_text import next_game_refusal
from tui.text.schedule_form import next_game_number
from tui.widgets.plain_static import PlainStatic
from tui.widgets.plain_table import PlainTable, keeping_place

if TYPE_CHECKING:
    from tui.screens.playoffs_screen import PlayoffsScreen

LAST_START = 23 * 60  # no game is offered a start after 23:00: the next day's first start instead
DEFAULT_ROOMS = (1, 2)


def compose_knockout(divisions: tuple[tuple[str, str], ...]) -> ComposeResult:
    """Each division's bracket (a panel titled with its name), then the games to schedule."""
    with VerticalScroll(id="knockout-brackets"):
        for i, (_, title) in enumerate(divisions):
            panel = VerticalScroll(PlainStatic("", id=f"knockout-{i}", markup=False), classes="panel knockout-panel")
            panel.border_title = title
            yield panel
    yield PlainStatic(
        "Knockout games to schedule · x (or Enter) schedules the selected one in a free ice slot",
        classes="subheading",
    )
    yield PlainTable(id="next-games", cursor_type="row", zebra_stripes=True)


def knockout_view(screen: PlayoffsScreen) -> TournamentView:
    """The tournament as the app's season stands, worked out once per load (the board's own derivation)."""
    season = screen.rinkbook.season
    return screen.rinkbook.derived(("tournament board",), lambda: tournament_of(season))


def needing_games(view: TournamentView) -> Iterator[SlotState]:
    """The slots whose next game is known (both teams) and not yet on the schedule."""
    for state in view.bracket.slots:
        n = state.next_game
        if n is not None and not any(g.no == n.no and g.status == "scheduled" for g in state.games):
            yield state


def refresh_knockout(screen: PlayoffsScreen) -> None:
    """Every division's tree and the table of knockout games to schedule."""
    view = knockout_view(screen)
    for i, (code, _) in enumerate(division_titles(view)):
        for box in screen.query(f"#knockout-{i}").results(Static):
            box.update("\n".join(division_bracket(view, code)))
    table = screen.query_one("#next-games", DataTable)
    names = {t.code: t.name for t in view.season.teams}
    with keeping_place(table):
        table.clear()
        for state in needing_games(view):
            n = state.next_game
            assert n is not None  # needing_games yields only slots with a next game
            table.add_row(
                state.slot_id, state.kind, n.no, names.get(n.home, n.home), names.get(n.away, n.away), key=state.slot_id
            )


def schedule_next_knockout(screen: PlayoffsScreen) -> None:
    """Open the slot dialog on the selected knockout game: its home side from the bracket
    (docs/readings/shared.md#pools-and-the-bracket), a free ice slot offered; the game is saved as the slot's game
    (`series`, `no`)."""
    if screen.rinkbook.refuse_write("scheduling a knockout game"):
        return
    table = screen.query_one("#next-games", DataTable)
    if not table.row_count:
        screen.notify("No knockout game can be scheduled now: no slot has both its teams and no game.")
        return
    view = knockout_view(screen)
    slot_id = str(table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value)
    state = view.bracket.get(slot_id)
    n = state.next_game if state is not None else None
    if state is None or n is None:
        return
    names = {t.code: t.name for t in view.season.teams}
    shown = view.season  # a game scheduled by another window since refuses this one (based_on)
    free = free_slot(shown, screen.rinkbook.rulebook.schedule, n.home, n.away, screen.rinkbook.today)
    what = f"{state.slot_id} {state.kind}" + (f" game {n.no}" if state.best_of > 1 else "")
    # Kept open after another window's change (`tui.form_keeper`): Enter schedules it under the next free id of the
    # schedule as it is now, unless that window scheduled this very game (then the form says so instead).
    screen.rinkbook.forms.edit(
        PlayoffGameModal(
            what,
            f"{names.get(n.home, n.home)} (home) v {names.get(n.away, n.away)}",
            free,
            screen.rinkbook.rulebook.cite("rooms"),
            refusal=lambda: next_game_refusal(what, knockout_view(screen).bracket.get(slot_id), n),
        ),
        shown,
        lambda slot, now: _save(screen, state, slot, now),
    )


def _save(screen: PlayoffsScreen, state: SlotState, slot: GameSlot | None, shown: Season) -> None:
    n = state.next_game
    if slot is None or n is None:
        return
    gid = f"G{next_game_number(shown, 'G'):03d}"  # a tournament numbers its games G001 ... as its files do
    game = Game(gid, "playoff", slot.day, slot.time, n.home, n.away, rooms=slot.rooms, series=state.slot_id, no=n.no)
    app = screen.rinkbook
    screen.write(
        "scheduling a knockout game",
        lambda: save_game(app.store, app.season_name, game, decision="schedule playoff game", based_on=shown),
        lambda _: screen.notify(
            f"{state.slot_id} scheduled as {gid}: {n.home} (home) v {n.away}, {slot.day.isoformat()} {slot.time}"
        ),
    )


def free_slot(season: Season, rules: ScheduleRules, home: str, away: str, today: date) -> GameSlot:
    """The first start after the tournament's latest game (or from today) at which neither team plays and
    the latest game's rooms are free: one ice slot (the rulebook's length) after another, the next day's
    first start once a day is past 23:00."""
    games = tuple(g for g in season.games if g.status != "cancelled")
    last = max(games, key=lambda g: g.sort_key, default=None)
    first_start = min((_minutes(g.time) for g in games), default=8 * 60)
    rooms = (last.rooms[0], last.rooms[1]) if last is not None and last.rooms else DEFAULT_ROOMS
    if last is None or last.date < today:
        day, start = today, first_start
    else:
        day, start = last.date, _minutes(last.time) + rules.slot_minutes
    for _ in range(366 * 24):
        if start > LAST_START:
            day, start = day + timedelta(days=1), first_start
            continue
        at = f"{start // 60:02d}:{start % 60:02d}"
        if clash_with(Game("", "playoff", day, at, home, away, rooms=rooms), games, rules) is None:
            return GameSlot(day, at, rooms)
        start += rules.slot_minutes
    return GameSlot(day, f"{first_start // 60:02d}:{first_start % 60:02d}", rooms)


def _minutes(time: str) -> int:
    moment = datetime.strptime(time, "%H:%M")
    return moment.hour * 60 + moment.minute
