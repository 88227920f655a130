"""One sheet entry applied to the game as it is now: the entry's change merged onto a game that others may
have changed since it was typed, refused only where both changed the same thing.

Two people enter one game at once: the scorer on the sheet, the bench tracker recording shifts, a second
scorer. An entry is the change from the sheet it was typed on (`base`) to the sheet it made (`mine`); that
change is applied to `current` (what the file holds now) part by part: a field only one side changed takes
that side's value; a goal or penalty the entry added is added, one it deleted or edited must still be there
as the entry saw it; a dressed player is added or taken off by himself; a late start is one per team (and
goalie). A part both sides changed differently is a conflict (`SheetConflict`, naming it). Whether the merged
sheet keeps the rules is the save's to say, as for any sheet.

An undo is the same merge the other way (from the sheet the entry made back to the one it was typed on), a
redo is the entry again: each touches only what its entry touched.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import fields, replace
from difflib import SequenceMatcher
from typing import Any, TypeVar

from league.scoring.corrections import Event, event_words, score_follows_goals
from league.season.changes import fields_changed
from league.season.values import Game, LateStart, Season

Labels = Mapping[tuple[str, int], str]
E = TypeVar("E", bound=Event)


class SheetConflict(Exception):
    """The entry and another change touched the same part of the sheet: `field` is the game's field, `what`
    says it ("goal G3 Blue #4 Ty Kowal, period 1 03:00 was changed or deleted")."""

    def __init__(self, field: str, what: str):
        super().__init__(what)
        self.field, self.what = field, what


def merged_entry(base: Game, mine: Game, current: Game, season: Season, labels: Labels | None = None) -> Game:
    """`current` with the change from `base` to `mine` applied; SheetConflict when `current` changed the same
    part since `base`. `labels` name `base`'s events in a conflict as the sheet showed them."""
    if current in (base, mine):
        return mine
    merger = _Merger(base, mine, current, season, labels or {})
    values: dict[str, Any] = {}
    for f in fields(Game):
        name = f.name
        old, new, now = getattr(base, name), getattr(mine, name), getattr(current, name)
        if not f.compare or new in (old, now):
            continue
        if name == "score" and mine.goals != base.goals:
            continue  # the score followed the entry's goals: it follows the merged goals below
        if now == old:
            values[name] = new
        elif name in _MERGES:
            values[name] = _MERGES[name](merger, old, new, now)
        else:
            raise SheetConflict(name, fields_changed(f"game {base.id}", base, replace(base, **{name: now})))
    merged = replace(current, **values)
    return score_follows_goals(current, merged) if mine.goals != base.goals else merged


class _Merger:
    """The three versions of one game and the words a conflict is said in."""

    def __init__(self, base: Game, mine: Game, current: Game, season: Season, labels: Labels):
        self.base, self.mine, self.current, self.season, self.labels = base, mine, current, season, labels

    def events(self, kind: str, old: Sequence[E], new: Sequence[E], now: Sequence[E]) -> tuple[E, ...]:
        """`now` with the events `old` -> `new` deleted, replaced and added: an edited event keeps its place,
        an added one goes before the event it came before (last when it came last)."""
        result = list(now)
        for tag, i1, i2, j1, j2 in SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
            if tag == "equal":
                continue
            if tag == "replace" and i2 - i1 == j2 - j1:
                for index, event in zip(range(i1, i2), new[j1:j2], strict=True):
                    result[self.found(kind, old, index, result)] = event
                continue
            for index in range(i1, i2):
                result.pop(self.found(kind, old, index, result))
            after = old[i2] if i2 < len(old) else None
            at = result.index(after) if after is not None and after in result else len(result)
            result[at:at] = new[j1:j2]
        return tuple(result)

    def found(self, kind: str, old: Sequence[Event], index: int, result: list[Any]) -> int:
        """Where `old[index]` is in `result`; SheetConflict naming it when it is no longer there as it was."""
        event = old[index]
        if event not in result:
            label = self.labels.get((kind, index), "")
            raise SheetConflict(kind, f"{_spaced(event_words(event, label, self.season))} was changed or deleted")
        return result.index(event)

    def late_starts(
        self, old: tuple[LateStart, ...], new: tuple[LateStart, ...], now: tuple[LateStart, ...]
    ) -> tuple[LateStart, ...]:
        """One late start per team (and its goalie's): each the entry set or took back, unless `now` changed
        that one too."""
        versions = [{(s.team, s.goalie_only): s for s in starts} for starts in (old, new, now)]
        if any(len(v) != len(s) for v, s in zip(versions, (old, new, now), strict=True)):
            return self.events("late_starts", old, new, now)  # two for one team: merged as events
        was, wanted, result = versions
        for key in was.keys() | wanted.keys():
            if was.get(key) == wanted.get(key) or result.get(key) == wanted.get(key):
                continue
            if result.get(key) != was.get(key):
                if key in result:
                    words = f"{event_words(result[key], '', self.season)} was recorded"
                else:
                    label = self.labels.get(("late_starts", old.index(was[key])), "")
                    words = f"{event_words(was[key], label, self.season)} was changed or deleted"
                raise SheetConflict("late_starts", _spaced(words))
            if key in wanted:
                result[key] = wanted[key]
            else:
                del result[key]
        return tuple(result.values())

    def dressed(self, old: Any, new: Any, now: Any) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """Each team's dressed players: those the entry dressed added, those it took off taken off, the
        others as they are now. No conflict: dressing a player twice dresses him once."""
        was, wanted, result = dict(old), dict(new), dict(now)
        for team in self.current.teams:
            before, after = was.get(team), wanted.get(team)
            if before == after:
                continue
            off = set(before or ()) - set(after or ())
            kept = [p for p in result.get(team, ()) if p not in off]
            result[team] = (*kept, *(p for p in after or () if p not in kept and p not in (before or ())))
            if after is None and before is not None and not result[team]:
                del result[team]  # the entry took the whole list back
        return tuple((team, result[team]) for team in self.current.teams if team in result)


def _spaced(text: str) -> str:
    """Words without the double space an empty label leaves."""
    return " ".join(text.split())


_MERGES: dict[str, Callable[[_Merger, Any, Any, Any], Any]] = {
    "goals": lambda m, old, new, now: m.events("goals", old, new, now),
    "penalties": lambda m, old, new, now: m.events("penalties", old, new, now),
    "late_starts": _Merger.late_starts,
    "dressed": _Merger.dressed,
}
