"""`standings`, `playoffs`, `suspensions`, `discipline` and `alerts`: one function per command, for a season
with pools or without. Each asks the season's rulebook (`Rulebook.has_pools`) how to count and show it, and
loads its own store view and wording inside it (start-up speed)."""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from typing import TYPE_CHECKING

from tui.cli.arguments import Refused
from tui.cli.opened import open_store, say

if TYPE_CHECKING:
    from store.file.db import Store


def run_standings(args: argparse.Namespace) -> int:
    """The standings: one table, or each pool's (`--pool P` one of them); `--explain` the tiebreaks, `--json`
    or `--csv`."""
    from store.views.season_names import stored_rulebook
    from store.views.standings import load_standings
    from tui.text.standings_text import league_table_text, standings_cells, standings_json

    if args.rulebook is not None:  # what if: the season under another rulebook, read-only
        from tui.cli.what_if import what_if_standings

        return what_if_standings(args)
    with open_store(args, reads_only=True) as store:
        if stored_rulebook(store, args.season).has_pools:
            return _pool_standings(store, args)
        if args.pool is not None:
            raise Refused("--pool: this season has no pools (a tournament's standings have them)")
        table = load_standings(store, args.season, args.as_of)
    if args.json:
        print(json.dumps(standings_json(table, explain=args.explain), indent=2))
        return 0
    if args.csv:
        from store.season_files.csv_cells import csv_text  # only a CSV's

        sys.stdout.write(csv_text(*standings_cells(table)))
        return 0
    say(league_table_text(table, args.as_of, args.explain))
    return 0


def _pool_standings(store: Store, args: argparse.Namespace) -> int:
    """Each pool's table (`--pool P` one of them), its rank within the pool: JSON, CSV or tables side by side."""
    from store.views.tournament import load_tournament
    from tui.text.pool_text import pool_tiebreak_lines, pools_cells, pools_json, pools_lines

    view = load_tournament(store, args.season, args.as_of)
    tables = view.bracket.pools
    if args.pool is not None:
        tables = tuple(t for t in tables if t.pool.code == args.pool)
        if not tables:
            known = ", ".join(p.code for p in view.season.pools)
            raise Refused(f"--pool: no pool {args.pool!r} in {view.season.name} (pools: {known})")
    if args.json:
        print(json.dumps(pools_json(tables, view.rulebook, explain=args.explain), indent=2))
        return 0
    if args.csv:
        from store.season_files.csv_cells import csv_text  # only a CSV's

        sys.stdout.write(csv_text(*pools_cells(tables, view.rulebook)))
        return 0
    as_of = f" as of {args.as_of.isoformat()}" if args.as_of else ""
    say(f"Pool standings{as_of} ({view.rulebook.title}, {view.rulebook.cite('tiebreakers')})")
    say("\n".join(pools_lines(tables, view.rulebook, shutil.get_terminal_size().columns)))
    if args.explain:
        say("\nTiebreaks:")
        say("\n".join(f"  {line}" for line in pool_tiebreak_lines(tables)))
    return 0


def run_playoffs(args: argparse.Namespace) -> int:
    """The bracket: series seeded from one table, or the pools' places and each division's tree; `--json`
    (empty series until the seeds are fixed), else a readable listing."""
    from store.views.playoffs import load_playoffs
    from store.views.season_names import stored_rulebook
    from tui.text.playoffs_text import playoffs_json, playoffs_lines

    if args.rulebook is not None:  # what if: the season under another rulebook, read-only
        from tui.cli.what_if import what_if_playoffs

        return what_if_playoffs(args)
    with open_store(args, reads_only=True) as store:
        if stored_rulebook(store, args.season).has_pools:
            return _pool_playoffs(store, args)
        view = load_playoffs(store, args.season, project=not args.json)
    if args.json:
        print(json.dumps(playoffs_json(view.bracket), indent=2))
    else:
        say("\n".join(playoffs_lines(view.bracket, {t.code: t.name for t in view.season.teams})))
    return 0


def _pool_playoffs(store: Store, args: argparse.Namespace) -> int:
    """The pools' places and the bracket: `--json`, else each division's tree."""
    from store.views.tournament import load_tournament
    from tui.text.bracket_text import bracket_lines, playoffs_json

    view = load_tournament(store, args.season)
    if args.json:
        print(json.dumps(playoffs_json(view.bracket), indent=2))
        return 0
    places = view.bracket.places
    for table in view.bracket.pools:
        order = places.get(table.pool.code)
        said = ", ".join(order) if order else f"not fixed yet ({table.games_left} games to decide)"
        say(f"{table.pool.name}: {said}")
    say("")
    say("\n".join(bracket_lines(view.bracket, view.season, view.outcomes)))
    return 0


def run_suspensions(args: argparse.Namespace) -> int:
    """Suspensions, by the season's rulebook and its committee's rulings: a ledger, or `--json` with the ones
    still to serve."""
    from store.views.discipline import load_suspensions
    from store.views.season_load import season_rulebook
    from tui.text.discipline_text import suspension_ledger, suspensions_json

    with open_store(args, reads_only=True) as store:
        season, suspensions = load_suspensions(store, args.season)
    pools = season_rulebook(season).has_pools  # pooled rulebooks' rows say each cause's rule and review
    if args.json:
        print(json.dumps(suspensions_json(season, suspensions, pools), indent=2))
    else:
        say("\n".join(suspension_ledger(season, suspensions, everything=args.all, tournament=pools)))
    return 0


def run_discipline(args: argparse.Namespace) -> int:
    """Every ejection, disqualified team and disqualified goalie (`--json`), or lines."""
    from league.discipline.report import discipline_report
    from store.file.db import open_league
    from store.views.season_load import load_season, season_rulebook
    from tui.cli.arguments import league_path
    from tui.text.discipline_report_text import discipline_json, discipline_lines

    with open_league(league_path(args), read_only=True) as store:
        season = load_season(store, args.season)
    report = discipline_report(season, season_rulebook(season))
    if args.json:
        print(json.dumps(discipline_json(report), indent=2))
    else:
        say("\n".join(discipline_lines(report, season)))
    return 0


def run_alerts(args: argparse.Namespace) -> int:
    """The dashboard's alerts at `--today` (a season with pools: its board's), each with the app's key, less
    those the committee dismissed in the app: lines, or `--json`."""
    from store.views.season_load import load_season, season_rulebook
    from store.views.tournament import tournament_of
    from store.writes.alert_dismissals import dismissed_alerts
    from tui.text.alert_text import keyed_alerts, keyed_board_alerts, undismissed

    with open_store(args, reads_only=True) as store:
        season = load_season(store, args.season)
        dismissed = dismissed_alerts(store, season.name)
    rulebook = season_rulebook(season)
    if rulebook.has_pools:
        alerts = keyed_board_alerts(tournament_of(season))
    else:
        alerts = keyed_alerts(season, rulebook, args.today)
    kept = undismissed(alerts, dismissed)
    if args.json:
        print(json.dumps({"alerts": [a.as_json() for a in kept]}, indent=2))
    else:
        say("\n".join(a.line() for a in kept))
    return 0
