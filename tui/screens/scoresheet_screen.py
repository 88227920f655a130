"""The scoresheet (docs/guide.md#the-scoresheet): one game's sheet, entered line by line on game night.

Every entry builds the game's next value and saves its change onto the game as the file holds it
(`tui.screens.scoresheet_saving`, `store.writes.scoresheet_entries`: the season is checked with it in place, and a
refusal writes nothing), then reloads the app, so the standings and suspensions follow the sheet at
once. This window's entries are kept per game for undo and redo; the shown sheet keeps its labels.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.widgets import Input, SelectionList, Static

from league.results.counted_result import counted_result
from league.results.disqualification import season_goalies
from league.rosters.membership import Rosters
from league.rulebooks import GRAY
from league.scoring.labels import SheetLabels
from league.season.texts import printable
from league.season.values import Game
from league.sheet.ejections import FORFEIT_ROLES
from league.sheet.replay import SheetReplay, replay_sheet
from league.turnout.jersey import stand_in_goalies, who
from store.file.audit import game_overridden
from tui.commands import Command, binding
from tui.screen_commands import ScreenCommands
from tui.screens.final_asking import FinalAsking
from tui.screens.scoresheet_saving import SheetHistory
from tui.screens.sheet_printing import print_sheet
from tui.text.lineup_words import lineup_note
from tui.text.printed_sheet_text import sheet_refusal
from tui.text.schedule_view import ruling_forfeits_of
from tui.text.scoresheet_entry import SYNTAX, EntryError, SheetChange, toggle_dressed, verb_of
from tui.text.scoresheet_story import derived_words, end_words, event_lines, forfeit_words, game_line
from tui.text.scoresheet_text import status_lines, warning_lines, warning_text
from tui.text.tournament_entry import TOURNAMENT_SYNTAX
from tui.text.tournament_scoresheet import penalty_kinds
from tui.text.tournament_scoresheet_text import shootout_lines, tournament_status_lines
from tui.widgets.dressing_list import DressingList
from tui.widgets.entry_line import EntryLine
from tui.widgets.plain_static import PlainStatic


def _start(verb: str, title: str, key: str, help_text: str, footer: bool = False) -> Command:
    return Command(f"Scoresheet: {title}", key, help_text, f"start_entry('{verb}')", footer=footer, writes=True)


SCREEN_COMMANDS: tuple[Command, ...] = (
    Command(
        "Scoresheet: undo the last entry",
        "ctrl+z",
        "Take back this window's last entry on this game, nothing another window entered (past the signature "
        "once the committee's override unlocks it); refused, naming it, when another window changed that event "
        "since. A line with text: the typing is cleared first",
        "undo_entry",
        key_display="^z",
        footer=True,
        writes=True,
    ),
    Command(
        "Scoresheet: redo",
        "ctrl+y",
        "Make the entry ctrl+z took back again (until a new entry is typed)",
        "redo_entry",
        key_display="^y",
        writes=True,
    ),
    Command("Scoresheet: type an entry", "colon", "Go to the entry line", "focus_entry", key_display=":", footer=True),
    Command(
        "Scoresheet: pick a game",
        "ctrl+g",
        "Type the id of the game to open",
        "focus_game",
        key_display="^g",
        footer=True,
    ),
    Command(
        "Scoresheet: dressing lists",
        "escape",
        "Empty entry line: the dressing lists (space ticks; typing goes on on the line; Esc back); a line with "
        "text: cleared (a completion first). Other screens: F1, then the screen's key",
        "focus_dressing",
        key_display="esc",
    ),
    _start(
        "goal", "enter a goal", "f2", "goal TEAM scorer [assists] PERIOD MM:SS (overtime: ot, OT1, OT2)", footer=True
    ),
    _start(
        "pen",
        "enter a penalty",
        "f3",
        "pen TEAM number|bench KIND [infraction] PERIOD MM:SS|end [eq] [co] [because REASON]: end is the game's "
        "end (at or after the final whistle); an infraction off the rulebook's list needs the committee's reason",
        footer=True,
    ),
    _start("dress", "dress players", "f4", "dress TEAM numbers (toggles), or all"),
    _start("sub", "substitute goalie", "f5", f"sub TEAM ID: a goalie {GRAY.cite('substitute_goalie')} allows"),
    _start("late", "late start or late goalie", "f6", f"late TEAM MINUTES [goalie] ({GRAY.cite('game_start')})"),
    _start(
        "score",
        "final score",
        "f7",
        "score HOME-AWAY [ot], final by itself; or final [ot], an entry of its own, to take the goals' score (a "
        "goal in an overtime period makes it overtime by itself; a team short of its lineup is refused, naming "
        "the forfeit to type; a game dated after today asks first, and so does a final already saved with "
        "another result, naming both)",
    ),
    _start("forfeit", "forfeit ruling", "f8", "forfeit TEAM REASON: the committee's ruling, audit-logged"),
    _start(
        "sign",
        "sign the sheet",
        "f9",
        f"sign [NAME]: the referee's signature locks the sheet ({GRAY.cite('signature')}); with no NAME it is "
        "signed with yours (w says who you are); a game dated after today asks first",
    ),
    _start(
        "override",
        "committee override",
        "f10",
        "override REASON: unlock a signed sheet, audit-logged; then del G3, edit P2 ... and sign again",
    ),
    Command(
        "Scoresheet: print the game sheet",
        "f12",
        "Write the game's sheet as a PDF beside the league file, to print: what the scoresheet shows (rosters, goals, "
        "penalties with the added ones and their minutes, PIM, result), the rulebook's officials; none if cancelled; "
        "a read-only window writes no file: a browser downloads it, a terminal says the command that prints it",
        "print_sheet",
    ),
)
KEYS_TEXT = " · ".join(
    f"{(c.key_display or c.key).upper()} {c.title.removeprefix('Scoresheet: ')}" for c in SCREEN_COMMANDS[5:]
)
SYNTAX_TEXT = " · ".join(form for _, form, _ in SYNTAX) + " · numbers are jerseys; TEAM may be H or A"
# A tournament's sheet: its own entries first (the shootout's above all), then Gray's.
TOURNAMENT_SYNTAX_TEXT = " · ".join(form for _, form, _ in (TOURNAMENT_SYNTAX[-1], *TOURNAMENT_SYNTAX[:-1])) + (
    " · goal ... ps (penalty shot) · " + SYNTAX_TEXT
)


class ScoresheetScreen(ScreenCommands, FinalAsking):
    """Game night: dressed players, goals, penalties with the Gray rule 4 automation, clock rules, signing."""

    HEADING = "Scoresheet"
    PREFIX = "sheet"
    FIRST_FOCUS = "#sheet-entry"
    AUTO_FOCUS = FIRST_FOCUS  # as the screen is composed too: the game picker never takes the first keys
    SCREEN_COMMANDS = SCREEN_COMMANDS
    BINDINGS: ClassVar[list[BindingType]] = [
        replace(binding(c), description=c.title.removeprefix("Scoresheet: ")) for c in SCREEN_COMMANDS
    ]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.replay: SheetReplay | None = None
        self.history = SheetHistory()  # this window's entries per game, for ctrl+z and ctrl+y
        self.labels: SheetLabels | None = None  # the shown sheet's labels, kept until a game is opened

    def compose_body(self) -> ComposeResult:
        yield from self.compose_picker()
        with Horizontal(id="sheet-body"):
            with Vertical(id="sheet-dressing"):
                for side in ("home", "away"):
                    with Vertical(classes="panel sheet-team", id=f"sheet-{side}"):
                        yield PlainStatic("", id=f"sheet-{side}-note", classes="note", markup=False)
                        yield DressingList(side, typing_to="#sheet-entry", id=f"dress-{side}")
                yield PlainStatic("", id="sheet-stand-ins", classes="note", markup=False)
            with VerticalScroll(id="sheet-main", can_focus=False):
                with Vertical(classes="panel", id="sheet-warnings") as panel:
                    panel.border_title = f"Warnings ({self.rinkbook.rulebook.cite('penalty_count')})"
                    yield PlainStatic("", id="sheet-warnings-text", markup=False)
                with Vertical(classes="panel", id="sheet-status") as panel:
                    panel.border_title = "Clock and totals"
                    yield PlainStatic("", id="sheet-status-text", markup=False)
                # The story last, the column anchored to its foot: the newest line (a forfeit, the game's
                # end) is in sight at 80x24 without scrolling.
                with Vertical(classes="panel", id="sheet-events") as panel:
                    panel.border_title = "Sheet: G goal · P penalty · L late start · newest last"
                    yield PlainStatic("", id="sheet-events-text", markup=False)
                # The shootout after the story: it is the game's end, in sight at 80x24 while it is typed.
                with Vertical(classes="panel", id="sheet-shootout") as panel:
                    panel.border_title = "Shootout: ✓ goal · ✗ miss"
                    panel.display = False  # only on a sheet with a shootout
                    yield PlainStatic("", id="sheet-shootout-text", markup=False)
        yield PlainStatic(f"{SYNTAX_TEXT}\n{KEYS_TEXT}", id="sheet-syntax", classes="note", markup=False)
        yield EntryLine(placeholder="goal RED 14 15 17 2 05:31 · pen BLU 8 minor hooking 2 11:09", id="sheet-entry")
        yield from self.compose_message()

    def game_opened(self) -> None:
        """A game opened (again): its sheet is numbered afresh, in sheet order."""
        self.labels = None

    def refresh_data(self) -> None:
        season, rulebook, game = self.rinkbook.season, self.rinkbook.rulebook, self.game
        if not self.show_picked(game):
            return
        tournament = rulebook.has_pools
        # A tournament's replay knows the goalies: a shootout bars them where its rules say (as the save does).
        goalies = season_goalies(season) if tournament else frozenset()
        self.replay = replay_sheet(game, rulebook, goalies)
        # What the game counts as (a disqualification's forfeit too): the season's forfeits once per load.
        forfeits = ruling_forfeits_of(season, rulebook, self.rinkbook.derived)
        counted = counted_result(game, rulebook, forfeits, self.replay)
        rosters = Rosters(season)
        unlocked = not game.signed and game_overridden(self.rinkbook.store, season.name, game.id)
        self.show_game_line(game_line(game, season, rulebook, self.replay, unlocked, counted))
        for side, team in (("home", game.home), ("away", game.away)):
            panel = self.query_one(f"#sheet-{side}", Vertical)
            # Content, not str: a name or id holding brackets is shown as written, never as markup.
            panel.border_title = Content(printable(f"{team} {season.team_name(team)} ({side})"))
            self.query_one(f"#sheet-{side}-note", Static).update(lineup_note(team, game, season, rulebook))
            self.query_one(f"#dress-{side}", DressingList).show(team, game, season, rosters)
        official = ", ".join(f"{pid} {season.known_player(pid).name}" for pid in season.substitute_goalies)
        official = official or "none yet (P on the players screen registers a goalie on no team)"
        count = len(stand_in_goalies(game.home, game, season, rulebook, rosters))
        self.query_one("#sheet-stand-ins", Static).update(
            f"Stand-in goalies ({self.rinkbook.rulebook.cite('substitute_goalie')}, sub TEAM ID): official "
            f"{official}; or any goalie on another "
            f"team's roster ({count} for {game.home})"
        )
        replay = self.replay
        story = event_lines(game, replay, season, rulebook, counted, self.shown_labels(game).names)
        self.query_one("#sheet-events-text", Static).update("\n".join(story))
        self.query_one("#sheet-warnings-text", Static).update("\n".join(warning_lines(replay, season)))
        status = status_lines(game, replay, season, rulebook)
        if tournament:
            status += tournament_status_lines(game, replay, season, rulebook, counted)
        self.query_one("#sheet-status-text", Static).update("\n".join(status))
        self.show_tournament(game, replay, goalies, tournament)
        self.query_one("#sheet-main", VerticalScroll).anchor()  # after each entry: back to the newest line
        if self.focused is None and self.is_current:  # a reload that took the focus away gives it to the line
            self.focus_after_pick()

    def show_tournament(self, game: Game, replay: SheetReplay, goalies: frozenset[str], tournament: bool) -> None:
        """The shootout's grid where the sheet has one, the tournament's entries on the syntax line and its
        penalty kinds offered on the entry line."""
        season, rulebook = self.rinkbook.season, self.rinkbook.rulebook
        grid = shootout_lines(game, replay, season, rulebook, goalies)
        panel = self.query_one("#sheet-shootout", Vertical)
        panel.display = bool(grid)
        self.query_one("#sheet-shootout-text", Static).update("\n".join(grid))
        syntax = f"{TOURNAMENT_SYNTAX_TEXT if tournament else SYNTAX_TEXT}\n{KEYS_TEXT}"
        self.query_one("#sheet-syntax", Static).update(syntax)
        self.query_one("#sheet-entry", EntryLine).offer_kinds(penalty_kinds(rulebook))
        self.query_one("#sheet-entry", EntryLine).offer_infractions(rulebook.infractions.names)

    def announce(self, old: SheetReplay | None, new: SheetReplay) -> None:
        """Warnings and automatic penalties the moment the entry brought them (Gray rule 4), and the game's end."""
        season, rulebook, game = self.rinkbook.season, self.rinkbook.rulebook, self.game
        for warning in (w for w in new.warnings if old is None or w not in old.warnings):
            self.notify(
                warning_text(warning, season),
                title=f"Warning ({self.rinkbook.rulebook.cite('penalty_count')})",
                severity="warning",
            )
        for d in (d for d in new.derived if old is None or d not in old.derived):
            if game is not None:
                self.notify(derived_words(d, game, season, rulebook), title="Added by the rules")
        if game is not None and new.ended_at is not None and (old is None or old.ended_at is None):
            self.notify(end_words(new, game, season, rulebook), title="Game over", severity="error")
        for ejection in (e for e in new.ejections if old is None or e not in old.ejections):
            self.notify(f"{who(ejection.player, season)}: {ejection.cause} ({ejection.rule})", title="Ejected")
        # A tournament's forfeit before the start (Cole's short lineup); Gray's late start is said on its line.
        forfeit = new.forfeit if new.pre_game_forfeit and (old is None or old.forfeit != new.forfeit) else None
        if game is not None and forfeit is not None and forfeit[1] in FORFEIT_ROLES:
            self.notify(forfeit_words(*forfeit, game, season, rulebook), title="Forfeit", severity="error")
        if new.shootout_winner is not None and (old is None or old.shootout_winner is None):
            winner = season.team_name(new.shootout_winner)
            self.notify(f"{winner} wins the shootout ({rulebook.cite('shootout')})", title="Shootout decided")

    @on(Input.Submitted, "#sheet-entry")
    def _entry_submitted(self, event: Input.Submitted) -> None:
        typed = event.value  # the line is already empty (`EntryLine`): a refusal puts it back
        text = typed.strip().lstrip(":").strip()  # ":" also focuses the line: typed twice, it is no entry
        entry = self.query_one("#sheet-entry", EntryLine)
        if not text:
            return
        if verb_of(text) == "game":
            if not self.open_game(" ".join(text.split()[1:])):
                entry.keep_refused(typed)
            return
        game = self.game
        if game is None:
            self.refuse_line("Refused: game: pick a game first (Ctrl+G).", entry, typed)
            return
        if self.rinkbook.read_only:
            self.save(SheetChange(game, ""), failed=lambda: entry.keep_refused(typed))  # says why, changes nothing
            return
        change = self.read_entry(text, game, entry, typed)
        if change is None:
            return
        if self.asked_over_final(change, text, entry, typed):  # a stored final is never replaced unasked
            return
        self.save_asked(game, change, entry, typed)

    def save_entry(self, change: SheetChange, entry: EntryLine, typed: str) -> None:
        """Save a typed entry; refused, its text comes back selected, so the next line typed replaces it
        instead of running on from it. The override is not an entry to undo (sign locks again): ctrl+z goes
        on behind the signature."""
        unlocking = self.game is not None and self.game.signed and not change.game.signed  # the override
        game_id = change.game.id

        def done() -> None:
            if unlocking:
                self.history.forget_signature(game_id)

        self.save(change, then=done, failed=lambda: entry.keep_refused(typed), remember=not unlocking)

    @on(SelectionList.SelectionToggled)
    def _toggled(self, event: SelectionList.SelectionToggled[str]) -> None:
        dressing = event.selection_list
        game = self.game
        if not isinstance(dressing, DressingList) or game is None or dressing.team is None:
            return
        # A refusal puts the tick back as the file has it.
        try:
            labels = self.shown_labels(game).names
            change = toggle_dressed(game, dressing.team, event.selection.value, self.rinkbook.season, labels)
        except EntryError as error:
            self.say(error.refusal, error=True)
            self.refresh_data()
            return
        self.save(change, failed=self.refresh_data)

    def action_undo_entry(self) -> None:
        """Take back this window's last entry on this game (`SheetSaving`); on a signed sheet only once the
        committee has unlocked it (override REASON, which takes the signature off the undo list: ctrl+z then
        goes on with the entries before it, each an audited correction)."""
        self.undo_or_redo(redo=False)

    def action_redo_entry(self) -> None:
        """Make the entry ctrl+z last took back again."""
        self.undo_or_redo(redo=True)

    @on(EntryLine.TypingCleared)
    def _typing_cleared(self) -> None:
        self.say("Typing cleared: nothing was undone (ctrl+z on an empty line undoes this window's last entry).")

    def action_print_sheet(self) -> None:
        """The open game's printable sheet, as the window allows (`tui.screens.sheet_printing`)."""
        game = self.game
        if game is None:
            self.notify("Pick a game first (Ctrl+G).", severity="warning")
            return
        refusal = sheet_refusal(game)
        if refusal is not None:
            self.notify(refusal, severity="warning")
            return
        print_sheet(self.rinkbook, game)

    def action_focus_entry(self) -> None:
        """Go to the entry line."""
        self.query_one("#sheet-entry", Input).focus()

    def action_focus_dressing(self) -> None:
        """Esc on an empty line (`EntryLine.close_one` takes the others): the dressing lists; on them: the line."""
        entry = self.query_one("#sheet-entry", EntryLine)
        if isinstance(self.focused, DressingList):
            self.set_focus(entry)
        elif not entry.value:
            self.query_one("#dress-home", DressingList).focus()

    def action_start_entry(self, verb: str) -> None:
        """Start an entry of one kind on the entry line, e.g. "goal " for a goal."""
        entry = self.query_one("#sheet-entry", Input)
        entry.value = f"{verb} "
        entry.cursor_position = len(entry.value)
        entry.focus()
