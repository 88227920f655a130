"""The labels of a shown sheet (G3, P2, L1), kept for as long as the sheet is shown.

When a sheet is opened its events are numbered as `league.sheet.event_order.event_labels` orders them (by period and
time). From then on a label never changes meaning while that sheet is shown: each event keeps its label
through every entry and every reload (another window's change shown live), a new event takes the next
number of its kind (a missed goal entered at an earlier time too), an event an entry edited keeps its label
(`Edit`), and the label of an event that is gone (deleted, or changed in another window) is never given to
another: a correction naming it is refused, saying why. Events have no ids of their own (the file keeps a
sheet's rows as a list), so an event is known by its value: one another window changed is a gone event and
a new one. Opening the sheet again numbers it afresh.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from league.scoring.corrections import Event, events_of
from league.season.values import Game
from league.sheet.event_order import LABEL_PREFIXES, event_labels

Key = tuple[str, int]  # ("goals", 2): game.goals[2]
ANOTHER_WINDOW = "was changed or deleted in another window"


@dataclass(frozen=True, slots=True)
class Edit:
    """An event an entry replaced: `new` keeps `old`'s label."""

    kind: str
    old: Event
    new: Event


@dataclass(frozen=True, slots=True)
class SheetLabels:
    """The labels of `game`'s events as its sheet shows them (`names`), the last number each kind gave,
    and the labels that no longer name an event (`gone`: label -> the event, and why it is gone)."""

    game: Game
    names: Mapping[Key, str]
    last: Mapping[str, int] = field(default_factory=dict)
    gone: Mapping[str, tuple[Event, str]] = field(default_factory=dict)

    @classmethod
    def opened(cls, game: Game) -> SheetLabels:
        """A sheet as it is opened: numbered in sheet order."""
        names = event_labels(game)
        last = {kind: sum(1 for k, _ in names if k == kind) for kind in LABEL_PREFIXES}
        return cls(game, names, last)

    def key(self, label: str) -> Key | None:
        """The event `label` names ("g3" or "G3"), or None when it names none now."""
        wanted = label.strip().upper()
        return next((key for key, name in self.names.items() if name == wanted), None)

    def why_gone(self, label: str) -> str | None:
        """Why `label` names no event now ("was deleted on this sheet"), or None when it never named one."""
        gone = self.gone.get(label.strip().upper())
        return gone[1] if gone is not None else None

    def carried(self, game: Game, edits: Iterable[Edit] = (), why: str = ANOTHER_WINDOW) -> SheetLabels:
        """The labels once `game` is shown instead: an event still there keeps its label, an edited one
        (`edits`) its old one, one put back (an undo) the label it had; a new one takes the next number; the
        label of an event no longer there is gone, for `why`."""
        if game == self.game:
            return self
        names: dict[Key, str] = {}
        last, gone = dict(self.last), dict(self.gone)
        for kind in LABEL_PREFIXES:
            _carry_kind(self, game, kind, tuple(e for e in edits if e.kind == kind), why, (names, last, gone))
        return SheetLabels(game, names, last, gone)

    def names_for(self, game: Game, edits: Iterable[Edit] = ()) -> dict[Key, str]:
        """The labels `game`'s events would have if it were shown next (an entry's words before its save)."""
        return dict(self.carried(game, edits).names)


def _carry_kind(
    labels: SheetLabels,
    game: Game,
    kind: str,
    edits: tuple[Edit, ...],
    why: str,
    into: tuple[dict[Key, str], dict[str, int], dict[str, tuple[Event, str]]],
) -> None:
    names, last, gone = into
    olds = [(labels.names[kind, i], e) for i, e in enumerate(events_of(labels.game, kind))]
    news = events_of(game, kind)
    fresh: list[int] = []
    for index, event in enumerate(news):  # unchanged: its label
        same = next((old for old in olds if old[1] == event), None)
        if same is not None:
            olds.remove(same)
            names[kind, index] = same[0]
        else:
            fresh.append(index)
    for edit in edits:  # edited here: the old label
        old = next((o for o in olds if o[1] == edit.old), None)
        new = next((i for i in fresh if news[i] == edit.new), None)
        if old is not None and new is not None:
            olds.remove(old)
            fresh.remove(new)
            names[kind, new] = old[0]
    prefix = LABEL_PREFIXES[kind]
    for index in list(fresh):  # put back (an undo of a deletion): the label it had
        back = next((lb for lb, (e, _) in gone.items() if lb.startswith(prefix) and e == news[index]), None)
        if back is not None:
            del gone[back]
            fresh.remove(index)
            names[kind, index] = back
    for index in sorted(fresh, key=lambda i: _moment(news[i], i)):  # new: the next numbers, in time order
        last[kind] = last.get(kind, 0) + 1
        names[kind, index] = f"{prefix}{last[kind]}"
    for label, event in olds:
        gone[label] = (event, why)
    if why == ANOTHER_WINDOW and len(olds) == 1 and len(fresh) == 1:  # one event changed: say what it is now
        gone[olds[0][0]] = (olds[0][1], f"was changed in another window: it is {names[kind, fresh[0]]} now")


def _moment(event: Event, index: int) -> tuple[int, int, int]:
    return (getattr(event, "period", 0), getattr(event, "second", 0), index)
