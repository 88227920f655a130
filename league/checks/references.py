"""The season file's own integrity: unique ids, and every team or player it names exists.

Checked before any rule: a rule over a dangling reference would only repeat it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from league.checks.tournament_references import tournament_reference_problems
from league.rules.rulebook import Rulebook
from league.season.errors import FILE_RULE, Problem, duplicate_ids
from league.season.values import Game, Season


def reference_problems(season: Season, rulebook: Rulebook) -> Iterator[Problem]:
    """Unique ids and every reference to a team or player resolving (the file's own integrity)."""
    for part in reference_parts(season, rulebook, len(season.games) or 1):
        yield from part


def reference_parts(season: Season, rulebook: Rulebook, games_a_part: int) -> Iterator[list[Problem]]:
    """`reference_problems` a part at a time, in order: the unique ids, the references beside the games, then
    `games_a_part` games' references a part, then a tournament's (a caller may work between parts: at 30,000 games
    the games' references take some 250 ms)."""
    yield [
        *duplicate_ids("teams", [t.code for t in season.teams], FILE_RULE),
        *duplicate_ids("players", [p.id for p in season.players], FILE_RULE),
        *duplicate_ids("games", [g.id for g in season.games], FILE_RULE),
    ]
    teams = {t.code for t in season.teams}
    players = {p.id for p in season.players}
    yield list(_references_beside_games(season, rulebook, teams, players))
    games = season.games
    for start in range(0, len(games), games_a_part):
        yield list(game_reference_problems(enumerate(games[start : start + games_a_part], start), teams, players))
    yield list(tournament_reference_problems(season, rulebook))


def game_reference_problems(games: Iterable[tuple[int, Game]], teams: set[str], players: set[str]) -> Iterator[Problem]:
    """The references of some games alone (each with its place in the season's games) to the season's `teams` and
    `players`."""
    for i, g in games:
        yield from _game_references(f"games[{i}]", g, teams, players)


def _references_beside_games(
    season: Season, rulebook: Rulebook, teams: set[str], players: set[str]
) -> Iterator[Problem]:
    """Every reference to a team or player resolving, beside the games' and a tournament's."""

    def team(path: str, code: str | None) -> Iterator[Problem]:
        if code is not None and code not in teams:
            yield Problem(path, FILE_RULE, f"unknown team {code}")

    def player(path: str, pid: str | None) -> Iterator[Problem]:
        if pid is not None and pid not in players:
            yield Problem(path, FILE_RULE, f"unknown player {pid}")

    for i, t in enumerate(season.teams):
        yield from player(f"teams[{i}].captain", t.captain)
    for i, p in enumerate(season.players):
        yield from team(f"players[{i}].team", p.team)
    for i, pid in enumerate(season.substitute_goalies):
        yield from player(f"substitute_goalies[{i}]", pid)
    for i, pid in enumerate(season.spares):
        yield from player(f"spares[{i}]", pid)
    if season.draft:
        for i, code in enumerate(season.draft.first_round):
            yield from team(f"draft.first_round[{i}]", code)
        for i, pick in enumerate(season.draft.picks):
            yield from team(f"draft.picks[{i}].team", pick.team)
            yield from player(f"draft.picks[{i}].player", pick.player)
    for i, transfer in enumerate(season.transfers):
        yield from player(f"transfers[{i}].player", transfer.player)
        yield from team(f"transfers[{i}].to", transfer.to)
    for i, d in enumerate(season.drops):
        yield from player(f"drops[{i}].player", d.player)
        yield from player(f"drops[{i}].requested_by", d.requested_by)
    for i, s in enumerate(season.substitutes):
        yield from player(f"substitutes[{i}].player", s.player)
        yield from team(f"substitutes[{i}].team", s.team)
        yield from player(f"substitutes[{i}].replaces", s.replaces)
    yield from _coin_toss_references(season, team, rulebook, players)
    for i, f in enumerate(season.fees_paid):
        yield from team(f"fees_paid[{i}].team", f.team)


def _coin_toss_references(
    season: Season, team: Callable[[str, str], Iterator[Problem]], rulebook: Rulebook, players: set[str]
) -> Iterator[Problem]:
    """A coin toss names known teams (or, one between goalies of a goalie competition, known players:
    docs/season-file.md#a-tournaments-parts) and gives an order of exactly those."""
    for i, c in enumerate(season.coin_tosses):
        goalies = bool(c.teams) and all(pid in players for pid in c.teams)
        for j, code in enumerate(() if goalies else c.teams):
            yield from team(f"coin_tosses[{i}].teams[{j}]", code)
        if sorted(c.order) != sorted(c.teams):
            yield Problem(
                f"coin_tosses[{i}].order", rulebook.cite("tiebreakers"), "the order must name exactly the tossed teams"
            )


def _game_references(path: str, g: Game, teams: set[str], players: set[str]) -> Iterator[Problem]:
    for which, code in (("home", g.home), ("away", g.away)):
        if code not in teams:
            yield Problem(f"{path}.{which}", FILE_RULE, f"unknown team {code}")
    if g.home == g.away:
        yield Problem(f"{path}.away", FILE_RULE, f"{g.home} cannot play itself")
    in_game = set(g.teams)

    def side(where: str, code: str) -> Iterator[Problem]:
        if code not in in_game:
            yield Problem(where, FILE_RULE, f"{code} is not playing in game {g.id} ({g.home} v {g.away})")

    if g.forfeit:
        yield from side(f"{path}.forfeit.team", g.forfeit.team)
    for i, late in enumerate(g.late_starts):
        yield from side(f"{path}.late_start[{i}].team", late.team)
    for key, pairs in (("dressed", g.dressed), ("shifts", g.shifts)):
        for code, _ in pairs:
            yield from side(f"{path}.{key}.{code}", code)
    for key, event_teams in (("goals", [e.team for e in g.goals]), ("penalties", [e.team for e in g.penalties])):
        for i, code in enumerate(event_teams):
            yield from side(f"{path}.{key}[{i}].team", code)
    for code, pids in g.dressed:
        for i, pid in enumerate(pids):
            if pid not in players:
                yield Problem(f"{path}.dressed.{code}[{i}]", FILE_RULE, f"unknown player {pid}")
