"""The scoresheet's entry line: one typed line becomes the game's next value (and nothing else).

The parser only reads what was typed and looks jersey numbers up (`league.turnout.jersey`); whether the
new sheet keeps the rules is for `store.writes.games.save_game` to say. Each refusal here names the
field that could not be read.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from league.results.outcome import final_result
from league.scoring.corrections import (
    Event,
    event_words,
    events_of,
    score_follows_goals,
    score_refusal,
    with_event,
    without_event,
)
from league.scoring.labels import Edit
from league.season.score_words import score_words
from league.season.values import (
    Forfeit,
    Game,
    Goal,
    LateStart,
    Penalty,
    Score,
)
from league.season.whole_numbers import typed_whole as _count
from league.sheet.event_order import event_key
from tui.text.dressing_entry import dress_entry, sub_entry, toggle_dressed
from tui.text.entry_reading import EntryContext, EntryError, SheetChange
from tui.text.entry_reading import read_player as _player
from tui.text.entry_reading import read_team as _team
from tui.text.forfeit_result import forfeited_final
from tui.text.infraction_entry import UNLISTED, InfractionRefused, at_the_end, infraction_named, split_reason
from tui.text.scoresheet_words import goal_saved, penalty_saved
from tui.text.tournament_scoresheet import penalty_kinds

SYNTAX = (
    ("dress", "dress TEAM 14 15 2 | all", "toggle players by jersey number (or id), or dress the whole roster"),
    ("sub", "sub TEAM P084", "dress an official substitute goalie (listed under the team)"),
    ("goal", "goal TEAM 14 [15 [17]] PERIOD MM:SS", "scorer, then up to two assists"),
    (
        "pen",
        "pen TEAM 8|bench KIND [infraction] PERIOD MM:SS|end [eq] [co] [because REASON]",
        "eq equipment, co coincidental; end: at the game's end (the final whistle, or after it); an infraction "
        "the rulebook's list lacks only with because and the committee's reason",
    ),
    ("late", "late TEAM MINUTES [goalie]", "a late start, or a late goalie (who costs the time out)"),
    ("score", "score HOME-AWAY [ot]", "the final score (agrees with the goals when there are any)"),
    ("final", "final [ot]", "final with the score the goals give (or the forfeit the sheet or a ruling gives)"),
    ("forfeit", "forfeit TEAM REASON", "the committee's forfeit ruling, audit-logged"),
    ("sign", "sign [NAME]", "the referee signs: the sheet is locked"),
    ("override", "override REASON", "the committee unlocks a signed sheet, audit-logged"),
    (
        "del",
        "del G3",
        "delete goal G3, penalty P2 or late start L1 as the sheet shows it (also del goal 3); a label whose "
        "event is gone is refused, never given to another",
    ),
    ("edit", "edit G3 ...", "replace G3, P2 or L1: the arguments of its goal, pen or late entry; it keeps its label"),
    ("game", "game ID", "open another game's sheet"),
)
ALIASES = {"delete": "del", "d": "dress", "g": "goal", "p": "pen", "penalty": "pen", "s": "score", "ruling": "forfeit"}
KIND_ALIASES = {
    "dm": "double-minor",
    "double": "double-minor",
    "gm": "game-misconduct",
    "misc": "misconduct",
    "10": "misconduct",
    "gross": "gross-misconduct",
}
# The entries that set a game's result by themselves: over a stored final they ask before replacing it.
RESULT_VERBS = frozenset({"score", "final", "forfeit"})
# [0-9], never \d: \d and int() take every script's digits (the league's own times are ASCII).
_TIME = re.compile(r"^([0-9]{1,2}):([0-5][0-9])$")


def verb_of(text: str) -> str:
    """The entry kind a line starts with ("goal" for "g RED 14 ..."), or "" for an empty line."""
    words = text.split()
    return ALIASES.get(words[0].lower(), words[0].lower()) if words else ""


def parse_entry(text: str, ctx: EntryContext) -> SheetChange:
    """The change one typed line makes to `ctx.game`; raises EntryError naming the field it cannot read."""
    verb = verb_of(text)
    args = text.split()[1:]
    handler = _HANDLERS.get(verb)
    if handler is None:
        raise EntryError(
            "entry",
            f"{text.split(maxsplit=1)[0] if text.split() else 'nothing'!r} is not an entry: "
            f"start with {', '.join(v for v, _, _ in SYNTAX)}",
        )
    change = handler(args, ctx)
    return replace(change, sets_final=True) if verb in RESULT_VERBS else change


def _moment(args: list[str], ctx: EntryContext) -> tuple[int, int]:
    """(period, second) from the line's "PERIOD MM:SS" ending; "ot" (or "ot1") is the first overtime period."""
    if len(args) < 2:
        raise EntryError("time", "end with the period and the time, e.g. 2 05:31")
    period_text, time_text = args[-2].lower(), args[-1]
    periods = ctx.rulebook.game.periods
    if (overtime := re.fullmatch(r"ot([1-9]?)", period_text)) is not None:  # "ot", "ot1", "OT2" as the sheet says
        period = periods + int(overtime[1] or 1)
    elif (number := _count(period_text)) is not None and 1 <= number <= 99:
        period = number
    else:
        raise EntryError("period", f"{args[-2]!r} is not a period: 1 to {periods}, or ot (OT1, OT2 ...)")
    match = _TIME.match(time_text)
    if not match:
        raise EntryError("time", f"{time_text!r} is not a time: MM:SS elapsed in the period, e.g. 05:31")
    return period, int(match[1]) * 60 + int(match[2])


def _goal(args: list[str], ctx: EntryContext) -> SheetChange:
    goal = _goal_value(args, ctx)
    game = ctx.game
    after = score_follows_goals(game, replace(game, goals=(*game.goals, goal)))
    saved = goal_saved(after, len(after.goals) - 1, ctx.season, ctx.rulebook, ctx.names(after))
    return SheetChange(after, f"{saved}{_score_moved(game, after)}")


def _score_moved(before: Game, after: Game) -> str:
    """ "; final score now 4-3 (was 3-3)" when a goal correction moved the stored score, else ""."""
    if before.score is None or after.score == before.score or after.score is None:
        return ""
    was, now = before.score, after.score
    return f"; final score now {now.home}-{now.away} (was {was.home}-{was.away})"


def _goal_value(args: list[str], ctx: EntryContext) -> Goal:
    team = _team(args, ctx)
    # A tournament's goal may end with "ps": scored on a penalty shot (3-on-3 PEN 4; the save checks its award).
    penalty_shot = len(args) > 3 and args[-1].lower() == "ps" and ctx.rulebook.has_pools
    args = args[:-1] if penalty_shot else args
    period, second = _moment(args, ctx)
    players = args[1:-2]
    if not players:  # "goal RED 16 25:31": the scorer's number read as the period, so say the whole line's order
        raise EntryError(
            "scorer",
            f"give the scorer's jersey number after the team, then the period and the time: {args[0]} 14 2 05:31",
        )
    if len(players) > 3:
        raise EntryError("assists", f"at most two assists ({ctx.rulebook.cite('scoring')})")
    scorer = _player(players[0], "scorer", team, ctx)
    assists = tuple(_player(t, "assists", team, ctx) for t in players[1:])
    return Goal(team, scorer, assists, period, second, penalty_shot=penalty_shot)


def _pen(args: list[str], ctx: EntryContext) -> SheetChange:
    args, reason = split_reason(args)
    penalty = _pen_value(args, ctx, reason)
    game = replace(ctx.game, penalties=(*ctx.game.penalties, penalty))
    saved = penalty_saved(game, len(game.penalties) - 1, ctx.season, ctx.rulebook, ctx.names(game))
    return SheetChange(game, saved, *_unlisted(penalty, reason))


def _unlisted(penalty: Penalty, reason: str | None) -> tuple[str | None, str | None]:
    """The committee decision (and its reason, naming the word) that saves an infraction the list lacks."""
    return (UNLISTED, f"{penalty.infraction}: {reason}") if reason else (None, None)


def _pen_value(args: list[str], ctx: EntryContext, reason: str | None = None) -> Penalty:
    team = _team(args, ctx)
    args = list(args)  # the flags are taken off its end
    flags = set()
    while args and args[-1].lower() in ("eq", "co"):
        flags.add(args.pop().lower())
    end = at_the_end(args, ctx.game, ctx.rulebook)  # "end": the moment the game ended
    period, second = end or _moment(args, ctx)
    middle = args[1:-1] if end else args[1:-2]
    if len(middle) < 2:
        raise EntryError(
            "penalty", "give the player's number (or bench) and the kind, e.g. pen BLU 8 minor hooking 2 11:09"
        )
    bench = middle[0].lower() == "bench"
    player = None if bench else _player(middle[0], "player", team, ctx)
    kind = KIND_ALIASES.get(middle[1].lower(), middle[1].lower())
    kinds = penalty_kinds(ctx.rulebook)  # Gray's six; a tournament's gross misconduct too
    if kind not in kinds:
        raise EntryError("kind", f"{middle[1]!r} is not a penalty kind: {', '.join(kinds)}")
    try:
        infraction, _ = infraction_named(middle[2:], ctx.game, ctx.rulebook, reason)
    except InfractionRefused as refused:
        raise EntryError(refused.field, refused.message) from None
    return Penalty(
        team, player, kind, infraction, period, second, bench=bench, equipment="eq" in flags, coincidental="co" in flags
    )


def _late(args: list[str], ctx: EntryContext) -> SheetChange:
    late = _late_value(args, ctx)
    team, goalie = late.team, late.goalie_only
    others = tuple(s for s in ctx.game.late_starts if not (s.team == team and s.goalie_only == goalie))
    replaced = tuple(Edit("late_starts", s, late) for s in ctx.game.late_starts if s not in others)  # its label
    name = ctx.season.team_name(team) + ("'s goalie" if goalie else "")
    return SheetChange(
        replace(ctx.game, late_starts=(*others, late)), f"{name} {late.minutes} min late", edits=replaced
    )


def _late_value(args: list[str], ctx: EntryContext) -> LateStart:
    team = _team(args, ctx)
    minutes = _count(args[1]) if len(args) >= 2 else None
    if minutes is None or minutes > 999:
        raise EntryError("minutes", "give how many minutes late (0 to 999), e.g. late RED 7")
    return LateStart(team, minutes, len(args) > 2 and args[2].lower() in ("goalie", "g"))


def _score(args: list[str], ctx: EntryContext) -> SheetChange:
    overtime = bool(args) and args[-1].lower() == "ot"
    if "final" in (a.lower() for a in args):  # "score 1-1 final": the score makes the game final by itself
        typed = " ".join(a for a in args if a.lower() != "final")
        raise EntryError("score", f"final is an entry of its own: type score {typed}, which makes the game final")
    numbers = re.split(r"[-:\s]+", " ".join(args[:-1] if overtime else args).strip())
    goals = [g for n in numbers if (g := _count(n)) is not None and g <= 999]
    if len(numbers) != 2 or len(goals) != 2:
        raise EntryError("score", "give the home and away goals, e.g. score 4-2")
    score = Score(goals[0], goals[1])
    refusal = score_refusal(ctx.game, score)
    if refusal:
        raise EntryError("score", refusal)
    game = final_result(ctx.game, ctx.rulebook, score, overtime)
    words = f"final {score_words(game, score, ctx.season)}{' (overtime)' if game.overtime else ''}"
    return _forfeited(game, ctx, overtime, "score") or SheetChange(game, words)


def _forfeited(game: Game, ctx: EntryContext, overtime: bool, verb: str) -> SheetChange | None:
    """`game` final as its forfeit decided it (`tui.text.forfeit_result`), or None when no forfeit did."""
    decided = forfeited_final(game, ctx.season, ctx.rulebook)
    if decided is not None and overtime:
        raise EntryError(verb, f"{decided.why}: a forfeit is no overtime result; type {verb} without ot")
    return None if decided is None else SheetChange(decided.game, f"final {decided.words}")


def _final(args: list[str], ctx: EntryContext) -> SheetChange:
    game = ctx.game
    overtime = [a.lower() for a in args] == ["ot"]
    if args and not overtime:
        raise EntryError("final", "final takes nothing but ot; for a bare score type score HOME-AWAY")
    forfeited = _forfeited(game, ctx, overtime, "final")
    if forfeited is not None:  # the forfeit's result, whatever was played; its score stays as typed
        return forfeited
    if not game.goals and game.period_scores:  # a tournament's bare sheet: its periods are the score
        periods = Score(sum(h for h, _ in game.period_scores), sum(a for _, a in game.period_scores))
        final = final_result(game, ctx.rulebook, periods, overtime)
        return SheetChange(final, f"final {score_words(game, periods, ctx.season)}{' (overtime)' * overtime}")
    if not game.goals:
        return SheetChange(replace(game, status="final", overtime=overtime), "final (no goals on the sheet)")
    # The goal events are the result (docs/season-file.md): no bare score is written beside them, so the
    # sheet is the one a season file holds, and a goal corrected later changes the result with it.
    final = final_result(game, ctx.rulebook, None, overtime)
    score = final.played_score
    assert score is not None  # the sheet's goals are its score
    return SheetChange(final, f"final {score_words(game, score, ctx.season)}{' (overtime)' if final.overtime else ''}")


def _forfeit(args: list[str], ctx: EntryContext) -> SheetChange:
    team = _team(args, ctx)
    reason = " ".join(args[1:]).strip()
    if not reason:
        raise EntryError("reason", "a forfeit ruling needs the committee's reason")
    game = replace(ctx.game, status="final", forfeit=Forfeit(team, reason))
    words = f"{ctx.season.team_name(team)} forfeits by the committee's ruling: {reason}"
    return SheetChange(game, words, decision="forfeit ruling", reason=reason)


def _sign(args: list[str], ctx: EntryContext) -> SheetChange:
    by = " ".join(args).strip() or ctx.signer
    return SheetChange(replace(ctx.game, signed=True, signed_by=by), f"signed by {by}")


def _override(args: list[str], ctx: EntryContext) -> SheetChange:
    reason = " ".join(args).strip()
    if not ctx.game.signed:
        raise EntryError("override", f"game {ctx.game.id} is not signed: nothing to override")
    if not reason:
        raise EntryError("reason", "an override needs the committee's reason (audit-logged)")
    return SheetChange(
        replace(ctx.game, signed=False, signed_by=None), "sheet unlocked by the committee", reason=reason
    )


LABEL_WORDS = {"goal": "G", "g": "G", "pen": "P", "penalty": "P", "p": "P", "late": "L", "l": "L"}


def _label(args: list[str], ctx: EntryContext, verb: str) -> tuple[tuple[str, int], list[str]]:
    """The event a correction names ("G3", or "goal 3") and the arguments after it."""
    if args and args[0].lower() in LABEL_WORDS and len(args) > 1:
        args = [LABEL_WORDS[args[0].lower()] + args[1], *args[2:]]
    if not args:
        raise EntryError("event", f"name the event by its number on the sheet, e.g. {verb} G3, {verb} P2 or {verb} L1")
    labels = ctx.labels
    key = labels.key(args[0]) if labels is not None else event_key(ctx.game, args[0])
    if key is None:
        names = ctx.names(ctx.game).values()
        named = ", ".join(sorted(names, key=lambda n: (n[0], int(n[1:])))) or "none yet"
        gone = labels.why_gone(args[0]) if labels is not None else None
        if gone is not None:  # the label the scorer read no longer names that event: never another's
            raise EntryError("event", f"{args[0].upper()} {gone}: read the sheet again (its events: {named})")
        raise EntryError("event", f"the sheet has no event {args[0]!r} (its events: {named})")
    return key, args[1:]


def _delete(args: list[str], ctx: EntryContext) -> SheetChange:
    key, rest = _label(args, ctx, "del")
    if rest:
        raise EntryError("event", f"del takes only the event's number, e.g. del {args[0]}")
    game = ctx.game
    label = ctx.names(game)[key]
    after = without_event(game, key)
    return SheetChange(
        after, f"deleted {event_words(events_of(game, key[0])[key[1]], label, ctx.season)}{_score_moved(game, after)}"
    )


_VALUE_OF: dict[str, Callable[[list[str], EntryContext], Event]] = {
    "goals": _goal_value,
    "penalties": _pen_value,
    "late_starts": _late_value,
}


def _edit(args: list[str], ctx: EntryContext) -> SheetChange:
    key, rest = _label(args, ctx, "edit")
    game = ctx.game
    kind = key[0]
    rest, reason = split_reason(rest) if kind == "penalties" else (rest, None)
    event = _pen_value(rest, ctx, reason) if kind == "penalties" else _VALUE_OF[kind](rest, ctx)
    after = with_event(game, key, event)
    label, old = ctx.names(game)[key], events_of(game, kind)[key[1]]
    was, now = event_words(old, label, ctx.season), event_words(event, label, ctx.season)
    words = f"changed {was} → {now}{_score_moved(game, after)}"  # the event named as it was, then as it is
    decision = _unlisted(event, reason) if isinstance(event, Penalty) else (None, None)
    return SheetChange(after, words, *decision, edits=(Edit(kind, old, event),))


# The entry values, the readers and the dressing list's toggle, read from here by the screens and the tournament's
# entries (`tui.text.tournament_entry`).
__all__ = ["SYNTAX", "EntryContext", "EntryError", "SheetChange", "parse_entry", "toggle_dressed", "verb_of"]
read_team = _team
read_player = _player

_HANDLERS = {
    "del": _delete,
    "edit": _edit,
    "dress": dress_entry,
    "sub": sub_entry,
    "goal": _goal,
    "pen": _pen,
    "late": _late,
    "score": _score,
    "final": _final,
    "forfeit": _forfeit,
    "sign": _sign,
    "override": _override,
}
