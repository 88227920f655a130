"""A tournament's suspensions (SPEC 10.1 T6, 10.2 CC5, 10.3 PE6, 10.5 CH5, 10.7 "Discipline").

The rules derive them from each final sheet, as the rulebook's `DerivedSuspensions` say: a penalty of
the late window's kinds late in the game (next game), a penalty for an infraction that costs the rest of
the tournament (Cole's fighting, whatever ejected him before it), a penalty "pending review" (Cole's
gross misconduct, at least one game) until a committee ruling on it sets its length. The committee's
other rulings (`Season.suspension_rulings`) add to them.

Each suspension counts his team's next games with a counted result after its own game, in order of date
and time, pool and knockout, forfeits included, independently of his other suspensions; what is left
lapses once every bracket slot of his division is decided (the game that decided the last of them).
Nothing here names a competition: every rule and citation is the rulebook's.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace

from league.bracket import Bracket, slot_kind, tournament_bracket
from league.discipline_rules import DerivedSuspensions
from league.disqualification import season_goalies, season_outcomes
from league.formats import game_kind
from league.outcome import Outcome
from league.rosters import Rosters
from league.rulebook import Rulebook
from league.sheet import SheetReplay, replay_sheet
from league.sheet_values import Moment
from league.suspension_values import Suspension
from league.values import OPEN_DIVISION, Game, Season

_KIND_WORDS = {"match": "match penalty"}


@dataclass(frozen=True, slots=True)
class _Given:
    """A suspension as a rule or a ruling gives it, before it is served."""

    player: str
    team: str
    source: str
    cause: str
    length: int | None
    rule: str
    pending_review: bool = False
    reason: str | None = None


@dataclass(frozen=True, slots=True)
class _SheetPenalty:
    """A penalty of a player on a sheet, the sheet's own or one the rules added (Cole's game misconduct)."""

    at: Moment
    team: str
    player: str
    kind: str
    infraction: str
    added_to: str | None = None  # the kind of the penalty that added it


def kind_words(kind: str) -> str:
    """ "game-misconduct" -> "game misconduct", "match" -> "match penalty"."""
    return _KIND_WORDS.get(kind, kind.replace("-", " "))


def tournament_suspensions(
    season: Season,
    rulebook: Rulebook,
    replays: Mapping[str, SheetReplay] | None = None,
    outcomes: Mapping[str, Outcome] | None = None,
    bracket: Bracket | None = None,
) -> tuple[Suspension, ...]:
    """Every suspension of the tournament in the order given (by game; in a game by moment, rulings last),
    with the games it was served in and the game it lapsed at. Pass the sheets' `replays`, the counted
    `outcomes` and the `bracket` where they are at hand (`store.tournament_view`)."""
    rules = rulebook.discipline.suspensions if rulebook.discipline is not None else DerivedSuspensions()
    if rules == DerivedSuspensions() and not season.suspension_rulings:
        return ()  # nothing to derive and nothing ruled (Prime, 3-on-3 without rulings): no result is needed
    counted = season_outcomes(season, rulebook, replays) if outcomes is None else outcomes
    decided = tournament_bracket(season, rulebook, counted) if bracket is None else bracket
    rosters = Rosters(season)
    given = _with_rulings(season, rulebook, rosters, list(_derived(season, rulebook, replays)))
    order = season.game_order()
    given.sort(key=lambda g: order[g.source])  # stable: a game's own keep their order, rulings last
    lapses = _lapse_games(season, decided, counted)
    division_of = {t: p.division for p in season.pools for t in p.teams}
    counted_games = tuple(g for g in season.games_in_order() if g.id in counted)
    made: list[Suspension] = []
    nth: dict[str, int] = {}
    for entry in given:
        nth[entry.player] = nth.get(entry.player, 0) + 1
        lapse = lapses.get(division_of.get(entry.team, OPEN_DIVISION))
        made.append(_served(entry, nth[entry.player], counted_games, order, rosters, lapse))
    return tuple(made)


def _derived(season: Season, rulebook: Rulebook, replays: Mapping[str, SheetReplay] | None) -> Iterator[_Given]:
    """What the rules derive from each final sheet, game by game in order."""
    rules = rulebook.discipline.suspensions if rulebook.discipline is not None else DerivedSuspensions()
    if rules == DerivedSuspensions():
        return
    goalies = season_goalies(season)
    for game in season.games_in_order():
        if game.status != "final":
            continue
        replay = replays[game.id] if replays is not None else replay_sheet(game, rulebook, goalies)
        penalties = _penalties(game, replay, rulebook)
        yield from _game_suspensions(game, slot_kind(season, game), rulebook, rules, penalties)


def _penalties(game: Game, replay: SheetReplay, rulebook: Rulebook) -> list[_SheetPenalty]:
    """The players' penalties of a sheet in order of the clock: the sheet's and the ones the rules added, each
    infraction by the rulebook's name for it."""
    ruled, regulation = rulebook.infractions.ruled, len(rulebook.format_for(game_kind(game)).periods)
    found = [
        _SheetPenalty(Moment(p.period, p.second, regulation), p.team, p.player, p.kind.lower(), ruled(p.infraction))
        for p in game.penalties
        if p.player is not None
    ]
    found += [
        _SheetPenalty(d.at, d.team, d.player, d.kind.lower(), ruled(d.infraction), d.cause)
        for d in replay.derived
        if d.player is not None
    ]
    return sorted(found, key=lambda p: (p.at.period, p.at.second))


def _game_suspensions(
    game: Game, kind: str, rulebook: Rulebook, rules: DerivedSuspensions, penalties: list[_SheetPenalty]
) -> Iterator[_Given]:
    """One game's suspensions: for each player, at most one of each rule, at its first penalty."""
    window = rules.late_window
    fmt = rulebook.format_for(kind)
    last = len(fmt.periods)
    window_from = fmt.periods[-1][0] * 60 - window.minutes * 60 if window is not None else 0
    late_kinds = dict(window.kinds) if window is not None else {}
    rest, review = dict(rules.rest_of_tournament_infractions), dict(rules.pending_review_kinds)
    seen: set[tuple[str, str]] = set()
    for p in penalties:
        if window is not None and p.kind in late_kinds and (p.player, "late") not in seen:
            overtime = p.at.period > last
            if (overtime and window.overtime) or (p.at.period == last and p.at.second >= window_from):
                seen.add((p.player, "late"))
                when = "in overtime" if overtime else f"in the last {window.minutes} minutes"
                added = f" added to a {kind_words(p.added_to)}" if p.added_to else ""
                cause = f"{kind_words(p.kind)}{added} {when} ({p.at})"
                yield _Given(p.player, p.team, game.id, cause, window.games, rulebook.cite(late_kinds[p.kind]))
        if p.infraction in rest and (p.player, "rest") not in seen:
            seen.add((p.player, "rest"))
            yield _Given(p.player, p.team, game.id, p.infraction, None, rulebook.cite(rest[p.infraction]))
        if p.kind in review and (p.player, "review") not in seen:
            seen.add((p.player, "review"))
            rule = rulebook.cite(review[p.kind])
            yield _Given(p.player, p.team, game.id, kind_words(p.kind), None, rule, pending_review=True)


def _with_rulings(season: Season, rulebook: Rulebook, rosters: Rosters, given: list[_Given]) -> list[_Given]:
    """The derived suspensions with the committee's rulings: a ruling on a pending review of the same player
    and game sets its length; any other adds a suspension of its own (T6)."""
    role = rulebook.discipline.suspensions.ruling_role if rulebook.discipline is not None else "suspensions"
    for ruling in season.suspension_rulings:
        game = season.game(ruling.game)
        if game is None:  # a dangling reference: the season's reference checks name it
            continue
        pending = next(
            (i for i, g in enumerate(given) if g.pending_review and (g.player, g.source) == (ruling.player, game.id)),
            None,
        )
        if pending is not None:
            given[pending] = replace(given[pending], length=ruling.games, pending_review=False, reason=ruling.reason)
            continue
        team = rosters.team_of(ruling.player, game.date) or ""
        cause = f"committee ruling: {ruling.reason}"
        given.append(
            _Given(ruling.player, team, game.id, cause, ruling.games, rulebook.cite(role), reason=ruling.reason)
        )
    return given


def _lapse_games(season: Season, bracket: Bracket, counted: Mapping[str, Outcome]) -> dict[str, Game]:
    """{division: the game that decided the last of its bracket slots}, for each division whose slots are
    all decided (a division without a bracket never lapses anything)."""
    order = season.game_order()
    lapses: dict[str, Game] = {}
    for division in dict.fromkeys(s.division for s in bracket.slots):
        slots = bracket.division(division)
        if not all(s.decided for s in slots):
            continue
        played = [season.known_game(k.id) for s in slots for k in s.games if k.id in counted]
        if played:
            lapses[division] = max(played, key=lambda g: order[g.id])
    return lapses


def _served(
    entry: _Given,
    nth: int,
    counted_games: tuple[Game, ...],
    order: Mapping[str, int],
    rosters: Rosters,
    lapse: Game | None,
) -> Suspension:
    """`entry` served in his team's next counted games after its own, up to its length or the lapse."""
    served: list[str] = []
    start, end = order[entry.source], order[lapse.id] if lapse is not None else len(order)
    for game in counted_games:
        if entry.length is not None and len(served) >= entry.length:
            break
        at = order[game.id]
        if at <= start:
            continue
        if at > end:
            break
        if rosters.team_of(entry.player, game.date) in game.teams:
            served.append(game.id)
    still_open = entry.length is None or len(served) < entry.length
    return Suspension(
        entry.player,
        entry.team,
        entry.source,
        entry.cause,
        nth,
        entry.length,
        tuple(served),
        lapse.id if lapse is not None and still_open else None,
        rule=entry.rule,
        pending_review=entry.pending_review,
        reason=entry.reason,
    )
