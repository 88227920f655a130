"""A game sheet to print (PDF): for the night the laptop dies at the rink, or for the referee to sign.

Both rosters with their numbers (a box ticked for each player dressed, who may not dress marked), a grid
for the goals and one for the penalties (filled from the sheet's replay: the penalties the rules added and
each one's minutes too, with empty rows left to write in), the notes the scoresheet shows beside them, the
result once the game is final, the rulebook's officials and the signatures. `blank` leaves the grids, the
notes and the result empty, to fill by hand. The words are `tui.text.printed_sheet_text`'s; this lays them out.

The same game gives the same bytes: reportlab's `invariant` mode fixes the creation date and the
document id, and nothing else of the moment goes in.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from league.results.disqualification import season_goalies
from league.rosters.membership import Rosters
from league.rules.rulebook import Rulebook
from league.season.values import Game, Season
from league.sheet.lines import sheet_lines
from league.sheet.replay import replay_sheet
from tui.text.printed_sheet_text import (
    Cells,
    goal_rows,
    heading,
    kept_out,
    not_eligible_lines,
    note_lines,
    officials_line,
    penalty_rows,
    result_line,
    roster_rows,
    sheet_refusal,
    shootout_rows,
    signature_line,
)

# Column widths in inches (7.4 across the page between its margins).
ROSTER_WIDTHS = [0.35, 2.05, 0.35, 0.85]
GOAL_WIDTHS = [0.45, 0.55, 1.4, 1.6, 1.7, 1.7]
PENALTY_WIDTHS = [0.45, 0.55, 1.15, 1.55, 1.95, 1.35, 0.4]  # Kind: "10-min misconduct" whole
FRAME_PADDING = 6  # points: the page frame's own padding, top and bottom, inside the margins
# A font with the letters of most European scripts (Debian's fonts-dejavu-core), embedded when the system
# has it: the standard PDF fonts print only Latin-1, and "Łukasz" would show a box. Helvetica otherwise.
FONT_FOLDER = Path("/usr/share/fonts/truetype/dejavu")
FONTS = ("DejaVuSans", "DejaVuSans-Bold")


def game_sheet_pdf(season: Season, game: Game, rulebook: Rulebook, blank: bool = False, compress: bool = True) -> bytes:
    """The printable sheet of `game` as PDF bytes (`compress=False` leaves the page text readable in the file).
    A game that gets no sheet (`sheet_refusal`: a cancelled one) is refused with ValueError: callers say it first."""
    refusal = sheet_refusal(game)
    if refusal is not None:
        raise ValueError(refusal)
    from reportlab.lib.pagesizes import LETTER  # only the sheet command loads reportlab
    from reportlab.lib.units import inch
    from reportlab.platypus import KeepInFrame, SimpleDocTemplate

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
    # One sheet of paper, however long the game's sheet: what would run over is drawn smaller to fit.
    story = _story(season, game, rulebook, blank, _Drawing())
    doc.build([KeepInFrame(doc.width, doc.height - 2 * FRAME_PADDING, story, mode="shrink")])
    return out.getvalue()


def _story(season: Season, game: Game, rulebook: Rulebook, blank: bool, draw: _Drawing) -> list[Any]:
    """The page from top to bottom: heading, rosters, goals, penalties, notes, result, officials, signatures."""
    rosters = Rosters(season)
    refused = kept_out(season, game, rulebook, rosters)
    home, away = (draw.grid(roster_rows(season, game, t, rosters, blank, refused), ROSTER_WIDTHS) for t in game.teams)
    teams = [draw.text(f"Home: {season.team_name(game.home)}", "Section")]
    teams.append(draw.text(f"Away: {season.team_name(game.away)}", "Section"))
    replay = replay_sheet(game, rulebook, season_goalies(season))  # the screen's replay: goalies told apart
    lines = () if blank else sheet_lines(game, replay, rulebook)
    notes = [] if blank else note_lines(season, game, replay, rulebook)
    shootout, decided = ([], []) if blank else shootout_rows(season, game, replay, rulebook)
    grid = [draw.text("Shootout", "Section"), draw.grid(shootout, _shootout_widths(shootout))] if shootout else []
    return [
        draw.text(f"{season.league} {season.name}: game {game.id}", "Heading2"),
        draw.text(heading(season, game, blank)),
        draw.columns([teams, [home, away]]),
        *(draw.text(line, "Note") for line in not_eligible_lines(season, refused)),
        draw.text("Goals", "Section"),
        draw.grid(goal_rows(season, lines, rulebook), GOAL_WIDTHS),
        draw.text("Penalties", "Section"),
        draw.grid(penalty_rows(season, None if blank else replay, lines, rulebook), PENALTY_WIDTHS),
        *grid,
        draw.columns(_down_two_columns([draw.text(line, "Note") for line in [*decided, *notes]])),
        draw.text(result_line(season, game, replay, rulebook, blank), "Section"),
        draw.text(officials_line(game, rulebook)),
        draw.text(signature_line(game, blank), space_before=6),
    ]


def _shootout_widths(rows: Cells) -> list[float]:
    """The shootout grid's columns: the team, a narrow one per round, the goals."""
    return [1.0, *[0.5] * (len(rows[0]) - 2), 0.6]


def _down_two_columns(items: list[Any]) -> list[list[Any]]:
    """Rows of two cells holding `items` down the first column, then down the second (short lines)."""
    half = (len(items) + 1) // 2
    return [[item, items[half + i] if half + i < len(items) else ""] for i, item in enumerate(items[:half])]


class _Drawing:
    """The sheet's paragraphs and tables in its fonts (reportlab is loaded only when a sheet is drawn)."""

    def __init__(self) -> None:
        from reportlab.lib import colors  # only the sheet command loads reportlab
        from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet
        from reportlab.lib.units import inch
        from reportlab.platypus import Paragraph, Table, TableStyle

        self.paragraph, self.table, self.inch = Paragraph, Table, inch
        self.style, regular, bold = ParagraphStyle, *_fonts()
        self.styles = getSampleStyleSheet()
        self.styles["Normal"].fontName = regular
        self.styles["Heading2"].fontName = bold
        heading3 = self.styles["Heading3"]
        self.styles.add(
            ParagraphStyle("Section", heading3, fontName=bold, fontSize=10, leading=12, spaceBefore=4, spaceAfter=2)
        )
        self.styles.add(ParagraphStyle("Note", self.styles["Normal"], fontSize=8, leading=9.5))
        self.lined = TableStyle(
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
        self.flush = TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("TOPPADDING", (0, 0), (-1, -1), 0),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
            ]
        )

    def text(self, line: str, style: str = "Normal", space_before: float = 0) -> Any:
        """A paragraph; names are the league's own, escaped, so "<b>" or "&" in one prints as typed."""
        escaped = line.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        chosen = self.styles[style]
        if space_before:
            chosen = self.style(f"{style}+{space_before}", chosen, spaceBefore=space_before)
        return self.paragraph(escaped, chosen)

    def grid(self, cells: Cells, widths: list[float]) -> Any:
        """A lined table with a grey header row, its columns `widths` inches wide."""
        return self.table(
            cells, colWidths=[w * self.inch for w in widths], repeatRows=1, hAlign="LEFT", style=self.lined
        )

    def columns(self, rows: list[list[Any]]) -> Any:
        """Two half-page columns side by side, top-aligned, unlined (the rosters; the notes)."""
        return self.table(rows or [["", ""]], colWidths=[3.7 * self.inch] * 2, hAlign="LEFT", style=self.flush)


def _fonts() -> tuple[str, str]:
    """The regular and bold fonts' names: DejaVu Sans, registered once, when the system has it."""
    from reportlab.pdfbase import pdfmetrics  # only the sheet command loads reportlab
    from reportlab.pdfbase.ttfonts import TTFont

    files = [FONT_FOLDER / f"{name}.ttf" for name in FONTS]
    if not all(path.is_file() for path in files):
        return "Helvetica", "Helvetica-Bold"
    for name, path in zip(FONTS, files, strict=True):
        if name not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(TTFont(name, str(path)))
    return FONTS
