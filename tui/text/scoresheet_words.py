"""Game night's messages in the rink's words: players as "#4 Ty Kowal", teams by name, the rule that refuses,
never an id where a number was typed nor a file's path ("games[3].goals[0].scorer").

The store refuses a sheet with the season file's words (a Problem: path, rule, message); `rink_problem`
turns one into the words the scoresheet and the bench tracker say, in this one place, and `in_rink_words`
wraps a store call so that whatever it refuses is said so.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeVar

from league.rules.rulebook import Rulebook
from league.scoring.corrections import Labels
from league.season.errors import Problem, RuleViolation
from league.season.values import Game, Season
from league.sheet.event_order import event_labels
from league.sheet.lines import sheet_lines
from league.sheet.replay import Moment, replay_sheet
from league.turnout.drop_requests import mended_by_taking_back
from league.turnout.jersey import who
from tui.text.scoresheet_story import goal_words
from tui.text.scoresheet_text import KIND_TEXT

T = TypeVar("T")
_ID_WORD = re.compile(r"\b[A-Za-z][A-Za-z0-9_-]*\b")
_GAME_PATH = re.compile(r"games\[([0-9]+)\]")
# An approved drop the save would leave without its grounds, which the committee may take back
# (`league.turnout.drop_requests.mended_by_taking_back`): the refusal says so, with the keys that do it (F1 first: the
# scoresheet's line takes every letter).
TAKE_BACK_FIRST = "take the drop back on the attendance and drops screen first (F1, a, then B on his row)"


def players_named(text: str, season: Season) -> str:
    """`text` with every player id in it ("P061") said as the rink says him ("#4 Ty Kowal"); a name the text
    already gives beside the id ("Ty Kowal (P061)") is said once."""
    for pid in {m[0] for m in _ID_WORD.finditer(text) if season.player(m[0]) is not None}:
        text = text.replace(f"{season.known_player(pid).name} ({pid})", pid)
    return _ID_WORD.sub(lambda m: who(m[0], season) if season.player(m[0]) else m[0], text)


def rink_problem(problem: Problem, game: Game, season: Season) -> Problem:
    """A sheet refusal in the rink's words: no path, players by number and name, the game understood; a
    refusal about another game's sheet (a fighter already dressed in his team's next game) names that game."""
    # Teams first: a player's name may hold a word that is a team's code.
    message = teams_named(problem.message.replace(f" in game {game.id}", ""), game, season)
    if mended_by_taking_back(season, problem.path):
        message = f"{message}; {TAKE_BACK_FIRST}"
    return Problem("", problem.rule, _other_game(problem.path, game, season) + players_named(message, season))


def _other_game(path: str, game: Game, season: Season) -> str:
    """ "game R25: " when `path` is on another game's sheet than the one saved, else ""."""
    found = _GAME_PATH.match(path)
    place = int(found[1]) if found else len(season.games)
    other = season.games[place].id if place < len(season.games) else game.id
    return "" if other == game.id else f"game {other}: "


def teams_named(text: str, game: Game, season: Season) -> str:
    """`text` with the game's team codes said by the teams' names ("BLU forfeits" -> "Blue forfeits")."""
    for code in game.teams:
        name = season.team_name(code)
        text = re.sub(rf"\b{re.escape(name)} \({re.escape(code)}\)", name, text)  # never "Blue (Blue)"
        text = re.sub(rf"\b{re.escape(code)}\b", name, text)
    return text


def in_rink_words(save: Callable[[], T], game: Game, season: Season) -> Callable[[], T]:
    """`save`, refusing (RuleViolation) in the rink's words rather than the season file's."""

    def saved() -> T:
        try:
            return save()
        except RuleViolation as refused:
            # The same refusal (a StaleWrite stays one: the screen reloads for it), in other words.
            refused.problems = [rink_problem(p, game, season) for p in refused.problems]
            raise

    return saved


def goal_saved(game: Game, index: int, season: Season, rulebook: Rulebook, labels: Labels | None = None) -> str:
    """What a goal entry saved: "goal G3 Blue #4 Ty Kowal (#9 Al Roy), period 1 03:00, 2-1"; `labels` as the
    sheet shows them (else numbered in sheet order)."""
    label = (labels if labels is not None else event_labels(game)).get(("goals", index), "")
    lines = sheet_lines(game, replay_sheet(game, rulebook), rulebook)
    line = next((ln for ln in lines if ln.kind == "goals" and ln.index == index), None)
    goal = game.goals[index]
    score = f", {line.score[0]}-{line.score[1]}" if line else ""
    return f"goal {label} {goal_words(goal, season)}, {moment_text_of(goal.period, goal.second, rulebook)}{score}"


def penalty_saved(game: Game, index: int, season: Season, rulebook: Rulebook, labels: Labels | None = None) -> str:
    """What a penalty entry saved: "penalty P2 White #41 Al Smith minor hooking, period 2 04:00"."""
    label = (labels if labels is not None else event_labels(game)).get(("penalties", index), "")
    pen = game.penalties[index]
    player = who(pen.player, season)  # "bench" for a bench penalty
    words = [f"penalty {label} {season.team_name(pen.team)} {player}", KIND_TEXT.get(pen.kind, pen.kind)]
    words += [pen.infraction] if pen.infraction else []
    return f"{' '.join(words)}, {moment_text_of(pen.period, pen.second, rulebook)}"


def moment_text_of(period: int, second: int, rulebook: Rulebook) -> str:
    """ "period 1 03:00", overtime as the sheet names it: "OT1 03:00"."""
    return str(Moment(period, second, rulebook.game.periods))


def dressed_saved(team: str, added: list[str], removed: list[str], season: Season) -> str:
    """What a dressing entry saved: "White dressed #4 Ty Kowal, #9 Al Roy; no longer dressed: #41 Al Smith"."""
    name = season.team_name(team)
    parts = [f"{name} dressed {', '.join(who(p, season) for p in added)}"] if added else []
    if removed:
        parts.append(f"no longer dressed for {name}: {', '.join(who(p, season) for p in removed)}")
    return "; ".join(parts) or f"{name}: no change"


def entry_words(
    game: Game, kind: str, index: int, season: Season, rulebook: Rulebook, labels: Labels | None = None
) -> str:
    """One sheet entry (`kind` "goals", "penalties" or "late_starts", `index` in that tuple of `game`) as a
    message names it: "goal G3 Blue #4 Ty Kowal (unassisted), period 1 03:00, 2-1", "late start L1 White 5
    min late". For what an edit, a deletion or an undo did to an entry."""
    if kind == "goals":
        return goal_saved(game, index, season, rulebook, labels)
    if kind == "penalties":
        return penalty_saved(game, index, season, rulebook, labels)
    late = game.late_starts[index]
    label = (labels if labels is not None else event_labels(game)).get(("late_starts", index), "")
    team = season.team_name(late.team) + ("'s goalie" if late.goalie_only else "")
    return f"late start {label} {team} {late.minutes} min late"
