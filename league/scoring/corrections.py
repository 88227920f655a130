"""Corrections of a sheet: an event named by its label (G3, P2, L1) deleted or replaced, the stored score
following the goals, and what changed between two versions of a sheet, in words.

The committee corrects a signed sheet once it has unlocked it (override, rule 16); every correction is then
replayed through the rules like any entry (`league.sheet.replay.replay_sheet`, `store.writes.games.save_game`), and the
words of `sheet_changes` are what the audit log keeps and what an undo says it undid.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace

from league.rulebooks import rulebook_named
from league.season.values import Forfeit, Game, Goal, LateStart, Penalty, Score, Season
from league.sheet.event_order import event_labels
from league.sheet.replay import Moment
from league.turnout.jersey import who

Event = Goal | Penalty | LateStart
Labels = Mapping[tuple[str, int], str]  # (kind, index) -> "G3": as a shown sheet names its events
KIND_WORDS = {"goals": "goal", "penalties": "penalty", "late_starts": "late start"}


def events_of(game: Game, kind: str) -> tuple[Event, ...]:
    """The sheet's list of one kind of event: "goals", "penalties" or "late_starts"."""
    events: tuple[Event, ...] = getattr(game, kind)
    return events


def without_event(game: Game, key: tuple[str, int]) -> Game:
    """The game without the event `key` names (("goals", 2) is game.goals[2]); the score follows the goals."""
    kind, index = key
    events = events_of(game, kind)
    return score_follows_goals(game, _with_events(game, kind, events[:index] + events[index + 1 :]))


def with_event(game: Game, key: tuple[str, int], event: Event) -> Game:
    """The game with the event `key` names replaced by `event`; the score follows the goals."""
    kind, index = key
    events = events_of(game, kind)
    return score_follows_goals(game, _with_events(game, kind, (*events[:index], event, *events[index + 1 :])))


def _with_events(game: Game, kind: str, events: tuple[Event, ...]) -> Game:
    if kind == "goals":
        return replace(game, goals=tuple(e for e in events if isinstance(e, Goal)))
    if kind == "penalties":
        return replace(game, penalties=tuple(e for e in events if isinstance(e, Penalty)))
    return replace(game, late_starts=tuple(e for e in events if isinstance(e, LateStart)))


def score_follows_goals(before: Game, after: Game) -> Game:
    """`after`, whose goals a correction changed, with its stored score moved to what its goals now give.

    A final sheet's goals and its stored score must agree (rule 16), so a goal added to (or deleted from)
    a finished sheet could never be saved while the old score stood, nor the score changed while the old
    goals stood. A scorekeeper correcting a goal means the result to change with it: the goals are the
    result (docs/season-file.md). A sheet with no stored score keeps none (its goals are counted); a sheet
    whose last goal goes keeps its score as 0-0 rather than become a final game without a result.
    """
    if after.status != "final" or after.goals == before.goals or (after.score is None and after.goals):
        return after
    return replace(after, score=after.goals_score)


def score_refusal(game: Game, score: Score) -> str | None:
    """Why `score` cannot be the final score of a sheet holding goal events (they are its result), or None."""
    if not game.goals or game.goals_score == score:
        return None
    given = game.goals_score
    return (
        f"the goals on the sheet give {given.home}-{given.away}, and they are the result: add the missing goal "
        "(goal TEAM ...), or correct one (edit G3 ..., del G3) and the score follows"
    )


def naming_events(game: Game, team: str, pid: str, labels: Labels | None = None) -> tuple[str, ...]:
    """The labels of the goals and penalties of `team` that name player `pid` (G3, P1 ...), in label order;
    `labels` as the sheet shows them (else numbered in sheet order)."""
    labels = labels if labels is not None else event_labels(game)
    named = [
        labels[("goals", i)]
        for i, g in enumerate(game.goals)
        if g.team == team and (g.scorer == pid or pid in g.assists)
    ]
    named += [labels[("penalties", i)] for i, p in enumerate(game.penalties) if p.team == team and p.player == pid]
    return tuple(sorted(named, key=lambda label: (label[0], int(label[1:]))))


def event_words(event: Event, label: str, season: Season) -> str:
    """ "goal G3 Blue #4 Ty Kowal, period 1 03:00": one event of the sheet, named by its label."""
    team = season.team_name(event.team)
    if isinstance(event, Goal):
        assists = f" (assists {', '.join(who(a, season) for a in event.assists)})" if event.assists else ""
        return f"goal {label} {team} {who(event.scorer, season)}{assists}, {_moment(event, season)}"
    if isinstance(event, Penalty):
        what = " ".join(w for w in (event.kind, event.infraction) if w)
        return f"penalty {label} {team} {who(event.player, season)} {what}, {_moment(event, season)}"
    late = "late goalie" if event.goalie_only else "late start"
    return f"{late} {label} {team} {event.minutes} minutes"


def _moment(event: Goal | Penalty, season: Season) -> Moment:
    """The event's moment, overtime named OT1 ... after the season's rulebook's regulation periods."""
    rulebook = rulebook_named(season.rulebook)
    return Moment(event.period, event.second, rulebook.game.periods if rulebook is not None else 0)


def sheet_changes(before: Game, after: Game, season: Season) -> tuple[str, ...]:
    """What differs between two versions of a sheet, in words: "added goal G3 ...", "deleted penalty P2 ...",
    "changed goal G1: ... → ...", "BLU dressed: +#4 Ty Kowal", "score 3-3 → 4-3"."""
    return (*entry_changes(before, after, season), *field_changes(before, after))


def entry_changes(
    before: Game, after: Game, season: Season, labels: tuple[Labels, Labels] | None = None
) -> tuple[str, ...]:
    """The events added, deleted or changed and the players dressed or undressed from `before` to `after`;
    `labels` name each version's events as a shown sheet does (else each is numbered in sheet order)."""
    changes: list[str] = []
    for kind in KIND_WORDS:
        changes += _event_changes(before, after, kind, season, labels)
    for team in before.teams:
        was, now = before.dressed_for(team), after.dressed_for(team)
        moved = [f"+{who(p, season)}" for p in now if p not in was] + [
            f"-{who(p, season)}" for p in was if p not in now
        ]
        if moved:
            changes.append(f"{team} dressed: {' '.join(moved)}")
    return tuple(changes)


def field_changes(before: Game, after: Game) -> tuple[str, ...]:
    """The score, overtime, status, forfeit ruling and signature from `before` to `after`: "score 3-3 → 4-3"."""
    return tuple(
        f"{field.replace('_', ' ')} {words(getattr(before, field))} → {words(getattr(after, field))}"
        for field, words in _FIELD_WORDS.items()
        if getattr(before, field) != getattr(after, field)
    )


def _event_changes(
    before: Game, after: Game, kind: str, season: Season, labels: tuple[Labels, Labels] | None
) -> list[str]:
    old, new = events_of(before, kind), events_of(after, kind)
    old_labels, new_labels = labels or (event_labels(before), event_labels(after))

    def words(game_labels: Labels, event: Event, index: int) -> str:
        return event_words(event, game_labels[(kind, index)], season)

    if len(old) == len(new):
        return [
            f"changed {words(old_labels, o, i)} → {words(new_labels, n, i)}"
            for i, (o, n) in enumerate(zip(old, new, strict=True))
            if o != n
        ]
    deleted = [f"deleted {words(old_labels, e, i)}" for i, e in enumerate(old) if e not in new]
    return deleted + [f"added {words(new_labels, e, i)}" for i, e in enumerate(new) if e not in old]


def _score_words(score: object) -> str:
    return f"{score.home}-{score.away}" if isinstance(score, Score) else "none (the goals)"


def _forfeit_words(forfeit: object) -> str:
    return f"{forfeit.team} ({forfeit.reason})" if isinstance(forfeit, Forfeit) else "none"


_FIELD_WORDS: dict[str, Callable[[object], str]] = {
    "score": _score_words,
    "overtime": lambda v: "yes" if v else "no",
    "status": str,
    "forfeit": _forfeit_words,
    "signed_by": lambda v: "none" if v is None else str(v),
}
