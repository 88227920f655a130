"""What the printed game sheet says (its layout is `tui.text.printed_sheet_pdf`): the rosters with who may not
dress, the goals, every penalty with the ones the rules added and its minutes, the notes (late starts, the
clock, lost timeouts, penalty minutes, ejections, the end), the result, the officials and the signatures.

Every fact is the game's replay's (`league.sheet.replay.replay_sheet`, `league.sheet.lines`) and its outcome's, in
the scoresheet screen's words (`tui.text.scoresheet_story`, `tui.text.scoresheet_text`): the paper never says less than
the screen, nor reads the typed events where the replay is the truth. Pure functions of league values.
"""

from __future__ import annotations

from league.discipline.suspensions import season_suspensions
from league.results.counted_result import CountedResult
from league.results.disqualification import season_goalies
from league.rosters.membership import Rosters
from league.rules.formats import game_kind
from league.rules.rulebook import Rulebook
from league.season.values import Game, Goal, Penalty, Season
from league.sheet.lines import SheetLine, late_start_penalties
from league.sheet.replay import DerivedPenalty, SheetReplay
from league.turnout.dressing import dress_refusal
from league.turnout.jersey import sheet_players, who
from tui.text.scoresheet_story import end_words, forfeit_words, season_counted, sheet_result_words
from tui.text.scoresheet_text import KIND_TEXT, moment_text, status_lines
from tui.text.scoresheet_words import players_named
from tui.text.tournament_scoresheet_text import shootout_lines, tournament_status_lines

Cells = list[list[str]]
GRID_ROWS = 10  # rows to write in: a sheet with more events gets as many as it needs
BLANK_LINE = "______________"
NOT_ELIGIBLE = "not eligible"
GOAL_HEADER = ["Per", "Time", "Team", "Scorer", "Assist", "Assist"]
PENALTY_HEADER = ["Per", "Time", "Team", "Player", "Infraction", "Kind", "Min"]


def sheet_refusal(game: Game) -> str | None:
    """Why `game` gets no printed sheet, in one line naming it, or None when it gets one."""
    if game.status == "cancelled":
        return f"game {game.id} was cancelled: it has no sheet to print"
    return None


def kept_out(season: Season, game: Game, rulebook: Rulebook, rosters: Rosters) -> dict[str, tuple[str, str]]:
    """The players a team's list on the sheet shows who may not be dressed for the game on its date (a
    suspension, a knockout game's eligibility), with the rule and why: the scoresheet's own dressing check."""
    suspensions = season_suspensions(season, rulebook)
    refused = {}
    for team in game.teams:
        for player in sheet_players(team, game, season, rosters):
            refusal = dress_refusal(player.id, team, game, season, rulebook, rosters, suspensions)
            if refusal is not None:
                refused[player.id] = refusal
    return refused


def roster_rows(
    season: Season, game: Game, team: str, rosters: Rosters, blank: bool, refused: dict[str, tuple[str, str]]
) -> Cells:
    """The team's players on the game's date (and anyone dressed from elsewhere) by number: "x" where dressed,
    "not eligible" where he may not be."""
    dressed = set() if blank else set(game.dressed_for(team))
    rows = [["#", "Name", "Pos", "In"]]
    for player in sheet_players(team, game, season, rosters):
        number = "" if player.number is None else str(player.number)
        mark = "x" if player.id in dressed else NOT_ELIGIBLE if player.id in refused else ""
        rows.append([number, player.name, player.position, mark])
    return rows


def not_eligible_lines(season: Season, refused: dict[str, tuple[str, str]]) -> list[str]:
    """Why each player marked not eligible is, with the rule: "Not eligible: #55 Abe Vance is suspended: ..."."""
    return [f"Not eligible: {players_named(why, season)} ({rule})" for rule, why in refused.values()]


def goal_rows(season: Season, lines: tuple[SheetLine, ...], rulebook: Rulebook) -> Cells:
    """The goals in the order the rules take them, overtime periods as OT1, OT2 ..."""
    rows = [list(GOAL_HEADER)]
    for line in lines:
        if isinstance(line.event, Goal):
            goal = line.event
            assists = [who(pid, season) for pid in goal.assists] + ["", ""]
            at = moment_text(line.at, rulebook).split()
            rows.append([*at, season.team_name(goal.team), who(goal.scorer, season), *assists[:2]])
    return padded(rows, len(GOAL_HEADER))


def penalty_rows(season: Season, replay: SheetReplay | None, lines: tuple[SheetLine, ...], rulebook: Rulebook) -> Cells:
    """Every penalty with its minutes by the game's clock, each followed by the ones the rules added for it
    (a late start's bench minor first, as the screen lists it); `replay` None: a blank sheet's empty grid."""
    rows = [list(PENALTY_HEADER)]
    if replay is not None:
        rows += [_derived_row(d, season, rulebook) for d in late_start_penalties(replay)]
    for line in lines:
        if isinstance(line.event, Penalty):
            pen = line.event
            at = moment_text(line.at, rulebook).split()
            kind = KIND_TEXT.get(pen.kind, pen.kind)
            player = who(pen.player, season)
            rows.append([*at, season.team_name(pen.team), player, pen.infraction, kind, str(line.minutes)])
            rows += [_derived_row(d, season, rulebook) for d in line.derived]
    return padded(rows, len(PENALTY_HEADER))


def _derived_row(d: DerivedPenalty, season: Season, rulebook: Rulebook) -> list[str]:
    """A penalty the rules added: "auto: fighting", "auto: delay of game (late start)"."""
    why = f"auto: {d.infraction}" + (f" ({d.cause})" if d.cause != d.infraction else "")
    at = moment_text(d.at, rulebook).split()
    return [*at, season.team_name(d.team), who(d.player, season), why, KIND_TEXT.get(d.kind, d.kind), str(d.minutes)]


def padded(rows: Cells, width: int) -> Cells:
    """The rows with empty ones added up to `GRID_ROWS`, for what is written by hand."""
    return rows + [[""] * width for _ in range(max(0, GRID_ROWS - len(rows) + 1))]


def note_lines(season: Season, game: Game, replay: SheetReplay, rulebook: Rulebook) -> list[str]:
    """What the screen says beside the events: late starts, the clock, lost timeouts, each team's goals and
    penalty minutes, ejections and penalty shots, the game's end or forfeit."""
    lines = []
    for late in game.late_starts:
        late_one = season.team_name(late.team) + ("'s goalie" if late.goalie_only else "")
        lines.append(f"Late start: {late_one} {late.minutes} min late ({rulebook.cite('game_start')})")
    lines += status_lines(game, replay, season, rulebook)
    if rulebook.has_pools:  # period scores and points, shots, the game's goalie, the waiver
        # The screen's typing hint ("goal ... ps") is no fact for paper.
        lines += [
            line.removesuffix(": goal ... ps") for line in tournament_status_lines(game, replay, season, rulebook)
        ]
    lines += [f"Ejected: {who(e.player, season)}, {e.cause} ({e.rule})" for e in replay.ejections]
    for award in replay.penalty_awards:
        given = "a penalty shot" if award.award == "penalty shot" else "the puck"
        at = moment_text(award.at, rulebook)
        lines.append(f"{season.team_name(award.team)} gets {given} at {at} ({rulebook.cite('penalty_shots')})")
    if replay.ended_at is not None:
        lines.append(end_words(replay, game, season, rulebook))
    elif replay.forfeit is not None:
        lines.append(f"FORFEIT: {forfeit_words(*replay.forfeit, game, season, rulebook)}")
    return lines


def shootout_rows(season: Season, game: Game, replay: SheetReplay, rulebook: Rulebook) -> tuple[Cells, list[str]]:
    """The screen's shootout grid as a table to print (a row per team, the first shooter's on top; a column per
    round, each attempt its shooter and ✓ or ✗; the team's goals), and the line under it (the decision, or who
    shoots next); nothing when the game has no shootout."""
    lines = shootout_lines(game, replay, season, rulebook, season_goalies(season))
    if not lines:
        return [], []
    rounds, *teams = lines[0].split(), *lines[1:3]
    rows = [["Team", *rounds, "Goals"]]
    for line in teams:
        team, *attempts, goals = line.split()
        rows.append([season.team_name(team), *attempts, goals])
    return rows, lines[3:]


def result_line(
    season: Season,
    game: Game,
    replay: SheetReplay,
    rulebook: Rulebook,
    blank: bool,
    counted: CountedResult | None = None,
) -> str:
    """ "Final: Red 4, White 3 (overtime)" as the screen says it (the result the game counts as, `counted`,
    worked out when not given: a disqualification's forfeit beside the score played), or a line to write
    the score on, with a box for overtime and one for a shootout only where the game's format has them."""
    counted = counted or season_counted(game, replay, season, rulebook)
    if not blank and counted.outcome is not None:
        said = "Final" if game.status == "final" else "Counts as"  # a forfeit decided before it is played
        return f"{said}: {sheet_result_words(game, replay, counted, season, rulebook)}"
    fmt = rulebook.format_for(game_kind(game))
    boxes = [f"{name}: yes / no" for name, has in (("overtime", fmt.overtime), ("shootout", fmt.shootout)) if has]
    scores = f"{season.team_name(game.home)} ____   {season.team_name(game.away)} ____"
    return "   ".join([f"Final score: {scores}", *boxes])


def officials_line(game: Game, rulebook: Rulebook) -> str:
    """A line for each official the rulebook names for the game's kind: "Officials (rule 15): Referee: ___ ..."."""
    rule = rulebook.citation("officials")
    lines = "   ".join(f"{role}: {BLANK_LINE}" for role in rulebook.officials.for_kind(game_kind(game)))
    return f"Officials ({rule}): {lines}" if rule else f"Officials: {lines}"


def signature_line(game: Game, blank: bool) -> str:
    """The captains' and the referee's lines; a signed sheet names who signed it."""
    referee = (game.signed_by or "signed") if game.signed and not blank else BLANK_LINE
    return f"Signed, home captain: {BLANK_LINE}   away captain: {BLANK_LINE}   referee: {referee}"


def heading(season: Season, game: Game, blank: bool) -> str:
    """The game as the schedule names it: teams, date, time, rink, stage and rooms, and (filled) its status."""
    stage = f"playoffs, {game.series} game {game.no}" if game.stage == "playoff" else "regular season"
    home_away = game.home_and_away_rooms
    rooms = f", dressing rooms {home_away[0]} (home) and {home_away[1]} (away)" if home_away else ""
    where = f" at {season.rink}" if season.rink else ""
    teams = f"{season.team_name(game.away)} at {season.team_name(game.home)}"
    return f"{teams}, {game.date.isoformat()} {game.time}{where} ({stage}{rooms})" + (
        "" if blank else f"; {game.status}"
    )
