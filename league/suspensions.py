"""G5: the suspensions a season's game misconducts give, where each is served, and who may dress.

A game misconduct (the referee's, a match penalty, the automatic one for fighting or a 5th
penalty; one per player per game) keeps a player out of the next final games of the team he is
rostered on at each game's date, playoffs included: one game, six for his 3rd of the season, the
rest of the season for his 4th. Whatever is left lapses when the final series is decided.

A tournament's rulebook has none of G5 (SPEC 10): its own rules and the committee's rulings give its
suspensions (`league.tournament_suspensions`), handed out here as the same values, so dressing, the
checks, the alerts and the screens read either ledger alike.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from league.date_range import end_of_records
from league.outcome import game_outcome
from league.rosters import Rosters
from league.rulebook import Rulebook
from league.sheet import SheetReplay, ordinal, replay_sheet
from league.suspension_values import Suspension
from league.tournament_suspensions import tournament_suspensions
from league.values import Game, Season


@dataclass(slots=True)
class _Given:
    """A suspension while the season is replayed: the games it was served in grow, it may lapse."""

    player: str
    team: str
    source: str
    cause: str
    nth: int
    length: int | None
    served_in: list[str] = field(default_factory=list)
    lapsed_at: str | None = None

    def done(self) -> Suspension:
        return Suspension(
            self.player,
            self.team,
            self.source,
            self.cause,
            self.nth,
            self.length,
            tuple(self.served_in),
            self.lapsed_at,
        )


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
    season: Season, rulebook: Rulebook, replays: Mapping[str, SheetReplay] | None = None
) -> tuple[Suspension, ...]:
    """Every suspension of the season in the order it was given, with the games it was served in. Pass the
    sheets' `replays` where they are at hand (a season's cache, `store.season_cache`), else each sheet is
    replayed here."""
    return _season_suspensions(season, rulebook, replays)


def _season_suspensions(
    season: Season, rulebook: Rulebook, replays: Mapping[str, SheetReplay] | None
) -> tuple[Suspension, ...]:
    if rulebook.discipline is not None:  # a tournament's own discipline (SPEC 10.1 T6), none of G5
        return tournament_suspensions(season, rulebook, replays)
    replays = replays if replays is not None else {g.id: replay_sheet(g, rulebook) for g in season.games}
    rules = rulebook.suspensions
    rosters = Rosters(season)
    decided_by = final_series_decided(season, rulebook, replays)
    given: list[_Given] = []
    open_by_player: dict[str, list[_Given]] = defaultdict(list)
    count: dict[str, int] = defaultdict(int)
    for game in games_in_order(season):
        if game.status != "final":
            continue
        if game.stage == "regular" or rules.served_in_playoffs:
            _serve(game, rosters, open_by_player)
        for gm in replays[game.id].game_misconducts:
            count[gm.player] += 1
            length = rules.games_for(count[gm.player])
            entry = _Given(gm.player, gm.team, game.id, gm.cause, count[gm.player], length)
            given.append(entry)
            if length != 0:
                open_by_player[gm.player].append(entry)
        if game.id == decided_by:
            for entries in open_by_player.values():
                for entry in entries:
                    entry.lapsed_at = game.id
            open_by_player.clear()
    return tuple(entry.done() for entry in given)


def _serve(game: Game, rosters: Rosters, open_by_player: dict[str, list[_Given]]) -> None:
    """A final game of a suspended player's team serves one game of his earliest open suspension."""
    for player, entries in list(open_by_player.items()):
        if rosters.team_of(player, game.date) not in game.teams:
            continue
        entry = entries[0]
        entry.served_in.append(game.id)
        if entry.length is not None and len(entry.served_in) >= entry.length:
            entries.pop(0)
            if not entries:
                del open_by_player[player]


def suspension_keeping_out(
    player: str, game: Game, season: Season, suspensions: tuple[Suspension, ...]
) -> Suspension | None:
    """The suspension that keeps `player` from being dressed for `game` (for any team), or None (G5)."""
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
    """A tournament's refusal (T6): the cause and its game, and what is left before `game`."""
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
    other, so his latest is the one open; a tournament's run side by side (SPEC 10.7)."""
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


# `Suspension` lives in `league.suspension_values` (the tournament ledger hands it out too) and is still
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
