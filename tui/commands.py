"""The app's own commands, declared once: its key, its palette entry and its help line.

Here only what works on every screen: showing a screen, switching or rolling over the season, help,
quit. A command that acts on one screen's content is declared by that screen (`SCREEN_COMMANDS`,
`tui.screen_commands`) and listed with the others while the screen is in view.

Textual's command palette does not list key bindings by itself, so both `BINDINGS` and the
palette's system commands are built from `COMMANDS`: a command can never have a key without a
palette entry, or the other way round.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

from rich.markup import escape
from textual.app import SystemCommand
from textual.binding import Binding, BindingType

if TYPE_CHECKING:
    from textual.app import App

    from league.rules.rulebook import Rulebook


@dataclass(frozen=True, slots=True)
class Command:
    """One thing the user can do: `action` is a Textual action string run on the app."""

    title: str
    key: str
    help: str
    action: str
    key_display: str | None = None
    footer: bool = False  # the footer has room for a few; the help panel lists them all
    writes: bool = False  # hidden from the footer and the palette when the file is open read-only; its key says why
    # Taken before the focused widget gets its key: a key that moves the focus for the keys typed after it (in one
    # burst, they are queued before the focus moves), typed as a letter while an input has the focus.
    priority: bool = False


def go(screen: str, title: str, key: str, help_text: str, footer: bool = False) -> Command:
    """A command that shows one of the app's screens (docs/guide.md#the-screens)."""
    return Command(title, key, help_text, f"app.show('{screen}')", footer=footer)


COMMANDS: tuple[Command, ...] = (
    go("dashboard", "Dashboard", "d", "Standings, next games, recent results and alerts", footer=True),
    go("players", "Players and registration", "p", "Register players and check their eligibility"),
    go("draft", "Draft board", "b", "Record the draft's picks and watch the teams' balance"),
    go("rosters", "Rosters and transfers", "r", "Each team's roster today; transfers and swaps", footer=True),
    go("schedule", "Schedule", "s", "Every game by date and time, with rooms and results", footer=True),
    go(
        "scoresheet",
        "Scoresheet",
        "g",
        "Tonight's next game without a result, its sheet on game night; ^g picks any game",
        footer=True,
    ),
    go("bench", "Bench tracker", "l", "Record line changes live; who is owed a shift (shift fairness)"),
    go("shifts", "Shift report", "c", "Shift counts per team, the captains' view (shift fairness)"),
    go("attendance", "Attendance and drops", "a", "Misses, droppable players, drops and substitutes"),
    go("discipline", "Discipline", "i", "Penalties, game misconducts and suspensions"),
    go("stats", "Stats", "t", "Player, goalie and team statistics"),
    go("playoffs", "Playoffs bracket", "o", "Wild cards, semi-finals and the final"),
    go("fees", "Fee ledger", "f", "Officials' fees owed, paid and outstanding per team"),
    go("audit", "Audit log", "u", "Every committee decision, latest first"),
    go("rulebook", "Rulebook", "e", "The season's rules as rinkbook applies them"),
    go("new_league", "New league and season", "n", "Start a league file or roll over to a new season"),
    go("goalies", "Goalie competition", "G", "Goalies ranked by rating (3-on-3), the knockout games' goalies"),
    Command(
        "Who is using rinkbook",
        "w",
        "Say who you are: your name goes on this window's decisions, overrides and signatures (remembered on "
        "this computer)",
        "app.change_member",
    ),
    Command("Switch season", "z", "Open another season of the file: older seasons stay readable", "app.switch_season"),
    Command(
        "Unlock past season",
        "Z",
        "Open the past season shown for the committee's corrections, with a "
        "reason (audit-logged); it stays unlocked until rinkbook closes",
        "app.unlock_season",
    ),
    Command(
        "Roll over to next season",
        "y",
        "Start the next season with the same teams (backed up first): "
        "players keep their teams unless dropped for missed games or leaving",
        "app.roll_over",
        writes=True,
    ),
    Command(
        "Help",
        "question_mark",
        "Show or hide every command, its key and what it does",
        "app.toggle_help",
        key_display="?",
        footer=True,
    ),
    Command("Help (F1)", "f1", "Show or hide every command, its key and what it does", "app.toggle_help"),
    Command("Quit", "q", "Close rinkbook (every change is already saved)", "app.quit", footer=True),
)


def shown_screen(command: Command) -> str | None:
    """The screen a `go` command shows ("draft" for "app.show('draft')"), None for any other command."""
    return command.action.split("'")[1] if command.action.startswith("app.show(") else None


def offered(rulebook: Rulebook | None, commands: tuple[Command, ...] = COMMANDS) -> tuple[Command, ...]:
    """`commands` less the screens of the blocks `rulebook` lacks (Gray-only blocks, a goalie
    competition: docs/guide.md#the-screens): the help panel and the palette leave them out (their keys say why,
    `tui.text.gray_only_text`)."""
    from tui.text.gray_only_text import lacking_block  # a small module, read when first asked

    if rulebook is None:
        return commands
    return tuple(c for c in commands if (screen := shown_screen(c)) is None or lacking_block(rulebook, screen) is None)


def action_name(command: Command) -> str:
    """The command's action name, as `check_action` receives it: "show" for "app.show('dashboard')"."""
    return command.action.split("(")[0].rsplit(".", 1)[-1]


# The action names (as `App.check_action` receives them) that change the file.
WRITE_ACTIONS = frozenset(action_name(c) for c in COMMANDS if c.writes)


def binding(command: Command) -> Binding:
    """The key binding of `command` (its description is the command's title)."""
    return Binding(
        command.key,
        command.action,
        command.title,
        show=command.footer,
        key_display=command.key_display,
        priority=command.priority,
        tooltip=escape(command.help),  # a tooltip reads markup: "[assists]" shown as written
    )


def bindings(commands: tuple[Command, ...] = COMMANDS) -> list[BindingType]:
    """The key bindings of `commands`, for `App.BINDINGS` (or a screen's)."""
    return [binding(c) for c in commands]


def system_commands(
    app: App[Any], read_only: bool, commands: tuple[Command, ...] = COMMANDS
) -> Iterator[SystemCommand]:
    """The palette entries of `commands` (one per action: the F1 twin of `?` is left out)."""
    seen: set[str] = set()
    for command in commands:
        if command.action in seen or (command.writes and read_only):
            continue
        seen.add(command.action)
        key = command.key_display or command.key
        help_line = escape(f"{command.help} (key {key})")  # the palette reads markup: "[goalie]" shown as written
        yield SystemCommand(command.title, help_line, partial(app.run_action, command.action))
