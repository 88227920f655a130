"""A game sheet to print (PDF): for the night the laptop dies at the rink, or for the referee to sign.

Both rosters with their numbers (a box ticked for each player dressed), the officials' lines, a grid for
the goals and one for the penalties (filled from the sheet, with empty rows left to write in), and the
result once the game is final. `blank` leaves the grids and the result empty, to fill by hand.

The same game gives the same bytes: reportlab's `invariant` mode fixes the creation date and the
document id, and nothing else of the moment goes in.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

from league.jersey import sheet_players, who
from league.outcome import game_outcome
from league.rosters import Rosters
from league.rulebook import Rulebook
from league.values import Game, Goal, Penalty, Season

GRID_ROWS = 10  # rows to write in: a sheet with more events gets as many as it needs
OFFICIALS = ("Referee", "Linesman", "Linesman", "Scorekeeper", "Timekeeper")
SIGNATURES = ("Signed, home captain", "away captain", "referee")
Cells = list[list[str]]
# A font with the letters of most European scripts (Debian's fonts-dejavu-core), embedded when the system
# has it: the standard PDF fonts print only Latin-1, and "Łukasz" would show a box. Helvetica otherwise.
FONT_FOLDER = Path("/usr/share/fonts/truetype/dejavu")
FONTS = ("DejaVuSans", "DejaVuSans-Bold")


def game_sheet_pdf(season: Season, game: Game, rulebook: Rulebook, blank: bool = False, compress: bool = True) -> bytes:
    """The printable sheet of `game` as PDF bytes (`compress=False` leaves the page text readable in the file)."""
    from reportlab.lib import colors  # noqa: PLC0415 - only the sheet command loads reportlab
    from reportlab.lib.pagesizes import LETTER  # noqa: PLC0415 - see above
    from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet  # noqa: PLC0415 - see above
    from reportlab.lib.units import inch  # noqa: PLC0415 - see above
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle  # noqa: PLC0415 - see above

    names = {t.code: t.name for t in season.teams}
    regular, bold = _fonts()
    styles = getSampleStyleSheet()
    styles["Normal"].fontName = regular
    styles["Heading2"].fontName = bold
    styles.add(ParagraphStyle("Section", parent=styles["Heading3"], fontName=bold, spaceBefore=5, spaceAfter=3))
    grid = TableStyle(
        [
            ("GRID", (0, 0), (-1, -1), 0.5, colors.black),
            ("BACKGROUND", (0, 0), (-1, 0), colors.lightgrey),
            ("FONTNAME", (0, 0), (-1, -1), regular),
            ("FONTSIZE", (0, 0), (-1, -1), 8),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("TOPPADDING", (0, 0), (-1, -1), 1),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
        ]
    )

    def table(cells: Cells, widths: list[float]) -> Table:
        made = Table(cells, colWidths=[w * inch for w in widths], repeatRows=1)
        made.setStyle(grid)
        return made

    def text(line: str, style: str = "Normal") -> Paragraph:
        # Names are the league's own: escaped, so "<b>" or "&" in one prints as typed.
        return Paragraph(line.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;"), styles[style])

    rosters = Rosters(season)
    home, away = (_roster(season, game, team, rosters, blank) for team in game.teams)
    lineups = Table(
        [
            [text(f"Home: {names[game.home]}", "Section"), text(f"Away: {names[game.away]}", "Section")],
            [table(home, [0.4, 2.3, 0.4, 0.5]), table(away, [0.4, 2.3, 0.4, 0.5])],
        ],
        colWidths=[3.7 * inch, 3.7 * inch],
    )
    lineups.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP")]))
    story = [
        text(f"{season.league} {season.name}: game {game.id}", "Heading2"),
        text(_heading(season, game, names, blank)),
        lineups,
        text("Goals", "Section"),
        table(_goal_rows(season, game, names, blank), [0.5, 0.7, 1.4, 1.6, 1.6, 1.6]),
        text("Penalties", "Section"),
        table(_penalty_rows(season, game, names, blank), [0.5, 0.7, 1.4, 1.6, 2.3, 0.9]),
        text(_result(game, rulebook, names, blank), "Section"),
        text("   ".join(f"{role}: ______________" for role in OFFICIALS[:3])),
        text("   ".join(f"{role}: ______________" for role in OFFICIALS[3:])),
        Spacer(1, 6),
        text("   ".join(f"{role}: ______________" for role in SIGNATURES)),
    ]
    out = io.BytesIO()
    doc = SimpleDocTemplate(
        out,
        pagesize=LETTER,
        invariant=1,  # a fixed creation date and document id: the same game, the same bytes
        pageCompression=1 if compress else 0,
        title=f"Game sheet {game.id}",
        author=season.league,
        creator="rinkbook",
        leftMargin=0.5 * inch,
        rightMargin=0.5 * inch,
        topMargin=0.4 * inch,
        bottomMargin=0.4 * inch,
    )
    doc.build(story)
    return out.getvalue()


def sheet_path(league_file: Path, game: Game) -> Path:
    """Where the scoresheet's print key writes a game's sheet: beside the league file, named after both."""
    return league_file.with_name(f"{league_file.stem}-game-{re.sub(r'[^A-Za-z0-9_-]', '_', game.id)}.pdf")


def write_game_sheet(league_file: Path, season: Season, game: Game, rulebook: Rulebook) -> Path:
    """Write the game's sheet beside the league file (whole or not at all); returns its path."""
    from store.files import write_file  # noqa: PLC0415 - the store's file writing loads peewee: not at import

    path = sheet_path(league_file, game)
    write_file(path, game_sheet_pdf(season, game, rulebook))
    return path


def _fonts() -> tuple[str, str]:
    """The regular and bold fonts' names: DejaVu Sans, registered once, when the system has it."""
    from reportlab.pdfbase import pdfmetrics  # noqa: PLC0415 - only the sheet command loads reportlab
    from reportlab.pdfbase.ttfonts import TTFont  # noqa: PLC0415 - see above

    files = [FONT_FOLDER / f"{name}.ttf" for name in FONTS]
    if not all(path.is_file() for path in files):
        return "Helvetica", "Helvetica-Bold"
    for name, path in zip(FONTS, files, strict=True):
        if name not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(TTFont(name, str(path)))
    return FONTS


def _heading(season: Season, game: Game, names: dict[str, str], blank: bool) -> str:
    stage = f"playoffs, {game.series} game {game.no}" if game.stage == "playoff" else "regular season"
    home_away = game.home_and_away_rooms
    rooms = f", dressing rooms {home_away[0]} (home) and {home_away[1]} (away)" if home_away else ""
    where = f" at {season.rink}" if season.rink else ""
    return f"{names[game.away]} at {names[game.home]}, {game.date.isoformat()} {game.time}{where} ({stage}{rooms})" + (
        "" if blank else f"; {game.status}"
    )


def _roster(season: Season, game: Game, team: str, rosters: Rosters, blank: bool) -> Cells:
    """The team's players on the game's date (and anyone dressed from elsewhere), by number; "x" where dressed."""
    dressed = set() if blank else set(game.dressed_for(team))
    rows = [["#", "Name", "Pos", "In"]]
    for player in sheet_players(team, game, season, rosters):
        number = "" if player.number is None else str(player.number)
        rows.append([number, player.name, player.position, "x" if player.id in dressed else ""])
    return rows


def _clock(period: int, second: int) -> list[str]:
    return [str(period), f"{second // 60:02d}:{second % 60:02d}"]


def _padded(rows: Cells, width: int) -> Cells:
    """The rows with empty ones added up to `GRID_ROWS`, for what is written by hand."""
    return rows + [[""] * width for _ in range(max(0, GRID_ROWS - len(rows) + 1))]


def _goal_rows(season: Season, game: Game, names: dict[str, str], blank: bool) -> Cells:
    rows = [["Per", "Time", "Team", "Scorer", "Assist", "Assist"]]
    goals: tuple[Goal, ...] = () if blank else game.goals
    for goal in goals:
        assists = [who(pid, season) for pid in goal.assists] + ["", ""]
        rows.append([*_clock(goal.period, goal.second), names[goal.team], who(goal.scorer, season), *assists[:2]])
    return _padded(rows, 6)


def _penalty_rows(season: Season, game: Game, names: dict[str, str], blank: bool) -> Cells:
    rows = [["Per", "Time", "Team", "Player", "Infraction", "Kind"]]
    penalties: tuple[Penalty, ...] = () if blank else game.penalties
    for p in penalties:
        rows.append([*_clock(p.period, p.second), names[p.team], who(p.player, season), p.infraction, p.kind])
    return _padded(rows, 6)


def _result(game: Game, rulebook: Rulebook, names: dict[str, str], blank: bool) -> str:
    """ "Final: Red 4, Blue 1" (with overtime and a forfeit said), or a line to write the score on."""
    outcome = None if blank else game_outcome(game, rulebook)
    if outcome is None:
        return f"Final score: {names[game.home]} ____   {names[game.away]} ____   overtime: yes / no"
    overtime = " in overtime" if game.overtime else ""
    forfeit = f" (forfeit by {names[outcome.forfeited_by]}: {outcome.forfeit_cause})" if outcome.forfeited_by else ""
    return f"Final{overtime}: {names[game.home]} {outcome.home_goals}, {names[game.away]} {outcome.away_goals}{forfeit}"
