"""New league and season: the first-run screen (no file yet) and the palette's "new season" action.

The form builds a `Season` value (teams, dates, rulebook; no players; a tournament's divisions, pools,
bracket and planned pool games) and, after asking, stores it with `import_season`, which checks and
writes it in one transaction, audit-logged. A season file or
a CSV (player sheet or schedule) can be imported from here too; a CSV after a preview of what it would add,
update and hold for the committee's decision. Not in a browser session (`rinkbook serve`): a path typed there
would name the server's files, not the person's, and the answer would tell which exist; the Import field is
not shown there, and the league file is named without its folder.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Input, Label, Static, TextArea

from league.rulebooks import built_in_rulebook, rulebook_names
from league.season.errors import Problem, RuleViolation
from league.season.values import Season
from store.file.db import Store, open_league
from store.file.user_files import make_folder
from store.views.season_names import season_names
from tui.commands import Command, bindings
from tui.modals.confirm_modal import ConfirmModal
from tui.modals.form_refusal import show_refusal
from tui.screen_commands import ScreenCommands
from tui.screens.rinkbook_screen import RinkbookScreen
from tui.text.new_league_form import FIELDS, TOURNAMENT_FIELDS, read_new_season
from tui.text.refusal_text import refusal_line
from tui.widgets.plain_static import PlainStatic

if TYPE_CHECKING:
    from store.season_files.import_export import ImportReport
    from store.writes.csv_import import CsvReport

T = TypeVar("T")
BROWSER_IMPORTS_NOTHING = (
    "Import: a browser session reads no file from the server; "
    "import on the committee's computer (rinkbook import FILE)."
)


class NewLeagueScreen(ScreenCommands, RinkbookScreen):
    """Starting a league file, or adding a new season to this one; importing files into it."""

    HEADING = "New league and season"
    SCREEN_COMMANDS = (
        Command(
            "Create season",
            "ctrl+s",
            "Create the league and season the form describes (asks first)",
            "create",
            key_display="Ctrl+S",
            footer=True,
            writes=True,
        ),
        Command(
            "Import file",
            "ctrl+o",
            "Import the season file (.json) or CSV (players or schedule) named in the Import field; a CSV is "
            "previewed first (added, updated, held for a decision)",
            "import_file",
            key_display="Ctrl+O",
            footer=True,
            writes=True,
        ),
        Command(
            "Leave the form",
            "escape",
            "Leave the form without making a league or season (nothing is saved)",
            "leave",
            key_display="Esc",
            footer=True,
        ),
    )
    BINDINGS = bindings(SCREEN_COMMANDS)
    # Focused as the screen is composed: Textual's first focusable widget is the form's scrolling body, and its
    # focus then its blur at `on_mount` each restyled the whole form (some 150 widgets, 2 x 40 ms of the key).
    AUTO_FOCUS = "#new-league"

    @property
    def first_run(self) -> bool:
        """True when no league file exists yet: creating the season makes the file."""
        return getattr(self.app, "store", None) is None

    def compose_body(self) -> ComposeResult:
        with VerticalScroll(classes="body"):
            yield PlainStatic(self._where(), id="new-where", classes="note", markup=False)
            # Above the forms: a refusal shows without scrolling past the tournament's fields.
            yield PlainStatic("", id="new-error", classes="error", markup=False)
            with Vertical(classes="panel", id="new-form") as panel:
                panel.border_title = "A new season (captains are named once players are registered)"
                for field, label, hint in FIELDS:
                    with Horizontal(classes="field"):
                        yield Label(label, classes="field-label")
                        yield Input("gray" if field == "rulebook" else "", placeholder=hint, id=f"new-{field}")
                    yield self._field_error(field)
            with Vertical(classes="panel", id="new-tournament") as panel:
                panel.border_title = "A tournament (any rulebook but gray): its pools, bracket and the weekend's ice"
                yield PlainStatic(
                    f"Rulebook: {', '.join(rulebook_names())}. A tournament's pool games are planned on its ice "
                    "slots (a team never plays two at once); its knockout games are added on the schedule (s, A).",
                    classes="note",
                    markup=False,
                )
                for field, label, hint in TOURNAMENT_FIELDS:
                    with Horizontal(classes="field tall" if field == "pools" else "field"):
                        yield Label(label, classes="field-label")
                        if field == "pools":  # pasted one pool a line: a one-line Input would keep the first
                            yield TextArea("", id="new-pools", placeholder=hint)
                        else:
                            yield Input(placeholder=hint, id=f"new-{field}")
                    yield self._field_error(field)
            if not self.app.is_web:
                with Horizontal(classes="field"):
                    yield Label("Import", classes="field-label")
                    yield Input(
                        "",
                        placeholder="path of a season file (.json) or a CSV player sheet or schedule",
                        id="new-import",
                    )

    def on_mount(self) -> None:
        self.set_focus(self.query_one("#new-league", Input))  # typing starts in the form, top field first

    def _where(self) -> str:
        if self.first_run:
            return (
                f"No league file at {self.app.new_path} yet: fill in the form and press Ctrl+S; "  # type: ignore[attr-defined]
                "rinkbook asks before it creates the file."
            )
        seasons = ", ".join(season_names(self.rinkbook.store))
        store = self.rinkbook.store
        if store.engine.server:
            return f"League on the server {store.name} · seasons in it: {seasons}"
        path = store.path
        return f"League file: {path.name if self.app.is_web else path} · seasons in it: {seasons}"

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "import_file" and self.app.is_web:
            return False  # not in the footer of a browser session, whose Import field is not shown either
        return super().check_action(action, parameters)

    def refresh_data(self) -> None:
        self.query_one("#new-where", Static).update(self._where())

    @staticmethod
    def _field_error(field: str) -> PlainStatic:
        """The line under field `field` that repeats a refusal naming it (hidden while none does)."""
        line = PlainStatic("", id=f"new-{field}-error", classes="error field-error", markup=False)
        line.display = False
        return line

    def _say(self, text: str) -> None:
        """Say `text` above the form and, when it names a field ("Bracket: ..."), under that field too, and
        bring it into view: a refusal never stays out of sight below or above the part of the form shown. The
        cursor goes to the field, as in every dialog (`show_refusal`)."""
        show_refusal(self, text)
        named = next((f for f, label, _ in (*FIELDS, *TOURNAMENT_FIELDS) if text.startswith(f"{label}:")), None)
        for line in self.query(".field-error").results(Static):
            line.display = line.id == f"new-{named}-error"
            line.update(text if line.display else "")
        shown = self.query_one(f"#new-{named}-error" if named else "#new-error", Static)
        self.call_after_refresh(shown.scroll_visible, animate=False)

    def action_leave(self) -> None:
        """Leave without making anything: the first run ends (no file is made), else the dashboard shows."""
        if self.first_run:
            self.app.exit(None)
            return
        self.app.switch_mode("dashboard")
        self.notify("Left the new-season form: no season was made.", title="Nothing saved")

    def action_create(self) -> None:
        """Read the form, ask, then create the season (and the file on the first run)."""
        if not self.first_run and self.rinkbook.refuse_write("creating a season"):
            return
        season = read_new_season(self.form_values())
        if isinstance(season, str):
            self._say(season)
            return
        where = self.app.new_path if self.first_run else self.rinkbook.store.name  # type: ignore[attr-defined]
        verb = "Create the league file" if self.first_run else "Add to the league file"
        shape = f"{len(season.teams)} teams"
        if built_in_rulebook(season.rulebook).has_pools:
            shape += (
                f" in {len(season.pools)} pools, {len(season.games)} pool games, {len(season.bracket)} knockout slots"
            )
        question = f"{verb} {where} with season {season.name} of {season.league} ({shape})?"
        self.app.push_screen(ConfirmModal(question), lambda yes: self._create(season) if yes else None)

    def form_values(self) -> dict[str, str]:
        """Every field's text by its name (the pools' several lines as typed)."""
        values = {
            f: self.query_one(f"#new-{f}", Input).value for f, _, _ in (*FIELDS, *TOURNAMENT_FIELDS) if f != "pools"
        }
        return values | {"pools": self.query_one("#new-pools", TextArea).text}

    def _first_file(self, fill: Callable[[Store], str]) -> str:
        """Make the league file and fill it (`fill(store)` returns the season's name); a refusal leaves no file."""
        path = Path(self.app.new_path)  # type: ignore[attr-defined]
        make_folder(path.parent)  # a StoreError, shown as a refusal, when it cannot be made
        try:
            with open_league(path, create=True) as store:
                return fill(store)
        except BaseException:
            for leftover in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
                leftover.unlink(missing_ok=True)
            raise

    def _write_here(self, what: str, save: Callable[[], T], done: Callable[[T], None]) -> None:
        """Write through the app's one write path, reporting on the form's message line."""
        self.write(what, save, done, say=lambda text, error: self._say(text), reload=False)

    def _create(self, season: Season) -> None:
        # The season file's import and the CSV's load when asked for, not with the screen: the app's memory
        # after every screen (benchmarks/RESULTS.md: memory).
        from store.season_files.import_export import import_season

        if self.first_run:
            self._write_here(
                "creating the league file",
                lambda: self._first_file(lambda store: import_season(store, season, source="new league screen").season),
                self.app.exit,
            )
            return

        def created(_: ImportReport) -> None:
            self.rinkbook.season_name = season.name
            self.rinkbook.reload()
            self.notify(f"Season {season.name} created: generate its schedule on the schedule screen (s, then R).")

        self._write_here(
            "creating a season", lambda: import_season(self.rinkbook.store, season, source="new league screen"), created
        )

    def _import_first(self, path: Path) -> None:
        from store.season_files.import_export import import_season_file  # when asked for (`_create`)

        self._write_here(
            "creating the league file",
            lambda: self._first_file(lambda store: import_season_file(store, path).season),
            self.app.exit,
        )

    def action_import_file(self) -> None:
        """Import the file named in the Import field into this league (a CSV into the season shown)."""
        if self.app.is_web:  # before the path is read: nothing on the server is looked at
            self._say(BROWSER_IMPORTS_NOTHING)
            return
        path = Path(self.query_one("#new-import", Input).value.strip()).expanduser()
        if not path.is_file():
            self._say(f"Import: no file at {path}.")
            return
        if self.first_run:
            if path.suffix.lower() == ".csv":
                self._say("Create the league first (Ctrl+S); then import players or a schedule into its season.")
                return
            question = f"Create the league file {self.app.new_path} from the season file {path.name}?"  # type: ignore[attr-defined]
            self.app.push_screen(ConfirmModal(question), lambda yes: self._import_first(path) if yes else None)
            return
        if self.rinkbook.refuse_write("importing a file"):
            return
        if path.suffix.lower() == ".csv":
            self._preview_sheet(path)
            return

        def load() -> tuple[str | None, str]:
            from store.season_files.import_export import import_season_file  # when asked for (`_create`)

            done = import_season_file(self.rinkbook.store, path)
            return done.season, f"Imported season {done.season}: {done.players} players, {done.games} games"

        def imported(result: tuple[str | None, str]) -> None:
            season, said = result
            self.rinkbook.season_name = season or self.rinkbook.season_name
            self._say(said)
            self.rinkbook.reload()

        self._write_here("importing a file", load, imported)

    def _preview_sheet(self, path: Path) -> None:
        """Show what importing the CSV would add, update and hold for a decision; import it on Y."""
        from store.writes.csv_import import DECIDE_HOW, import_csv_file  # when asked for (`_create`)
        from tui.modals.import_preview_modal import ImportPreviewModal

        try:
            preview = import_csv_file(self.rinkbook.store, path, self.rinkbook.season_name, dry_run=True)
        except RuleViolation as refused:
            self._say(refusal_line(sheet_refusal(refused).first))
            return

        def load() -> CsvReport:
            try:
                return import_csv_file(self.rinkbook.store, path, self.rinkbook.season_name)
            except RuleViolation as refused:  # the file or the season changed since the preview
                raise sheet_refusal(refused) from None

        def imported(report: CsvReport) -> None:
            self._say(f"Imported {path.name}: {report}" + (f". {DECIDE_HOW}" if report.held else ""))
            self.rinkbook.reload()

        def answered(yes: bool | None) -> None:
            if yes:
                self._write_here("importing a file", load, imported)

        self.app.push_screen(ImportPreviewModal(f"Import {path.name}?", preview.lines()), answered)


def sheet_refusal(refused: RuleViolation) -> RuleViolation:
    """A CSV's refusal with its place ("players.csv line 7, column 'Date of birth'") in its words: the screen
    names a refused field by its label only, and a sheet's line and column are what the committee fixes."""
    return RuleViolation(
        [Problem("", p.rule, f"{p.path}: {p.message}" if p.path else p.message) for p in refused.problems]
    )
