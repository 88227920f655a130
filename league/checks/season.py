"""Every rule a whole season must satisfy before it is stored: the checks behind import.

`check_season` runs each check of `SEASON_CHECKS` and, for every game, each of `GAME_CHECKS`;
each yields Problems naming the season-file path. The sheet replay (penalties, suspensions,
the clock) adds its checks to `GAME_CHECKS`, so import, the app and `rinkbook check` share them.
The checks themselves live by subject: `league.checks.rosters` (who plays where) and
`league.checks.games` (the games and their sheets), both reading a `league.checks.context.Context`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import replace

from league.bracket.checks import check_playoff_game
from league.bracket.engine import Bracket, bracket
from league.checks.context import Context
from league.checks.games import (
    _check_barred_goalies,
    _check_bracket,
    _check_clashes,
    _check_dressed,
    _check_events,
    _check_game_result,
    _check_lineups,
    _check_numbers,
)
from league.checks.references import game_reference_problems, reference_parts, reference_problems
from league.checks.rosters import (
    _check_draft,
    _check_drop_grounds,
    _check_drops,
    _check_eligibility,
    _check_late_changes,
    _check_placements,
    _check_players,
    _check_rosters,
    _check_substitutes,
    _check_teams,
    _check_transfers,
)
from league.discipline.suspension_values import Suspension
from league.discipline.suspensions import season_suspensions
from league.results.disqualification import season_replays
from league.results.outcome import Outcome, game_outcome
from league.rosters.membership import Rosters
from league.rules.rulebook import Rulebook
from league.season.date_range import date_problems, game_date_problems
from league.season.errors import FILE_RULE, Problem, duplicate_ids
from league.season.texts import game_text_problems, text_parts, text_problems
from league.season.values import Game, Season
from league.sheet.replay import SheetReplay
from league.standings.table import standings


def check_season(season: Season, rulebook: Rulebook) -> list[Problem]:
    """All problems of the season, in file order; an empty list means it may be stored."""
    return checked_season(season, rulebook)[0]


def checked_season(season: Season, rulebook: Rulebook) -> tuple[list[Problem], dict[str, SheetReplay]]:
    """`check_season`'s problems, and every game's sheet replay it made on the way, as the checks keep it
    (`checked_replay`; none when the file's text, dates or references failed first): import stores each
    game's outcome from them, replaying no sheet twice."""
    problems = first_problems(season, rulebook)
    if problems:  # rules over bad text, dates or dangling references would only repeat them
        return problems, {}
    replays = sheet_replays(season, rulebook)
    ctx = check_context(season, rulebook, replays, season_suspensions(season, rulebook, replays))
    return [*season_wide_problems(ctx), *games_problems(ctx)], replays


def first_problems(season: Season, rulebook: Rulebook) -> list[Problem]:
    """The file's text, dates and references: when any fails, `check_season` gives these alone."""
    return [*text_problems(season), *date_problems(season)] or list(reference_problems(season, rulebook))


def first_problem_parts(season: Season, rulebook: Rulebook, games_a_part: int) -> Iterator[list[Problem]]:
    """`first_problems` a part at a time, in order, `games_a_part` games' texts or references a part
    (`league.season.texts.text_parts`, `league.checks.references.reference_parts`): a caller may work between parts."""
    found = False
    for part in text_parts(season, games_a_part):
        found = found or bool(part)
        yield part
    dates = list(date_problems(season))
    yield dates
    if not found and not dates:
        yield from reference_parts(season, rulebook, games_a_part)


def check_context(
    season: Season,
    rulebook: Rulebook,
    replays: Mapping[str, SheetReplay],
    suspensions: tuple[Suspension, ...],
    outcomes: Mapping[str, Outcome | None] | None = None,
) -> Context:
    """What the rules read, from the season's replays and suspensions (and its outcomes, when already worked out
    from those replays): a season whose first problems are none."""
    # Only a playoff game's check reads the bracket (`check_playoff_game`): a season without one is spared the table.
    playoffs = any(g.stage == "playoff" for g in season.games)
    made = _bracket(season, rulebook, replays, outcomes) if playoffs else _NO_PLAYOFF_GAME
    return Context(season, rulebook, Rosters(season), replays, suspensions, made)


def season_wide_problems(ctx: Context) -> list[Problem]:
    """The problems of `SEASON_CHECKS`: `check_season` gives them before any game's."""
    return [problem for check in SEASON_CHECKS for problem in check(ctx)]


def games_problems(ctx: Context) -> list[Problem]:
    """Every game's problems of `GAME_CHECKS`, in file order: what `check_season` gives after the season-wide ones."""
    return [problem for index, game in enumerate(ctx.season.games) for problem in game_problems(ctx, index, game)]


def game_problems(ctx: Context, index: int, game: Game) -> list[Problem]:
    """The problems of `GAME_CHECKS` of one game, the season's `index`th."""
    return [problem for game_check in GAME_CHECKS for problem in game_check(ctx, f"games[{index}]", game)]


def without_contacts(season: Season) -> Season:
    """The season without its players' contact details: only the texts' check (`first_problems`) reads them."""
    players = tuple(
        replace(p, phone=None, email=None) if p.phone is not None or p.email is not None else p for p in season.players
    )
    return replace(season, players=players)


def game_check_inputs(season: Season) -> Season:
    """The season as `GAME_CHECKS` read it (with the suspensions and the bracket made from it): without the players'
    contact details and the teams' captains, which no game check reads. Two seasons equal here give every game the
    same problems, and every season check but `CAPTAIN_CHECKS` too."""
    plain = without_contacts(season)
    teams = tuple(replace(t, captain=None) if t.captain is not None else t for t in season.teams)
    return replace(plain, teams=teams)


def first_problems_beside_games(before: Season, after: Season, rulebook: Rulebook) -> list[Problem] | None:
    """`first_problems(after, rulebook)`, worked out without going through the games, for a season `before` whose
    first problems were none: when the games' texts, dates and references are the same in both (the same games,
    every team code and player id still there; no pools, bracket, ruling or game goalie naming games or players
    beside them), so are theirs (none). None when they may differ."""
    # Codes and ids only added: every game reference that resolved still does.
    same = before.games == after.games and (
        {t.code for t in before.teams} <= {t.code for t in after.teams}
        and {p.id for p in before.players} <= {p.id for p in after.players}
    )
    tournament = after.pools or after.bracket or after.disqualifications or after.suspension_rulings
    if not same or tournament or any(g.goalie is not None for g in after.games):
        return None
    return first_problems(replace(after, games=()), rulebook)


def changed_games_first_problems(season: Season, rulebook: Rulebook, changed: Iterable[str]) -> list[Problem] | None:
    """`first_problems(season, rulebook)`, worked out from the games `changed` alone, for a season whose first
    problems were none before those games were saved (added, or changed in place; the rest of the season as it was):
    those games' texts and dates, or, when none, every game's unique id and those games' references. None when they
    may differ beside them (a tournament's parts, a ruling or a game goalie name games or players)."""
    tournament = season.pools or season.bracket or season.disqualifications or season.suspension_rulings
    if tournament or any(g.goalie is not None for g in season.games):
        return None
    games = sorted(((season.place(gid), season.known_game(gid)) for gid in changed), key=lambda placed: placed[0])
    found = [*game_text_problems(games), *game_date_problems(games)]
    if found:
        return found
    teams, players = {t.code for t in season.teams}, {p.id for p in season.players}
    every_id = duplicate_ids("games", [g.id for g in season.games], FILE_RULE)
    return [*every_id, *game_reference_problems(games, teams, players)]


def sheet_replays(season: Season, rulebook: Rulebook) -> dict[str, SheetReplay]:
    """Every game's sheet replayed, knowing the season's goalies (who may not shoot out:
    docs/readings/shared.md#shootouts), each kept as the checks read it (`checked_replay`)."""
    return {gid: checked_replay(replay) for gid, replay in season_replays(season, rulebook).items()}


def checked_replay(replay: SheetReplay) -> SheetReplay:
    """The replay without what only a sheet's views read (each penalty's minutes, the scorer's warnings):
    no check, suspension, bracket or outcome reads them (a forfeit's penalty minutes are counted from a
    fresh replay), and a season's replays are held together while it is checked: at 30,000 games these
    are most of their memory (about 25 MiB)."""
    if replay.minutes or replay.called_minutes or replay.warnings:
        return replace(replay, minutes=(), called_minutes=(), warnings=(), whole=False)
    return replay


def _bracket(
    season: Season,
    rulebook: Rulebook,
    replays: Mapping[str, SheetReplay],
    outcomes: Mapping[str, Outcome | None] | None = None,
) -> Bracket:
    """The playoffs as the season's results make them, from sheets already replayed (or their outcomes)."""
    found = (
        (outcomes[g.id] if outcomes is not None else game_outcome(g, rulebook, replays[g.id]))
        for g in sorted(season.games, key=lambda g: g.sort_key)
        if g.stage == "regular"
    )
    table = standings(
        tuple(t.code for t in season.teams), tuple(o for o in found if o is not None), rulebook, season.coin_tosses
    )
    return bracket(season, rulebook, table)


# What a season without a playoff game checks against: no check reads it.
_NO_PLAYOFF_GAME = Bracket((), fixed=False, missing=("not worked out: no playoff game",))

# The season checks that read of the season only its games' days, times and rooms and the teams' names: the same
# for a change beside the games.
SCHEDULE_CHECKS = frozenset({_check_clashes})

# The check of a drop's grounds: its problems also from attendance rows counted beforehand (`drop_grounds_problems`).
DROP_GROUNDS_CHECK = _check_drop_grounds

# The season checks that read the teams' captains (a team's captain starts on it; a drop is requested by the captain).
CAPTAIN_CHECKS = frozenset({_check_teams, _check_drop_grounds})

SEASON_CHECKS: list[Callable[[Context], Iterable[Problem]]] = [
    _check_players,
    _check_eligibility,
    _check_rosters,
    _check_placements,
    _check_late_changes,
    _check_teams,
    _check_transfers,
    _check_drops,
    _check_substitutes,
    _check_draft,
    _check_drop_grounds,
    _check_clashes,
    _check_barred_goalies,
    _check_bracket,
]

GAME_CHECKS: list[Callable[[Context, str, Game], Iterable[Problem]]] = [
    _check_game_result,
    _check_dressed,
    _check_events,
    _check_lineups,
    _check_numbers,
    check_playoff_game,
]
