"""The committee's tournament rulings recorded one at a time (docs/readings/shared.md#ejections-and-suspensions,
docs/readings/shared.md#disqualification): a team's disqualification
and a suspension ruling, each with its reason, checked by `league`, audit-logged, in one transaction.

A disqualification turns the team's games from the ruling's game on into its forfeits, so every game's
stored outcome is written again with it (a tournament has a few dozen games).
"""

from __future__ import annotations

from dataclasses import replace

from league.checks.tournament_references import tournament_reference_problems
from league.season.errors import FILE_RULE, Problem, RuleViolation
from league.season.values import Disqualification, Season, SuspensionRuling
from store.cache.derived import write_outcomes
from store.file.audit import record_decision
from store.file.db import Store
from store.season_files.refusal import refuse_broken
from store.tables import models as m
from store.tables.season_rows import row_ids
from store.views.season_load import season_rulebook, season_to_write


def _tournament(store: Store, season_name: str | None, what: str) -> Season:
    """The season, refused unless it is a tournament (it has pools): Gray has no such ruling."""
    season = season_to_write(store, season_name)
    rulebook = season_rulebook(season)
    if not rulebook.has_pools:
        rule = rulebook.title
        raise RuleViolation(Problem("season", rule, f"{season.name} is not a tournament: it has no {what}"))
    return season


def _refuse_problems(updated: Season, prefix: str, rule: str) -> None:
    rulebook = season_rulebook(updated)
    # Named by the field the committee typed ("game"), not by the season file's path, and by the ruling's
    # rule where the check is one of the file's references ("unknown team", which cites the file).
    problems = [
        Problem(p.path.removeprefix(prefix).lstrip("."), rule if p.rule == FILE_RULE else p.rule, p.message)
        for p in tournament_reference_problems(updated, rulebook)
        if p.path.startswith(prefix)
    ]
    if problems:
        raise RuleViolation(problems)


def record_disqualification(store: Store, season_name: str | None, team: str, game: str, reason: str) -> Season:
    """Disqualify `team` from `game` on, for `reason`; the season as it now is."""
    with store.writing():
        season = _tournament(store, season_name, "disqualifications")
        rule = season_rulebook(season).cite("disqualification")
        if not reason.strip():
            raise RuleViolation(Problem("reason", rule, "a disqualification needs the committee's reason"))
        earlier = next((d for d in season.disqualifications if d.team == team), None)
        if earlier is not None:
            raise RuleViolation(Problem("team", rule, f"{team} is already disqualified from {earlier.game}"))
        ruling = Disqualification(team, game, reason.strip())
        updated = replace(season, disqualifications=(*season.disqualifications, ruling))
        _refuse_problems(updated, f"disqualifications[{len(season.disqualifications)}]", rule)
        refuse_broken(updated, store)  # a tournament's few dozen sheets: every rule, as an import checks them
        ids = row_ids(season.name)
        gid = m.Game.get((m.Game.season == ids.season) & (m.Game.gid == game)).id
        m.Disqualification.create(
            season=ids.season, team=ids.team[team], game=gid, reason=ruling.reason, seq=len(season.disqualifications)
        )
        write_outcomes(updated, season_rulebook(updated))
        record_decision(season.name, "disqualify team", {"team": team, "game": game, "reason": ruling.reason})
    return updated


def record_suspension_ruling(
    store: Store, season_name: str | None, player: str, game: str, games: int | None, reason: str
) -> Season:
    """Suspend `player` for `games` of his team's next games (None: the rest of the tournament) from `game`,
    for `reason`; it adds to what the rules derive, and sets the length of a suspension pending review."""
    with store.writing():
        season = _tournament(store, season_name, "suspension rulings")
        rule = season_rulebook(season).cite("suspensions")
        if not reason.strip():
            raise RuleViolation(Problem("reason", rule, "a suspension ruling needs the committee's reason"))
        ruling = SuspensionRuling(player, game, games, reason.strip())
        updated = replace(season, suspension_rulings=(*season.suspension_rulings, ruling))
        _refuse_problems(updated, f"suspension_rulings[{len(season.suspension_rulings)}]", rule)
        # A player the ruling would keep out of a sheet already recorded: refused, naming that sheet.
        refuse_broken(updated, store)
        ids = row_ids(season.name)
        gid = m.Game.get((m.Game.season == ids.season) & (m.Game.gid == game)).id
        m.SuspensionRuling.create(
            season=ids.season,
            player=ids.player[player],
            game=gid,
            games=games,
            reason=ruling.reason,
            seq=len(season.suspension_rulings),
        )
        detail = {"player": player, "game": game, "games": games, "reason": ruling.reason}
        record_decision(season.name, "suspension ruling", detail)
    return updated
