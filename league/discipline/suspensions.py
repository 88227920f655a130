"""The suspension ledger of every rulebook: where each suspension is served, when it lapses, who may dress.

The suspensions come from `league.discipline.suspension_sources` (Gray rule 5's ladder of game misconducts, the
discipline rules' derived suspensions, the committee's rulings). Each counts the games with a counted result
(forfeits included) of the team the player is rostered on at each game's date, after its own game. How
is the rulebook's data (`SuspensionRules`): one after another (Gray rule 5) or side by side (a tournament's), in
the playoffs or not, `nth` counting game misconducts or suspensions, and what is left lapsing at the game
that decided the final series (Gray rule 5) or the last bracket slot of the player's division (a tournament's).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace

from league.bracket.engine import Bracket, tournament_bracket
from league.discipline.suspension_sources import Given, given_suspensions, sheet_goalies
from league.discipline.suspension_values import Suspension
from league.results.disqualification import season_outcomes
from league.results.outcome import Outcome, game_outcome
from league.rosters.membership import Rosters
from league.rules.rulebook import LAPSE_AT_FINAL_SERIES, NTH_GAME_MISCONDUCT, Rulebook
from league.season.date_range import end_of_records
from league.season.values import OPEN_DIVISION, Game, Season
from league.sheet.replay import SheetReplay, ordinal, replay_sheet


def games_in_order(season: Season) -> tuple[Game, ...]:
    return season.games_in_order()


def final_series_decided(season: Season, rulebook: Rulebook, replays: Mapping[str, SheetReplay]) -> str | None:
    """The id of the game that decided the last playoff series (the final), or None while it is open."""
    if not rulebook.playoffs.series:
        return None
    final = rulebook.playoffs.series[-1]
    wins: dict[str, int] = defaultdict(int)
    for game in games_in_order(season):
        if game.stage != "playoff" or game.series != final.id:
            continue
        outcome = game_outcome(game, rulebook, replays.get(game.id))
        if outcome and outcome.winner:
            wins[outcome.winner] += 1
            if wins[outcome.winner] >= final.wins_needed:
                return game.id
    return None


def season_suspensions(
    season: Season,
    rulebook: Rulebook,
    replays: Mapping[str, SheetReplay] | None = None,
    outcomes: Mapping[str, Outcome] | None = None,
    bracket: Bracket | None = None,
) -> tuple[Suspension, ...]:
    """Every suspension of the season in the order it was given (by game; in a game by moment, rulings
    last), with the games it was served in and the game it lapsed at. Pass the sheets' `replays`, the
    counted `outcomes` and the `bracket` where they are at hand (a season's cache, `store.cache.season_cache`;
    a tournament's view), else each is worked out here."""
    if replays is None:
        goalies = sheet_goalies(season, rulebook)
        replays = {g.id: replay_sheet(g, rulebook, goalies) for g in season.games if g.status == "final"}
    given = given_suspensions(season, rulebook, replays)
    if not given:
        return ()  # nothing given: no result, no bracket is needed
    counted = season_outcomes(season, rulebook, replays) if outcomes is None else outcomes
    lapse_of = _lapses(season, rulebook, replays, counted, bracket)
    return _Ledger(season, rulebook, counted).served(given, lapse_of)


def _lapses(
    season: Season,
    rulebook: Rulebook,
    replays: Mapping[str, SheetReplay],
    counted: Mapping[str, Outcome],
    bracket: Bracket | None,
) -> Callable[[str], str | None]:
    """{team: the game at which what is left of its players' suspensions lapses}, as the rulebook says."""
    if rulebook.suspensions.lapses_at == LAPSE_AT_FINAL_SERIES:
        final = final_series_decided(season, rulebook, replays)
        return lambda team: final
    decided = tournament_bracket(season, rulebook, counted) if bracket is None else bracket
    by_division = _division_lapses(season, decided, counted)
    division_of = {t: p.division for p in season.pools for t in p.teams}
    return lambda team: by_division.get(division_of.get(team, OPEN_DIVISION))


def _division_lapses(season: Season, bracket: Bracket, counted: Mapping[str, Outcome]) -> dict[str, str]:
    """{division: the game that decided the last of its bracket slots}, for each division whose slots are
    all decided (a division without a bracket never lapses anything)."""
    order = season.game_order()
    lapses: dict[str, str] = {}
    for division in dict.fromkeys(s.division for s in bracket.slots):
        slots = bracket.division(division)
        if not all(s.decided for s in slots):
            continue
        played = [k.id for s in slots for k in s.games if k.id in counted]
        if played:
            lapses[division] = max(played, key=lambda g: order[g])
    return lapses


@dataclass(slots=True)
class _Open:
    """A suspension while the season is replayed: the games it was served in grow, it may lapse."""

    given: Given
    nth: int
    lapse: str | None
    served_in: list[str] = field(default_factory=list)
    lapsed_at: str | None = None

    @property
    def done_serving(self) -> bool:
        return self.given.length is not None and len(self.served_in) >= self.given.length

    def done(self) -> Suspension:
        g = self.given
        return Suspension(
            g.player,
            g.team,
            g.source,
            g.cause,
            self.nth,
            g.length,
            tuple(self.served_in),
            self.lapsed_at,
            rule=g.rule,
            pending_review=g.pending_review,
            reason=g.reason,
        )


class _Ledger:
    """The season replayed game by game: each counted game of a suspended player's team serves his open
    suspensions (the earliest only, or every one, as the rulebook serves them), and at its lapse game what
    is left of a suspension lapses."""

    def __init__(self, season: Season, rulebook: Rulebook, counted: Mapping[str, Outcome]) -> None:
        self.season, self.rules, self.counted = season, rulebook.suspensions, counted
        self.rosters = Rosters(season)
        self.order = season.game_order()

    def served(self, given: list[Given], lapse_of: Callable[[str], str | None]) -> tuple[Suspension, ...]:
        entries = self._numbered(given, lapse_of)
        by_source: dict[str, list[_Open]] = defaultdict(list)
        for entry in entries:
            by_source[entry.given.source].append(entry)
        open_by_player: dict[str, list[_Open]] = defaultdict(list)
        for game in self.season.games_in_order():
            if self._serves(game):
                self._serve(game, open_by_player)
            for entry in by_source.get(game.id, ()):
                if not entry.done_serving:
                    open_by_player[entry.given.player].append(entry)
            self._lapse(game, open_by_player)
        return tuple(entry.done() for entry in entries)

    def _numbered(self, given: list[Given], lapse_of: Callable[[str], str | None]) -> list[_Open]:
        """Each suspension with its `nth`: the ladder's count of game misconducts or the player's count of
        suspensions, as the rulebook counts."""
        count: dict[str, int] = defaultdict(int)
        entries = []
        for g in given:
            count[g.player] += 1
            by_misconduct = self.rules.nth_counts == NTH_GAME_MISCONDUCT and g.misconduct is not None
            nth = g.misconduct if by_misconduct and g.misconduct is not None else count[g.player]
            entries.append(_Open(g, nth, lapse_of(g.team)))
        return entries

    def _serves(self, game: Game) -> bool:
        """A game counts for the suspended: it has a counted result (forfeits included), in the playoffs only
        where the rulebook serves suspensions there."""
        return game.id in self.counted and (game.stage == "regular" or self.rules.served_in_playoffs)

    def _serve(self, game: Game, open_by_player: dict[str, list[_Open]]) -> None:
        one = self.rules.served_one_after_another
        for player, entries in list(open_by_player.items()):
            if self.rosters.team_of(player, game.date) not in game.teams:
                continue
            for entry in entries[:1] if one else list(entries):
                entry.served_in.append(game.id)
                if entry.done_serving:
                    entries.remove(entry)
            if not entries:
                del open_by_player[player]

    def _lapse(self, game: Game, open_by_player: dict[str, list[_Open]]) -> None:
        """What is left lapses at its lapse game, or at once for one given after it."""
        at = self.order[game.id]
        for player, entries in list(open_by_player.items()):
            for entry in list(entries):
                if entry.lapse is not None and self.order[entry.lapse] <= at:
                    entry.lapsed_at = entry.lapse
                    entries.remove(entry)
            if not entries:
                del open_by_player[player]


def suspension_keeping_out(
    player: str, game: Game, season: Season, suspensions: tuple[Suspension, ...]
) -> Suspension | None:
    """The suspension that keeps `player` from being dressed for `game` (for any team), or None (Gray rule 5)."""
    own = [s for s in suspensions if s.player == player]
    if not own:
        return None
    order = season.game_order()
    at = order.get(game.id, len(order))
    for s in own:
        if order[s.source] >= at:
            continue
        if s.lapsed_at is not None and order[s.lapsed_at] < at:
            continue
        if s.length is None or served_before(s, at, order) < s.length:
            return s
    return None


def served_before(s: Suspension, at: int, order: dict[str, int]) -> int:
    """How many games of `s` were served before the game at position `at` of the season's order."""
    return sum(1 for gid in s.served_in if order[gid] < at)


def suspension_from(game: Game, player: str, season: Season, rulebook: Rulebook) -> Suspension | None:
    """The suspension the ledger gives `player` for `game` (the longest, where several), its sheet as it stands
    taken as final when it is not yet: what a game misconduct typed tonight will cost him; None: nothing."""
    counted = season if game.status == "final" and season.game(game.id) == game else None
    if counted is None:
        counted = season.with_game(replace(game, status="final"))
    given = [s for s in season_suspensions(counted, rulebook) if s.source == game.id and s.player == player]
    return max(given, key=lambda s: (s.length is None, s.length or 0), default=None)


def refusal_text(s: Suspension, game: Game, season: Season) -> str:
    """Why a suspended player cannot be dressed for `game`, with what remains, in the committee's words."""
    if s.rule is not None:
        return tournament_refusal_text(s, game, season)
    if s.length is None:
        left = "out for the rest of the season"
    else:
        order = season.game_order()
        remaining = s.length - served_before(s, order.get(game.id, len(order)), order)
        left = f"{remaining} of {s.length_text} still to serve"
    return (
        f"{s.player} is suspended: game misconduct ({s.cause}) in {s.source}, his {ordinal(s.nth)} of the "
        f"season; {left}"
    )


def tournament_refusal_text(s: Suspension, game: Game, season: Season) -> str:
    """A tournament's refusal (docs/readings/shared.md#ejections-and-suspensions): the cause and its game, and what is
    left before `game`."""
    order = season.game_order()
    served = served_before(s, order.get(game.id, len(order)), order)
    if s.pending_review:
        left = f"pending the committee's review (at least 1 game; {served} served)"
    elif s.length is None:
        left = "out for the rest of the tournament"
    else:
        left = f"{s.length - served} of {s.length_text} still to serve"
    return f"{s.player} is suspended: {s.cause} in {s.source}; {left}"


def still_to_serve(season: Season, suspensions: tuple[Suspension, ...]) -> tuple[tuple[Suspension, str | None], ...]:
    """Each player's suspension still to serve from his latest game that gave one (of several from that
    game, the longest left), with his team at the end of the records. Gray's are served one after the
    other, so his latest is the one open; a tournament's run side by side
    (docs/readings/shared.md#ejections-and-suspensions)."""
    order = season.game_order()
    players = dict.fromkeys(s.player for s in suspensions)  # listed in the order of their first suspension
    listed: dict[str, Suspension] = {}
    for s in suspensions:
        kept = listed.get(s.player)
        if not s.active or (kept is not None and order[s.source] < order[kept.source]):
            continue
        if kept is None or order[s.source] > order[kept.source] or s.longer_left_than(kept):
            listed[s.player] = s
    day = end_of_records(season)
    rosters = Rosters(season)
    return tuple((listed[p], rosters.team_of(p, day)) for p in players if p in listed)


# `Suspension` lives in `league.discipline.suspension_values` (the tournament ledger hands it out too) and is still
# read from here.
__all__ = [
    "Suspension",
    "final_series_decided",
    "games_in_order",
    "refusal_text",
    "season_suspensions",
    "served_before",
    "still_to_serve",
    "suspension_from",
    "suspension_keeping_out",
    "tournament_refusal_text",
]
