"""The committee's tournament rulings as typed into the app's forms (docs/readings/shared.md#ejections-and-suspensions,
docs/readings/shared.md#disqualification): read, and
their refusals named by the forms' labels.

The rules (a team that plays in the game, a length of at least one game, the reason) are `league`'s and
`store.writes.rulings`'; here only what a form's text means.
"""

from __future__ import annotations

from collections.abc import Iterable

from league.season.errors import Problem, RuleViolation
from league.season.values import Disqualification, Season, SuspensionRuling
from league.season.whole_numbers import typed_whole

# Each ruling's fields (as the season file names them) by the forms' labels, for their refusals.
DISQUALIFY_LABELS = {"team": "Team", "game": "Game", "reason": "Reason"}
SUSPEND_LABELS = {"player": "Player", "game": "Game", "games": "Games", "reason": "Reason"}
REST_WORDS = ("rest", "r", "-")  # the rest of the tournament


def known(typed: str, ids: Iterable[str]) -> str:
    """The season's id `typed` names: itself, or the one id equal to it in any case ("g006" for "G006");
    anything else as typed (the store refuses an unknown id, naming the field)."""
    typed = typed.strip()
    found = [i for i in ids if i.lower() == typed.lower()]
    return typed if typed in found or len(found) != 1 else found[0]


def read_disqualification(season: Season, team: str, game: str, reason: str) -> Disqualification | str:
    """The disqualification typed, or a sentence naming the empty field."""
    if not team.strip():
        return "Team: type the code of the team the committee disqualifies."
    if not game.strip():
        return "Game: type the disqualifying game's id (its games from there on are its forfeits)."
    teams, games = (t.code for t in season.teams), (g.id for g in season.games)
    return Disqualification(known(team, teams), known(game, games), reason.strip())


def read_suspension_ruling(season: Season, player: str, game: str, games: str, reason: str) -> SuspensionRuling | str:
    """The suspension ruling typed ("games": a number, or "rest" for the rest of the tournament), or a
    sentence naming the field that is wrong."""
    if not player.strip():
        return "Player: type the id of the player the committee suspends."
    if not game.strip():
        return "Game: type the id of the game the suspension comes from."
    length = games.strip().lower()
    if length in REST_WORDS:
        count = None
    elif (typed := typed_whole(length)) is not None:
        count = typed
    else:
        return "Games: type how many of his team's next games, or rest for the rest of the tournament."
    pid, gid = known(player, (p.id for p in season.players)), known(game, (g.id for g in season.games))
    return SuspensionRuling(pid, gid, count, reason.strip())


def form_refusal(error: RuleViolation, fields: tuple[str, ...]) -> RuleViolation:
    """`error` with each problem about a field the form does not have (another sheet the ruling would break:
    `games[4].lineups`) named by no field, so that a label never points at the wrong one."""
    return RuleViolation([p if p.path in fields else Problem("", p.rule, p.message) for p in error.problems])
