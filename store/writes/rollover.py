"""Season rollover in the file: the next season stored beside the old one (which stays readable), after a
backup, in one audited transaction."""

from __future__ import annotations

from pathlib import Path

from league.checks.unfinished import Unfinished, unfinished
from league.rosters.rollover import Rollover, reverse_standings_order, roll_over
from league.season.errors import Problem, RuleViolation
from league.season.texts import RULE as TEXT_RULE
from league.season.texts import field_problem
from league.season.values import Season
from store.file.audit import record_decision
from store.file.connection import ReadOnlyError
from store.file.db import Store, automatic_backup
from store.season_files.refusal import refuse_broken
from store.tables import models as m
from store.tables.season_rows import write_season
from store.views.season_load import load_season, season_rulebook
from store.views.season_names import resolve_season, season_names


def season_unfinished(store: Store, season_name: str | None) -> tuple[Unfinished, ...]:
    """What season `season_name` (the latest when None) leaves unfinished (see `league.checks.unfinished`): the
    list a rollover shows and asks to be confirmed."""
    season = load_season(store, resolve_season(store, season_name))
    return unfinished(season, season_rulebook(season))


def next_draft_order(store: Store, season_name: str | None) -> tuple[str, ...]:
    """The first round a rollover of `season_name` offers: its final standings reversed, last place first."""
    season = load_season(store, resolve_season(store, season_name))
    return reverse_standings_order(season, season_rulebook(season))


def roll_over_season(
    store: Store,
    season_name: str | None,
    name: str | None = None,
    leaving: tuple[str, ...] = (),
    first_round: tuple[str, ...] | None = None,
) -> tuple[Rollover, Path | None]:
    """Store the season after `season_name` (see `league.rosters.rollover.roll_over`); returns it and the backup.
    The audit row names what the old season left unfinished (the caller asked the committee to confirm it)
    and the next draft's first round: `first_round` as the committee set it, else the standings reversed."""
    if store.read_only:
        raise ReadOnlyError()
    season = load_season(store, resolve_season(store, season_name))
    unknown = [pid for pid in leaving if season.player(pid) is None]
    if unknown:
        raise RuleViolation(Problem("--leaving", "", f"no player {unknown[0]} in season {season.name}"))
    if first_round is not None:
        first_round = tuple(code.upper() for code in first_round)
        _refuse_order(season, first_round)
    next_name = roll_over(season, season_rulebook(season), name, leaving).season.name
    if next_name in season_names(store):
        raise RuleViolation(Problem("season", "", f"{store.name} already holds season {next_name!r}"))
    saved = automatic_backup(store, "before-rollover")
    with store.writing():  # read again under the lock: a drop decided a moment ago counts
        season = load_season(store, season.name)
        rulebook = season_rulebook(season)
        result = roll_over(season, rulebook, name, leaving, first_round)
        refuse_broken(result.season)
        if m.Season.select().where(m.Season.name == result.season.name).exists():
            raise RuleViolation(Problem("season", "", f"{store.name} already holds season {result.season.name!r}"))
        write_season(result.season)
        record_decision(
            result.season.name,
            "roll over",
            {
                "from": season.name,
                "players": len(result.season.players),
                "to_pool": list(result.to_pool),
                "left": list(result.left),
                "refused": [pid for pid, _ in result.refused],
                "backup": saved.name if saved else None,
                "unfinished": [u.text for u in unfinished(season, rulebook)],
                "draft_first_round": list(result.season.draft.first_round) if result.season.draft else [],
            },
        )
    return result, saved


def _refuse_order(season: Season, first_round: tuple[str, ...]) -> None:
    """RuleViolation unless `first_round` names every team of `season` once."""
    teams = tuple(t.code for t in season.teams)
    if sorted(first_round) != sorted(teams):
        rule = season_rulebook(season).cite("rosters")
        raise RuleViolation(
            Problem(
                "draft.first_round",
                rule,
                f"next season's draft order must name every team once ({' '.join(teams)}), "
                f"not {' '.join(first_round) or 'none'}",
            )
        )


def unlock_past_season(store: Store, season_name: str, reason: str) -> None:
    """Record the committee's unlock of a past season for corrections (audit-logged with its reason): the
    app shows a season other than the file's latest read-only until then."""
    if store.read_only:
        raise ReadOnlyError()
    empty = "is empty: the audit log keeps why the season is corrected"
    why = field_problem(reason, "reason") if reason.strip() else empty
    if why:
        raise RuleViolation(Problem("reason", TEXT_RULE, why))
    with store.writing():
        name = resolve_season(store, season_name)
        record_decision(name, "unlock past season", {"reason": reason.strip(), "latest": season_names(store)[-1]})
