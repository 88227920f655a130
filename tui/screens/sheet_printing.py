"""The scoresheet's print key (F12): where a game's printable sheet goes, and whether a file is written at all.

A window that can change the league writes the sheet beside the league file and says where. A read-only
window (the captains' mode, a past season shown read-only, a browser session of `rinkbook serve`) writes
no file anywhere, neither beside the league file nor in a downloads or temporary folder: in a browser the
sheet is handed to the browser as a download (Textual's `deliver_binary`, streamed, never saved on the
server), and in a terminal the message says the command that writes it where the user chooses.
"""

from __future__ import annotations

import re
import shlex
from io import BytesIO
from typing import TYPE_CHECKING

from store.file.failures import StoreError, describe_failure
from store.file.user_files import write_file
from tui.cli.arguments import APP_NAME

if TYPE_CHECKING:
    from pathlib import Path

    from league.rules.rulebook import Rulebook
    from league.season.values import Game, Season
    from tui.app import RinkbookApp


def sheet_file_name(game: Game) -> str:
    """The printed sheet's file name for a download or the command line: "game-R02.pdf"."""
    return f"game-{re.sub(r'[^A-Za-z0-9_-]', '_', game.id)}.pdf"


def sheet_command(app: RinkbookApp, game: Game) -> str:
    """The command line that writes `game`'s sheet (a read-only open: it changes nothing either)."""
    target = f"{re.sub(r'[^A-Za-z0-9_-]', '_', game.id)}.pdf"
    league = app.store.name if app.store.engine.server else str(app.league_path)  # a server: its address
    words = [APP_NAME, "--db", league, "--season", app.season_name, "sheet", game.id, target]
    return shlex.join(words)


def sheet_path(league_file: Path, game: Game) -> Path:
    """Where the scoresheet's print key writes a game's sheet: beside the league file, named after both."""
    return league_file.with_name(f"{league_file.stem}-game-{re.sub(r'[^A-Za-z0-9_-]', '_', game.id)}.pdf")


def write_game_sheet(league_file: Path, season: Season, game: Game, rulebook: Rulebook) -> Path:
    """Write the game's sheet beside the league file (whole or not at all); returns its path. A game that
    gets no sheet (`sheet_refusal`: a cancelled one) is refused with ValueError and nothing is written."""
    from tui.text.printed_sheet_pdf import game_sheet_pdf  # reportlab, on first use

    path = sheet_path(league_file, game)
    write_file(path, game_sheet_pdf(season, game, rulebook))
    return path


def print_sheet(app: RinkbookApp, game: Game) -> None:
    """Print `game`'s sheet as the window allows (see the module's docstring) and say what was done."""
    from tui.text.printed_sheet_pdf import game_sheet_pdf  # reportlab, on first use

    if not app.read_only:
        try:
            path = write_game_sheet(app.store.path, app.season, game, app.rulebook)
        except (OSError, StoreError) as error:
            app.notify(f"The game sheet was not written: {describe_failure(error)}", severity="error")
            return
        app.notify(f"Game sheet of game {game.id} written to {path}")
        return
    if app.is_web:
        name = sheet_file_name(game)
        pdf = game_sheet_pdf(app.season, game, app.rulebook)
        app.deliver_binary(BytesIO(pdf), save_filename=name, mime_type="application/pdf")
        app.notify(f"Game sheet of game {game.id} offered as a download ({name}): your browser saves it.")
        return
    app.notify(
        f"Read-only: this window writes no file. To print game {game.id}'s sheet, run: {sheet_command(app, game)}",
        title="Print the game sheet",
        timeout=30,
    )
