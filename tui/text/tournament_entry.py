"""A tournament scoresheet's own entries (docs/guide.md#the-scoresheet,
docs/readings/shared.md#results-and-sheets): period scores, shots, the
game's goalie, the official's lineup waiver, and the shootout attempt by attempt.

`parse_line` reads a typed line: these entries on a tournament's sheet, every other line as Gray's
(`tui.text.scoresheet_entry.parse_entry`). A shootout attempt is replayed through the rules here
(`league.sheet.shootout`) before it is saved, so an ineligible shooter or an attempt after the decision is
refused in words citing the rulebook; the save itself checks the whole sheet again.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from league.results.disqualification import season_goalies
from league.season.errors import Problem
from league.season.score_words import score_words, teams_numbers
from league.season.values import Game, Score, Shootout, ShootoutAttempt
from league.season.whole_numbers import typed_whole
from league.sheet.format_checks import shootout_state
from league.sheet.period_scores import score_of_periods
from league.sheet.replay import replay_sheet
from league.sheet.shootout import ShootoutReplay
from league.turnout.jersey import who
from tui.text.lineup_words import refuse_short_lineup
from tui.text.scoresheet_entry import SYNTAX, EntryContext, EntryError, SheetChange, parse_entry, verb_of
from tui.text.scoresheet_entry import read_player as player_of
from tui.text.scoresheet_entry import read_team as team_of
from tui.text.scoresheet_words import rink_problem

TOURNAMENT_SYNTAX = (
    ("periods", "periods 1-0 0-1 2-0", "each regulation period's score, home first (a bare sheet: its score)"),
    ("shots", "shots 24 19", "each team's shots on goal, home first"),
    ("goalie", "goalie P0053 | 31 | name", "the game's goalie (3-on-3)"),
    ("waiver", "waiver REASON", "the official's waiver of a short lineup"),
    ("so", "so first TEAM · so TEAM 9 goal|miss · del so", "the shootout attempt by attempt; del so takes the last"),
)
SCORED = {"goal": True, "g": True, "scored": True, "score": True, "y": True, "✓": True}
MISSED = {"miss": False, "m": False, "missed": False, "save": False, "no": False, "n": False, "x": False, "✗": False}
# [0-9], never \d: \d and int() take every script's digits, a score no other reader expects.
_PAIR = re.compile(r"^([0-9]{1,3})[-:]([0-9]{1,3})$")


def parse_line(text: str, ctx: EntryContext) -> SheetChange:
    """The change a typed line makes: a tournament entry on a tournament's sheet, else Gray's grammar; refused
    (EntryError) when it leaves a team short of its lineup where the lineup must be complete
    (`league.sheet.lineups`)."""
    change = _parsed(text, ctx)
    refuse_short_lineup(change.game, ctx.season, ctx.rulebook)
    return change


def _parsed(text: str, ctx: EntryContext) -> SheetChange:
    verb, args = verb_of(text), text.split()[1:]
    if not ctx.rulebook.has_pools:  # Gray's sheet takes none of the tournament entries
        return parse_entry(text, ctx)
    if verb == "del" and [a.lower() for a in args] in (["so"], ["shootout"]):
        return _delete_attempt(ctx)
    handler = _HANDLERS.get(verb)
    if handler is not None:
        return handler(args, ctx)
    try:
        return parse_entry(text, ctx)
    except EntryError as error:
        if error.field != "entry":
            raise
        verbs = ", ".join([*(v for v, _, _ in SYNTAX), *(v for v, _, _ in TOURNAMENT_SYNTAX)])
        raise EntryError("entry", f"{text.split(maxsplit=1)[0]!r} is not an entry: start with {verbs}") from None


def _pairs(args: list[str], field: str, example: str) -> list[tuple[int, int]]:
    """Scores typed as "1-0 0-1" (or "1:0"), home first."""
    pairs = []
    for token in args:
        match = _PAIR.match(token)
        if match is None:
            raise EntryError(field, f"{token!r} is not a score: home-away, e.g. {example}")
        pairs.append((int(match[1]), int(match[2])))
    return pairs


def _periods(args: list[str], ctx: EntryContext) -> SheetChange:
    game, periods = ctx.game, ctx.rulebook.game.periods
    pairs = _pairs(args, "periods", "periods 1-0 0-1 2-0")
    if len(pairs) > periods:
        raise EntryError("periods", f"a game has {periods} regulation periods: give at most {periods} scores")
    after = replace(game, period_scores=tuple(pairs))
    if not pairs:
        return SheetChange(after, "period scores cleared")
    home, away = sum(h for h, _ in pairs), sum(a for _, a in pairs)
    said = ", ".join(f"{h}-{a}" for h, a in pairs)
    if game.status == "final" and game.score is not None and not (game.goals or game.forfeit) and len(pairs) == periods:
        # A final bare sheet's score is its periods': corrected together, they never disagree. So the line sets the
        # result by itself, as `score` does: over a different stored final it is asked first (stored_final).
        score = score_of_periods(after)
        final = replace(after, score=score)
        words = f"period scores {said}: final {score_words(game, score, ctx.season)}"
        return SheetChange(final, words, sets_final=True)
    return SheetChange(after, f"period scores {said} ({teams_numbers(game, home, away, ctx.season)})")


def _shots(args: list[str], ctx: EntryContext) -> SheetChange:
    words = args[0].replace(":", "-").split("-") if len(args) == 1 else args
    if len(words) != 2 or not all(re.fullmatch(r"[0-9]{1,4}", w) for w in words):
        raise EntryError("shots", "give each team's shots on goal, home first, e.g. shots 24 19")
    home, away = int(words[0]), int(words[1])
    after = replace(ctx.game, shots=Score(home, away))
    return SheetChange(after, f"shots on goal: {teams_numbers(ctx.game, home, away, ctx.season)}")


def _goalie(args: list[str], ctx: EntryContext) -> SheetChange:
    if not args:
        raise EntryError("goalie", "name the game's goalie by id, jersey number or name, e.g. goalie P0053")
    typed = " ".join(args)
    if typed.lower() in ("none", "-"):
        return SheetChange(replace(ctx.game, goalie=None), "the game's goalie cleared")
    goalies = [p for p in ctx.season.players if p.position == "G"]
    found = [p for p in goalies if p.id == typed.upper()]
    number = typed_whole(typed)
    found = found or [p for p in goalies if number is not None and p.number == number]
    found = found or [p for p in goalies if typed.lower() in p.name.lower()]
    if len(found) != 1:
        named = ", ".join(f"{p.id} {who(p.id, ctx.season)}" for p in found[:5])
        why = f"{len(found)} goalies match ({named}): type the id" if found else "no registered goalie matches"
        raise EntryError("goalie", f"{typed!r}: {why}")
    pid = found[0].id
    return SheetChange(replace(ctx.game, goalie=pid), f"{who(pid, ctx.season)} is the game's goalie")


def _waiver(args: list[str], ctx: EntryContext) -> SheetChange:
    reason = " ".join(args).strip()
    if not reason:
        raise EntryError("reason", "the official's lineup waiver needs its reason, e.g. waiver goalie hurt")
    rule = ctx.rulebook.cite("lineup")
    return SheetChange(replace(ctx.game, lineup_waiver=reason), f"the official waives the lineup ({rule}): {reason}")


def _shootout(args: list[str], ctx: EntryContext) -> SheetChange:
    if args and args[0].lower() == "first":
        return _first(args[1:], ctx)
    if args and args[0].lower() in ("del", "undo"):
        return _delete_attempt(ctx)
    if len(args) != 3:
        raise EntryError("shootout", "type so TEAM NUMBER goal|miss (or so first TEAM), e.g. so RED 9 goal")
    team = team_of(args, ctx)
    shooter = player_of(args[1], "shooter", team, ctx)
    result = args[2].lower()
    if result not in SCORED and result not in MISSED:
        raise EntryError("result", f"{args[2]!r}: say goal or miss")
    scored = SCORED.get(result, False)
    game = ctx.game
    shootout = game.shootout or Shootout()
    after = replace(
        game, shootout=replace(shootout, attempts=(*shootout.attempts, ShootoutAttempt(team, shooter, scored)))
    )
    state = _checked(after, ctx)
    words = f"shootout: {ctx.season.team_name(team)} {who(shooter, ctx.season)} {'scores' if scored else 'misses'}"
    tally = teams_numbers(game, state.home_goals, state.away_goals, ctx.season)
    if state.winner is None:
        return SheetChange(after, f"{words}; {tally}; next: {ctx.season.team_name(state.next_team or '')}")
    winner = ctx.season.team_name(state.winner)
    return SheetChange(_finalised(after), f"{words}; {tally}: {winner} wins the shootout, the game is final")


def _first(args: list[str], ctx: EntryContext) -> SheetChange:
    team = team_of(args, ctx)
    game = ctx.game
    if game.shootout is not None and game.shootout.attempts:
        raise EntryError("shootout", "the first team is set before the first attempt: del so takes attempts back")
    after = replace(game, shootout=Shootout(first=team))
    _checked(after, ctx)
    return SheetChange(after, f"shootout: {ctx.season.team_name(team)} shoots first")


def _checked(after: Game, ctx: EntryContext) -> ShootoutReplay:
    """The shootout of `after` replayed; EntryError in words citing the rulebook when the rules refuse what
    the entry added (an ineligible shooter, an attempt after the decision, no shootout in this game)."""
    goalies = season_goalies(ctx.season)
    replay = replay_sheet(after, ctx.rulebook, goalies)
    before = set(replay_sheet(ctx.game, ctx.rulebook, goalies).problems)
    new = [p for p in replay.problems if p.where.startswith("shootout") and p not in before]
    if new:
        said = rink_problem(Problem(new[-1].where, new[-1].rule, new[-1].message), after, ctx.season)
        raise EntryError("shootout", f"{said.message} ({said.rule})")
    state = shootout_state(after, ctx.rulebook, replay, goalies)
    if state is None:
        raise EntryError("shootout", f"this game has no shootout ({ctx.rulebook.cite('shootout')})")
    return state


def _finalised(game: Game) -> Game:
    """The game made final by its shootout's decision: the goals (or the bare sheet's periods) are its level
    score; decided by the shootout, not in overtime (docs/readings/shared.md#shootouts)."""
    if game.status == "final":
        return game
    score = game.score
    if score is None and not game.goals:
        score = Score(sum(h for h, _ in game.period_scores), sum(a for _, a in game.period_scores))
    return replace(game, status="final", score=score, overtime=False)


def _delete_attempt(ctx: EntryContext) -> SheetChange:
    game = ctx.game
    if game.shootout is None or not game.shootout.attempts:
        raise EntryError("shootout", "the sheet has no shootout attempt to delete")
    last = game.shootout.attempts[-1]
    after = replace(game, shootout=replace(game.shootout, attempts=game.shootout.attempts[:-1]))
    goalies = season_goalies(ctx.season)
    decided = replay_sheet(game, ctx.rulebook, goalies).shootout_winner is not None
    if decided and replay_sheet(after, ctx.rulebook, goalies).shootout_winner is None and game.status == "final":
        after = replace(after, status="scheduled", score=None)  # the decision made it final; now it goes on
    words = f"{ctx.season.team_name(last.team)} {who(last.shooter, ctx.season)} {'goal' if last.scored else 'miss'}"
    return SheetChange(after, f"deleted the last shootout attempt: {words}")


_HANDLERS: dict[str, Callable[[list[str], EntryContext], SheetChange]] = {
    "periods": _periods,
    "shots": _shots,
    "goalie": _goalie,
    "waiver": _waiver,
    "so": _shootout,
    "shootout": _shootout,
}
