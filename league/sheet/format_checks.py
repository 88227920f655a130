"""What a game's format forbids on its sheet (docs/readings/shared.md#game-formats, docs/readings/shared.md#shootouts;
Gray rules 13 and 23): a moment past its periods, an overtime or a shootout where the kind has none, a tie where none
stands. The sheet's replay (`league.sheet.replay`) asks these and replays the shootout here, where the format
allows one."""

from __future__ import annotations

from collections.abc import Mapping

from league.rules.formats import GameFormat, game_kind
from league.rules.rulebook import Rulebook
from league.season.values import Game
from league.sheet.period_scores import period_score_problems
from league.sheet.replay_values import Moment, SheetProblem, SheetReplay
from league.sheet.shootout import ShootoutReplay, replay_shootout


def kind_words(game: Game) -> str:
    """How a refusal names the game: its kind where a bracket gave one, else its stage's words."""
    return game.kind or ("regular-season" if game.stage == "regular" else "playoff")


def clock_problem(at: Moment, fmt: GameFormat, rulebook: Rulebook, words: str) -> tuple[str, str] | None:
    """(rule, message) when the moment lies outside the format's periods and overtime, or None."""
    regulation = len(fmt.periods)
    if at.period < 1:
        return rulebook.cite("periods"), "periods are numbered from 1"
    length = fmt.period_seconds(at.period)
    if length is None and fmt.overtime is None:
        return rulebook.cite("periods"), f"a {words} game has {regulation} periods and no overtime"
    if length is None:
        minutes = fmt.overtime.minutes if fmt.overtime is not None else 0
        message = f"a {words} game has {regulation} periods and one {minutes}-minute overtime period"
        return rulebook.cite("overtime"), message
    if at.second > length:
        return rulebook.cite("periods"), f"{at} is past the end of a {length // 60}-minute period"
    return None


def result_problems(
    game: Game,
    rulebook: Rulebook,
    fmt: GameFormat,
    forfeited: bool,
    ejected: frozenset[str],
    goalies: frozenset[str],
    ejection_rules: Mapping[str, str] | None = None,
) -> tuple[list[SheetProblem], str | None]:
    """The problems of the game's ending under its format, and its shootout's winner (None: none yet).

    Overtime only where the format has one; a tie only where it stands, else decided by overtime or by
    the shootout, which is replayed here (docs/readings/shared.md#shootouts); a forfeited game needs neither. A final
    sheet's period scores agree with its goals and score, and a pool game under period points has them
    (`period_scores`).
    """
    words, problems = kind_words(game), []
    if fmt.overtime is None and game.overtime:
        tie = f"a {words} game tied after regulation is a tie: no overtime"
        message = tie if fmt.ties_stand else f"a {words} game has no overtime"
        problems.append(SheetProblem("overtime", rulebook.cite("periods"), message))
    winner = None
    if game.shootout is not None:
        shootout_problems, winner = _shootout(game, rulebook, fmt, ejected, goalies, ejection_rules)
        problems += shootout_problems
    problems += period_score_problems(game, rulebook, fmt, forfeited)
    score = game.played_score
    if game.status != "final" or forfeited or fmt.ties_stand or winner is not None:
        return problems, winner
    if score is None or score.home != score.away:
        return problems, winner
    if not fmt.shootout:
        problems.append(
            SheetProblem(
                "score", rulebook.cite("overtime"), f"a {words} game cannot end tied: record the overtime winner"
            )
        )
    elif game.shootout is None:
        problems.append(
            SheetProblem("score", rulebook.cite("shootout"), f"a tied {words} game goes to a shootout: record it")
        )
    else:
        message = "the shootout is not decided yet: record its attempts"
        problems.append(SheetProblem("shootout", rulebook.cite("shootout"), message))
    return problems, winner


def _shootout(
    game: Game,
    rulebook: Rulebook,
    fmt: GameFormat,
    ejected: frozenset[str],
    goalies: frozenset[str],
    ejection_rules: Mapping[str, str] | None,
) -> tuple[list[SheetProblem], str | None]:
    """A shootout only where the format has one and the game is tied; its attempts replayed
    (docs/readings/shared.md#shootouts)."""
    if not fmt.shootout or rulebook.shootout is None:
        rule = rulebook.citation("shootout") or rulebook.cite("overtime")
        return [SheetProblem("shootout", rule, f"a {kind_words(game)} game has no shootout")], None
    rule = rulebook.cite("shootout")
    first = game.shootout.first if game.shootout is not None else None
    if first is not None and first not in game.teams:
        return [SheetProblem("shootout.first", rule, f"{first} does not play in this game")], None
    score = game.played_score
    if score is not None and score.home != score.away:
        message = f"only a tied game goes to a shootout, not {score.home}-{score.away}"
        return [SheetProblem("shootout", rule, message)], None
    replay = replay_shootout(game, rulebook, fmt, ejected, goalies, ejection_rules)
    return list(replay.problems), replay.winner


def shootout_state(
    game: Game, rulebook: Rulebook, replay: SheetReplay, goalies: frozenset[str] = frozenset()
) -> ShootoutReplay | None:
    """Where the game's shootout stands (its goals, winner, next team and who may shoot next), for the
    scoresheet's grid; None when the game has no shootout or its format allows none. `replay` is the
    sheet's, whose ejections bar their players."""
    fmt = rulebook.format_for(game_kind(game))
    if game.shootout is None or not fmt.shootout or rulebook.shootout is None:
        return None
    ejected = frozenset(m.player for m in replay.game_misconducts) | frozenset(e.player for e in replay.ejections)
    rules = {e.player: e.rule for e in replay.ejections}
    return replay_shootout(game, rulebook, fmt, ejected, goalies, rules)
